import Foundation
import GalleryCore
import Logging
import RefreshKit
import Testing

@testable import GalleryServer

extension GalleryTests {
  /// The server under hostile traffic, over real sockets: each test sends what an outside probe
  /// sent, and fails on the server as it was before.
  @Suite(.timeLimit(.minutes(1))) struct GalleryHardeningTests {
    @Test("HEAD answers as GET does, without the body; a 404 is plain text, never sniffed")
    func headAndNotFound() async throws {
      let registry = await MainActor.run { GalleryRegistry() }
      try await withServer(registry) { port in
        let head = try await blocking {
          try RawConnection.answer(to: "HEAD / HTTP/1.1", port: port)
        }
        let page = try #require(GallerySite.asset(at: "/"))
        #expect(head.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(head.contains("Content-Length: \(page.body.utf8.count)\r\n"))
        #expect(head.hasSuffix("\r\n\r\n"), "no body after the head")
        let missing = try await blocking {
          try RawConnection.answer(to: "GET /<script> HTTP/1.1", port: port)
        }
        #expect(missing.hasPrefix("HTTP/1.1 404 Not Found\r\n"))
        #expect(missing.contains("X-Content-Type-Options: nosniff\r\n"))
        #expect(missing.contains("Content-Type: text/plain; charset=utf-8\r\n"))
      }
    }

    @Test("HTTP/1.0 without keep-alive is closed once answered; with keep-alive it stays open")
    func http10() async throws {
      let registry = await MainActor.run { GalleryRegistry() }
      try await withServer(registry) { port in
        let plain = try await blocking {
          let connection = try RawConnection(port: port)
          connection.send("GET / HTTP/1.0\r\n\r\n")
          return connection.readToEnd()
        }
        #expect(plain.closed, "the server closed: the answer is whole")
        #expect(String(decoding: plain.bytes, as: UTF8.self).contains("</html>"))
        let kept = try await blocking {
          let connection = try RawConnection(port: port, timeout: 0.5)
          connection.send("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
          return connection.readToEnd()
        }
        #expect(!kept.closed)
      }
    }

    nonisolated static let refusedUpgrades: [(fields: String, answer: String)] = [
      ("Sec-WebSocket-Version: 13\r\n", "HTTP/1.1 400 Bad Request"),
      ("Sec-WebSocket-Key: c2hvcnQ=\r\nSec-WebSocket-Version: 13\r\n", "HTTP/1.1 400 Bad Request"),
      (
        "Sec-WebSocket-Key: AAAAAAAAAAAAAAAAAAAAAA==\r\nSec-WebSocket-Version: 8\r\n",
        "Sec-WebSocket-Version: 13"
      ),
      (
        "Sec-WebSocket-Key: AAAAAAAAAAAAAAAAAAAAAA==\r\nSec-WebSocket-Version: 13\r\n"
          + "Origin: http://evil.example\r\n", "HTTP/1.1 403 Forbidden"
      ),
      (
        "Sec-WebSocket-Key: AAAAAAAAAAAAAAAAAAAAAA==\r\nSec-WebSocket-Version: 13\r\nOrigin: null\r\n",
        "HTTP/1.1 403 Forbidden"
      ),
      (
        "Sec-WebSocket-Key: AAAAAAAAAAAAAAAAAAAAAA==\r\nSec-WebSocket-Version: 13\r\n",
        "HTTP/1.1 403"
      ),
      (
        "Sec-WebSocket-Key: AAAAAAAAAAAAAAAAAAAAAA==\r\nSec-WebSocket-Version: 13\r\n"
          + "Origin: chrome-extension://abcdefghijklmnop\r\n", "HTTP/1.1 403"
      ),
      (
        "Sec-WebSocket-Key: AAAAAAAAAAAAAAAAAAAAAA==\r\nSec-WebSocket-Version: 13\r\n"
          + "Origin: file://\r\n", "HTTP/1.1 403"
      ),
      (
        "Sec-WebSocket-Key: AAAAAAAAAAAAAAAAAAAAAA==\r\nSec-WebSocket-Version: 13\r\n"
          + "Origin: http://127.0.0.1:1\r\n", "HTTP/1.1 403"
      ),
    ]

    @Test(
      "an upgrade with no key, a short key, version 8, or from a page not the gallery's is refused",
      arguments: refusedUpgrades)
    func refusedUpgrade(fields: String, answer: String) async throws {
      let registry = await MainActor.run { GalleryRegistry() }
      try await withServer(registry) { port in
        let (head, closed) = try await blocking {
          let connection = try RawConnection(port: port)
          let head = connection.upgrade(port: port, fields: fields)
          return (head, connection.readToEnd().closed)
        }
        #expect(head.contains(answer), "\(head)")
        #expect(head.contains("Connection: close\r\n") && closed)
      }
      await MainActor.run { #expect(registry.sessionsOpened == 0) }
    }

    @Test("the gallery's own page may open the socket")
    func sameSiteUpgrade() async throws {
      let registry = await MainActor.run { GalleryRegistry() }
      try await withServer(registry) { port in
        let head = try await blocking {
          let connection = try RawConnection(port: port)
          return connection.upgrade(
            port: port,
            fields: "Sec-WebSocket-Key: AAAAAAAAAAAAAAAAAAAAAA==\r\nSec-WebSocket-Version: 13\r\n"
              + "Origin: http://127.0.0.1:\(port)\r\n")
        }
        #expect(head.hasPrefix("HTTP/1.1 101 Switching Protocols\r\n"))
      }
    }

    @Test("a frame without a mask closes with 1002, text that is not UTF-8 with 1007")
    func badFrames() async throws {
      let registry = await MainActor.run { GalleryRegistry() }
      let open = Array(#"{"type":"open","scenario":"header-default"}"#.utf8)
      try await withServer(registry) { port in
        for (frame, code) in [
          (RawConnection.frame(open, masked: false), 1002),
          (RawConnection.frame([0xFF, 0xFE]), 1007),
        ] {
          let bytes = try await blocking {
            let connection = try RawConnection(port: port, timeout: 10)
            _ = connection.upgrade(port: port)
            connection.send(frame)
            return connection.readToEnd().bytes
          }
          #expect(RawConnection.closeCode(in: bytes) == code)
        }
      }
      await MainActor.run { #expect(registry.messagesRead == 0, "neither reached a session") }
    }

    @Test("a request never finished is closed at its deadline; past the cap the oldest makes room")
    func halfSentRequests() async throws {
      let registry = await MainActor.run { GalleryRegistry() }
      let limits = GalleryServerLimits(maximumConnections: 20, requestHeadDeadline: .seconds(1))
      try await withServer(registry, limits: limits) { port in
        // 40 connections that send half a request and wait: twice the cap.
        let halves = try await blocking {
          try (0..<40).map { _ in
            let connection = try RawConnection(port: port, timeout: 10)
            connection.send("GET / HTTP/1.1\r\nHost: x\r\n")
            return connection
          }
        }
        // A tab still gets in at once, and works.
        try await pullTheDefaultHeader(port: port)
        let closed = try await blocking { halves.map { $0.readToEnd().closed } }
        #expect(closed.allSatisfy { $0 }, "each was closed: made room for, or at its deadline")
        let stats = try await blocking {
          try RawConnection.answer(to: "GET /stats.json HTTP/1.1", port: port)
        }
        #expect(
          stats.contains(#""connectionsEvicted":"#) && !stats.contains(#""connectionsEvicted":0,"#))
      }
    }

    @Test("a tab at rest is not drawn; a silent one is closed after the idle timeout, with 1001")
    func idleTabs() async throws {
      let registry = await MainActor.run { GalleryRegistry() }
      let limits = GalleryServerLimits(sessionIdleTimeout: .seconds(8))
      try await withServer(registry, limits: limits) { port in
        let connection = try await blocking {
          let connection = try RawConnection(port: port, timeout: 12)
          _ = connection.upgrade(port: port)
          connection.send(
            RawConnection.frame(Array(#"{"type":"open","scenario":"header-default"}"#.utf8)))
          return connection
        }
        // The first refresh ends and the list comes to rest: the ticks stop.
        var before = await MainActor.run { registry.ticks }
        for _ in 0..<20 {
          try await Task.sleep(for: .milliseconds(250))
          let now = await MainActor.run { registry.ticks }
          if now - before <= 1 { break }
          before = now
        }
        try await Task.sleep(for: .milliseconds(500))
        let after = await MainActor.run { registry.ticks }
        #expect(after - before <= 2, "at rest: at most the rest check, not 30 frames")
        let bytes = try await blocking { connection.readToEnd().bytes }
        #expect(RawConnection.closeCode(in: bytes) == 1001)
        #expect(String(decoding: bytes, as: UTF8.self).contains("idle for 8 s"))
      }
    }

    @Test("past the session cap, the tab silent longest makes room for a new one")
    func sessionCap() async throws {
      let registry = await MainActor.run { GalleryRegistry(maximumSessions: 2) }
      try await withServer(registry) { port in
        let open = RawConnection.frame(Array(#"{"type":"open","scenario":"header-default"}"#.utf8))
        let oldest = try await blocking {
          let connection = try RawConnection(port: port, timeout: 2)
          _ = connection.upgrade(port: port)
          connection.send(open)
          _ = connection.read(until: #""type":"hello""#)  // heard before the second is
          return connection
        }
        let second = try await blocking {
          let connection = try RawConnection(port: port, timeout: 1)
          _ = connection.upgrade(port: port)
          connection.send(open)
          return connection
        }
        try await pullTheDefaultHeader(port: port)
        let bytes = try await blocking { oldest.readToEnd().bytes }
        #expect(RawConnection.closeCode(in: bytes) == 1001)
        #expect(String(decoding: bytes, as: UTF8.self).contains("needed room for a new tab"))
        withExtendedLifetime(second) {}
      }
      await MainActor.run { #expect(registry.sessionsEvicted >= 1) }
    }

    @Test("a flood is dropped where it arrives, its socket closed with 1008, nothing read after")
    func flood() async throws {
      let registry = await MainActor.run { GalleryRegistry() }
      try await withServer(registry) { port in
        let wheel = RawConnection.frame(Array(#"{"type":"wheel","dx":0,"dy":1,"t":1}"#.utf8))
        let bytes = try await blocking {
          let connection = try RawConnection(port: port, timeout: 10)
          _ = connection.upgrade(port: port)
          connection.send(Array(repeating: wheel, count: 3000).flatMap { $0 })
          return connection.readToEnd().bytes
        }
        #expect(RawConnection.closeCode(in: bytes) == 1008)
        #expect(
          String(decoding: bytes, as: UTF8.self).contains("faster than 240 messages a second"))
        let read = await MainActor.run { registry.messagesRead }
        #expect(read <= 480 + 240, "at most the burst, and a second's rate, reached the session")
        try await Task.sleep(for: .milliseconds(300))
        await MainActor.run {
          #expect(registry.messagesRead == read, "nothing read once the socket closed")
          #expect(registry.socketsClosedForFlooding == 1)
        }
      }
    }

    @Test("standard error that nobody reads never blocks a writer; what it drops, it counts")
    func standardErrorNeverBlocks() async throws {
      var ends: [Int32] = [0, 0]
      try #require(pipe(&ends) == 0)
      let (reading, writing) = (ends[0], ends[1])
      defer {
        close(reading)
        close(writing)
      }
      let output = NonBlockingStandardError(
        fileDescriptor: writing, linesPerSecond: 50, queueLimit: 8)
      let long = String(repeating: "x", count: 4000)  // 17 lines fill a pipe's 64 KiB
      for index in 0..<1000 {
        output.diagnosticsHandler(
          Diagnostic(kind: .ignoredCall, subject: "line \(index)", message: long))
      }
      output.logger(label: "test", level: .info).error("still not blocked")
      // Every call returned though the pipe is full: the time limit fails a writer that blocks.
      let dropped = output.counts.dropped
      #expect(dropped >= 1001 - 50 - 8)
      // Read the pipe empty; the next line says how many went before it.
      let text = try await blocking {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while output.counts.written < 1001 - dropped {
          let count = chunk.withUnsafeMutableBytes { read(reading, $0.baseAddress, $0.count) }
          bytes += chunk[..<max(0, count)]
        }
        output.write(line: "after")
        while !String(decoding: bytes, as: UTF8.self).hasSuffix("after\n") {
          let count = chunk.withUnsafeMutableBytes { read(reading, $0.baseAddress, $0.count) }
          bytes += chunk[..<max(0, count)]
        }
        return String(decoding: bytes, as: UTF8.self)
      }
      #expect(text.hasPrefix("RefreshKit: line 0: xxx"))
      // The lines written after drops say how many went before them: every drop, once.
      let notes = text.split(separator: "\n").compactMap { line -> Int? in
        guard line.hasPrefix("("), line.contains(" line(s) dropped before this one) ") else {
          return nil
        }
        return Int(line.dropFirst().prefix { $0.isNumber })
      }
      #expect(!notes.isEmpty && notes.reduce(0, +) == dropped)
      #expect(text.hasSuffix("after\n"))
    }
  }
}
