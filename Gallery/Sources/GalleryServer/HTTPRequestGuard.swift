import Foundation
import NIOCore
import NIOHTTP1

/// Checks each request head as it is decoded.
///
/// It runs before the WebSocket upgrade and the router see the head, for what they would let
/// through:
///
/// - A connection that has not sent its first head by the deadline is closed (a half-sent
///   request must not hold a descriptor; Hummingbird's own idle timeout covers later ones).
/// - An HTTP/1.0 request without `Connection: keep-alive` gets `Connection: close`, so that the
///   server closes after answering, as RFC 9112 §9.3 has HTTP/1.0 expect.
/// - A WebSocket upgrade without a valid `Sec-WebSocket-Key`, with a version other than 13, or
///   from a page of another site (`Origin` not this server's `Host`) is answered 400, 400 with
///   `Sec-WebSocket-Version: 13`, or 403, and closed (RFC 6455 §4.2.1, §4.2.2, §10.2), where the
///   upgrade code would otherwise redirect it to itself.
///
/// It sits right after NIO's request decoder and leaves the pipeline with an accepted upgrade.
final class HTTPRequestGuard: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart
  typealias OutboundOut = HTTPServerResponsePart

  private let headDeadline: TimeAmount
  private let sentHead: @Sendable () -> Void
  private var deadline: Scheduled<Void>?
  private var seenHead = false
  /// A refused request: its body is dropped and the connection is closing.
  private var refused = false

  /// Creates a guard.
  ///
  /// - Parameters:
  ///   - headDeadline: How long the first head may take.
  ///   - sentHead: Called once the first head is complete.
  init(headDeadline: TimeAmount, sentHead: @escaping @Sendable () -> Void) {
    self.headDeadline = headDeadline
    self.sentHead = sentHead
  }

  func handlerAdded(context: ChannelHandlerContext) {
    let channel = context.channel
    self.deadline = context.eventLoop.scheduleTask(in: self.headDeadline) {
      channel.close(promise: nil)
    }
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    self.deadline?.cancel()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !self.refused else {
      return
    }
    guard case .head(var head) = self.unwrapInboundIn(data) else {
      context.fireChannelRead(data)
      return
    }
    if !self.seenHead {
      self.seenHead = true
      self.deadline?.cancel()
      self.sentHead()
    }
    if head.headers[canonicalForm: "upgrade"].contains(where: { $0.lowercased() == "websocket" }) {
      if let refusal = Self.refusal(of: head) {
        self.refuse(refusal, context: context)
        return
      }
      context.fireChannelRead(self.wrapInboundOut(.head(head)))
      context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
      return
    }
    if head.version.major == 1, head.version.minor == 0, !head.isKeepAlive {
      head.headers.replaceOrAdd(name: "connection", value: "close")
    }
    context.fireChannelRead(self.wrapInboundOut(.head(head)))
  }

  /// Why a WebSocket upgrade is refused, or `nil` to let it through.
  static func refusal(of head: HTTPRequestHead) -> Refusal? {
    let keys = head.headers["sec-websocket-key"]
    guard keys.count == 1, let key = Data(base64Encoded: keys[0]), key.count == 16 else {
      return Refusal(
        status: .badRequest,
        message: "a WebSocket upgrade needs one Sec-WebSocket-Key: 16 bytes in base64")
    }
    guard head.headers["sec-websocket-version"] == ["13"] else {
      return Refusal(
        status: .badRequest, message: "this server speaks WebSocket version 13 only",
        headers: [("Sec-WebSocket-Version", "13")])
    }
    if let origin = head.headers.first(name: "origin"), !Self.isSameSite(origin, head) {
      return Refusal(
        status: .forbidden,
        message: "the gallery's socket is for the gallery's own pages, not \(origin.prefix(100))")
    }
    return nil
  }

  /// Whether a page at `origin` may open the socket.
  ///
  /// A browser's page (`http` or `https`) only if
  /// it is this server's, host and port (`Host`); the sandboxed `null` never. Another scheme is
  /// no browser's: a program, which could send any `Origin` it liked.
  private static func isSameSite(_ origin: String, _ head: HTTPRequestHead) -> Bool {
    let lowered = origin.lowercased()
    guard let page = ["http://", "https://"].first(where: lowered.hasPrefix) else {
      return lowered != "null"
    }
    let host = head.headers.first(name: "host")?.lowercased() ?? ""
    return !host.isEmpty && lowered.dropFirst(page.count) == host
  }

  /// A refused upgrade's answer.
  struct Refusal {
    let status: HTTPResponseStatus
    let message: String
    var headers: [(String, String)] = []
  }

  private func refuse(_ refusal: Refusal, context: ChannelHandlerContext) {
    self.refused = true
    let body = ByteBuffer(string: refusal.message + "\n")
    var headers = HTTPHeaders([
      ("Content-Type", "text/plain; charset=utf-8"), ("Content-Length", "\(body.readableBytes)"),
      ("X-Content-Type-Options", "nosniff"), ("Connection", "close"),
    ])
    headers.add(contentsOf: refusal.headers)
    let head = HTTPResponseHead(version: .http1_1, status: refusal.status, headers: headers)
    context.write(self.wrapOutboundOut(.head(head)), promise: nil)
    context.write(self.wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
    let channel = context.channel
    context.writeAndFlush(self.wrapOutboundOut(.end(nil))).whenComplete { _ in
      channel.close(promise: nil)
    }
  }
}
