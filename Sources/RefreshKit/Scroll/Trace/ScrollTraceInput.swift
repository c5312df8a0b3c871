public import Foundation

/// One input a host gave a scroll model or one of its attached components, as a
/// ``ScrollTraceRecorder`` records it.
///
/// Values are recorded before any check, so that a trace of hostile input replays the same
/// refusals.
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
  /// ``ScrollModel/panState`` was set.
  case panState(to: PanState)
  /// ``ScrollModel/isDecelerating`` was set.
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
  /// An attachment the trace saw before was attached again to `slot`, with whatever state it
  /// kept; `instance` numbers the trace's attachments from 0, in the order it first saw them.
  case attachAgain(slot: String, instance: Int)
  /// The attachment in `slot` was removed.
  case detach(slot: String)
  /// The host called a method of the attachment in `slot`, such as `beginRefreshing`.
  case call(slot: String, name: String)

  /// Feeds the case and its values to `hasher`.
  ///
  /// `CGRect`, `CGSize` and `CGPoint` are `Hashable` on Apple's SDKs only from iOS 18 and macOS 15.
  public func hash(into hasher: inout Hasher) {
    let (number, values) = self.hashedValues
    hasher.combine(number)
    for value in values {
      hasher.combine(value)
    }
  }

  private var hashedValues: (Int, [AnyHashable]) {
    switch self {
    case .frame(let rect): (0, [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height])
    case .contentSize(let size): (1, [size.width, size.height])
    case .contentOffset(let offset): (2, [offset.x, offset.y])
    case .setContentOffset(let offset, let animated): (3, [offset.x, offset.y, animated])
    case .contentInset(let inset): (4, [inset])
    case .systemInset(let inset): (5, [inset])
    case .isVisible(let value), .isDecelerating(let value), .isPagingEnabled(let value),
      .bounces(let value), .alwaysBounceVertical(let value), .alwaysBounceHorizontal(let value):
      (6, [value])
    case .panState(let state): (7, [state])
    case .totalDataCount(let count): (8, [count])
    case .decelerationRate(let rate): (9, [rate])
    case .insertContentAtStart(let length, let axis), .shiftContentOffset(let length, let axis):
      (10, [length, axis])
    case .visibleItems(let items): (11, [items])
    case .beginDragging, .cancelDragging: (12, [])
    case .dragTo(let point), .dragBy(let point), .endDragging(let point): (13, [point.x, point.y])
    case .attach(let slot, let type): (14, [slot, type])
    case .attachAgain(let slot, let instance): (15, [slot, instance])
    case .detach(let slot): (16, [slot])
    case .call(let slot, let name): (17, [slot, name])
    }
  }
}
