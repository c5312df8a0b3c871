/// The connection between a token and its registration, shared by both.
///
/// It holds the work that ends the registration, which refers to the observable and the
/// registration without retaining them and without weak references (a weak reference would move
/// their reference counts to a side table and slow down every retain in the delivery loop). The
/// observable severs every link when it deinitializes, so the work never runs after that.
final class ObservationLink {
  @exclusivity(unchecked) private var end: (() -> Void)?

  init() {}

  /// Whether the registration is still there to end: `false` once it was ended, or the
  /// observable went away.
  var isConnected: Bool {
    self.end != nil
  }

  /// Sets the work that ends the registration.
  func connect(_ end: @escaping () -> Void) {
    self.end = end
  }

  /// Ends the registration, once; does nothing once severed.
  func invalidate() {
    let end = self.end
    self.end = nil
    end?()
  }

  /// Forgets the work, because the observable is going away.
  func sever() {
    self.end = nil
  }
}
