import GalleryCore
import NIOCore

/// Reads every WebSocket frame's header as its bytes arrive, and closes a socket whose frames
/// break the protocol or the server's limits.
///
/// It reads them before any frame is decoded, and closes the socket on:
///
/// - a frame without a mask: code 1002, protocol error (RFC 6455 §5.1: "The server MUST close
///   the connection upon receiving a frame that is not masked");
/// - a message in more than ``Limits/maximumFragments`` frames, or of more than
///   ``Limits/maximumMessageBytes`` on the wire, frame headers included: code 1009, message too
///   big. The WebSocket layer's own limit counts payload bytes only, so empty continuation
///   frames grew its memory without bound;
/// - a fragmented message not finished within ``Limits/messageDeadline``: code 1008;
/// - frames faster than ``Limits/framesPerSecond``, or control frames (ping, pong, close)
///   faster than ``Limits/controlFramesPerSecond``, for ``Limits/floodThreshold`` frames
///   without a second's pause: code 1008, as the message gate closes a flood of messages. A
///   ping costs the server a pong; a pong costs it a parse.
///
/// It sits first in the pipeline and reads nothing until the server answers `101 Switching
/// Protocols`; from then on it reads each frame's header (2 to 14 bytes) and skips its payload,
/// passing every byte on unchanged. A client may not send frames before the 101 arrives (RFC
/// 6455 §4.1), so the bytes that follow it are frames from their first.
///
/// Sent ``StopReading`` (when the server closes a socket for flooding), it reads nothing more:
/// the flood waits in the kernel's buffers, then stops, its sender blocked by TCP's flow
/// control, and costs the server nothing until the close.
final class WebSocketFrameGuard: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer
  typealias OutboundIn = IOData
  typealias OutboundOut = IOData

  /// What one socket's frames may do.
  struct Limits: Equatable, Sendable {
    /// The frames of one message, its first included.
    var maximumFragments = 64
    /// The bytes of one message on the wire, frame headers included.
    var maximumMessageBytes = (1 << 16) + 1024
    /// How long a fragmented message may take from its first frame to its last.
    var messageDeadline = TimeAmount.seconds(5)
    /// The frames a second, of every kind, and twice as many at once: far above what the
    /// message gate reads (a flood of whole messages is its to close, and counts there), so
    /// that it binds only frames that are no message of their own.
    var framesPerSecond = 2000.0
    /// The control frames (ping, pong, close) a second, and four times as many at once.
    var controlFramesPerSecond = 4.0
    /// The frames over either rate, without a second's pause, that close the socket.
    var floodThreshold = 64
  }

  /// Why the guard closes a socket: the close frame's code and reason.
  struct Violation: Equatable, Sendable {
    let code: UInt16
    let reason: String
  }

  private enum Phase {
    /// HTTP: the guard only watches for the 101.
    case http
    /// Reading a frame's header: the bytes so far.
    case header([UInt8])
    /// Skipping a frame's payload: the bytes left.
    case payload(UInt64)
    /// The socket broke a rule, or flooded: the connection is closing; nothing more is passed
    /// on.
    case closing
  }

  /// The fragmented message under way: its frames, its bytes on the wire, its number.
  private struct OpenMessage {
    var fragments: Int
    var bytes: UInt64
    let number: Int
  }

  private let limits: Limits
  private let closed: @Sendable (Violation) -> Void
  private var phase = Phase.http
  private var message: OpenMessage?
  private var messagesOpened = 0
  /// A message opened by the bytes being read, whose deadline is yet to be set.
  private var openedMessage: Int?
  private var frames: TokenBucket
  private var controlFrames: TokenBucket
  private let start = NIODeadline.now()
  /// The frames over a rate since the last second without one, and the time of the last.
  private var excess = (count: 0, last: -Double.infinity)

  /// Creates a guard.
  ///
  /// - Parameters:
  ///   - limits: What the socket's frames may do.
  ///   - closed: Told of each socket the guard closes, and why.
  init(limits: Limits = Limits(), closed: @escaping @Sendable (Violation) -> Void = { _ in }) {
    self.limits = limits
    self.closed = closed
    self.frames = TokenBucket(rate: limits.framesPerSecond, burst: limits.framesPerSecond * 2)
    self.controlFrames = TokenBucket(
      rate: limits.controlFramesPerSecond, burst: limits.controlFramesPerSecond * 4)
  }

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
      if let violation = self.scan(buffer.readableBytesView) {
        self.close(context: context, for: violation)
        return
      }
      if let number = self.openedMessage {
        self.openedMessage = nil
        self.closeUnlessFinished(number, context: context)
      }
      context.fireChannelRead(data)
    }
  }

  /// Closes the socket with `violation`'s code, as a server's close frame (unmasked), and
  /// reads nothing more.
  private func close(context: ChannelHandlerContext, for violation: Violation) {
    if case .closing = self.phase {
      return
    }
    self.phase = .closing
    self.closed(violation)
    self.sendClose(violation, context: context)
  }

  private func sendClose(_ violation: Violation, context: ChannelHandlerContext) {
    let reason = Array(violation.reason.utf8.prefix(123))
    var close = ByteBuffer()
    close.writeBytes([0x88, UInt8(2 + reason.count)])
    close.writeInteger(violation.code)
    close.writeBytes(reason)
    let channel = context.channel
    context.writeAndFlush(self.wrapOutboundOut(.byteBuffer(close))).whenComplete { _ in
      channel.close(promise: nil)
    }
  }

  /// Closes the socket if the message numbered `number` is still open once its time is up.
  private func closeUnlessFinished(_ number: Int, context: ChannelHandlerContext) {
    let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
    let seconds = Double(self.limits.messageDeadline.nanoseconds) / 1e9
    context.eventLoop.scheduleTask(in: self.limits.messageDeadline) {
      let (guardian, context) = bound.value
      if guardian.message?.number == number {
        guardian.close(
          context: context,
          for: Violation(
            code: 1008, reason: "a fragmented message is finished within \(seconds) s"))
      }
    }
  }

  /// Reads the frame headers in `bytes`, skipping payloads; the rule a frame broke, if any.
  private func scan(_ bytes: ByteBufferView) -> Violation? {
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
          return Violation(code: 1002, reason: "a client's frames are masked (RFC 6455 5.1)")
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
        if let violation = self.frame(
          opcode: header[0] & 0x0F, isFinal: header[0] & 0x80 != 0,
          wireBytes: UInt64(header.count) &+ length)
        {
          return violation
        }
        self.phase = length == 0 ? .header([]) : .payload(length)
      case .http, .closing:
        return nil
      }
    }
    return nil
  }

  /// Counts a frame whose header was read: its rate, and its message's fragments and bytes.
  private func frame(opcode: UInt8, isFinal: Bool, wireBytes: UInt64) -> Violation? {
    let time = Double((NIODeadline.now() - self.start).nanoseconds) / 1e9
    let isControl = opcode & 0x08 != 0
    let withinRate =
      self.frames.take(at: time) && (!isControl || self.controlFrames.take(at: time))
    if !withinRate {
      if time - self.excess.last >= 1 {
        self.excess.count = 0
      }
      self.excess = (self.excess.count + 1, time)
      if self.excess.count >= self.limits.floodThreshold {
        let rate = Int(isControl ? self.limits.controlFramesPerSecond : self.limits.framesPerSecond)
        let kind = isControl ? "control frames" : "frames"
        return Violation(code: 1008, reason: "sent \(kind) faster than \(rate) a second")
      }
    }
    guard !isControl else {
      return nil  // between a message's fragments, as RFC 6455 5.4 allows
    }
    if opcode != 0 {  // a new message
      self.message = nil
      guard !isFinal else {
        return nil  // whole in one frame: the WebSocket layer's size limit applies
      }
      self.messagesOpened += 1
      self.message = OpenMessage(fragments: 1, bytes: wireBytes, number: self.messagesOpened)
      self.openedMessage = self.messagesOpened
      return nil
    }
    guard var message = self.message else {
      return nil  // a continuation of nothing: the WebSocket layer refuses it
    }
    message.fragments += 1
    message.bytes &+= wireBytes
    if message.fragments > self.limits.maximumFragments {
      return Violation(
        code: 1009, reason: "a message is at most \(self.limits.maximumFragments) frames")
    }
    if message.bytes > UInt64(self.limits.maximumMessageBytes) {
      return Violation(
        code: 1009, reason: "a message is at most \(self.limits.maximumMessageBytes) bytes")
    }
    self.message = isFinal ? nil : message
    return nil
  }
}
