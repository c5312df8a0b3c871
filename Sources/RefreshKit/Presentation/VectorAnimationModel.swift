public import Foundation

/// A headless vector animation view: the animation, its ``phase``, frame, tint and visibility.
///
/// Nothing is scheduled while it plays: ``strokes(at:)`` draws the phase at the clock's time.
/// Hide it when an adapter draws the phase with a player of its own (Lottie, Rive).
///
/// ```swift
/// let strokes = header.vectorView.strokes(at: clock.now)
/// ```
@MainActor
public final class VectorAnimationModel: PartModel {
  let phaseStorage = Observable(ProgressPhase.pull(progress: 0))
  let tintColorStorage = Observable(RefreshColor.text)
  /// Bad strokes are reported once per animation.
  private var reportedBadPoints = false

  /// The size ``ProgressHeader`` gives the view: 28 × 28 points, so that the check mark reads.
  public static let size = CGSize(width: 28, height: 28)

  /// The animation drawn; ``VectorAnimation/ring`` by default.
  public var animation: VectorAnimation {
    didSet { self.reportedBadPoints = false }
  }

  /// A view showing `animation` at its start.
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

  /// The strokes at `time` on the component's clock, in the view's frame, y down; none while
  /// hidden.
  ///
  /// Strokes of fewer than two points are left out; so are strokes with a point or width not
  /// finite or beyond ``Diagnostics/geometryLimit``, reported to ``Diagnostics`` once.
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
  /// itself; for a host that pauses its display link between changes.
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
