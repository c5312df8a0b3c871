import Foundation

/// A value guarded by a lock, for the few process-wide settings RefreshKit has.
final class LockedValue<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: Value

  init(_ value: Value) {
    self.storage = value
  }

  var value: Value {
    get {
      self.lock.withLock { self.storage }
    }
    set {
      self.lock.withLock { self.storage = newValue }
    }
  }

  func mutate(_ body: (inout Value) -> Void) {
    self.lock.withLock { body(&self.storage) }
  }
}
