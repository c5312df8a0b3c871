// UIKit's gesture recognizers, reduced to the pan recognizer a scroll view owns.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import Foundation

// UIKit/UIGestureRecognizer.h: UIKIT_EXTERN API_AVAILABLE(ios(3.2)) NS_SWIFT_UI_ACTOR @interface UIGestureRecognizer : NSObject
/// A gesture recognizer.
@available(iOS 3.2, *)
@MainActor
open class UIGestureRecognizer: NSObject, StandInObservable {
  // UIKit/UIGestureRecognizer.h: typedef NS_ENUM(NSInteger, UIGestureRecognizerState)
  /// Where a gesture is.
  public enum State: Int, @unchecked Sendable {
    case possible = 0
    case began = 1
    case changed = 2
    case ended = 3
    case cancelled = 4
    case failed = 5

    // UIKit/UIGestureRecognizer.h: UIGestureRecognizerStateRecognized = UIGestureRecognizerStateEnded
    /// A discrete gesture's recognition: the same as ``ended``.
    public static var recognized: UIGestureRecognizer.State { .ended }
  }

  /// The stand-in's observers.
  public nonisolated let standInObservers = StandInObservers()

  /// A recognizer with no view yet.
  public override init() {}

  // UIKit/UIGestureRecognizer.h: @property(nonatomic,readonly) UIGestureRecognizerState state;
  /// The state, which the stand-in's scroll view drives (UIKit's subclasses set it).
  open internal(set) var state = State.possible {
    didSet {
      self.standInObservers.didChange(\UIGestureRecognizer.state, from: oldValue)
    }
  }

  // UIKit/UIGestureRecognizer.h: @property(nullable, nonatomic,readonly) UIView *view;
  /// The view the recognizer is attached to.
  open internal(set) weak var view: UIView?
}

// UIKit/UIGestureRecognizer.h: NS_SWIFT_UI_ACTOR @protocol UIGestureRecognizerDelegate <NSObject> (every method @optional)
/// What a recognizer asks its delegate.
///
/// A scroll view is the delegate of its own pan
/// recognizer (UIScrollView.h: "Do not change the gestures' delegates"), so a subclass that
/// adopts the protocol answers for its pan, as JXPagingView's outer table does.
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  // UIKit/UIGestureRecognizer.h: - (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer shouldRecognizeSimultaneouslyWithGestureRecognizer:(UIGestureRecognizer *)otherGestureRecognizer;
  /// Whether the two may recognize together. UIKit asks "when the recognition of one of
  /// gestureRecognizer or otherGestureRecognizer would be blocked by the other"; "the default
  /// implementation returns NO", and "returning NO is not guaranteed to prevent simultaneous
  /// recognition, as the other gesture's delegate may return YES" (UIGestureRecognizer.h).
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  /// No: one recognizer at a time.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    false
  }
}

// UIKit/UIPanGestureRecognizer.h: UIKIT_EXTERN API_AVAILABLE(ios(3.2)) NS_SWIFT_UI_ACTOR @interface UIPanGestureRecognizer : UIGestureRecognizer
/// A pan recognizer: a finger dragging.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  var translation = CGPoint.zero
  var velocity = CGPoint.zero

  // UIKit/UIPanGestureRecognizer.h: - (CGPoint)translationInView:(nullable UIView *)view;
  /// How far the finger moved since the gesture began.
  open func translation(in view: UIView?) -> CGPoint {
    self.translation
  }

  // UIKit/UIPanGestureRecognizer.h: - (void)setTranslation:(CGPoint)translation inView:(nullable UIView *)view;
  /// Resets the translation.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    self.translation = translation
  }

  // UIKit/UIPanGestureRecognizer.h: - (CGPoint)velocityInView:(nullable UIView *)view;
  /// The finger's velocity, in points per second.
  open func velocity(in view: UIView?) -> CGPoint {
    self.velocity
  }
}
#endif
