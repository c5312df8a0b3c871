import Foundation
import GalleryServer
import Hummingbird
import Logging

/// A logger for servers under test: their starts and stops are not news.
let quietLogger = {
  var logger = Logger(label: "refresh-gallery-test")
  logger.logLevel = .critical
  return logger
}()

/// Runs a server on a free loopback port for the length of `body`.
func withServer(
  _ registry: GalleryRegistry, limits: GalleryServerLimits = GalleryServerLimits(),
  _ body: @Sendable (Int) async throws -> Void
) async throws {
  let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
  var server = GalleryServer(port: 0, registry: registry, limits: limits)
  // HummingbirdWSClient sends `Origin: ws://127.0.0.1`, where a browser's page sends its own.
  server.trustedOrigins = ["ws://127.0.0.1"]
  let app = server.application(logger: quietLogger) { port in
    continuation.yield(port)
  }
  try await withThrowingTaskGroup(of: Void.self) { group in
    group.addTask { try await app.run() }
    var iterator = ports.makeAsyncIterator()
    guard let port = await iterator.next() else {
      throw CancellationError()
    }
    try await body(port)
    group.cancelAll()
  }
}

/// A plain TCP connection to the server.
///
/// For what no WebSocket library sends: half a request, an HTTP/1.0 one, an upgrade without a key, a frame without a mask. Its calls block, so tests
/// make them through ``blocking(_:)``, off Swift's cooperative threads, which the server uses.
final class RawConnection: @unchecked Sendable {
  private let descriptor: Int32

  /// Connects to `port` on loopback; reads give up after `timeout` seconds.
  init(port: Int, timeout: Double = 3) throws {
    self.descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var wait = timeval(
      tv_sec: Int(timeout), tv_usec: Int((timeout.truncatingRemainder(dividingBy: 1)) * 1e6))
    setsockopt(
      self.descriptor, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(self.descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(self.descriptor)
      throw POSIXError(.ECONNREFUSED)
    }
  }

  deinit {
    close(self.descriptor)
  }

  /// Sends `bytes`, all of them unless the server closed.
  func send(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes {
        Glibc.send(self.descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard sent > 0 else { return }
      offset += sent
    }
  }

  /// Whether the server has closed: a look at what waits, without taking it or waiting.
  var isClosed: Bool {
    var byte: UInt8 = 0
    let count = recv(self.descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
    return count == 0 || count < 0 && errno != EAGAIN && errno != EWOULDBLOCK
  }

  /// Sends `text` as UTF-8.
  func send(_ text: String) {
    self.send(Array(text.utf8))
  }

  /// Reads until the server closes or the timeout passes: what arrived, and whether it closed.
  func readToEnd() -> (bytes: [UInt8], closed: Bool) {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes {
        recv(self.descriptor, $0.baseAddress, $0.count, 0)
      }
      if count > 0 {
        bytes += chunk[..<count]
      } else {
        // A close with the request unread arrives as a reset (RFC 9293 §3.6.1): closed too.
        return (bytes, count == 0 || errno == ECONNRESET)
      }
    }
  }

  /// Reads until `marker` has arrived (or the server closes, or the timeout passes).
  func read(until marker: String) -> String {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while !String(decoding: bytes, as: UTF8.self).contains(marker) {
      let count = chunk.withUnsafeMutableBytes {
        recv(self.descriptor, $0.baseAddress, $0.count, 0)
      }
      guard count > 0 else { break }
      bytes += chunk[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Sends one request, asking the server to close after it, and reads the whole answer.
  ///
  /// - Parameters:
  ///   - requestLine: The request's first line, such as `GET / HTTP/1.1`.
  ///   - port: The server's port.
  /// - Returns: The answer, head and body.
  /// - Throws: When the server cannot be reached.
  static func answer(to requestLine: String, port: Int) throws -> String {
    let connection = try RawConnection(port: port)
    connection.send(
      "\(requestLine)\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\n"
        + "Connection: close\r\n\r\n")
    return String(decoding: connection.readToEnd().bytes, as: UTF8.self)
  }

  /// Sends a WebSocket upgrade for `/ws` and reads the answer's head.
  ///
  /// - Parameters:
  ///   - port: The server's port, for `Host`.
  ///   - fields: The header lines after `Host`, each ending in CRLF; by default a valid key
  ///     and version 13.
  /// - Returns: The answer's head.
  func upgrade(port: Int, fields: String? = nil) -> String {
    let key = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
    let lines =
      fields
      ?? "Sec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\nOrigin: http://127.0.0.1:\(port)\r\n"
    self.send(
      "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\n"
        + "Connection: Upgrade\r\n\(lines)\r\n")
    return self.read(until: "\r\n\r\n")
  }

  /// A client's WebSocket frame: `opcode` and `payload`, masked unless told not to, the last
  /// of its message unless told not to.
  static func frame(
    opcode: UInt8 = 1, _ payload: [UInt8], masked: Bool = true, final: Bool = true
  ) -> [UInt8] {
    var frame: [UInt8] = [(final ? 0x80 : 0) | opcode]
    let mask: UInt8 = masked ? 0x80 : 0
    if payload.count < 126 {
      frame.append(mask | UInt8(payload.count))
    } else {
      frame += [mask | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
    }
    guard masked else {
      return frame + payload
    }
    let key: [UInt8] = [0x12, 0x34, 0x56, 0x78]
    return frame + key + payload.enumerated().map { $0.element ^ key[$0.offset % 4] }
  }

  /// The close code of the first close frame in `bytes` (a server's frames are not masked).
  static func closeCode(in bytes: [UInt8]) -> Int? {
    var index = 0
    while index + 1 < bytes.count {
      let opcode = bytes[index] & 0x0F
      var length = Int(bytes[index + 1] & 0x7F)
      var start = index + 2
      if length == 126, start + 1 < bytes.count {
        length = Int(bytes[start]) << 8 | Int(bytes[start + 1])
        start += 2
      }
      if opcode == 8, length >= 2, start + 1 < bytes.count {
        return Int(bytes[start]) << 8 | Int(bytes[start + 1])
      }
      index = start + length
    }
    return nil
  }
}

/// Runs `body` on a thread of its own, so that blocking calls never hold a cooperative thread.
func blocking<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
  try await withCheckedThrowingContinuation { continuation in
    Thread.detachNewThread {
      continuation.resume(with: Result { try body() })
    }
  }
}
