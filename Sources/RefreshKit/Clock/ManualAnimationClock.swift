public import Foundation

/// A clock that stands still until you move it: every animation and delay in a test runs
/// exactly, synchronously, when you say so.
///
/// Nothing happens between calls. ``advance(by:)`` moves time forward and runs every piece of
/// work that falls due, in deadline order, before it returns; each runs with ``now`` set to its
/// own deadline. ``run(limit:)`` runs until nothing is scheduled.
///
/// ```swift
/// @MainActor @Test func releasingPastTheThresholdStartsRefreshing() {
///   let clock = ManualAnimationClock()
///   let scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
///   scroll.drag(toOffsetY: -80)
///   scroll.endDragging()
///   clock.advance(by: 0.1)      // the bounce-back is under way
///   #expect(scroll.contentOffset.y > -80)
///   clock.run()                 // ... and settles exactly at the edge
///   #expect(scroll.contentOffset.y == 0)
///   #expect(clock.isIdle)
/// }
/// ```
///
/// Time is kept in whole nanoseconds, so deadlines computed in different ways from the same
/// seconds compare equal and repeated advances never drift.
///
/// Looping presentation work, such as a spinner or a GIF, must not keep a tick scheduled forever:
/// it derives its frame from ``now`` when it is drawn. Otherwise ``run(limit:)`` could never return.
@MainActor
public final class ManualAnimationClock: AnimationClock {
  private struct Entry {
    let deadline: Int64
    let sequence: UInt64
    let work: ScheduledWork
  }

  /// A target's standing request for frames: its next frame's time, and the order it was asked
  /// for in among everything due at that time.
  private struct FrameRequest {
    var deadline: Int64
    var sequence: UInt64
    let target: any AnimationFrameTarget
  }

  private var nanoseconds: Int64
  private var queue: [Entry] = []
  /// The frame requests, in no particular order: a handful at most.
  private var frames: [FrameRequest] = []
  private var nextSequence: UInt64 = 0

  /// The time between two animation frames, in seconds.
  public let frameInterval: TimeInterval

  /// Creates a clock.
  ///
  /// - Parameters:
  ///   - now: The starting time, in seconds. Defaults to zero.
  ///   - frameInterval: The time between animation frames. Defaults to 1/60 s. A value that is
  ///     not positive and finite is reported to ``Diagnostics`` and replaced by 1/60 s.
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

  /// The number of pieces of work scheduled and not yet run or cancelled, and of frame
  /// requests.
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

  /// Schedules `action` to run once at `deadline`.
  ///
  /// A deadline that is already past runs at the next ``advance(by:)``, ``advance(to:)`` or
  /// ``run(limit:)``, with ``now`` unchanged. A non-finite deadline counts as ``now`` and is reported to
  /// ``Diagnostics``.
  ///
  /// - Parameters:
  ///   - deadline: When to run the action, in seconds.
  ///   - action: The work.
  /// - Returns: The scheduled work, which can be cancelled.
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
  /// A time that is already past is due at the next ``advance(by:)``, ``advance(to:)`` or
  /// ``run(limit:)``; a non-finite time counts as ``now``.
  ///
  /// - Parameters:
  ///   - target: What the frames are for.
  ///   - time: When the first frame is due, in seconds.
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
  ///
  /// - Parameter target: The target whose request ends.
  public func stopFrames(of target: any AnimationFrameTarget) {
    if let index = Self.index(of: target, in: self.frames) {
      self.frames.remove(at: index)
    }
  }

  /// Where the request of `target` is in `frames` (the one numbered `sequence`, if given): one
  /// read of the requests, searched locally.
  ///
  /// `nonisolated`, so that its closure is too: a main-actor closure given to the standard
  /// library checks its executor at every call, and this runs at every frame.
  private nonisolated static func index(
    of target: any AnimationFrameTarget, sequence: UInt64? = nil, in frames: [FrameRequest]
  ) -> Int? {
    frames.firstIndex { $0.target === target && (sequence == nil || $0.sequence == sequence) }
  }

  /// Moves time forward by `duration` and runs, in deadline order, every piece of work that falls
  /// due, including work scheduled along the way.
  ///
  /// - Parameter duration: Seconds to move forward. Zero runs the work that is already due. A
  ///   negative or non-finite duration counts as zero and is reported to ``Diagnostics``.
  public func advance(by duration: TimeInterval) {
    let duration = TimeCheck.duration(duration, "ManualAnimationClock.advance(by:)")
    self.runDue(until: self.nanoseconds + Self.nanoseconds(duration))
  }

  /// Moves time forward to `time` and runs, in deadline order, every piece of work that falls due.
  ///
  /// - Parameter time: The time to move to, in seconds. A time in the past leaves the clock where
  ///   it is (time never goes backwards) and is reported to ``Diagnostics``; work already due
  ///   still runs. A time more than ``Diagnostics/durationLimit`` (a day) ahead moves the clock
  ///   a day, as ``advance(by:)`` does; call it again to go on.
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
  /// - Parameter limit: How many pieces of work may run before the clock concludes that
  ///   something reschedules itself forever and stops the program with a message. Defaults to
  ///   one million.
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

  /// Runs the earliest piece of work or frame due by `target`, moving time to it.
  ///
  /// - Returns: Whether anything was due.
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

  /// Gives the target of `request` its frame, then keeps, moves or ends its request as it says,
  /// unless the frame itself already asked again or stopped it.
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

  /// The index of the frame request due first, or `nil` when there is none.
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

  /// `time` in whole nanoseconds, at most a day ahead; a non-finite time counts as now.
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
