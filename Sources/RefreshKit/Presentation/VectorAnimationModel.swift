public import Foundation

/// A headless vector animation view: the animation, where it stands (its ``phase``), its frame,
/// tint and visibility.
///
/// Nothing is scheduled while it plays: ``strokes(at:)`` draws the phase at the clock's time,
/// so a ``ManualAnimationClock`` still runs to idle and a host draws the right frame at any
/// moment. ``ProgressHeader`` drives one as its ``ProgressHeader/vectorView``; hide it
/// (``PartModel/isHidden``) when an adapter draws the phase with a player of its own (Lottie,
/// Rive).
///
/// ```swift
/// let strokes = header.vectorView.strokes(at: clock.now)
/// ```
@MainActor
public final class VectorAnimationModel: PartModel {
  let phaseStorage = Observable(ProgressPhase.pull(progress: 0))
  let tintColorStorage = Observable(RefreshColor.text)
  /// Whether strokes with points out of range have been reported: once per animation.
  private var reportedBadPoints = false

  /// The size ``ProgressHeader`` gives the view: 28 × 28 points, a little more than the 20-point
  /// spinner it stands for, so that the check mark reads.
  public static let size = CGSize(width: 28, height: 28)

  /// The animation drawn; ``VectorAnimation/ring`` by default.
  public var animation: VectorAnimation {
    didSet { self.reportedBadPoints = false }
  }

  /// A view showing `animation` at its start.
  ///
  /// - Parameter animation: The animation to draw.
  public init(animation: VectorAnimation = .ring) {
    self.animation = animation
    super.init(frameSubject: "VectorAnimationModel.frame")
  }

  /// Where the animation stands: at a point, looping or playing once.
  public var phase: ProgressPhase {
    get { self.phaseStorage.value }
    set { self.phaseStorage.value = newValue }
  }

  /// The colour of every stroke; ``ProgressHeader`` gives it the state label's.
  public var tintColor: RefreshColor {
    get { self.tintColorStorage.value }
    set { self.tintColorStorage.value = newValue }
  }

  /// The strokes at `time` on the component's clock, in the view's frame, y down.
  ///
  /// A stroke of fewer than two points draws nothing and is left out. A stroke with a point
  /// or a width that is not finite or is beyond ``Diagnostics/geometryLimit`` is left out too,
  /// and reported to ``Diagnostics`` once for the animation.
  ///
  /// - Parameter time: The clock's time.
  /// - Returns: The strokes to draw; none while hidden.
  public func strokes(at time: TimeInterval) -> [VectorStroke] {
    guard !self.isHidden else {
      return []
    }
    let strokes = self.animation.strokes(at: self.phase.progress(at: time), in: self.frame.size)
    let acceptable = strokes.filter {
      $0.points.allSatisfy { point in GeometryCheck.isAcceptable(point) }
        && GeometryCheck.isAcceptable($0.lineWidth)
    }
    if acceptable.count < strokes.count && !self.reportedBadPoints {
      self.reportedBadPoints = true
      Diagnostics.report(
        .nonFiniteValue, "VectorAnimationModel.strokes(at:)",
        "left out \(strokes.count - acceptable.count) stroke(s) with a point or width out of range")
    }
    return acceptable.filter { $0.points.count > 1 }
  }

  /// When ``strokes(at:)`` next draws another frame after `time`, or `nil` when it never does by
  /// itself (hidden, or standing at the pull's point, or an outro that is over): the time a host
  /// that pauses its display link between changes draws again at.
  ///
  /// - Parameter time: The clock time now.
  /// - Returns: A clock time after `time`, just past the next frame of the animation's
  ///   ``VectorAnimation/framesPerSecond``.
  public func nextChange(after time: TimeInterval) -> TimeInterval? {
    guard !self.isHidden, time.isFinite else {
      return nil
    }
    let start: TimeInterval
    switch self.phase {
    case .pull:
      return nil
    case .loop(_, let duration, let loopStart):
      guard duration > 0 else {
        return nil
      }
      start = loopStart
    case .outro(_, let duration, let outroStart):
      guard duration > 0, time < outroStart + duration else {
        return nil
      }
      start = outroStart
    }
    return Self.nextFrame(
      after: time, start: start, frameLength: 1 / self.animation.framesPerSecond)
  }
}

extension VectorAnimationModel: @MainActor KeyPathObservable {
  /// The observable properties: `\.phase`, `\.isHidden`, `\.frame` and `\.tintColor`.
  public static let observableProperties: ObservableProperties<VectorAnimationModel> = .part(
    .property(\.phase, storedIn: \.phaseStorage),
    .property(\.tintColor, storedIn: \.tintColorStorage))
}
