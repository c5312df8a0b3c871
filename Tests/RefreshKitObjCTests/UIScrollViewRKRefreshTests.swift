#if os(Linux)  // the face against the stand-in
import Foundation
import RefreshKitObjC
import TestSupport
import Testing
import UIKitStandIn

/// `rk_header`, `rk_footer`, `rk_trailer` and `rk_totalDataCount`: the components live on the
/// binding's host, drawn by the face.
@MainActor
@Suite(.idleClocks, .serialized) struct UIScrollViewRKRefreshTests {
  @Test func aHeaderSetIsTheOneReadAndTheEngineHeaderOfTheHost() {
    let (window, table) = makeObjCTable()
    #expect(table.rkHeader == nil)
    let header = RKRefreshNormalHeader.header {}
    table.rkHeader = header
    #expect(table.rkHeader === header)
    #expect(table.refresh.header === header.component)
    withExtendedLifetime(window) {}
  }

  @Test func settingTheSameHeaderAgainKeepsItsRefreshGoing() {
    let (window, table) = makeObjCTable()
    var refreshes = 0
    let header = RKRefreshNormalHeader.header { refreshes += 1 }
    table.rkHeader = header
    header.beginRefreshing()
    settleObjC(table)
    table.rkHeader = header
    #expect(header.isRefreshing)
    #expect(refreshes == 1)
    header.endRefreshing()
    settleObjC(table)
    withExtendedLifetime(window) {}
  }

  @Test func aNewFooterTakesTheOldOnesPlaceAndNilEmptiesIt() {
    let (window, table) = makeObjCTable()
    let old = RKRefreshAutoNormalFooter.footer {}
    table.rkFooter = old
    let new = RKRefreshBackNormalFooter.footer {}
    table.rkFooter = new
    #expect(old.superview == nil, "the old one's view is taken off")
    #expect(new.superview === table.refresh)
    #expect(table.rkFooter === new)
    table.rkFooter = nil
    #expect(table.rkFooter == nil)
    #expect(table.refresh.footer == nil)
    #expect(new.superview == nil)
    withExtendedLifetime(window) {}
  }

  @Test func aComponentPutOnFromSwiftHasNoFace() {
    let (window, table) = makeObjCTable()
    table.refresh.header = NormalHeader {}
    #expect(table.rkHeader == nil)
    withExtendedLifetime(window) {}
  }

  @Test func aTrailerGoesInTheTrailersPlace() {
    let (window, table) = makeObjCTable()
    let trailer = RKRefreshNormalTrailer.trailer {}
    table.rkTrailer = trailer
    #expect(table.refresh.trailer === trailer.component)
    #expect(table.rkTrailer === trailer)
    withExtendedLifetime(window) {}
  }

  @Test func theTotalDataCountIsTheRowsOfEverySection() {
    let (window, table) = makeObjCTable()
    table.standInRows = [3, 4]
    table.reloadData()
    #expect(table.rkTotalDataCount == 7)
    #expect(UIScrollView(frame: .zero).rkTotalDataCount == 0)
    withExtendedLifetime(window) {}
  }

  @Test func theGeometryShorthandsAreTheFrames() {
    let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    view.rkH = 50
    view.rkW = 60
    view.rkX = 7
    view.rkY = 8
    #expect(view.frame == CGRect(x: 7, y: 8, width: 60, height: 50))
    let expected: [CGFloat] = [7, 8, 60, 50]
    #expect([view.rkX, view.rkY, view.rkW, view.rkH] == expected)
  }
}
#endif
