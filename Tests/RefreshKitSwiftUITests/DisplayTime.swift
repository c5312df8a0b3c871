#if os(Linux)  // the binding against the stand-in
import Foundation
@testable import RefreshKitSwiftUI
import SwiftUIStandIn

/// Runs `body` with the hosts' clocks on `renderer`'s display time, as they run on `Date()` on
/// a device: the frames of the stand-in's timelines are on that time.
///
/// The clock holds its time source, and the renderer holds the views that hold the host and
/// its clock: the source reads the renderer weakly, so that nothing is left alive after a test.
@MainActor
func onDisplayTime<T>(_ renderer: StandInRenderer, _ body: () throws -> T) rethrows -> T {
  try SwiftUIRefreshHost.currentDate.withValue(displayTime(of: renderer), operation: body)
}

/// The same, for an asynchronous body.
@MainActor
func onDisplayTime(_ renderer: StandInRenderer, _ body: () async -> Void) async {
  await SwiftUIRefreshHost.currentDate.withValue(displayTime(of: renderer), operation: body)
}

/// `renderer`'s date, read weakly; the last one seen once the renderer is gone.
@MainActor
private func displayTime(of renderer: StandInRenderer) -> @Sendable @MainActor () -> Date {
  weak let weakRenderer = renderer
  nonisolated(unsafe) var last = renderer.date
  return {
    if let renderer = weakRenderer {
      last = renderer.date
    }
    return last
  }
}

extension StandInRenderer {
  /// A renderer whose refresh modifiers take SwiftUI's scroll geometry
  /// (``RefreshPath/scrollGeometry``): the path of iOS 18, and the fallback where no scroll
  /// view is found.
  static func onScrollGeometry() -> StandInRenderer {
    let renderer = StandInRenderer()
    renderer.rootEnvironment.refreshPath = .scrollGeometry
    return renderer
  }
}
#endif
