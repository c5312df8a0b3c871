// SwiftUI's state and bindings.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
import Foundation

// SwiftUICore.swiftinterface: public protocol DynamicProperty
/// A property SwiftUI updates.
public protocol DynamicProperty {}

// SwiftUICore.swiftinterface: @frozen @propertyWrapper public struct State<Value> : DynamicProperty
/// A value a view owns; the stand-in keeps it in a box shared by copies of the view.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  private final class Box: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
  }
  private let box: Box

  /// State of an initial value.
  public init(wrappedValue value: Value) {
    self.box = Box(value)
  }

  /// State of an initial value.
  public init(initialValue value: Value) {
    self.box = Box(value)
  }

  /// The value.
  public var wrappedValue: Value {
    get { self.box.value }
    nonmutating set { self.box.value = newValue }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    let box = self.box
    return Binding(get: { box.value }, set: { box.value = $0 })
  }
}

// SwiftUICore.swiftinterface: @frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value>
/// A reference to a value owned elsewhere.
@propertyWrapper
public struct Binding<Value> {
  private let get: () -> Value
  private let set: (Value) -> Void

  /// A binding through two closures.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// The value.
  public var wrappedValue: Value {
    get { self.get() }
    nonmutating set { self.set(newValue) }
  }

  /// The binding itself.
  public var projectedValue: Binding<Value> { self }
}
#endif
