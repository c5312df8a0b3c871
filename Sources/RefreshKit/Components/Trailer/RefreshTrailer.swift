public import Foundation

/// The logic of a horizontal trailer past the right edge (the left edge, right to left), with no
/// presentation: the back footer's algorithm on the x axis.
///
/// MJRefresh's `MJRefreshTrailer`.
///
/// The trailer is 60 points wide and as tall as the scroll model, placed after the content (or at
/// the right of the view when the content is narrower). Pulling left past it and releasing
/// refreshes, holding its width open; ending lets it go. Attaching turns on horizontal bouncing;
/// vertical bouncing stays as it was, so a header on the same scroll model still pulls.
///
/// In a right-to-left layout (``RefreshComponent/layoutDirection``), where horizontal content
/// ends at its left, the trailer sits left of the content: pulling right past it and releasing
/// refreshes, holding its width open on the left.
open class RefreshTrailer: RefreshComponent {
  /// Extra distance beyond the trailer: it is placed that much further right (left, right to
  /// left).
  public var ignoredScrollViewContentInsetRight: CGFloat = 0 {
    didSet {
      self.ignoredScrollViewContentInsetRight =
        GeometryCheck.checked(
          self.ignoredScrollViewContentInsetRight,
          "RefreshTrailer.ignoredScrollViewContentInsetRight", kept: oldValue) ?? oldValue
      self.placeSubviews()
    }
  }

  /// The edge the trailer is pulled from: the right, or the left right to left; set as it is
  /// laid out (the direction changes only with the config, which lays it out again), so that
  /// following the offset does not work the direction out at every frame.
  private var edge = PullEdge.right

  /// VoiceOver calls a trailer "View details".
  override var accessibilityLabelKey: RefreshStringKey? {
    .trailerAccessibilityLabel
  }

  /// A trailer is pulled from its trailing edge.
  override var pullEdge: PullEdge? {
    self.edge
  }

  /// The trailer holds its edge open while refreshing, follows the pull past the content's
  /// end (its right, or its left right to left), and follows the content's size.
  override var heldEdge: PullEdge? {
    self.edge
  }

  /// A trailer is made for the trailer slot.
  override var naturalSlot: ScrollAttachmentSlot {
    .trailer
  }

  /// Sets the width to 60.
  open override func prepare() {
    super.prepare()
    self.width = RefreshMetrics.trailerWidth
  }

  /// Trailers are pulled along the horizontal axis: attaching one turns on horizontal bouncing
  /// and leaves vertical bouncing as it is (MJRefresh's trailer turns it off, which leaves a
  /// header on a short list that can no longer be pulled).
  public override var pullAxis: ScrollAxis {
    .horizontal
  }

  /// Places the trailer after the content, or at the right of the view past narrow content, as
  /// tall as the scroll model, and while refreshing keeps the space it holds right; right to
  /// left, before the content.
  override func placeAtEdge() {
    super.placeAtEdge()
    guard let scrollModel = self.scrollModel else {
      return
    }
    let edge: PullEdge = self.isRightToLeft ? .left : .right
    if edge.isLeading != self.edge.isLeading {
      self.directionDidChange(to: edge)
    }
    edge.updateHeldShare(of: self, extent: self.width)
    let original = self.scrollViewOriginalInset
    let x =
      edge.isLeading
      ? -self.width - self.ignoredScrollViewContentInsetRight
      : max(
        scrollModel.contentSize.width + self.ignoredScrollViewContentInsetRight,
        scrollModel.frame.width - original.left - original.right
          + self.ignoredScrollViewContentInsetRight)
    let frame = CGRect(x: x, y: 0, width: self.width, height: scrollModel.frame.height)
    if self.frame != frame {
      let heightChanged = frame.height != self.frame.height
      self.frame = frame
      if heightChanged {
        self.fitLengthToText()  // vertical text wraps into more or fewer columns
      }
    }
  }

  /// The direction changed: what the trailer holds (refreshing, showing a result or closing)
  /// moves to the other side, the close with it, and a pull on the old side is no pull.
  private func directionDidChange(to edge: PullEdge) {
    let old = self.edge
    self.edge = edge
    if let share = self.insetShare {
      let held = old.share(of: share.insets)
      share.insets.left = 0
      share.insets.right = 0
      share.insets = edge.insets(share.insets, withShare: held)
    }
    if case .share(_, let start) = self.motions.end?.path {
      self.changeEndMotion { $0?.path = .share(edge, start: start) }
    }
    self.measurePullAgain()  // from the offset as it is, on the new side
  }
}
