import Foundation
import Testing

@testable import RefreshKit

@MainActor
@Suite struct GifImageSetTests {
  private let frames = (0..<60).map {
    RefreshImage(name: "\($0)", size: CGSize(width: 1, height: 1))
  }

  @Test func framesDefaultToATenthOfASecondEachAndTheFirstFrameSetsTheHeight() {
    var set = GifImageSet()
    #expect(set.set(frames, duration: nil, for: .idle, subject: "Test") == 1)
    let big = RefreshImage(name: "big", size: CGSize(width: 1, height: 80))
    #expect(set.set([big] + frames, duration: 2, for: .refreshing, subject: "Test") == 80)
    var other = GifImageSet()
    #expect(other.set(frames + [big], duration: 2, for: .pulling, subject: "Test") == 1)
    #expect(abs(set.duration(for: .idle) - 6) < 1e-9)
    #expect(set.duration(for: .refreshing) == 2)
    #expect(set.images(for: .pulling).isEmpty)
  }

  @Test func thePercentPicksTheFrameMJRefreshsWay() {
    var set = GifImageSet()
    set.set(frames, duration: nil, for: .idle, subject: "Test")
    let view = AnimatedImageModel()
    set.showFrame(of: .idle, percent: 0.5, on: view)
    #expect(view.image?.name == "30")
    set.showFrame(of: .idle, percent: 3, on: view)
    #expect(view.image?.name == "59")
    set.showFrame(of: .idle, percent: -1, on: view)
    #expect(view.image?.name == "0")
    #expect(!set.play(.pulling, on: view, at: 0))
  }
}
