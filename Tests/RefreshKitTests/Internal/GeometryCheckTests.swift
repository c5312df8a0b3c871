import Foundation
import RefreshKit
import TestSupport
import Testing

@testable import RefreshKit

@Suite(.idleClocks) struct GeometryCheckTests {
  @Test func acceptableGeometryPassesSilently() {
    let (results, diagnostics) = Diagnostics.collect {
      (
        GeometryCheck.checked(CGFloat(-1e12), "Test", kept: 0),
        GeometryCheck.checkedLength(54, "Test", kept: 0),
        GeometryCheck.checked(EdgeInsets(top: -20), "Test", kept: .zero)
      )
    }
    #expect(results.0 == -1e12)
    #expect(results.1 == 54)
    #expect(results.2 == EdgeInsets(top: -20))
    #expect(diagnostics.isEmpty)
  }

  @Test func aNegativeLengthIsClampedToZeroAndAHostileOneRefused() {
    let (results, diagnostics) = Diagnostics.collect {
      (
        GeometryCheck.checkedLength(-54, "Header.height", kept: 54),
        GeometryCheck.checkedLength(.nan, "Header.height", kept: 54)
      )
    }
    #expect(results.0 == 0)
    #expect(results.1 == nil)
    #expect(
      diagnostics.map(\.description) == [
        "RefreshKit: Header.height: clamped -54.0 to 0: lengths cannot be negative",
        "RefreshKit: Header.height: refused nan: numbers must be finite; kept 54.0",
      ])
  }

  @Test func textIsTheSameOnEveryPlatform() {
    #expect(GeometryCheck.text(CGPoint(x: 1, y: 2)) == "(x: 1.0, y: 2.0)")
    #expect(GeometryCheck.text(CGSize(width: 1, height: 2)) == "(width: 1.0, height: 2.0)")
    #expect(
      GeometryCheck.text(CGRect(x: 1, y: 2, width: 3, height: 4))
        == "(x: 1.0, y: 2.0, width: 3.0, height: 4.0)")
    #expect(
      GeometryCheck.text(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        == "(top: 1.0, left: 2.0, bottom: 3.0, right: 4.0)")
  }
}
