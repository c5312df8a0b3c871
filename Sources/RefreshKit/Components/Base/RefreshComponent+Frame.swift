public import Foundation

extension RefreshComponent {
  /// The component's frame in the content's coordinates: a header sits at `y == -height`.
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
  /// Setting it measures the pull again: a pull no longer past the trigger goes back to idle. A
  /// negative height becomes zero and a non-finite one is refused, reported to ``Diagnostics``.
  /// Above the default text size, a component with text grows to what its text needs.
  public var height: CGFloat {
    get {
      self.frame.height
    }
    set {
      self.setLength(newValue, \.height, "RefreshComponent.height")
    }
  }

  /// The component's width: the scroll model's for headers and footers, 60 for trailers; a
  /// negative width becomes zero and a non-finite one is refused, reported to ``Diagnostics``.
  public var width: CGFloat {
    get {
      self.frame.width
    }
    set {
      self.setLength(newValue, \.width, "RefreshComponent.width")
    }
  }

  /// Never shrinks, as MJRefresh's GIF components grow to the first frame of a new list.
  func grow(toFit height: CGFloat) {
    if height > self.height {
      self.height = height
    }
  }

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

  private var pullDimension: WritableKeyPath<CGSize, CGFloat> {
    self.pullAxis == .vertical ? \.height : \.width
  }

  /// Grows along the pull axis to what the text needs above the default size, or back.
  func fitLengthToText() {
    // Runs at every layout: return before reading any key path when there is nothing to do.
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

  func scaleText(of label: LabelModel) {
    label.textMeasurer = self.config.textMeasurer
    label.textScale = self.config.textScale(for: label.textStyle)
  }
}
