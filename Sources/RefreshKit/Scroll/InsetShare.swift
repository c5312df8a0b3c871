/// One attached object's part of a ``ScrollModel``'s inset ledger.
///
/// RefreshKit components never write ``ScrollModel/contentInset``: that belongs to the host. Each
/// attached component owns a share instead, and the scroll model keeps
///
/// ```
/// adjustedContentInset = contentInset + systemInset + Σ shares
/// ```
///
/// so the host may change its own inset at any time, also mid-refresh, and nothing drifts: when a
/// component sets its share back to zero, exactly its contribution goes away.
///
/// The scroll model creates a share for each attachment and removes it on detach; writes to a
/// share after that are ignored.
///
/// When you grow a share to make room for content you are about to scroll into (a header that
/// begins refreshing), set the share first and the offset second; when you shrink it, the scroll
/// model moves an offset at rest back into the valid range by itself, as `UIScrollView` does.
@MainActor
public final class InsetShare {
  /// The scroll model whose ledger this share is part of, or `nil` once the share is retired.
  ///
  /// Unowned (and checked): the scroll model owns its shares, and retires them when it detaches
  /// their owners and before it goes away.
  public private(set) unowned var scrollModel: ScrollModel?

  private var storage = EdgeInsets.zero

  /// The adjusted inset without this share: what its owner measures from.
  ///
  /// The scroll model keeps it up to date.
  var baseline = EdgeInsets.zero

  init(scrollModel: ScrollModel) {
    self.scrollModel = scrollModel
  }

  /// Whether the share still counts in its scroll model's ledger.
  public var isActive: Bool {
    self.scrollModel != nil
  }

  /// The share's insets.
  ///
  /// Setting them updates ``ScrollModel/adjustedContentInset`` at once.
  ///
  /// Non-finite or out-of-range values are refused and reported to ``Diagnostics``. Once the
  /// share is retired, setting does nothing.
  public var insets: EdgeInsets {
    get {
      self.storage
    }
    set {
      guard let scrollModel = self.scrollModel else {
        return
      }
      guard let insets = GeometryCheck.checked(newValue, "InsetShare.insets", kept: self.storage),
        insets != self.storage
      else {
        return
      }
      self.storage = insets
      scrollModel.ledgerDidChange()
    }
  }

  func retire() {
    self.scrollModel = nil
  }
}
