public import Foundation

/// A clock that stands still until you move it, so tests run every animation and delay exactly.
///
/// ``advance(by:)`` moves time forward and runs every piece of work that falls due, in deadline
/// order, each with ``now`` set to its own deadline. ``run(limit:)`` runs until nothing is
/// scheduled. Time is kept in whole nanoseconds, so repeated advances never drift.
///
/// ```swift
/// let clock = ManualAnimationClock()
/// let scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
/// scroll.drag(toOffsetY: -80)
/// scroll.endDragging()
/// clock.run()   // the bounce-back settles exactly at the edge
/// ```
///
/// Looping presentation work, such as a spinner, must derive its frame from ``now`` instead of
/// keeping a tick scheduled forever, or ``run(limit:)`` could never return.
@MainActor
public final class ManualAnimationClock: AnimationClock {
  private struct Entry {
    let deadline: Int64
    let sequence: UInt64
    let work: ScheduledWork
  }

  /// The sequence orders frames due at the same time.
  private struct FrameRequest {
    var deadline: Int64
    var sequence: UInt64
    let target: any AnimationFrameTarget
  }

  private var nanoseconds: Int64
  private var queue: [Entry] = []
  /// Unordered: a handful at most.
  private var frames: [FrameRequest] = []
  private var nextSequence: UInt64 = 0

  /// The time between two animation frames, in seconds.
  public let frameInterval: TimeInterval

  /// Creates a clock starting at `now` seconds.
  ///
  /// `frameInterval` defaults to 1/60 s; a value that is not positive and finite is reported to
  /// ``Diagnostics`` and replaced by 1/60 s.
  public init(now: TimeInterval = 0, frameInterval: TimeInterval = 1.0 / 60) {
    let start = now.isFinite ? min(max(now, 0), Diagnostics.durationLimit) : 0
    self.nanoseconds = Self.nanoseconds(start)
    self.frameInterval = TimeCheck.frameInterval(
      frameInterval, "ManualAnimationClock.frameInterval")
  }

  /// The current time, in seconds.
  public var now: TimeInterval {
    Double(self.nanoseconds) / 1e9
  }

  /// Whether no work is scheduled and no frames are requested.
  public var isIdle: Bool {
    self.queue.isEmpty && self.frames.isEmpty
  }

  /// The number of pieces of work scheduled and not yet run or cancelled, plus frame requests.
  public var scheduledCount: Int {
    self.queue.count + self.frames.count
  }

  /// The time of the next piece of work or frame, or `nil` when the clock is idle.
  public var nextDeadline: TimeInterval? {
    let work = self.queue.first?.deadline
    let frame = Self.earliestFrame(in: self.frames).map { self.frames[$0].deadline }
    guard let next = [work, frame].compactMap({ $0 }).min() else {
      return nil
    }
    return Double(next) / 1e9
  }

  /// Schedules `action` to run once at `deadline`, in seconds, and returns the cancellable work.
  ///
  /// A past deadline runs at the next advance or run, with ``now`` unchanged. A non-finite
  /// deadline counts as ``now`` and is reported to ``Diagnostics``.
  public func schedule(at deadline: TimeInterval, _ action: @escaping @MainActor () -> Void)
    -> ScheduledWork
  {
    var deadline = deadline
    if !deadline.isFinite {
      Diagnostics.report(
        .nonFiniteValue, "ManualAnimationClock.schedule(at:)",
        "refused deadline \(deadline): used now")
      deadline = self.now
    }
    let limit = self.now + Diagnostics.durationLimit
    let entryDeadline = Self.nanoseconds(min(deadline, limit))
    let sequence = self.nextSequence
    self.nextSequence += 1
    let work = ScheduledWork(deadline: Double(entryDeadline) / 1e9, action: action) {
      [weak self] in
      self?.queue.removeAll { $0.sequence == sequence }
    }
    let entry = Entry(deadline: entryDeadline, sequence: sequence, work: work)
    let index = self.insertionIndex(for: entry)
    self.queue.insert(entry, at: index)
    return work
  }

  /// Gives `target` a frame at `time` and at each time it asks for next, until it asks for none
  /// or ``stopFrames(of:)`` stops it; asking again replaces the request.
  ///
  /// A past time is due at the next advance or run; a non-finite time counts as ``now``.
  public func requestFrames(of target: any AnimationFrameTarget, startingAt time: TimeInterval) {
    let deadline = self.deadline(time)
    let sequence = self.nextSequence
    self.nextSequence += 1
    if let index = Self.index(of: target, in: self.frames) {
      self.frames[index].deadline = deadline
      self.frames[index].sequence = sequence
    } else {
      self.frames.append(FrameRequest(deadline: deadline, sequence: sequence, target: target))
    }
  }

  /// Stops the frames of `target`.
  public func stopFrames(of target: any AnimationFrameTarget) {
    if let index = Self.index(of: target, in: self.frames) {
      self.frames.remove(at: index)
    }
  }

  /// `nonisolated` so its closure is too: a main-actor closure checks its executor per call.
  private nonisolated static func index(
    of target: any AnimationFrameTarget, sequence: UInt64? = nil, in frames: [FrameRequest]
  ) -> Int? {
    frames.firstIndex { $0.target === target && (sequence == nil || $0.sequence == sequence) }
  }

  /// Moves time forward by `duration` seconds and runs, in deadline order, every piece of work
  /// that falls due, including work scheduled along the way.
  ///
  /// Zero runs the work already due. A negative or non-finite duration counts as zero and is
  /// reported to ``Diagnostics``.
  public func advance(by duration: TimeInterval) {
    let duration = TimeCheck.duration(duration, "ManualAnimationClock.advance(by:)")
    self.runDue(until: self.nanoseconds + Self.nanoseconds(duration))
  }

  /// Moves time forward to `time`, in seconds, and runs every piece of work that falls due.
  ///
  /// A time in the past leaves the clock where it is, reported to ``Diagnostics``; work already
  /// due still runs. A time more than ``Diagnostics/durationLimit`` (a day) ahead moves a day.
  public func advance(to time: TimeInterval) {
    guard time.isFinite, time >= self.now else {
      Diagnostics.report(
        time.isFinite ? .ignoredCall : .nonFiniteValue, "ManualAnimationClock.advance(to:)",
        "refused \(time): time cannot go back from \(self.now)")
      self.runDue(until: self.nanoseconds)
      return
    }
    self.runDue(until: Self.nanoseconds(min(time, self.now + Diagnostics.durationLimit)))
  }

  /// Runs scheduled work, moving time to each deadline, until nothing is scheduled.
  ///
  /// After `limit` pieces of work (default one million) it concludes that something reschedules
  /// itself forever and stops the program with a message.
  public func run(limit: Int = 1_000_000) {
    var count = 0
    while !self.isIdle {
      count += 1
      guard count <= limit else {
        fatalError(
          """
          RefreshKit: ManualAnimationClock.run() ran \(limit) pieces of work and work is still \
          scheduled: something reschedules itself forever. Looping presentation work must derive \
          its frame from clock.now instead of keeping a tick scheduled; use advance(by:) to watch \
          such work.
          """
        )
      }
      self.runNext(until: .max)
    }
  }

  private func runDue(until target: Int64) {
    while self.runNext(until: target) {}
    self.nanoseconds = max(self.nanoseconds, target)
  }

  @discardableResult
  private func runNext(until target: Int64) -> Bool {
    let frames = self.frames
    let frameIndex = Self.earliestFrame(in: frames)
    let work = self.queue.first
    if let frameIndex,
      work.map({ Self.precedes(frames[frameIndex], $0) }) ?? true
    {
      let request = frames[frameIndex]
      guard request.deadline <= target else {
        return false
      }
      self.nanoseconds = max(self.nanoseconds, request.deadline)
      self.runFrame(of: request)
      return true
    }
    guard let work, work.deadline <= target else {
      return false
    }
    self.queue.removeFirst()
    self.nanoseconds = max(self.nanoseconds, work.deadline)
    work.work.fire()
    return true
  }

  private func runFrame(of request: FrameRequest) {
    let next = request.target.frame(at: self.now)
    guard
      let index = Self.index(of: request.target, sequence: request.sequence, in: self.frames)
    else {
      return  // asked again, or stopped, during its frame
    }
    if let next {
      self.frames[index].deadline = max(self.deadline(next), self.nanoseconds)
      self.frames[index].sequence = self.nextSequence
      self.nextSequence += 1
    } else {
      self.frames.remove(at: index)
    }
  }

  private static func earliestFrame(in frames: [FrameRequest]) -> Int? {
    var best: Int?
    for index in frames.indices {
      if let current = best, !Self.precedes(frames[index], frames[current]) {
        continue
      }
      best = index
    }
    return best
  }

  private static func precedes(_ frame: FrameRequest, _ other: FrameRequest) -> Bool {
    (frame.deadline, frame.sequence) < (other.deadline, other.sequence)
  }

  private static func precedes(_ frame: FrameRequest, _ work: Entry) -> Bool {
    (frame.deadline, frame.sequence) < (work.deadline, work.sequence)
  }

  /// At most a day ahead; a non-finite time counts as now.
  private func deadline(_ time: TimeInterval) -> Int64 {
    guard time.isFinite else {
      return self.nanoseconds
    }
    return Self.nanoseconds(min(time, self.now + Diagnostics.durationLimit))
  }

  private func insertionIndex(for entry: Entry) -> Int {
    var low = 0
    var high = self.queue.count
    while low < high {
      let middle = (low + high) / 2
      if self.queue[middle].deadline <= entry.deadline {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  private static func nanoseconds(_ seconds: TimeInterval) -> Int64 {
    Int64((seconds * 1e9).rounded())
  }
}
