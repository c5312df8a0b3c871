import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct NormalTrailerTests {
  @Test func theArrowSitsAtTheLeftAndTheLabelBesideIt() {
    let trailer = NormalTrailer(config: makeConfig())
    let (scroll, _) = makeScrollModel(contentHeight: 600, contentWidth: 800)
    scroll.trailer = trailer
    #expect(trailer.arrowView.frame == CGRect(x: 5, y: 290, width: 20, height: 20))
    #expect(trailer.stateLabel.frame.midX == CGFloat(60 + 20) / 2)
    trailer.stateLabel.isHidden = true
    trailer.width = 60
    #expect(trailer.arrowView.frame.midX == 30)
  }

  @Test func pullingTurnsTheArrowHalfATurnAndAfterARefreshItComesBack() {
    let trailer = NormalTrailer(config: makeConfig())
    let (scroll, clock) = makeScrollModel(contentHeight: 600, contentWidth: 800)
    scroll.trailer = trailer
    scroll.drag(to: CGPoint(x: 490, y: 0))
    clock.advance(by: 0.25)
    #expect(trailer.arrowView.rotation == .pi)
    scroll.drag(to: CGPoint(x: 470, y: 0))
    clock.advance(by: 0.25)
    #expect(trailer.arrowView.rotation == 0)
    scroll.drag(to: CGPoint(x: 490, y: 0))
    scroll.endDragging()
    clock.run()
    trailer.endRefreshing()
    clock.run()
    #expect(trailer.arrowView.rotation == 0)
    #expect(trailer.arrowView.image == RefreshImage.trailerArrow)
  }
}
