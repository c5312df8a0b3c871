import Foundation
import RefreshKit
import TestSupport
import Testing

/// `contentOffset(pulledBy:)`: the offset of a pull of a given length, on every component's
/// edge, which is where the component arms.
@MainActor
@Suite(.idleClocks) struct RefreshComponentPullOffsetTests {
  typealias Kind = EdgeComponent

  /// The offset each kind gives for a pull of 10 points, on 375 × 600 over 1000 × 1000 content
  /// with no insets.
  nonisolated static let offsetsForTen: [(Kind, CGPoint)] = [
    (.header, CGPoint(x: 0, y: -10)),
    (.autoFooter, CGPoint(x: 0, y: 410)),  // the end (400) plus 10
    (.backFooter, CGPoint(x: 0, y: 410)),
    (.trailer, CGPoint(x: 635, y: 0)),  // the end (625) plus 10
    (.leadingLoader, CGPoint(x: 0, y: -10)),
  ]

  @Test("The offset of a pull of 10 points on each edge", arguments: Self.offsetsForTen)
  func theOffsetOfAPullOnEachEdge(kind: Kind, expected: CGPoint) {
    let (component, scroll, _) = kind.attached()
    #expect(component.contentOffset(pulledBy: 10) == expected)
    withExtendedLifetime(scroll) {}
  }

  @Test("A pull just past the component's length arms it; one just short does not")
  func aPullPastTheLengthArmsIt() {
    for kind in [Kind.header, .backFooter, .trailer] {
      let (component, scroll, clock) = kind.attached()
      let length = component.pullAxis == .vertical ? component.height : component.width
      scroll.beginDragging()
      scroll.drag(to: component.contentOffset(pulledBy: length - 1) ?? .zero)
      #expect(component.state == .idle, "\(kind)")
      scroll.drag(to: component.contentOffset(pulledBy: length + 1) ?? .zero)
      #expect(component.state == .pulling, "\(kind)")
      scroll.cancelDragging()
      clock.run()
    }
  }

  @Test func aRightToLeftTrailerIsPulledFromTheLeft() {
    let (component, scroll, _) = Kind.trailer.attached()
    component.config.layoutDirection = .rightToLeft
    #expect(component.contentOffset(pulledBy: 10) == CGPoint(x: -10, y: 0))
    withExtendedLifetime(scroll) {}
  }

  @Test func aHeaderUnderAnInsetIsPulledFromTheInset() {
    let header = NormalHeader(config: makeConfig())
    let (scroll, _) = attach(header, top: 64)
    #expect(header.contentOffset(pulledBy: 54) == CGPoint(x: 0, y: -118))
    withExtendedLifetime(scroll) {}
  }

  @Test func aDetachedComponentHasNoPullOffset() {
    #expect(NormalHeader(config: makeConfig()).contentOffset(pulledBy: 10) == nil)
  }

  @Test func aComponentWithNoEdgeHasNoPullOffset() {
    let (scroll, _) = makeScrollModel(contentHeight: 1000)
    let component = RefreshComponent()
    scroll.setAttachment(component, in: ScrollAttachmentSlot(rawValue: "custom"))
    #expect(component.contentOffset(pulledBy: 10) == nil)
  }
}
