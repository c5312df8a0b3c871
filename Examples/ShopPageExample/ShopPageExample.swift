import ExampleSupport
import Foundation
import RefreshKit

/// `swift run ShopPageExample`: a shop page with three tabs under one header, which has a second
/// floor.
///
/// A 200-point page header sits above a tab bar and three lists (All, New, Sale) in a 600-point
/// view. A `NestedScrollCoordinator` shares the finger out: the page header scrolls away before
/// a list moves, and a list scrolls back to its top before the header returns. The one refresh
/// header, on the page, is pulled from whichever tab shows and goes on across a tab switch;
/// each list loads its own pages. Pulled further, past 1.9 headers, the header opens its second
/// floor over the whole view, and a push up closes it.
@main
@MainActor
struct ShopPageExample {
  static func main() {
    for line in transcript() {
      print(line)
    }
  }

  static let tabs = ["All", "New", "Sale"]

  /// What the example prints.
  static func transcript() -> [String] {
    let clock = ManualAnimationClock()
    let log = TranscriptLog(clock: clock)
    let config = RefreshConfig()
    config.languageCode = "en"
    config.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    let page = ScrollModel(
      frame: CGRect(x: 0, y: 0, width: 375, height: 600),
      contentSize: CGSize(width: 375, height: 800), clock: clock)
    let lists = Self.tabs.map { _ in
      ScrollModel(
        frame: CGRect(x: 0, y: 244, width: 375, height: 556),
        contentSize: CGSize(width: 375, height: 1200), clock: clock)
    }
    let shop = NestedScrollCoordinator(outer: page, pages: lists)
    let header = NormalHeader(config: config)
    header.secondFloor = SecondFloor()
    // Weak: a component holds its action, and an action that held its component strongly would
    // keep both alive for ever.
    header.refreshingAction = { [weak header] in
      log("the shared header reloads the three lists")
      _ = clock.schedule(after: 0.5) {
        header?.endRefreshing()
        log("reloaded")
      }
    }
    header.feedbackHandler = { log("feedback: \($0)") }
    page.header = header
    for (index, list) in lists.enumerated() {
      let footer = AutoNormalFooter(config: config)
      footer.refreshingAction = { [weak list, weak footer] in
        log("\(Self.tabs[index]) loads its next page")
        _ = clock.schedule(after: 0.5) {
          list?.contentSize.height += 1200
          footer?.endRefreshing()
          log("\(Self.tabs[index]) has \(Int((list?.contentSize.height ?? 0) / 60)) items")
        }
      }
      list.footer = footer
    }
    let positions = {
      let offsets = lists.map { "\(Int($0.contentOffset.y))" }.joined(separator: ", ")
      return "page at \(Int(page.contentOffset.y)), lists at \(offsets)"
    }
    let swipe = { (distance: CGFloat) in
      shop.beginDragging()
      for step in 1...10 {
        shop.drag(translationY: distance * CGFloat(step) / 10)
        clock.advance(by: 1.0 / 60)
      }
    }
    let release = {
      shop.endDragging()
      clock.run()
    }

    log.note("The page opens on All. A swipe up of 300 takes the header away, then moves All.")
    swipe(-300)
    release()
    log(positions())

    log.note("On Sale, a swipe down brings the header back, then pulls the shared header.")
    shop.selectedPage = 2
    log("the user opens Sale")
    swipe(400)
    log("header \(header.state): \"\(header.stateLabel.text ?? "")\"; \(positions())")
    shop.endDragging()
    clock.advance(by: 0.3)

    log.note("Back on All while it reloads: the refresh goes on; All kept its place.")
    shop.selectedPage = 0
    log("the user opens All; header \(header.state); \(positions())")
    clock.run()

    log.note("All scrolled to its end loads its own next page; the other lists load nothing.")
    swipe(-900)
    release()
    log(positions())

    log.note("Pulled past 1.9 headers, the header opens its second floor over the view.")
    swipe(1400)
    log("header \(header.state): \"\(header.stateLabel.text ?? "")\"")
    release()
    log("header \(header.state): \"\(header.stateLabel.text ?? "")\"; \(positions())")

    log.note("A push up of 70 closes the floor, and the page is back as it was.")
    swipe(-80)
    release()
    log("header \(header.state); \(positions())")
    return log.lines
  }
}
