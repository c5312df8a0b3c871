/// An action that assistive technologies offer on a component, beside its value: VoiceOver
/// lists it in the Actions rotor, Switch Control in its menu, Voice Control by name.
///
/// A user who cannot pull cannot reach a threshold past the refresh: these actions do what
/// such a pull does. A component offers the ones it can carry out now
/// (``RefreshComponent/accessibilityActions``), and a binding hands them to its platform
/// (UIKit's `accessibilityCustomActions`, AppKit's `accessibilityCustomActions`, SwiftUI's
/// `accessibilityActions(_:)`) under their localized names.
public enum RefreshAccessibilityAction: Hashable, Sendable, CaseIterable {
  /// Opens the header's second floor (``RefreshHeader/openSecondFloor(completion:)``):
  /// "Open the second floor".
  case openSecondFloor
  /// Closes the header's second floor (``RefreshHeader/closeSecondFloor(completion:)``):
  /// "Close the second floor".
  case closeSecondFloor

  /// The key of the action's localized name.
  public var nameKey: RefreshStringKey {
    switch self {
    case .openSecondFloor: .headerSecondFloorOpenAction
    case .closeSecondFloor: .headerSecondFloorCloseAction
    }
  }
}
