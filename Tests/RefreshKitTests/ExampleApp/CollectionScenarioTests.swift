import Foundation
import RefreshKit
import TestSupport
import Testing

/// MJRefresh's example app, section "UICollectionView": `example31` on
/// `MJCollectionViewController` and on its pinned-header variant, and `example42` on
/// `MJHorizontalCollectionViewController`, replayed through RefreshKit's public API and checked
/// against what MJRefresh does (its source at 3.7.9).
@MainActor
@Suite(.idleClocks) struct CollectionScenarioTests {
  /// `MJCollectionViewController`, on a 375 × 600 view under a 64-point bar.
  ///
  /// A vertical flow of 80-point items, three a row, 20 points apart and inset, under a
  /// 30-point section header. It starts empty; its header adds ten items and its footer five, each after 2 s; its footer
  /// hides while the collection is empty.
  @MainActor
  final class Collection {
    let clock = makeClock()
    let scroll: ScrollModel
    let config = makeConfig()
    private(set) var items = 0
    let header: NormalHeader
    let footer: BackNormalFooter
    private(set) var endCompletions = 0

    init() {
      self.scroll = ScrollModel(
        frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: self.clock)
      self.scroll.systemInset = EdgeInsets(top: 64)
      self.scroll.contentOffset = CGPoint(x: 0, y: -64)
      self.scroll.isVisible = false
      self.header = NormalHeader(config: self.config)
      self.footer = BackNormalFooter(config: self.config)
      self.header.refreshingAction = { [weak self] in self?.add(10, then: \.header) }
      self.footer.refreshingAction = { [weak self] in self?.add(5, then: \.footer) }
      self.footer.setAnimationDisabled()
      self.footer.automaticallyChangeAlpha = true
      self.footer.endRefreshingCompletion = { [weak self] in self?.endCompletions += 1 }
      self.scroll.header = self.header
      self.scroll.footer = self.footer
      self.header.beginRefreshing()
      self.reloadData()
    }

    /// The flow layout's height for `items`: the section header, the insets and the rows.
    static func contentHeight(items: Int) -> CGFloat {
      let rows = CGFloat((items + 2) / 3)
      return 30 + 20 + rows * 80 + max(rows - 1, 0) * 20 + 20
    }

    func reloadData() {
      self.scroll.contentSize = CGSize(width: 375, height: Self.contentHeight(items: self.items))
      self.scroll.totalDataCount = self.items
      self.footer.isHidden = self.items == 0  // numberOfItemsInSection does this
    }

    private func add(_ count: Int, then component: KeyPath<Collection, some RefreshComponent>) {
      self.items += count
      _ = self.clock.schedule(after: 2) { [weak self] in
        guard let self else {
          return
        }
        self.reloadData()
        self[keyPath: component].endRefreshing()
      }
    }
  }

  @Test("example31: a collection with a header and a footer that has no animation")
  func collectionViewHeaderAndFooter() {
    let collection = Collection()
    let scroll = collection.scroll
    #expect(collection.footer.isHidden && scroll.adjustedContentInset.bottom == 0)
    #expect(collection.header.state == .willRefresh)
    scroll.isVisible = true
    collection.clock.advance(by: 0.25)
    #expect(collection.items == 10 && scroll.contentOffset.y == -118)
    collection.clock.advance(by: 2)
    #expect(collection.header.state == .idle && !collection.footer.isHidden)
    collection.clock.run()
    let contentHeight: CGFloat = 450
    #expect(scroll.contentSize.height == contentHeight && scroll.contentOffset.y == -64)

    // The footer, with no animation: everything happens on the frame after the release.
    drag(scroll, from: -64, to: -64 + 22)
    #expect(collection.footer.alpha == 0.5, "automatic alpha follows the pull")
    drag(scroll, from: -64 + 22, to: -64 + 45)
    #expect(collection.footer.state == .pulling)
    scroll.endDragging()
    collection.clock.advance(by: collection.clock.frameInterval)
    #expect(collection.footer.state == .refreshing && collection.items == 15)
    #expect(scroll.contentOffset.y == -20, "at once: the animation is disabled")
    let heightAndGap: CGFloat = 44 + 86  // below the 450-point content
    #expect(scroll.adjustedContentInset.bottom == heightAndGap)
    collection.clock.advance(by: 2)
    #expect(collection.footer.state == .idle && scroll.adjustedContentInset.bottom == 0)
    #expect(collection.endCompletions == 1, "the end completion runs once with no animation")
    collection.clock.run()
    #expect(collection.endCompletions == 1)
  }

  @Test("the pinned-header collection: the header's space shrinks as it scrolls away")
  func pinnedSectionHeader() {
    // MJPinHeaderCollectionViewController runs example31; what keeps a pinned section header at
    // the top while refreshing is MJRefreshHeader's resetInset: the held space follows the
    // offset between the bar and the bar plus the header.
    let collection = Collection()
    let scroll = collection.scroll
    scroll.isVisible = true
    collection.clock.run()
    collection.header.beginRefreshing()
    collection.clock.advance(by: 0.25)
    #expect(scroll.adjustedContentInset.top == 118)
    drag(scroll, from: -118, to: 100)
    #expect(scroll.adjustedContentInset.top == 64, "scrolled away: no space held")
    drag(scroll, from: 100, to: -94)
    #expect(scroll.adjustedContentInset.top == 94)
    drag(scroll, from: -94, to: -144)
    #expect(scroll.adjustedContentInset.top == 118, "never more than the header's height")
    scroll.endDragging()
    collection.clock.run()
    #expect(collection.header.state == .idle)
    #expect(scroll.adjustedContentInset.top == 64 && scroll.contentOffset.y == -64)
  }

  @Test("example42: a horizontal trailer on a paged collection opens a page and ends at once")
  func horizontalTrailerWithPaging() {
    // MJHorizontalCollectionViewController: five pages 375 wide and 200 tall, paging on; the
    // trailer's action pushes a screen and ends the refresh inside the action.
    let clock = makeClock()
    let scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
    scroll.contentSize = CGSize(width: 5 * 375, height: 200)
    scroll.isPagingEnabled = true
    var pushes = 0
    let trailer = NormalTrailer(config: makeConfig())
    trailer.refreshingAction = { [weak trailer] in
      pushes += 1
      trailer?.endRefreshing()
    }
    var endCompletions = 0
    trailer.endRefreshingCompletion = { endCompletions += 1 }
    scroll.trailer = trailer
    #expect(scroll.alwaysBounceHorizontal && !scroll.alwaysBounceVertical)
    #expect(trailer.frame == CGRect(x: 1875, y: 0, width: 60, height: 600))
    #expect(trailer.stateLabel.text == "Slide to view details")

    scroll.contentOffset = CGPoint(x: 1500, y: 0)  // the last page
    scroll.drag(to: CGPoint(x: 1530, y: 0))
    #expect(trailer.pullingPercent == 0.5 && trailer.state == .idle)
    scroll.drag(to: CGPoint(x: 1570, y: 0))
    #expect(trailer.state == .pulling && trailer.stateLabel.text == "Release to view details")
    clock.advance(by: 0.25)
    #expect(trailer.arrowView.rotation == .pi)
    scroll.endDragging()
    clock.advance(by: clock.frameInterval)
    #expect(trailer.state == .refreshing && scroll.adjustedContentInset.right == 60)
    clock.advance(by: 0.25)
    #expect(pushes == 1 && trailer.state == .idle, "the action ends the refresh at once")
    clock.run()
    #expect(scroll.contentOffset.x == 1500, "back on the last page")
    #expect(scroll.adjustedContentInset.right == 0 && trailer.arrowView.rotation == 0)
    #expect(endCompletions == 1 && pushes == 1)
  }
}
