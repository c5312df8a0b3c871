import Foundation

/// The logic of a loader at the start of the content, with no presentation: the auto footer's
/// mirror.
///
/// It loads earlier items by itself as the user nears the top of a chat or a timeline.
///
/// Attach it with ``ScrollModel/leadingLoader``. It sits just before the content and holds its
/// length as a share of the leading inset while shown, so that it shows above the first row.
/// It triggers by ``AutoLoader``'s rules, mirrored: as the offset reaches the start (less
/// ``AutoLoader/preloadScreens`` screens) while the content moves toward it, when a drag ends
/// at the start, or, with ``AutoLoader/itemTriggerDistance``, when the first visible row is
/// within that many rows of the first row. ``RefreshState/noMoreData`` is the beginning of the
/// conversation.
///
/// When the earlier page arrives, insert it with ``ScrollModel/insertContentAtStart(_:on:)``:
/// the offset moves by the inserted length in the same step, and what the user reads stays
/// exactly where it was, whatever the content was doing.
///
/// ```swift
/// let loader = LeadingNormalLoader { await chat.loadEarlierPage() }   // inserts the rows
/// loader.itemTriggerDistance = 5
/// scroll.leadingLoader = loader
/// // in loadEarlierPage, once the rows are laid out above:
/// scroll.insertContentAtStart(insertedHeight)
/// ```
///
/// On the horizontal ``axis`` it sits left of the content, as tall as the scroll model, and
/// ``RefreshComponent/width`` is its length; in a right-to-left layout, where a horizontal list
/// starts at its right, it sits right of the content, and earlier items are added at the end
/// of the content, which keeps the offset as it is by itself.
///
/// ``AutoLoader/autoTriggerTimes`` defaults to −1 here: each page moves the content a page away
/// from the start, so a fling that keeps going loads page after page instead of stalling at the
/// top.
/// The inherited `ignoredScrollViewContentInsetBottom` does not apply.
open class LeadingLoader: AutoLoader {
  /// The axis the loader loads along: `.vertical` (the default) for a list that starts at its
  /// top, `.horizontal` for one that starts at its left (right, right to left).
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

  /// The edge the loader sits on, set as it is laid out (the direction changes only with the
  /// config, which lays it out again), so that following the offset does not work the direction
  /// out at every frame.
  private var edge = PullEdge.top

  /// The edge the loader sits on.
  override var loadEdge: PullEdge {
    self.edge
  }

  /// Loads along its axis: attaching it turns on bouncing on that axis, so that a short
  /// conversation can still be pulled.
  public override var pullAxis: ScrollAxis {
    self.axis
  }

  /// VoiceOver calls the loader "Load earlier items".
  override var accessibilityLabelKey: RefreshStringKey? {
    .leadingLoaderAccessibilityLabel
  }

  /// A leading loader is made for the leading loader slot.
  override var naturalSlot: ScrollAttachmentSlot {
    .leadingLoader
  }

  // MARK: - Hooks

  /// Sets no limit on automatic triggers per drag.
  open override func prepare() {
    super.prepare()
    self.autoTriggerTimes = -1
  }

  /// Places the loader just before the content on its axis: above the first row, or left of
  /// the first column (right of the last, right to left).
  override func placeAtEdge() {
    super.placeAtEdge()
    guard let scrollModel = self.scrollModel else {
      return
    }
    let edge: PullEdge =
      self.axis == .vertical ? .top : (self.isRightToLeft ? .right : .left)
    if edge != self.edge {
      self.edge = edge
    }
    let frame: CGRect
    switch (edge.axis, edge.isLeading) {
    case (.vertical, _):
      frame = CGRect(
        x: self.frame.origin.x, y: -self.height, width: self.frame.width, height: self.height)
    case (.horizontal, true):
      frame = CGRect(
        x: -self.width, y: 0, width: self.width, height: scrollModel.frame.height)
    case (.horizontal, false):
      frame = CGRect(
        x: scrollModel.contentSize.width, y: 0, width: self.width,
        height: scrollModel.frame.height)
    }
    if self.frame != frame {
      self.frame = frame
    }
    self.updateShare()
  }
}
