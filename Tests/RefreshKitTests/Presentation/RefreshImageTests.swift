import Foundation
import RefreshKit
import TestSupport
import Testing

@Suite(.idleClocks) struct RefreshImageTests {
  @Test func anImageIsANameAndASizeWithBadDimensionsZeroed() {
    let image = RefreshImage(name: "x", size: CGSize(width: -1, height: CGFloat.nan))
    #expect(image.size == .zero)
    #expect(RefreshImage.trailerArrow.size == CGSize(width: 20, height: 20))
  }
}
