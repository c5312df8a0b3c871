// SwiftUI's environment: keys, values, the property wrapper that reads them and the modifier
// that writes them, with the signatures of the iOS 18 SDK's SwiftUICore interface.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
import Foundation

// SwiftUICore.swiftinterface: public protocol EnvironmentKey
/// A key for a value in the environment.
public protocol EnvironmentKey {
  /// The value's type.
  associatedtype Value
  /// The value where no view set one.
  static var defaultValue: Self.Value { get }
}

// SwiftUICore.swiftinterface: public struct EnvironmentValues : CustomStringConvertible
/// The values a view inherits from the views around it.
public struct EnvironmentValues: CustomStringConvertible {
  private var values: [ObjectIdentifier: Any] = [:]

  /// No value set.
  public init() {}

  /// The value for `key`, or its default.
  public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
    get { self.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { self.values[ObjectIdentifier(key)] = newValue }
  }

  /// The keys set.
  public var description: String { "EnvironmentValues(\(self.values.count) values)" }
}

// SwiftUICore.swiftinterface: @frozen @propertyWrapper public struct Environment<Value> : DynamicProperty
/// Reads a value of the environment of the view being rendered.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private let keyPath: KeyPath<EnvironmentValues, Value>

  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The value in the environment the stand-in renderer is rendering in.
  public var wrappedValue: Value {
    (StandInRenderer.current?.environment ?? EnvironmentValues())[keyPath: self.keyPath]
  }
}

// SwiftUICore.swiftinterface: public enum ColorScheme : CaseIterable, Sendable
/// Light or dark appearance.
public enum ColorScheme: CaseIterable, Sendable, Hashable {
  /// Light.
  case light
  /// Dark.
  case dark
}

/// The colour scheme's key (stand-in only).
struct StandInColorSchemeKey: EnvironmentKey {
  static var defaultValue: ColorScheme { .light }
}

extension EnvironmentValues {
  // SwiftUICore.swiftinterface: public var colorScheme: SwiftUICore.ColorScheme { get set }
  /// Light or dark.
  public var colorScheme: ColorScheme {
    get { self[StandInColorSchemeKey.self] }
    set { self[StandInColorSchemeKey.self] = newValue }
  }
}

// SwiftUICore.swiftinterface: public enum LayoutDirection : Swift.Hashable, Swift.CaseIterable, Swift.Sendable
// LayoutDirection: "SwiftUI horizontally flips the x position of each view within its parent"
// when the direction is right to left.
/// Left to right or right to left.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  /// Left to right.
  case leftToRight
  /// Right to left.
  case rightToLeft
}

/// The layout direction's key (stand-in only).
struct StandInLayoutDirectionKey: EnvironmentKey {
  static var defaultValue: LayoutDirection { .leftToRight }
}

extension EnvironmentValues {
  // SwiftUICore.swiftinterface: public var layoutDirection: SwiftUICore.LayoutDirection { get set }
  /// The direction views lay out in.
  public var layoutDirection: LayoutDirection {
    get { self[StandInLayoutDirectionKey.self] }
    set { self[StandInLayoutDirectionKey.self] = newValue }
  }
}

// SwiftUICore.swiftinterface: @available(iOS 15.0, macOS 12.0, *) public enum DynamicTypeSize : Swift.Hashable, Swift.Comparable, Swift.CaseIterable, Swift.Sendable
/// A Dynamic Type size: "how large scalable content should be".
@available(iOS 15.0, macOS 12.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// Whether it is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// The Dynamic Type size's key (stand-in only).
struct StandInDynamicTypeSizeKey: EnvironmentKey {
  static var defaultValue: DynamicTypeSize { .large }
}

extension EnvironmentValues {
  // SwiftUICore.swiftinterface: @available(iOS 15.0, macOS 12.0, *) public var dynamicTypeSize: SwiftUICore.DynamicTypeSize { get set }
  /// The user's text size: "This value changes as the user's chosen Dynamic Type size changes".
  @available(iOS 15.0, macOS 12.0, *)
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[StandInDynamicTypeSizeKey.self] }
    set { self[StandInDynamicTypeSizeKey.self] = newValue }
  }
}

extension View {
  // SwiftUICore.swiftinterface: @inlinable nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View
  /// The view, with `value` at `keyPath` in its environment.
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View {
    StandInEnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
  }
}

/// Renders its content in a changed environment (stand-in only).
@MainActor
struct StandInEnvironmentWriter<Content: View>: View, StandInPrimitive {
  nonisolated(unsafe) let content: Content
  nonisolated(unsafe) let write: (inout EnvironmentValues) -> Void

  nonisolated init(content: Content, write: @escaping (inout EnvironmentValues) -> Void) {
    self.content = content
    self.write = write
  }

  var body: Never { fatalError("a primitive view has no body") }

  func standInRender(into renderer: StandInRenderer) {
    let saved = renderer.environment
    self.write(&renderer.environment)
    renderer.render(self.content)
    renderer.environment = saved
  }
}
#endif
