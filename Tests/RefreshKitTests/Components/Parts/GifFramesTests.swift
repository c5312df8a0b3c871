import Foundation
import RefreshKit
import TestSupport
import Testing

/// The three GIF components.
enum GifKind: String, CaseIterable, Sendable {
  case gifHeader, autoGifFooter, backGifFooter

  @MainActor func make(_ config: RefreshConfig) -> any GifAnimated {
    switch self {
    case .gifHeader: GifHeader(config: config) {}
    case .autoGifFooter: AutoGifFooter(config: config) {}
    case .backGifFooter: BackGifFooter(config: config) {}
    }
  }
}

@MainActor
@Suite(.idleClocks) struct GifFramesTests {
  private let frames = (0..<60).map {
    RefreshImage(name: "\($0)", size: CGSize(width: 1, height: 1))
  }
  private let tall = RefreshImage(name: "tall", size: CGSize(width: 1, height: 80))

  @Test(
    "Frames last a tenth of a second each and the first one sets the height",
    arguments: GifKind.allCases)
  func durationsAndHeight(kind: GifKind) {
    let component = kind.make(makeConfig())
    let before = component.height
    component.setImages(self.frames, for: .idle)
    #expect(abs(component.imageDuration(for: .idle) - 6) < 1e-9)
    #expect(component.height == before)
    component.setImages([self.tall] + self.frames, duration: 2, for: .refreshing)
    #expect(component.imageDuration(for: .refreshing) == 2)
    #expect(component.height == 80)
    component.setImages([self.tall], for: .pulling)
    component.setImages(self.frames + [self.tall], for: .pulling)
    #expect(component.height == 80)
    #expect(component.images(for: .noMoreData).isEmpty)
    #expect(component.imageDuration(for: .noMoreData) == 0)
  }

  @Test("A negative loop becomes zero and names the component", arguments: GifKind.allCases)
  func negativeDurationIsReported(kind: GifKind) {
    let component = kind.make(makeConfig())
    let (_, diagnostics) = Diagnostics.collect {
      component.setImages(self.frames, duration: -1, for: .refreshing)
    }
    #expect(component.imageDuration(for: .refreshing) == 0)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.subject == "\(type(of: component)).setImages")
  }

  @Test func theIdleFrameIsTheCountTimesThePercentAtMostTheLast() {
    let header = GifHeader(config: makeConfig()) {}
    header.setImages(self.frames, for: .idle)
    let (scroll, _) = attach(header)
    for (offset, name) in [(-64.0, "0"), (-91.0, "30"), (-64.0 - 54 * 3, "59")] {
      scroll.drag(toOffsetY: offset)
      #expect(header.gifView.image?.name == name)
    }
  }

  @Test("Frames set for the current state show at once", arguments: GifKind.allCases)
  func framesForTheCurrentStateShowAtOnce(kind: GifKind) {
    let component = kind.make(makeConfig())
    let (scroll, clock) = makeScrollModel()
    if let header = component as? RefreshHeader {
      scroll.header = header
    } else if let footer = component as? RefreshFooter {
      scroll.footer = footer
    }
    component.beginRefreshing()
    clock.advance(by: 1)
    #expect(component.state == .refreshing)
    #expect(!component.gifView.isAnimating)
    component.setImages(Array(self.frames.prefix(3)), for: .refreshing)
    #expect(component.gifView.isAnimating && !component.gifView.isHidden)
    component.endRefreshing()
    clock.run()
    #expect(!component.gifView.isAnimating)
  }

  @Test func aBackFooterBackToIdleWithoutIdleFramesStopsThePullingLoop() {
    let footer = BackGifFooter(config: makeConfig()) {}
      .setImages(Array(self.frames.prefix(3)), for: .pulling)
    let (scroll, clock) = attachFooter(footer)
    scroll.drag(toOffsetY: 460)
    #expect(footer.state == .pulling && footer.gifView.isAnimating)
    scroll.drag(toOffsetY: 420)
    #expect(footer.state == .idle)
    #expect(!footer.gifView.isAnimating)
    scroll.endDragging()
    clock.run()
  }
}
