/// An action that assistive technologies offer on a component, doing what a pull past the
/// refresh threshold does for a user who cannot pull.
///
/// A component offers the ones it can carry out now (``RefreshComponent/accessibilityActions``);
/// bindings hand them to their platform under their localized names.
public enum RefreshAccessibilityAction: Hashable, Sendable, CaseIterable {
  /// Opens the header's second floor: "Open the second floor".
  case openSecondFloor
  /// Closes the header's second floor: "Close the second floor".
  case closeSecondFloor

  /// The key of the action's localized name.
  public var nameKey: RefreshStringKey {
    switch self {
    case .openSecondFloor: .headerSecondFloorOpenAction
    case .closeSecondFloor: .headerSecondFloorCloseAction
    }
  }
}
