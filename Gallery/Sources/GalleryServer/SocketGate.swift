import GalleryCore
import NIOConcurrencyHelpers

/// Which of a tab's messages are read, decided on the socket's own task as each arrives, so
/// that a flood is dropped where it arrives and never costs the main actor a hop.
///
/// A message is read when it is within the tab's own rate limit (the one its session applies,
/// gesture ends' reserve included) and either within the tab's own share
/// (``GalleryServerLimits/messagesPerSecondPerTab``) or paid from the budget all tabs share.
/// A tab whose messages go on being dropped, ``GalleryServerLimits/floodThreshold`` of them
/// without a second's pause, is closed: it sends faster than its limit, or than its share
/// while the shared budget is spent.
struct SocketGate {
  /// What to do with a message.
  enum Verdict: Equatable {
    /// Hand it to the session.
    case read
    /// Drop it, and count it for the tab's next rate-limit error frame.
    case drop
    /// Close the socket: the tab floods.
    case close
  }

  private var limiter: MessageRateLimiter
  private var share: TokenBucket
  private let shared: SharedMessageBudget
  private let floodThreshold: Int
  /// The messages dropped since the last second without a drop, and the time of the last.
  private var dropped = (count: 0, last: -Double.infinity)

  /// Creates the gate of one socket.
  ///
  /// - Parameters:
  ///   - limits: The tab's own rate limit.
  ///   - serverLimits: Its share and the flood threshold.
  ///   - shared: The budget all the server's sockets share.
  init(limits: GalleryLimits, serverLimits: GalleryServerLimits, shared: SharedMessageBudget) {
    self.limiter = MessageRateLimiter(limits: limits)
    self.share = TokenBucket(
      rate: serverLimits.messagesPerSecondPerTab, burst: serverLimits.messagesPerSecondPerTab / 10)
    self.shared = shared
    self.floodThreshold = max(1, serverLimits.floodThreshold)
  }

  /// The verdict on a message that arrived at `time`.
  ///
  /// - Parameters:
  ///   - text: The message's text; `nil` for a binary message.
  ///   - time: Seconds since the socket opened.
  /// - Returns: Read it, drop it, or close the socket.
  mutating func admit(_ text: String?, at time: Double) -> Verdict {
    let own =
      self.limiter.admit(at: time)
      || text.map(MessageRateLimiter.mayEndAGesture) == true
        && self.limiter.admitGestureEnd(at: time)
    if own, self.share.take(at: time) || self.shared.take() {
      return .read
    }
    if time - self.dropped.last >= 1 {
      self.dropped.count = 0
    }
    self.dropped = (self.dropped.count + 1, time)
    return self.dropped.count >= self.floodThreshold ? .close : .drop
  }
}

/// The messages a second that all the server's sockets share above their own share: one token
/// bucket behind a lock, on the server's clock.
final class SharedMessageBudget: Sendable {
  private let start = ContinuousClock.now
  private let bucket: NIOLockedValueBox<TokenBucket>

  /// Creates a full budget of `rate` messages a second, as many at once.
  init(rate: Double) {
    self.bucket = NIOLockedValueBox(TokenBucket(rate: rate, burst: rate))
  }

  /// Takes a message's token now; `false` when the budget is spent.
  func take() -> Bool {
    let time = self.start.secondsUntilNow
    return self.bucket.withLockedValue { $0.take(at: time) }
  }
}

extension ContinuousClock.Instant {
  /// The seconds from this instant to now: the time the server's token buckets and sessions
  /// count in.
  var secondsUntilNow: Double {
    self.duration(to: .now) / .seconds(1)
  }
}
