/// `@usableFromInline` so the delivery loop inlines into clients, specialized for their value.
@usableFromInline
final class ObservationRegistration<Value> {
  @usableFromInline
  let handler: (ObservedChange<Value>) -> Void

  /// Cleared on invalidation, so a handler removed mid-delivery is not called for the rest.
  @usableFromInline @exclusivity(unchecked)
  var isActive = true

  /// Nothing refers to a registration weakly, which keeps retaining it on the fast path.
  let link = ObservationLink()

  @usableFromInline
  init(handler: @escaping (ObservedChange<Value>) -> Void) {
    self.handler = handler
  }
}
