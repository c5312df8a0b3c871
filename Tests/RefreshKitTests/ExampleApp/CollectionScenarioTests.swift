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
  /// 30-point section header. It starts empty; its header adds ten items and its footer five,
  /// each after 2 s; its footer hides while the collection is empty.
  ///
  /// The example also sets the header's `isCollectionViewAnimationBug`, which has no
  /// counterpart here (a documented deviation): it works around UIKit animating a collection
  /// view's inset inside `UIView.animate`, and the bindings write the inset at once and move
  /// the offset frame by frame instead.
  @MainActor
  final class Collection {
    let clock = makeClock()
    let scroll: ScrollModel
    let config = makeConfig()
    private(set) var items = 0
    let header: NormalHeader
    let footer: BackNormalFooter
    private(set) var endCompletions = 0
    /// How long the footer's `performBatchUpdates` animates before its completion ends the
    /// refresh: UIKit's, taken as 0.3 s.
    static let batchUpdateDuration: TimeInterval = 0.3

    init() {
      self.scroll = ScrollModel(
        frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: self.clock)
      self.scroll.systemInset = EdgeInsets(top: 64)
      self.scroll.contentOffset = CGPoint(x: 0, y: -64)
      self.scroll.isVisible = false
      self.header = NormalHeader(config: self.config)
      self.footer = BackNormalFooter(config: self.config)
      self.header.refreshingAction = { [weak self] in self?.add(10, then: \.header, after: 0) }
      self.footer.refreshingAction = { [weak self] in
        self?.add(5, then: \.footer, after: Self.batchUpdateDuration)
      }
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

    /// Adds `count` items; 2 s later reloads, and ends `component`'s refresh `settling` later
    /// (the footer ends in its batch update's completion).
    private func add(
      _ count: Int, then component: KeyPath<Collection, some RefreshComponent>,
      after settling: TimeInterval
    ) {
      self.items += count
      _ = self.clock.schedule(after: 2) { [weak self] in
        guard let self else {
          return
        }
        self.reloadData()
        _ = self.clock.schedule(after: settling) { [weak self] in
          self?[keyPath: component].endRefreshing()
        }
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
    #expect(collection.footer.state == .refreshing, "the batch update is still animating")
    let newHeightAndGap: CGFloat = 44 + 0  // the five new items fill the gap: 550 high
    #expect(scroll.adjustedContentInset.bottom == newHeightAndGap)
    collection.clock.advance(by: Collection.batchUpdateDuration)
    #expect(collection.footer.state == .idle && scroll.adjustedContentInset.bottom == 0)
    #expect(collection.endCompletions == 1, "the end completion runs once with no animation")
    collection.clock.run()
    #expect(collection.endCompletions == 1)
  }

  @Test("the pinned-header collection: the header's space shrinks as it scrolls away")
  func pinnedSectionHeader() {
    // MJPinHeaderCollectionViewController runs example31; what keeps a pinned section header at
    // the top while refreshing is MJRefreshHeader's resetInset: the held space follows the
    // offset between the bar and the bar plus the header. Its own code only flips its layout
    // in a right-to-left language, where MJRefresh's header does not follow it (its views
    // flip only inside a flipping layout); RefreshKit's does (a documented deviation).
    let collection = Collection()
    let scroll = collection.scroll
    scroll.isVisible = true
    collection.clock.run()
    let arrowLeftToRight = collection.header.arrowView.frame.midX
    collection.config.layoutDirection = .rightToLeft
    #expect(collection.header.arrowView.frame.midX == 375 - arrowLeftToRight)
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
    // MJHorizontalCollectionViewController: a collection view 375 × 200 at y = 150, five pages
    // 375 wide, paging on; the trailer's action pushes a screen and ends the refresh inside
    // the action.
    let clock = makeClock()
    let scroll = ScrollModel(frame: CGRect(x: 0, y: 150, width: 375, height: 200), clock: clock)
    scroll.contentSize = CGSize(width: 5 * 375, height: 200)
    scroll.isPagingEnabled = true
    scroll.alwaysBounceVertical = true  // the app's own setting, which the trailer must keep
    var pushes = 0
    let trailer = NormalTrailer(config: makeConfig())
    trailer.refreshingAction = { [weak trailer] in
      pushes += 1
      trailer?.endRefreshing()
    }
    var endCompletions = 0
    trailer.endRefreshingCompletion = { endCompletions += 1 }
    scroll.trailer = trailer
    // MJRefresh's trailer turns vertical bouncing off; RefreshKit leaves it (a documented
    // deviation, so that a header on the same list can still be pulled).
    #expect(scroll.alwaysBounceHorizontal && scroll.alwaysBounceVertical)
    #expect(trailer.frame == CGRect(x: 1875, y: 0, width: 60, height: 200), "the view's height")
    // MJRefresh's English table has no trailer strings and shows the raw key; RefreshKit has
    // them in every language (a documented deviation).
    #expect(trailer.stateLabel.text == "Slide to view details")

    // Paging: a swipe that lets go a third of the way into the next page goes back; one that
    // lets go past half goes on.
    scroll.drag(to: CGPoint(x: 125, y: 0))
    scroll.endDragging()
    clock.run()
    #expect(scroll.contentOffset.x == 0)
    for page in 1...4 {
      let from = CGFloat(page - 1) * 375
      scroll.drag(to: CGPoint(x: from + 100, y: 0))
      scroll.drag(to: CGPoint(x: from + 200, y: 0))
      scroll.endDragging()
      clock.run()
      #expect(scroll.contentOffset.x == CGFloat(page) * 375, "page \(page)")
    }
    #expect(trailer.state == .idle && trailer.pullingPercent == 0, "the last page: not a pull")

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
