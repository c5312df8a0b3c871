import ExampleSupport
import Foundation
import RefreshKit

/// `swift run FeedExample`: a feed view model in the MJRefresh style.
///
/// A `NormalHeader` reloads page 1 and an `AutoNormalFooter` loads the next page, over a paged
/// data source whose answers arrive 0.6 s later on the clock. The second page fails once; the
/// footer says so and the user taps to retry. The last page ends in "No more data"; a
/// pull-to-refresh starts over.
@main
@MainActor
struct FeedExample {
  static func main() {
    for line in transcript() {
      print(line)
    }
  }

  /// What the example prints, on a manual clock so that it is the same on every run.
  static func transcript() -> [String] {
    let clock = ManualAnimationClock()
    let log = TranscriptLog(clock: clock)
    let model = FeedViewModel(clock: clock, log: log)

    log.note("The screen opens: refresh programmatically, as viewDidLoad would.")
    model.header.beginRefreshing()
    clock.run()

    log.note("The user scrolls to the end: the footer loads page 2, which fails.")
    model.scrollToEnd()
    clock.run()

    log.note("The user taps the footer to retry.")
    model.footer.stateLabelTapped()
    clock.run()

    log.note("Scrolling to the end again loads page 3, the last one.")
    model.scrollToEnd()
    clock.run()

    log.note("At the end now, nothing loads any more.")
    model.scrollToEnd()
    clock.run()

    log.note("Pull to refresh starts over from page 1.")
    model.pullToRefresh()
    clock.run()
    return log.lines
  }
}
