public import Foundation

/// One header for many lists: a page whose header scrolls away above a tab bar, with a list per
/// tab below it (JXPagingView's and GKPageScrollView's layout).
///
/// The ``outer`` model holds the page's header and, by default, the refresh header all tabs
/// share; each of the ``pages`` is a tab's list with its own footer. The finger's movement is
/// shared out as nested scroll views do: moving up scrolls the outer model until the header is
/// gone, then the list; moving down scrolls the list to its top, then the outer model, then pulls
/// the shared header. With ``HeaderMode/perPage`` the outer model stops at its top and the list
/// is pulled. Other tabs keep their place, and a refresh goes on across tab switches.
///
/// ```swift
/// let shop = NestedScrollCoordinator(outer: page, pages: [all, new, sale])
/// page.header = NormalHeader { await store.reload() }          // shared by the three tabs
/// all.footer = AutoNormalFooter { await store.loadMore(.all) }  // each list its own
/// ```
///
/// The host lays the models out: the outer model's maximum offset is how far the header scrolls.
@MainActor
public final class NestedScrollCoordinator {
  /// Where the pull to refresh happens.
  public enum HeaderMode: Sendable, Hashable, CaseIterable {
    /// One refresh header on the ``NestedScrollCoordinator/outer`` model (the default).
    case shared
    /// A refresh header on each page, the list pulled (GKPageScrollView's `allowListRefresh`).
    case perPage
  }

  /// The scroll model of the page, whose header scrolls away above the lists.
  public let outer: ScrollModel

  /// The scroll model of each tab's list.
  public let pages: [ScrollModel]

  /// Where the pull to refresh happens: ``HeaderMode/shared`` by default.
  public var headerMode = HeaderMode.shared

  /// The tab that shows; the others are not visible (``ScrollModel/isVisible``).
  ///
  /// An index out of range, or a switch while a finger is down, is refused and reported to
  /// ``Diagnostics``.
  public var selectedPage: Int {
    get { self.selected }
    set { self.select(newValue) }
  }

  private var selected = 0
  private var drag = (finger: CGFloat(0), outer: CGFloat(0), page: CGFloat(0))
  private var isDragging = false

  /// Coordinates `outer` and `pages` (at least one), showing the first page.
  public init(outer: ScrollModel, pages: [ScrollModel]) {
    precondition(!pages.isEmpty, "NestedScrollCoordinator needs at least one page")
    self.outer = outer
    self.pages = pages
    for (index, page) in pages.enumerated() {
      page.isVisible = index == 0
    }
  }

  /// The list that shows.
  public var page: ScrollModel {
    self.pages[self.selected]
  }

  // MARK: - The finger

  /// A finger touches the lists: the outer model and the list showing both begin a drag.
  public func beginDragging() {
    guard !self.isDragging else {
      Diagnostics.report(
        .ignoredCall, "NestedScrollCoordinator.beginDragging()",
        "ignored: a drag is already in progress")
      return
    }
    self.isDragging = true
    self.drag = (0, 0, 0)
    self.outer.beginDragging()
    self.page.beginDragging()
  }

  /// The finger moved down by `y` points since the drag began (up when negative).
  ///
  /// Begins a drag if none is in progress; a non-finite value is refused and reported to
  /// ``Diagnostics``.
  public func drag(translationY y: CGFloat) {
    guard
      let y = GeometryCheck.checked(
        y, "NestedScrollCoordinator.drag(translationY:)", kept: self.drag.finger)
    else {
      return
    }
    if !self.isDragging {
      self.beginDragging()
    }
    var delta = y - self.drag.finger
    self.drag.finger = y
    let outer = self.outer
    let page = self.page
    if delta < 0 {
      // Up: a pulled list returns to its top, then the header scrolls away, then the list.
      if self.headerMode == .perPage {
        let pageAt = page.dragOrigin.y - self.drag.page
        let back = min(-delta, max(page.minimumContentOffset.y - pageAt, 0))
        self.drag.page -= back
        delta += back
      }
      let outerAt = outer.dragOrigin.y - self.drag.outer
      let toOuter = min(-delta, max(outer.maximumContentOffset.y - outerAt, 0))
      self.drag.outer -= toOuter
      self.drag.page += delta + toOuter
    } else if delta > 0 {
      // Down: the list scrolls to its top first.
      let pageAt = page.dragOrigin.y - self.drag.page
      let toPage = min(delta, max(pageAt - page.minimumContentOffset.y, 0))
      self.drag.page += toPage
      delta -= toPage
      switch self.headerMode {
      case .shared:
        self.drag.outer += delta
      case .perPage:
        let outerAt = outer.dragOrigin.y - self.drag.outer
        let toOuter = min(delta, max(outerAt - outer.minimumContentOffset.y, 0))
        self.drag.outer += toOuter
        self.drag.page += delta - toOuter
      }
    }
    outer.drag(translationY: self.drag.outer)
    page.drag(translationY: self.drag.page)
  }

  /// The finger lifts, at `velocity` points per second (positive moves the content up).
  ///
  /// The model moving that way takes the velocity and the other settles; a fling does not carry
  /// on from one into the other (nor does JXPagingView's).
  public func endDragging(velocity: CGFloat = 0) {
    guard self.isDragging else {
      Diagnostics.report(
        .ignoredCall, "NestedScrollCoordinator.endDragging(velocity:)",
        "ignored: no drag is in progress")
      return
    }
    self.isDragging = false
    let outer = self.outer
    let page = self.page
    let outerTakes =
      velocity > 0
      ? outer.contentOffset.y < outer.maximumContentOffset.y
      : page.contentOffset.y <= page.minimumContentOffset.y
    let speed = CGPoint(x: 0, y: velocity)
    outer.endDragging(velocity: outerTakes ? speed : .zero)
    page.endDragging(velocity: outerTakes ? .zero : speed)
  }

  /// The system cancels the drag: both models spring back, with no release.
  public func cancelDragging() {
    guard self.isDragging else {
      return
    }
    self.isDragging = false
    self.outer.cancelDragging()
    self.page.cancelDragging()
  }

  // MARK: - Scroll views that move by themselves

  /// The offset `model` (``outer`` or one of the ``pages``) may keep when its own scroll view
  /// moved it to `offset`, by the rules of ``drag(translationY:)``.
  ///
  /// For hosts whose nested scroll views follow the finger and decelerate by their own physics
  /// (as JXPagingView pins them in `scrollViewDidScroll`). The model must still hold its previous
  /// offset; a refused move keeps it, and the host writes the result back to the view
  /// (`ScrollViewMirror.constrainOffset` in RefreshKitHost does both). Other tabs move freely.
  public func constrainedOffset(_ offset: CGPoint, of model: ScrollModel) -> CGPoint {
    guard offset.y.isFinite else {
      return offset
    }
    let previous = model.contentOffset.y
    let page = self.page
    let outer = self.outer
    let pageTop = page.minimumContentOffset.y
    let outerTop = outer.minimumContentOffset.y
    var y = offset.y
    if model === outer {
      if y > previous {
        if page.contentOffset.y < pageTop - Self.slack {
          y = previous  // the list's pull comes back first
        } else if y > outer.maximumContentOffset.y {
          y = max(previous, outer.maximumContentOffset.y)
        }
      } else if y < previous {
        if page.contentOffset.y > pageTop + Self.slack {
          y = previous  // the list goes back to its top first
        } else if self.headerMode == .perPage, y < outerTop {
          y = max(y, min(previous, outerTop))
        }
      }
    } else if model === page {
      if y > previous, outer.contentOffset.y < outer.maximumContentOffset.y - Self.slack {
        y = max(previous, min(y, pageTop))  // the header goes away first
      } else if y < previous, y < pageTop {
        let mayBePulled =
          self.headerMode == .perPage && outer.contentOffset.y <= outerTop + Self.slack
        if !mayBePulled {
          y = max(y, min(previous, pageTop))
        }
      }
    }
    return CGPoint(x: offset.x, y: y)
  }

  /// What counts as at an edge.
  private static let slack: CGFloat = 0.5

  // MARK: - Tabs

  private func select(_ index: Int) {
    guard self.pages.indices.contains(index) else {
      Diagnostics.report(
        .valueOutOfRange, "NestedScrollCoordinator.selectedPage",
        "refused \(index): there are \(self.pages.count) pages; kept \(self.selected)")
      return
    }
    guard !self.isDragging else {
      Diagnostics.report(
        .ignoredCall, "NestedScrollCoordinator.selectedPage",
        "ignored: a finger is down; switch tabs once it lifts")
      return
    }
    guard index != self.selected else {
      return
    }
    self.page.isVisible = false
    self.selected = index
    self.page.isVisible = true
  }
}
