import Foundation

/// A component's own move of its scroll model's offset on one axis, as UIKit's animated scrolls
/// are: a finger that touches the content, or the host setting the offset, takes the offset
/// over and stops it where it is.
///
/// The scroll into view, the end's page alignment and the second floor each keep one between
/// frames.
struct OffsetMotion {
  /// The axis it moves.
  let axis: ScrollAxis
  /// Where the offset goes.
  var span: MotionSpan
  /// The scroll model's takeovers when it started: another one stops it.
  let takeovers: Int

  /// A move from the offset `scrollModel` has now to `target` on `axis`, which takes the offset
  /// from any older animation.
  @MainActor
  init(on axis: ScrollAxis, to target: CGFloat, in scrollModel: ScrollModel) {
    self.axis = axis
    self.span = MotionSpan(start: scrollModel.contentOffset[axis], target: target)
    self.takeovers = scrollModel.claimOffsetForAnimation()
  }

  /// Moves the offset of `scrollModel` to where the motion is at `progress` (moved by
  /// `adjustment`), unless something took the offset over since it started.
  @MainActor
  func move(_ scrollModel: ScrollModel, at progress: Double, adjustedBy adjustment: CGFloat = 0) {
    guard scrollModel.offsetTakeovers == self.takeovers else {
      return  // a finger or the host stops it where it is, as in UIKit
    }
    scrollModel.moveOffset(self.span.at(progress) + adjustment, on: self.axis)
  }

  /// The same motion, moved by `delta` if it is on `axis`: content inserted before the start
  /// moved the offset, and the motion goes on from where the content now is.
  func shifted(by delta: CGFloat, on axis: ScrollAxis) -> OffsetMotion {
    guard axis == self.axis else {
      return self
    }
    var shifted = self
    shifted.span = self.span.shifted(by: delta)
    return shifted
  }
}
