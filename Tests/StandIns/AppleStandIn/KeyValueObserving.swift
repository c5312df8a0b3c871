// Foundation's key-value observing, which Linux's Foundation lacks: the binding observes a scroll
// view's offset, size and inset, and its pan recognizer's state, as MJRefresh does.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import Foundation

// Foundation/NSKeyValueObserving.h: typedef NS_OPTIONS(NSUInteger, NSKeyValueObservingOptions)
/// What a change reports.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: UInt
  /// Creates options from a raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The new value.
  public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
  /// The old value.
  public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
  /// A change at once, with the current value.
  public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
  /// A change before each change too.
  public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

// Foundation/NSKeyValueObserving.h: typedef NS_ENUM(NSUInteger, NSKeyValueChange)
/// What kind of change happened.
public enum NSKeyValueChange: UInt, Sendable {
  case setting = 1
  case insertion = 2
  case removal = 3
  case replacement = 4
}

// Foundation.swiftinterface: public struct NSKeyValueObservedChange<Value>
/// One change of an observed key path.
public struct NSKeyValueObservedChange<Value> {
  /// The kind of change.
  public typealias Kind = NSKeyValueChange
  /// The kind of change: always a setting here.
  public let kind: Kind = .setting
  /// The indexes changed: none for a setting.
  public let indexes: IndexSet? = nil
  /// The new value, if asked for.
  public let newValue: Value?
  /// The old value, if asked for.
  public let oldValue: Value?
  /// Whether this is the notification before the change.
  public let isPrior: Bool
}

// Foundation.swiftinterface: @objc(_NSKeyValueObservation) public class NSKeyValueObservation : ObjectiveC.NSObject
/// An observation: ends when invalidated or released.
public final class NSKeyValueObservation: NSObject {
  private var end: (() -> Void)?

  init(end: @escaping () -> Void) {
    self.end = end
  }

  /// Ends the observation.
  public func invalidate() {
    let end = self.end
    self.end = nil
    end?()
  }

  deinit {
    self.end?()
  }
}

// Foundation.swiftinterface: @available(iOS 8.0, macOS 10.10, *) public protocol _KeyValueCodingAndObserving {}
// (extension ObjectiveC.NSObject : Foundation._KeyValueCodingAndObserving)
/// What can be observed by key path (every `NSObject` on Apple platforms).
public protocol _KeyValueCodingAndObserving: AnyObject {}

/// The observers of one stand-in object.
///
/// A change of any property wakes every observer of the object, and each reports only a change
/// of its own key path's value: key paths from different roots (`\UITableView.contentOffset`,
/// `\UIScrollView.contentOffset`) name the same property, as Objective-C's key names do.
public final class StandInObservers: @unchecked Sendable {  // used on the main thread only
  private var observers: [Int: () -> Void] = [:]
  private var next = 0

  /// No observers.
  public init() {}

  func add(_ handler: @escaping () -> Void) -> Int {
    self.next += 1
    self.observers[self.next] = handler
    return self.next
  }

  func remove(_ id: Int) {
    self.observers[id] = nil
  }

  /// Tells the observers that the property at `keyPath` was set.
  public func didChange(_ keyPath: AnyKeyPath, from oldValue: Any?) {
    for handler in self.observers.sorted(by: { $0.key < $1.key }) {
      handler.value()
    }
  }
}

/// The last value an observation reported.
final class LastValue<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    (other as? Self) == self
  }
}

/// Whether two values are equal, when their type can say.
private func same<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
  (lhs as? any Equatable)?.isEqual(to: rhs) ?? false
}

/// A stand-in object that reports its changes to key-path observers.
public protocol StandInObservable: _KeyValueCodingAndObserving {
  /// Its observers.
  var standInObservers: StandInObservers { get }
}

extension _KeyValueCodingAndObserving {
  // Foundation.swiftinterface: @preconcurrency public func observe<Value>(_ keyPath: Swift.KeyPath<Self, Value>,
  //   options: Foundation.NSKeyValueObservingOptions = [], changeHandler: @escaping @Sendable
  //   (Self, Foundation.NSKeyValueObservedChange<Value>) -> Swift.Void) -> Foundation.NSKeyValueObservation
  /// Observes `keyPath`: the handler runs synchronously after every change.
  @preconcurrency
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    guard let observers = (self as? any StandInObservable)?.standInObservers else {
      fatalError("the stand-in does not report changes of \(Self.self)")
    }
    let last = LastValue(self[keyPath: keyPath])
    let id = observers.add { [unowned self] in
      let new = self[keyPath: keyPath]
      guard !same(last.value, new) else {
        return
      }
      let old = last.value
      last.value = new
      changeHandler(
        self,
        NSKeyValueObservedChange(
          newValue: options.contains(.new) ? new : nil,
          oldValue: options.contains(.old) ? old : nil, isPrior: false))
    }
    if options.contains(.initial) {
      changeHandler(
        self,
        NSKeyValueObservedChange(
          newValue: options.contains(.new) ? self[keyPath: keyPath] : nil, oldValue: nil,
          isPrior: false))
    }
    return NSKeyValueObservation { [weak observers] in observers?.remove(id) }
  }
}
#endif
