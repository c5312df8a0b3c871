#if os(Linux)  // the binding against the stand-in
import Foundation
@testable import RefreshKitSwiftUI
import SwiftUIStandIn

/// Runs `body` with the hosts' clocks on `renderer`'s display time, as they run on `Date()` on
/// a device: the frames of the stand-in's timelines are on that time.
@MainActor
func onDisplayTime<T>(_ renderer: StandInRenderer, _ body: () throws -> T) rethrows -> T {
  try SwiftUIRefreshHost.$currentDate.withValue({ renderer.date }, operation: body)
}

/// The same, for an asynchronous body.
@MainActor
func onDisplayTime(_ renderer: StandInRenderer, _ body: () async -> Void) async {
  await SwiftUIRefreshHost.$currentDate.withValue({ renderer.date }, operation: body)
}
#endif
