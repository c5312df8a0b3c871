public import Foundation

/// The logic of a horizontal trailer past the content's trailing edge, with no presentation:
/// MJRefresh's `MJRefreshTrailer`.
///
/// It is 60 points wide and as tall as the scroll model, at the frame's right edge when the
/// content is narrower; right to left, it sits left of the content.
/// See <doc:FootersAndTheTrailer>.
open class RefreshTrailer: RefreshComponent {
  /// Extra distance beyond the trailer: it is placed that much further out.
  public var ignoredScrollViewContentInsetRight: CGFloat = 0 {
    didSet {
      self.ignoredScrollViewContentInsetRight =
        GeometryCheck.checked(
          self.ignoredScrollViewContentInsetRight,
          "RefreshTrailer.ignoredScrollViewContentInsetRight", kept: oldValue) ?? oldValue
      self.placeSubviews()
    }
  }

  /// Set as it is laid out, so that following the offset does not work the direction out per frame.
  private var edge = PullEdge.right

  override var accessibilityLabelKey: RefreshStringKey? {
    .trailerAccessibilityLabel
  }

  override var pullEdge: PullEdge? {
    self.edge
  }

  override var heldEdge: PullEdge? {
    self.edge
  }

  override var naturalSlot: ScrollAttachmentSlot {
    .trailer
  }

  /// Sets the width to 60.
  open override func prepare() {
    super.prepare()
    self.width = RefreshMetrics.trailerWidth
  }

  /// Trailers are pulled horizontally: attaching one turns on horizontal bouncing and, unlike
  /// MJRefresh, leaves vertical bouncing alone, so a header on a short list still pulls.
  public override var pullAxis: ScrollAxis {
    .horizontal
  }

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
      : max(scrollModel.contentSize.width, scrollModel.frame.width - original.left - original.right)
        + self.ignoredScrollViewContentInsetRight
    let frame = CGRect(x: x, y: 0, width: self.width, height: scrollModel.frame.height)
    if self.frame != frame {
      let heightChanged = frame.height != self.frame.height
      self.frame = frame
      if heightChanged {
        self.fitLengthToText()  // vertical text wraps into more or fewer columns
      }
    }
  }

  /// What the trailer holds, and its closing, move to the other side.
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
