import Foundation
import RefreshKit
import Testing

@Suite struct CGSizeRefreshKitTests {
  @Test func aSizeIsFiniteOnlyWhenBothDimensionsAre() {
    #expect(CGSize(width: 375, height: 600).isFinite)
    #expect(!CGSize(width: CGFloat.nan, height: 600).isFinite)
    #expect(!CGSize(width: 375, height: -CGFloat.infinity).isFinite)
  }

  @Test func theAxisSubscriptReadsAndWritesTheHeightVerticallyAndTheWidthHorizontally() {
    var size = CGSize(width: 375, height: 600)
    #expect(size[.vertical] == 600)
    #expect(size[.horizontal] == 375)
    size[.vertical] = 1000
    size[.horizontal] = 60
    #expect(size == CGSize(width: 60, height: 1000))
  }
}
