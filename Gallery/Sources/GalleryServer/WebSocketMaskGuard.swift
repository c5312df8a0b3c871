import NIOCore

/// Closes a WebSocket whose client sends a frame without a mask.
///
/// RFC 6455 §5.1 requires it of a server ("The server MUST close the connection upon receiving a frame that is not masked"),
/// with code 1002, protocol error. NIO's frame decoder unmasks what is masked and passes the
/// rest, and the WebSocket layer above sees frames already unmasked: only the bytes tell.
///
/// It sits first in the pipeline and reads nothing until the server answers `101 Switching
/// Protocols`; from then on it reads each frame's header (2 to 14 bytes) and skips its payload,
/// passing every byte on unchanged. A client may not send frames before the 101 arrives (RFC
/// 6455 §4.1), so the bytes that follow it are frames from their first.
///
/// Sent ``StopReading`` (when the server closes a socket for flooding), it reads nothing more:
/// the flood waits in the kernel's buffers, then stops, its sender blocked by TCP's flow
/// control, and costs the server nothing until the close.
final class WebSocketMaskGuard: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer
  typealias OutboundIn = IOData
  typealias OutboundOut = IOData

  private enum Phase {
    /// HTTP: the guard only watches for the 101.
    case http
    /// Reading a frame's header: the bytes so far.
    case header([UInt8])
    /// Skipping a frame's payload: the bytes left.
    case payload(UInt64)
    /// A frame was not masked, or the socket flooded: the connection is closing; nothing more
    /// is passed on.
    case closing
  }

  private var phase = Phase.http

  /// The event that makes the guard stop reading.
  ///
  /// Sent for a socket the server closes for flooding, whose frames nobody will read. Its close
  /// frame is still sent; the socket closes when the close handshake times out.
  struct StopReading: Sendable {}

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    if event is StopReading {
      self.phase = .closing
      return
    }
    context.fireUserInboundEventTriggered(event)
  }

  /// The status line that switches the connection to WebSocket frames.
  private static let switching = Array("HTTP/1.1 101 ".utf8)

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    if case .http = self.phase, case .byteBuffer(let buffer) = self.unwrapOutboundIn(data),
      buffer.readableBytesView.starts(with: Self.switching)
    {
      self.phase = .header([])
    }
    context.write(data, promise: promise)
  }

  /// Asks the socket for more bytes, unless the connection is closing: then what was sent stays
  /// in the kernel, unread.
  func read(context: ChannelHandlerContext) {
    if case .closing = self.phase {
      return
    }
    context.read()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch self.phase {
    case .http:
      context.fireChannelRead(data)
    case .closing:
      return
    case .header, .payload:
      let buffer = self.unwrapInboundIn(data)
      if self.scan(buffer.readableBytesView) {
        context.fireChannelRead(data)
      } else {
        self.phase = .closing
        // A close frame, unmasked as a server's are: code 1002.
        let close = ByteBuffer(bytes: [0x88, 0x02, 0x03, 0xEA])
        let channel = context.channel
        context.writeAndFlush(self.wrapOutboundOut(.byteBuffer(close))).whenComplete { _ in
          channel.close(promise: nil)
        }
      }
    }
  }

  /// Reads the frame headers in `bytes`, skipping payloads; `false` on a frame without a mask.
  private func scan(_ bytes: ByteBufferView) -> Bool {
    var index = bytes.startIndex
    while index < bytes.endIndex {
      switch self.phase {
      case .payload(let left):
        let step = Int(min(left, UInt64(bytes.endIndex - index)))
        index += step
        self.phase = left == UInt64(step) ? .header([]) : .payload(left - UInt64(step))
      case .header(var header):
        header.append(bytes[index])
        index += 1
        guard header.count >= 2 else {
          self.phase = .header(header)
          continue
        }
        guard header[1] & 0x80 != 0 else {
          return false
        }
        let length7 = header[1] & 0x7F
        let lengthBytes = length7 == 126 ? 2 : length7 == 127 ? 8 : 0
        guard header.count == 2 + lengthBytes + 4 else {
          self.phase = .header(header)
          continue
        }
        let length =
          lengthBytes == 0
          ? UInt64(length7)
          : header[2..<(2 + lengthBytes)].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        self.phase = length == 0 ? .header([]) : .payload(length)
      case .http, .closing:
        return true
      }
    }
    return true
  }
}
