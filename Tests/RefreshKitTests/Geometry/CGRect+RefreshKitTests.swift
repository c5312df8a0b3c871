import Foundation
import RefreshKit
import Testing

@Suite struct CGRectRefreshKitTests {
  @Test func aRectangleIsFiniteOnlyWhenItsOriginAndSizeAre() {
    #expect(CGRect(x: 0, y: -54, width: 375, height: 54).isFinite)
    #expect(!CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1).isFinite)
    #expect(!CGRect(x: 0, y: 0, width: 1, height: CGFloat.infinity).isFinite)
  }
}
