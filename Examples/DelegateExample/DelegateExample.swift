import ExampleSupport
import Foundation
import RefreshKit

/// `swift run DelegateExample`: a view controller in the style of EGOTableViewPullRefresh and
/// PGRefresh, which talks to its refresh components through a delegate.
///
/// The header uses EGO's metrics (it triggers at 65 points and holds 60) and takes its
/// last-updated date from the delegate, as `egoRefreshTableHeaderDataSourceLastUpdated:` does.
/// While the controller is loading, `refreshComponentIsLoading` blocks a second trigger, as
/// `egoRefreshTableHeaderDataSourceIsLoading:` does. Load-more follows PGRefresh: a page index,
/// a page size (`nNumOfPage`) and a total (`nTotal`) decide when there is no more data.
@main
@MainActor
struct DelegateExample {
  static func main() {
    for line in transcript() {
      print(line)
    }
  }

  /// What the example prints.
  static func transcript() -> [String] {
    let clock = ManualAnimationClock()
    let controller = TableViewController(clock: clock)
    let scroll = controller.scroll
    let log = controller.log

    log.note("EGO's metrics: pulling starts past 65 points, the header holds 60.")
    scroll.drag(toOffsetY: -65)
    log("drag to -65: \(controller.header.state)")
    scroll.drag(toOffsetY: -66)
    log("drag to -66: \(controller.header.state)")
    scroll.endDragging()
    clock.advance(by: 0.3)
    log(
      "released; inset top \(Int(scroll.adjustedContentInset.top)), offset \(Int(scroll.contentOffset.y))"
    )
    clock.run()
    log(
      "the header reads \"\(controller.header.lastUpdatedTimeLabel.text ?? "")\", the delegate's date"
    )

    log.note("PGRefresh's paging: 20 per page, 50 in all; pull up to load page 2.")
    controller.pullUpToLoadMore()
    clock.advance(by: 0.5)

    log.note("While the controller loads, a pull on the header cannot trigger (EGO's isLoading).")
    scroll.drag(toOffsetY: -150)
    log("drag to -150 while loading: header \(controller.header.state)")
    scroll.endDragging()
    clock.run()

    log.note("Page 3 is the last one; after it there is no more data.")
    controller.pullUpToLoadMore()
    clock.run()
    controller.pullUpToLoadMore()
    clock.run()
    return log.lines
  }
}
