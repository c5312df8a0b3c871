extension ScrollModel {
  /// The object attached in `slot`, or `nil`.
  ///
  /// - Parameter slot: The slot to read.
  /// - Returns: The attachment in that slot.
  public func attachment(in slot: ScrollAttachmentSlot) -> (any ScrollModelAttachment)? {
    self.attachmentRecords.first { $0.slot == slot }?.attachment
  }

  /// The occupied slots, in the order their attachments were attached.
  public var attachedSlots: [ScrollAttachmentSlot] {
    self.attachmentRecords.map(\.slot)
  }

  /// Puts `attachment` in `slot`, replacing and detaching what was there, as assigning
  /// `mj_header` does.
  ///
  /// The scroll model keeps the attachment strongly and gives it a new ``InsetShare``. An
  /// attachment that is attached elsewhere (another slot, another scroll model) is detached from
  /// there first. Setting the attachment that is already in the slot does nothing. Passing `nil`
  /// empties the slot.
  ///
  /// Detaching calls ``ScrollModelAttachment/didDetach(from:)``, then removes the attachment's
  /// share from the ledger, so ``adjustedContentInset`` loses exactly that share.
  ///
  /// - Parameters:
  ///   - attachment: The object to attach, or `nil`.
  ///   - slot: The slot to fill.
  public func setAttachment(
    _ attachment: (any ScrollModelAttachment)?, in slot: ScrollAttachmentSlot
  ) {
    let current = self.attachment(in: slot)
    if current === attachment {
      return
    }
    if let attachment {
      self.traceRecorder?.recordAttaching(attachment, in: slot, at: self.clock.now)
    } else if current != nil {
      self.record(.detach(slot: slot.rawValue))
    }
    if let attachment, let previous = attachment.attachedScrollModel {
      previous.remove(attachment)
    }
    if let current = self.attachment(in: slot) {
      self.remove(current)
    }
    guard let attachment else {
      return
    }
    let share = InsetShare(scrollModel: self)
    self.attachmentRecords.append(
      AttachmentRecord(slot: slot, attachment: attachment, share: share))
    self.recomputeAdjustedContentInset()  // the new share's baseline
    attachment.didAttach(to: self, share: share)
  }

  /// Removes `attachment` from whichever slot holds it.
  ///
  /// Does nothing if it is not attached here.
  ///
  /// - Parameter attachment: The object to detach.
  public func detach(_ attachment: any ScrollModelAttachment) {
    if let slot = self.slot(of: attachment) {
      self.record(.detach(slot: slot.rawValue))
    }
    self.remove(attachment)
  }

  /// The slot that holds `attachment`, or `nil` if it is not attached here.
  func slot(of attachment: any ScrollModelAttachment) -> ScrollAttachmentSlot? {
    self.attachmentRecords.first { $0.attachment === attachment }?.slot
  }

  /// The body of ``detach(_:)``.
  private func remove(_ attachment: any ScrollModelAttachment) {
    guard let index = self.attachmentRecords.firstIndex(where: { $0.attachment === attachment })
    else {
      return
    }
    let record = self.attachmentRecords.remove(at: index)
    record.attachment.didDetach(from: self)
    record.share.retire()
    self.recomputeAdjustedContentInset()
    // The attachment may have stopped a bounce to move the offset itself and left it out of
    // range; nothing moves it any more.
    self.adjustContentOffsetIfNeeded()
  }
}

/// One occupied slot of a ``ScrollModel``: the attachment and its inset share.
struct AttachmentRecord {
  let slot: ScrollAttachmentSlot
  let attachment: any ScrollModelAttachment
  let share: InsetShare
}
