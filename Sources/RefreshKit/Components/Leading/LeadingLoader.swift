import Foundation

/// The logic of a loader at the start of the content, with no presentation: the auto footer's
/// mirror.
///
/// Attach it with ``ScrollModel/leadingLoader`` and insert each earlier page with
/// ``ScrollModel/insertContentAtStart(_:on:)``. ``AutoLoader/autoTriggerTimes`` defaults to −1.
/// On the horizontal ``axis``, ``RefreshComponent/width`` is its length. The inherited
/// `ignoredScrollViewContentInsetBottom` does not apply. See <doc:FootersAndTheTrailer>.
open class LeadingLoader: AutoLoader {
  /// The axis the loader loads along; `.vertical` by default.
  public var axis = ScrollAxis.vertical {
    didSet {
      guard self.axis != oldValue else {
        return
      }
      if self.axis == .horizontal {
        self.width = RefreshMetrics.footerHeight
      } else {
        self.height = RefreshMetrics.footerHeight
      }
      self.updatePresence()
    }
  }

  /// Set at layout, so that following the offset does not work the direction out every frame.
  private var edge = PullEdge.top

  override var loadEdge: PullEdge {
    self.edge
  }

  /// Loads along its axis: attaching turns on bouncing there, so a short list can be pulled.
  public override var pullAxis: ScrollAxis {
    self.axis
  }

  override var accessibilityLabelKey: RefreshStringKey? {
    .leadingLoaderAccessibilityLabel
  }

  override var naturalSlot: ScrollAttachmentSlot {
    .leadingLoader
  }

  /// Sets no limit on automatic triggers per drag.
  open override func prepare() {
    super.prepare()
    self.autoTriggerTimes = -1
  }

  override func placeAtEdge() {
    super.placeAtEdge()
    guard let scrollModel = self.scrollModel else {
      return
    }
    let edge: PullEdge =
      self.axis == .vertical ? .top : (self.isRightToLeft ? .right : .left)
    self.edge = edge
    let frame =
      edge.axis == .vertical
      ? CGRect(
        x: self.frame.origin.x, y: -self.height, width: self.frame.width, height: self.height)
      : CGRect(
        x: edge.isLeading ? -self.width : scrollModel.contentSize.width, y: 0, width: self.width,
        height: scrollModel.frame.height)
    if self.frame != frame {
      self.frame = frame
    }
    self.updateShare()
  }
}
