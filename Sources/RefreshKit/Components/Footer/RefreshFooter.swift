public import Foundation

/// The base class of load-more components: 44 points tall, with a no-more-data state.
///
/// MJRefresh's `MJRefreshFooter`. Use ``AutoNormalFooter`` for infinite scrolling or
/// ``BackNormalFooter`` for pull-up-and-release loading:
///
/// ```swift
/// scroll.footer = AutoNormalFooter { await model.loadNextPage() }
/// if model.isLastPage { scroll.footer?.endRefreshingWithNoMoreData() }
/// ```
///
/// ``RefreshState/noMoreData`` is sticky: ``RefreshComponent/endRefreshing(completion:)`` in
/// either order with it leaves the footer there, and nothing triggers it until
/// ``RefreshComponent/resetNoMoreData()``.
///
/// A page that fails (``RefreshResult/failure(_:)`` or an async action that throws) leaves the
/// footer idle showing the failure in ``RefreshComponent/displayedResult``. An auto footer then
/// stops loading by itself as the content scrolls; a tap, a pull past the end, or
/// ``automaticRetry`` retries. The failure shows until the footer loads again, has no more data or
/// is detached.
open class RefreshFooter: RefreshComponent {
  /// Extra distance below the footer, for content that sits above a transparent bar: the footer
  /// is placed that much further down.
  public var ignoredScrollViewContentInsetBottom: CGFloat = 0 {
    didSet {
      self.ignoredScrollViewContentInsetBottom =
        GeometryCheck.checked(
          self.ignoredScrollViewContentInsetBottom,
          "RefreshFooter.ignoredScrollViewContentInsetBottom", kept: oldValue) ?? oldValue
      self.placeSubviews()
    }
  }

  /// Retries a failed page by itself, up to the policy's limit, after the policy's delay on the
  /// clock (with the reason ``RefreshTransitionReason/retry``).
  ///
  /// Defaults to `nil`: no automatic retry. The count restarts after a page that loads, no more
  /// data, the reset and detaching. A pending retry is cancelled by any refresh that begins, no
  /// more data, detaching, disabling or hiding the footer, and setting this to `nil`. Values out
  /// of range are made usable and reported to ``Diagnostics``.
  public var automaticRetry: RefreshRetryPolicy? {
    didSet {
      guard let checked = self.automaticRetry?.checked() else {
        self.cancelRetry()
        return
      }
      self.automaticRetry = checked.policy  // made usable before a handler hears of it
      if !checked.problems.isEmpty {
        Diagnostics.report(
          .valueOutOfRange, "RefreshFooter.automaticRetry", checked.problems.joined(separator: "; ")
        )
      }
    }
  }

  /// How many pages in a row have failed since the last one that loaded (or the last no more
  /// data, reset or detach).
  public var consecutiveFailures: Int {
    self.failuresInARow
  }

  /// Footers have a no-more-data state.
  open override var supportsNoMoreData: Bool {
    true
  }

  /// A disabled footer retries nothing by itself.
  public override var isEnabled: Bool {
    didSet {
      if !self.isEnabled {
        self.cancelRetry()
      }
    }
  }

  /// A hidden footer retries nothing by itself.
  open override var isHidden: Bool {
    didSet {
      if self.isHidden {
        self.cancelRetry()
      }
    }
  }

  /// Not for an end that a detach applies.
  override func refreshDidEnd(with result: RefreshResult) {
    super.refreshDidEnd(with: result)
    guard !self.isLeaving, !result.isSuccess else {
      return
    }
    if self.displayedResult == nil {
      self.displayedResult = result
    }
    self.scheduleRetry()
  }

  override func keepsShowing(_ result: RefreshResult) -> Bool {
    !result.isSuccess
  }

  override var accessibilityLabelKey: RefreshStringKey? {
    .footerAccessibilityLabel
  }

  override var pullEdge: PullEdge? {
    .bottom
  }

  override var naturalSlot: ScrollAttachmentSlot {
    .footer
  }

  /// Sets the height to 44.
  open override func prepare() {
    super.prepare()
    self.height = RefreshMetrics.footerHeight
  }

  override func placeAtEdge() {
    super.placeAtEdge()
    if self.pullAxis == .vertical {
      self.spanScrollModelWidth()
    }
  }
}
