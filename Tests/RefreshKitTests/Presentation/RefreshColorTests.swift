import RefreshKit
import TestSupport
import Testing

@Suite(.idleClocks) struct RefreshColorTests {
  @Test func componentsAreClampedAndNaNBecomesZero() {
    let color = RefreshColor(red: 2, green: -1, blue: .nan, alpha: 0.5)
    #expect(color == RefreshColor(red: 1, green: 0, blue: 0, alpha: 0.5))
  }

  @Test func theLabelColorIsMJRefreshsGray90() {
    #expect(RefreshColor.label.red == 90.0 / 255)
    #expect(RefreshColor.label.alpha == 1)
  }

  // Colours as roles: MJRefresh's gray in light mode, lighter in dark mode; fixed colours as
  // they are.

  @Test(
    "Each role's light and dark shade",
    arguments: [
      (RefreshColor.Role.text, 200.0), (.secondaryText, 160.0), (.tint, 200.0),
    ])
  func eachRolesShades(role: RefreshColor.Role, dark: Double) {
    let color = RefreshColor(role: role)
    #expect(color.role == role)
    let light = color.resolved(darkMode: false)
    #expect(light == RefreshColor.label, "MJRefresh's gray, with no role left")
    #expect(
      color.resolved(darkMode: true)
        == RefreshColor(red: dark / 255, green: dark / 255, blue: dark / 255))
  }

  @Test func aFixedColorResolvesToItself() {
    let red = RefreshColor(red: 1, green: 0, blue: 0)
    #expect(red.role == nil)
    #expect(red.resolved(darkMode: true) == red)
  }

  @MainActor
  @Test func theComponentsDrawInRoles() {
    let header = NormalHeader()
    #expect(header.stateLabel.textColor == .text)
    #expect(header.lastUpdatedTimeLabel.textColor == .secondaryText)
    #expect(header.loadingView.color == .tint)
    header.placeSubviews()
    #expect(header.arrowView.tintColor == .text, "tinted like the state label, as in MJRefresh")
  }

  @Test("UIKit's named colours, with the components UIColor.h gives them")
  func theNamedColours() {
    #expect(RefreshColor.gray == RefreshColor(red: 0.5, green: 0.5, blue: 0.5))
    #expect(RefreshColor.darkGray.red == 0.333 && RefreshColor.lightGray.red == 0.667)
    #expect(RefreshColor.orange == RefreshColor(red: 1, green: 0.5, blue: 0))
    #expect(RefreshColor.clear.alpha == 0 && RefreshColor.white.alpha == 1)
    #expect(RefreshColor.gray.role == nil, "fixed, as MJRefresh's users set them")
  }
}
