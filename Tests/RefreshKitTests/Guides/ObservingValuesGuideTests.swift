import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor final class CartModel {
  let itemCountStorage = Observable(0)
  var itemCount: Int {
    get { itemCountStorage.value }
    set { itemCountStorage.value = newValue }
  }
}

extension CartModel: @MainActor KeyPathObservable {
  static let observableProperties: ObservableProperties<CartModel> = [
    .property(\.itemCount, storedIn: \.itemCountStorage)
  ]
}

/// The snippets of `docs/observing-values.md`, run, with what they print as the guide shows it.
@MainActor
@Suite(.idleClocks) struct ObservingValuesGuideTests {
  @Test func everySnippetOfTheGuideIsCodeInThisFile() throws {
    try DocSnippets.expectBlocks(of: "docs/observing-values.md", count: 3, areCodeIn: #filePath)
  }

  @Test func anObservablePrintsItsInitialValueThenEachChange() {
    let printed = Printed()
    Printed.$current.withValue(printed) {
      let box = Observable(0)
      let token = box.observe(options: [.initial]) { change in
        print(change.oldValue as Any, change.newValue)
      }
      box.value = 1
      token.invalidate()
    }
    #expect(printed.lines == ["nil 0", "Optional(0) 1"])
  }

  @Test func aModelOfYourOwnIsObservedThroughItsTable() {
    let printed = Printed()
    Printed.$current.withValue(printed) {
      let cart = CartModel()
      let cartToken = cart.observe(\.itemCount) { _, change in print("\(change.newValue) items") }
      cart.itemCount = 20  // prints "20 items"
      cartToken.invalidate()
    }
    #expect(printed.lines == ["20 items"])
  }

  @Test func aKeyPathObservationSeesThePullPastTheHeader() {
    let printed = Printed()
    let (scroll, clock) = makeScrollModel()
    Printed.$current.withValue(printed) {
      let token = scroll.observe(\.contentOffset) { scroll, change in
        if change.newValue.y < -118 && scroll.isDragging { print("release to refresh") }
      }
      scroll.beginDragging()
      scroll.drag(toOffsetY: -100)
      scroll.drag(toOffsetY: -120)
      scroll.endDragging()
      token.invalidate()
    }
    #expect(printed.lines == ["release to refresh"])
    clock.run()
  }
}

/// What the snippets print, kept instead of written to the test run's output.
final class Printed: @unchecked Sendable {  // used on the main actor only
  @TaskLocal static var current: Printed?
  var lines: [String] = []
}

/// The snippets' `print`: into ``Printed/current``.
private func print(_ items: Any...) {
  Printed.current?.lines.append(items.map { "\($0)" }.joined(separator: " "))
}
