import Foundation

/// What the server as a whole allows: the bounds that keep many sockets and slow ones from
/// costing more than a busy room of honest tabs, and from locking a new tab out.
///
/// Each bound makes room rather than refusing a newcomer where it can: a new connection past
/// ``maximumConnections`` closes the connection that matters least (and a new tab past
/// ``GalleryRegistry/maximumSessions`` closes the tab that has been silent longest).
/// docs/gallery.md lists them with the numbers measured under load.
public struct GalleryServerLimits: Equatable, Sendable {
  /// The connections open at once, WebSockets included.
  ///
  /// Past it, a new connection is let in and the one that matters least is closed: the oldest
  /// still sending its first request, then the one idle longest between requests, then the
  /// oldest stuck in a request. A WebSocket is never closed for room; only if every connection
  /// is one is the new connection closed. Never more than the process's descriptor limit
  /// allows, less 64 for the server's own files.
  public var maximumConnections: Int
  /// How long a connection may take to send its first request, whole, from its start: a
  /// request sent a byte at a time is closed at it.
  public var requestHeadDeadline: Duration
  /// How long a kept-alive HTTP connection may wait for its next request; that request then
  /// has ``requestHeadDeadline`` more to arrive whole.
  public var httpIdleTimeout: Duration
  /// How long a tab may send nothing before its socket is closed (code 1001, "going away").
  public var sessionIdleTimeout: Duration
  /// The messages a second each tab has read whatever the others send, 1 in 10 of them at once:
  /// a drag at a display's rate, with room to spare.
  public var messagesPerSecondPerTab: Double
  /// The messages a second, and at once, that all tabs share above their own
  /// ``messagesPerSecondPerTab``, each up to its own rate limit (``GalleryLimits``).
  ///
  /// While many tabs send fast, what is over the shared budget is dropped where it arrives, and
  /// counted in the tab's next rate-limit error frame. It is a small part of what the server
  /// can read (a debug build on two cores reads about 5,000 messages a second), so that a
  /// flood is mostly dropped, and closed, rather than read.
  public var sharedMessagesPerSecond: Double
  /// What one socket's frames may do: fragments and bytes per message, the time to finish
  /// one, and the frames (pings and pongs included) a second (``WebSocketFrameGuard``).
  var frames = WebSocketFrameGuard.Limits()
  /// The drops without a second's pause that close a tab's socket (code 1008).
  ///
  /// A tab that sends over its rate limit, or over its own share while the shared budget is
  /// spent, for that long is closed ("policy violation"). A browser's pointer never comes near.
  public var floodThreshold: Int
  /// Creates limits.
  ///
  /// - Parameters:
  ///   - maximumConnections: The connections at once. Defaults to 4,096.
  ///   - requestHeadDeadline: The first request's deadline, head and all. Defaults to 10
  ///     seconds.
  ///   - httpIdleTimeout: The wait for a kept-alive connection's next request. Defaults to
  ///     30 seconds.
  ///   - sessionIdleTimeout: How long a tab may be silent. Defaults to 30 minutes.
  ///   - messagesPerSecondPerTab: Each tab's own share. Defaults to 90: a 60 Hz drag, and half
  ///     again.
  ///   - sharedMessagesPerSecond: The budget all tabs share above it. Defaults to 1,000: two
  ///     tabs' bursts of 480 at once.
  ///   - floodThreshold: The drops without a second's pause that close a tab. Defaults to 64.
  public init(
    maximumConnections: Int = 4096, requestHeadDeadline: Duration = .seconds(10),
    httpIdleTimeout: Duration = .seconds(30), sessionIdleTimeout: Duration = .seconds(30 * 60),
    messagesPerSecondPerTab: Double = 90, sharedMessagesPerSecond: Double = 1000,
    floodThreshold: Int = 64
  ) {
    self.maximumConnections = maximumConnections
    self.requestHeadDeadline = requestHeadDeadline
    self.httpIdleTimeout = httpIdleTimeout
    self.sessionIdleTimeout = sessionIdleTimeout
    self.messagesPerSecondPerTab = messagesPerSecondPerTab
    self.sharedMessagesPerSecond = sharedMessagesPerSecond
    self.floodThreshold = floodThreshold
  }

  /// ``maximumConnections``, lowered to what the process's descriptor limit allows.
  var connectionsAllowed: Int {
    var limit = rlimit()
    #if os(Linux)
    let resource = Int32(RLIMIT_NOFILE.rawValue)
    #else
    let resource = RLIMIT_NOFILE
    #endif
    guard getrlimit(resource, &limit) == 0 else {
      return max(1, self.maximumConnections)
    }
    // RLIM_INFINITY is the largest value: clamped, it leaves the cap as it is.
    return max(1, min(self.maximumConnections, Int(clamping: limit.rlim_cur) - 64))
  }
}
