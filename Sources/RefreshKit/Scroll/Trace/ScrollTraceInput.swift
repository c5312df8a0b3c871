public import Foundation

/// One input a host gave a scroll model or one of its attached components, as a
/// ``ScrollTraceRecorder`` records it and ``ScrollTrace/replay(on:clock:makeAttachment:)``
/// replays it.
///
/// Values are recorded as the host gave them, before any check, so that a trace of hostile input
/// replays the same refusals.
public enum ScrollTraceInput: Hashable, Sendable, Codable {
  /// ``ScrollModel/frame`` was set.
  case frame(to: CGRect)
  /// ``ScrollModel/contentSize`` was set.
  case contentSize(to: CGSize)
  /// ``ScrollModel/contentOffset`` was set.
  case contentOffset(to: CGPoint)
  /// ``ScrollModel/setContentOffset(_:animated:)`` was called.
  case setContentOffset(to: CGPoint, animated: Bool)
  /// ``ScrollModel/contentInset`` was set.
  case contentInset(to: EdgeInsets)
  /// ``ScrollModel/systemInset`` was set.
  case systemInset(to: EdgeInsets)
  /// ``ScrollModel/isVisible`` was set.
  case isVisible(to: Bool)
  /// ``ScrollModel/panState`` was set, by a host that mirrors a real scroll view.
  case panState(to: PanState)
  /// ``ScrollModel/isDecelerating`` was set, by a host that mirrors a real scroll view.
  case isDecelerating(to: Bool)
  /// ``ScrollModel/totalDataCount`` was set.
  case totalDataCount(to: Int)
  /// ``ScrollModel/isPagingEnabled`` was set.
  case isPagingEnabled(to: Bool)
  /// ``ScrollModel/bounces`` was set.
  case bounces(to: Bool)
  /// ``ScrollModel/alwaysBounceVertical`` was set.
  case alwaysBounceVertical(to: Bool)
  /// ``ScrollModel/alwaysBounceHorizontal`` was set.
  case alwaysBounceHorizontal(to: Bool)
  /// ``ScrollModel/decelerationRate`` was set.
  case decelerationRate(to: CGFloat)
  /// ``ScrollModel/insertContentAtStart(_:on:)`` was called.
  case insertContentAtStart(length: CGFloat, axis: ScrollAxis)
  /// ``ScrollModel/shiftContentOffset(by:on:)`` was called.
  case shiftContentOffset(by: CGFloat, axis: ScrollAxis)
  /// ``ScrollModel/visibleItems`` was set.
  case visibleItems(to: VisibleItems?)
  /// ``ScrollModel/beginDragging()`` was called.
  case beginDragging
  /// ``ScrollModel/drag(to:)`` (or ``ScrollModel/drag(toOffsetY:)``) was called.
  case dragTo(offset: CGPoint)
  /// ``ScrollModel/drag(translation:)`` (or ``ScrollModel/drag(translationY:)``) was called.
  case dragBy(translation: CGPoint)
  /// ``ScrollModel/endDragging(velocity:)`` was called.
  case endDragging(velocity: CGPoint)
  /// ``ScrollModel/cancelDragging()`` was called.
  case cancelDragging
  /// Something was attached to `slot` for the first time in the trace; `type` names its class.
  case attach(slot: String, type: String)
  /// An attachment the trace attached before (or found attached when the recording started) was
  /// attached again to `slot`: the same object, with whatever state it kept. `instance` numbers
  /// the trace's attachments from 0, in the order it first saw them.
  case attachAgain(slot: String, instance: Int)
  /// The attachment in `slot` was removed.
  case detach(slot: String)
  /// The host called a method of the attachment in `slot`, such as `beginRefreshing`.
  ///
  /// See ``ScrollModelAttachment/replayRecordedCall(_:)``.
  case call(slot: String, name: String)

  /// Feeds the case and its values to `hasher` (`CGRect`, `CGSize` and `CGPoint` are `Hashable`
  /// on Apple's SDKs only from iOS 18 and macOS 15).
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .frame(let rect):
      hasher.combine(0)
      hasher.combine(rect: rect)
    case .contentSize(let size):
      hasher.combine(1)
      hasher.combine(size: size)
    case .contentOffset(let offset):
      hasher.combine(2)
      hasher.combine(point: offset)
    case .setContentOffset(let offset, let animated):
      hasher.combine(3)
      hasher.combine(point: offset)
      hasher.combine(animated)
    case .contentInset(let inset):
      hasher.combine(4)
      hasher.combine(inset)
    case .systemInset(let inset):
      hasher.combine(5)
      hasher.combine(inset)
    case .isVisible(let value), .isDecelerating(let value), .isPagingEnabled(let value),
      .bounces(let value), .alwaysBounceVertical(let value), .alwaysBounceHorizontal(let value):
      hasher.combine(6)
      hasher.combine(value)
    case .panState(let state):
      hasher.combine(7)
      hasher.combine(state)
    case .totalDataCount(let count):
      hasher.combine(8)
      hasher.combine(count)
    case .decelerationRate(let rate):
      hasher.combine(9)
      hasher.combine(rate)
    case .insertContentAtStart(let length, let axis), .shiftContentOffset(let length, let axis):
      hasher.combine(10)
      hasher.combine(length)
      hasher.combine(axis)
    case .visibleItems(let items):
      hasher.combine(11)
      hasher.combine(items)
    case .beginDragging, .cancelDragging:
      hasher.combine(12)
    case .dragTo(let point), .dragBy(let point), .endDragging(let point):
      hasher.combine(13)
      hasher.combine(point: point)
    case .attach(let slot, let type):
      hasher.combine(14)
      hasher.combine(slot)
      hasher.combine(type)
    case .attachAgain(let slot, let instance):
      hasher.combine(15)
      hasher.combine(slot)
      hasher.combine(instance)
    case .detach(let slot):
      hasher.combine(16)
      hasher.combine(slot)
    case .call(let slot, let name):
      hasher.combine(17)
      hasher.combine(slot)
      hasher.combine(name)
    }
  }
}
