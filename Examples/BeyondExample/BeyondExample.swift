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
///
/// Results: a refresh that fails stays open for its result display, saying so, then closes; a
/// footer's failed page stays failed, retries by itself with a backoff, and loads on the third
/// try.
///
/// Accessibility: VoiceOver hears one announcement per transition, and its scroll gesture
/// refreshes only at the top; with reduced motion nothing moves over time.
///
/// Right to left and colours: the arrow moves right of the labels, the trailer left of the
/// content, and each colour role has a light and a dark shade.
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
    log("an hour later: stale \(header.isStale); refreshIfStale()")
    log("refreshIfStale() returned \(header.refreshIfStale())")
    log("and again: refreshIfStale() \(header.refreshIfStale())")
    clock.run()
    log("after the refresh: stale \(header.isStale)")

    self.results(header, scroll, clock, log)
    self.accessibility(header, scroll, clock, log)
    self.directionAndColours(header, scroll, clock, log)
    token.invalidate()
    return log.lines
  }

  /// A header's failure shown for a second; a footer's failed page retried with a backoff.
  static func results(
    _ header: NormalHeader, _ scroll: ScrollModel, _ clock: ManualAnimationClock,
    _ log: TranscriptLog
  ) {
    log.note("Results: the load fails; resultDisplayDuration = 1 keeps the header open saying so.")
    header.staleInterval = nil
    header.resultDisplayDuration = 1
    header.refreshingAction = { [unowned header] in
      log("load: request sent")
      _ = clock.schedule(after: 0.5) {
        log("load: failed; endRefreshing(result: .failure(offline))")
        header.endRefreshing(result: .failure(Offline()))
      }
    }
    let shown = header.observe(\.displayedResult) { header, _ in
      log("header shows \"\(header.stateLabel.text ?? "")\"")
    }
    header.beginRefreshing()
    clock.run()
    shown.invalidate()

    log.note("A footer's page fails twice; automaticRetry retries after 1 s, then 2 s.")
    let footer = AutoNormalFooter(config: header.config)
    footer.automaticRetry = RefreshRetryPolicy(limit: 3, delay: 1, multiplier: 2)
    var attempts = 0
    footer.refreshingAction = { [unowned footer] in
      attempts += 1
      let fails = attempts <= 2
      log("page 2, attempt \(attempts): \(fails ? "fails" : "loads")")
      footer.endRefreshing(result: fails ? .failure(Offline()) : .success)
    }
    // The end asked for in the action applies once the refresh has begun: heard here.
    let ended = footer.observe(\.state) { footer, change in
      if change.oldValue == .refreshing {
        log(
          "footer: \"\(footer.stateLabel.text ?? "")\", failures in a row \(footer.consecutiveFailures)"
        )
      }
    }
    scroll.footer = footer
    footer.beginRefreshing()
    clock.run()
    ended.invalidate()
    log("reasons: \(footer.transitions.filter { $0.to == .refreshing }.map { "\($0.reason)" })")
    scroll.footer = nil
  }

  /// What VoiceOver hears and asks for, and reduced motion.
  static func accessibility(
    _ header: NormalHeader, _ scroll: ScrollModel, _ clock: ManualAnimationClock,
    _ log: TranscriptLog
  ) {
    log.note("Accessibility: VoiceOver hears one announcement per transition.")
    header.resultDisplayDuration = 0
    header.refreshingAction = { [unowned header] in
      _ = clock.schedule(after: 0.5) { header.endRefreshing(result: .success) }
    }
    header.accessibility.announcementHandler = { log("VoiceOver says \"\($0)\"") }
    log(
      "label \"\(header.accessibility.label ?? "")\", value \"\(header.accessibility.value ?? "")\""
    )
    scroll.contentOffset.y = 300
    log("three-finger scroll in the middle of the list: \(header.accessibilityRefresh())")
    scroll.contentOffset.y = scroll.minimumContentOffset.y
    log("three-finger scroll at the top: accessibilityRefresh()")
    log("accessibilityRefresh() returned \(header.accessibilityRefresh())")
    clock.run()

    log.note("Reduced motion: the header opens and closes without moving over time.")
    header.accessibility.announcementHandler = nil
    header.config.reducesMotion = true
    header.refreshingAction = { [unowned header, unowned scroll] in
      _ = clock.schedule(after: 0.5) {
        header.endRefreshing()
        log("offset \(scroll.contentOffset.y) right after the end")
      }
    }
    header.beginRefreshing()
    log("offset \(scroll.contentOffset.y) right after the begin (54 points open)")
    clock.run()
    header.config.reducesMotion = false
  }

  /// Right to left, and the colour roles.
  static func directionAndColours(
    _ header: NormalHeader, _ scroll: ScrollModel, _ clock: ManualAnimationClock,
    _ log: TranscriptLog
  ) {
    log.note(
      "Right to left: the arrow moves right of the labels; the trailer, left of the content.")
    log("left to right: arrow at x \(Int(header.arrowView.frame.midX))")
    header.config.languageCode = "ar"
    log(
      "Arabic, right to left: arrow at x \(Int(header.arrowView.frame.midX)), \"\(header.stateLabel.text ?? "")\""
    )
    let trailer = NormalTrailer(config: header.config)
    scroll.contentSize.width = 1000
    scroll.trailer = trailer
    log("trailer at x \(Int(trailer.frame.minX)), pulled from the left")
    scroll.trailer = nil
    header.config.languageCode = "en"

    log.note("Colours are roles: MJRefresh's gray in light mode, lighter in dark mode.")
    for (name, color) in [
      ("state label", header.stateLabel.textColor),
      ("time label", header.lastUpdatedTimeLabel.textColor),
      ("spinner", header.loadingView.color),
    ] {
      let light = color.resolved(darkMode: false)
      let dark = color.resolved(darkMode: true)
      log(
        "\(name): \(color.role.map { "\($0)" } ?? "fixed"), light \(Self.gray(light)), dark \(Self.gray(dark))"
      )
    }
  }

  /// A gray's level, 0 to 255.
  static func gray(_ color: RefreshColor) -> Int {
    Int((color.red * 255).rounded())
  }
}

/// The error of a load that fails.
struct Offline: Error {}

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
