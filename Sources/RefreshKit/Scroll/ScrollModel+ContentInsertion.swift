public import Foundation

extension ScrollModel {
  /// Adds `length` points of content before the start of `axis` (older messages above a chat)
  /// and moves the offset by the same amount in the same step, so what the user reads stays put.
  ///
  /// ```swift
  /// scroll.insertContentAtStart(480)  // 20 older messages, 480 points tall
  /// ```
  ///
  /// Use it too for content inserted above the rows the user reads (``PagedFeed/fillGap()``).
  /// A drag, deceleration, bounce, offset animation or refresh under way goes on with the content.
  /// Observers of `\.contentSize` then `\.contentOffset` are told after both are stored, with
  /// ``isShiftingContent`` `true`, so no component triggers; attachments move their own offsets
  /// first (``ScrollModelAttachment/scrollModelDidShiftContent(by:on:)``).
  ///
  /// A negative `length` removes content from the start. A removal of more than the content is
  /// cut to its length and a non-finite length refused, both reported to ``Diagnostics``. An
  /// offset at rest left out of range moves back into range.
  public func insertContentAtStart(_ length: CGFloat, on axis: ScrollAxis = .vertical) {
    self.record(.insertContentAtStart(length: length, axis: axis))
    guard var delta = Self.movement(length, "ScrollModel.insertContentAtStart") else {
      return
    }
    if self.contentSize[axis] + delta < 0 {
      Diagnostics.report(
        .valueOutOfRange, "ScrollModel.insertContentAtStart",
        "cannot remove \(-delta) points from content \(self.contentSize[axis]) long; removed all")
      delta = -self.contentSize[axis]
      guard delta != 0 else {
        return
      }
    }
    var size = self.contentSize
    size[axis] += delta
    self.shift(by: delta, on: axis, growing: size, "ScrollModel.insertContentAtStart")
  }

  /// Moves the offset by `delta` points along `axis`, with everything in flight, for content the
  /// host's scroll view already grew (negative: shrank) at the start.
  ///
  /// It is ``insertContentAtStart(_:on:)`` without the change of size, for a mirror of a real
  /// `UIScrollView`. A non-finite `delta` is refused and reported to ``Diagnostics``.
  public func shiftContentOffset(by delta: CGFloat, on axis: ScrollAxis = .vertical) {
    self.record(.shiftContentOffset(by: delta, axis: axis))
    guard let delta = Self.movement(delta, "ScrollModel.shiftContentOffset") else {
      return
    }
    self.shift(by: delta, on: axis, growing: self.contentSize, "ScrollModel.shiftContentOffset")
  }

  /// `nil` for zero, or for a non-finite value, which is reported to ``Diagnostics``.
  private static func movement(_ value: CGFloat, _ subject: String) -> CGFloat? {
    GeometryCheck.checked(value, subject, kept: 0).flatMap { $0 == 0 ? nil : $0 }
  }

  private func shift(
    by delta: CGFloat, on axis: ScrollAxis, growing size: CGSize, _ subject: String
  ) {
    var offset = self.contentOffset
    offset[axis] += delta
    guard GeometryCheck.isAcceptable(size), GeometryCheck.isAcceptable(offset) else {
      Diagnostics.report(
        .valueOutOfRange, subject,
        "refused \(delta): the content or the offset would pass the geometry limit")
      return
    }
    self.contentShifts &+= 1
    // Both values first, so that no observer sees one of them moved and the other not.
    let sizeChange = self.contentSizeStorage.storeWithoutDelivering(size)
    let offsetChange = self.contentOffsetStorage.storeWithoutDelivering(offset)
    let wasShifting = self.shiftingContent
    self.shiftingContent = true
    self.shiftMotions(by: delta, on: axis)  // (which may tell that a bounce stopped)
    for record in self.attachmentRecords {
      record.attachment.scrollModelDidShiftContent(by: delta, on: axis)
    }
    if let sizeChange {
      self.contentSizeStorage.deliver(sizeChange)
    }
    if let offsetChange {
      self.contentOffsetStorage.deliver(offsetChange)
    }
    self.shiftingContent = wasShifting
    // Both axes: the shares that followed the content may have moved the other axis's range.
    self.adjustContentOffsetIfNeeded()
  }

  private func shiftMotions(by delta: CGFloat, on axis: ScrollAxis) {
    if self.isDragging {
      // The finger stays on the same content: unresisted new offset plus the travel so far.
      self.dragOrigin[axis] =
        ScrollPhysics.unresisted(
          self.contentOffset[axis], bounds: self.bounds(axis), dimension: self.frame.size[axis])
        + self.dragTranslation[axis]
    }
    self.motion[axis].shift(
      by: delta, offset: self.contentOffset[axis], context: self.motionContext(axis))
    if self.motion.hasFrames && !self.motion.isActive {
      self.stopMotion()
    }
    if self.offsetAnimation != nil {
      self.offsetAnimationShift[axis] += delta
    }
  }
}
