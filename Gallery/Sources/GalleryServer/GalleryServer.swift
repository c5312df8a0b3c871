import Foundation
import GalleryCore
public import Hummingbird
import HummingbirdWebSocket
public import Logging
import NIOCore

/// The gallery's server: the pages over HTTP and one ``GallerySession`` per WebSocket at `/ws`,
/// moved by real time at display rate.
public struct GalleryServer: Sendable {
  /// The address to listen on: loopback unless told otherwise.
  public var host: String
  /// The port; 0 picks a free one.
  public var port: Int
  /// The sessions.
  public let registry: GalleryRegistry
  /// The largest WebSocket message read at all.
  ///
  /// A larger one closes the socket with code 1009 ("message too big"). Messages between
  /// ``GalleryLimits/maximumMessageBytes`` and this get an error frame instead.
  public static let maximumFrameBytes = 1 << 16
  /// How often a session's frame is drawn: 60 times a second.
  public static let frameInterval = Duration.nanoseconds(16_666_667)

  /// Creates a server.
  ///
  /// - Parameters:
  ///   - host: The address to listen on. Defaults to `127.0.0.1`.
  ///   - port: The port. Defaults to 8080.
  ///   - registry: The sessions.
  public init(host: String = "127.0.0.1", port: Int = 8080, registry: GalleryRegistry) {
    self.host = host
    self.port = port
    self.registry = registry
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
    let router = Router()
    router.get("**") { request, _ -> Response in
      Self.respond(to: request.uri.path)
    }
    router.get("/") { request, _ -> Response in
      Self.respond(to: request.uri.path)
    }
    let registry = self.registry
    return Application(
      router: router,
      server: .http1WebSocketUpgrade(
        configuration: HTTP1WebSocketUpgradeChannel.Configuration(
          ws: WebSocketServerConfiguration(maxFrameSize: Self.maximumFrameBytes))
      ) { request, _, _ in
        guard request.path == "/ws" else {
          return .dontUpgrade
        }
        return .upgrade([:]) { inbound, outbound, _ in
          try await Self.serve(inbound: inbound, outbound: outbound, registry: registry)
        }
      },
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

  private static func respond(to path: String) -> Response {
    guard let asset = GallerySite.asset(at: path) else {
      return Response(
        status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"],
        body: ResponseBody(byteBuffer: ByteBuffer(string: "Not found: \(path.prefix(200))\n")))
    }
    return Response(
      status: .ok,
      headers: [.contentType: asset.contentType, .cacheControl: "no-cache"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: asset.body)))
  }

  /// Runs one tab's session until the tab closes: its messages in, its frames out.
  ///
  /// An error ends the session and goes on to the WebSocket handler, which closes the socket
  /// with the code it carries: 1009 for a message too large to read.
  private static func serve(
    inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, registry: GalleryRegistry
  ) async throws {
    let start = ContinuousClock.now
    @Sendable func elapsed() -> Double {
      let duration = start.duration(to: .now)
      return Double(duration.components.seconds)
        + Double(duration.components.attoseconds) * 1e-18
    }
    let session = await registry.open()
    do {
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask {
          var deadline = ContinuousClock.now
          while !Task.isCancelled {
            deadline = max(deadline.advanced(by: Self.frameInterval), .now)
            do {
              try await Task.sleep(until: deadline, clock: .continuous)
            } catch {
              return  // the tab closed: not an error
            }
            let messages = await MainActor.run {
              session.tick(at: elapsed())
              return session.drainOutbox()
            }
            for message in messages {
              try await outbound.write(.text(message))
            }
          }
        }
        for try await message in inbound.messages(maxSize: Self.maximumFrameBytes) {
          switch message {
          case .text(let text):
            await MainActor.run { session.receive(text, at: elapsed()) }
          case .binary:
            await MainActor.run { session.receiveBinary(at: elapsed()) }
          }
        }
        group.cancelAll()
      }
    } catch {
      // The tab went away mid-write, or sent a message too large to read: the session ends.
      await registry.close()
      throw error
    }
    await registry.close()
  }
}
