/// The lifetime of one observation: delivery stops when the token is invalidated or deallocated.
///
/// Every `observe` call returns a token. Keep it for as long as you want changes:
///
/// ```swift
/// final class OffsetLogger {
///   private var tokens: [ObservationToken] = []
///
///   init(scroll: ScrollModel) {
///     scroll.observe(\.contentOffset) { _, change in
///       print(change.newValue.y)
///     }
///     .store(in: &tokens)
///   }
/// }
/// ```
///
/// A token does not keep the observed object alive, so the token, the observer and the observed
/// object can be released in any order. ``invalidate()`` is idempotent; invalidating a token whose
/// observed object is already gone does nothing.
public final class ObservationToken: Hashable {
  @exclusivity(unchecked) private var onInvalidate: (() -> Void)?
  /// The registration this token ends, for the tokens an ``Observable`` makes: it tells whether
  /// the observable is still there to deliver.
  private let link: ObservationLink?
  /// Whether the object a key-path observation reports is still there, for the tokens of
  /// ``KeyPathObservable/observe(_:options:_:)``.
  @usableFromInline var observedObjectIsAlive: (() -> Bool)?

  /// Creates a token that runs `onInvalidate` once, on the first ``invalidate()`` or on deinit.
  ///
  /// Use this to expose your own observation API, for example a token that ends several
  /// underlying observations at once.
  ///
  /// - Parameter onInvalidate: The work that ends the observation.
  public init(onInvalidate: @escaping () -> Void) {
    self.onInvalidate = onInvalidate
    self.link = nil
  }

  /// Creates the token of one registration with an ``Observable``.
  init(link: ObservationLink) {
    self.onInvalidate = { link.invalidate() }
    self.link = link
  }

  deinit {
    self.invalidate()
  }

  /// Whether the observation still delivers changes: `false` once the token is invalidated,
  /// and once the observed object is gone, since nothing can be delivered any more.
  public var isValid: Bool {
    self.onInvalidate != nil && self.link?.isConnected != false
      && self.observedObjectIsAlive?() != false
  }

  /// Stops the observation.
  ///
  /// Calling it again does nothing.
  ///
  /// A handler that is being called when its token is invalidated finishes its current call,
  /// but is not called again, not even for the rest of the change being delivered.
  public func invalidate() {
    guard let onInvalidate = self.onInvalidate else {
      return
    }
    self.onInvalidate = nil
    onInvalidate()
  }

  /// Keeps the token alive in an array.
  ///
  /// - Parameter tokens: The array that owns the token from now on.
  public func store(in tokens: inout [ObservationToken]) {
    tokens.append(self)
  }

  /// Keeps the token alive in a set.
  ///
  /// - Parameter tokens: The set that owns the token from now on.
  public func store(in tokens: inout Set<ObservationToken>) {
    tokens.insert(self)
  }

  /// Tokens are equal only to themselves.
  ///
  /// - Parameters:
  ///   - lhs: A token.
  ///   - rhs: Another token.
  /// - Returns: Whether both are the same token.
  public static func == (lhs: ObservationToken, rhs: ObservationToken) -> Bool {
    lhs === rhs
  }

  /// Hashes the token's identity.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
