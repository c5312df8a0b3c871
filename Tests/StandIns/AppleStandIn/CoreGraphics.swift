// What the bindings use of CoreGraphics and CoreFoundation that Linux's Foundation lacks.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
@_exported public import Foundation  // UIKit and AppKit re-export Foundation

// CoreFoundation/CFDate.h: typedef double CFTimeInterval;
/// Seconds, as CoreFoundation counts them.
public typealias CFTimeInterval = Double

// CoreGraphics/CGAffineTransform.h: struct CGAffineTransform { CGFloat a, b, c, d; CGFloat tx, ty; };
/// An affine transform, reduced to what a binding sets: identity and rotations.
public struct CGAffineTransform: Equatable, Sendable {
  /// The matrix entries.
  public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

  // CoreGraphics: CG_EXTERN const CGAffineTransform CGAffineTransformIdentity; (imported as .identity)
  /// The identity transform.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A transform of entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  // CoreGraphics: CGAffineTransformMakeRotation(CGFloat angle) (imported as init(rotationAngle:))
  /// A rotation by `angle` radians.
  public init(rotationAngle angle: CGFloat) {
    self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
  }

  /// The rotation this transform makes, in radians (stand-in only: tests read it back).
  public var standInRotation: CGFloat {
    atan2(self.b, self.a)
  }
}
#endif
