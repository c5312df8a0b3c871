public import GalleryCore

/// The sessions the server has open: one per WebSocket, made when the tab connects and let go
/// when it closes.
@MainActor
public final class GalleryRegistry {
  /// What each session may be sent.
  public let limits: GalleryLimits
  /// The sessions open now.
  public private(set) var liveSessions = 0
  /// The sessions opened since the server started.
  public private(set) var sessionsOpened = 0
  /// Hears of each session as it opens, before any message.
  ///
  /// For tests that check that a closed tab's session is freed: keep the session weakly.
  public var didOpen: (@MainActor (GallerySession) -> Void)?

  /// Creates an empty registry.
  ///
  /// - Parameter limits: What each session may be sent.
  public init(limits: GalleryLimits = GalleryLimits()) {
    self.limits = limits
  }

  /// A new session for a tab that connected.
  func open() -> GallerySession {
    self.liveSessions += 1
    self.sessionsOpened += 1
    let session = GallerySession(limits: self.limits)
    self.didOpen?(session)
    return session
  }

  /// The tab of a session closed: the caller lets the session go.
  func close() {
    self.liveSessions -= 1
    if self.liveSessions == 0 {
      let waiting = self.waitingForNone
      self.waitingForNone.removeAll()
      for continuation in waiting {
        continuation.resume()
      }
    }
  }

  /// Returns once no session is open: at once if none is.
  public func allClosed() async {
    guard self.liveSessions > 0 else {
      return
    }
    await withCheckedContinuation { continuation in
      self.waitingForNone.append(continuation)
    }
  }

  private var waitingForNone: [CheckedContinuation<Void, Never>] = []
}
