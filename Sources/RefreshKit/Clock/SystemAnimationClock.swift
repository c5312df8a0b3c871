public import Foundation

/// A clock that follows real time, for live hosts such as an app or the terminal demo.
///
/// Work runs on the main dispatch queue, so the host's main run loop (or `dispatchMain()`, or an
/// `async` main) must be running. ``now`` is monotonic. A host with its own frame callback, such
/// as `CADisplayLink`, can drive a ``ManualAnimationClock`` with
/// ``ManualAnimationClock/advance(to:)`` instead.
@MainActor
public final class SystemAnimationClock: AnimationClock {
  private let origin = DispatchTime.now().uptimeNanoseconds
  private var frames: [(target: any AnimationFrameTarget, time: TimeInterval)] = []
  private var ticker: (any DispatchSourceTimer)?

  /// The time between two animation frames, in seconds.
  public let frameInterval: TimeInterval

  /// Creates a clock whose time starts at zero now.
  ///
  /// `frameInterval` defaults to 1/60 s; a value that is not positive and finite is reported to
  /// ``Diagnostics`` and replaced by 1/60 s.
  public init(frameInterval: TimeInterval = 1.0 / 60) {
    self.frameInterval = TimeCheck.frameInterval(
      frameInterval, "SystemAnimationClock.frameInterval")
  }

  /// Seconds since the clock was created.
  public var now: TimeInterval {
    Double(DispatchTime.now().uptimeNanoseconds - self.origin) / 1e9
  }

  /// Schedules `action` on the main queue at `deadline`, in the clock's seconds, and returns the
  /// cancellable work.
  ///
  /// A past or non-finite deadline runs as soon as possible.
  public func schedule(at deadline: TimeInterval, _ action: @escaping @MainActor () -> Void)
    -> ScheduledWork
  {
    let work = ScheduledWork(deadline: deadline, action: action)
    let delay = deadline.isFinite ? min(max(deadline - self.now, 0), Diagnostics.durationLimit) : 0
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
      MainActor.assumeIsolated {
        work.fire()
      }
    }
    return work
  }

  /// Gives `target` a frame at the first tick at or after `time`, then after each time it asks
  /// for; asking again replaces the request.
  ///
  /// The clock ticks every ``frameInterval`` on the main queue only while frames are requested.
  public func requestFrames(of target: any AnimationFrameTarget, startingAt time: TimeInterval) {
    if let index = self.frames.firstIndex(where: { $0.target === target }) {
      self.frames[index].time = time
    } else {
      self.frames.append((target, time))
    }
    self.startTickingIfNeeded()
  }

  /// Stops the frames of `target`.
  public func stopFrames(of target: any AnimationFrameTarget) {
    if let index = self.frames.firstIndex(where: { $0.target === target }) {
      self.frames.remove(at: index)
    }
  }

  private func startTickingIfNeeded() {
    guard self.ticker == nil else {
      return
    }
    let ticker = DispatchSource.makeTimerSource(queue: .main)
    let interval = DispatchTimeInterval.nanoseconds(Int(self.frameInterval * 1e9))
    ticker.schedule(deadline: .now() + interval, repeating: interval)
    ticker.setEventHandler { [weak self] in
      MainActor.assumeIsolated {
        self?.tick()
      }
    }
    ticker.resume()
    self.ticker = ticker
  }

  private func tick() {
    let now = self.now
    var index = 0
    while index < self.frames.count {
      let (target, time) = self.frames[index]
      guard time <= now else {
        index += 1
        continue
      }
      let next = target.frame(at: now)
      // The frame may have asked again or stopped any request: find this one again.
      if let current = self.frames.firstIndex(where: { $0.target === target }),
        self.frames[current].time == time
      {
        if let next {
          self.frames[current].time = next
        } else {
          self.frames.remove(at: current)
          continue
        }
      }
      index += 1
    }
    if self.frames.isEmpty {
      self.ticker?.cancel()
      self.ticker = nil
    }
  }
}
