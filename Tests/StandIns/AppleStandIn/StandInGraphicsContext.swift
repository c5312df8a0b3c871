// The current graphics context of a view's draw pass: what UIKit's and AppKit's bezier paths
// stroke into.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import Foundation

// CoreGraphics/CGPath.h: typedef CF_ENUM(int32_t, CGLineCap) { kCGLineCapButt, kCGLineCapRound, kCGLineCapSquare };
/// How the ends of a line are drawn.
public enum CGLineCap: Int32, Sendable {
  case butt = 0
  case round = 1
  case square = 2
}

// CoreGraphics/CGPath.h: typedef CF_ENUM(int32_t, CGLineJoin) { kCGLineJoinMiter, kCGLineJoinRound, kCGLineJoinBevel };
/// How the corners of a line are drawn.
public enum CGLineJoin: Int32, Sendable {
  case miter = 0
  case round = 1
  case bevel = 2
}

/// What one draw pass stroked (stand-in only): the current context exists only while a view's
/// `draw(_:)` runs, as UIKit's `UIGraphicsGetCurrentContext()` and AppKit's
/// `NSGraphicsContext.current` do; a path stroked outside one draws nothing (UIKit logs "invalid
/// context 0x0").
@MainActor
public final class StandInGraphicsContext {
  /// A line stroked.
  public struct Stroke: Equatable, Sendable {
    /// The points, in the view's coordinates.
    public var points: [CGPoint]
    /// The line's width.
    public var lineWidth: CGFloat
    /// Whether the ends and corners are round.
    public var isRound: Bool
    /// The stroke colour's components, as set before the stroke.
    public var color: [CGFloat]
  }

  /// The context of the draw pass under way, or `nil` outside one.
  public private(set) static var current: StandInGraphicsContext?

  /// The strokes, in order.
  public private(set) var strokes: [Stroke] = []
  /// The colour components that strokes use now.
  public var strokeColor: [CGFloat] = [0, 0, 0, 1]

  /// Runs `body` as a draw pass and returns what it stroked.
  public static func drawing(_ body: () -> Void) -> [Stroke] {
    let context = StandInGraphicsContext()
    let outer = self.current
    self.current = context
    body()
    self.current = outer
    return context.strokes
  }

  /// Records a stroke.
  public func stroke(_ points: [CGPoint], lineWidth: CGFloat, isRound: Bool) {
    self.strokes.append(
      Stroke(points: points, lineWidth: lineWidth, isRound: isRound, color: self.strokeColor))
  }
}

/// What UIKit's and AppKit's bezier paths share (stand-in only): one subpath of lines, its
/// width, and its stroke into the current context.
open class StandInBezierPath: NSObject, @unchecked Sendable {
  private var points: [CGPoint] = []

  // UIKit/UIBezierPath.h, AppKit/NSBezierPath.h: @property CGFloat lineWidth;
  /// The width of the line; 1 by default.
  open var lineWidth: CGFloat = 1

  // UIKit/UIBezierPath.h, AppKit/NSBezierPath.h: - (void)moveToPoint:(CGPoint)point;
  /// Starts the path at `point` (the stand-in keeps one subpath).
  open func move(to point: CGPoint) {
    self.points = [point]
  }

  /// A straight line to `point`.
  public func standInAppend(_ point: CGPoint) {
    self.points.append(point)
  }

  /// Strokes the path into the current context; without one, nothing is drawn.
  ///
  /// Drawing runs on the main thread; the SDKs' `stroke` carries no actor.
  public func standInStroke(isRound: Bool) {
    let (points, width) = (self.points, self.lineWidth)
    MainActor.assumeIsolated {
      StandInGraphicsContext.current?.stroke(points, lineWidth: width, isRound: isRound)
    }
  }
}
#endif
