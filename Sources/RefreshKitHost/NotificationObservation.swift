package import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// An observer of `NotificationCenter.default` that stops observing when it goes away, as a
/// key-value observation does: a host holds it and needs no teardown of its own.
///
/// Block-based observers stay registered until they are removed, whatever owns their token
/// (`NotificationCenter.addObserver(forName:object:queue:using:)`); this is that removal, done
/// once, in one place.
package final class NotificationObservation {
  private let token: any NSObjectProtocol

  /// Holds `token`, which `NotificationCenter.default.addObserver(forName:object:queue:using:)`
  /// returned, and removes it from the center when released.
  ///
  /// - Parameter token: The observer's token.
  package init(_ token: any NSObjectProtocol) {
    self.token = token
  }

  deinit {
    NotificationCenter.default.removeObserver(self.token)
  }
}
