import Foundation
import GalleryServer
import Hummingbird
import Logging
import RefreshKit

/// `refresh-gallery [--host HOST] [--port PORT] [--max-connections N]`: serves the gallery and
/// prints its address.
@main
struct RefreshGallery {
  static let usage = """
    usage: refresh-gallery [--host HOST] [--port PORT] [--max-connections N]
      --host HOST            the address to listen on (default 127.0.0.1: this machine only)
      --port PORT            the port, 0 to 65535 (default 8080; 0 picks a free one)
      --max-connections N    the connections open at once, 1 or more (default 4096)
    """

  static func main() async {
    var host = "127.0.0.1"
    var port = 8080
    var limits = GalleryServerLimits()
    var arguments = CommandLine.arguments.dropFirst()
    while let argument = arguments.popFirst() {
      switch argument {
      case "--host":
        guard let value = arguments.popFirst(), !value.isEmpty else {
          fail("--host needs an address, such as 127.0.0.1 or 0.0.0.0")
        }
        host = value
      case "--port":
        guard let value = arguments.popFirst(), let number = Int(value),
          (0...65535).contains(number)
        else {
          fail("--port needs a number from 0 to 65535")
        }
        port = number
      case "--max-connections":
        guard let value = arguments.popFirst(), let number = Int(value), number >= 1 else {
          fail("--max-connections needs a number, 1 or more")
        }
        limits.maximumConnections = number
      case "--help", "-h":
        print(usage)
        return
      default:
        fail("unknown option \(argument)")
      }
    }
    // What RefreshKit reports outside a tab's session, and the server's log, go to standard
    // error without ever blocking the main actor or an event loop, at most 20 lines a second.
    let standardError = NonBlockingStandardError()
    Diagnostics.handler = standardError.diagnosticsHandler
    let level =
      ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap { Logger.Level(rawValue: $0) }
      ?? .info
    let registry = await MainActor.run { GalleryRegistry() }
    let server = GalleryServer(host: host, port: port, registry: registry, limits: limits)
    let shown = host == "0.0.0.0" ? "127.0.0.1" : host
    let app = server.application(
      logger: standardError.logger(label: "refresh-gallery", level: level)
    ) { port in
      print("RefreshKit gallery: http://\(shown.contains(":") ? "[\(shown)]" : shown):\(port)/")
      print("Open it in a browser; pull with the mouse, a finger or the wheel. Ctrl-C stops.")
      fflush(nil)  // every stream: seen at once when the output is a pipe or a file
    }
    do {
      try await app.runService()
    } catch {
      fail(server.describe(startFailure: error), usage: false, status: 1)
    }
  }

  /// Prints `message`, and the usage for a bad option, then exits with `status`.
  static func fail(_ message: String, usage showsUsage: Bool = true, status: Int32 = 2) -> Never {
    let usage = showsUsage ? "\(Self.usage)\n" : ""
    FileHandle.standardError.write(Data("refresh-gallery: \(message)\n\(usage)".utf8))
    exit(status)
  }
}
