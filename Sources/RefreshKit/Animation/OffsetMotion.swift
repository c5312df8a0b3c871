import Foundation

/// A component's own move of the offset on one axis: as in UIKit's animated scrolls, a finger or
/// the host setting the offset takes it over and stops the move.
struct OffsetMotion {
  let axis: ScrollAxis
  var span: MotionSpan
  /// The scroll model's takeovers when it started: another one stops it.
  let takeovers: Int

  /// Takes the offset from any older animation.
  @MainActor
  init(on axis: ScrollAxis, to target: CGFloat, in scrollModel: ScrollModel) {
    self.axis = axis
    self.span = MotionSpan(start: scrollModel.contentOffset[axis], target: target)
    self.takeovers = scrollModel.claimOffsetForAnimation()
  }

  @MainActor
  func move(_ scrollModel: ScrollModel, at progress: Double, adjustedBy adjustment: CGFloat = 0) {
    guard scrollModel.offsetTakeovers == self.takeovers else {
      return  // a finger or the host stops it where it is, as in UIKit
    }
    scrollModel.moveOffset(self.span.at(progress) + adjustment, on: self.axis)
  }

  /// Follows content inserted before the start, which moved the offset by `delta`.
  func shifted(by delta: CGFloat, on axis: ScrollAxis) -> OffsetMotion {
    guard axis == self.axis else {
      return self
    }
    var shifted = self
    shifted.span = self.span.shifted(by: delta)
    return shifted
  }
}
