// A navigation bar with a large title, whose height follows the offset of the list under it.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import Foundation

// UIKit/UINavigationBar.h: @property (nonatomic, readwrite, assign) BOOL prefersLargeTitles API_AVAILABLE(ios(11.0));
/// A navigation bar that prefers large titles, over one scroll view, reduced to what a refresh
/// header meets: its height, which is the top of the safe area under it (stand-in only).
///
/// - "By default, a large title transitions to a standard title as people begin scrolling the
///   content, and transitions back to large when people scroll to the top" (Human Interface
///   Guidelines, Navigation bars): the bar's height follows the offset, expanded (140 points)
///   while the content is pulled down to 140 points or more, collapsed (96) once it is scrolled
///   up to 96 or less, and in between as the offset is. A user who pulls a collapsed bar's list
///   down grows the safe area from 96 to 140 before any header shows: the case behind
///   MJRefresh's issues #1029, #1134, #1099, #1412 and #1486.
/// - The safe area is "the area not covered by navigation bars" (UIView.h, `safeAreaInsets`),
///   which UIKit adds to the scroll view's `adjustedContentInset` (UIScrollView.h).
/// - UIKit applies a new safe area in its layout pass, at the end of the run loop's turn: after
///   the scroll events and the display link's callbacks of that frame. The stand-in run loop
///   lays it out there (``StandInRunLoop/run(frames:)``).
@MainActor
public final class StandInLargeTitleBar: StandInLayingOut {
  /// The safe area's top with the title collapsed.
  public let collapsedHeight: CGFloat
  /// The safe area's top with the title expanded.
  public let expandedHeight: CGFloat
  /// How many times the height changed.
  public private(set) var heightChanges = 0
  private weak var window: UIWindow?
  private weak var scrollView: UIScrollView?

  /// A bar over `scrollView` in `window`, laid out for the scroll view's offset now.
  public init(
    window: UIWindow, scrollView: UIScrollView, collapsed: CGFloat = 96, expanded: CGFloat = 140
  ) {
    self.window = window
    self.scrollView = scrollView
    self.collapsedHeight = collapsed
    self.expandedHeight = expanded
    StandInRunLoop.main.addLayout(self)
    self.standInLayout()
  }

  /// The bar's height now: the window's safe area top.
  public var height: CGFloat {
    self.window?.standInSafeAreaInsets.top ?? 0
  }

  /// Whether the large title shows in full.
  public var isExpanded: Bool {
    self.height == self.expandedHeight
  }

  /// Lays the bar out for the scroll view's offset.
  public func standInLayout() {
    guard let window = self.window, let scrollView = self.scrollView else {
      return
    }
    let height = min(max(-scrollView.contentOffset.y, self.collapsedHeight), self.expandedHeight)
    if window.standInSafeAreaInsets.top != height {
      self.heightChanges += 1
      window.standInSafeAreaInsets.top = height
    }
  }
}
#endif
