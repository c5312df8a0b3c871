#if os(Linux)  // the binding against the stand-ins
import Foundation
import RefreshKitSwiftUI
import RefreshKitUIKit
import SwiftUIStandIn
import TestSupport
import Testing
import UIKitStandIn

/// The refresh modifiers on every release from iOS 15, through the UIKit binding attached to the
/// scroll view behind the SwiftUI view: the stand-in builds each release's hierarchy (a table
/// view behind a `List` on iOS 15, a collection view from iOS 16, a scroll view behind a
/// `ScrollView`), and a finger drives the platform scroll view as UIKit does.
@MainActor
@Suite(.idleClocks, .serialized) struct PlatformRefreshModifierTests {
  /// The README's lines, on a `List`.
  static func readmeList(_ model: FeedModel) -> some View {
    List(model.items) { item in Text(item.title) }
      .refreshHeader { await model.reload() }
      .loadMoreFooter { await model.loadNextPage() }
  }

  // MARK: - Each release

  /// The releases whose hierarchies the stand-in builds, with what backs a `List` on each.
  nonisolated static let releases: [(StandInRelease, String)] = [
    (.iOS15, "UITableView"), (.iOS16, "UICollectionView"), (.iOS17, "UICollectionView"),
    (.iOS18, "UICollectionView"),
  ]

  @Test(
    "a List's header pulls, refreshes and ends, and its footer loads, on each release",
    arguments: Self.releases)
  func aListRefreshesAndLoadsOnEachRelease(release: StandInRelease, backing: String) async throws {
    let log = DiagnosticLog()
    try await log.record {
      let screen = HostedScreen(release)
      let model = FeedModel()
      await screen.show(Self.readmeList(model))
      let list = try #require(screen.scrollViews.first)
      #expect("\(type(of: list))".contains(backing.dropFirst(2)))
      #expect(list.refreshHost?.model.header is NormalHeader, "on the list's scroll view")
      #expect(list.refreshHost?.model.footer is AutoNormalFooter)
      #expect(list.adjustedContentInset.top == 59)
      #expect(list.contentOffset.y == -59)

      screen.pull(list)
      #expect(list.refresh.header?.state == .refreshing)
      await screen.run { model.reloads == 1 && list.refresh.header?.state == .idle }
      screen.settle(list)
      #expect(model.reloads == 1)
      #expect(list.refresh.header?.state == .idle)
      #expect(list.adjustedContentInset.top == 59, "the header's space is given back")
      #expect(list.contentOffset.y == -59)

      screen.dragToTheEnd(list)
      await screen.run { model.pages == 1 && list.refresh.footer?.state == .idle }
      #expect(model.pages == 1)
      await screen.update(Self.readmeList(model))  // SwiftUI shows the new rows
      let rows: CGFloat = 40 * 44
      #expect(list.contentSize.height == rows)
      screen.settle(list)
      let bottom: CGFloat = 34 + 44
      #expect(list.adjustedContentInset.bottom == bottom, "the auto footer's share, as MJRefresh's")
      #expect(
        list.refresh.model.adjustedContentInset
          == RefreshKit.EdgeInsets(top: 59, left: 0, bottom: bottom, right: 0),
        "the model counts the footer's share once, whichever way it reaches the list")
      let external = if case .external = list.refresh.shareChannel { true } else { false }
      #expect(external == (release.insetRule == .takesBack))
    }
    // Where SwiftUI takes the inset back, the shares go through its safe-area insets: said once.
    let expected = release.insetRule == .takesBack ? 1 : 0
    #expect(
      log.messages.filter { $0.contains("SwiftUI reset the scroll view's contentInset") }.count
        == expected)
    #expect(log.messages.count == expected, "\(log.messages)")
  }
}
#endif
