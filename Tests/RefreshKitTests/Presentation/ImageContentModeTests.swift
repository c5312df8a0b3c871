import RefreshKit
import Testing

@Suite struct ImageContentModeTests {
  @Test func theTwoModesDiffer() {
    #expect(ImageContentMode.center != ImageContentMode.right)
  }
}
