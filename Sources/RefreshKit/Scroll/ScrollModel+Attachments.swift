extension ScrollModel {
  /// The object attached in `slot`, or `nil`.
  public func attachment(in slot: ScrollAttachmentSlot) -> (any ScrollModelAttachment)? {
    self.attachmentRecords.first { $0.slot == slot }?.attachment
  }

  /// The occupied slots, in the order their attachments were attached.
  public var attachedSlots: [ScrollAttachmentSlot] {
    self.attachmentRecords.map(\.slot)
  }

  /// Puts `attachment` in `slot`, replacing and detaching what was there, as assigning
  /// `mj_header` does; `nil` empties the slot.
  ///
  /// The scroll model keeps the attachment strongly and gives it a new ``InsetShare``; an
  /// attachment attached elsewhere is detached from there first. Detaching calls
  /// ``ScrollModelAttachment/didDetach(from:)``, then removes the attachment's share, so
  /// ``adjustedContentInset`` loses exactly that share.
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

  /// Removes `attachment` from whichever slot holds it; does nothing if it is not attached here.
  public func detach(_ attachment: any ScrollModelAttachment) {
    if let slot = self.slot(of: attachment) {
      self.record(.detach(slot: slot.rawValue))
    }
    self.remove(attachment)
  }

  func slot(of attachment: any ScrollModelAttachment) -> ScrollAttachmentSlot? {
    self.attachmentRecords.first { $0.attachment === attachment }?.slot
  }

  private func remove(_ attachment: any ScrollModelAttachment) {
    guard let index = self.attachmentRecords.firstIndex(where: { $0.attachment === attachment })
    else {
      return
    }
    let record = self.attachmentRecords.remove(at: index)
    record.attachment.didDetach(from: self)
    record.share.retire()
    self.recomputeAdjustedContentInset()
    // The attachment may have left the offset out of range after stopping a bounce.
    self.adjustContentOffsetIfNeeded()
  }
}

struct AttachmentRecord {
  let slot: ScrollAttachmentSlot
  let attachment: any ScrollModelAttachment
  let share: InsetShare
}
