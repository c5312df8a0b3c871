/// What one browser session may send: the bounds that keep a hostile client from costing the
/// server more than a busy honest one.
public struct GalleryLimits: Equatable, Sendable {
  /// The longest message, in UTF-8 bytes; a longer one gets a ``GalleryError/Code/tooLarge``
  /// error frame and is not read.
  public var maximumMessageBytes: Int
  /// The messages a session may send per second, on average.
  ///
  /// A pointer's `up` or `cancel` that arrives over the limit still gets through, from a small
  /// reserve of its own (10 a second), so that a drag never stays stuck after a burst of moves.
  public var messagesPerSecond: Double
  /// The messages it may send at once, above the average: a fast mouse's burst.
  public var burst: Double
  /// The messages waiting to be sent to the browser; past it the oldest error frames go first.
  public var outboxLimit: Int

  /// Creates limits.
  ///
  /// - Parameters:
  ///   - maximumMessageBytes: The longest message, in bytes. Defaults to 4,096.
  ///   - messagesPerSecond: The average rate. Defaults to 240, four times a 60 Hz display's
  ///     pointer events.
  ///   - burst: The burst above it. Defaults to 480.
  ///   - outboxLimit: The messages waiting to be sent. Defaults to 256.
  public init(
    maximumMessageBytes: Int = 4096, messagesPerSecond: Double = 240, burst: Double = 480,
    outboxLimit: Int = 256
  ) {
    self.maximumMessageBytes = maximumMessageBytes
    self.messagesPerSecond = messagesPerSecond
    self.burst = burst
    self.outboxLimit = outboxLimit
  }
}

/// A token bucket: `rate` tokens a second, at most `burst` at once.
public struct TokenBucket: Sendable {
  /// The tokens added per second.
  public let rate: Double
  /// The most tokens held at once.
  public let burst: Double
  private var tokens: Double
  private var updated: Double = 0

  /// Creates a full bucket.
  ///
  /// - Parameters:
  ///   - rate: Tokens a second; a negative rate counts as 0.
  ///   - burst: The most at once; at least 1.
  public init(rate: Double, burst: Double) {
    self.rate = max(0, rate)
    self.burst = max(1, burst)
    self.tokens = self.burst
  }

  /// Takes a token at `time`.
  ///
  /// - Parameter time: Seconds; a time earlier than one already seen counts as that one.
  /// - Returns: `false` when no token is left.
  public mutating func take(at time: Double) -> Bool {
    if time > self.updated {
      self.tokens = min(self.burst, self.tokens + (time - self.updated) * self.rate)
      self.updated = time
    }
    guard self.tokens >= 1 else {
      return false
    }
    self.tokens -= 1
    return true
  }
}

/// Token buckets over ``GalleryLimits``: whether a message that arrives at a time may be read.
///
/// A session applies it to every message; the server also applies one to a socket before its
/// messages reach the main actor, so that a flood is dropped where it arrives.
public struct MessageRateLimiter: Sendable {
  /// The limits it applies.
  public let limits: GalleryLimits
  private var bucket: TokenBucket
  /// The reserve for the ends of gestures: 10 a second, 20 at once.
  private var endBucket = TokenBucket(rate: 10, burst: 20)
  /// The messages dropped since the last error frame said so.
  public private(set) var dropped = 0
  private var lastReport = -Double.infinity

  /// Creates a limiter with full buckets.
  ///
  /// - Parameter limits: The rate and burst to allow.
  public init(limits: GalleryLimits) {
    self.limits = limits
    self.bucket = TokenBucket(rate: limits.messagesPerSecond, burst: limits.burst)
  }

  /// Takes a token for a message at `time` (seconds); `false` when the bucket is empty.
  public mutating func admit(at time: Double) -> Bool {
    guard self.bucket.take(at: time) else {
      self.dropped += 1
      return false
    }
    return true
  }

  /// Takes a token from the reserve for a message that may end a gesture, when the main bucket
  /// had none; the message was counted as dropped, and is no longer.
  public mutating func admitGestureEnd(at time: Double) -> Bool {
    guard self.endBucket.take(at: time) else {
      return false
    }
    self.dropped -= 1
    return true
  }

  /// Whether `text` may be a pointer's `up` or `cancel`.
  ///
  /// A short message that says so: cheap, so that a flood costs no decoding.
  public static func mayEndAGesture(_ text: String) -> Bool {
    text.utf8.count <= 256 && (text.contains("\"up\"") || text.contains("\"cancel\""))
  }

  /// Counts messages dropped before they reached this limiter, for the next report.
  ///
  /// - Parameter count: The messages; a negative count counts as none.
  mutating func count(droppedElsewhere count: Int) {
    self.dropped += max(0, count)
  }

  /// The error frame to send about dropped messages, at most once a second.
  mutating func report(at time: Double) -> GalleryError? {
    guard self.dropped > 0, time - self.lastReport >= 1 else {
      return nil
    }
    defer {
      self.dropped = 0
      self.lastReport = time
    }
    return GalleryError(
      .rateLimited,
      "\(self.dropped) message(s) dropped: at most \(Int(self.limits.messagesPerSecond)) a second")
  }
}
