import Foundation
import NIOCore
import NIOHTTP1

/// Checks each request as it is decoded.
///
/// It runs before the WebSocket upgrade and the router see the head, for what they would let
/// through:
///
/// - Every request has a deadline for the whole of it, from the connection's start (the first)
///   or the end of the request before (the next, which may wait the idle timeout first): a
///   request sent a byte at a time is closed at it, whatever Hummingbird's idle timer, which
///   starts again at every byte, says.
/// - A request with a body is refused with 413 at its head and closed: the gallery takes no
///   body, so none can be trickled to hold a connection.
/// - A request that does not parse gets 400 at once, and is closed.
/// - `Host` must name this machine's loopback (`localhost`, an address of `127.0.0.0/8`,
///   `[::1]`), an address literal, or the address the server listens on, with the port it
///   listens on: a page of another site whose name was rebound to this machine (DNS
///   rebinding) is refused with 421, so it can neither open a socket nor read `/stats.json`.
/// - A WebSocket upgrade and `/stats.json` need `Origin` to be the page's own origin
///   (`http://` and this request's `Host`): a page of another site, a sandboxed or local page
///   (`null`, `file://`), an extension, and a request with no `Origin` are refused with 403.
/// - An HTTP/1.0 request without `Connection: keep-alive` gets `Connection: close`, so that the
///   server closes after answering, as RFC 9112 §9.3 has HTTP/1.0 expect.
/// - A WebSocket upgrade without a valid `Sec-WebSocket-Key` or with a version other than 13 is
///   answered 400, or 400 with `Sec-WebSocket-Version: 13`, and closed (RFC 6455 §4.2.1,
///   §4.2.2), where the upgrade code would otherwise redirect it to itself.
///
/// It sits right after NIO's request decoder and leaves the pipeline with an accepted upgrade.
final class HTTPRequestGuard: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart
  typealias OutboundOut = HTTPServerResponsePart

  /// What the guard is told of the connection's requests.
  struct Events: Sendable {
    /// A request's head arrived.
    var requestStarted: @Sendable () -> Void = {}
    /// A request arrived whole; the connection waits for the next.
    var requestEnded: @Sendable () -> Void = {}
    /// The connection became a WebSocket.
    var upgraded: @Sendable () -> Void = {}
  }

  private let firstDeadline: TimeAmount
  private let nextDeadline: TimeAmount
  private let listenHost: String
  private let trustedOrigins: Set<String>
  private let events: Events
  private var deadline: Scheduled<Void>?
  /// A refused request: what follows is dropped and the connection is closing.
  private var refused = false

  /// Creates a guard.
  ///
  /// - Parameters:
  ///   - firstDeadline: How long the first request may take, head and all.
  ///   - nextDeadline: How long a later request may take, from the end of the one before.
  ///   - listenHost: The address the server listens on, which `Host` may name.
  ///   - trustedOrigins: Origins trusted besides the page's own.
  ///   - events: What to tell of the connection's requests.
  init(
    firstDeadline: TimeAmount, nextDeadline: TimeAmount, listenHost: String,
    trustedOrigins: Set<String> = [], events: Events = Events()
  ) {
    self.trustedOrigins = Set(trustedOrigins.map { $0.lowercased() })
    self.firstDeadline = firstDeadline
    self.nextDeadline = nextDeadline
    self.listenHost = listenHost.lowercased()
    self.events = events
  }

  func handlerAdded(context: ChannelHandlerContext) {
    self.schedule(self.firstDeadline, context: context)
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    self.deadline?.cancel()
  }

  /// Closes the connection in `time` unless the request under way (or the next) ends first.
  private func schedule(_ time: TimeAmount, context: ChannelHandlerContext) {
    self.deadline?.cancel()
    let channel = context.channel
    self.deadline = context.eventLoop.scheduleTask(in: time) {
      channel.close(promise: nil)
    }
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    if error is HTTPParserError, !self.refused {
      self.refuse(
        Refusal(status: .badRequest, message: "not an HTTP/1.1 request: \(error)"),
        context: context)
      return
    }
    context.fireErrorCaught(error)
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !self.refused else {
      return
    }
    switch self.unwrapInboundIn(data) {
    case .head(var head):
      self.events.requestStarted()
      let port = context.channel.localAddress?.port ?? 0
      if let refusal = Self.refusal(
        of: head, listenHost: self.listenHost, port: port, trusted: self.trustedOrigins)
      {
        self.refuse(refusal, context: context)
        return
      }
      if head.headers[canonicalForm: "upgrade"].contains(where: { $0.lowercased() == "websocket" })
      {
        self.deadline?.cancel()
        self.events.upgraded()
        context.fireChannelRead(self.wrapInboundOut(.head(head)))
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
        return
      }
      if head.version.major == 1, head.version.minor == 0, !head.isKeepAlive {
        head.headers.replaceOrAdd(name: "connection", value: "close")
      }
      context.fireChannelRead(self.wrapInboundOut(.head(head)))
    case .body:
      context.fireChannelRead(data)  // none: a request with a body was refused at its head
    case .end:
      self.events.requestEnded()
      self.schedule(self.nextDeadline, context: context)
      context.fireChannelRead(data)
    }
  }

  /// Why a request is refused, or `nil` to let it through.
  ///
  /// - Parameters:
  ///   - head: The request's head.
  ///   - listenHost: The address the server listens on.
  ///   - port: The port it listens on.
  ///   - trusted: Origins trusted besides the page's own.
  /// - Returns: The refusal to answer with, or `nil` to let the request through.
  static func refusal(
    of head: HTTPRequestHead, listenHost: String, port: Int, trusted: Set<String> = []
  ) -> Refusal? {
    let hosts = head.headers["host"]
    let isHTTP10 = head.version.major == 1 && head.version.minor == 0
    guard hosts.count == 1 || hosts.isEmpty && isHTTP10 else {
      return Refusal(status: .badRequest, message: "a request names its host, once (RFC 9112 3.2)")
    }
    // HTTP/1.0 may name none (no browser sends such a request): this server, by its address.
    let host = hosts.first?.lowercased() ?? "127.0.0.1:\(port)"
    guard Self.isThisServer(host, listenHost: listenHost, port: port) else {
      return Refusal(
        status: .misdirectedRequest,
        message: "this server answers to 127.0.0.1, localhost or its own address with port "
          + "\(port), not \(host.prefix(100))")
    }
    let length = head.headers["content-length"].first.flatMap { Int($0) } ?? 0
    if length > 0 || head.headers.contains(name: "transfer-encoding") {
      return Refusal(
        status: .payloadTooLarge, message: "the gallery takes no request body")
    }
    let isUpgrade = head.headers[canonicalForm: "upgrade"].contains {
      $0.lowercased() == "websocket"
    }
    let path = head.uri.split(separator: "?", maxSplits: 1).first.map(String.init) ?? head.uri
    guard isUpgrade else {
      return path == "/stats.json"
        ? Self.originRefusal(of: head, host: host, trusted: trusted) : nil
    }
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
    return Self.originRefusal(of: head, host: host, trusted: trusted)
  }

  /// Why a request for the socket or `/stats.json` is refused for its `Origin`, or `nil`: it
  /// must be one, and the page's own (`http://` and the request's `Host`), or one the server
  /// was told to trust.
  private static func originRefusal(
    of head: HTTPRequestHead, host: String, trusted: Set<String>
  ) -> Refusal? {
    let origins = head.headers["origin"]
    let origin = origins.count == 1 ? origins[0].lowercased() : ""
    guard origin != "http://" + host && !trusted.contains(origin) else {
      return nil
    }
    let shown =
      origins.isEmpty
      ? "a request with no Origin"
      : origins.count > 1 ? "a request with \(origins.count) Origins" : "\(origins[0].prefix(100))"
    return Refusal(
      status: .forbidden,
      message: "the gallery's socket and statistics are for its own pages, not \(shown)")
  }

  /// Whether `host` (a `Host` field, lowercased) names this server: a loopback name, an
  /// address literal (which no rebinding can produce), or the address it listens on, each
  /// with the port it listens on (or none for port 80).
  static func isThisServer(_ host: String, listenHost: String, port: Int) -> Bool {
    let name: Substring
    let given: Int?
    if host.hasPrefix("["), let close = host.firstIndex(of: "]") {
      name = host[...close]
      let rest = host[host.index(after: close)...]
      guard rest.isEmpty || rest.hasPrefix(":") else {
        return false
      }
      given = rest.isEmpty ? nil : Int(rest.dropFirst())
      if !rest.isEmpty && given == nil {
        return false
      }
    } else if let colon = host.lastIndex(of: ":") {
      name = host[..<colon]
      guard let number = Int(host[host.index(after: colon)...]) else {
        return false
      }
      given = number
    } else {
      name = host[...]
      given = nil
    }
    guard (given ?? 80) == port else {
      return false
    }
    if name == "localhost" || name == listenHost || "[\(listenHost)]" == name {
      return true
    }
    if name.hasPrefix("[") {
      var address = in6_addr()
      return inet_pton(AF_INET6, String(name.dropFirst().dropLast()), &address) == 1
    }
    var address = in_addr()
    return inet_pton(AF_INET, String(name), &address) == 1
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
