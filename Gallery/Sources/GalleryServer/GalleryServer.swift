import Foundation
import GalleryCore
import HTTPTypes
public import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
public import Logging
import NIOCore

/// The gallery's server: the pages over HTTP and one ``GallerySession`` per WebSocket at `/ws`,
/// drawn at display rate while something on its screen moves.
///
/// ``GalleryServerLimits`` bound what sockets may cost; docs/gallery.md lists every bound.
public struct GalleryServer: Sendable {
  /// The address to listen on: loopback unless told otherwise.
  public var host: String
  /// The port; 0 picks a free one.
  public var port: Int
  /// The sessions.
  public let registry: GalleryRegistry
  /// What the server as a whole allows.
  public var limits: GalleryServerLimits
  /// Origins that may open a socket and read `/stats.json` besides the gallery's own pages.
  ///
  /// A page's own origin is `http://` and the request's `Host`. None by default; a test's
  /// WebSocket client that sends an `Origin` of its own (`ws://127.0.0.1`) is one.
  public var trustedOrigins: Set<String> = []
  /// The largest WebSocket message read at all.
  ///
  /// A larger one closes the socket with code 1009 ("message too big"). Messages between
  /// ``GalleryLimits/maximumMessageBytes`` and this get an error frame instead.
  public static let maximumFrameBytes = 1 << 16
  /// How long a tab has to answer the server's close before its socket closes anyway: what it
  /// sends meanwhile is read by the WebSocket layer and thrown away, never decoded.
  static let closeTimeout = Duration.seconds(1)
  /// How often a session's frame is drawn while it moves: 60 times a second.
  public static let frameInterval = Duration.nanoseconds(16_666_667)
  /// How often a session at rest checks whether it has been idle too long: a quarter of the
  /// timeout, and at least every 10 seconds.
  static func restCheckInterval(idleTimeout: Duration) -> Duration {
    min(.seconds(10), max(.milliseconds(10), idleTimeout / 4))
  }

  /// Creates a server.
  ///
  /// - Parameters:
  ///   - host: The address to listen on. Defaults to `127.0.0.1`.
  ///   - port: The port. Defaults to 8080.
  ///   - registry: The sessions.
  ///   - limits: What the server as a whole allows.
  public init(
    host: String = "127.0.0.1", port: Int = 8080, registry: GalleryRegistry,
    limits: GalleryServerLimits = GalleryServerLimits()
  ) {
    self.host = host
    self.port = port
    self.registry = registry
    self.limits = limits
  }

  /// The application, ready to run.
  ///
  /// - Parameters:
  ///   - logger: Where the server logs; `nil` for Hummingbird's own, at the level of the
  ///     `LOG_LEVEL` environment variable (`info` by default).
  ///   - onRunning: Called with the port the server listens on once it does.
  /// - Returns: The application.
  public func application(
    logger: Logger? = nil,
    onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
  ) -> some ApplicationProtocol {
    let registry = self.registry
    let limits = self.limits
    let host = self.host
    let trustedOrigins = self.trustedOrigins
    let connections = ConnectionTable(maximum: limits.connectionsAllowed)
    let shared = SharedMessageBudget(rate: limits.sharedMessagesPerSecond)
    let router = Router()
    router.get("/stats.json") { _, _ -> Response in
      await Self.stats(registry: registry, connections: connections)
    }
    for path in ["/", "**"] {
      router.get(RouterPath(path)) { request, _ -> Response in
        Self.respond(to: request.uri.path, withBody: true)
      }
      router.head(RouterPath(path)) { request, _ -> Response in
        Self.respond(to: request.uri.path, withBody: false)
      }
    }
    let configuration = HTTP1WebSocketUpgradeChannel.Configuration(
      http1: HTTP1Channel.Configuration(idleTimeout: TimeAmount(limits.httpIdleTimeout)),
      ws: WebSocketServerConfiguration(
        maxFrameSize: Self.maximumFrameBytes, autoPing: .enabled(timePeriod: .seconds(30)),
        closeTimeout: Self.closeTimeout, validateUTF8: true))
    let server = HTTPServerBuilder { responder in
      GalleryChannel(
        inner: HTTP1WebSocketUpgradeChannel(responder: responder, configuration: configuration) {
          request, channel, _ in
          guard request.path == "/ws" else {
            return .dontUpgrade
          }
          return .upgrade([:]) { inbound, outbound, _ in
            let socket = GallerySocket(
              registry: registry, limits: limits, shared: shared, channel: channel)
            try await socket.serve(inbound: inbound, outbound: outbound)
          }
        },
        connections: connections, limits: limits, listenHost: host,
        trustedOrigins: trustedOrigins)
    }
    return Application(
      router: router,
      server: server,
      configuration: ApplicationConfiguration(
        address: .hostname(self.host, port: self.port), serverName: "refresh-gallery"),
      onServerRunning: { channel in
        await onRunning(channel.localAddress?.port ?? 0)
      },
      logger: logger
    )
  }

  /// What went wrong when the server could not start listening, said for the person who ran it:
  /// the port in use, an address this machine does not have, a port that needs root, a host
  /// name that does not resolve.
  ///
  /// - Parameter error: What ``application(logger:onRunning:)``'s run threw.
  /// - Returns: A sentence without the system's call names and error numbers.
  public func describe(startFailure error: any Error) -> String {
    let place = "\(self.host):\(self.port)"
    if let error = error as? SocketAddressError.UnknownHost {
      return "cannot listen on \(place): no address is known for the host \(error.host)"
    }
    if let error = error as? SocketAddressError {
      if case .unknown(let host, _) = error {
        return "cannot listen on \(place): no address is known for the host \(host)"
      }
      return "cannot listen on \(place): \(self.host) is not an address"
    }
    guard let error = error as? IOError else {
      return "cannot listen on \(place): \(error)"
    }
    switch error.errnoCode {
    case EADDRINUSE:
      return """
        cannot listen on \(place): another program is using port \(self.port); stop it, or \
        choose another port with --port (0 picks a free one)
        """
    case EADDRNOTAVAIL:
      return """
        cannot listen on \(place): this machine has no address \(self.host); use 127.0.0.1, \
        0.0.0.0 (every address) or one of its own
        """
    case EACCES:
      return """
        cannot listen on \(place): this user may not use port \(self.port) (ports below 1024 \
        need root); choose another with --port
        """
    default:
      return "cannot listen on \(place): \(String(cString: strerror(error.errnoCode)))"
    }
  }

  /// A page or a picture; a path that names none is 404, with its text never taken for markup.
  private static func respond(to path: String, withBody: Bool) -> Response {
    guard let asset = GallerySite.asset(at: path) else {
      return Self.text(.notFound, "Not found: \(path.prefix(200))\n", withBody: withBody)
    }
    return Self.text(.ok, asset.body, contentType: asset.contentType, withBody: withBody)
  }

  /// `X-Content-Type-Options`: with `nosniff`, a browser takes a text answer for text only.
  private static let contentTypeOptions = HTTPField.Name("X-Content-Type-Options") ?? .contentType

  /// What `/stats.json` says: the sockets and sessions open, and what was read and dropped.
  @MainActor
  private static func stats(registry: GalleryRegistry, connections: ConnectionTable) -> Response {
    let room = connections.closedForRoom
    let text = """
      {"connections":\(connections.count),"connectionsEvicted":\(room.evicted),\
      "connectionsRefused":\(room.refused),"sessions":\(registry.liveSessions),\
      "sessionsOpened":\(registry.sessionsOpened),"sessionsEvicted":\(registry.sessionsEvicted),\
      "messagesRead":\(registry.messagesRead),"messagesDropped":\(registry.messagesDropped),\
      "socketsClosedForFlooding":\(registry.socketsClosedForFlooding),\
      "socketsClosedForFrames":\(connections.closedForFrames),"ticks":\(registry.ticks)}

      """
    return Self.text(.ok, text, contentType: "application/json", withBody: true)
  }

  private static func text(
    _ status: HTTPResponse.Status, _ body: String,
    contentType: String = "text/plain; charset=utf-8", withBody: Bool
  ) -> Response {
    let buffer = ByteBuffer(string: body)
    return Response(
      status: status,
      headers: [
        .contentType: contentType, .cacheControl: "no-cache",
        .contentLength: "\(buffer.readableBytes)",
        Self.contentTypeOptions: "nosniff",
      ],
      body: withBody ? ResponseBody(byteBuffer: buffer) : ResponseBody())
  }
}
