import Foundation

/// Accepts or refuses geometry at the doors of RefreshKit, reporting to ``Diagnostics``.
///
/// The accepting paths do not allocate.
enum GeometryCheck {
  static func isAcceptable(_ value: CGFloat) -> Bool {
    value.isFinite && value.magnitude <= Diagnostics.geometryLimit
  }

  static func isAcceptable(_ point: CGPoint) -> Bool {
    isAcceptable(point.x) && isAcceptable(point.y)
  }

  static func isAcceptable(_ size: CGSize) -> Bool {
    isAcceptable(size.width) && isAcceptable(size.height)
  }

  static func isAcceptable(_ insets: EdgeInsets) -> Bool {
    isAcceptable(insets.top) && isAcceptable(insets.left) && isAcceptable(insets.bottom)
      && isAcceptable(insets.right)
  }

  static func checked(_ value: CGFloat, _ subject: String, kept: CGFloat) -> CGFloat? {
    if isAcceptable(value) {
      return value
    }
    refuse("\(value)", isFinite: value.isFinite, subject, kept: "\(kept)")
    return nil
  }

  static func checked(_ point: CGPoint, _ subject: String, kept: CGPoint) -> CGPoint? {
    if isAcceptable(point) {
      return point
    }
    refuse(text(point), isFinite: point.isFinite, subject, kept: text(kept))
    return nil
  }

  static func checked(_ insets: EdgeInsets, _ subject: String, kept: EdgeInsets) -> EdgeInsets? {
    if isAcceptable(insets) {
      return insets
    }
    refuse(text(insets), isFinite: insets.isFinite, subject, kept: text(kept))
    return nil
  }

  /// Negative dimensions are clamped to zero.
  static func checked(_ size: CGSize, _ subject: String, kept: CGSize) -> CGSize? {
    guard isAcceptable(size) else {
      refuse(text(size), isFinite: size.isFinite, subject, kept: text(kept))
      return nil
    }
    return clampedNonNegative(size, subject)
  }

  static func checked(_ rect: CGRect, _ subject: String, kept: CGRect) -> CGRect? {
    guard isAcceptable(rect.origin), isAcceptable(rect.size) else {
      refuse(text(rect), isFinite: rect.isFinite, subject, kept: text(kept))
      return nil
    }
    return CGRect(origin: rect.origin, size: clampedNonNegative(rect.size, subject))
  }

  static func store(_ rect: CGRect, in storage: Observable<CGRect>, _ subject: String) {
    if let rect = checked(rect, subject, kept: storage.value) {
      storage.value = rect
    }
  }

  static func checkedLength(_ value: CGFloat, _ subject: String, kept: CGFloat) -> CGFloat? {
    guard let value = checked(value, subject, kept: kept) else {
      return nil
    }
    if value < 0 {
      Diagnostics.report(
        .negativeValueClamped, subject, "clamped \(value) to 0: lengths cannot be negative")
      return 0
    }
    return value
  }

  private static func clampedNonNegative(_ size: CGSize, _ subject: String) -> CGSize {
    guard size.width < 0 || size.height < 0 else {
      return size
    }
    let clamped = CGSize(width: max(size.width, 0), height: max(size.height, 0))
    Diagnostics.report(
      .negativeValueClamped, subject,
      "clamped \(text(size)) to \(text(clamped)): sizes cannot be negative")
    return clamped
  }

  private static func refuse(_ value: String, isFinite: Bool, _ subject: String, kept: String) {
    if isFinite {
      Diagnostics.report(
        .valueOutOfRange, subject,
        "refused \(value): numbers must lie within ±\(Diagnostics.geometryLimit) points; kept \(kept)"
      )
    } else {
      Diagnostics.report(
        .nonFiniteValue, subject, "refused \(value): numbers must be finite; kept \(kept)")
    }
  }

  // MARK: - Text, the same on every platform

  static func text(_ point: CGPoint) -> String {
    "(x: \(point.x), y: \(point.y))"
  }

  static func text(_ size: CGSize) -> String {
    "(width: \(size.width), height: \(size.height))"
  }

  static func text(_ rect: CGRect) -> String {
    "(x: \(rect.origin.x), y: \(rect.origin.y), width: \(rect.width), height: \(rect.height))"
  }

  static func text(_ insets: EdgeInsets) -> String {
    "(top: \(insets.top), left: \(insets.left), bottom: \(insets.bottom), right: \(insets.right))"
  }
}
