import Dispatch
import Foundation

/// Runs a main-actor object's `deinit` teardown on the main actor, synchronously if off it.
///
/// `isolated deinit` needs iOS 18.4 and macOS 15.4; RefreshKit deploys to iOS 15 and macOS 14.
package enum MainActorTeardown {
  #if os(Linux)
  /// Under `dispatchMain()` the main queue may run on a worker thread, not the main thread.
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()
  #endif

  private static var isOnMainActor: Bool {
    #if os(Linux)
    Thread.isMainThread || DispatchQueue.getSpecific(key: Self.mainQueueKey) == true
    #else
    Thread.isMainThread
    #endif
  }

  /// Runs `teardown`, which must not escape, on the main actor before returning.
  package static func run(_ teardown: @MainActor () -> Void) {
    if Self.isOnMainActor {
      MainActor.assumeIsolated(teardown)
    } else {
      DispatchQueue.main.sync {
        MainActor.assumeIsolated(teardown)
      }
    }
  }
}
