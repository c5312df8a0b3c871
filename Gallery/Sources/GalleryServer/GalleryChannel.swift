import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP and WebSocket child channel with the gallery's guards around it: the
/// connection cap (``ConnectionTable``), the requests' deadlines and checks
/// (``HTTPRequestGuard``), and the frames' (``WebSocketFrameGuard``).
struct GalleryChannel: ServerChildChannel {
  typealias Value = HTTP1WebSocketUpgradeChannel.Value

  let inner: HTTP1WebSocketUpgradeChannel
  let connections: ConnectionTable
  let limits: GalleryServerLimits
  /// The address the server listens on, which a request's `Host` may name.
  let listenHost: String
  /// Origins trusted besides the page's own.
  let trustedOrigins: Set<String>

  /// The most bytes read from a socket at a time.
  static let readSize = 4096

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    let id = ObjectIdentifier(channel)
    if !self.connections.admit(channel) {
      channel.close(promise: nil)
    }
    let connections = self.connections
    channel.closeFuture.whenComplete { _ in connections.remove(id) }
    do {
      // Reads of at most 4 KiB (about 60 pointer messages) take turns across sockets, so that
      // a flooding one cannot hold an event loop for a whole 64 KiB read.
      try channel.syncOptions?.setOption(
        .recvAllocator, value: FixedSizeRecvByteBufferAllocator(capacity: Self.readSize))
      try channel.pipeline.syncOperations.addHandler(
        WebSocketFrameGuard(limits: self.limits.frames) { _ in connections.noteFrameViolation() },
        position: .first)
    } catch {
      return channel.eventLoop.makeFailedFuture(error)
    }
    let limits = self.limits
    let listenHost = self.listenHost
    let trustedOrigins = self.trustedOrigins
    return self.inner.setup(channel: channel, logger: logger).flatMapThrowing { value in
      let operations = channel.pipeline.syncOperations
      let decoder = try operations.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
      let events = HTTPRequestGuard.Events(
        requestStarted: { connections.note(.request, of: id) },
        requestEnded: { connections.note(.idle, of: id) },
        upgraded: { connections.note(.socket, of: id) })
      try operations.addHandler(
        HTTPRequestGuard(
          firstDeadline: TimeAmount(limits.requestHeadDeadline),
          nextDeadline: TimeAmount(limits.httpIdleTimeout + limits.requestHeadDeadline),
          listenHost: listenHost, trustedOrigins: trustedOrigins, events: events),
        position: .after(decoder))
      return value
    }
  }

  func handle(value: Value, logger: Logger) async {
    await self.inner.handle(value: value, logger: logger)
  }
}

/// The connections open, and what each is doing: when one more would pass the cap, the one that
/// matters least makes room, never the newcomer.
///
/// First to go is the oldest connection still sending its first request (a trickled head),
/// then the one idle longest between requests, then the oldest stuck in a request. A WebSocket
/// is never closed to make room here (``GalleryRegistry`` closes the tab silent longest past
/// its own cap); only when every connection is one is the newcomer refused.
final class ConnectionTable: Sendable {
  /// What a connection is doing.
  enum Phase: Int, Comparable {
    /// Sending its first request: evicted first.
    case awaitingFirst
    /// Between requests.
    case idle
    /// In a request.
    case request
    /// A WebSocket: never evicted for room.
    case socket

    static func < (lhs: Phase, rhs: Phase) -> Bool {
      lhs.rawValue < rhs.rawValue
    }
  }

  private struct Entry {
    let channel: any Channel
    var phase: Phase
    /// When it entered its phase, in the table's own order.
    var since: UInt64
  }
  private struct State {
    var entries: [ObjectIdentifier: Entry] = [:]
    var next: UInt64 = 0
    var refused = 0
    var evicted = 0
    var closedForFrames = 0
  }

  private let state = NIOLockedValueBox(State())
  /// The most connections at once.
  let maximum: Int

  init(maximum: Int) {
    self.maximum = max(1, maximum)
  }

  /// The connections open now.
  var count: Int { self.state.withLockedValue { $0.entries.count } }
  /// The connections closed to make room, and those refused for want of any.
  var closedForRoom: (evicted: Int, refused: Int) {
    self.state.withLockedValue { ($0.evicted, $0.refused) }
  }

  /// Counts a new connection, closing the one that matters least if there is no room.
  ///
  /// - Returns: `false` when it must close because every open connection is a WebSocket.
  func admit(_ channel: any Channel) -> Bool {
    let (admitted, evicted) = self.state.withLockedValue { state -> (Bool, (any Channel)?) in
      var victim: (any Channel)?
      if state.entries.count >= self.maximum {
        let candidates = state.entries.filter { $0.value.phase != .socket }
        guard
          let least = candidates.min(by: {
            ($0.value.phase, $0.value.since) < ($1.value.phase, $1.value.since)
          })
        else {
          state.refused += 1
          return (false, nil)
        }
        state.entries[least.key] = nil
        state.evicted += 1
        victim = least.value.channel
      }
      state.entries[ObjectIdentifier(channel)] = Entry(
        channel: channel, phase: .awaitingFirst, since: state.next)
      state.next += 1
      return (true, victim)
    }
    evicted?.close(promise: nil)
    return admitted
  }

  /// The connection `id` entered `phase`.
  func note(_ phase: Phase, of id: ObjectIdentifier) {
    self.state.withLockedValue { state in
      guard state.entries[id] != nil else {
        return
      }
      state.entries[id]?.phase = phase
      state.entries[id]?.since = state.next
      state.next += 1
    }
  }

  /// The sockets ``WebSocketFrameGuard`` closed: unmasked, too many fragments, too slow to
  /// finish a message, or too many frames (pings and pongs included).
  var closedForFrames: Int { self.state.withLockedValue(\.closedForFrames) }

  /// ``WebSocketFrameGuard`` closed a socket.
  func noteFrameViolation() {
    self.state.withLockedValue { $0.closedForFrames += 1 }
  }

  /// The connection closed.
  func remove(_ id: ObjectIdentifier) {
    self.state.withLockedValue { _ = $0.entries.removeValue(forKey: id) }
  }
}
