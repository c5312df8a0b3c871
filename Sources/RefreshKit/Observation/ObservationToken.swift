/// The lifetime of one observation: delivery stops when the token is invalidated or deallocated.
///
/// Every `observe` call returns one; keep it for as long as you want changes:
///
/// ```swift
/// scroll.observe(\.contentOffset) { _, change in print(change.newValue.y) }
///   .store(in: &tokens)
/// ```
///
/// A token does not keep the observed object alive; token, observer and observed object can be
/// released in any order.
public final class ObservationToken: Hashable {
  @exclusivity(unchecked) private var onInvalidate: (() -> Void)?
  /// For an ``Observable``'s tokens: tells whether the observable is still there to deliver.
  private let link: ObservationLink?
  /// For ``KeyPathObservable/observe(_:options:_:)``'s tokens.
  @usableFromInline var observedObjectIsAlive: (() -> Bool)?

  /// Creates a token that runs `onInvalidate` once, on the first ``invalidate()`` or on deinit.
  ///
  /// Use this to expose your own observation API, such as a token ending several observations.
  public init(onInvalidate: @escaping () -> Void) {
    self.onInvalidate = onInvalidate
    self.link = nil
  }

  init(link: ObservationLink) {
    self.onInvalidate = { link.invalidate() }
    self.link = link
  }

  deinit {
    self.invalidate()
  }

  /// Whether the observation still delivers changes: `false` once invalidated or once the
  /// observed object is gone.
  public var isValid: Bool {
    self.onInvalidate != nil && self.link?.isConnected != false
      && self.observedObjectIsAlive?() != false
  }

  /// Stops the observation; calling it again does nothing.
  ///
  /// A handler running when its token is invalidated finishes that call but is not called again,
  /// not even for the rest of the change being delivered.
  public func invalidate() {
    guard let onInvalidate = self.onInvalidate else {
      return
    }
    self.onInvalidate = nil
    onInvalidate()
  }

  /// Keeps the token alive in an array.
  public func store(in tokens: inout [ObservationToken]) {
    tokens.append(self)
  }

  /// Keeps the token alive in a set.
  public func store(in tokens: inout Set<ObservationToken>) {
    tokens.insert(self)
  }

  /// Tokens are equal only to themselves.
  public static func == (lhs: ObservationToken, rhs: ObservationToken) -> Bool {
    lhs === rhs
  }

  /// Hashes the token's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
