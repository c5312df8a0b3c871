import Foundation
import GalleryCore
import GalleryServer
import Hummingbird
import HummingbirdWSClient
import Logging
import NIOCore
import NIOWebSocket
import Testing

extension GalleryTests {
  /// The server over real sockets: many tabs at once, hostile ones among them.
  @Suite(.timeLimit(.minutes(2))) struct GalleryServerTests {
    @Test("50 tabs at once each pull their own header, beside hostile ones, and all are freed")
    func fiftyTabs() async throws {
      let registry = await MainActor.run { GalleryRegistry() }
      let sessions = await MainActor.run { WeakSessions(registry) }
      try await withServer(registry) { port in
        try await withThrowingTaskGroup(of: Void.self) { group in
          for _ in 0..<50 {
            group.addTask { try await pullTheDefaultHeader(port: port) }
          }
          group.addTask { try await beHostile(port: port) }
          group.addTask { try await sendAFuzzedStream(port: port) }
          try await group.waitForAll()
        }
        await registry.allClosed()
      }
      await MainActor.run {
        #expect(registry.sessionsOpened == 52 && registry.liveSessions == 0)
        #expect(sessions.alive == 0, "a closed tab's session, scroll model and components are gone")
      }
    }

    @Test("a message too large to read closes only its own socket")
    func oversizedMessageClosesItsSocket() async throws {
      let registry = await MainActor.run { GalleryRegistry() }
      try await withServer(registry) { port in
        let close = try await WebSocketClient.connect(
          url: "ws://127.0.0.1:\(port)/ws", logger: Logger(label: "test")
        ) { inbound, outbound, _ in
          try await outbound.write(
            .text(String(repeating: "x", count: GalleryServer.maximumFrameBytes + 1)))
          for try await _ in inbound {}
        }
        #expect(close?.closeCode == .messageTooLarge)
        // The same in fragments, each small enough to read.
        let fragmented = try await WebSocketClient.connect(
          url: "ws://127.0.0.1:\(port)/ws", logger: Logger(label: "test")
        ) { inbound, outbound, _ in
          let half = ByteBuffer(
            string: String(repeating: "x", count: GalleryServer.maximumFrameBytes / 2 + 1))
          try await outbound.write(.custom(WebSocketFrame(fin: false, opcode: .text, data: half)))
          try await outbound.write(
            .custom(WebSocketFrame(fin: true, opcode: .continuation, data: half)))
          for try await _ in inbound {}
        }
        #expect(fragmented?.closeCode == .messageTooLarge)
        try await pullTheDefaultHeader(port: port)
        await registry.allClosed()
      }
    }

    @Test("a port in use, an address not this machine's and an unknown host are said plainly")
    func startFailures() async throws {
      let registry = await MainActor.run { GalleryRegistry() }
      try await withServer(registry) { port in
        let taken = GalleryServer(port: port, registry: registry)
        let message = await startFailure(of: taken)
        #expect(
          message == """
            cannot listen on 127.0.0.1:\(port): another program is using port \(port); stop it, \
            or choose another port with --port (0 picks a free one)
            """)
      }
      let foreign = GalleryServer(host: "192.0.2.1", port: 0, registry: registry)
      let foreignMessage = await startFailure(of: foreign)
      #expect(foreignMessage?.contains("this machine has no address 192.0.2.1") == true)
      let unknown = GalleryServer(host: "no-such-host.invalid", port: 0, registry: registry)
      let unknownMessage = await startFailure(of: unknown)
      #expect(
        unknownMessage == """
          cannot listen on no-such-host.invalid:0: no address is known for the host \
          no-such-host.invalid
          """)
      for message in [foreignMessage, unknownMessage] {
        #expect(message?.contains("errno") == false && message?.contains("bind(") == false)
      }
    }
  }
}

/// What `server` says when it cannot start, or `nil` if it starts.
private func startFailure(of server: GalleryServer) async -> String? {
  do {
    try await server.application(logger: quietLogger).run()
    return nil
  } catch {
    return server.describe(startFailure: error)
  }
}

/// A tab: opens the default header, waits for its first refresh to end, pulls past the
/// threshold, reads "Release to refresh", releases and sees it refresh.
func pullTheDefaultHeader(port: Int) async throws {
  try await WebSocketClient.connect(
    url: "ws://127.0.0.1:\(port)/ws", logger: Logger(label: "test")
  ) { inbound, outbound, _ in
    var messages = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
    func next(until condition: ([String: Any]) -> Bool) async throws -> [String: Any] {
      while let message = try await messages.next() {
        guard case .text(let text) = message,
          let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        else { continue }
        if condition(object) { return object }
      }
      throw CancellationError()
    }
    func header(_ frame: [String: Any]) -> [String: Any]? {
      (frame["components"] as? [[String: Any]])?.first { $0["slot"] as? String == "header" }
    }
    func title(_ frame: [String: Any]) -> String? {
      ((header(frame)?["labels"] as? [[String: Any]])?.first)?["text"] as? String
    }
    try await outbound.write(.text(#"{"type":"open","scenario":"header-default"}"#))
    _ = try await next { $0["type"] as? String == "transition" && $0["to"] as? String == "idle" }
    var t = 0.0
    func pointer(_ phase: String, _ y: Double) async throws {
      t += 16
      try await outbound.write(
        .text(#"{"type":"pointer","phase":"\#(phase)","x":187,"y":\#(y),"t":\#(t),"id":1}"#))
    }
    try await pointer("down", 200)
    for step in 1...26 {
      try await pointer("move", 200 + Double(step) * 10)
    }
    let pulled = try await next { title($0) == "Release to refresh" }
    #expect(header(pulled)?["state"] as? String == "pulling")
    t += 200  // the finger rests, then lifts
    try await pointer("up", 460)
    _ = try await next { header($0)?["state"] as? String == "refreshing" }
    try await outbound.close(.normalClosure, reason: nil)
  }
}

/// A tab that sends everything wrong: each gets an error frame, and its session still works;
/// then a flood of wheels, which is rate limited or, when it goes on, closed with 1008.
private func beHostile(port: Int) async throws {
  let rateLimited = RateLimitedFlag()
  let closing = try await WebSocketClient.connect(
    url: "ws://127.0.0.1:\(port)/ws", logger: Logger(label: "test")
  ) { inbound, outbound, _ in
    let garbage = [
      "not json", #"{"type":"pointer","phase":"down","x":1,"y":1,"t":1}"#, #"{"type":"teleport"}"#,
      String(repeating: "y", count: 5000), #"{"type":"open","scenario":"nope"}"#,
    ]
    for text in garbage {
      try await outbound.write(.text(text))
    }
    try await outbound.write(.binary(.init(string: "binary")))
    var codes: [String] = []
    var messages = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()  // one iterator a socket
    func readCodes(until done: ([String]) -> Bool) async throws {
      while !done(codes), let message = try await messages.next() {
        guard case .text(let text) = message,
          let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
          object["type"] as? String == "error", let code = object["code"] as? String
        else { continue }
        codes.append(code)
      }
    }
    try await readCodes { $0.count == 6 }
    for _ in 0..<1000 {
      try await outbound.write(.text(#"{"type":"wheel","dx":0,"dy":1,"t":1}"#))
    }
    #expect(
      codes == ["malformed", "notOpen", "unknownType", "tooLarge", "badValue", "binary"])
    try await readCodes { $0.contains("rateLimited") }
    if codes.contains("rateLimited") {
      await rateLimited.set()
    }
    try await outbound.close(.normalClosure, reason: nil)
  }
  #expect(
    await rateLimited.value || closing?.closeCode == .policyViolation,
    "the flood was rate limited or closed")
}

/// Whether a tab heard it was rate limited.
private actor RateLimitedFlag {
  private(set) var value = false
  func set() { self.value = true }
}

/// A tab that sends a fuzzed stream, valid and broken messages mixed (fewer than the burst the
/// rate allows), then opens a scenario, which still works.
private func sendAFuzzedStream(port: Int) async throws {
  try await WebSocketClient.connect(
    url: "ws://127.0.0.1:\(port)/ws", logger: Logger(label: "test")
  ) { inbound, outbound, _ in
    var messages = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
    var random = SplitMix(seed: 0x5EED5)
    let ids = GalleryScenario.all.map(\.id)
    for _ in 0..<400 {
      try await outbound.write(.text(FuzzMessage.make(&random, scenarios: ids)))
    }
    try await outbound.write(.text(#"{"type":"open","scenario":"trailer"}"#))
    while let message = try await messages.next() {
      guard case .text(let text) = message, text.contains(#""id":"trailer""#) else { continue }
      break
    }
    try await outbound.close(.normalClosure, reason: nil)
  }
}

/// Weak references to every session a registry opens, with their screens.
@MainActor
private final class WeakSessions {
  private struct Entry {
    weak var session: GallerySession?
  }
  private var entries: [Entry] = []

  init(_ registry: GalleryRegistry) {
    registry.didOpen = { [weak self] session in self?.entries.append(Entry(session: session)) }
  }

  var alive: Int { self.entries.count { $0.session != nil } }
}
