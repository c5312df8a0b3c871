import Foundation
import RefreshKit
import TestSupport
import Testing

@Suite(.idleClocks) struct CGGeometryRefreshKitTests {
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

  // MARK: - CGSizeRefreshKit

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

  // MARK: - CGRectRefreshKit

  @Test func aRectangleIsFiniteOnlyWhenItsOriginAndSizeAre() {
    #expect(CGRect(x: 0, y: -54, width: 375, height: 54).isFinite)
    #expect(!CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1).isFinite)
    #expect(!CGRect(x: 0, y: 0, width: 1, height: CGFloat.infinity).isFinite)
  }
}
