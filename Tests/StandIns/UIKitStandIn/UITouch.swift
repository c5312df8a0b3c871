// UIKit's touches and events, reduced to what a view needs to tell a tap.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import Foundation

// UIKit/UITouch.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UITouch : NSObject
/// A finger on the screen.
@MainActor
open class UITouch: NSObject {
  private let point: CGPoint
  private weak var view: UIView?

  /// A touch at `point` in the coordinates of `view` (stand-in only; UIKit makes touches).
  public init(standInAt point: CGPoint, in view: UIView) {
    self.point = point
    self.view = view
  }

  // UIKit/UITouch.h: - (CGPoint)locationInView:(nullable UIView *)view;
  /// Where the touch is in the coordinates of `view` (the stand-in knows only its own view's,
  /// and offsets them by frames for its superviews).
  open func location(in view: UIView?) -> CGPoint {
    var point = self.point
    var current = self.view
    while let from = current, from !== view {
      point.x += from.frame.minX
      point.y += from.frame.minY
      current = from.superview
    }
    return point
  }
}

// UIKit/UIEvent.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIEvent : NSObject
/// An event: the touches of one moment.
@MainActor
open class UIEvent: NSObject {
  /// An event (stand-in only; UIKit makes events).
  public override init() {}
}
#endif
