public import Foundation

/// The base class of load-more components: 44 points tall, with a no-more-data state.
///
/// MJRefresh's `MJRefreshFooter`. Use ``AutoNormalFooter`` for infinite scrolling or
/// ``BackNormalFooter`` for pull-up-and-release loading. See <doc:FootersAndTheTrailer>.
///
/// A failed page (``RefreshResult/failure(_:)`` or an async action that throws) leaves the footer
/// idle showing it (``showsFailure``) until a page loads, no more data or a detach; an auto
/// footer then stops loading by itself as the content scrolls. See <doc:beyond-mjrefresh>.
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
  /// Defaults to `nil`: no automatic retry. Values out of range are made usable and reported to
  /// ``Diagnostics``. See <doc:beyond-mjrefresh>.
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
    self.lifecycle.aftermath.failures
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
