public import Foundation

/// A header driven by a progress value instead of frames: the pull scrubs through one segment of
/// an animation (its end at the trigger), refreshing loops another, and the end plays an outro.
///
/// By default ``vectorView`` draws ``VectorAnimation/ring`` where the normal header has its
/// arrow; hide it and drive a Lottie or Rive player from each ``progressPhase``. The titles
/// stay; hide the labels for an animation alone. See <doc:WritingACustomHeader>.
open class ProgressHeader: StateHeader {
  /// The built-in animation's view; hide it to drive a player of your own.
  public let vectorView = VectorAnimationModel()

  /// Where each phase plays in the animation, the built-in ring's by default; a change applies
  /// from the next phase.
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

  /// Kept so that a pull does not cut it; it ends when its timer fires, not by comparing times,
  /// as the clock rounds to whole nanoseconds.
  private var outro: ProgressPhase?
  /// The loop as it began, so that segments set meanwhile never make it jump.
  private var loop: ProgressPhase?
  private var outroWork: ScheduledWork?

  /// The animation's progress, from 0 to 1, at `time` on the header's clock, for a host that
  /// draws each frame.
  public func progress(at time: TimeInterval) -> Double {
    self.progressPhase.progress(at: time)
  }

  /// Called after ``progressPhase`` changes, for a subclass that adapts a player itself.
  open func progressPhaseDidChange() {}

  /// Adopts ``vectorView``, tinted like the state label.
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
    self.outro = phase
    guard let clock = self.clock, end > clock.now else {
      return
    }
    self.outroWork = clock.schedule(at: end) { [weak self] in
      self?.outroWork = nil
      self?.updateProgressPhase()
    }
  }

  private func endOutro() {
    self.outroWork?.cancel()
    self.outroWork = nil
    self.outro = nil
  }

  private func updateProgressPhase() {
    // The loop comes from the state hook: the pull moves before it runs, so follow the change.
    if let loop = self.loop {
      self.progressPhase = loop
    } else if let outro = self.outro, self.isShowingResult || self.outroWork != nil {
      self.progressPhase = outro
    } else {
      self.outro = nil
      let pull = self.segments.pull
      let fraction = min(max(Double(self.pullingPercent), 0), 1)
      self.progressPhase = .pull(
        progress: pull.lowerBound + fraction * (pull.upperBound - pull.lowerBound))
    }
  }
}
