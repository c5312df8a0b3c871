#if os(Linux)  // the binding against the stand-in
import Foundation
import RefreshKitSwiftUI
import SwiftUIStandIn
import TestSupport
import Testing

/// The SwiftUI binding and the environment's `dynamicTypeSize`: the components take the user's
/// text size, and a change of it, after the update that read it.
@MainActor
@Suite struct SwiftUIDynamicTypeTests {
  nonisolated static let sizes: [(DynamicTypeSize, RefreshContentSizeCategory)] = [
    (.xSmall, .extraSmall), (.small, .small), (.medium, .medium), (.large, .large),
    (.xLarge, .extraLarge), (.xxLarge, .extraExtraLarge), (.xxxLarge, .extraExtraExtraLarge),
    (.accessibility1, .accessibilityMedium), (.accessibility2, .accessibilityLarge),
    (.accessibility3, .accessibilityExtraLarge), (.accessibility4, .accessibilityExtraExtraLarge),
    (.accessibility5, .accessibilityExtraExtraExtraLarge),
  ]

  @Test("each of SwiftUI's text sizes is RefreshKit's of the same place", arguments: sizes)
  func eachSizeMaps(swiftUI: DynamicTypeSize, expected: RefreshContentSizeCategory) {
    #expect(RefreshContentSizeCategory(swiftUI) == expected)
  }

  @Test("at the fifth accessibility size the header grows, and holds its whole height")
  func theLargestSize() {
    let renderer = StandInRenderer.onScrollGeometry()
    renderer.rootEnvironment.dynamicTypeSize = .accessibility5
    onDisplayTime(renderer) {
      let config = RefreshConfig()
      config.languageCode = "en"
      config.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
      let header = NormalHeader(config: config)
      renderer.show(ScrollView { Text("Rows") }.refreshHeader(header) {})
      #expect(config.contentSizeCategory == .accessibilityExtraExtraExtraLarge)
      let label = renderer.leaves.first { $0.value == "Pull down to refresh" }
      #expect(label?.lineLimit == nil && label?.textAlignment == .center, "wrapped and centred")
      let height = header.height
      #expect(height > 150)
      header.beginRefreshing()
      renderer.run(frames: 60)
      #expect(renderer.contentMargins[.top] == height)
      #expect(renderer.scrollView.offset.y == -59 - height)
      header.endRefreshing()
      renderer.run(frames: 60)
      #expect(renderer.contentMargins[.top] == 0)
      #expect(renderer.writesDuringUpdate.isEmpty, "\(renderer.writesDuringUpdate)")
    }
  }

  @Test("a config that does not follow the text size keeps MJRefresh's 54 points")
  func aFixedSize() {
    let renderer = StandInRenderer.onScrollGeometry()
    renderer.rootEnvironment.dynamicTypeSize = .accessibility5
    onDisplayTime(renderer) {
      let config = RefreshConfig()
      config.languageCode = "en"
      config.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
      config.followsSystemTextSize = false
      let header = NormalHeader(config: config)
      renderer.show(ScrollView { Text("Rows") }.refreshHeader(header) {})
      #expect(config.contentSizeCategory == .large)
      #expect(header.height == 54)
    }
  }

  @Test("the user changes the text size while the view shows")
  func theSizeChanges() {
    let renderer = StandInRenderer.onScrollGeometry()
    onDisplayTime(renderer) {
      let config = RefreshConfig()
      config.languageCode = "en"
      let footer = AutoNormalFooter(config: config)
      renderer.show(ScrollView { Text("Rows") }.loadMoreFooter(footer) {})
      #expect(renderer.contentMargins[.bottom] == 44)
      renderer.rootEnvironment.dynamicTypeSize = .accessibility2
      renderer.updateNow()
      #expect(footer.height > 44)
      renderer.runFrame()
      #expect(renderer.contentMargins[.bottom] == footer.height, "the margin follows")
      #expect(renderer.writesDuringUpdate.isEmpty, "\(renderer.writesDuringUpdate)")
    }
  }
}
#endif
