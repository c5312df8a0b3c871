extension ScrollModel {
  /// The pull-down header, like MJRefresh's `mj_header`; setting it detaches the previous one.
  public var header: RefreshHeader? {
    get {
      self.attachment(in: .header) as? RefreshHeader
    }
    set {
      self.setAttachment(newValue, in: .header)
    }
  }

  /// The load-more footer, like MJRefresh's `mj_footer`; setting it detaches the previous one.
  public var footer: RefreshFooter? {
    get {
      self.attachment(in: .footer) as? RefreshFooter
    }
    set {
      self.setAttachment(newValue, in: .footer)
    }
  }

  /// The horizontal trailer past the right edge, like MJRefresh's `mj_trailer`; setting it
  /// detaches the previous one.
  public var trailer: RefreshTrailer? {
    get {
      self.attachment(in: .trailer) as? RefreshTrailer
    }
    set {
      self.setAttachment(newValue, in: .trailer)
    }
  }

  /// The loader of earlier items at the start of the content, such as a chat's history.
  ///
  /// RefreshKit's own slot: MJRefresh has no such component. Setting it detaches the previous one.
  public var leadingLoader: LeadingLoader? {
    get {
      self.attachment(in: .leadingLoader) as? LeadingLoader
    }
    set {
      self.setAttachment(newValue, in: .leadingLoader)
    }
  }
}

extension ScrollAttachmentSlot {
  /// The slot of the pull-down refresh header: ``ScrollModel/header``.
  public static let header = ScrollAttachmentSlot(rawValue: "header")

  /// The slot of the load-more footer: ``ScrollModel/footer``.
  public static let footer = ScrollAttachmentSlot(rawValue: "footer")

  /// The slot of the horizontal trailer: ``ScrollModel/trailer``.
  public static let trailer = ScrollAttachmentSlot(rawValue: "trailer")

  /// The slot of the loader of earlier items: ``ScrollModel/leadingLoader``.
  public static let leadingLoader = ScrollAttachmentSlot(rawValue: "leadingLoader")
}
