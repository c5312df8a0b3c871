#if os(Linux)  // the binding against the stand-in
import Foundation
import RefreshKitUIKit
import TestSupport
import Testing
import UIKitStandIn

/// A shop page on the stand-in UIKit: a page scroll view with a 200-point header and a 44-point
/// tab bar above a pager of three table views, whose pans recognize together with the page's.
@MainActor
private final class ShopViews {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
  let page = NestedOuterScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
  let pager = UIScrollView(frame: CGRect(x: 0, y: 244, width: 375, height: 768))
  let lists = (0..<3).map { index in
    UITableView(frame: CGRect(x: 375 * index, y: 0, width: 375, height: 768), style: .plain)
  }
  var host: NestedScrollHost?

  init(headerMode: NestedScrollCoordinator.HeaderMode = .shared) {
    self.window.addSubview(self.page)
    self.page.contentSize = CGSize(width: 375, height: 200 + 44 + 768)
    self.page.addSubview(self.pager)
    self.pager.contentSize = CGSize(width: 375 * 3, height: 768)
    for list in self.lists {
      self.pager.addSubview(list)
      list.standInRows = [30]
      list.reloadData()
    }
    self.host = NestedScrollHost(outer: self.page, pages: self.lists, pager: self.pager)
    self.host?.coordinator.headerMode = headerMode
  }

  /// The finger on the list that shows moves by `distance` (down positive) in 10-point steps,
  /// and `check` looks after each.
  func move(by distance: CGFloat, check: (() -> Void)? = nil) {
    let list = self.lists[self.selectedPage]
    var moved: CGFloat = 0
    while abs(moved) < abs(distance) {
      let step = distance < 0 ? max(-10, distance - moved) : min(10, distance - moved)
      list.standInMoveFinger(by: step)
      moved += step
      check?()
    }
  }

  var selectedPage: Int {
    self.host?.coordinator.selectedPage ?? 0
  }

  func lift() {
    let list = self.lists[self.selectedPage]
    list.standInLiftFinger()
    settle(self.page)
    settle(list)
  }
}

/// Counts what a scroll view reports to its delegate.
@MainActor
private final class ScrollCounter: NSObject, UIScrollViewDelegate {
  var scrolls = 0

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    self.scrolls += 1
  }
}

/// `NestedScrollHost`: real nested scroll views, both following the finger, pinned by the
/// coordinator's rules through each view's mirror.
@MainActor
@Suite(.idleClocks) struct NestedScrollHostTests {
  @Test func withoutTheOuterViewOnlyTheListFollowsTheFinger() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    let page = UIScrollView(frame: window.bounds)
    page.contentSize = CGSize(width: 375, height: 1012)
    window.addSubview(page)
    let list = UITableView(frame: CGRect(x: 0, y: 244, width: 375, height: 768), style: .plain)
    list.standInRows = [30]
    list.reloadData()
    page.addSubview(list)
    list.standInMoveFinger(by: -50)
    #expect(page.contentOffset.y == 0, "UIKit's default: no two pans recognize together")
    #expect(list.contentOffset.y == 50)
    list.standInLiftFinger()
  }

  @Test func theHeaderScrollsAwayBeforeTheListMoves() {
    let shop = ShopViews()
    let list = shop.lists[0]
    shop.move(by: -300) {
      if shop.page.contentOffset.y < 200 {
        #expect(list.contentOffset.y == 0, "the list waits while the header goes")
      }
    }
    #expect(shop.page.contentOffset.y == 200, "the header gone, the tab bar pinned")
    #expect(list.contentOffset.y == 100)
    #expect(list.refresh.model.contentOffset.y == 100, "the model agrees with the view")
    shop.lift()
  }

  @Test func theListGoesBackToItsTopBeforeTheHeaderShows() {
    let shop = ShopViews()
    let list = shop.lists[0]
    shop.move(by: -300)
    shop.move(by: 150) {
      if shop.page.contentOffset.y < 200 {
        #expect(list.contentOffset.y == 0, "the header shows only over a list at its top")
      }
    }
    #expect(list.contentOffset.y == 0)
    #expect(shop.page.contentOffset.y < 200)
    shop.lift()
  }

  @Test func aPullOnAnyTabRefreshesTheSharedHeaderOnce() {
    for tab in 0..<3 {
      let shop = ShopViews()
      var refreshes = 0
      shop.page.refresh.header = NormalHeader(config: makeUIKitConfig()) { refreshes += 1 }
      shop.pager.contentOffset.x = 375 * CGFloat(tab)
      #expect(shop.selectedPage == tab)
      let list = shop.lists[tab]
      shop.move(by: 150) {
        #expect(list.contentOffset.y == 0, "the list never leaves its top")
        #expect(list.refresh.model.contentOffset.y == 0, "nor does its model")
      }
      #expect(shop.page.refresh.header?.state == .pulling, "past the trigger")
      shop.lift()
      #expect(shop.page.refresh.header?.state == .refreshing)
      #expect(refreshes == 1, "tab \(tab)")
      let refreshingTop: CGFloat = -54
      #expect(shop.page.contentOffset.y == refreshingTop)
      shop.page.refresh.header?.endRefreshing()
      settle(shop.page)
      #expect(shop.page.contentOffset.y == 0)
      #expect(refreshes == 1, "never twice")
    }
  }

  @Test func aPinnedListIsWrittenOnceAndItsModelNeverSeesTheRefusal() {
    let shop = ShopViews()
    shop.page.refresh.header = NormalHeader(config: makeUIKitConfig()) {}
    let list = shop.lists[0]
    let counter = ScrollCounter()
    list.delegate = counter
    var modelChanges = 0
    let modelObservation = list.refresh.model.observe(\.contentOffset) { _, _ in
      modelChanges += 1
    }
    shop.move(by: 100)
    #expect(counter.scrolls == 20, "per event the finger's move and one write back, no echo")
    #expect(modelChanges == 0)
    shop.lift()
    withExtendedLifetime(modelObservation) {}
  }

  @Test func switchingTabsMidRefreshKeepsTheRefresh() {
    let shop = ShopViews()
    shop.page.refresh.header = NormalHeader(config: makeUIKitConfig()) {}
    shop.lists[2].refresh.footer = AutoNormalFooter(config: makeUIKitConfig()) {}
    shop.move(by: 150)
    shop.lift()
    #expect(shop.page.refresh.header?.state == .refreshing)
    #expect(shop.lists[2].refresh.model.isVisible == false, "a tab that does not show")
    shop.pager.contentOffset.x = 375 * 2
    #expect(shop.selectedPage == 2)
    #expect(shop.lists[2].refresh.model.isVisible)
    #expect(shop.lists[0].refresh.model.isVisible == false)
    #expect(shop.page.refresh.header?.state == .refreshing)
    shop.page.refresh.header?.endRefreshing()
    settle(shop.page)
    #expect(shop.page.refresh.header?.state == .idle)
  }

  @Test func aTabChosenThroughTheCoordinatorHoldsAcrossAWindowMove() {
    let shop = ShopViews()
    shop.host?.coordinator.selectedPage = 1
    shop.pager.removeFromSuperview()
    shop.page.addSubview(shop.pager)
    #expect(shop.lists[0].refresh.model.isVisible == false, "All does not show")
    #expect(shop.lists[1].refresh.model.isVisible, "New shows")
  }

  @Test func aListEnteringTheWindowStaysHiddenWhileAnotherTabShows() {
    let shop = ShopViews()
    shop.pager.removeFromSuperview()
    shop.page.addSubview(shop.pager)
    #expect(shop.lists[0].refresh.model.isVisible)
    #expect(shop.lists[1].refresh.model.isVisible == false)
  }

  @Test func perPageHeadersPullTheListAndTheOuterViewStaysAtItsTop() {
    let shop = ShopViews(headerMode: .perPage)
    let list = shop.lists[0]
    var refreshes = 0
    list.refresh.header = NormalHeader(config: makeUIKitConfig()) { refreshes += 1 }
    shop.move(by: 150) {
      #expect(shop.page.contentOffset.y == 0, "the page stays at its top")
    }
    #expect(list.refresh.header?.state == .pulling)
    shop.lift()
    #expect(refreshes == 1)
    #expect(shop.page.contentOffset.y == 0)
  }

  @Test func onceTheHostIsGoneTheViewsScrollAsUIKitsOwn() {
    let shop = ShopViews()
    weak let coordinator = shop.host?.coordinator
    shop.host = nil
    #expect(coordinator == nil, "the views keep nothing of the host")
    shop.move(by: -50)
    #expect(shop.page.contentOffset.y == 0, "the page's pan recognizes alone again")
    #expect(shop.lists[0].contentOffset.y == 50)
    shop.lists[0].standInLiftFinger()
  }

  @Test("the guide's UIKit shop page pins its views and pages by its pager")
  func theGuidesShopPage() {
    let views = ShopViews()
    views.host = nil
    let (pager, all, new, sale) = (views.pager, views.lists[0], views.lists[1], views.lists[2])
    let store = ShopStore()
    let page = NestedOuterScrollView()  // the header, the tab bar, then the pager
    page.frame = views.page.frame
    page.contentSize = views.page.contentSize
    views.window.addSubview(page)
    page.addSubview(pager)
    let shop = NestedScrollHost(outer: page, pages: [all, new, sale], pager: pager)
    page.refresh.header = NormalHeader { await store.reload() }
    all.refresh.footer = AutoNormalFooter { await store.loadMore(.all) }
    all.standInMoveFinger(by: -50)
    #expect(page.contentOffset.y == 50 && all.contentOffset.y == 0)
    all.standInLiftFinger()
    settle(page)
    pager.contentOffset.x = 375
    #expect(shop.coordinator.selectedPage == 1 && new.refresh.model.isVisible)
    #expect(all.refresh.footer != nil && sale.refresh.footer == nil)
  }
}
#endif
