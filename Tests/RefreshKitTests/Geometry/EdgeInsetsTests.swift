import Foundation
import RefreshKit
import TestSupport
import Testing

@Suite(.idleClocks) struct EdgeInsetsTests {
  @Test func omittedEdgesAreZeroAndZeroIsAllZero() {
    #expect(EdgeInsets(top: 64) == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
    #expect(EdgeInsets.zero == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
  }

  @Test func insetsAddAndSubtractEdgeByEdge() {
    let host = EdgeInsets(top: 10, left: 1, bottom: 20, right: 2)
    let system = EdgeInsets(top: 88, left: 0, bottom: 34, right: 0)
    #expect(host + system == EdgeInsets(top: 98, left: 1, bottom: 54, right: 2))
    #expect(host + system - system == host)
    var total = host
    total += system
    total -= host
    #expect(total == system)
  }

  @Test func verticalAndHorizontalSumOppositeEdges() {
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(insets.vertical == 4)
    #expect(insets.horizontal == 6)
  }

  @Test func anyNonFiniteEdgeMakesTheInsetsNonFinite() {
    #expect(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4).isFinite)
    #expect(!EdgeInsets(top: .nan).isFinite)
    #expect(!EdgeInsets(left: .infinity).isFinite)
    #expect(!EdgeInsets(bottom: -.infinity).isFinite)
    #expect(!EdgeInsets(right: .nan).isFinite)
  }

  @Test func insetsHashByValueAndRoundTripThroughJSON() throws {
    let insets = EdgeInsets(top: 64, left: 0, bottom: 44, right: 60)
    #expect(Set([insets, insets, .zero]).count == 2)
    let data = try JSONEncoder().encode(insets)
    #expect(try JSONDecoder().decode(EdgeInsets.self, from: data) == insets)
  }

  @Test func theDescriptionListsTopLeftBottomRight() {
    #expect(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4).description == "{1.0, 2.0, 3.0, 4.0}")
  }
}
