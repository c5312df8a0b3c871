#if os(Linux)  // the binding against the stand-in
import Foundation
import RefreshKitAppKit
import AppKitStandIn
import TestSupport
import Testing

/// The AppKit component views write only what changed since they last drew: counted through
/// the stand-in's writes to the properties that draw (`NSView.standInWrites`), in the host's
/// views only.
@MainActor
@Suite(.idleClocks) struct RefreshComponentViewTests {
  /// A table of 100 rows with a normal header and an auto footer, drawn and at rest.
  func makeList() -> (NSWindow, NSScrollView, NormalHeader) {
    let (window, scrollView, _) = makeAppKitTable(rows: 100)
    let header = NormalHeader(config: makeAppKitConfig())
    scrollView.refresh.header = header
    scrollView.refresh.footer = AutoNormalFooter(config: makeAppKitConfig())
    settle(scrollView)
    return (window, scrollView, header)
  }

  /// The writes `body` makes to the views of `scrollView`'s components.
  func writes(to scrollView: NSScrollView, _ body: () -> Void) -> Int {
    let before = scrollView.refresh.standInWritesInTree
    body()
    return scrollView.refresh.standInWritesInTree - before
  }

  @Test("a scroll frame in the middle of the rows writes nothing")
  func anIdleScrollFrameWritesNothing() {
    let (window, scrollView, _) = makeList()
    let written = self.writes(to: scrollView) {
      scrollView.standInOffset = 200
      scrollView.standInOffset = 210
    }
    #expect(written == 0)
    // A whole draw, as the glue made on every redraw before it compared plans.
    let host = scrollView.refresh
    let components: [RefreshComponent] = [host.header, host.footer].compactMap { $0 }
    let views = host.subviews.compactMap { $0 as? RefreshComponentView }
    let everything = self.writes(to: scrollView) {
      for (component, view) in zip(components, views) {
        view.apply(RenderPlan(component, at: host.clock.now))
      }
    }
    #expect(everything == 48, "the header's two labels, arrow and spinner; the footer's two")
    withExtendedLifetime(window) {}
  }

  @Test("a pull frame below the trigger writes nothing; crossing it writes what it changes")
  func aPullFrameWritesOnlyWhatMoved() {
    let (window, scrollView, header) = makeList()
    scrollView.standInTouch()
    scrollView.standInScroll(by: 20)
    let below = self.writes(to: scrollView) { scrollView.standInScroll(by: 10) }
    #expect(header.state == .idle)
    #expect(below == 0, "the header shows what it showed a frame before")

    let crossing = self.writes(to: scrollView) {
      for _ in 0..<30 where header.state != .pulling {
        scrollView.standInScroll(by: 10)
      }
    }
    #expect(header.state == .pulling)
    #expect(crossing == 2, "the title and VoiceOver's value: \"Release to refresh\"")
    let turn = self.writes(to: scrollView) { StandInRunLoop.main.run(frames: 1) }
    #expect(turn == 2, "the arrow turning on the clock: its frame and rotation")
    scrollView.standInLift()
    settle(scrollView)
    header.endRefreshing()
    settle(scrollView)
    withExtendedLifetime(window) {}
  }

  @Test("the arrow takes the label's colour; a GIF's frames sit beside the text, unscaled")
  func theArrowIsTintedAndTheFramesAligned() throws {
    let (window, scrollView, header) = makeList()
    let views = scrollView.refresh.subviews.compactMap { $0 as? RefreshComponentView }
    let arrow = try #require(views.first?.subviews.compactMap { $0 as? NSImageView }.first)
    // NSImageView.h: SF Symbols are template images, drawn in `contentTintColor`, else black.
    let tint = try #require(arrow.contentTintColor)
    let light = tint.standInResolved(in: NSAppearance(standInNamed: .aqua)).standInComponents
    #expect(light.red == 90.0 / 255 && header.arrowView.tintColor == .text)
    #expect(arrow.imageScaling == .scaleProportionallyUpOrDown, "fitted, as UIKit's aspect fit")

    let gif = AutoGifFooter(config: makeAppKitConfig())
    gif.setImages(
      [RefreshImage(name: "loading", size: CGSize(width: 20, height: 20))], for: .refreshing)
    scrollView.refresh.footer = gif
    gif.beginRefreshing()
    settle(scrollView)
    let footerView = try #require(
      scrollView.refresh.subviews.compactMap { $0 as? RefreshComponentView }.last)
    let frames = try #require(footerView.subviews.compactMap { $0 as? NSImageView }.first)
    #expect(gif.gifView.contentMode == .right)
    #expect(frames.imageAlignment == .alignRight, "against the text, as UIKit's .right")
    #expect(frames.imageScaling == .scaleNone, "at its own size, as UIKit's .right")
    gif.refreshingTitleHidden = true
    settle(scrollView)
    #expect(frames.imageAlignment == .alignCenter)
    gif.endRefreshing()
    settle(scrollView)
    withExtendedLifetime(window) {}
  }

  @Test("a label's text is centred in its frame, as UIKit's, though a field draws from its top")
  func labelsAreCentredVertically() throws {
    let (window, scrollView, header) = makeList()
    let view = scrollView.refresh.subviews.compactMap { $0 as? RefreshComponentView }.first
    let field = try #require(view?.subviews.compactMap { $0 as? NSTextField }.first)
    let text = field.standInTextRect
    let frame = header.stateLabel.frame
    #expect(text.height > 0 && text.height < frame.height, "one line in a taller frame")
    #expect(abs(text.midY - frame.midY) < 0.5, "\(text) in \(frame)")
    header.setTitle("Pull", for: .idle)
    StandInRunLoop.main.run(frames: 1)
    #expect(abs(field.standInTextRect.midY - frame.midY) < 0.5, "and after a new title")
    withExtendedLifetime(window) {}
  }

  @Test("a header's label keeps one line, cut with an ellipsis; the trailer's wraps")
  func labelsWrapAsUIKitsDo() throws {
    let (window, scrollView, _) = makeAppKitTable()
    scrollView.refresh.header = NormalHeader(config: makeAppKitConfig())
    scrollView.refresh.trailer = NormalTrailer(config: makeAppKitConfig())
    settle(scrollView)
    let views = scrollView.refresh.subviews.compactMap { $0 as? RefreshComponentView }
    let fields = views.map { $0.subviews.compactMap { $0 as? NSTextField }.first }
    let header = try #require(fields.first ?? nil)
    let trailer = try #require(fields.last ?? nil)
    #expect(header.maximumNumberOfLines == 1 && !header.standInWraps)
    #expect(header.lineBreakMode == .byTruncatingTail, "as UIKit's label, not clipped")
    #expect(trailer.maximumNumberOfLines == 0 && trailer.standInWraps, "one character a line")
    withExtendedLifetime(window) {}
  }

  @Test("a progress header's ring is stroked in draw(_:), y down, in a flipped view")
  func theRingIsStrokedInAFlippedView() throws {
    let (window, scrollView, _) = makeAppKitTable(rows: 100)
    let header = ProgressHeader(config: makeAppKitConfig())
    scrollView.refresh.header = header
    settle(scrollView)
    let componentView = try #require(
      scrollView.refresh.subviews.compactMap { $0 as? RefreshComponentView }.first)
    let ring = try #require(componentView.subviews.compactMap { $0 as? RefreshVectorView }.first)
    // NSView.h: a view's y grows upward unless it is flipped; the strokes' y grows downward,
    // so a view that is not flipped would draw the ring's start at its bottom.
    #expect(ring.isFlipped)
    #expect(ring.frame == header.vectorView.frame)
    #expect(ring.standInDisplayIfNeeded() == [], "at rest nothing is pulled, nothing stroked")

    scrollView.standInTouch()
    for _ in 0..<4 {
      scrollView.standInScroll(by: 10)
    }
    settle(scrollView)
    let drawn = try #require(ring.standInDisplayIfNeeded())
    expectDrawn(drawn, as: header.vectorView.strokes(at: scrollView.refresh.clock.now))
    #expect(ring.standInDisplayIfNeeded() == nil, "drawn once until something changes")
    scrollView.standInLift()
    settle(scrollView)
    header.endRefreshing()
    settle(scrollView)
    withExtendedLifetime(window) {}
  }
}
#endif
