#if canImport(Combine)
import Combine  // ObservableObject's members are Combine's
#endif

/// An object a modifier makes once for its view's place: what a `StateObject` holds.
///
/// A `State`'s initial value is made again each time the view is (and dropped at once); a
/// `StateObject`'s is made only the first time. The box is the observable object a
/// `StateObject` needs; it publishes nothing.
@MainActor
final class MadeOnce<Value: AnyObject>: ObservableObject {
  /// The object.
  let value: Value

  /// A box of `value`.
  init(_ value: Value) {
    self.value = value
  }
}
