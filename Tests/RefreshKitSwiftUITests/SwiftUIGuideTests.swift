#if os(Linux)  // the binding against the stand-ins
import Foundation
import RefreshKitSwiftUI
import RefreshKitUIKit
import SwiftUIStandIn
import TestSupport
import Testing
import UIKitStandIn

/// The SwiftUI lines of the README, `docs/integrating.md` and `docs/migrating.md`, as written
/// there, run on the stand-in's iOS 16 hierarchy: a `List` that refreshes, loads and ends in no
/// more data, and a `ScrollView` whose header is the app's own view.
@MainActor
@Suite(.idleClocks, .serialized) struct SwiftUIGuideTests {
  /// The lines of a `List` with a header and a footer that says when the last page is in.
  static func list(_ model: FeedModel) -> some View {
    List(model.items) { item in Text(item.title) }
      .refreshHeader { await model.reload() }
      .loadMoreFooter(noMoreData: !model.hasMore) { await model.loadNextPage() }
  }

  /// The README's `ScrollView` whose header is the app's own text, as the README spells it.
  // swift-format-ignore
  static func readmeScrollView(_ model: FeedModel) -> some View {
    ScrollView { LazyVStack { ForEach(model.items) { item in Text(item.title) } } }
      .refreshHeader { await model.reload() } content: { phase in
        Text(phase.isRefreshing ? "Loading…" : "Pull to refresh")
      }
  }

  /// The guide's `ScrollView` whose header is an arrow and a caption of the app's own, as the
  /// guide spells it.
  // swift-format-ignore
  static func guideScrollView(_ model: FeedModel) -> some View {
    ScrollView { LazyVStack { ForEach(model.items) { item in Text(item.title) } } }
      .refreshHeader(height: 60) {
        await model.reload()
      } content: { phase in
        HStack {
          Image(systemName: "arrow.down")
            .rotationEffect(.degrees(180 * Double(min(phase.pullingPercent, 1))))
          Text(phase.isRefreshing ? "Loading…" : phase.lastResult?.isSuccess == true ? "Up to date" : "Pull")
        }
      }
  }

  @Test("the List loads page after page and ends in no more data when the model says so")
  func theListEndsInNoMoreData() async throws {
    let screen = HostedScreen(.iOS16)
    let model = FeedModel()
    await screen.show(Self.list(model))
    let list = try #require(screen.scrollViews.first)
    let footer = try #require(list.refreshHost?.model.footer)
    for page in 1...2 {
      screen.dragToTheEnd(list)
      await screen.run { model.pages == page && footer.state != .refreshing }
      await screen.update(Self.list(model))
      screen.settle(list)
    }
    #expect(model.items.count == 60)
    #expect(footer.state == .noMoreData, "straight from the load that brought the last page")
    #expect(footer.transitions.last?.from == .refreshing)
    list.setContentOffset(CGPoint(x: 0, y: -list.adjustedContentInset.top), animated: false)
    screen.pull(list)
    await screen.run { model.reloads == 1 && list.refresh.header?.state == .idle }
    #expect(model.reloads == 1)
    await screen.update(Self.list(model))
    #expect(footer.state == .idle, "the model has more again: reset")
  }

  @Test(
    "the header of the app's own view shows its phase",
    arguments: [("README", 54), ("guide", 60)] as [(String, CGFloat)])
  func theAppsOwnHeaderShowsItsPhase(_ source: String, height: CGFloat) async throws {
    let screen = HostedScreen(.iOS16)
    let model = FeedModel()
    if source == "README" {
      await screen.show(Self.readmeScrollView(model))
    } else {
      await screen.show(Self.guideScrollView(model))
    }
    let scrollView = try #require(screen.scrollViews.first)
    let header = try #require(scrollView.refreshHost?.model.header)
    #expect(header.frame.height == height)
    let texts = {
      scrollView.refreshHost?.subviews.compactMap { $0 as? StandInHostingView }.first?
        .renderer.leaves.filter { $0.kind == "text" }.map(\.value) ?? []
    }
    #expect(texts() == [source == "README" ? "Pull to refresh" : "Pull"])
    screen.pull(scrollView)
    #expect(texts() == ["Loading…"])
    await screen.run { model.reloads == 1 && header.state == .idle }
    #expect(texts() == [source == "README" ? "Pull to refresh" : "Up to date"])
  }
}
#endif
