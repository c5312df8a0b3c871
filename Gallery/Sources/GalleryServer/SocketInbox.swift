import GalleryCore
import NIOConcurrencyHelpers

/// The messages a socket has read and its session has not yet: the socket's task puts them in
/// as they arrive, and the main actor takes them all in one hop, in order.
///
/// Once the socket closes, what waits is thrown away unread, and nothing more goes in: nothing
/// a tab sent is decoded after its socket closed.
final class SocketInbox: Sendable {
  /// A message waiting.
  ///
  /// It is handed to the session at the time of the hop that takes it, not when it arrived.
  enum Message: Equatable {
    /// A text message, checked and decoded on the socket's task
    /// (`ClientMessage.checked(_:limits:)`): the main actor spends nothing on its text.
    case checked(Result<ClientMessage, GalleryError>)
    /// A binary message, which the protocol does not use.
    case binary
  }

  /// What the main actor takes in one hop.
  struct Batch: Equatable {
    /// The messages, oldest first.
    var messages: [Message] = []
    /// The messages dropped since the last batch.
    var dropped = 0
  }

  private struct State {
    var waiting = Batch()
    var closed = false
  }

  private let state = NIOLockedValueBox(State())
  /// The most messages that wait at once; past it a message is dropped, as over the rate.
  ///
  /// More than a tab's whole burst, so that only a main actor that has stopped for long drops
  /// one.
  let capacity: Int

  /// Creates an empty inbox.
  ///
  /// - Parameter capacity: The most messages that wait at once.
  init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  /// Puts a message in, or counts it dropped when the inbox is full.
  ///
  /// - Returns: `false` once the socket has closed.
  @discardableResult
  func put(_ message: Message) -> Bool {
    self.state.withLockedValue { state in
      guard !state.closed else {
        return false
      }
      if state.waiting.messages.count < self.capacity {
        state.waiting.messages.append(message)
      } else {
        state.waiting.dropped += 1
      }
      return true
    }
  }

  /// Whether the socket has closed.
  var isClosed: Bool { self.state.withLockedValue(\.closed) }

  /// Counts a message the gate dropped.
  func drop() {
    self.state.withLockedValue { state in
      state.waiting.dropped += 1
    }
  }

  /// Takes everything that waits: nothing once the socket has closed.
  func take() -> Batch {
    self.state.withLockedValue { state in
      defer { state.waiting = Batch() }
      return state.closed ? Batch() : state.waiting
    }
  }

  /// The socket closed: what waits is thrown away.
  ///
  /// - Returns: The messages thrown away, and those dropped and not yet taken.
  @discardableResult
  func close() -> Int {
    self.state.withLockedValue { state in
      defer {
        state.closed = true
        state.waiting = Batch()
      }
      return state.waiting.messages.count + state.waiting.dropped
    }
  }
}
