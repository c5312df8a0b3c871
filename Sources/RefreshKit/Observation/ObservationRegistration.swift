/// One handler registered with an ``Observable``.
///
/// Internal, but `@usableFromInline` so that the delivery loop can be inlined into clients and
/// specialized for their value type.
@usableFromInline
final class ObservationRegistration<Value> {
  /// The handler to call with each change.
  @usableFromInline
  let handler: (ObservedChange<Value>) -> Void

  /// Cleared when the registration's token is invalidated, so that a handler removed in the
  /// middle of a delivery is not called for the rest of it.
  @usableFromInline @exclusivity(unchecked)
  var isActive = true

  /// How the registration's token ends it.
  ///
  /// Nothing refers to a registration weakly, which keeps retaining it on the fast path.
  let link = ObservationLink()

  @usableFromInline
  init(handler: @escaping (ObservedChange<Value>) -> Void) {
    self.handler = handler
  }
}
