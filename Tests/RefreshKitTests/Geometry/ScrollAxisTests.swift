import Foundation
import RefreshKit
import TestSupport
import Testing

@Suite(.idleClocks) struct ScrollAxisTests {
  @Test func thereAreTwoAxesVerticalFirst() {
    #expect(ScrollAxis.allCases == [.vertical, .horizontal])
  }

  // MARK: - EdgeInsetsScrollAxis

  @Test func leadingAndTrailingAreTopAndBottomVerticallyAndLeftAndRightHorizontally() {
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(insets.leading(.vertical) == 1)
    #expect(insets.trailing(.vertical) == 3)
    #expect(insets.leading(.horizontal) == 2)
    #expect(insets.trailing(.horizontal) == 4)
  }

  @Test func settingAnAxisEdgeChangesOnlyThatEdge() {
    var insets = EdgeInsets.zero
    insets.setLeading(54, .vertical)
    insets.setTrailing(44, .vertical)
    insets.setLeading(5, .horizontal)
    insets.setTrailing(60, .horizontal)
    #expect(insets == EdgeInsets(top: 54, left: 5, bottom: 44, right: 60))
  }
}
