public import Foundation

/// The component's frame: its size, checked, and how it grows.
extension RefreshComponent {
  /// The component's frame in the content's coordinates, like a subview of the scroll view: a
  /// header sits above the content, at `y == -height`.
  public internal(set) var frame: CGRect {
    get {
      self.frameStorage.value
    }
    set {
      if let frame = GeometryCheck.checked(newValue, "RefreshComponent.frame", kept: self.frame) {
        self.frameStorage.value = frame
      }
    }
  }

  /// The component's height: 54 for headers, 44 for footers (MJRefresh's `mj_h`).
  ///
  /// Setting it lays the component out again and measures the pull again: a pull no longer
  /// past the trigger goes back to idle. A negative height becomes zero and a non-finite one is
  /// refused, reported to ``Diagnostics``.
  public var height: CGFloat {
    get {
      self.frame.height
    }
    set {
      self.setLength(newValue, \.height, "RefreshComponent.height")
    }
  }

  /// The component's width: the scroll model's for headers and footers, 60 for trailers.
  ///
  /// Setting it lays the component out again and measures the pull again. A negative width
  /// becomes zero and a non-finite one is refused, reported to ``Diagnostics``.
  public var width: CGFloat {
    get {
      self.frame.width
    }
    set {
      self.setLength(newValue, \.width, "RefreshComponent.width")
    }
  }

  /// Grows the component to `height` if it is shorter; it never shrinks, as MJRefresh's GIF
  /// components grow to the first frame of the list just set.
  func grow(toFit height: CGFloat) {
    if height > self.height {
      self.height = height
    }
  }

  /// Sets one dimension of the frame after checking it, then lays out again.
  private func setLength(
    _ value: CGFloat, _ dimension: WritableKeyPath<CGSize, CGFloat>, _ subject: String
  ) {
    guard
      let length = GeometryCheck.checkedLength(
        value, subject, kept: self.frame.size[keyPath: dimension])
    else {
      return
    }
    let changed = length != self.frame.size[keyPath: dimension]
    self.frame.size[keyPath: dimension] = length
    self.placeSubviews()
    if changed {
      self.measurePullAgain()  // the trigger may have moved under the finger
    }
  }
}
