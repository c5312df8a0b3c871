#if os(Linux)  // the binding against the stand-in
import Foundation
import RefreshKitUIKit
import TestSupport
import Testing
import UIKitStandIn

/// The UIKit binding and the user's text size: the trait collection's
/// `preferredContentSizeCategory` as the components are attached, and each
/// `UIContentSizeCategory.didChangeNotification` as the user changes it in Settings.
@MainActor
@Suite(.idleClocks) struct UIKitDynamicTypeTests {
  nonisolated static let sizes: [(UIContentSizeCategory, RefreshContentSizeCategory)] = [
    (.extraSmall, .extraSmall), (.small, .small), (.medium, .medium), (.large, .large),
    (.extraLarge, .extraLarge), (.extraExtraLarge, .extraExtraLarge),
    (.extraExtraExtraLarge, .extraExtraExtraLarge), (.accessibilityMedium, .accessibilityMedium),
    (.accessibilityLarge, .accessibilityLarge),
    (.accessibilityExtraLarge, .accessibilityExtraLarge),
    (.accessibilityExtraExtraLarge, .accessibilityExtraExtraLarge),
    (.accessibilityExtraExtraExtraLarge, .accessibilityExtraExtraExtraLarge),
    (.unspecified, .large),
  ]

  @Test("each of UIKit's text sizes is RefreshKit's of the same name", arguments: sizes)
  func eachSizeMaps(uiKit: UIContentSizeCategory, expected: RefreshContentSizeCategory) {
    #expect(RefreshContentSizeCategory(uiKit) == expected)
  }

  @Test("a config that does not follow the text size draws MJRefresh's bold 14 at any size")
  func mjRefreshsFixedSize() {
    let (window, tableView) = makeTableView()
    window.standInContentSizeCategory = .accessibilityExtraExtraExtraLarge
    let config = makeUIKitConfig()
    config.followsSystemTextSize = false
    let header = NormalHeader(config: config) {}
    tableView.refresh.header = header
    let label = tableView.refresh.subviews[0].subviews.compactMap { $0 as? UILabel }.first
    #expect(label?.font.pointSize == 14)
    #expect(header.height == 54)
    #expect(config.contentSizeCategory == .large)
    withExtendedLifetime(window) {}
  }

  @Test("at the largest accessibility size the header draws 46-point text, wrapped, and grows")
  func theLargestAccessibilitySize() {
    let (window, tableView) = makeTableView()
    window.standInContentSizeCategory = .accessibilityExtraExtraExtraLarge
    let header = NormalHeader(config: makeUIKitConfig()) {}
    tableView.refresh.header = header
    let height = header.height
    #expect(height > 150, "\(height)")
    let view = tableView.refresh.subviews[0]
    #expect(view.frame.height == height)
    let label = view.subviews.compactMap { $0 as? UILabel }.first
    let size: CGFloat = 14 * 49 / 15
    #expect(abs((label?.font.pointSize ?? 0) - size) < 1e-9, "Apple's subheadline at AX5")
    #expect(label?.numberOfLines == 0, "wrapped")
    let top: CGFloat = -44
    pull(tableView, by: 2 * (54 + 20))  // 74 points past the top: past MJRefresh's 54
    #expect(tableView.contentOffset.y == top - 74)
    #expect(header.state == .idle, "the trigger is the grown height")
    tableView.standInLiftFinger()
    settle(tableView)
    #expect(header.state == .idle)
    pull(tableView, by: 2 * (height + 10))
    #expect(header.state == .pulling)
    tableView.standInLiftFinger()
    settle(tableView)
    #expect(header.state == .refreshing)
    #expect(tableView.contentInset.top == height, "it holds its whole height")
    header.endRefreshing()
    settle(tableView)
    #expect(tableView.contentInset.top == 0)
    withExtendedLifetime(window) {}
  }

  @Test("the user changes the text size in Settings while the list shows")
  func theTextSizeChangesWhileTheAppRuns() {
    let (window, tableView) = makeTableView()
    let footer = AutoNormalFooter(config: makeUIKitConfig()) {}
    tableView.refresh.footer = footer
    #expect(footer.height == 44)
    window.standInContentSizeCategory = .accessibilityLarge
    StandInRunLoop.main.run(frames: 1)  // the traits have the new size by the next frame
    #expect(footer.height > 44)
    #expect(tableView.contentInset.bottom == footer.height, "the share follows")
    let label = tableView.refresh.subviews[0].subviews.compactMap { $0 as? UILabel }.first
    let size: CGFloat = 14 * 30 / 15
    #expect(label?.font.pointSize == size)
    window.standInContentSizeCategory = .large
    StandInRunLoop.main.run(frames: 1)
    #expect(footer.height == 44)
    #expect(label?.font.pointSize == 14)
    withExtendedLifetime(window) {}
  }
}
#endif
