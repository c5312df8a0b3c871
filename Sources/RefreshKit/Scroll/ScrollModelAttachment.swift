public import Foundation

/// An object that a ``ScrollModel`` holds in one of its slots and that owns an inset share: the
/// neutral attachment point that refresh components are built on.
///
/// ``ScrollModel/setAttachment(_:in:)`` places an attachment, as setting `mj_header` adds a
/// subview in MJRefresh. The scroll model keeps the attachment strongly and gives it its own
/// ``InsetShare``; the attachment should not keep the scroll model strongly.
///
/// ## Implementation requirements
///
/// - ``didAttach(to:share:)`` runs after the attachment is in its slot. Store the scroll model
///   (weakly, or `unowned` and cleared in ``didDetach(from:)`` and
///   ``scrollModelWillDeinitialize()``) and the share, and start observing.
/// - ``didDetach(from:)`` runs after the attachment left its slot and before its share leaves the
///   ledger. Stop observing, cancel animations and pending work, and forget the share: once this
///   returns, writes to the share are ignored.
/// - ``attachedScrollModel`` returns the scroll model from ``didAttach(to:share:)`` until
///   ``didDetach(from:)``. Attaching an object that is attached elsewhere first detaches it from
///   there, as a view moves to a new superview.
@MainActor
public protocol ScrollModelAttachment: AnyObject {
  /// The scroll model this object is attached to, or `nil`.
  var attachedScrollModel: ScrollModel? { get }

  /// Tells the object that it was attached.
  ///
  /// - Parameters:
  ///   - scrollModel: The scroll model it is attached to.
  ///   - share: The object's own part of the scroll model's inset ledger, at zero.
  func didAttach(to scrollModel: ScrollModel, share: InsetShare)

  /// Tells the object that it was detached.
  ///
  /// - Parameter scrollModel: The scroll model it was attached to.
  func didDetach(from scrollModel: ScrollModel)

  /// Performs a call that a ``ScrollTraceRecorder`` recorded as
  /// ``ScrollTraceInput/call(slot:name:)``, during a replay.
  ///
  /// The default does nothing. Refresh components perform the calls
  /// ``RefreshComponent/replayRecordedCall(_:)`` lists (the ends, `hide`, `show`, `enable`,
  /// `disable`, VoiceOver's requests), headers the floor's calls, tappable footers
  /// `stateLabelTapped`.
  ///
  /// - Parameter name: The call's name.
  func replayRecordedCall(_ name: String)

  /// Tells the object that content was inserted before the start of `axis` (or removed from
  /// it, for a negative `delta`), and that the offset moved by `delta` with it: anything the
  /// object keeps as an offset on that axis, such as the start and target of its own scroll
  /// animation, should move by `delta` too, so that the content under the user's eyes stays
  /// where it is.
  ///
  /// It runs after the new content size and offset are stored and before their observers hear
  /// of them (``ScrollModel/insertContentAtStart(_:on:)``). The default does nothing.
  ///
  /// - Parameters:
  ///   - delta: How far the offset moved, in points.
  ///   - axis: The axis.
  func scrollModelDidShiftContent(by delta: CGFloat, on axis: ScrollAxis)

  /// Tells the object that the scroll model it is attached to is being deallocated.
  ///
  /// The scroll model is not passed: it is going away. The object should stop what it does for
  /// it, as on ``didDetach(from:)``. The default does nothing.
  func scrollModelWillDeinitialize()
}

extension ScrollModelAttachment {
  /// Does nothing: an attachment that records no calls replays none.
  ///
  /// - Parameter name: The call's name.
  public func replayRecordedCall(_ name: String) {}

  /// Does nothing.
  public func scrollModelWillDeinitialize() {}

  /// Does nothing: the object keeps no offsets.
  ///
  /// - Parameters:
  ///   - delta: How far the offset moved, in points.
  ///   - axis: The axis.
  public func scrollModelDidShiftContent(by delta: CGFloat, on axis: ScrollAxis) {}
}

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
