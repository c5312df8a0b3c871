/// The base class of every refresh component: a header, a footer or a trailer that attaches to a
/// ``ScrollModel`` and owns a share of its inset.
///
/// Attach a component through the scroll model's slots, as with MJRefresh's `mj_header`:
///
/// ```swift
/// scroll.header = header     // attaches; the scroll model keeps the header
/// scroll.header = nil        // detaches; the header's inset share leaves the ledger
/// ```
///
/// A component keeps its scroll model weakly. Attaching it to another slot or scroll model
/// detaches it from the first one.
@MainActor
open class RefreshComponent: ScrollModelAttachment {
  /// The scroll model this component is attached to, or `nil`.
  public private(set) weak var scrollModel: ScrollModel?

  /// This component's share of the scroll model's inset ledger while attached, or `nil`.
  public private(set) var insetShare: InsetShare?

  /// Creates a detached component.
  public init() {}

  /// The scroll model this component is attached to: the same as ``scrollModel``.
  public var attachedScrollModel: ScrollModel? {
    self.scrollModel
  }

  /// Records the scroll model and the share.
  ///
  /// Subclasses that override it call `super` first.
  ///
  /// - Parameters:
  ///   - scrollModel: The scroll model the component is now attached to.
  ///   - share: The component's share of the inset ledger.
  open func didAttach(to scrollModel: ScrollModel, share: InsetShare) {
    self.scrollModel = scrollModel
    self.insetShare = share
  }

  /// Forgets the scroll model and the share.
  ///
  /// Subclasses that override it call `super` last.
  ///
  /// - Parameter scrollModel: The scroll model the component was attached to.
  open func didDetach(from scrollModel: ScrollModel) {
    self.scrollModel = nil
    self.insetShare = nil
  }
}
