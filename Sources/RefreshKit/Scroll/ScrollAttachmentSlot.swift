/// A named place on a ``ScrollModel`` that holds one attached object, such as the refresh header.
///
/// The components layer defines the slots it uses (`header`, `footer` and `trailer`) as
/// static members; a ``ScrollModel`` knows nothing of them, which keeps the scroll layer free of
/// components.
public struct ScrollAttachmentSlot: RawRepresentable, Hashable, Sendable {
  /// The slot's name.
  public let rawValue: String

  /// Creates a slot with a name.
  ///
  /// - Parameter rawValue: The slot's name; two slots with the same name are the same slot.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }
}
