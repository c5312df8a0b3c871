#if os(Linux)  // the binding against the stand-in
import Foundation
import RefreshKitSwiftUI
import SwiftUIStandIn
import TestSupport
import Testing

/// The SwiftUI binding, run on the stand-in SwiftUI: `.refreshHeader { await ... }` on a
/// scroll view, driven by the scroll geometry and phase SwiftUI reports and by the frames
/// of its timeline.
@MainActor
@Suite struct RefreshModifierTests {
  func english() -> RefreshConfig {
    let config = RefreshConfig()
    config.languageCode = "en"
    config.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    return config
  }

  /// The geometry of a 390 × 844 scroll view under a 59-point safe area at `offset`.
  func geometry(offset: CGFloat, margins: CGFloat = 0, bottomMargin: CGFloat = 0) -> ScrollGeometry
  {
    ScrollGeometry(
      contentOffset: CGPoint(x: 0, y: offset), contentSize: CGSize(width: 390, height: 2000),
      contentInsets: SwiftUIStandIn.EdgeInsets(
        top: 59 + margins, leading: 0, bottom: 34 + bottomMargin, trailing: 0),
      containerSize: CGSize(width: 390, height: 844))
  }

  /// Renders frames of the timeline until nothing animates, following the scroll position
  /// as SwiftUI would.
  func runFrames(_ renderer: StandInRenderer, _ view: some View) {
    for _ in 0..<120 {
      renderer.date += 1.0 / 60
      renderer.renderRoot(view)
      if let point = renderer.scrollPosition?.wrappedValue.standInPoint {
        for handler in renderer.geometryHandlers {
          handler(
            self.geometry(
              offset: point.y, margins: renderer.contentMargins[.top] ?? 0,
              bottomMargin: renderer.contentMargins[.bottom] ?? 0))
        }
      }
      if renderer.timelinePaused.allSatisfy({ $0 }) {
        return
      }
    }
  }

  @Test func theREADMEsLinesReloadAndLoadTheNextPageOfAModel() async {
    let model = FeedModel()
    let view = Self.readmeList(model)
    let renderer = StandInRenderer()
    renderer.renderRoot(view)
    #expect(renderer.leaves.first?.value == "Row 0", "the rows, under the overlay")
    for action in renderer.appearActions {
      action()
    }
    for handler in renderer.geometryHandlers {
      handler(self.geometry(offset: -59))
    }
    for handler in renderer.phaseHandlers {
      handler(.idle, .interacting)
    }
    for y in stride(from: -69.0, through: -179.0, by: -10.0) {
      for handler in renderer.geometryHandlers {
        handler(self.geometry(offset: y))
      }
    }
    for handler in renderer.phaseHandlers {
      handler(.interacting, .decelerating)
    }
    for handler in renderer.geometryHandlers {
      handler(self.geometry(offset: -178))
    }
    self.runFrames(renderer, view)
    for _ in 0..<1000 where model.reloads == 0 {
      await Task.yield()
    }
    self.runFrames(renderer, view)
    #expect(model.reloads == 1)
    #expect(renderer.contentMargins[.top] == 0, "the refresh ended by itself")

    for handler in renderer.phaseHandlers {
      handler(.idle, .interacting)
    }
    for y in stride(from: 900.0, through: 1300.0, by: 50.0) {
      for handler in renderer.geometryHandlers {
        handler(self.geometry(offset: y, bottomMargin: renderer.contentMargins[.bottom] ?? 0))
      }
    }
    for _ in 0..<1000 where model.pages == 0 {
      await Task.yield()
    }
    #expect(model.pages == 1)
    self.runFrames(renderer, view)
  }

  /// The README's SwiftUI lines.
  static func readmeList(_ model: FeedModel) -> some View {
    List(model.items) { item in Text(item.title) }
      .refreshHeader { await model.reload() }
      .loadMoreFooter { await model.loadNextPage() }
  }

  @Test func aPullReleasedPastTheTriggerRunsTheAsyncActionAndEndsWhenItReturns() async {
    var reloads = 0
    let header = NormalHeader(config: self.english())
    let view = ScrollView { Text("Rows") }.refreshHeader(header) { reloads += 1 }
    let renderer = StandInRenderer()
    renderer.renderRoot(view)
    for action in renderer.appearActions {
      action()
    }
    renderer.renderRoot(view)
    for handler in renderer.geometryHandlers {
      handler(self.geometry(offset: -59))
    }
    #expect(header.frame == CGRect(x: 0, y: -54, width: 390, height: 54))

    for handler in renderer.phaseHandlers {
      handler(.idle, .interacting)
    }
    for y in stride(from: -69.0, through: -179.0, by: -10.0) {
      for handler in renderer.geometryHandlers {
        handler(self.geometry(offset: y))
      }
    }
    #expect(header.state == .pulling)
    renderer.renderRoot(view)
    let texts = renderer.leaves.filter { $0.kind == "text" }.map(\.value)
    #expect(texts.contains("Release to refresh"))
    let label = renderer.leaves.first { $0.value == "Release to refresh" }
    let inViewport: CGFloat = -54 + 179
    #expect(label?.offset.height == inViewport, "drawn at the header's frame, in the viewport")

    for handler in renderer.phaseHandlers {
      handler(.interacting, .decelerating)
    }
    for handler in renderer.geometryHandlers {
      handler(self.geometry(offset: -178))
    }
    #expect(header.state == .refreshing)
    self.runFrames(renderer, view)
    #expect(renderer.contentMargins[.top] == 54, "the header's share, as a content margin")
    #expect(renderer.scrollPosition?.wrappedValue.standInPoint?.y == -113)
    while reloads == 0 {
      await Task.yield()
    }
    while header.state != .idle {
      await Task.yield()
    }
    self.runFrames(renderer, view)
    #expect(renderer.contentMargins[.top] == 0)
    #expect(header.clock?.now ?? 0 > 0)
  }

  @Test func theSpinnerShowsAndTheArrowHidesWhileRefreshing() {
    let header = NormalHeader(config: self.english())
    let view = ScrollView { Text("Rows") }.refreshHeader(header) {}
    let renderer = StandInRenderer()
    renderer.renderRoot(view)
    for action in renderer.appearActions {
      action()
    }
    for handler in renderer.geometryHandlers {
      handler(self.geometry(offset: -59))
    }
    renderer.renderRoot(view)
    let arrow = renderer.leaves.first { $0.value == "system:arrow.down" }
    let spinner = renderer.leaves.first { $0.kind == "progress" }
    #expect(arrow?.opacity == 1 && spinner?.opacity == 0)
    header.beginRefreshing()
    renderer.renderRoot(view)
    #expect(renderer.leaves.first { $0.value == "system:arrow.down" }?.opacity == 0)
    #expect(renderer.leaves.first { $0.kind == "progress" }?.opacity == 1)
    header.endRefreshing()
    self.runFrames(renderer, view)
  }

  @Test func aCustomComponentsModelsDrawWithItsOwnImages() {
    final class RingHeader: RefreshHeader, PresentationModelProviding {
      let ring = ArrowModel(image: RefreshImage(name: "ring", size: CGSize(width: 30, height: 30)))
      var presentationModels: PresentationModels { PresentationModels(arrows: [self.ring]) }
    }
    let header = RingHeader(config: self.english())
    header.ring.rotation = 1
    let view = ScrollView { Text("Rows") }.refreshHeader(header) {}
    let renderer = StandInRenderer()
    renderer.renderRoot(view)
    for action in renderer.appearActions {
      action()
    }
    renderer.renderRoot(view)
    let ring = renderer.leaves.first { $0.kind == "image" && $0.value == "ring" }
    #expect(ring?.rotation == 1, "the component's own image, turned as its model says")
    #expect(!renderer.leaves.contains { $0.value == "system:arrow.down" })
  }

  @Test func aLoadMoreFooterLoadsAtTheEnd() async {
    var pages = 0
    let footer = AutoNormalFooter(config: self.english())
    let view = ScrollView { Text("Rows") }.loadMoreFooter(footer) { pages += 1 }
    let renderer = StandInRenderer()
    renderer.renderRoot(view)
    for action in renderer.appearActions {
      action()
    }
    for handler in renderer.phaseHandlers {
      handler(.idle, .interacting)
    }
    for y in stride(from: 900.0, through: 1300.0, by: 50.0) {
      for handler in renderer.geometryHandlers {
        handler(self.geometry(offset: y))
      }
    }
    #expect(footer.state == .refreshing)
    while pages == 0 || footer.state != .idle {
      await Task.yield()
    }
    #expect(pages == 1)
  }

  @Test func aHeaderAndAFooterOnOneScrollViewEachKeepTheirOwnMargin() {
    let header = NormalHeader(config: self.english())
    let footer = AutoNormalFooter(config: self.english())
    let view = ScrollView { Text("Rows") }
      .refreshHeader(header) {}
      .loadMoreFooter(footer) {}
    let renderer = StandInRenderer()
    renderer.renderRoot(view)
    for action in renderer.appearActions {
      action()
    }
    for handler in renderer.geometryHandlers {
      handler(self.geometry(offset: -59))
    }
    renderer.renderRoot(view)
    let footerShare: CGFloat = 44
    #expect(renderer.contentMargins[.bottom] == footerShare)
    #expect(renderer.contentMargins[.top] == 0)

    header.beginRefreshing()
    self.runFrames(renderer, view)
    let headerShare: CGFloat = 54
    #expect(renderer.contentMargins[.top] == headerShare, "the footer's modifier leaves it")
    #expect(renderer.contentMargins[.bottom] == footerShare, "the header's modifier leaves it")
    header.endRefreshing()
    self.runFrames(renderer, view)
    #expect(renderer.contentMargins[.top] == 0)
  }
}
#endif
