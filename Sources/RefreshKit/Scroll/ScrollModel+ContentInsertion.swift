public import Foundation

extension ScrollModel {
  /// Adds `length` points of content before the start of `axis` (older messages above a chat)
  /// and moves the offset by the same amount in the same step, so that what the user reads stays
  /// exactly where it is on screen.
  ///
  /// ```swift
  /// // 20 older messages, 480 points tall, were inserted above the first row:
  /// scroll.insertContentAtStart(480)
  /// ```
  ///
  /// Content inserted further down, above the rows the user reads (a gap filled between two
  /// loaded ranges, ``PagedFeed/fillGap()``), is the same move for everything below it: call
  /// it with the inserted length too. Rows above the insertion that showed move out of view.
  ///
  /// Whatever the scroll model is doing, the content under the user's eyes does not move:
  ///
  /// - **Dragging**: the finger keeps the same content under it; the next
  ///   ``drag(translation:)`` moves on from the new offset.
  /// - **Decelerating** or **paging**: the momentum goes on; a page target moves with the
  ///   content.
  /// - **Bouncing** past the start: the content now before the offset ends the bounce where the
  ///   offset is, or, for a short insertion, the bounce springs on from there. Past the end, the
  ///   end moved with the content and the bounce goes on.
  /// - **Animating** (``setContentOffset(_:animated:)``, a component's scroll into view, a
  ///   footer's page alignment): the whole path moves with the content.
  /// - **Refreshing**: the components' inset shares are lengths, not positions: they stay as they
  ///   are and the ledger stays right. A header held open at the top stays open above the new
  ///   content, out of view.
  ///
  /// Observers of `\.contentSize` and `\.contentOffset` are told after both values are stored,
  /// the size first, with ``isShiftingContent`` `true`: the move is not a scroll, and no
  /// component triggers on it. Components that keep offsets of their own move them first
  /// (``ScrollModelAttachment/scrollModelDidShiftContent(by:on:)``).
  ///
  /// A negative `length` removes that much content from the start (old messages trimmed): the
  /// offset moves back by the same amount. A removal of more than the content is cut to the
  /// content's length; a non-finite length is refused. Both are reported to ``Diagnostics``.
  ///
  /// An offset at rest that the change leaves out of range moves back into range, as after any
  /// change of the content size: content shorter than the view cannot show the first row it
  /// showed at the same place, and a removal may take what was under the offset.
  ///
  /// - Parameters:
  ///   - length: The length of the content inserted before the start, in points.
  ///   - axis: The axis the content was inserted on. Defaults to `.vertical`.
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

  /// Moves the offset by `delta` along `axis` in one step, with everything in flight, for
  /// content that the host's scroll view already grew at the start: a mirror of a real
  /// `UIScrollView`, whose `contentSize` already includes the rows inserted above.
  ///
  /// It is ``insertContentAtStart(_:on:)`` without the change of size: what the user reads
  /// stays where it is, whatever the scroll model is doing, and nothing triggers on the move
  /// (``isShiftingContent``). A non-finite `delta` is refused and reported to ``Diagnostics``.
  ///
  /// - Parameters:
  ///   - delta: How far the content before the offset grew (negative: shrank), in points.
  ///   - axis: The axis. Defaults to `.vertical`.
  public func shiftContentOffset(by delta: CGFloat, on axis: ScrollAxis = .vertical) {
    self.record(.shiftContentOffset(by: delta, axis: axis))
    guard let delta = Self.movement(delta, "ScrollModel.shiftContentOffset") else {
      return
    }
    self.shift(by: delta, on: axis, growing: self.contentSize, "ScrollModel.shiftContentOffset")
  }

  /// `value` as a length to move by, or `nil` for none: zero, or a non-finite value, which is
  /// refused and reported to ``Diagnostics``.
  private static func movement(_ value: CGFloat, _ subject: String) -> CGFloat? {
    GeometryCheck.checked(value, subject, kept: 0).flatMap { $0 == 0 ? nil : $0 }
  }

  /// The body of both: stores `size` and the moved offset, moves what is in flight, then tells
  /// the observers.
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
    // At rest, content too short to hold what the user read where it was (or a removal of what
    // was under the offset) leaves the offset out of range: it comes back into range, on both
    // axes, since the shares that followed the content may have moved the other axis's range.
    self.adjustContentOffsetIfNeeded()
  }

  /// Moves what the scroll model keeps as offsets on `axis` by `delta`: the drag's origin, the
  /// motion after a drag and the offset animation.
  private func shiftMotions(by delta: CGFloat, on axis: ScrollAxis) {
    if self.isDragging {
      // The finger stays on the same content: the origin is where the new offset would be
      // with no resistance, plus the finger's travel so far.
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
