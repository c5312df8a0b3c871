// SwiftUI's accessibility modifiers and the button they take actions from, as the binding's
// overlay uses them.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used

// SwiftUICore.swiftinterface: public struct AccessibilityChildBehavior : Hashable
/// How an accessibility element treats the elements inside it.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  /// Its children are hidden from assistive technologies.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// Its children are elements inside it.
  public static let contain = AccessibilityChildBehavior(name: "contain")
  /// Its children's labels and actions combine into it.
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

// SwiftUICore.swiftinterface: public struct AccessibilityActionKind : Equatable, Sendable
/// The kind of an unnamed accessibility action.
public struct AccessibilityActionKind: Equatable, Sendable {
  let name: String
  /// The element's default action: activating it.
  public static let `default` = AccessibilityActionKind(name: "default")
  /// An action that dismisses a modal view or cancels an operation.
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The two-finger double tap.
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
}

// SwiftUI.swiftinterface: @MainActor @preconcurrency public struct Button<Label> : View where Label : View
/// A button; inside `accessibilityActions(_:)`, a named accessibility action.
@MainActor @preconcurrency
public struct Button<Label>: View, StandInPrimitive where Label: View {
  let title: String
  let action: @MainActor () -> Void

  // SwiftUI.swiftinterface: nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S : StringProtocol
  /// A button titled `title` that runs `action`.
  nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void)
  where S: StringProtocol, Label == Text {
    self.title = String(title)
    self.action = action
  }

  /// No content of its own.
  public var body: Never { fatalError("a primitive view has no body") }

  /// Registers the action inside `accessibilityActions(_:)`; draws its title elsewhere.
  public func standInRender(into renderer: StandInRenderer) {
    if renderer.collectsAccessibilityActions {
      renderer.register(accessibilityAction: self.title, self.action)
    } else {
      renderer.draw("button", self.title)
    }
  }
}

extension View {
  // SwiftUICore.swiftinterface: nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View
  /// The view as one accessibility element, its children ignored, contained or combined: the
  /// stand-in records `children: <behavior>`.
  nonisolated public func accessibilityElement(
    children: AccessibilityChildBehavior = .ignore
  ) -> some View {
    StandInModifier(content: self) {
      $0.register(accessibilityAttribute: "children", children.name)
    }
  }

  // SwiftUICore.swiftinterface: nonisolated public func accessibilityLabel(_ label: SwiftUICore.Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  /// The element's label: the stand-in records `label: <text>`.
  nonisolated public func accessibilityLabel(_ label: Text) -> some View {
    StandInModifier(content: self) { $0.register(accessibilityAttribute: "label", label.content) }
  }

  // SwiftUICore.swiftinterface: nonisolated public func accessibilityValue(_ valueDescription: SwiftUICore.Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  /// The element's value: the stand-in records `value: <text>`.
  nonisolated public func accessibilityValue(_ valueDescription: Text) -> some View {
    StandInModifier(content: self) {
      $0.register(accessibilityAttribute: "value", valueDescription.content)
    }
  }

  // SwiftUICore.swiftinterface: nonisolated public func accessibilityHidden(_ hidden: Swift.Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  /// Whether assistive technologies skip the view: the stand-in records `hidden: <bool>`.
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View {
    StandInModifier(content: self) { $0.register(accessibilityAttribute: "hidden", "\(hidden)") }
  }

  // SwiftUICore.swiftinterface: @available(iOS 16.0, macOS 13.0, *) nonisolated public func accessibilityActions<Content>(@ViewBuilder _ content: () -> Content) -> some View where Content : View
  /// The view with the named accessibility actions of `content`'s buttons.
  nonisolated public func accessibilityActions<Content>(
    @ViewBuilder _ content: () -> Content
  ) -> some View where Content: View {
    StandInAccessibilityActions(content: self, actions: content())
  }

  // SwiftUICore.swiftinterface: nonisolated public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  /// The view with `handler` for an unnamed action of `actionKind`.
  nonisolated public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> some View {
    StandInModifier(content: self) { $0.register(accessibilityAction: actionKind.name, handler) }
  }
}

extension View {
  // SwiftUICore.swiftinterface: nonisolated public func accessibilityIdentifier(_ identifier: Swift.String) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  /// The view with the identifier UI tests find it by.
  nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View {
    StandInModifier(content: self) { $0.register(accessibilityIdentifier: identifier) }
  }
}

/// A view and the buttons of its accessibility actions (stand-in only).
struct StandInAccessibilityActions<Content: View, Actions: View>: View, StandInPrimitive {
  nonisolated(unsafe) let content: Content
  nonisolated(unsafe) let actions: Actions
  nonisolated init(content: Content, actions: Actions) {
    self.content = content
    self.actions = actions
  }
  var body: Never { fatalError("a primitive view has no body") }
  func standInRender(into renderer: StandInRenderer) {
    renderer.render(self.content)
    let collects = renderer.collectsAccessibilityActions
    renderer.collectsAccessibilityActions = true
    renderer.render(self.actions)
    renderer.collectsAccessibilityActions = collects
  }
}
#endif
