/// One attached object's part of a ``ScrollModel``'s inset ledger.
///
/// Components never write the host's ``ScrollModel/contentInset``; the scroll model keeps
/// `adjustedContentInset = contentInset + systemInset + Σ shares`, so nothing drifts. A share is
/// removed on detach, and later writes are ignored.
///
/// To grow a share for content you are about to scroll into, set the share first and the offset
/// second; on a shrink, the scroll model moves an offset at rest back into range, as
/// `UIScrollView` does.
@MainActor
public final class InsetShare {
  /// The scroll model whose ledger this share is part of, or `nil` once the share is retired.
  public private(set) unowned var scrollModel: ScrollModel?

  private var storage = EdgeInsets.zero

  /// The adjusted inset without this share, kept up to date by the scroll model.
  var baseline = EdgeInsets.zero

  init(scrollModel: ScrollModel) {
    self.scrollModel = scrollModel
  }

  /// Whether the share still counts in its scroll model's ledger.
  public var isActive: Bool {
    self.scrollModel != nil
  }

  /// The share's insets; setting them updates ``ScrollModel/adjustedContentInset`` at once.
  ///
  /// Non-finite or out-of-range values are refused and reported to ``Diagnostics``; once the
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
