// UIKit's refresh control, reduced to what a binding meets: one on the scroll view means
// another refresh owns the pull.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import Foundation

// UIKit/UIControl.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIControl : UIView
/// A control: a view that sends actions.
@MainActor
open class UIControl: UIView {}

// UIKit/UIRefreshControl.h: UIKIT_EXTERN API_AVAILABLE(ios(6.0)) API_UNAVAILABLE(tvos) NS_SWIFT_UI_ACTOR @interface UIRefreshControl : UIControl
/// UIKit's own pull to refresh, which SwiftUI's `.refreshable` puts on the scroll view behind a
/// `List` (SwiftUI's private `SwiftUI_UIRefreshControl`, a subclass, in the iOS 15 runtime).
///
/// It begins refreshing when the scroll view is pulled past its threshold and sends its value
/// changed action: the stand-in calls ``standInAction`` when the finger lifts past it
/// (``standInThreshold`` points above the content's resting top), which is when the refresh of
/// the stand-in's `.refreshable` runs.
@available(iOS 6.0, *)
@available(tvOS, unavailable)
@MainActor
open class UIRefreshControl: UIControl {
  // UIKit/UIRefreshControl.h: - (instancetype)init;
  /// A refresh control.
  public convenience init() {
    self.init(frame: .zero)
  }

  // UIKit/UIRefreshControl.h: @property (nonatomic, readonly, getter=isRefreshing) BOOL refreshing;
  /// Whether it is refreshing.
  open private(set) var isRefreshing = false

  // UIKit/UIRefreshControl.h: - (void)beginRefreshing API_AVAILABLE(ios(6.0));
  /// Starts refreshing.
  open func beginRefreshing() {
    self.isRefreshing = true
  }

  // UIKit/UIRefreshControl.h: - (void)endRefreshing API_AVAILABLE(ios(6.0));
  /// Ends refreshing.
  open func endRefreshing() {
    self.isRefreshing = false
  }

  /// How far past the content's resting top a release triggers it (stand-in only).
  public var standInThreshold: CGFloat = 100

  /// Its value changed action (stand-in only): what `.refreshable` runs.
  public var standInAction: (() -> Void)?

  /// How many times it began refreshing from a pull (stand-in only).
  public private(set) var standInPulls = 0

  /// The finger lifted from its scroll view at `offset`, whose content rests at `top`.
  func standInFingerLifted(at offset: CGFloat, restingTop top: CGFloat) {
    guard !self.isRefreshing, offset <= top - self.standInThreshold else {
      return
    }
    self.standInPulls += 1
    self.beginRefreshing()
    self.standInAction?()
  }
}
#endif
