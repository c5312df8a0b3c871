/// The connection between a token and its registration, shared by both.
///
/// No weak references (a side table would slow every retain in delivery): the observable severs
/// every link when it deinitializes instead.
final class ObservationLink {
  @exclusivity(unchecked) private var end: (() -> Void)?

  init() {}

  var isConnected: Bool {
    self.end != nil
  }

  func connect(_ end: @escaping () -> Void) {
    self.end = end
  }

  func invalidate() {
    let end = self.end
    self.end = nil
    end?()
  }

  func sever() {
    self.end = nil
  }
}
