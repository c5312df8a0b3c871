public import Foundation

/// The base class of load-more components: 44 points tall, with a no-more-data state.
///
/// Footers load at the end of the content; the ``LeadingLoader`` loads at its start. All of them
/// keep failed pages and retry them.
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
///
/// ## Failed pages
///
/// A page that fails (``RefreshComponent/endRefreshing(result:completion:)`` with
/// ``RefreshResult/failure(_:)``, or an async action that throws) leaves the footer idle showing
/// the failure (``RefreshComponent/displayedResult``): "Load failed. Tap or pull up to retry".
/// An auto footer then no longer loads by itself as the content scrolls, so a failing page is not
/// asked for again at every frame; a tap or a pull past the end and release retries, and
/// ``automaticRetry`` retries by itself. The failure shows until the footer loads again, and goes
/// with ``RefreshComponent/endRefreshingWithNoMoreData()`` and on detaching.
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

  /// Retries a failed page by itself: after each failure in a row, up to the policy's limit, the
  /// footer waits the policy's delay on the clock and loads again (with the reason
  /// ``RefreshTransitionReason/retry``).
  ///
  /// Defaults to `nil`: no automatic retry. The count starts again after a page that loads
  /// (ended with ``RefreshComponent/endRefreshing(completion:)`` or a success), with no more
  /// data, after the reset and on detaching. A retry the clock has not run yet is cancelled by
  /// any refresh that begins, by no more data, by detaching, by disabling or hiding the footer
  /// (an auto footer hidden for short content too) and by setting this to `nil`: the failure
  /// then stays shown for a tap or a pull.
  ///
  /// Values out of range (a negative limit or delay, a multiplier below 1, a non-finite value)
  /// are made usable and reported to ``Diagnostics``.
  public var automaticRetry: RefreshRetryPolicy? {
    get { self.retryPolicy }
    set {
      guard let newValue else {
        self.retryPolicy = nil
        self.cancelRetry()
        return
      }
      let (policy, problems) = newValue.checked()
      if !problems.isEmpty {
        Diagnostics.report(
          .valueOutOfRange, "RefreshFooter.automaticRetry", problems.joined(separator: "; "))
      }
      self.retryPolicy = policy
    }
  }

  /// How many pages in a row have failed since the last one that loaded (or the last no more
  /// data, reset or detach).
  public var consecutiveFailures: Int {
    self.failuresInARow
  }

  /// The policy of ``automaticRetry``, checked.
  ///
  /// The failures in a row, and the retry the clock waits to run, are the lifecycle's.
  var retryPolicy: RefreshRetryPolicy?

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

  /// Keeps a failure shown and schedules the automatic retry.
  ///
  /// Not for an end that a detach applies. The lifecycle counts the failures in a row.
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

  /// A footer keeps showing a failure until it loads again.
  override func keepsShowing(_ result: RefreshResult) -> Bool {
    !result.isSuccess
  }

  /// VoiceOver calls a footer "Load more".
  override var accessibilityLabelKey: RefreshStringKey? {
    .footerAccessibilityLabel
  }

  /// A footer is pulled (or scrolled) to from the bottom.
  override var pullEdge: PullEdge? {
    .bottom
  }

  /// A footer is made for the footer slot.
  override var naturalSlot: ScrollAttachmentSlot {
    .footer
  }

  /// Sets the height to 44.
  open override func prepare() {
    super.prepare()
    self.height = RefreshMetrics.footerHeight
  }

  /// Spans the scroll model's width, for a footer that loads along the vertical axis.
  override func placeAtEdge() {
    super.placeAtEdge()
    if self.pullAxis == .vertical {
      self.spanScrollModelWidth()
    }
  }
}
