import Foundation
import RefreshKit
import RefreshKitTesting
import TestSupport
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Snapshots describe what a component shows, the same on every run: the text names every
/// part, and the SVG is well formed.
@MainActor
@Suite(.idleClocks) struct RefreshSnapshotTests {
  /// A header on a 375-point-wide list at rest, with English strings and a fixed clock time of
  /// day for its last-updated label.
  func header() throws -> (NormalHeader, RefreshDriver, ScrollModel) {
    try self.attached(NormalHeader(config: self.config()))
  }

  /// `header` on a 375-point-wide list at rest, with its last-updated label hidden.
  func attached<Header: StateHeader>(_ header: Header) throws -> (
    Header, RefreshDriver, ScrollModel
  ) {
    let clock = ManualAnimationClock()
    ClockLedger.current?.add(clock)
    let scroll = ScrollModel(
      frame: CGRect(x: 0, y: 0, width: 375, height: 600),
      contentSize: CGSize(width: 375, height: 1000), clock: clock)
    header.lastUpdatedTimeLabel.isHidden = true
    scroll.header = header
    return (header, try RefreshDriver(header), scroll)
  }

  /// English strings and an in-memory store of last-updated times.
  func config() -> RefreshConfig {
    let config = RefreshConfig()
    config.languageCode = "en"
    config.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    return config
  }

  @Test func aHeaderAtRestIsDescribedPartByPart() throws {
    let (_, driver, scroll) = try self.header()
    #expect(
      driver.snapshot().text == """
        NormalHeader refreshkit.header.idle
        frame 0 -54 375 54, alpha 1
        label "Pull down to refresh" at 0 0 375 54, 14 pt, #5a5a5a
        label hidden
        arrow arrow at 88.57 7 15 40, 0°, #5a5a5a
        spinner stopped
        accessibility "Refresh", "Pull down to refresh"

        """)
    withExtendedLifetime(scroll) {}
  }

  @Test func aRefreshingHeaderShowsItsSpinnerAndNoArrow() throws {
    let (_, driver, scroll) = try self.header()
    driver.pullToRefresh()
    let text = driver.snapshot().text
    #expect(text.contains("label \"Loading...\""))
    #expect(text.contains("arrow hidden"))
    #expect(text.contains("spinner turning at "))
    #expect(text.hasPrefix("NormalHeader refreshkit.header.refreshing\n"))
    driver.finish()
    driver.runToRest()
    withExtendedLifetime(scroll) {}
  }

  @Test func aPulledArrowIsTurnedHalfWayRound() throws {
    let (_, driver, scroll) = try self.header()
    driver.pull(by: 60)
    driver.advance(by: 1)  // the arrow's turn
    // Beside the longer title; turned as MJRefresh turns it, by 0.000001 - π.
    #expect(driver.snapshot().text.contains("arrow arrow at 92.49 7 15 40, -180°, #5a5a5a"))
    #expect(driver.snapshot().svg.contains("translate(99.99 27) rotate(-180)"))
    driver.release()
    driver.runToRest()
    driver.finish()
    driver.runToRest()
    withExtendedLifetime(scroll) {}
  }

  @Test func theSameStateGivesTheSameSnapshotWhateverTheSpinnersAngle() throws {
    let (_, driver, scroll) = try self.header()
    driver.pullToRefresh()
    let first = driver.snapshot()
    driver.advance(by: 0.37)
    #expect(driver.snapshot() == first)
    driver.finish()
    driver.runToRest()
    withExtendedLifetime(scroll) {}
  }

  @Test func theSVGIsWellFormedAndEscapesTheTitles() throws {
    let (header, driver, scroll) = try self.header()
    header.setTitle("Pull <down> & \"see\"", for: .idle)
    let svg = driver.snapshot().svg
    #expect(svg.contains(">Pull &lt;down&gt; &amp; &quot;see&quot;</text>"))
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"375\" height=\"54\""))
    let parser = XMLParser(data: Data(svg.utf8))
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    withExtendedLifetime(scroll) {}
  }

  @Test func aHiddenComponentDrawsNothingButItsBackground() throws {
    let (header, driver, scroll) = try self.header()
    header.isHidden = true
    let snapshot = driver.snapshot()
    #expect(snapshot.text.contains(", hidden\n"))
    #expect(!snapshot.svg.contains("<text"))
    withExtendedLifetime(scroll) {}
  }

  @Test func aProgressHeaderDrawsItsRingAsLines() throws {
    let (_, driver, scroll) = try self.attached(ProgressHeader(config: self.config()))
    #expect(driver.snapshot().text.contains("vector at 82.07 13 28 28, nothing drawn\n"))
    driver.pull(by: 27)
    let pulled = driver.snapshot()
    // Half way to the trigger: 42.5 % of a ring of radius 12.83.
    #expect(pulled.text.contains("vector at 82.07 13 28 28, lines 34.25 pt, #5a5a5a\n"))
    #expect(pulled.svg.contains("<polyline points=\"96.07,14.17 "))
    #expect(pulled.svg.contains("stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"))
    driver.release()
    driver.runToRest()
    withExtendedLifetime(scroll) {}
  }
}
