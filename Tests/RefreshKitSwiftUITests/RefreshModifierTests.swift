#if os(Linux)  // the binding against the stand-in
import Foundation
import RefreshKitSwiftUI
import SwiftUIStandIn
import TestSupport
import Testing

/// The SwiftUI binding, run on the stand-in SwiftUI, which updates views only when state they
/// read changes, pauses timelines, clamps scroll positions to the content and records state
/// written during an update: `.refreshHeader { await ... }` on a scroll view, driven by a
/// finger, the frames and the clock.
@MainActor
@Suite struct RefreshModifierTests {
  func english() -> RefreshConfig {
    let config = RefreshConfig()
    config.languageCode = "en"
    config.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    return config
  }

  /// A finger that pulls the content down by `distance` in steps, a frame apart.
  func pull(_ renderer: StandInRenderer, by distance: CGFloat, step: CGFloat = 10) {
    var moved: CGFloat = 0
    while moved < distance {
      renderer.drag(by: min(step, distance - moved))
      moved += step
      renderer.runFrame()
    }
  }

  /// Runs frames until the clock and the scroll view rest, or `limit` frames.
  func settle(_ renderer: StandInRenderer, limit: Int = 300) {
    for _ in 0..<limit {
      renderer.runFrame()
      if renderer.timelinePaused.allSatisfy({ $0 }) && renderer.scrollView.phase == .idle {
        return
      }
    }
  }

  /// Yields until `condition` holds, running a frame between yields.
  func wait(_ renderer: StandInRenderer, until condition: () -> Bool) async {
    for _ in 0..<1000 where !condition() {
      await Task.yield()
      renderer.runFrame()
    }
  }

  /// Every text drawn and visible.
  func texts(_ renderer: StandInRenderer) -> [String] {
    renderer.leaves.filter { $0.kind == "text" && $0.isVisible }.map(\.value)
  }

  @Test func theREADMEsLinesReloadAndLoadTheNextPageOfAModel() async {
    let renderer = StandInRenderer.onScrollGeometry()
    await onDisplayTime(renderer) {
      let model = FeedModel()
      renderer.show(Self.readmeList(model))
      #expect(renderer.leaves.contains { $0.value == "Row 0" }, "the rows, under the overlay")
      self.pull(renderer, by: 240)
      renderer.release()
      await self.wait(renderer) { model.reloads == 1 && renderer.contentMargins[.top] == 0 }
      self.settle(renderer)
      #expect(model.reloads == 1)
      #expect(renderer.contentMargins[.top] == 0, "the refresh ended by itself")
      #expect(renderer.scrollView.offset.y == -59)

      for _ in 0..<60 where model.pages == 0 {
        renderer.drag(by: -40)
        renderer.runFrame()
      }
      renderer.release()
      await self.wait(renderer) { model.pages == 1 && renderer.timelinePaused.allSatisfy { $0 } }
      #expect(model.pages == 1)
      self.settle(renderer)
      #expect(renderer.writesDuringUpdate.isEmpty, "\(renderer.writesDuringUpdate)")
    }
  }

  /// The README's SwiftUI lines.
  static func readmeList(_ model: FeedModel) -> some View {
    List(model.items) { item in Text(item.title) }
      .refreshHeader { await model.reload() }
      .loadMoreFooter { await model.loadNextPage() }
  }

  @Test func aPullReleasedPastTheTriggerRunsTheAsyncActionAndEndsWhenItReturns() async {
    let renderer = StandInRenderer.onScrollGeometry()
    await onDisplayTime(renderer) {
      var reloads = 0
      let header = NormalHeader(config: self.english())
      renderer.show(ScrollView { Text("Rows") }.refreshHeader(header) { reloads += 1 })
      #expect(header.frame == CGRect(x: 0, y: -54, width: 390, height: 54))
      self.pull(renderer, by: 240)
      #expect(header.state == .pulling)
      #expect(self.texts(renderer).contains("Release to refresh"))
      let label = renderer.leaves.first { $0.value == "Release to refresh" }
      let inViewport = -54 - renderer.scrollView.offset.y
      #expect(label?.offset.height == inViewport, "drawn at the header's frame, in the viewport")
      renderer.release()
      renderer.runFrame()
      #expect(header.state == .refreshing)
      self.settle(renderer)
      let share: CGFloat = 54
      #expect(renderer.contentMargins[.top] == share, "the header's share, as a content margin")
      #expect(renderer.scrollView.offset.y == -113, "the bounce rested under the header")
      await self.wait(renderer) { reloads == 1 && header.state == .idle }
      self.settle(renderer)
      #expect(renderer.contentMargins[.top] == 0)
      #expect(renderer.scrollView.offset.y == -59)
      #expect(header.clock?.now ?? 0 > 0)
      #expect(renderer.writesDuringUpdate.isEmpty, "\(renderer.writesDuringUpdate)")
    }
  }

  @Test("a refresh that ends while the scroll view is still closes, frame by frame")
  func anEndWithoutScrollingCloses() {
    let renderer = StandInRenderer.onScrollGeometry()
    onDisplayTime(renderer) {
      let header = NormalHeader(config: self.english())
      renderer.show(ScrollView { Text("Rows") }.refreshHeader(header) {})
      header.beginRefreshing()
      self.settle(renderer)
      #expect(renderer.scrollView.offset.y == -113)
      let updates = renderer.updates
      header.endRefreshing()  // no scroll, no phase: only the clock asks for frames
      renderer.run(frames: 6)
      let offset = renderer.scrollView.offset.y
      #expect(offset > -113 && offset < -59, "closing: \(offset)")
      self.settle(renderer)
      #expect(renderer.contentMargins[.top] == 0)
      #expect(renderer.scrollView.offset.y == -59)
      #expect(renderer.updates - updates > 10, "an update a frame while it closes")
      #expect(renderer.timelinePaused.allSatisfy { $0 }, "then the timeline pauses")
    }
  }

  @Test("a refresh begun from code scrolls to the top edge, which SwiftUI keeps, not to a point")
  func aBeginFromCodeScrollsToTheTopEdge() {
    let renderer = StandInRenderer.onScrollGeometry()
    onDisplayTime(renderer) {
      let header = NormalHeader(config: self.english())
      renderer.show(ScrollView { Text("Rows") }.refreshHeader(header) {})
      header.beginRefreshing()
      renderer.run(frames: 6)
      let margin = renderer.contentMargins[.top] ?? 0
      #expect(margin > 0 && margin < 54, "the share grows with the scroll")
      #expect(renderer.scrollView.offset.y == -59 - margin, "the content follows it")
      #expect(renderer.scrollPosition?.wrappedValue.edge == .top)
      self.settle(renderer)
      #expect(renderer.scrollView.offset.y == -113)
      header.endRefreshing()
      self.settle(renderer)
      #expect(renderer.scrollView.offset.y == -59)
    }
  }

  @Test("the overlay is clipped to the scroll view: an idle header shows over nothing above it")
  func theOverlayIsClipped() {
    let renderer = StandInRenderer.onScrollGeometry()
    renderer.scrollView.safeArea = SwiftUIStandIn.EdgeInsets()  // under a bar of the app's own
    onDisplayTime(renderer) {
      let header = NormalHeader(config: self.english())
      header.automaticallyChangeAlpha = false
      renderer.show(ScrollView { Text("Rows") }.refreshHeader(header) {})
      let label = renderer.leaves.first { $0.value == "Pull down to refresh" }
      #expect(label?.opacity == 1, "drawn, at full opacity")
      #expect((label?.offset.height ?? 0) < 0, "above the scroll view's top")
      #expect(label?.isVisible == false, "and clipped away")
      self.pull(renderer, by: 60)
      let pulled = renderer.leaves.first { $0.value == "Pull down to refresh" }
      #expect(pulled?.isVisible == true, "in view once pulled")
      renderer.release()
      self.settle(renderer)
    }
  }

  @Test("a title set and a label hidden at rest show at the next update, with no scroll")
  func aChangeAtRestShows() {
    let renderer = StandInRenderer.onScrollGeometry()
    onDisplayTime(renderer) {
      let header = NormalHeader(config: self.english())
      renderer.show(ScrollView { Text("Rows") }.refreshHeader(header) {})
      self.settle(renderer)
      let updates = renderer.updates
      renderer.run(frames: 5)
      #expect(renderer.updates == updates, "at rest nothing updates")
      header.setTitle("Pull for news", for: .idle)
      header.lastUpdatedTimeLabel.isHidden = true
      renderer.runFrame()
      let texts = renderer.leaves.filter { $0.kind == "text" }.map(\.value)
      #expect(texts.contains("Pull for news") && !texts.contains("Pull down to refresh"))
      #expect(!texts.contains { $0.hasPrefix("Last update") }, "\(texts)")
      #expect(renderer.writesDuringUpdate.isEmpty, "\(renderer.writesDuringUpdate)")
    }
  }

  @Test("waiting for a result's display wakes the clock once, not every frame")
  func aResultDisplayWakesOnce() {
    let renderer = StandInRenderer.onScrollGeometry()
    onDisplayTime(renderer) {
      let header = NormalHeader(config: self.english())
      header.resultDisplayDuration = 1
      renderer.show(ScrollView { Text("Rows") }.refreshHeader(header) {})
      header.beginRefreshing()
      self.settle(renderer)
      header.endRefreshing(result: .success)
      self.settle(renderer)
      #expect(header.isShowingResult)
      let updates = renderer.updates
      let timelines = renderer.timelineUpdates
      renderer.run(for: 0.8)
      #expect(renderer.updates == updates && renderer.timelineUpdates == timelines, "idle")
      #expect(self.texts(renderer).contains("Refreshed"))
      renderer.run(for: 0.3)
      #expect(!header.isShowingResult, "the explicit timeline woke the clock on time")
      self.settle(renderer)
      #expect(renderer.contentMargins[.top] == 0)
    }
  }

  @Test func theSpinnerShowsAndTheArrowHidesWhileRefreshing() {
    let renderer = StandInRenderer.onScrollGeometry()
    onDisplayTime(renderer) {
      let header = NormalHeader(config: self.english())
      renderer.show(ScrollView { Text("Rows") }.refreshHeader(header) {})
      let arrow = renderer.leaves.first { $0.value == "system:arrow.down" }
      let spinner = renderer.leaves.first { $0.kind == "progress" }
      #expect(arrow?.opacity == 1 && spinner?.opacity == 0)
      header.beginRefreshing()
      renderer.runFrame()
      #expect(renderer.leaves.first { $0.value == "system:arrow.down" }?.opacity == 0)
      #expect(renderer.leaves.first { $0.kind == "progress" }?.opacity == 1)
      header.endRefreshing()
      self.settle(renderer)
    }
  }

  @Test("a progress header's ring is a stroked path that turns on the display's frames")
  func theRingIsAStrokedPathThatTurns() {
    let renderer = StandInRenderer.onScrollGeometry()
    onDisplayTime(renderer) {
      let header = ProgressHeader(config: self.english())
      renderer.show(ScrollView { Text("Rows") }.refreshHeader(header) {})
      let strokes = { renderer.leaves.filter { $0.kind == "stroke" && $0.isVisible } }
      #expect(strokes().isEmpty, "at rest nothing is pulled, nothing stroked")
      header.beginRefreshing()
      renderer.runFrame()
      let first = strokes()
      #expect(first.count == 1)
      #expect(first.first?.value.contains(" round [") == true, "round caps and joins")
      // A looping ring changes every frame: the host wakes the clock for its next frame, as
      // for a GIF's, so the timeline does not pause once the header has opened.
      for _ in 0..<45 {  // three quarters of a lap: not where it began
        renderer.runFrame()
      }
      let later = strokes().map(\.value)
      renderer.runFrame()
      #expect(renderer.timelinePaused.contains(false))
      #expect(strokes().map(\.value) != later, "it still turns, long after opening")
      #expect(later != first.map(\.value))
      header.endRefreshing()
      self.settle(renderer)
    }
  }

  @Test func aCustomComponentsModelsDrawWithItsOwnImages() {
    final class RingHeader: RefreshHeader {
      let ring = ArrowModel(image: RefreshImage(name: "ring", size: CGSize(width: 30, height: 30)))
      override var presentationModels: PresentationModels {
        super.presentationModels.adding(PresentationModels(arrows: [self.ring]))
      }
    }
    let renderer = StandInRenderer.onScrollGeometry()
    onDisplayTime(renderer) {
      let header = RingHeader(config: self.english())
      header.ring.rotation = 1
      renderer.show(ScrollView { Text("Rows") }.refreshHeader(header) {})
      let ring = renderer.leaves.first { $0.kind == "image" && $0.value == "ring" }
      #expect(ring?.rotation == 1, "the component's own image, turned as its model says")
      #expect(!renderer.leaves.contains { $0.value == "system:arrow.down" })
    }
  }

  /// Shows rows under `header` with a second floor whose view reads "The second floor".
  func showFloor(of header: NormalHeader, in renderer: StandInRenderer) {
    renderer.show(
      ScrollView { Text("Rows") }
        .refreshHeader(header, secondFloor: SecondFloor()) {
        } floor: {
          Text("The second floor")
        })
  }

  @Test("the second floor's view shows as the floor opens, behind the header, and hides closed")
  func theSecondFloorsView() {
    let renderer = StandInRenderer.onScrollGeometry()
    onDisplayTime(renderer) {
      let header = NormalHeader(config: self.english())
      self.showFloor(of: header, in: renderer)
      let floor = { renderer.leaves.first { $0.value == "The second floor" } }
      #expect(header.secondFloor != nil)
      #expect(floor()?.opacity == 0, "none of it shows at rest")
      header.openSecondFloor()
      self.settle(renderer)
      #expect(header.state == .secondFloorOpen)
      #expect(floor()?.opacity == 1)
      header.closeSecondFloor()
      self.settle(renderer)
      #expect(header.state == .idle)
      #expect(floor()?.opacity == 0)
    }
  }

  @Test("VoiceOver opens the floor by the header's action and leaves it by escape")
  func voiceOverReachesTheSecondFloor() throws {
    let renderer = StandInRenderer.onScrollGeometry()
    try onDisplayTime(renderer) {
      let header = NormalHeader(config: self.english())
      self.showFloor(of: header, in: renderer)
      let names = { renderer.accessibilityActions.map(\.name) }
      #expect(names() == ["escape", "Open the second floor"])
      try #require(renderer.accessibilityActions.last).perform()
      self.settle(renderer)
      #expect(header.state == .secondFloorOpen)
      #expect(names() == ["escape", "Close the second floor"])
      try #require(renderer.accessibilityActions.first).perform()  // the escape
      #expect(header.state == .closingSecondFloor)
      self.settle(renderer)
      #expect(header.state == .idle)
      #expect(names() == ["escape", "Open the second floor"])
    }
  }

  @Test("VoiceOver reads the header's own label and value, as UIKit's, not its texts")
  func voiceOverReadsTheLabelAndValue() {
    let renderer = StandInRenderer.onScrollGeometry()
    onDisplayTime(renderer) {
      let header = NormalHeader(config: self.english())
      renderer.show(ScrollView { Text("Rows") }.refreshHeader(header) {})
      let expected = [
        "children: ignore", "hidden: false", "label: Refresh", "value: Pull down to refresh",
      ]
      #expect(renderer.accessibilityAttributes.sorted() == expected)
      header.isHidden = true
      renderer.runFrame()
      #expect(
        renderer.accessibilityAttributes.contains("hidden: true"), "a hidden header is skipped")
    }
  }

  @Test("UI tests find the header by an identifier that names its state")
  func uiTestsFindTheHeaderByItsIdentifier() {
    let renderer = StandInRenderer.onScrollGeometry()
    onDisplayTime(renderer) {
      let header = NormalHeader(config: self.english())
      self.showFloor(of: header, in: renderer)
      #expect(renderer.accessibilityIdentifiers == ["refreshkit.header.idle"])
      header.beginRefreshing()
      self.settle(renderer)
      #expect(renderer.accessibilityIdentifiers == ["refreshkit.header.refreshing"])
    }
  }

  @Test func aLoadMoreFooterLoadsAtTheEnd() async {
    let renderer = StandInRenderer.onScrollGeometry()
    await onDisplayTime(renderer) {
      var pages = 0
      let footer = AutoNormalFooter(config: self.english())
      renderer.show(ScrollView { Text("Rows") }.loadMoreFooter(footer) { pages += 1 })
      for _ in 0..<60 where footer.state == .idle {
        renderer.drag(by: -40)
        renderer.runFrame()
      }
      #expect(footer.state == .refreshing)
      renderer.release()
      await self.wait(renderer) { pages == 1 && footer.state == .idle }
      #expect(pages == 1)
      self.settle(renderer)
    }
  }

  @Test("a label draws on UIKit's lines, centred; a GIF's frames sit against the text")
  func labelsAndFramesDrawAsUIKitDoes() {
    let renderer = StandInRenderer.onScrollGeometry()
    onDisplayTime(renderer) {
      let footer = AutoGifFooter(config: self.english())
      footer.setImages(
        [RefreshImage(name: "dot", size: CGSize(width: 20, height: 20))], for: .refreshing)
      renderer.show(ScrollView { Text("Rows") }.loadMoreFooter(footer) {})
      footer.beginRefreshing()
      self.settle(renderer)
      let label = renderer.leaves.first { $0.value == "Loading..." }
      #expect(label?.lineLimit == 1, "one line, as the plan's numberOfLines")
      #expect(label?.textAlignment == .center, "centred, as UIKit's label")
      let frames = renderer.leaves.first { $0.kind == "image" && $0.value == "dot" }
      #expect(footer.gifView.contentMode == .right)
      #expect(frames?.alignment == .trailing, "against the text, as UIKit's .right")
      footer.refreshingTitleHidden = true
      renderer.runFrame()
      let alone = renderer.leaves.first { $0.kind == "image" && $0.value == "dot" }
      #expect(alone?.alignment == .center)
      footer.endRefreshing()
      self.settle(renderer)
    }
  }

  @Test("in a right-to-left app the overlay draws the components' own mirrored frames")
  func rightToLeftIsMirroredOnce() {
    let renderer = StandInRenderer.onScrollGeometry()
    renderer.rootEnvironment.layoutDirection = .rightToLeft
    onDisplayTime(renderer) {
      let config = self.english()
      config.languageCode = "ar"
      let header = NormalHeader(config: config)
      renderer.show(ScrollView { Text("Rows") }.refreshHeader(header) {})
      #expect(header.isRightToLeft, "the Arabic strings lay the header out right to left")
      #expect(header.arrowView.frame.minX > header.stateLabel.textWidth, "right of the text")
      let arrow = renderer.leaves.first { $0.value == "system:arrow.down" }
      // LayoutDirection: SwiftUI "horizontally flips the x position of each view within its
      // parent" right to left, which would put the arrow back on the left.
      #expect(arrow?.layoutDirection == .leftToRight, "drawn where the header put it")
      #expect(arrow?.fitsFrame == true, "fitted to its 15 x 40 frame, as UIKit's aspect fit")
      let row = renderer.leaves.first { $0.value == "Rows" }
      #expect(row?.layoutDirection == .rightToLeft, "the app's own views keep its direction")
    }
  }

  @Test func aFooterBegunFromCodeScrollsToTheBottomEdge() {
    let renderer = StandInRenderer.onScrollGeometry()
    onDisplayTime(renderer) {
      let footer = BackNormalFooter(config: self.english())
      renderer.show(ScrollView { Text("Rows") }.loadMoreFooter(footer) {})
      footer.beginRefreshing()
      renderer.run(frames: 6)
      let offset = renderer.scrollView.offset.y
      #expect(offset > 0 && offset < 1234, "on its way, through points of the content: \(offset)")
      self.settle(renderer)
      #expect(renderer.scrollPosition?.wrappedValue.edge == .bottom)
      #expect(renderer.scrollView.offset.y == renderer.scrollView.bottomEdge)
      let end: CGFloat = 2000 + 34 + 44 - 844
      #expect(renderer.scrollView.offset.y == end, "the footer held in view under the content")
      footer.endRefreshing()
      self.settle(renderer)
    }
  }

  @Test func aHeaderAndAFooterOnOneScrollViewEachKeepTheirOwnMargin() {
    let renderer = StandInRenderer.onScrollGeometry()
    onDisplayTime(renderer) {
      let header = NormalHeader(config: self.english())
      let footer = AutoNormalFooter(config: self.english())
      renderer.show(
        ScrollView { Text("Rows") }
          .refreshHeader(header) {}
          .loadMoreFooter(footer) {})
      let footerShare: CGFloat = 44
      #expect(renderer.contentMargins[.bottom] == footerShare)
      #expect(renderer.contentMargins[.top] == 0)

      header.beginRefreshing()
      self.settle(renderer)
      let headerShare: CGFloat = 54
      #expect(renderer.contentMargins[.top] == headerShare, "the footer's modifier leaves it")
      #expect(renderer.contentMargins[.bottom] == footerShare, "the header's modifier leaves it")
      header.endRefreshing()
      self.settle(renderer)
      #expect(renderer.contentMargins[.top] == 0)
    }
  }
  /// A screen whose parent passes it a query: SwiftUI makes the view again whenever the
  /// parent's body runs, with a new action closure each time.
  struct SearchScreen: View {
    let query: String
    let header: NormalHeader
    let load: @MainActor (String) async -> Void

    var body: some View {
      ScrollView { Text("Results for \(self.query)") }
        // Not `self`: the header holds its action, and this view holds the header.
        .refreshHeader(self.header) { [load, query] in await load(query) }
    }
  }

  @Test("a view made again keeps its refresh, which ends by itself and runs the new action next")
  func aViewMadeAgainKeepsItsRefresh() async {
    let renderer = StandInRenderer.onScrollGeometry()
    await onDisplayTime(renderer) {
      let header = NormalHeader(config: self.english())
      let gate = Gate()
      var loads: [String] = []
      var cancelled: [Bool] = []
      let load: @MainActor (String) async -> Void = { query in
        loads.append(query)
        await gate.wait()
        cancelled.append(Task.isCancelled)
      }
      renderer.show(SearchScreen(query: "cats", header: header, load: load))
      header.beginRefreshing()
      await self.wait(renderer) { loads == ["cats"] }
      // The parent's body runs again: a new SearchScreen, a new modifier, a new closure.
      renderer.renderRoot(SearchScreen(query: "dogs", header: header, load: load))
      self.settle(renderer)
      #expect(header.state == .refreshing, "the refresh goes on")
      #expect(header.scrollModel != nil, "the header is still attached")
      gate.open()
      await self.wait(renderer) { header.state == .idle }
      #expect(cancelled == [false], "the task was not cancelled")
      self.settle(renderer)
      #expect(renderer.contentMargins[.top] == 0, "the refresh ended by itself and closed")
      header.beginRefreshing()
      await self.wait(renderer) { loads.count == 2 && header.state == .idle }
      #expect(loads == ["cats", "dogs"], "the next refresh runs the view's new action")
      #expect(renderer.writesDuringUpdate.isEmpty, "\(renderer.writesDuringUpdate)")
    }
  }
}
#endif
