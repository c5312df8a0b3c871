#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS

/// One refresh header for many lists, on real nested scroll views: a page that scrolls its
/// header away above a paging container of table views, one per tab (JXPagingView's layout).
///
/// ```swift
/// let page = NestedOuterScrollView()          // the header, the tab bar, then the pager
/// let shop = NestedScrollHost(outer: page, pages: [all, new, sale], pager: pager)
/// page.refresh.header = NormalHeader { await store.reload() }      // shared by the tabs
/// all.refresh.footer = AutoNormalFooter { await store.loadMore(.all) }
/// ```
///
/// A finger on a list moves both the list and the page, as nested scroll views whose pans
/// recognize together do, and each reports its offset. The host pins the one that must wait,
/// by the ``coordinator``'s rules (`NestedScrollCoordinator.constrainedOffset(_:of:)`): the
/// page scrolls its header away before the list scrolls, the list goes back to its top before
/// the page brings the header back, and past the page's top the shared header is pulled from
/// whichever tab shows. A pinned offset is written back once, through each list's
/// `ScrollViewMirror`, so that the model never sees the move it refused and no report echoes.
///
/// The page's pan must recognize together with the lists' pans; UIKit's default is that no
/// two gestures do (UIGestureRecognizer.h). ``NestedOuterScrollView`` does; a page of your own
/// class answers ``recognizesSimultaneously(_:)`` from its
/// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`.
///
/// Keep the host as long as the page: it holds the coordinator, and the views hold nothing of
/// it. Scroll a list from code through its model (`list.refresh.model`) or with the page's
/// header gone: an offset written straight into a list's view is held to the same rules.
@MainActor
public final class NestedScrollHost {
  /// The coordinator of the page's model and the lists' models.
  public let coordinator: NestedScrollCoordinator

  private weak var outer: UIScrollView?
  private let pages: [WeakView]
  private weak var pager: UIScrollView?
  private var pagerObservation: NSKeyValueObservation?

  /// Coordinates `outer` and the lists in `pages`.
  ///
  /// - Parameters:
  ///   - outer: The page: its content is the page's header, the tab bar and the pager, and its
  ///     maximum offset is how far the header scrolls away. Its pan must recognize together
  ///     with the lists' (``NestedOuterScrollView``).
  ///   - pages: Each tab's list; at least one.
  ///   - pager: The horizontal paging scroll view that holds the lists side by side, one per
  ///     page width, if any: the tab under the pager's middle is the one that shows. Without
  ///     it, set the coordinator's `selectedPage` as the tabs change.
  public init(outer: UIScrollView, pages: [UIScrollView], pager: UIScrollView? = nil) {
    self.coordinator = NestedScrollCoordinator(
      outer: outer.refresh.model, pages: pages.map { $0.refresh.model })
    self.outer = outer
    self.pages = pages.map { WeakView(view: $0) }
    self.pager = pager
    let coordinator = self.coordinator
    outer.refresh.constrainOffset = { [weak coordinator] offset in
      guard let coordinator else { return offset }
      return coordinator.constrainedOffset(offset, of: coordinator.outer)
    }
    for (index, list) in pages.enumerated() {
      list.refresh.constrainOffset = { [weak coordinator] offset in
        guard let coordinator else { return offset }
        return coordinator.constrainedOffset(offset, of: coordinator.pages[index])
      }
      list.refresh.isSelectedPage = { [weak coordinator] in
        coordinator.map { $0.selectedPage == index } ?? true
      }
    }
    (outer as? NestedOuterScrollView)?.host = self
    self.pagerObservation = pager?.observe(\.contentOffset) { [weak self] _, _ in
      MainActor.assumeIsolated { self?.followPager() }
    }
  }

  /// Whether the page's pan may recognize together with `otherGestureRecognizer`.
  ///
  /// Yes for the lists' pans. Return it from your page's
  /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`.
  ///
  /// - Parameter otherGestureRecognizer: The recognizer UIKit asks about.
  /// - Returns: Whether it is the pan of one of the lists.
  public func recognizesSimultaneously(_ otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    self.pages.contains { $0.view?.panGestureRecognizer === otherGestureRecognizer }
  }

  /// Selects the tab under the pager's middle, as it pages (a tab bar's highlight moves there
  /// too, halfway through a swipe).
  private func followPager() {
    guard let pager, pager.frame.width > 0 else {
      return
    }
    let index = Int((pager.contentOffset.x / pager.frame.width).rounded())
    self.coordinator.selectedPage = min(max(index, 0), self.pages.count - 1)
  }
}

/// A page scroll view whose pan recognizes together with the pans of a ``NestedScrollHost``'s
/// lists, so that a finger on a list moves both.
open class NestedOuterScrollView: UIScrollView, UIGestureRecognizerDelegate {
  /// The host that coordinates this page; it sets itself.
  weak var host: NestedScrollHost?

  /// Yes for the pans of the host's lists; no for any other, as UIKit's default.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: This view's recognizer.
  ///   - otherGestureRecognizer: The other recognizer.
  /// - Returns: Whether both may recognize together.
  open func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    self.host?.recognizesSimultaneously(otherGestureRecognizer) ?? false
  }
}

/// A list held weakly: the views belong to the app.
private struct WeakView {
  weak var view: UIScrollView?
}
#endif
