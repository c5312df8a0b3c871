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
  /// The storage of the same view made before, which this one stands for: SwiftUI keeps a
  /// view's state for as long as the view keeps its place, however often it is made again.
  private var kept: StandInStateBox<Value>?

  init(_ value: Value) {
    self.storage = value
  }

  var value: Value {
    get {
      if let kept = self.kept {
        return kept.value
      }
      if let current = StandInRenderer.current {
        self.renderer = current
      }
      return self.storage
    }
    set {
      if let kept = self.kept {
        kept.value = newValue
        return
      }
      self.storage = newValue
      MainActor.assumeIsolated {
        self.renderer?.stateDidChange(String(describing: Value.self))
      }
    }
  }

  /// Sets the value without telling the renderer.
  func storeQuietly(_ value: Value) {
    if let kept = self.kept {
      kept.storeQuietly(value)
      return
    }
    self.storage = value
  }

  /// Stands for `earlier`, the storage of the same view made before; its own initial value is
  /// dropped, as SwiftUI drops it.
  func keep(_ earlier: StandInStateBox<Value>) {
    if earlier !== self {
      self.kept = earlier.kept ?? earlier
    }
  }
}

/// A view's `State` property, whose storage the renderer keeps by the view's place (stand-in
/// only).
protocol StandInStateProperty {
  /// The storage that holds the value.
  var standInStorage: AnyObject { get }
  /// Makes this property stand for `storage`, kept from the same view made before; `false` if
  /// it is not storage of this property's type.
  func standIn(for storage: AnyObject) -> Bool
}

// SwiftUICore.swiftinterface: @frozen @propertyWrapper public struct State<Value> : DynamicProperty
/// A value a view owns, kept in a box shared by copies of the view, and by the views made
/// again in its place.
///
/// As in SwiftUI ("SwiftUI initializes the state's storage only once for each container
/// instance that you declare. … SwiftUI creates `isPlaying` only the first time it initializes
/// a particular instance of `MyView`", `State.init(wrappedValue:)`), a view made again by its
/// parent's update keeps the state it had: its initial value is made and dropped. The renderer
/// keeps the storage by the view's place in the tree (``StandInRenderer``).
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

extension State {
  /// Sets the value without updating any view: a `StateObject` keeping the object it made.
  func standInStore(_ value: Value) {
    self.box.storeQuietly(value)
  }
}

extension State: StandInStateProperty {
  var standInStorage: AnyObject {
    self.box
  }

  func standIn(for storage: AnyObject) -> Bool {
    guard let storage = storage as? StandInStateBox<Value> else {
      return false
    }
    self.box.keep(storage)
    return true
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

  // SwiftUICore.swiftinterface: public static func constant(_ value: Value) -> SwiftUICore.Binding<Value>
  /// A binding to a value that never changes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }
}
#endif
