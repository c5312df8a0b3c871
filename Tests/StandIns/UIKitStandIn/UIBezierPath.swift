// UIKit's bezier path and a view's drawing: what draws a vector animation.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import Foundation

// UIKit/UIBezierPath.h: UIKIT_EXTERN API_AVAILABLE(ios(3.2)) NS_SWIFT_SENDABLE @interface UIBezierPath : NSObject<NSCopying, NSSecureCoding>
/// A path of lines, stroked into the current context.
open class UIBezierPath: StandInBezierPath, @unchecked Sendable {
  // UIKit/UIBezierPath.h: @property(nonatomic) CGLineCap lineCapStyle;
  /// How the ends are drawn.
  open var lineCapStyle = CGLineCap.butt
  // UIKit/UIBezierPath.h: @property(nonatomic) CGLineJoin lineJoinStyle;
  /// How the corners are drawn.
  open var lineJoinStyle = CGLineJoin.miter

  // UIKit/UIBezierPath.h: - (void)addLineToPoint:(CGPoint)point;
  /// A straight line to `point`.
  open func addLine(to point: CGPoint) {
    self.standInAppend(point)
  }

  // UIKit/UIBezierPath.h: - (void)stroke;
  /// Strokes the path into the current context; without one, nothing is drawn.
  open func stroke() {
    self.standInStroke(isRound: self.lineCapStyle == .round && self.lineJoinStyle == .round)
  }
}

extension UIColor {
  // UIKit/UIColor.h: - (void)setStroke;
  /// Makes this the colour of the strokes that follow in the current context; a dynamic colour
  /// as resolved for the drawing view's traits (UIKit sets `UITraitCollection.current` around
  /// `drawRect:`).
  @MainActor
  public func setStroke() {
    let traits = StandInDrawingTraits.current ?? UITraitCollection()
    let color = self.resolvedColor(with: traits).standInComponents
    StandInGraphicsContext.current?.strokeColor = [color.red, color.green, color.blue, color.alpha]
  }
}

/// The traits of the view whose `draw(_:)` runs (stand-in only).
@MainActor
enum StandInDrawingTraits {
  static var current: UITraitCollection?
}

extension UIView {
  /// Runs the view's `draw(_:)` over its bounds if it needs display, as the next screen update
  /// does, and returns what it stroked (stand-in only); nothing when it needs no display.
  public func standInDisplayIfNeeded() -> [StandInGraphicsContext.Stroke]? {
    guard self.standInNeedsDisplay else {
      return nil
    }
    self.standInNeedsDisplay = false
    StandInDrawingTraits.current = self.traitCollection
    defer { StandInDrawingTraits.current = nil }
    return StandInGraphicsContext.drawing { self.draw(self.bounds) }
  }
}
#endif
