// The scroll view a stand-in `ScrollView` or `List` stands for: its geometry, phase and position,
// with the rules of SwiftUI's documentation.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import Foundation

/// The scroll view under the refresh modifiers, as SwiftUI runs it (stand-in only).
///
/// It reproduces what the binding meets:
/// - `ScrollGeometry.contentOffset` "may extend before zero or beyond the content size when the
///   content insets of the scroll view are non-zero or when rubber banding"; the content
///   insets are the safe area plus the content margins (`contentMargins(_:_:for:)`);
/// - a position set to an edge goes to that edge, and SwiftUI "will attempt to keep that
///   position stable. For an edge, that means keeping a top aligned scroll view scrolled to the
///   top if the content size changes" (`ScrollPosition`): here also when the margins change;
/// - a position set to a point is clamped: "The scroll view will clamp this value to only scroll
///   to the size of its actual content" (`scrollTo(y:)`): from 0 to the content's height less
///   the container's;
/// - a programmatic position "will stop any active scrolls" (`Transaction
///   .scrollPositionUpdatePreservesVelocity`);
/// - a drag makes the position the user's (`ScrollPosition.isPositionedByUser`), with the phase
///   `.interacting`; after the release the content decelerates and springs back past an edge
///   in `.decelerating`, then rests in `.idle` (`ScrollPhase`).
@MainActor
public final class StandInScrollView {
  /// The scroll view's size.
  public var containerSize = CGSize(width: 390, height: 844)
  /// The content's size.
  public var contentSize = CGSize(width: 390, height: 2000)
  /// The safe area under the bars: the insets before any content margin.
  public var safeArea = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
  /// The content margins the last update set.
  public private(set) var margins = EdgeInsets()
  /// The offset, negative above the content's top.
  public private(set) var offset = CGPoint(x: 0, y: -59)
  /// What moves it.
  public private(set) var phase = ScrollPhase.idle
  /// The edge it keeps to while the app's position holds one.
  private var alignedEdge: Edge? = .top
  /// The position setting last applied.
  private var appliedRevision = 0
  private var velocity: CGFloat = 0
  private var dragOrigin: CGFloat = 0
  private var translation: CGFloat = 0

  /// A scroll view at its top under the safe area.
  public init() {}

  /// The insets the content scrolls within.
  public var contentInsets: EdgeInsets {
    EdgeInsets(
      top: self.safeArea.top + self.margins.top,
      leading: self.safeArea.leading + self.margins.leading,
      bottom: self.safeArea.bottom + self.margins.bottom,
      trailing: self.safeArea.trailing + self.margins.trailing)
  }

  /// What `onScrollGeometryChange` sees.
  public var geometry: ScrollGeometry {
    ScrollGeometry(
      contentOffset: self.offset, contentSize: self.contentSize,
      contentInsets: self.contentInsets, containerSize: self.containerSize)
  }

  /// The offset at the top edge: the content's top under the insets.
  public var topEdge: CGFloat {
    -self.contentInsets.top
  }

  /// The offset at the bottom edge.
  public var bottomEdge: CGFloat {
    max(
      self.topEdge,
      self.contentSize.height + self.contentInsets.bottom - self.containerSize.height)
  }

  // MARK: - Layout (the renderer, after an update)

  /// The margins of an update, and the edge kept if the position holds one.
  func layOut(margins: EdgeInsets) {
    self.margins = margins
    self.keepToEdge()
  }

  /// Applies the position if the app set it since it was last applied.
  func apply(_ position: ScrollPosition) {
    guard position.standInRevision != self.appliedRevision else {
      return
    }
    self.appliedRevision = position.standInRevision
    self.velocity = 0
    if self.phase == .decelerating || self.phase == .animating {
      self.phase = .idle  // a programmatic position stops active scrolls
    }
    if let edge = position.edge {
      self.alignedEdge = edge
      self.keepToEdge()
    } else if let point = position.point {
      self.alignedEdge = nil
      let maximum = max(0, self.contentSize.height - self.containerSize.height)
      self.offset.y = min(max(point.y, 0), maximum)
    }
  }

  private func keepToEdge() {
    guard self.phase != .interacting else {
      return
    }
    switch self.alignedEdge {
    case .top: self.offset.y = self.topEdge
    case .bottom: self.offset.y = self.bottomEdge
    default: break
    }
  }

  // MARK: - The user (the test, through the renderer)

  /// A finger drags the content by `dy` (down positive): at half speed past an edge.
  func drag(by dy: CGFloat) {
    if self.phase != .interacting {
      self.phase = .interacting
      self.velocity = 0
      self.dragOrigin = self.offset.y
      self.translation = 0
    }
    self.alignedEdge = nil
    self.translation += dy
    let raw = self.dragOrigin - self.translation
    let (top, bottom) = (self.topEdge, self.bottomEdge)
    self.offset.y =
      raw < top ? top - (top - raw) * 0.5 : raw > bottom ? bottom + (raw - bottom) * 0.5 : raw
  }

  /// The finger lifts with `velocity` (points per second, content moving down positive).
  func release(velocity: CGFloat) {
    guard self.phase == .interacting else {
      return
    }
    self.velocity = -velocity
    let inRange = self.offset.y >= self.topEdge && self.offset.y <= self.bottomEdge
    self.phase = inRange && velocity == 0 ? .idle : .decelerating
  }

  /// One frame of deceleration and spring-back: whether the offset moved.
  func step(_ dt: TimeInterval) -> Bool {
    guard self.phase == .decelerating else {
      return false
    }
    let before = self.offset.y
    var y = before
    let (top, bottom) = (self.topEdge, self.bottomEdge)
    if y < top || y > bottom {
      let edge = y < top ? top : bottom
      y = edge + (y - edge) * CGFloat(exp(-dt * 12))
      self.velocity = 0
      if abs(y - edge) < 0.5 {
        y = edge
      }
    } else {
      y += self.velocity * CGFloat(dt)
      self.velocity *= CGFloat(pow(0.998, dt * 1000))
      if abs(self.velocity) < 10 {
        self.velocity = 0
      }
    }
    self.offset.y = y
    if self.velocity == 0 && y >= top && y <= bottom {
      self.phase = .idle
    }
    return y != before
  }
}
#endif
