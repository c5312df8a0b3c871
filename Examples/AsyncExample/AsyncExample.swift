import ExampleSupport
import Foundation
import RefreshKit

/// `swift run AsyncExample`: `NormalHeader { await model.reload() }`.
///
/// The refresh ends by itself when the action returns, throws or is cancelled; a thrown error
/// goes to `refreshingErrorHandler`. Detaching the header while it loads cancels the task, and no
/// callback runs afterwards.
@main
@MainActor
struct AsyncExample {
  static func main() async {
    for line in await transcript() {
      print(line)
    }
  }

  /// What the example prints.
  static func transcript() async -> [String] {
    let clock = ManualAnimationClock()
    let log = TranscriptLog(clock: clock)
    let api = SlowAPI(clock: clock, log: log)
    let scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
    scroll.contentSize.height = 1000
    let config = RefreshConfig()
    config.languageCode = "en"
    config.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()

    let header = NormalHeader(config: config) { try await api.reload() }
    header.refreshingErrorHandler = { log("refreshingErrorHandler: \($0)") }
    header.endRefreshingCompletion = { log("endRefreshingCompletion") }
    scroll.header = header

    log.note("A reload that succeeds: the refresh ends by itself.")
    header.beginRefreshing()
    await settle(clock, header, api)

    log.note("A reload that fails: the error is reported and the refresh ends.")
    api.failsNext = true
    header.beginRefreshing()
    await settle(clock, header, api)

    log.note("The header is detached while loading: the task is cancelled, nothing runs after.")
    header.beginRefreshing()
    clock.advance(by: 0.25)
    await letTheTaskRun(header, api)
    clock.advance(by: 0.25)
    let task = header.refreshingTask
    scroll.header = nil
    log("detached: header \(header.state)")
    clock.run()
    await task?.value
    log("the task ended; header \(header.state)")
    return log.lines
  }

  /// Runs the clock, a frame at a time, and the header's task until the refresh is over and
  /// nothing is scheduled.
  static func settle(_ clock: ManualAnimationClock, _ header: RefreshHeader, _ api: SlowAPI) async {
    var frames = 0
    while (header.isRefreshing || !clock.isIdle) && frames < 600 {
      clock.advance(by: 1.0 / 60)
      frames += 1
      await letTheTaskRun(header, api)
    }
  }

  /// Lets the header's task run until it waits for the API's answer or ends, so that the clock
  /// never moves while the task has work to do and every time stamp is the same on every run,
  /// however busy the main actor is.
  static func letTheTaskRun(_ header: RefreshHeader, _ api: SlowAPI) async {
    var yields = 0
    while header.refreshingTask != nil && !api.isWaiting && yields < 10_000 {
      await Task.yield()
      yields += 1
    }
  }
}

/// An API whose calls take 0.5 s of clock time.
@MainActor
final class SlowAPI {
  struct Unreachable: Error, CustomStringConvertible {
    var description: String { "the server is unreachable" }
  }

  let clock: ManualAnimationClock
  let log: TranscriptLog
  var failsNext = false
  /// Whether a request is waiting for its answer on the clock.
  private(set) var isWaiting = false

  init(clock: ManualAnimationClock, log: TranscriptLog) {
    self.clock = clock
    self.log = log
  }

  func reload() async throws {
    self.log("reload: request sent")
    self.isWaiting = true
    await withCheckedContinuation { continuation in
      _ = self.clock.schedule(after: 0.5) {
        self.isWaiting = false
        continuation.resume()
      }
    }
    if Task.isCancelled {
      self.log("reload: cancelled, the answer is dropped")
      throw CancellationError()
    }
    if self.failsNext {
      self.failsNext = false
      self.log("reload: failed")
      throw Unreachable()
    }
    self.log("reload: 20 items")
  }
}
