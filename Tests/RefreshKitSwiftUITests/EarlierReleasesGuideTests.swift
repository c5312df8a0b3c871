#if !os(Linux)
import SwiftUI  // the guide's import; the tests below run on the stand-ins, on Linux
#else
import Foundation
import RefreshKitUIKit
import SwiftUIStandIn
import TestSupport
import Testing
import UIKitStandIn

/// The path of `docs/integrating.md` for SwiftUI before iOS 18: a `UITableView` with the UIKit
/// binding, hosted in a `UIViewRepresentable`, run on the stand-ins of both frameworks.
@MainActor
@Suite(.idleClocks) struct EarlierReleasesGuideTests {
  @Test func aHostedTableViewRefreshesAndLoadsWithTheUIKitBinding() async throws {
    let model = FeedModel()
    let renderer = StandInRenderer()
    renderer.renderRoot(FeedTable(model: model))
    let tableView = try #require(renderer.hostedViews.values.first as? UITableView)
    #expect(tableView.refresh.header is NormalHeader)
    #expect(tableView.refresh.footer is AutoNormalFooter)
    #expect(tableView.standInRows == [20], "updateUIView reloaded the model's rows")

    // SwiftUI puts the hosted view in its window and lays it out.
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    tableView.frame = window.bounds
    window.addSubview(tableView)
    tableView.contentOffset = CGPoint(x: 0, y: -tableView.adjustedContentInset.top)
    tableView.standInTouchDown()
    for _ in 0..<15 {
      tableView.standInMoveFinger(by: 10)
    }
    tableView.standInLiftFinger()
    self.settle(tableView)
    for _ in 0..<1000 where model.reloads == 0 || tableView.refresh.header?.state != .idle {
      await Task.yield()
    }
    self.settle(tableView)
    #expect(model.reloads == 1)
    #expect(tableView.refresh.header?.state == .idle)

    tableView.refresh.footer?.beginRefreshing()
    for _ in 0..<1000 where model.pages == 0 || tableView.refresh.footer?.state != .idle {
      await Task.yield()
    }
    #expect(model.pages == 1)
    renderer.renderRoot(FeedTable(model: model))  // SwiftUI updates the view with the new rows
    #expect(tableView.standInRows == [40])
    self.settle(tableView)
    withExtendedLifetime(window) {}
  }

  private func settle(_ tableView: UITableView) {
    for _ in 0..<600 where tableView.refresh.clock.wantsFrames || tableView.isDecelerating {
      StandInRunLoop.main.run(frames: 1)
    }
  }
}

/// The guide's representable, as written there.
struct FeedTable: UIViewRepresentable {
  let model: FeedModel

  func makeUIView(context: Context) -> UITableView {
    let tableView = UITableView(frame: .zero, style: .plain)
    tableView.refresh.header = NormalHeader { [weak model] in await model?.reload() }
    tableView.refresh.footer = AutoNormalFooter { [weak model] in await model?.loadNextPage() }
    return tableView
  }

  func updateUIView(_ tableView: UITableView, context: Context) {
    tableView.standInRows = [model.items.count]  // your data source's rows
    tableView.reloadData()
  }
}
#endif
