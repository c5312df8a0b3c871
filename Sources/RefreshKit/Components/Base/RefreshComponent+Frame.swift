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
  /// refused, reported to ``Diagnostics``. Above the default text size, a component with text
  /// is at least as tall as its text needs (``lengthNeededForText()``): reading it then gives
  /// the height grown, and the one set comes back as the text gets smaller.
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
    if !self.textFit.isFitting && dimension == self.pullDimension {
      self.textFit.designLength = nil  // the length set, which the text may grow again
    }
    let old = self.frame.size[keyPath: dimension]
    self.frame.size[keyPath: dimension] = length
    self.placeSubviews()
    if length != old {
      if dimension == self.pullDimension {
        self.pullLengthDidChange(from: old)
      }
      self.measurePullAgain()  // the trigger may have moved under the finger
    }
  }

  /// The dimension the component is pulled along: its height, or its width sideways.
  private var pullDimension: WritableKeyPath<CGSize, CGFloat> {
    self.pullAxis == .vertical ? \.height : \.width
  }

  /// Grows the component along its pull axis to the length its text needs above the default
  /// text size (``lengthNeededForText()``), or back to the length set.
  func fitLengthToText() {
    // At the default text size a component that was never grown has nothing to do; this runs
    // at every layout, so it returns before any key path is read.
    guard !self.textFit.isFitting,
      self.textFit.designLength != nil || TextColumn.isActive(for: self)
    else {
      return
    }
    self.textFit.isFitting = true
    defer { self.textFit.isFitting = false }
    let dimension = self.pullDimension
    let current = self.frame.size[keyPath: dimension]
    let design = self.textFit.designLength ?? current
    let needed = TextColumn.isActive(for: self) ? self.lengthNeededForText() : nil
    let target = max(design, needed ?? 0)
    self.textFit.designLength = target > design ? design : nil
    if target != current {
      self.setLength(target, dimension, "RefreshComponent.lengthNeededForText()")
    }
  }

  /// Gives `label` the scale of its text style at the user's text size.
  func scaleText(of label: LabelModel) {
    label.textScale = self.config.textScale(for: label.textStyle)
  }
}
