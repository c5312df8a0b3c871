import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP and WebSocket child channel with the gallery's guards around it: the
/// connection cap, the first request's deadline and the checks of ``HTTPRequestGuard``, and
/// ``WebSocketMaskGuard``.
struct GalleryChannel: ServerChildChannel {
  typealias Value = HTTP1WebSocketUpgradeChannel.Value

  let inner: HTTP1WebSocketUpgradeChannel
  let connections: ConnectionTable
  let limits: GalleryServerLimits

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
      try channel.pipeline.syncOperations.addHandler(WebSocketMaskGuard(), position: .first)
    } catch {
      return channel.eventLoop.makeFailedFuture(error)
    }
    let deadline = TimeAmount(self.limits.requestHeadDeadline)
    return self.inner.setup(channel: channel, logger: logger).flatMapThrowing { value in
      let operations = channel.pipeline.syncOperations
      let decoder = try operations.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
      try operations.addHandler(
        HTTPRequestGuard(headDeadline: deadline) { connections.sentHead(id) },
        position: .after(decoder))
      return value
    }
  }

  func handle(value: Value, logger: Logger) async {
    await self.inner.handle(value: value, logger: logger)
  }
}

/// The connections open, oldest first, and which of them have sent their first request: when
/// one more would pass the cap, the oldest still sending its first request makes room.
final class ConnectionTable: Sendable {
  private struct Entry {
    let channel: any Channel
    let order: UInt64
    var sentHead: Bool
  }
  private struct State {
    var entries: [ObjectIdentifier: Entry] = [:]
    var next: UInt64 = 0
    var refused = 0
    var evicted = 0
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

  /// Counts a new connection.
  ///
  /// - Returns: `false` when it must close because every open one has sent a request. Closes the oldest connection still sending its first request if there is no room.
  func admit(_ channel: any Channel) -> Bool {
    let (admitted, evicted) = self.state.withLockedValue { state -> (Bool, (any Channel)?) in
      var victim: (any Channel)?
      if state.entries.count >= self.maximum {
        guard
          let oldest = state.entries.filter({ !$0.value.sentHead })
            .min(by: { $0.value.order < $1.value.order })
        else {
          state.refused += 1
          return (false, nil)
        }
        state.entries[oldest.key] = nil
        state.evicted += 1
        victim = oldest.value.channel
      }
      state.entries[ObjectIdentifier(channel)] = Entry(
        channel: channel, order: state.next, sentHead: false)
      state.next += 1
      return (true, victim)
    }
    evicted?.close(promise: nil)
    return admitted
  }

  /// The connection sent its first request's head.
  func sentHead(_ id: ObjectIdentifier) {
    self.state.withLockedValue { $0.entries[id]?.sentHead = true }
  }

  /// The connection closed.
  func remove(_ id: ObjectIdentifier) {
    self.state.withLockedValue { _ = $0.entries.removeValue(forKey: id) }
  }
}
