import Foundation
import RefreshKit

/// The demo's finger on a scroll model: its translation since the drag began, and the way it
/// last moved, which every scene keeps the same way.
struct DemoFinger {
  /// The finger's vertical movement since the drag began.
  private var translation: CGFloat = 0
  /// The direction of the finger's last move: 1 down (pulling the content down), −1 up.
  private(set) var lastDirection: CGFloat = 1

  /// The finger moves by `points`: positive pulls the content down, negative pushes it up.
  ///
  /// A finger that was not dragging touches down first.
  @MainActor
  mutating func drag(by points: CGFloat, on scroll: ScrollModel) {
    self.lastDirection = points >= 0 ? 1 : -1
    if !scroll.isDragging {
      self.translation = 0
      scroll.beginDragging()
    }
    self.translation += points
    scroll.drag(translationY: self.translation)
  }

  /// The finger lifts, moving at `velocity` points per second, if it was dragging.
  @MainActor
  func release(velocity: CGFloat, on scroll: ScrollModel) {
    if scroll.isDragging {
      scroll.endDragging(velocity: CGPoint(x: 0, y: velocity))
    }
  }
}
