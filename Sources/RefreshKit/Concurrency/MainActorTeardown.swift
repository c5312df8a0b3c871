import Dispatch
import Foundation

/// Runs the teardown of a main-actor object from its `deinit`, on the main actor.
///
/// An `isolated deinit` would say the same, but it needs the runtime of iOS 18.4 and macOS 15.4,
/// and RefreshKit deploys to iOS 15 and macOS 14. A main-actor object is almost always released
/// on the main thread, where the teardown runs at once; released elsewhere (the last reference
/// dropped by a detached task), it waits for the main thread rather than touching main-actor
/// state from the wrong one.
package enum MainActorTeardown {
  #if os(Linux)
  /// A mark on the main queue, to tell the main actor's work on Linux.
  ///
  /// There, the main queue's work may run on a worker thread (under `dispatchMain()`), where
  /// `Thread.isMainThread` is false but the main actor runs. On Apple platforms the main queue
  /// always runs on the main thread.
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()
  #endif

  /// Whether the caller runs on the main actor: on the main thread, or in the main queue's work.
  private static var isOnMainActor: Bool {
    #if os(Linux)
    Thread.isMainThread || DispatchQueue.getSpecific(key: Self.mainQueueKey) == true
    #else
    Thread.isMainThread
    #endif
  }

  /// Runs `teardown` on the main actor before returning.
  ///
  /// - Parameter teardown: The work; it must not escape, as the object is going away.
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
