import Foundation
import RefreshKit
import TestSupport
import Testing

/// A number that RefreshKit must refuse wherever geometry goes in.
enum HostileNumber: CaseIterable, Sendable, CustomTestStringConvertible {
  case nan, infinity, negativeInfinity, huge

  var value: CGFloat {
    switch self {
    case .nan: .nan
    case .infinity: .infinity
    case .negativeInfinity: -.infinity
    case .huge: 1e308
    }
  }

  var expectedKind: DiagnosticKind {
    self == .huge ? .valueOutOfRange : .nonFiniteValue
  }

  var testDescription: String {
    "\(self.value)"
  }
}

@MainActor
@Suite(.idleClocks) struct ScrollModelBadInputTests {
  @Test(arguments: HostileNumber.allCases)
  func everyGeometryPropertyRefusesTheNumberKeepsItsValueAndReportsIt(number: HostileNumber) {
    let (scroll, clock) = makeScrollModel()
    scroll.contentInset = EdgeInsets(top: 64)
    scroll.systemInset = EdgeInsets(bottom: 34)
    scroll.contentOffset = CGPoint(x: 0, y: -64)
    let before = (
      scroll.frame, scroll.contentSize, scroll.contentOffset, scroll.contentInset,
      scroll.systemInset, scroll.adjustedContentInset
    )
    let x = number.value
    let (_, diagnostics) = Diagnostics.collect {
      scroll.frame = CGRect(x: 0, y: 0, width: x, height: 600)
      scroll.frame.origin.y = x
      scroll.contentSize = CGSize(width: 375, height: x)
      scroll.contentOffset = CGPoint(x: x, y: 0)
      scroll.contentOffset.y = x
      scroll.contentInset = EdgeInsets(top: x)
      scroll.contentInset.right = x
      scroll.systemInset = EdgeInsets(bottom: x)
      scroll.setContentOffset(CGPoint(x: 0, y: x), animated: true)
    }
    #expect(scroll.frame == before.0)
    #expect(scroll.contentSize == before.1)
    #expect(scroll.contentOffset == before.2)
    #expect(scroll.contentInset == before.3)
    #expect(scroll.systemInset == before.4)
    #expect(scroll.adjustedContentInset == before.5)
    #expect(diagnostics.count == 9)
    #expect(diagnostics.allSatisfy { $0.kind == number.expectedKind })
    #expect(clock.isIdle)
  }

  @Test(arguments: HostileNumber.allCases)
  func gesturesRefuseTheNumberAndLeaveTheDragAsItWas(number: HostileNumber) {
    let (scroll, clock) = makeScrollModel()
    let x = number.value
    let (_, diagnostics) = Diagnostics.collect {
      scroll.drag(toOffsetY: x)
      scroll.drag(to: CGPoint(x: x, y: 10))
      scroll.drag(translation: CGPoint(x: 0, y: x))
      scroll.drag(translationY: x)
    }
    #expect(scroll.panState == .possible)
    #expect(scroll.contentOffset == .zero)
    #expect(diagnostics.count == 4)
    #expect(clock.isIdle)
  }

  @Test(arguments: HostileNumber.allCases)
  func aHostileReleaseVelocityCountsAsZero(number: HostileNumber) {
    let (scroll, clock) = makeScrollModel()
    scroll.drag(toOffsetY: 100)
    let (_, diagnostics) = Diagnostics.collect {
      scroll.endDragging(velocity: CGPoint(x: 0, y: number.value))
    }
    #expect(scroll.panState == .possible && !scroll.isDragging)
    #expect(!scroll.isDecelerating)
    #expect(scroll.contentOffset.y == 100)
    #expect(diagnostics.map(\.kind) == [number.expectedKind])
    #expect(clock.isIdle)
  }

  @Test func negativeSizesAreClampedToZeroAndReported() {
    let (scroll, _) = makeScrollModel()
    let (_, diagnostics) = Diagnostics.collect {
      scroll.contentSize = CGSize(width: -1, height: -300)
      scroll.frame = CGRect(x: 5, y: 6, width: 375, height: -600)
    }
    #expect(scroll.contentSize == .zero)
    #expect(scroll.frame == CGRect(x: 5, y: 6, width: 375, height: 0))
    #expect(diagnostics.map(\.kind) == [.negativeValueClamped, .negativeValueClamped])
    #expect(
      diagnostics.first?.description
        == "RefreshKit: ScrollModel.contentSize: clamped (width: -1.0, height: -300.0) to "
        + "(width: 0.0, height: 0.0): sizes cannot be negative")
  }

  @Test func aRefusedValueIsNamedWithTheValueItKept() {
    let (scroll, _) = makeScrollModel()
    let (_, diagnostics) = Diagnostics.collect {
      scroll.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
    }
    #expect(
      diagnostics.map(\.description) == [
        "RefreshKit: ScrollModel.contentOffset: refused (x: nan, y: 0.0): numbers must be finite; "
          + "kept (x: 0.0, y: 0.0)"
      ])
  }

  @Test func anInitializerWithBadGeometryStartsFromZero() {
    let (scroll, diagnostics) = Diagnostics.collect {
      ScrollModel(
        frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 600),
        contentSize: CGSize(width: -1, height: 100), clock: makeClock())
    }
    #expect(scroll.frame == .zero)
    #expect(scroll.contentSize == CGSize(width: 0, height: 100))
    #expect(diagnostics.map(\.kind) == [.nonFiniteValue, .negativeValueClamped])
  }
}
