public import Foundation

/// One header for many lists: a profile or shop page whose header scrolls away above a tab bar,
/// with a list per tab below it (JXPagingView's and GKPageScrollView's layout).
///
/// The ``outer`` scroll model holds the page's header and, by default, the one refresh header
/// every tab shares; each of the ``pages`` is a tab's list, with its own footer. The host gives
/// the coordinator the finger's movement over the lists, and the coordinator shares it out as
/// nested scroll views do:
///
/// - a finger moving up scrolls the outer model until the page's header is gone (the outer
///   model at its maximum offset: the tab bar pinned), then the list;
/// - a finger moving down scrolls the list to its top, then the outer model, and past the outer
///   model's top it pulls the shared header, from whichever tab shows;
/// - with ``HeaderMode/perPage`` each tab has its own header instead: the outer model stops at
///   its top, and the list is pulled.
///
/// A list does not move while the outer model scrolls the page's header away or back, and the
/// other tabs keep their place (JXPagingView resets them all to their top whenever the header
/// shows, #324). A refresh under way goes on across tab switches: the shared header is the
/// outer model's.
///
/// ```swift
/// let shop = NestedScrollCoordinator(outer: page, pages: [all, new, sale])
/// page.header = NormalHeader { await store.reload() }          // shared by the three tabs
/// all.footer = AutoNormalFooter { await store.loadMore(.all) }  // each list its own
/// shop.beginDragging(); shop.drag(translationY: 120); shop.endDragging()
/// ```
///
/// The host lays the models out: the outer model's content is the page's header, the tab bar
/// and a list's height; its maximum offset is how far the header scrolls away.
@MainActor
public final class NestedScrollCoordinator {
  /// Where the pull to refresh happens.
  public enum HeaderMode: Sendable, Hashable, CaseIterable {
    /// One refresh header on the ``NestedScrollCoordinator/outer`` model, pulled from every
    /// tab (the default).
    case shared
    /// A refresh header on each page: the outer model stops at its top, and the list showing
    /// is pulled (GKPageScrollView's `allowListRefresh`).
    case perPage
  }

  /// The scroll model of the page: the page's header, which scrolls away, above the lists.
  public let outer: ScrollModel

  /// The scroll model of each tab's list.
  public let pages: [ScrollModel]

  /// Where the pull to refresh happens: ``HeaderMode/shared`` by default.
  public var headerMode = HeaderMode.shared

  /// The tab that shows: its list takes the finger, the others are not visible
  /// (``ScrollModel/isVisible``) and keep their place.
  ///
  /// An index out of range is refused, and so is a switch while a finger is down (a paging
  /// container takes no vertical drag while it pages, and the reverse); each is reported to
  /// ``Diagnostics``.
  public var selectedPage: Int {
    get { self.selected }
    set { self.select(newValue) }
  }

  private var selected = 0
  /// The finger's movement since the drag began, and each model's share of it.
  private var drag = (finger: CGFloat(0), outer: CGFloat(0), page: CGFloat(0))
  private var isDragging = false

  /// Coordinates `outer` and `pages`, showing the first page.
  ///
  /// - Parameters:
  ///   - outer: The scroll model of the page and its header.
  ///   - pages: The scroll model of each tab's list; at least one.
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

  /// A finger touches the lists: both the outer model and the list showing begin a drag, as
  /// nested scroll views whose pans recognize together do.
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
  /// The movement is shared out between the outer model and the list as the type describes.
  /// Begins a drag first if none is in progress; a non-finite value is refused and reported to
  /// ``Diagnostics``.
  ///
  /// - Parameter y: The finger's vertical movement since ``beginDragging()``.
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
      // Up: a list pulled down by its own header comes back to its top first, then the outer
      // model scrolls the page's header away, then the list scrolls.
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
  /// The model that was moving that way takes the velocity and the other settles: moving up,
  /// the outer model until the header is gone, then the list; moving down, the list until its
  /// top, then the outer model. A fling that reaches the end of one does not carry on into
  /// the other (JXPagingView's `JXPagerView` stops there too).
  ///
  /// - Parameter velocity: The finger's speed at release, in points per second.
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

  /// Where `model` may go when its own scroll view moved it to `offset`: the rules of
  /// ``drag(translationY:)``, for hosts whose nested scroll views both follow the finger
  /// (their pans recognize together) and decelerate by their own physics, as JXPagingView
  /// pins them in `scrollViewDidScroll`.
  ///
  /// The model still holds its previous offset; a move the rules refuse keeps it, and the host
  /// writes the kept offset back to the view (`ScrollViewMirror.constrainOffset` in
  /// RefreshKitHost does both). The rules:
  ///
  /// - the outer model goes no higher than the page's header gone, and no lower while the
  ///   list showing is scrolled or, with ``HeaderMode/perPage``, pulled;
  /// - the list goes no higher while the page's header shows, unless it is coming back to its
  ///   top from a pull;
  /// - the list goes no lower than its top with a ``HeaderMode/shared`` header (the outer
  ///   model is pulled instead), nor, with ``HeaderMode/perPage``, unless the outer model is at
  ///   its top; the outer model goes no lower than its top then either.
  ///
  /// The other tabs' lists move freely: no finger is on them.
  ///
  /// - Parameters:
  ///   - offset: The offset the scroll view reports.
  ///   - model: ``outer`` or one of the ``pages``.
  /// - Returns: The offset to keep.
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

  /// Half a point: what counts as at an edge.
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
