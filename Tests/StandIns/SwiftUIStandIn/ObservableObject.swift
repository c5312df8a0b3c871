// Combine's and SwiftUI's observable objects, as an iOS 15 app's model uses them: an object whose
// @Published properties update the views that read them.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
import Foundation

// Combine.swiftinterface: @available(iOS 13.0, macOS 10.15, *) public protocol ObservableObject : AnyObject
/// An object whose published properties views observe.
public protocol ObservableObject: AnyObject {}

/// The storage of a `Published` value, which knows the renderers whose views read it (stand-in
/// only).
final class StandInPublishedBox<Value>: @unchecked Sendable {  // used on the main thread only
  var value: Value
  /// The renderers that read the value while updating views: they update them when it changes.
  private var readers: [Weak] = []

  private struct Weak {
    weak var renderer: StandInRenderer?
  }

  init(_ value: Value) {
    self.value = value
  }

  func read() -> Value {
    if let current = StandInRenderer.current,
      !self.readers.contains(where: { $0.renderer === current })
    {
      self.readers.append(Weak(renderer: current))
    }
    return self.value
  }

  func write(_ value: Value) {
    self.value = value
    self.readers.removeAll { $0.renderer == nil }
    let renderers = self.readers.compactMap(\.renderer)
    MainActor.assumeIsolated {
      for renderer in renderers {
        renderer.stateDidChange(String(describing: Value.self))
      }
    }
  }
}

// Combine.swiftinterface: @available(iOS 13.0, macOS 10.15, *) @propertyWrapper public struct Published<Value>
/// A property whose changes update the views that read it.
///
/// As in SwiftUI ("SwiftUI … updates any view that observes the object when a published property
/// changes", `ObservableObject`), a write makes the renderers whose views read the value update
/// them on their next turn, as a `State` does.
@propertyWrapper
public struct Published<Value> {
  private let box: StandInPublishedBox<Value>

  /// A published property of an initial value.
  public init(wrappedValue value: Value) {
    self.box = StandInPublishedBox(value)
  }

  /// The value.
  public var wrappedValue: Value {
    get { self.box.read() }
    nonmutating set { self.box.write(newValue) }
  }
}

// SwiftUICore.swiftinterface: @frozen @propertyWrapper @preconcurrency @MainActor public struct ObservedObject<ObjectType> : DynamicProperty where ObjectType : ObservableObject
/// An observable object a view reads, owned elsewhere.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The object.
  public var wrappedValue: ObjectType

  /// An observed object.
  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }
}

// SwiftUI.swiftinterface: @available(iOS 14.0, macOS 11.0, *) @frozen @propertyWrapper @preconcurrency @MainActor public struct StateObject<ObjectType> : DynamicProperty where ObjectType : ObservableObject
/// An observable object a view owns: made once for the view's place, as a `State` is.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  private let state: State<ObjectType?>
  private let make: () -> ObjectType

  /// An object `thunk` makes the first time the view's place is rendered.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    self.state = State(wrappedValue: nil)
    self.make = thunk
  }

  /// The object.
  public var wrappedValue: ObjectType {
    if let object = self.state.wrappedValue {
      return object
    }
    let object = self.make()
    self.state.standInStore(object)
    return object
  }
}

extension StateObject: StandInStateProperty {
  var standInStorage: AnyObject {
    self.state.standInStorage
  }

  func standIn(for storage: AnyObject) -> Bool {
    self.state.standIn(for: storage)
  }
}
#endif
