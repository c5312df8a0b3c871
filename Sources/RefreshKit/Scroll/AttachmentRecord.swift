/// One occupied slot of a ``ScrollModel``: the attachment and its inset share.
struct AttachmentRecord {
  let slot: ScrollAttachmentSlot
  let attachment: any ScrollModelAttachment
  let share: InsetShare
}
