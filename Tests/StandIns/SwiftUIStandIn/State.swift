// SwiftUI's state and bindings.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
import Foundation

// SwiftUICore.swiftinterface: public protocol DynamicProperty
/// A property SwiftUI updates.
public protocol DynamicProperty {}

/// The storage of a `State`, shared by copies of the view and by its bindings; it knows the
/// renderer whose views read it (stand-in only).
final class StandInStateBox<Value>: @unchecked Sendable {  // used on the main thread only
  private var storage: Value
  /// The renderer that read the value while updating views: it updates them when it changes.
  private weak var renderer: StandInRenderer?

  init(_ value: Value) {
    self.storage = value
  }

  var value: Value {
    get {
      if let current = StandInRenderer.current {
        self.renderer = current
      }
      return self.storage
    }
    set {
      self.storage = newValue
      MainActor.assumeIsolated {
        self.renderer?.stateDidChange(String(describing: Value.self))
      }
    }
  }
}

// SwiftUICore.swiftinterface: @frozen @propertyWrapper public struct State<Value> : DynamicProperty
/// A value a view owns, kept in a box shared by copies of the view.
///
/// As in SwiftUI ("When the value changes, SwiftUI updates the parts of the view hierarchy that
/// depend on the value", `State`), writing it makes the renderer that read it update its views
/// on the next turn, and only then; writing it while views update is what SwiftUI warns
/// against ("Modifying state during view update, this will cause undefined behavior"): the
/// renderer records it (``StandInRenderer/writesDuringUpdate``).
@propertyWrapper
public struct State<Value>: DynamicProperty {
  private let box: StandInStateBox<Value>

  /// State of an initial value.
  public init(wrappedValue value: Value) {
    self.box = StandInStateBox(value)
  }

  /// State of an initial value.
  public init(initialValue value: Value) {
    self.box = StandInStateBox(value)
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
public struct Binding<Value>: DynamicProperty {
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
