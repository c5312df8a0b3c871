public import Foundation

extension CGPoint {
  /// Whether both coordinates are finite numbers (neither NaN nor infinite).
  public var isFinite: Bool {
    self.x.isFinite && self.y.isFinite
  }

  /// The coordinate along `axis`: `y` for vertical, `x` for horizontal.
  public subscript(axis: ScrollAxis) -> CGFloat {
    get {
      switch axis {
      case .vertical: self.y
      case .horizontal: self.x
      }
    }
    set {
      switch axis {
      case .vertical: self.y = newValue
      case .horizontal: self.x = newValue
      }
    }
  }
}

extension CGSize {
  /// Whether both dimensions are finite numbers (neither NaN nor infinite).
  public var isFinite: Bool {
    self.width.isFinite && self.height.isFinite
  }

  /// The dimension along `axis`: the height for vertical, the width for horizontal.
  public subscript(axis: ScrollAxis) -> CGFloat {
    get {
      switch axis {
      case .vertical: self.height
      case .horizontal: self.width
      }
    }
    set {
      switch axis {
      case .vertical: self.height = newValue
      case .horizontal: self.width = newValue
      }
    }
  }
}

extension CGRect {
  /// Whether the origin and the size are finite numbers (neither NaN nor infinite).
  public var isFinite: Bool {
    self.origin.isFinite && self.size.isFinite
  }

  func minimum(_ axis: ScrollAxis) -> CGFloat {
    axis == .vertical ? self.minY : self.minX
  }

  func maximum(_ axis: ScrollAxis) -> CGFloat {
    axis == .vertical ? self.maxY : self.maxX
  }

  init(center: CGPoint, size: CGSize) {
    self.init(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
  }
}
