#if os(Linux)  // the binding against the stand-ins
import Foundation
import RefreshKitSwiftUI
import RefreshKitUIKit
import SwiftUIStandIn
import TestSupport
import Testing
import UIKitStandIn

/// A header drawn by the app's own SwiftUI view, `.refreshHeader(action:content:)`: the view
/// follows the phase (state, pull, last result) in a hosting controller the UIKit binding keeps
/// at the header's frame.
@MainActor
@Suite(.idleClocks, .serialized) struct RefreshContentHeaderTests {
  /// What the app's view says of a phase.
  static func caption(_ phase: RefreshPhase) -> String {
    if phase.isRefreshing {
      return "Loading"
    }
    switch phase.lastResult {
    case .success?: return "Updated"
    case .failure?: return "Failed"
    case nil: return "Pull \(Int((min(phase.pullingPercent, 1) * 100).rounded()))%"
    }
  }

  /// The texts the header's hosted view draws.
  func texts(_ list: UIScrollView) -> [String] {
    let hosted = list.refreshHost?.subviews.compactMap { $0 as? StandInHostingView }.first
    return hosted?.renderer.leaves.filter { $0.kind == "text" }.map(\.value) ?? []
  }

  @Test("the app's view follows the pull, shows the refresh, and then how it went")
  func theAppsViewFollowsThePhase() async throws {
    let screen = HostedScreen(.iOS15)
    let model = FeedModel()
    await screen.show(
      List(model.items) { item in Text(item.title) }
        .refreshHeader(height: 80) {
          await model.reload()
        } content: { phase in
          Text(Self.caption(phase))
        })
    let list = try #require(screen.scrollViews.first)
    let header = try #require(list.refreshHost?.model.header)
    #expect(header.frame == CGRect(x: 0, y: -80, width: 390, height: 80), "the app's height")
    #expect(self.texts(list) == ["Pull 0%"])

    list.standInTouchDown()
    for _ in 0..<8 {
      list.standInMoveFinger(by: 10)  // 40 points shown: half the trigger
    }
    screen.frames()
    #expect(self.texts(list) == ["Pull 50%"])
    for _ in 0..<12 {
      list.standInMoveFinger(by: 10)
    }
    screen.frames()
    #expect(header.state == .pulling)
    #expect(self.texts(list) == ["Pull 100%"])
    list.standInLiftFinger()
    screen.frames()
    #expect(header.state == .refreshing)
    #expect(self.texts(list) == ["Loading"])
    let hosted = try #require(list.refreshHost?.subviews.first { $0 is StandInHostingView })
    #expect(hosted.frame == header.frame, "at the header's frame")
    await screen.run { model.reloads == 1 && header.state == .idle }
    #expect(self.texts(list) == ["Updated"], "the last result, until the next refresh")
  }

  @Test("a failed refresh shows as failed, and the error goes to the header's handler")
  func aFailedRefreshShowsAsFailed() async throws {
    struct Offline: Error {}
    let screen = HostedScreen(.iOS17)
    var errors: [String] = []
    await screen.show(
      ScrollView { Text("Rows") }
        .refreshHeader {
          throw Offline()
        } content: { phase in
          Text(Self.caption(phase))
        })
    let scrollView = try #require(screen.scrollViews.first)
    let header = try #require(scrollView.refreshHost?.model.header)
    header.refreshingErrorHandler = { errors.append("\(type(of: $0))") }
    screen.pull(scrollView)
    await screen.run { header.state == .idle && !errors.isEmpty }
    #expect(self.texts(scrollView) == ["Failed"])
    #expect(errors == ["Offline"])
  }

  @Test("the hosting controller keeps its content out of no safe area: it sits in the rows")
  func theHostedViewIgnoresTheSafeArea() async throws {
    let screen = HostedScreen(.iOS16)
    await screen.show(
      List { Text("Row") }.refreshHeader {
      } content: { _ in
        Text("Custom")
      })
    let list = try #require(screen.scrollViews.first)
    #expect(list.refreshHost?.model.header?.frame.height == RefreshMetrics.headerHeight)
    #expect(list.refreshHost?.subviews.contains { $0 is StandInHostingView } == true)
    #expect(list.refreshHost?.subviews.contains { $0 is RefreshComponentView } == false)
  }
}
#endif
