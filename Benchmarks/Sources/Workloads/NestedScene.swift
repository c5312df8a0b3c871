import Foundation
import RefreshKit

/// A shop page on a manual clock: an outer scroll model 375 × 600 with the shared header, over a
/// 200-point page header and a 44-point tab bar, and three lists 556 tall over 10,000 points,
/// each with its footer, under a ``NestedScrollCoordinator``; the page header scrolled away.
@MainActor
final class NestedScene {
  let clock = ManualAnimationClock()
  let coordinator: NestedScrollCoordinator

  init() {
    let config = RefreshConfig()
    config.languageCode = "en"
    config.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    let clock = self.clock
    let outer = ScrollModel(
      frame: CGRect(x: 0, y: 0, width: 375, height: 600),
      contentSize: CGSize(width: 375, height: 800), clock: clock)
    outer.header = NormalHeader(config: config)
    let pages = (0..<3).map { _ in
      let page = ScrollModel(
        frame: CGRect(x: 0, y: 244, width: 375, height: 556),
        contentSize: CGSize(width: 375, height: 10_000), clock: clock)
      page.footer = AutoNormalFooter(config: config)
      return page
    }
    self.coordinator = NestedScrollCoordinator(outer: outer, pages: pages)
    outer.contentOffset.y = 200
    self.coordinator.page.contentOffset.y = 1000
    self.coordinator.beginDragging()
  }

  /// One drag frame per operation, the finger moving over 100 points and back: the list
  /// showing moves far from both its edges, the outer model stays pinned.
  func dragTheList(_ operations: Range<Int>) {
    for i in operations {
      self.coordinator.drag(translationY: -CGFloat(i % 100))
    }
  }
}
