import Foundation
import RefreshKit
import RefreshKitHost
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct RenderPlanTests {
  @Test func aNormalHeaderHasTwoLabelsAnArrowAndASpinner() {
    let header = NormalHeader(config: RefreshConfig()) {}
    header.config.languageCode = "en"
    let scroll = ScrollModel(
      frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: makeClock())
    scroll.header = header
    let plan = RenderPlan(header, at: 0)
    #expect(plan.frame == CGRect(x: 0, y: -54, width: 375, height: 54))
    #expect(plan.labels.map(\.text) == ["Pull down to refresh", header.lastUpdatedTimeLabel.text])
    #expect(plan.labels[0].fontSize == 14)
    #expect(plan.arrows.count == 1 && plan.arrows[0].image == .arrow)
    #expect(plan.spinners.count == 1 && !plan.spinners[0].isAnimating)
    #expect(plan.images.isEmpty)
  }

  @Test(
    "Each built-in component has its views",
    arguments: [
      ("StateHeader", 2, 0, 0, 0), ("GifHeader", 2, 0, 0, 1), ("AutoStateFooter", 1, 0, 0, 0),
      ("AutoNormalFooter", 1, 0, 1, 0), ("AutoGifFooter", 1, 0, 0, 1),
      ("BackNormalFooter", 1, 1, 1, 0), ("BackGifFooter", 1, 0, 0, 1), ("StateTrailer", 1, 0, 0, 0),
      ("NormalTrailer", 1, 1, 0, 0), ("LeadingNormalLoader", 1, 0, 1, 0),
    ])
  func eachBuiltInComponentHasItsViews(
    name: String, labels: Int, arrows: Int, spinners: Int, images: Int
  ) throws {
    let config = RefreshConfig()
    let component: RefreshComponent =
      switch name {
      case "StateHeader": StateHeader(config: config)
      case "GifHeader": GifHeader(config: config)
      case "AutoStateFooter": AutoStateFooter(config: config)
      case "AutoNormalFooter": AutoNormalFooter(config: config)
      case "AutoGifFooter": AutoGifFooter(config: config)
      case "BackNormalFooter": BackNormalFooter(config: config)
      case "BackGifFooter": BackGifFooter(config: config)
      case "StateTrailer": StateTrailer(config: config)
      case "LeadingNormalLoader": LeadingNormalLoader(config: config)
      default: NormalTrailer(config: config)
      }
    let plan = RenderPlan(component, at: 0)
    let counts: [Int] = [
      plan.labels.count, plan.arrows.count, plan.spinners.count, plan.images.count,
    ]
    let expected: [Int] = [labels, arrows, spinners, images]
    #expect(counts == expected)
  }

  @Test func theSpinnerAndTheGifFramesAreThoseOfThePlansTime() {
    let clock = makeClock()
    let header = GifHeader(config: RefreshConfig()) {}
    let frames = (0..<4).map { RefreshImage(name: "f\($0)", size: CGSize(width: 10, height: 10)) }
    header.setImages(frames, duration: 0.4, for: .refreshing)
    let scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
    scroll.header = header
    header.beginRefreshing()
    #expect(RenderPlan(header, at: 0.05).images[0].image?.name == "f0")
    #expect(RenderPlan(header, at: 0.25).images[0].image?.name == "f2")
    header.endRefreshing()
    clock.run()
  }

  @Test func aProgressHeadersRingIsDrawnAtThePlansTimeAndWakesForItsNextFrame() {
    let clock = makeClock()
    let header = ProgressHeader(config: RefreshConfig()) {}
    let scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
    scroll.header = header
    let rest = RenderPlan(header, at: 0)
    #expect(rest.vectors.count == 1)
    #expect(rest.vectors[0].frame == header.vectorView.frame)
    #expect(rest.vectors[0].strokes.isEmpty && rest.nextChange == nil)
    header.beginRefreshing()
    let plan = RenderPlan(header, at: 0.25)
    #expect(plan.vectors[0].strokes == header.vectorView.strokes(at: 0.25))
    #expect(plan.vectors[0].tint == header.stateLabel.textColor)
    #expect(plan.nextChange.map { abs($0 - (0.25 + 1.0 / 60)) < 1e-5 } == true)
    #expect(RenderPlan(header, at: 0.5) != plan, "the ring turns with the time")
    header.endRefreshing()
    clock.run()
  }

  @Test func aCustomComponentDrawsWithItsOwnModels() {
    final class RingHeader: RefreshHeader {
      let ring = ArrowModel(image: RefreshImage(name: "ring", size: CGSize(width: 30, height: 30)))
      override var presentationModels: PresentationModels {
        super.presentationModels.adding(PresentationModels(arrows: [self.ring]))
      }
    }
    let header = RingHeader(config: RefreshConfig())
    header.ring.rotation = 1
    let plan = RenderPlan(header, at: 0)
    #expect(plan.arrows.map(\.rotation) == [1])
    #expect(plan.labels.isEmpty)
  }
}
