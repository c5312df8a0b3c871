// AppKit's bezier path and a view's drawing: what draws a vector animation.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import Foundation

// AppKit/NSBezierPath.h: @interface NSBezierPath : NSObject <NSCopying, NSSecureCoding>
/// A path of lines, stroked into the current context.
open class NSBezierPath: StandInBezierPath, @unchecked Sendable {
  // AppKit/NSBezierPath.h: typedef NS_ENUM(NSUInteger, NSLineCapStyle)
  /// How the ends are drawn.
  public enum LineCapStyle: UInt, Sendable {
    case butt = 0
    case round = 1
    case square = 2
  }

  // AppKit/NSBezierPath.h: typedef NS_ENUM(NSUInteger, NSLineJoinStyle)
  /// How the corners are drawn.
  public enum LineJoinStyle: UInt, Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
  }

  // AppKit/NSBezierPath.h: @property NSLineCapStyle lineCapStyle;
  /// How the ends are drawn.
  open var lineCapStyle = LineCapStyle.butt
  // AppKit/NSBezierPath.h: @property NSLineJoinStyle lineJoinStyle;
  /// How the corners are drawn.
  open var lineJoinStyle = LineJoinStyle.miter

  // AppKit/NSBezierPath.h: - (void)lineToPoint:(NSPoint)point;
  /// A straight line to `point`.
  open func line(to point: NSPoint) {
    self.standInAppend(point)
  }

  // AppKit/NSBezierPath.h: - (void)stroke;
  /// Strokes the path into the current context; without one, nothing is drawn.
  open func stroke() {
    self.standInStroke(isRound: self.lineCapStyle == .round && self.lineJoinStyle == .round)
  }
}

extension NSColor {
  // AppKit/NSColor.h: - (void)setStroke;
  /// Makes this the colour of the strokes that follow in the current context; a dynamic colour
  /// as resolved for the light appearance, the stand-in's only drawing appearance.
  @MainActor
  public func setStroke() {
    let color = self.standInResolved(in: NSAppearance(standInNamed: .aqua)).standInComponents
    StandInGraphicsContext.current?.strokeColor = [color.red, color.green, color.blue, color.alpha]
  }
}

extension NSView {
  /// Runs the view's `draw(_:)` over its bounds if it needs display, as the next screen update
  /// does, and returns what it stroked (stand-in only); nothing when it needs no display.
  public func standInDisplayIfNeeded() -> [StandInGraphicsContext.Stroke]? {
    guard self.needsDisplay else {
      return nil
    }
    self.needsDisplay = false
    return StandInGraphicsContext.drawing { self.draw(self.bounds) }
  }
}
#endif
