import Foundation
import RefreshKit

/// What a finger drags: a scroll model, or a page and its list as one
/// (``NestedFingerTarget``).
@MainActor
protocol FingerTarget: AnyObject {
  var isDragging: Bool { get }
  var isDecelerating: Bool { get }
  var isPagingEnabled: Bool { get }
  var contentOffset: CGPoint { get }
  var minimumContentOffset: CGPoint { get }
  var maximumContentOffset: CGPoint { get }
  func beginDragging()
  func drag(translation: CGPoint)
  func endDragging(velocity: CGPoint)
  func cancelDragging()
  func setContentOffset(_ offset: CGPoint, animated: Bool)
}

extension ScrollModel: FingerTarget {}

/// Turns the browser's pointer and wheel events into a drag of the scroll model, as a
/// `UIPanGestureRecognizer` would: a drag begins once the finger moves a few points (at once if
/// the content is moving, which the touch catches), follows the finger's translation with
/// RefreshKit's rubber band, and ends with the finger's speed over its last 100 ms.
///
/// A pointer that goes up without having dragged is a tap. A wheel that pulls past an edge is a
/// drag that ends, with no speed, once the wheel has been still for ``wheelEndDelay``; any other
/// wheel scrolls the content within its edges.
@MainActor
struct FingerTracker {
  /// How far a finger moves before the drag begins, in points.
  static let slop: Double = 4
  /// How long the wheel is still before its drag ends, in seconds.
  static let wheelEndDelay: Double = 0.12
  /// The window the release speed is measured over, in milliseconds.
  static let velocityWindow: Double = 100
  /// The fastest release the tracker reports, in points per second.
  static let maximumSpeed: Double = 20_000

  /// What a pointer event came to.
  enum Outcome: Equatable {
    case none
    /// A tap at a point of the screen.
    case tap(CGPoint)
  }

  private struct Pointer {
    var id: Int
    /// Where the translation counts from: the point where the finger left the slop.
    var origin: CGPoint
    var dragging: Bool
  }

  private struct Sample {
    var t: Double
    var point: CGPoint
  }

  /// A wheel's gesture: a drag, or a scroll that no finger holds; its total movement as a
  /// finger's translation, when it last moved (server time), and how far it may go.
  private struct Wheel {
    var drags: Bool
    var translation: CGPoint = .zero
    var lastMoved: Double
    /// The offset when the wheel began.
    var origin: CGPoint
    /// The translation that brings the content to its start and to its end, on each axis.
    var toStart: CGPoint
    var toEnd: CGPoint
    /// Whether the drag began at the start, or at the end, of each axis: only then may it pull
    /// past that edge.
    var beganAtStart: (x: Bool, y: Bool)
    var beganAtEnd: (x: Bool, y: Bool)
  }

  private var pointer: Pointer?
  private var samples: [Sample] = []
  private var wheel: Wheel?

  mutating func handle(_ event: PointerEvent, on scroll: some FingerTarget) -> Outcome {
    let point = CGPoint(x: event.x, y: event.y)
    switch event.phase {
    case .down:
      guard self.pointer == nil else {
        return .none  // a second finger
      }
      self.endWheel(on: scroll)
      let catches = scroll.isDecelerating
      if catches {
        scroll.beginDragging()
      }
      self.pointer = Pointer(id: event.id, origin: point, dragging: catches)
      self.samples = [Sample(t: event.t, point: point)]
    case .move:
      guard var pointer = self.pointer, pointer.id == event.id else {
        return .none
      }
      if !pointer.dragging {
        let moved = hypot(point.x - pointer.origin.x, point.y - pointer.origin.y)
        guard moved >= Self.slop else {
          return .none
        }
        // The content follows from where the finger left the slop, so it does not jump by it.
        pointer.dragging = true
        let slop = Self.slop / moved
        pointer.origin = CGPoint(
          x: pointer.origin.x + (point.x - pointer.origin.x) * slop,
          y: pointer.origin.y + (point.y - pointer.origin.y) * slop)
        if !scroll.isDragging {
          scroll.beginDragging()
        }
      }
      self.pointer = pointer
      self.record(Sample(t: event.t, point: point))
      scroll.drag(
        translation: CGPoint(x: point.x - pointer.origin.x, y: point.y - pointer.origin.y))
    case .up:
      guard let pointer = self.pointer, pointer.id == event.id else {
        return .none
      }
      self.pointer = nil
      guard pointer.dragging, scroll.isDragging else {
        return .tap(point)
      }
      self.record(Sample(t: event.t, point: point))
      scroll.endDragging(velocity: self.releaseVelocity(at: event.t))
    case .cancel:
      guard let pointer = self.pointer, pointer.id == event.id else {
        return .none
      }
      self.pointer = nil
      if pointer.dragging, scroll.isDragging {
        scroll.cancelDragging()
      }
    }
    return .none
  }

  /// A wheel scrolls: the content moves by its deltas.
  ///
  /// A wheel that begins at an edge and pushes past it drags, as a finger pulling a header or a
  /// back footer would, and its rest is the release. Any other wheel scrolls the content, as a
  /// program would, and stops at the edges: scrolling to the end of a list is not a pull past
  /// it, and its end is no release. On a paged list the wheel always drags, so that its rest
  /// settles on a page, and it stops at the edges it did not begin at.
  mutating func handle(_ event: WheelEvent, on scroll: some FingerTarget, at time: Double) {
    guard self.pointer == nil else {
      return  // the finger has the content
    }
    var wheel = self.wheel ?? Self.beginWheel(event, on: scroll, at: time)
    wheel.translation.x = Self.bounded(
      wheel.translation.x - event.dx, toStart: wheel.toStart.x, toEnd: wheel.toEnd.x,
      pastStart: wheel.beganAtStart.x, pastEnd: wheel.beganAtEnd.x)
    wheel.translation.y = Self.bounded(
      wheel.translation.y - event.dy, toStart: wheel.toStart.y, toEnd: wheel.toEnd.y,
      pastStart: wheel.beganAtStart.y, pastEnd: wheel.beganAtEnd.y)
    wheel.lastMoved = time
    self.wheel = wheel
    if wheel.drags {
      scroll.drag(translation: wheel.translation)
    } else {
      scroll.setContentOffset(
        CGPoint(x: wheel.origin.x - wheel.translation.x, y: wheel.origin.y - wheel.translation.y),
        animated: false)
    }
  }

  private static func beginWheel(
    _ event: WheelEvent, on scroll: some FingerTarget, at time: Double
  ) -> Wheel {
    let offset = scroll.contentOffset
    let start = scroll.minimumContentOffset
    let end = scroll.maximumContentOffset
    let atStart = (x: offset.x <= start.x + 0.5, y: offset.y <= start.y + 0.5)
    let atEnd = (x: offset.x >= end.x - 0.5, y: offset.y >= end.y - 0.5)
    // Past an edge the content rests at: toward the start is a negative delta.
    let pushesPast =
      (atStart.y && event.dy < 0) || (atEnd.y && event.dy > 0)
      || (atStart.x && event.dx < 0) || (atEnd.x && event.dx > 0)
    let drags = scroll.isPagingEnabled || pushesPast
    if drags, !scroll.isDragging {
      scroll.beginDragging()
    }
    // A finger's translation is the offset's change the other way round.
    return Wheel(
      drags: drags, lastMoved: time, origin: offset,
      toStart: CGPoint(x: offset.x - start.x, y: offset.y - start.y),
      toEnd: CGPoint(x: offset.x - end.x, y: offset.y - end.y),
      beganAtStart: drags ? atStart : (false, false), beganAtEnd: drags ? atEnd : (false, false))
  }

  /// A translation kept between the edges the wheel may not pass.
  private static func bounded(
    _ translation: CGFloat, toStart: CGFloat, toEnd: CGFloat, pastStart: Bool, pastEnd: Bool
  ) -> CGFloat {
    var translation = translation
    if !pastStart {
      translation = min(translation, max(toStart, 0))
    }
    if !pastEnd {
      translation = max(translation, min(toEnd, 0))
    }
    return translation
  }

  /// Whether a wheel gesture waits for its rest, which ``tick(on:at:)`` ends.
  var waitsForWheelToRest: Bool {
    self.wheel != nil
  }

  /// Ends the wheel's drag once the wheel has been still long enough.
  mutating func tick(on scroll: some FingerTarget, at time: Double) {
    if let wheel = self.wheel, time - wheel.lastMoved >= Self.wheelEndDelay {
      self.endWheel(on: scroll)
    }
  }

  /// Forgets any drag in progress, for a new screen.
  mutating func reset() {
    self.pointer = nil
    self.wheel = nil
    self.samples = []
  }

  private mutating func endWheel(on scroll: some FingerTarget) {
    guard let wheel = self.wheel else {
      return
    }
    self.wheel = nil
    if wheel.drags, scroll.isDragging {
      scroll.endDragging(velocity: .zero)
    }
  }

  private mutating func record(_ sample: Sample) {
    self.samples.append(sample)
    let horizon = sample.t - 2 * Self.velocityWindow
    if let first = self.samples.firstIndex(where: { $0.t >= horizon }), first > 0 {
      self.samples.removeFirst(first)
    }
  }

  /// The scroll speed at release: the finger's over the last 100 ms, the other way round (a
  /// finger moving up moves the offset down the content), or zero if the finger had stopped.
  private func releaseVelocity(at t: Double) -> CGPoint {
    guard let last = self.samples.last,
      let first = self.samples.first(where: { $0.t >= last.t - Self.velocityWindow })
    else {
      return .zero
    }
    let moves = self.samples.dropLast()
    if let previous = moves.last, t - previous.t > 80, previous.point == last.point {
      return .zero  // the finger rested before it lifted
    }
    let seconds = (last.t - first.t) / 1000
    guard seconds >= 0.008 else {
      return .zero
    }
    func speed(_ distance: CGFloat) -> CGFloat {
      min(max(-distance / seconds, -Self.maximumSpeed), Self.maximumSpeed)
    }
    return CGPoint(x: speed(last.point.x - first.point.x), y: speed(last.point.y - first.point.y))
  }
}
