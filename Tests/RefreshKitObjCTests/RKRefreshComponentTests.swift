#if os(Linux)  // the face against the stand-in
import Foundation
import RefreshKitObjC
import TestSupport
import Testing
import UIKitStandIn

/// The face's base: MJRefresh's callbacks in MJRefresh's order, once per refresh, `hidden` and
/// `alpha` on the engine's component, the class's engine component, and chaining.
@MainActor
@Suite(.idleClocks, .serialized) struct RKRefreshComponentTests {
  @Test func aRefreshRunsTheBlockThenTheTargetsActionThenTheBeginCompletionOnceEach() {
    let (window, table) = makeObjCTable()
    var log: [String] = []
    let target = RecordingTarget(methods: ["loadNewData:"])
    target.log = { log.append($0) }
    let header = RKRefreshNormalHeader.header { log.append("block") }
    header.setRefreshingTarget(target, refreshingAction: "loadNewData:")
    header.beginRefreshingCompletionBlock = { log.append("completion") }
    table.rkHeader = header

    pullAndRelease(table, by: 150)
    #expect(header.isRefreshing)
    #expect(log == ["block", "loadNewData: RKRefreshNormalHeader", "completion"])
    header.endRefreshing()
    settleObjC(table)
    #expect(header.state == .idle)
    #expect(log.count == 3, "nothing more as it ends")

    pullAndRelease(table, by: 150)
    #expect(log.count == 6, "once each again at the next refresh")
    header.endRefreshing()
    settleObjC(table)
    withExtendedLifetime(window) {}
  }

  @Test func aTargetThatDoesNotAnswerTheActionIsNotSentIt() {
    let (window, table) = makeObjCTable()
    let target = RecordingTarget(methods: [])
    table.rkFooter = RKRefreshBackNormalFooter.footer(
      withRefreshingTarget: target, refreshingAction: "loadMoreData")
    table.rkFooter?.beginRefreshing()
    settleObjC(table)
    #expect(table.rkFooter?.isRefreshing == true)
    #expect(target.calls.isEmpty)
    table.rkFooter?.endRefreshing()
    settleObjC(table)
    withExtendedLifetime(window) {}
  }

  @Test func theTargetIsHeldWeaklyAsMJRefreshHoldsIt() {
    let header = RKRefreshNormalHeader(frame: .zero)
    do {
      let target = RecordingTarget(methods: ["reload"])
      header.setRefreshingTarget(target, refreshingAction: "reload")
      #expect(header.refreshingTarget === target)
    }
    #expect(header.refreshingTarget == nil)
  }

  @Test func aCompletionBlockGivenToABeginStaysForTheNextRefreshesAsInMJRefresh() {
    let (window, table) = makeObjCTable()
    var begins = 0
    var ends = 0
    let header = RKRefreshNormalHeader.header {}
    table.rkHeader = header
    header.beginRefreshing(withCompletionBlock: { begins += 1 })
    settleObjC(table)
    header.endRefreshing(withCompletionBlock: { ends += 1 })
    settleObjC(table)
    #expect((begins, ends) == (1, 1))
    header.beginRefreshing()
    settleObjC(table)
    header.endRefreshing()
    settleObjC(table)
    #expect((begins, ends) == (2, 2), "MJRefresh keeps them as its properties")
    withExtendedLifetime(window) {}
  }

  @Test func hidingTheFaceHidesTheEnginesFooterAndGivesBackItsSpace() {
    let (window, table) = makeObjCTable()
    let footer = RKRefreshAutoNormalFooter.footer {}
    table.rkFooter = footer
    let share: CGFloat = 44
    #expect(table.contentInset.bottom == share)

    footer.isHidden = true  // self.tableView.rk_footer.hidden = YES
    #expect(footer.component.isHidden)
    #expect(footer.isHidden)
    #expect(table.contentInset.bottom == 0)

    footer.isHidden = false
    #expect(!footer.component.isHidden)
    #expect(table.contentInset.bottom == share)
    withExtendedLifetime(window) {}
  }

  @Test func theFacesAlphaIsTheEnginesComponents() {
    let header = RKRefreshNormalHeader(frame: .zero)
    header.alpha = 0.25
    let alpha: CGFloat = 0.25
    #expect(header.component.alpha == alpha)
    header.component.alpha = 0.5
    let half: CGFloat = 0.5
    #expect(header.alpha == half)
  }

  @Test func theFaceIsTheViewThatDrawsItsComponentAtTheComponentsFrame() throws {
    let (window, table) = makeObjCTable()
    let header = RKRefreshNormalHeader.header {}
    table.rkHeader = header
    #expect(header.superview === table.refresh)
    let frame = CGRect(x: 0, y: -54, width: 375, height: 54)
    #expect(header.frame == frame)
    #expect(header.scrollView === table)
    let drawn = try #require(header.subviews.first as? RefreshComponentView)
    #expect(drawn.frame == CGRect(origin: .zero, size: frame.size), "inside, at its origin")
    withExtendedLifetime(window) {}
  }

  @Test func aTapOnAFacesAutoFooterLoadsAsOnTheBindingsOwn() throws {
    let (window, table) = makeObjCTable(rows: 5)  // short: the footer shows under the rows
    var pages = 0
    let footer = RKRefreshAutoNormalFooter.footer { pages += 1 }
    footer.automaticallyRefresh = false  // example 15: a tap or a pull loads
    table.rkFooter = footer
    let host = table.refresh
    let point = CGPoint(x: 187, y: 5 * 44 + 20)
    let tapped = try #require(host.hitTest(point, with: nil))
    #expect(tapped.superview === footer, "the view that draws it, inside the face")
    footer.isHidden = true
    #expect(host.hitTest(point, with: nil) == nil, "hidden")
    footer.isHidden = false
    tapped.touchesEnded([UITouch(standInAt: CGPoint(x: 187, y: 20), in: tapped)], with: nil)
    #expect(pages == 1 && footer.state == .refreshing)
    footer.endRefreshing()
    settleObjC(table)
    withExtendedLifetime(window) {}
  }

  @Test(
    "each class drives the engine's component of MJRefresh's class",
    arguments: [
      (RKRefreshHeader.self, RefreshHeader.self),
      (RKRefreshStateHeader.self, StateHeader.self),
      (RKRefreshNormalHeader.self, NormalHeader.self),
      (RKRefreshGifHeader.self, GifHeader.self),
      (RKRefreshFooter.self, RefreshFooter.self),
      (RKRefreshAutoFooter.self, AutoFooter.self),
      (RKRefreshAutoStateFooter.self, AutoStateFooter.self),
      (RKRefreshAutoNormalFooter.self, AutoNormalFooter.self),
      (RKRefreshAutoGifFooter.self, AutoGifFooter.self),
      (RKRefreshBackFooter.self, BackFooter.self),
      (RKRefreshBackStateFooter.self, BackStateFooter.self),
      (RKRefreshBackNormalFooter.self, BackNormalFooter.self),
      (RKRefreshBackGifFooter.self, BackGifFooter.self),
      (RKRefreshTrailer.self, RefreshTrailer.self),
      (RKRefreshStateTrailer.self, StateTrailer.self),
      (RKRefreshNormalTrailer.self, NormalTrailer.self),
    ] as [(RKRefreshComponent.Type, RefreshComponent.Type)])
  func eachClassDrivesItsEngineComponent(
    face: RKRefreshComponent.Type, engine: RefreshComponent.Type
  ) {
    #expect(type(of: face.init(frame: .zero).component) == engine)
  }

  @Test func chainingSetsWhatItNamesAndLinksEachComponentInItsPlace() {
    let (window, table) = makeObjCTable()
    let footer = RKRefreshBackNormalFooter.footer {}
      .setAnimationDisabled()
      .autoChangeTransparency(true)
      .link(to: table)
    #expect(table.rkFooter === footer)
    #expect(footer.fastAnimationDuration == 0 && footer.slowAnimationDuration == 0)
    #expect(footer.automaticallyChangeAlpha)

    let header = RKRefreshNormalHeader.header {}.link(to: table)
    #expect(table.rkHeader === header)
    let trailer = RKRefreshNormalTrailer.trailer {}.link(to: table)
    #expect(table.rkTrailer === trailer)
    RKRefreshComponent(frame: .zero).link(to: table)
    #expect(table.refresh.model.leadingLoader == nil, "the base has no place, as MJRefresh's")
    #expect(table.rkHeader === header && table.rkFooter === footer)
    withExtendedLifetime(window) {}
  }
}
#endif
