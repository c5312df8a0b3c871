public import Foundation

/// A header driven by a progress value instead of frames: the pull scrubs through one segment of
/// an animation, refreshing loops another, and the end plays an outro.
///
/// Out of the box it draws ``VectorAnimation/ring`` in its ``vectorView``, where the normal
/// header has its arrow: a ring the pull draws round, that turns while refreshing and closes
/// round a check mark (a cross after a failure). Give the view a ``VectorAnimation`` of your
/// own, or play a Lottie or Rive animation through a short adapter that turns each
/// ``progressPhase`` into the player's calls (docs/custom-header.md has one for Lottie in ten
/// lines) and hide the view. The titles of a ``StateHeader`` stay, for VoiceOver and beside the
/// animation; hide the labels for an animation alone.
///
/// ```swift
/// let header = ProgressHeader { await model.reload() }
/// header.vectorView.isHidden = true
/// header.segments = ProgressSegments(pull: 0...0.4, loop: 0.4...0.75, outro: 0.75...1)
/// header.progressPhaseHandler = { phase in player.show(phase) }
/// ```
///
/// - While idle or pulling, the phase is ``ProgressPhase/pull(progress:)`` at the point the pull
///   picks: the segment's start at rest, its end at the trigger and beyond.
/// - While refreshing (or waiting to), ``ProgressPhase/loop(_:duration:start:)`` from the moment
///   it began.
/// - As a refresh ends, ``ProgressPhase/outro(_:duration:start:)`` from the moment it ended
///   (the failure outro when it ended with a failure and one is set). It holds its end while
///   the header shows the result (``RefreshComponent/resultDisplayDuration``); then the pull
///   again, which follows the header as it closes.
/// - With ``RefreshConfig/reducesMotion`` the loop stands still at its start and the outro is
///   over at once.
open class ProgressHeader: StateHeader {
  /// The built-in animation's view, which shows every ``progressPhase``: hide it for a player of
  /// your own.
  public let vectorView = VectorAnimationModel()

  /// Where each phase plays in the animation, the built-in ring's
  /// (``VectorAnimation/segments``) by default; a change applies from the next phase: the pull
  /// follows it at once, a loop or an outro under way plays on as it began.
  public var segments = VectorAnimation.ring.segments {
    didSet { self.updateProgressPhase() }
  }

  /// What the animation shows now.
  public private(set) var progressPhase = ProgressPhase.pull(progress: 0) {
    didSet {
      if self.progressPhase != oldValue {
        self.vectorView.phase = self.progressPhase
        self.progressPhaseHandler?(self.progressPhase)
        self.progressPhaseDidChange()
      }
    }
  }

  /// Receives each new ``progressPhase``: where an adapter drives its player.
  public var progressPhaseHandler: (@MainActor (ProgressPhase) -> Void)?

  /// The outro, and whether it still plays: kept so that a pull during it does not cut it.
  ///
  /// Its end is the timer's firing, not a comparison of times: the clock keeps whole
  /// nanoseconds, and a deadline of 1.3 + 0.4 s fires at a `now` just below the sum.
  private var outro: (phase: ProgressPhase, isPlaying: Bool)?
  /// The loop of the refresh under way, as it began: segments set meanwhile apply from the
  /// next phase, so that the loop never jumps.
  private var loop: ProgressPhase?
  private var outroWork: ScheduledWork?

  /// The animation's progress at `time` on the header's clock, for a host that draws each
  /// frame.
  ///
  /// - Parameter time: The clock's time.
  /// - Returns: The progress, from 0 to 1.
  public func progress(at time: TimeInterval) -> Double {
    self.progressPhase.progress(at: time)
  }

  /// Called after ``progressPhase`` changes, for a subclass that adapts a player itself.
  open func progressPhaseDidChange() {}

  /// Adopts the animation's view, which sits left of the labels (right of them, right to left)
  /// where the normal header has its arrow, tinted like the state label.
  open override func prepare() {
    super.prepare()
    self.adopt(VectorAnimationPart(self.vectorView, tintedLike: self.stateLabel))
  }

  /// Follows the state: the loop while refreshing, the outro as a refresh ends.
  open override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    let now = self.clock?.now ?? 0
    if oldState.isRefreshing && !self.state.isRefreshing {
      let failed = self.lastEnd.result.map { !$0.isSuccess } ?? false
      let range = (failed ? self.segments.failureOutro : nil) ?? self.segments.outro
      let duration = self.config.reducesMotion ? 0 : self.segments.outroDuration
      self.startOutro(.outro(range, duration: duration, start: now), until: now + duration)
    }
    if self.state.isRefreshing && !oldState.isRefreshing {
      self.endOutro()
      let duration = self.config.reducesMotion ? 0 : self.segments.loopDuration
      self.loop = .loop(self.segments.loop, duration: duration, start: now)
    } else if !self.state.isRefreshing {
      self.loop = nil
    }
    self.updateProgressPhase()
  }

  /// Follows the pull while at rest.
  open override var pullingPercent: CGFloat {
    didSet { self.updateProgressPhase() }
  }

  /// Drops the outro's timer.
  open override func didDetach(from scrollModel: ScrollModel) {
    self.endOutro()
    self.loop = nil
    super.didDetach(from: scrollModel)
    self.updateProgressPhase()
  }

  private func startOutro(_ phase: ProgressPhase, until end: TimeInterval) {
    self.endOutro()
    guard let clock = self.clock, end > clock.now else {
      self.outro = (phase, false)
      return
    }
    self.outro = (phase, true)
    self.outroWork = clock.schedule(at: end) { [weak self] in
      self?.outroWork = nil
      self?.outro?.isPlaying = false
      self?.updateProgressPhase()
    }
  }

  private func endOutro() {
    self.outroWork?.cancel()
    self.outroWork = nil
    self.outro = nil
  }

  /// The phase the state, the pull and the outro call for.
  private func updateProgressPhase() {
    // The loop, set and cleared by the state hook: during a change the pull moves before the
    // hook runs (to 0 as a refresh ends), and the phase follows the change as a whole.
    if let loop = self.loop {
      self.progressPhase = loop
    } else if let outro = self.outro, self.isShowingResult || outro.isPlaying {
      // The outro plays, then holds its end while the result shows.
      self.progressPhase = outro.phase
    } else {
      self.outro = nil
      let pull = self.segments.pull
      let fraction = min(max(Double(self.pullingPercent), 0), 1)
      self.progressPhase = .pull(
        progress: pull.lowerBound + fraction * (pull.upperBound - pull.lowerBound))
    }
  }
}
