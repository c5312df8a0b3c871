#if os(Linux)  // the binding against the stand-ins
import Foundation
import RefreshKitSwiftUI
import RefreshKitUIKit
import SwiftUIStandIn
import TestSupport
import Testing
import UIKitStandIn

/// A load-more footer drawn by the app's own SwiftUI view,
/// `.loadMoreFooter(noMoreData:action:content:)`: it loads at the end, and the app's flag ends
/// it in no more data and resets it.
@MainActor
@Suite(.idleClocks, .serialized) struct RefreshContentFooterTests {
  /// The texts the footer's hosted view draws.
  func texts(_ list: UIScrollView) -> [String] {
    let hosted = list.refreshHost?.subviews.compactMap { $0 as? StandInHostingView }.first
    return hosted?.renderer.leaves.filter { $0.kind == "text" }.map(\.value) ?? []
  }

  /// A feed of pages, the last one the third.
  static func feed(_ model: FeedModel, noMoreData: Bool) -> some View {
    List(model.items) { item in Text(item.title) }
      .loadMoreFooter(noMoreData: noMoreData) {
        await model.loadNextPage()
      } content: { phase in
        Text(phase.state == .noMoreData ? "That's all" : phase.isRefreshing ? "Loading" : "More")
      }
  }

  @Test("the footer loads page after page, ends in no more data on the app's word, and resets")
  func theFooterTakesTheAppsNoMoreData() async throws {
    let screen = HostedScreen(.iOS18)
    let model = FeedModel()
    await screen.show(Self.feed(model, noMoreData: false))
    let list = try #require(screen.scrollViews.first)
    let footer = try #require(list.refreshHost?.model.footer)
    #expect(footer is AutoFooter, "it loads at the end by itself, as an auto footer")
    #expect(self.texts(list) == ["More"])
    for page in 1...2 {
      screen.dragToTheEnd(list)
      await screen.run { model.pages == page && footer.state == .idle }
      await screen.update(Self.feed(model, noMoreData: model.pages == 2))
      screen.settle(list)
    }
    #expect(model.pages == 2)
    #expect(footer.state == .noMoreData)
    #expect(self.texts(list) == ["That's all"])
    screen.dragToTheEnd(list)
    screen.settle(list)
    #expect(model.pages == 2, "no more data: nothing loads")

    await screen.update(Self.feed(model, noMoreData: false))  // a pull to refresh reloaded
    #expect(footer.state == .idle)
    #expect(self.texts(list) == ["More"])
    screen.dragToTheEnd(list)
    await screen.run { model.pages == 3 && footer.state == .idle }
    #expect(model.pages == 3)
  }
}
#endif
