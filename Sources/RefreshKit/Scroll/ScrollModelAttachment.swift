public import Foundation

/// An object that a ``ScrollModel`` holds in one of its slots and that owns an inset share: the
/// neutral attachment point that refresh components are built on.
///
/// The scroll model keeps the attachment strongly and gives it its own ``InsetShare``; the
/// attachment should not keep the scroll model strongly. Implementations:
///
/// - In ``didAttach(to:share:)``, store the scroll model (weakly, or `unowned` and cleared on
///   detach and deinitialization) and the share, and start observing.
/// - In ``didDetach(from:)``, which runs before the share leaves the ledger, stop observing and
///   cancel pending work; afterwards, writes to the share are ignored.
/// - Attaching an object that is attached elsewhere first detaches it from there.
@MainActor
public protocol ScrollModelAttachment: AnyObject {
  /// The scroll model this object is attached to, or `nil`.
  var attachedScrollModel: ScrollModel? { get }

  /// Tells the object that it was attached; `share` starts at zero.
  func didAttach(to scrollModel: ScrollModel, share: InsetShare)

  /// Tells the object that it was detached.
  func didDetach(from scrollModel: ScrollModel)

  /// Performs a call that a ``ScrollTraceRecorder`` recorded as
  /// ``ScrollTraceInput/call(slot:name:)``, during a replay.
  ///
  /// The default does nothing; refresh components perform the calls
  /// ``RefreshComponent/replayRecordedCall(_:)`` lists.
  func replayRecordedCall(_ name: String)

  /// Tells the object that content was inserted before the start of `axis` (removed, for a
  /// negative `delta`) and the offset moved by `delta` with it.
  ///
  /// Offsets the object keeps on that axis, such as its own scroll animation's, should move by
  /// `delta` too. It runs after the new size and offset are stored and before their observers
  /// hear of them. The default does nothing.
  func scrollModelDidShiftContent(by delta: CGFloat, on axis: ScrollAxis)

  /// Tells the object that the scroll model it is attached to is being deallocated.
  ///
  /// The object should stop what it does for it, as on ``didDetach(from:)``. The default does
  /// nothing.
  func scrollModelWillDeinitialize()
}

extension ScrollModelAttachment {
  /// Does nothing: an attachment that records no calls replays none.
  public func replayRecordedCall(_ name: String) {}

  /// Does nothing.
  public func scrollModelWillDeinitialize() {}

  /// Does nothing: the object keeps no offsets.
  public func scrollModelDidShiftContent(by delta: CGFloat, on axis: ScrollAxis) {}
}

/// A named place on a ``ScrollModel`` that holds one attached object, such as the refresh header.
///
/// The components layer defines its slots as static members, so the scroll layer knows nothing
/// of components.
public struct ScrollAttachmentSlot: RawRepresentable, Hashable, Sendable {
  /// The slot's name.
  public let rawValue: String

  /// Creates a slot with a name; two slots with the same name are the same slot.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }
}
