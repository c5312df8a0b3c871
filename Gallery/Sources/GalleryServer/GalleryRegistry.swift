public import GalleryCore

/// The sessions the server has open: one per WebSocket, made when the tab connects and let go
/// when it closes, with the counts an operator (and the load test) reads at `/stats.json`.
///
/// Past ``maximumSessions`` a new tab closes the one that has been silent
/// longest, so that sockets that never speak cannot lock a new tab out.
@MainActor
public final class GalleryRegistry {
  /// What each session may be sent.
  public let limits: GalleryLimits
  /// The tabs open at once: a new tab past it closes the one that has been silent longest.
  public let maximumSessions: Int
  /// The sessions open now.
  public var liveSessions: Int { self.entries.count }
  /// The sessions opened since the server started.
  public private(set) var sessionsOpened = 0
  /// The sessions closed to make room for a new tab.
  public private(set) var sessionsEvicted = 0
  /// The messages handed to sessions to decode, since the server started.
  public private(set) var messagesRead = 0
  /// The messages sockets dropped before any session saw them: over a tab's rate, or over the
  /// budget all tabs share.
  public private(set) var messagesDropped = 0
  /// The sockets closed because their tabs sent far over their rate (code 1008).
  public private(set) var socketsClosedForFlooding = 0
  /// The times a session was drawn, at rest or moving: what open tabs cost.
  public private(set) var ticks = 0
  /// Hears of each session as it opens, before any message.
  ///
  /// For tests that check that a closed tab's session is freed: keep the session weakly.
  public var didOpen: (@MainActor (GallerySession) -> Void)?

  /// Creates an empty registry.
  ///
  /// - Parameters:
  ///   - limits: What each session may be sent.
  ///   - maximumSessions: The tabs open at once. Defaults to 2,048.
  public init(limits: GalleryLimits = GalleryLimits(), maximumSessions: Int = 2048) {
    self.limits = limits
    self.maximumSessions = max(1, maximumSessions)
  }

  /// One open session: when it last heard from its tab, and how to wake its socket's loop.
  private struct Entry {
    let session: GallerySession
    var lastHeard: ContinuousClock.Instant
    let wake: AsyncStream<Void>.Continuation
    var closing: Closing?
  }

  /// Why the server closes a tab's socket.
  struct Closing: Equatable {
    /// The WebSocket close code.
    let code: UInt16
    /// The reason, shown by the page.
    let reason: String
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  /// A new session for a tab that connected; the tab that has been silent longest is asked to
  /// close if there is no room.
  ///
  /// - Parameter wake: Wakes the socket's loop, to close it.
  /// - Returns: The session.
  func open(wake: AsyncStream<Void>.Continuation) -> GallerySession {
    if self.entries.count >= self.maximumSessions,
      let oldest = self.entries.filter({ $0.value.closing == nil })
        .min(by: { $0.value.lastHeard < $1.value.lastHeard })
    {
      self.entries[oldest.key]?.closing = Closing(
        code: 1001, reason: "the gallery needed room for a new tab; reload to start again")
      self.sessionsEvicted += 1
      oldest.value.wake.yield()
    }
    self.sessionsOpened += 1
    let session = GallerySession(limits: self.limits)
    self.entries[ObjectIdentifier(session)] = Entry(
      session: session, lastHeard: .now, wake: wake, closing: nil)
    self.didOpen?(session)
    return session
  }

  /// A message from the session's tab arrived and goes to the session.
  ///
  /// - Parameters:
  ///   - session: The session.
  ///   - read: The messages that go to it.
  ///   - dropped: The messages its socket dropped since the last time.
  func heard(from session: GallerySession, read: Int, dropped: Int) {
    self.messagesRead += read
    self.messagesDropped += dropped
    if read > 0 {
      self.entries[ObjectIdentifier(session)]?.lastHeard = .now
    }
  }

  /// A session was drawn.
  func ticked() {
    self.ticks += 1
  }

  /// Why the session's socket must close, if it must: evicted, or silent for longer than
  /// `idleTimeout`.
  func closing(_ session: GallerySession, idleTimeout: Duration) -> Closing? {
    guard let entry = self.entries[ObjectIdentifier(session)] else {
      return nil
    }
    if let closing = entry.closing {
      return closing
    }
    guard entry.lastHeard.duration(to: .now) >= idleTimeout else {
      return nil
    }
    let minutes = idleTimeout.components.seconds / 60
    let span = minutes >= 1 ? "\(minutes) minute(s)" : "\(idleTimeout.components.seconds) s"
    return Closing(code: 1001, reason: "idle for \(span); reload to start again")
  }

  /// The tab of a session closed: the caller lets the session go.
  ///
  /// - Parameters:
  ///   - session: The session.
  ///   - unread: The messages its socket held unread, and dropped, when it closed.
  ///   - flooded: Whether the socket closed because its tab flooded.
  func close(_ session: GallerySession, unread: Int = 0, flooded: Bool = false) {
    self.messagesDropped += unread
    self.socketsClosedForFlooding += flooded ? 1 : 0
    self.entries[ObjectIdentifier(session)] = nil
    if self.entries.isEmpty {
      let waiting = self.waitingForNone
      self.waitingForNone.removeAll()
      for continuation in waiting {
        continuation.resume()
      }
    }
  }

  /// Returns once no session is open: at once if none is.
  public func allClosed() async {
    guard !self.entries.isEmpty else {
      return
    }
    await withCheckedContinuation { continuation in
      self.waitingForNone.append(continuation)
    }
  }

  private var waitingForNone: [CheckedContinuation<Void, Never>] = []
}
