// UIKit's boxing of geometry in NSValue: what key-value observing of a view's point and size
// properties gives.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import Foundation

extension NSValue {
  // UIKit/UIGeometry.h: + (NSValue *)valueWithCGPoint:(CGPoint)point; (NSValue (NSValueUIGeometryExtensions))
  /// A value holding `point`.
  public convenience init(cgPoint point: CGPoint) {
    self.init(point: point)
  }

  // UIKit/UIGeometry.h: + (NSValue *)valueWithCGSize:(CGSize)size;
  /// A value holding `size`.
  public convenience init(cgSize size: CGSize) {
    self.init(size: size)
  }

  // UIKit/UIGeometry.h: @property(nonatomic, readonly) CGPoint CGPointValue;
  /// The point held.
  public var cgPointValue: CGPoint {
    self.pointValue
  }

  // UIKit/UIGeometry.h: @property(nonatomic, readonly) CGSize CGSizeValue;
  /// The size held.
  public var cgSizeValue: CGSize {
    self.sizeValue
  }
}
#endif
