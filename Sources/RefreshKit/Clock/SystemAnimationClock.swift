public import Foundation

/// A clock that follows real time, for live hosts such as an app or the terminal demo.
///
/// Work runs on the main dispatch queue, which the main actor uses, so the host's main run loop
/// (or `dispatchMain()`, or an `async` main) must be running. ``now`` is monotonic: it does not
/// jump when the wall clock is changed.
///
/// A host that already has a frame callback, such as `CADisplayLink`, can instead drive a
/// ``ManualAnimationClock`` with ``ManualAnimationClock/advance(to:)`` on every frame.
@MainActor
public final class SystemAnimationClock: AnimationClock {
  private let origin = DispatchTime.now().uptimeNanoseconds
  /// The targets whose frames are requested, with their next frame's time.
  private var frames: [(target: any AnimationFrameTarget, time: TimeInterval)] = []
  /// Ticks every frame interval while frames are requested.
  private var ticker: (any DispatchSourceTimer)?

  /// The time between two animation frames, in seconds.
  public let frameInterval: TimeInterval

  /// Creates a clock whose time starts at zero now.
  ///
  /// - Parameter frameInterval: The time between animation frames. Defaults to 1/60 s. A value
  ///   that is not positive and finite is reported to ``Diagnostics`` and replaced by 1/60 s.
  public init(frameInterval: TimeInterval = 1.0 / 60) {
    self.frameInterval = TimeCheck.frameInterval(
      frameInterval, "SystemAnimationClock.frameInterval")
  }

  /// Seconds since the clock was created.
  public var now: TimeInterval {
    Double(DispatchTime.now().uptimeNanoseconds - self.origin) / 1e9
  }

  /// Schedules `action` on the main queue at `deadline`.
  ///
  /// - Parameters:
  ///   - deadline: When to run the action, in the clock's seconds. A past or non-finite deadline
  ///     runs as soon as possible.
  ///   - action: The work.
  /// - Returns: The scheduled work, which can be cancelled.
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

  /// Gives `target` a frame at the first tick at or after `time`, and then at the first tick at
  /// or after each time it asks for; asking again replaces the request.
  ///
  /// The clock ticks every ``frameInterval`` on the main queue while any frames are requested,
  /// and not at all otherwise.
  ///
  /// - Parameters:
  ///   - target: What the frames are for.
  ///   - time: When the first frame is due.
  public func requestFrames(of target: any AnimationFrameTarget, startingAt time: TimeInterval) {
    if let index = self.frames.firstIndex(where: { $0.target === target }) {
      self.frames[index].time = time
    } else {
      self.frames.append((target, time))
    }
    self.startTickingIfNeeded()
  }

  /// Stops the frames of `target`.
  ///
  /// - Parameter target: The target whose request ends.
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

  /// Gives every target whose frame is due its frame; stops ticking once none is requested.
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
