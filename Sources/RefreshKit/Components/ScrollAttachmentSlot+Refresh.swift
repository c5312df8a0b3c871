extension ScrollAttachmentSlot {
  /// The slot of the pull-down refresh header: ``ScrollModel/header``.
  public static let header = ScrollAttachmentSlot(rawValue: "header")

  /// The slot of the load-more footer: ``ScrollModel/footer``.
  public static let footer = ScrollAttachmentSlot(rawValue: "footer")

  /// The slot of the horizontal trailer: ``ScrollModel/trailer``.
  public static let trailer = ScrollAttachmentSlot(rawValue: "trailer")
}
