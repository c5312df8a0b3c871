public import Foundation

/// The base class of load-more footers: 44 points tall, with a no-more-data state.
///
/// MJRefresh's `MJRefreshFooter`.
///
/// Use ``AutoNormalFooter`` for infinite scrolling (loads as the content's end comes into view)
/// or ``BackNormalFooter`` for pull-up-and-release loading. Both have
/// ``RefreshState/noMoreData``: once everything is loaded, call
/// ``RefreshComponent/endRefreshingWithNoMoreData()``, and ``RefreshComponent/resetNoMoreData()``
/// when a reload makes more pages available:
///
/// ```swift
/// scroll.footer = AutoNormalFooter { await model.loadNextPage() }
/// // ...
/// if model.isLastPage { scroll.footer?.endRefreshingWithNoMoreData() }
/// ```
///
/// The no-more-data state is sticky: ``RefreshComponent/endRefreshing(completion:)`` in either
/// order with it leaves the footer in ``RefreshState/noMoreData``, and nothing triggers the
/// footer until the reset.
open class RefreshFooter: RefreshComponent {
  /// Extra distance below the footer, for content that sits above a transparent bar: the footer
  /// is placed that much further down.
  public var ignoredScrollViewContentInsetBottom: CGFloat = 0 {
    didSet {
      if !GeometryCheck.isAcceptable(self.ignoredScrollViewContentInsetBottom) {
        Diagnostics.report(
          .nonFiniteValue, "RefreshFooter.ignoredScrollViewContentInsetBottom",
          "refused \(self.ignoredScrollViewContentInsetBottom); kept \(oldValue)")
        self.ignoredScrollViewContentInsetBottom = oldValue
      }
      self.placeSubviews()
    }
  }

  /// Footers have a no-more-data state.
  open override var supportsNoMoreData: Bool {
    true
  }

  /// Sets the height to 44.
  open override func prepare() {
    super.prepare()
    self.height = RefreshMetrics.footerHeight
  }

  /// Spans the scroll model's width.
  open override func placeSubviews() {
    super.placeSubviews()
    self.spanScrollModelWidth()
  }
}
