import Foundation
import RefreshKit
import Testing

@Suite struct CGPointRefreshKitTests {
  @Test func aPointIsFiniteOnlyWhenBothCoordinatesAre() {
    #expect(CGPoint(x: 1, y: 2).isFinite)
    #expect(!CGPoint(x: CGFloat.nan, y: 2).isFinite)
    #expect(!CGPoint(x: 1, y: CGFloat.infinity).isFinite)
  }

  @Test func theAxisSubscriptReadsAndWritesYVerticallyAndXHorizontally() {
    var point = CGPoint(x: 1, y: 2)
    #expect(point[.vertical] == 2)
    #expect(point[.horizontal] == 1)
    point[.vertical] = -118
    point[.horizontal] = 60
    #expect(point == CGPoint(x: 60, y: -118))
  }
}
