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

  /// A feed on a `ScrollView` of a lazy stack.
  static func scrollFeed(_ model: FeedModel) -> some View {
    ScrollView {
      LazyVStack {
        ForEach(model.items) { item in Text(item.title) }
      }
    }
    .refreshHeader { await model.reload() }
    .loadMoreFooter { await model.loadNextPage() }
  }

  @Test(
    "a ScrollView of a lazy stack refreshes and loads on each release, on its hosting scroll view",
    arguments: Self.releases.map(\.0))
  func aScrollViewRefreshesAndLoadsOnEachRelease(release: StandInRelease) async throws {
    let screen = HostedScreen(release)
    let model = FeedModel()
    await screen.show(Self.scrollFeed(model))
    let scrollView = try #require(screen.scrollViews.first)
    #expect(scrollView is StandInHostedScrollView, "SwiftUI's HostingScrollView")
    #expect(scrollView.refreshHost?.model.header is NormalHeader)
    let content: CGFloat = 20 * 44
    #expect(scrollView.contentSize.height == content)

    screen.pull(scrollView)
    #expect(scrollView.refresh.header?.state == .refreshing)
    let refreshing: CGFloat = 59 + 54
    #expect(scrollView.adjustedContentInset.top == refreshing, "the header holds its space")
    await screen.run { model.reloads == 1 && scrollView.refresh.header?.state == .idle }
    screen.settle(scrollView)
    #expect(scrollView.adjustedContentInset.top == 59)

    screen.dragToTheEnd(scrollView)
    await screen.run { model.pages == 1 && scrollView.refresh.footer?.state == .idle }
    #expect(model.pages == 1, "one page for one gesture that reached the end")
    await screen.update(Self.scrollFeed(model))
    let grown: CGFloat = 40 * 44
    #expect(scrollView.contentSize.height == grown)
  }

  @Test(
    "a Form takes a header, on the table or collection view behind it", arguments: Self.releases)
  func aFormTakesAHeader(release: StandInRelease, backing: String) async throws {
    let screen = HostedScreen(release)
    var reloads = 0
    await screen.show(Form { Text("Name") }.refreshHeader { reloads += 1 })
    let form = try #require(screen.scrollViews.first)
    #expect("\(type(of: form))".contains(backing.dropFirst(2)))
    screen.pull(form)
    await screen.run { reloads == 1 && form.refresh.header?.state == .idle }
    #expect(reloads == 1)
  }

  @Test("an app's footer ends in no more data, loads nothing more, and loads again once reset")
  func aFooterEndsInNoMoreDataAndIsReset() async throws {
    let screen = HostedScreen(.iOS16)
    let model = FeedModel()
    let footer = AutoNormalFooter()
    func feed() -> some View {
      List(model.items) { item in Text(item.title) }
        .loadMoreFooter(footer) {
          await model.loadNextPage()
          if model.pages == 2 {
            footer.endRefreshingWithNoMoreData()  // the server said it was the last page
          }
        }
    }
    await screen.show(feed())
    let list = try #require(screen.scrollViews.first)
    #expect(list.refreshHost?.model.footer === footer, "the app's own footer")
    for page in 1...2 {
      screen.dragToTheEnd(list)
      await screen.run { model.pages == page && footer.state != .refreshing }
      await screen.update(feed())
      screen.settle(list)
    }
    #expect(model.pages == 2)
    #expect(footer.state == .noMoreData)
    #expect(footer.stateLabel.text == "No more data")
    screen.dragToTheEnd(list)
    await screen.run { footer.state == .refreshing }
    screen.settle(list)
    #expect(model.pages == 2, "a footer with no more data never loads")

    footer.resetNoMoreData()
    #expect(footer.state == .idle)
    screen.dragToTheEnd(list)
    await screen.run { model.pages == 3 && footer.state == .idle }
    #expect(model.pages == 3)
  }

  @Test("a horizontal ScrollView's trailer runs its action when pulled past the trailing end")
  func aHorizontalScrollViewTakesATrailer() async throws {
    let screen = HostedScreen(.iOS15)
    var details = 0
    await screen.show(
      ScrollView(.horizontal) {
        LazyHStack {
          ForEach(0..<6, id: \.self) { card in Text("Card \(card)") }
        }
      }
      .refreshTrailer { details += 1 })
    let carousel = try #require(screen.scrollViews.first)
    let width: CGFloat = 6 * 100
    #expect(carousel.contentSize.width == width)
    #expect(carousel.refreshHost?.model.trailer is NormalTrailer)
    #expect(carousel.alwaysBounceHorizontal, "bounces along the trailer's axis, as MJRefresh's")
    screen.dragPastTheTrailingEnd(carousel)
    await screen.run { details == 1 && carousel.refresh.trailer?.state == .idle }
    #expect(details == 1)
  }

  @Test("a leading loader loads the earlier page as the top comes into view")
  func aLeadingLoaderLoadsTheEarlierPage() async throws {
    let screen = HostedScreen(.iOS17)
    var earlier = 0
    await screen.show(
      ScrollView {
        LazyVStack {
          ForEach(0..<40, id: \.self) { row in Text("Message \(row)") }
        }
      }
      .leadingLoader { earlier += 1 })
    let chat = try #require(screen.scrollViews.first)
    #expect(chat.refreshHost?.model.leadingLoader is LeadingNormalLoader)
    await screen.run { earlier == 1 && chat.refresh.leadingLoader?.state == .idle }
    #expect(earlier == 1, "the top shows: the earlier page loads once")
  }

  @Test("a pull past the second floor opens the app's floor view, hosted in UIKit")
  func theSecondFloorOpensTheAppsView() async throws {
    let screen = HostedScreen(.iOS16)
    var reloads = 0
    await screen.show(
      List(0..<20, id: \.self) { row in Text("Row \(row)") }
        .refreshHeader(secondFloor: SecondFloor()) {
          reloads += 1
        } floor: {
          Text("Today's deals")
        })
    let list = try #require(screen.scrollViews.first)
    let header = try #require(list.refreshHost?.model.header)
    #expect(header.secondFloor == SecondFloor())
    let floor = try #require(list.refresh.secondFloorView as? StandInHostingView)
    #expect(floor.renderer.leaves.contains { $0.value == "Today's deals" })
    #expect(floor.isHidden, "none of it shows at rest")
    screen.pull(list, by: 400)
    screen.settle(list)
    #expect(header.state == .secondFloorOpen)
    #expect(!floor.isHidden)
    #expect(reloads == 0, "the floor is no refresh")
  }

  // MARK: - Insets

  /// The two rules for a `contentInset` written to SwiftUI's scroll view, on a release of each
  /// default, switched.
  nonisolated static let ruleCases: [(StandInRelease, StandInInsetRule)] = [
    (.iOS15, .keeps), (.iOS15, .takesBack), (.iOS17, .keeps), (.iOS17, .takesBack),
  ]

  @Test(
    "a refresh begun at rest holds the header's space and shows it, whatever SwiftUI does with the inset",
    arguments: Self.ruleCases)
  func aRefreshBegunAtRestShowsUnderEitherRule(
    release: StandInRelease, rule: StandInInsetRule
  ) async throws {
    let log = DiagnosticLog()
    try await log.record {
      let screen = HostedScreen(release)
      screen.hosting.insetRule = rule
      let gate = Gate()
      await screen.show(
        List(0..<30, id: \.self) { row in Text("Row \(row)") }
          .refreshHeader { await gate.wait() })
      let list = try #require(screen.scrollViews.first)
      let header = try #require(list.refreshHost?.model.header)
      header.beginRefreshing()
      screen.frames(30)
      await screen.nextTurns()
      screen.settle(list)
      #expect(header.state == .refreshing)
      let open: CGFloat = 59 + 54
      #expect(list.adjustedContentInset.top == open, "the header's space, one way or the other")
      #expect(list.contentOffset.y == -open, "the header shows")
      #expect(list.refresh.model.adjustedContentInset.top == open, "counted once")
      gate.open()
      await screen.run { header.state == .idle }
      screen.settle(list)
      #expect(list.adjustedContentInset.top == 59)
      #expect(list.contentOffset.y == -59)
    }
    let said = log.messages.filter { $0.contains("SwiftUI reset") }.count
    #expect(said == (rule == .takesBack ? 1 : 0))
  }

  @Test(
    "the app's bottom bar, margins and keyboard are kept, the footer above them, on either rule",
    arguments: [StandInRelease.iOS16, .iOS17])
  func theAppsInsetsAreKept(release: StandInRelease) async throws {
    let screen = HostedScreen(release)
    let model = FeedModel()
    func feed() -> some View {
      List(model.items) { item in Text(item.title) }
        .loadMoreFooter { await model.loadNextPage() }
        .contentMargins(.top, 20, for: .scrollContent)
        .safeAreaInset(edge: .bottom) { Color.clear.frame(height: 50) }  // the app's bottom bar
    }
    await screen.show(feed())
    let list = try #require(screen.scrollViews.first)
    screen.frames(2)
    let bottom: CGFloat = 34 + 50 + 44
    let top: CGFloat = 59 + 20
    #expect(list.adjustedContentInset.bottom == bottom, "home indicator, bar, footer")
    #expect(list.adjustedContentInset.top == top, "the app's margin")
    #expect(list.refresh.model.adjustedContentInset.bottom == bottom, "each counted once")

    screen.hosting.window.standInSafeAreaInsets.bottom = 336  // the keyboard
    screen.frames()
    let keyboard: CGFloat = 336 + 50 + 44
    #expect(list.adjustedContentInset.bottom == keyboard, "the footer above the keyboard")
    screen.dragToTheEnd(list)
    await screen.run { model.pages == 1 && list.refresh.footer?.state == .idle }
    await screen.update(feed())
    screen.settle(list)
    #expect(model.pages == 1)
    screen.hosting.window.standInSafeAreaInsets.bottom = 34
    screen.frames()
    #expect(list.adjustedContentInset.bottom == bottom, "nothing drifted over the cycle")
    #expect(list.adjustedContentInset.top == top)
    #expect(list.refresh.model.contentInset.top >= 0 && list.refresh.model.systemInset.top >= 0)
  }
}
#endif
