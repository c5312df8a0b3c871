import Foundation
import GalleryCore
import NIOCore
import Testing

@testable import GalleryServer

extension GalleryTests {
  /// The five attacks an outside probe found the server giving way to (slow requests, nested
  /// JSON, fragments, ping floods, DNS rebinding) and a malformed request line, each over real
  /// sockets: each test fails on the server as it was before.
  @Suite(.timeLimit(.minutes(1))) struct GalleryAttackTests {
    /// A request for `path` with `fields` (each line ending in CRLF), answered and closed.
    static func answer(_ request: String, port: Int) throws -> String {
      let connection = try RawConnection(port: port)
      connection.send(request)
      return String(decoding: connection.readToEnd().bytes, as: UTF8.self)
    }

    nonisolated static let rebound: [(request: String, status: String)] = [
      ("GET / HTTP/1.1\r\nHost: rebind.evil.example:PORT\r\n\r\n", "421"),
      (
        "GET /stats.json HTTP/1.1\r\nHost: rebind.evil.example:PORT\r\n"
          + "Origin: http://rebind.evil.example:PORT\r\n\r\n", "421"
      ),
      (
        "GET /ws HTTP/1.1\r\nHost: rebind.evil.example:PORT\r\nUpgrade: websocket\r\n"
          + "Connection: Upgrade\r\nSec-WebSocket-Key: AAAAAAAAAAAAAAAAAAAAAA==\r\n"
          + "Sec-WebSocket-Version: 13\r\nOrigin: http://rebind.evil.example:PORT\r\n\r\n", "421"
      ),
      ("GET / HTTP/1.1\r\nHost: 127.0.0.1:1\r\n\r\n", "421"),
      ("GET / HTTP/1.1\r\n\r\n", "400"),
      ("GET / HTTP/1.1\r\nHost: localhost:PORT\r\nConnection: close\r\n\r\n", "200"),
      ("GET / HTTP/1.1\r\nHost: [::1]:PORT\r\nConnection: close\r\n\r\n", "200"),
      ("GET /stats.json HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\n\r\n", "403"),
      ("GET /stats.json HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\nOrigin: null\r\n\r\n", "403"),
      (
        "GET /stats.json HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\nOrigin: chrome-extension://abc\r\n\r\n",
        "403"
      ),
      (
        "GET /stats.json HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\nOrigin: http://127.0.0.1:PORT\r\n"
          + "Connection: close\r\n\r\n", "200"
      ),
    ]

    @Test(
      "a name rebound to this machine is refused: Host must be this server's, Origin its page's",
      arguments: rebound)
    func rebinding(request: String, status: String) async throws {
      let registry = await MainActor.run { GalleryRegistry() }
      try await withServer(registry) { port in
        let text = request.replacingOccurrences(of: "PORT", with: "\(port)")
        let answer = try await blocking { try Self.answer(text, port: port) }
        #expect(answer.hasPrefix("HTTP/1.1 \(status)"), "\(answer.prefix(120))")
      }
      await MainActor.run { #expect(registry.sessionsOpened == 0) }
    }

    @Test("a malformed request line gets 400 at once, not the deadline")
    func malformedRequestLine() async throws {
      let registry = await MainActor.run { GalleryRegistry() }
      try await withServer(registry) { port in
        let start = ContinuousClock.now
        let answer = try await blocking {
          let connection = try RawConnection(port: port, timeout: 5)
          connection.send("GARBAGE / NOT-HTTP\r\n\r\n")
          return String(decoding: connection.readToEnd().bytes, as: UTF8.self)
        }
        #expect(answer.hasPrefix("HTTP/1.1 400"), "\(answer.prefix(80))")
        #expect(ContinuousClock.now - start < .seconds(2))
      }
    }

    @Test("a request with a body is refused at its head: none can be trickled")
    func bodies() async throws {
      let registry = await MainActor.run { GalleryRegistry() }
      try await withServer(registry) { port in
        for framing in ["Content-Length: 10", "Transfer-Encoding: chunked"] {
          let answer = try await blocking {
            let connection = try RawConnection(port: port, timeout: 5)
            connection.send("POST / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(framing)\r\n\r\nx")
            return String(decoding: connection.readToEnd().bytes, as: UTF8.self)
          }
          #expect(answer.hasPrefix("HTTP/1.1 413"), "\(framing): \(answer.prefix(80))")
        }
      }
    }

    @Test("a request sent a byte at a time is closed at its deadline, the next one too")
    func trickledRequests() async throws {
      let registry = await MainActor.run { GalleryRegistry() }
      let limits = GalleryServerLimits(
        requestHeadDeadline: .seconds(1), httpIdleTimeout: .seconds(1))
      try await withServer(registry, limits: limits) { port in
        for first in [true, false] {
          let (closed, seconds) = try await blocking {
            let connection = try RawConnection(port: port, timeout: 10)
            if !first {  // one request answered first: the next one's deadline
              connection.send("GET /stats.json HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
              _ = connection.read(until: "\r\n\r\n")
            }
            let start = Date()
            for byte in "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Slow: ".utf8 {
              connection.send([byte])
              Thread.sleep(forTimeInterval: 0.2)  // a real client's pace, not the test's clock
              if connection.isClosed {
                break
              }
            }
            return (connection.readToEnd().closed, Date().timeIntervalSince(start))
          }
          #expect(closed)
          #expect(seconds < (first ? 2.5 : 3.5), "closed after \(seconds) s")
        }
      }
    }

    @Test("a full table sheds the connection idle longest, never the newcomer")
    func fullTable() async throws {
      let registry = await MainActor.run { GalleryRegistry() }
      let limits = GalleryServerLimits(maximumConnections: 12)
      try await withServer(registry, limits: limits) { port in
        // Twelve kept-alive connections, each past its first request.
        let idle = try await blocking {
          try (0..<12).map { _ in
            let connection = try RawConnection(port: port, timeout: 5)
            connection.send("HEAD / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
            _ = connection.read(until: "\r\n\r\n")
            return connection
          }
        }
        let answer = try await blocking {
          try RawConnection.answer(to: "GET /stats.json HTTP/1.1", port: port)
        }
        #expect(answer.hasPrefix("HTTP/1.1 200"), "the newcomer is served")
        #expect(answer.contains(#""connectionsEvicted":1,"#), "\(answer)")
        let closed = try await blocking { idle.prefix(1).map { $0.readToEnd().closed } }
        #expect(closed == [true], "the oldest idle one made room")
      }
    }

    @Test("a message nested 500 deep is refused before decoding, and the tab goes on")
    func nestedJSON() async throws {
      let registry = await MainActor.run { GalleryRegistry() }
      try await withServer(registry) { port in
        let nested = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        let text = try await blocking {
          let connection = try RawConnection(port: port, timeout: 5)
          _ = connection.upgrade(port: port)
          connection.send(RawConnection.frame(Array(nested.utf8)))
          return connection.read(until: "nested deeper")
        }
        #expect(text.contains("nested deeper than \(ClientMessage.maximumNesting)"))
      }
    }

    nonisolated static let frameAttacks: [(name: String, frames: [[UInt8]], code: Int)] = [
      (
        "empty continuations",
        [RawConnection.frame(opcode: 1, [], final: false)]
          + Array(repeating: RawConnection.frame(opcode: 0, [], final: false), count: 100),
        1009
      ),
      ("pings", Array(repeating: RawConnection.frame(opcode: 9, []), count: 200), 1008),
      ("pongs", Array(repeating: RawConnection.frame(opcode: 10, []), count: 200), 1008),
    ]

    @Test("fragments and control frames are counted as they arrive", arguments: frameAttacks)
    func frames(name: String, frames: [[UInt8]], code: Int) async throws {
      let registry = await MainActor.run { GalleryRegistry() }
      try await withServer(registry) { port in
        let bytes = try await blocking {
          let connection = try RawConnection(port: port, timeout: 5)
          _ = connection.upgrade(port: port)
          connection.send(frames.flatMap { $0 })
          return connection.readToEnd().bytes
        }
        #expect(RawConnection.closeCode(in: bytes) == code, "\(name)")
        try await pullTheDefaultHeader(port: port)
      }
    }

    @Test("a fragmented message not finished in time closes its socket")
    func unfinishedMessage() async throws {
      let registry = await MainActor.run { GalleryRegistry() }
      var limits = GalleryServerLimits()
      limits.frames.messageDeadline = .milliseconds(300)
      try await withServer(registry, limits: limits) { port in
        let (bytes, seconds) = try await blocking {
          let connection = try RawConnection(port: port, timeout: 5)
          _ = connection.upgrade(port: port)
          let start = Date()
          connection.send(RawConnection.frame(opcode: 1, Array("{".utf8), final: false))
          return (connection.readToEnd().bytes, Date().timeIntervalSince(start))
        }
        #expect(RawConnection.closeCode(in: bytes) == 1008)
        #expect(seconds < 2)
      }
    }
  }
}
