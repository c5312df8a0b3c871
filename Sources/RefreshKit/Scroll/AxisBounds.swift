import Foundation

/// The valid range of the content offset on one axis: from `-leading inset` to
/// `content length + trailing inset - visible length`, never below the minimum.
struct AxisBounds: Equatable {
  var minimum: CGFloat
  var maximum: CGFloat

  init(minimum: CGFloat, maximum: CGFloat) {
    self.minimum = minimum
    self.maximum = max(minimum, maximum)
  }

  func clamp(_ value: CGFloat) -> CGFloat {
    min(max(value, self.minimum), self.maximum)
  }

  func contains(_ value: CGFloat) -> Bool {
    value >= self.minimum && value <= self.maximum
  }
}
