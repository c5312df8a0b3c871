import Foundation
import RefreshKit
import TestSupport
import Testing

/// Right to left: what sits beside the labels is mirrored across the component, and the trailer
/// moves to the left of the content, where right-to-left content ends.
@MainActor
@Suite(.idleClocks) struct RefreshComponentLayoutDirectionTests {
  @Test(
    "The direction follows the language unless set",
    arguments: [
      ("ar", RefreshLayoutDirection.automatic, RefreshLayoutDirection.rightToLeft),
      ("ar-EG", .automatic, .rightToLeft), ("en", .automatic, .leftToRight),
      ("he", .automatic, .rightToLeft), ("ar", .leftToRight, .leftToRight),
      ("en", .rightToLeft, .rightToLeft),
    ])
  func theDirectionFollowsTheLanguage(
    language: String, setting: RefreshLayoutDirection, expected: RefreshLayoutDirection
  ) {
    let config = makeConfig(language: language)
    config.layoutDirection = setting
    let header = NormalHeader(config: config)
    #expect(header.layoutDirection == expected)
  }

  @Test func aFrameIsMirroredAcrossTheComponent() {
    let config = makeConfig()
    let header = NormalHeader(config: config)
    let (scroll, _) = attach(header)  // 375 wide
    let badge = CGRect(x: 10, y: 0, width: 20, height: 20)
    #expect(header.mirrored(badge) == badge)
    config.layoutDirection = .rightToLeft
    #expect(header.mirrored(badge) == CGRect(x: 345, y: 0, width: 20, height: 20))
    #expect(header.mirrored(CGPoint(x: 100, y: 5)) == CGPoint(x: 275, y: 5))
    withExtendedLifetime(scroll) {}
  }

  @Test func theHeadersArrowMovesRightOfTheLabels() {
    let config = makeConfig()
    let header = NormalHeader(config: config)
    let (scroll, _) = attach(header)
    let leftToRight = header.arrowView.frame
    #expect(leftToRight.midX < 187.5)
    config.layoutDirection = .rightToLeft  // lays out again at once
    #expect(header.isRightToLeft)
    let rightToLeft = header.arrowView.frame
    #expect(rightToLeft.midX > 187.5)
    // Mirrored: the arrow's centre, where its image is drawn, is as far from the right edge as it
    // was from the left.
    #expect((rightToLeft.midX - (header.frame.width - leftToRight.midX)).magnitude < 1e-9)
    #expect(header.loadingView.frame.midX == rightToLeft.midX)
    withExtendedLifetime(scroll) {}
  }

  @Test func theSpinnerAndGifFramesAreMirrored() {
    let config = makeConfig()
    config.layoutDirection = .rightToLeft
    let footer = AutoNormalFooter(config: config)
    let (scroll, _) = attachFooter(footer)
    #expect(footer.loadingView.frame.midX > footer.frame.width / 2)
    let gif = GifHeader(config: config)
    gif.setImages([RefreshImage(name: "a", size: CGSize(width: 30, height: 30))], for: .idle)
    let (other, _) = attach(gif)
    #expect(gif.gifView.contentMode == .left)
    #expect(gif.gifView.frame.minX > gif.frame.width / 2)
    withExtendedLifetime((scroll, other)) {}
  }

  @Test func theTrailerRefreshesFromTheLeftRightToLeft() {
    let config = makeConfig()
    config.layoutDirection = .rightToLeft
    let trailer = NormalTrailer(config: config)
    let (scroll, clock) = makeScrollModel(contentWidth: 1000)
    scroll.trailer = trailer
    #expect(trailer.frame.minX == -60, "left of the content")
    #expect(trailer.arrowView.rotation == .pi, "pointing right")
    scroll.drag(to: CGPoint(x: -30, y: 0))
    #expect(trailer.pullingPercent == 0.5)
    scroll.drag(to: CGPoint(x: -60, y: 0))
    #expect(trailer.state == .idle)
    scroll.drag(to: CGPoint(x: -61, y: 0))
    #expect(trailer.state == .pulling)
    #expect(trailer.stateLabel.text == "Release to view details")
    scroll.endDragging()
    clock.run()
    #expect(trailer.state == .refreshing)
    let expected: CGFloat = -60
    #expect(scroll.contentOffset.x == expected, "held open on the left")
    #expect(trailer.insetShare?.insets.left == 60)
    #expect(trailer.insetShare?.insets.right == 0)
    trailer.endRefreshing()
    clock.run()
    #expect(trailer.insetShare?.insets == .zero)
    #expect(scroll.contentOffset.x == 0)
  }

  @Test func theTrailersLabelSitsLeftOfTheArrowRightToLeft() {
    let config = makeConfig()
    let trailer = NormalTrailer(config: config)
    let (scroll, _) = makeScrollModel(contentWidth: 1000)
    scroll.trailer = trailer
    let arrow = trailer.arrowView.frame
    let label = trailer.stateLabel.frame
    config.layoutDirection = .rightToLeft
    #expect(trailer.arrowView.frame.minX == trailer.frame.width - arrow.maxX)
    #expect(trailer.stateLabel.frame.minX == trailer.frame.width - label.maxX)
  }

  @Test func switchingDirectionWhileRefreshingMovesTheHeldSpace() {
    let config = makeConfig()
    let trailer = NormalTrailer(config: config)
    let (scroll, clock) = makeScrollModel(contentWidth: 1000)
    scroll.trailer = trailer
    trailer.beginRefreshing()
    clock.run()
    #expect(trailer.insetShare?.insets.right == 60)
    config.layoutDirection = .rightToLeft
    #expect(trailer.insetShare?.insets.right == 0)
    #expect(trailer.insetShare?.insets.left == 60)
    trailer.endRefreshing()
    clock.run()
    #expect(trailer.insetShare?.insets == .zero)
  }
}
