import ExampleSupport
import Foundation
import RefreshKit

/// `swift run BeyondExample`: what RefreshKit adds to MJRefresh and its peers, one capability
/// after another, on a manual clock.
///
/// The minimum refreshing duration: a load that answers almost at once still shows its
/// spinner for the minimum, measured from the begin; a slow load ends when it answers.
///
/// Feedback for haptics: every crossing of the trigger, the start of a refresh the user
/// began, and its end with its result.
///
/// Stale data: back in the foreground an hour later, a header whose last update is older than
/// its interval refreshes by itself, once.
@main
@MainActor
struct BeyondExample {
  static func main() {
    for line in transcript() {
      print(line)
    }
  }

  /// What the example prints.
  static func transcript() -> [String] {
    let clock = ManualAnimationClock()
    let log = TranscriptLog(clock: clock)
    let scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
    scroll.contentSize.height = 1000
    let config = RefreshConfig()
    config.languageCode = "en"
    config.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()

    let api = QuickAPI(clock: clock, log: log)
    let header = NormalHeader(config: config)
    header.refreshingAction = { [unowned header] in
      api.load { header.endRefreshing() }
    }
    header.endRefreshingCompletion = { log("endRefreshingCompletion") }
    let token = header.observe(\.state) { header, change in
      let old = change.oldValue.map { "\($0)" } ?? "none"
      log("header \(old) -> \(change.newValue): \"\(header.stateLabel.text ?? "")\"")
    }
    scroll.header = header

    log.note("Without a minimum, a load of 0.05 s shows the spinner for 0.3 s in all.")
    header.beginRefreshing()
    clock.run()

    log.note("With minimumRefreshingDuration = 0.8, the same load keeps it for 0.8 s.")
    header.minimumRefreshingDuration = 0.8
    header.beginRefreshing()
    clock.run()

    log.note("A load of 1.2 s is longer than the minimum: the minimum adds nothing.")
    api.latency = 1.2
    header.beginRefreshing()
    clock.run()

    log.note("Feedback: a pull crosses the trigger, goes back, crosses again and lets go.")
    header.minimumRefreshingDuration = 0
    header.feedbackHandler = { log("feedback: \($0)") }
    scroll.beginDragging()
    for translation in [80.0, 150, 60, 150] {  // the content moves half as far past the top
      log("finger moves to \(Int(translation)) points")
      scroll.drag(translationY: translation)
    }
    log("finger lifts")
    scroll.endDragging()
    clock.run()

    log.note("Stale data: back an hour later, with a 10-minute staleInterval.")
    header.feedbackHandler = nil
    header.staleInterval = 600
    let away = TimeAway()
    let launched = Date()
    header.currentDate = { launched.addingTimeInterval(away.seconds) }
    header.lastUpdatedTimeStore.setLastUpdatedTime(launched, forKey: header.lastUpdatedTimeKey)
    away.seconds = 60
    log("a minute later: stale \(header.isStale), refreshIfStale() \(header.refreshIfStale())")
    away.seconds = 3600
    log("an hour later: stale \(header.isStale), refreshIfStale() \(header.refreshIfStale())")
    log("and again: refreshIfStale() \(header.refreshIfStale())")
    clock.run()
    log("after the refresh: stale \(header.isStale)")

    token.invalidate()
    return log.lines
  }
}

/// An API that answers after `latency` seconds of clock time.
@MainActor
final class QuickAPI {
  let clock: ManualAnimationClock
  let log: TranscriptLog
  var latency: TimeInterval = 0.05

  init(clock: ManualAnimationClock, log: TranscriptLog) {
    self.clock = clock
    self.log = log
  }

  /// Sends a request; `answered` runs when the answer arrives.
  func load(answered: @escaping @MainActor () -> Void) {
    self.log("load: request sent")
    _ = self.clock.schedule(after: self.latency) { [log] in
      log("load: answered; endRefreshing()")
      answered()
    }
  }
}

/// How long the app has been in the background, as the example moves the calendar on.
@MainActor
final class TimeAway {
  var seconds: TimeInterval = 0
}
