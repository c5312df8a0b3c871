// SwiftUI's containers and the modifiers an app puts around a list, with the signatures of the
// iOS 16.5 and 17.0 SDKs' SwiftUI interfaces: in a hosting hierarchy (StandInHosting) they lay
// their platform views out as SwiftUI does; without one they render their content.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import Foundation
import UIKitStandIn

// SwiftUICore.swiftinterface: @frozen public enum Axis : Swift.Int8, Swift.CaseIterable
/// An axis.
public enum Axis: Int8, CaseIterable, Sendable {
  case horizontal, vertical

  /// A set of axes.
  public struct Set: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: Int8
    /// A set of a raw value.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }
}

// SwiftUICore.swiftinterface: @frozen public struct HorizontalAlignment : Swift.Equatable
/// An alignment along the horizontal axis.
public struct HorizontalAlignment: Equatable, Sendable {
  let name: String
  /// The centre.
  public static let center = HorizontalAlignment(name: "center")
  /// The leading edge.
  public static let leading = HorizontalAlignment(name: "leading")
}

// SwiftUICore.swiftinterface: @frozen public struct VerticalAlignment : Swift.Equatable
/// An alignment along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable {
  let name: String
  /// The centre.
  public static let center = VerticalAlignment(name: "center")
  /// The top edge.
  public static let top = VerticalAlignment(name: "top")
}

// SwiftUICore.swiftinterface: @frozen public enum VerticalEdge : Swift.Int8, Swift.Hashable, Swift.CaseIterable
/// The top or the bottom.
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
  case top, bottom
}

// SwiftUICore.swiftinterface: @frozen public enum HorizontalEdge : Swift.Int8, Swift.Hashable, Swift.CaseIterable
/// The leading or the trailing edge.
public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable {
  case leading, trailing
}

/// A stack along an axis: in a scroll view's content, its views one after the other, each as
/// long as its frame says or a row (44 points tall, 100 wide); elsewhere, the frame divided
/// equally (stand-in only).
@MainActor
struct StandInStack<Content: View>: View, StandInPrimitive, StandInChildren {
  nonisolated let axis: Axis
  nonisolated(unsafe) let content: Content

  var body: Never { fatalError("a primitive view has no body") }

  var standInChildren: [any View] {
    [self.content]
  }

  func standInRender(into renderer: StandInRenderer) {
    guard let hosting = renderer.hosting else {
      renderer.render(self.content)
      return
    }
    let rows = StandInHosting.rows(of: self.content)
    let frame = hosting.context.frame
    let measured = hosting.context.scrollAxis == self.axis
    var position: CGFloat = 0
    for row in rows {
      let length: CGFloat
      if measured {
        length =
          StandInHosting.fixedLength(of: row, along: self.axis)
          ?? (self.axis == .vertical ? 44 : 100)
      } else {
        let total = self.axis == .vertical ? frame.height : frame.width
        length = rows.isEmpty ? 0 : total / CGFloat(rows.count)
      }
      let rowFrame =
        self.axis == .vertical
        ? CGRect(x: frame.minX, y: frame.minY + position, width: frame.width, height: length)
        : CGRect(x: frame.minX + position, y: frame.minY, width: length, height: frame.height)
      position += length
      var inside = hosting.context
      inside.frame = rowFrame
      hosting.within(inside) {
        renderer.render(row)
      }
    }
  }
}

// SwiftUICore.swiftinterface: @frozen public struct VStack<Content> : SwiftUICore.View where Content : SwiftUICore.View
/// Views one above the other.
@MainActor @preconcurrency
public struct VStack<Content: View>: View, StandInPrimitive, StandInStacked {
  var standInAxis: Axis { .vertical }
  var standInContent: any View { self.content }
  nonisolated(unsafe) let content: Content
  // SwiftUICore.swiftinterface: @inlinable nonisolated public init(alignment: SwiftUICore.HorizontalAlignment = .center, spacing: CoreFoundation.CGFloat? = nil, @SwiftUICore.ViewBuilder content: () -> Content)
  /// A stack of `content`.
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
  /// No content of its own.
  public var body: Never { fatalError("a primitive view has no body") }
  /// Renders the views one above the other.
  public func standInRender(into renderer: StandInRenderer) {
    renderer.render(StandInStack(axis: .vertical, content: self.content))
  }
}

// SwiftUICore.swiftinterface: @frozen public struct HStack<Content> : SwiftUICore.View where Content : SwiftUICore.View
/// Views side by side.
@MainActor @preconcurrency
public struct HStack<Content: View>: View, StandInPrimitive, StandInStacked {
  var standInAxis: Axis { .horizontal }
  var standInContent: any View { self.content }
  nonisolated(unsafe) let content: Content
  // SwiftUICore.swiftinterface: @inlinable nonisolated public init(alignment: SwiftUICore.VerticalAlignment = .center, spacing: CoreFoundation.CGFloat? = nil, @SwiftUICore.ViewBuilder content: () -> Content)
  /// A stack of `content`.
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
  /// No content of its own.
  public var body: Never { fatalError("a primitive view has no body") }
  /// Renders the views side by side.
  public func standInRender(into renderer: StandInRenderer) {
    renderer.render(StandInStack(axis: .horizontal, content: self.content))
  }
}

// SwiftUI.swiftinterface: @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) public struct LazyVStack<Content> : SwiftUI.View where Content : SwiftUI.View
/// Views one above the other, made as they scroll into view.
@MainActor @preconcurrency
public struct LazyVStack<Content: View>: View, StandInPrimitive, StandInStacked {
  var standInAxis: Axis { .vertical }
  var standInContent: any View { self.content }
  nonisolated(unsafe) let content: Content
  // SwiftUI.swiftinterface: public init(alignment: SwiftUI.HorizontalAlignment = .center, spacing: CoreFoundation.CGFloat? = nil, pinnedViews: SwiftUI.PinnedScrollableViews = .init(), @SwiftUI.ViewBuilder content: () -> Content)
  /// A lazy stack of `content` (the stand-in makes every view).
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
  /// No content of its own.
  public var body: Never { fatalError("a primitive view has no body") }
  /// Renders the views one above the other.
  public func standInRender(into renderer: StandInRenderer) {
    renderer.render(StandInStack(axis: .vertical, content: self.content))
  }
}

// SwiftUI.swiftinterface: @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) public struct LazyHStack<Content> : SwiftUI.View where Content : SwiftUI.View
/// Views side by side, made as they scroll into view.
@MainActor @preconcurrency
public struct LazyHStack<Content: View>: View, StandInPrimitive, StandInStacked {
  var standInAxis: Axis { .horizontal }
  var standInContent: any View { self.content }
  nonisolated(unsafe) let content: Content
  // SwiftUI.swiftinterface: public init(alignment: SwiftUI.VerticalAlignment = .center, spacing: CoreFoundation.CGFloat? = nil, pinnedViews: SwiftUI.PinnedScrollableViews = .init(), @SwiftUI.ViewBuilder content: () -> Content)
  /// A lazy stack of `content` (the stand-in makes every view).
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
  /// No content of its own.
  public var body: Never { fatalError("a primitive view has no body") }
  /// Renders the views side by side.
  public func standInRender(into renderer: StandInRenderer) {
    renderer.render(StandInStack(axis: .horizontal, content: self.content))
  }
}

// SwiftUICore.swiftinterface: @frozen public struct Group<Content>
/// Views grouped, laid out as if each were in the group's place.
@MainActor @preconcurrency
public struct Group<Content: View>: View, StandInPrimitive, StandInChildren {
  nonisolated(unsafe) let content: Content
  // SwiftUICore.swiftinterface: @inlinable nonisolated public init(@SwiftUICore.ViewBuilder content: () -> Content)
  /// A group of `content`.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
  /// No content of its own.
  public var body: Never { fatalError("a primitive view has no body") }
  var standInChildren: [any View] { [self.content] }
  /// Renders the views.
  public func standInRender(into renderer: StandInRenderer) {
    renderer.render(self.content)
  }
}

// SwiftUI.swiftinterface: @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *) public struct Form<Content> : SwiftUI.View where Content : SwiftUI.View
/// A form: a list of controls, on the same scroll view as a `List`.
@MainActor @preconcurrency
public struct Form<Content: View>: View, StandInPrimitive {
  nonisolated(unsafe) let content: Content
  // SwiftUI.swiftinterface: public init(@SwiftUI.ViewBuilder content: () -> Content)
  /// A form of `content`.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
  /// No content of its own.
  public var body: Never { fatalError("a primitive view has no body") }
  /// Renders the rows as a list does.
  public func standInRender(into renderer: StandInRenderer) {
    renderer.render(List(content: { self.content }))
  }
}

// SwiftUI.swiftinterface: @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead") public struct NavigationView<Content> : SwiftUI.View where Content : SwiftUI.View
/// A navigation container, whose bar sits over the first scroll view in it.
@MainActor @preconcurrency
public struct NavigationView<Content: View>: View, StandInPrimitive {
  nonisolated(unsafe) let content: Content
  /// A navigation view of `content`.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
  /// No content of its own.
  public var body: Never { fatalError("a primitive view has no body") }
  /// Renders the content under a bar with a large title.
  public func standInRender(into renderer: StandInRenderer) {
    guard let hosting = renderer.hosting else {
      renderer.render(self.content)
      return
    }
    hosting.renderNavigation { renderer.render(self.content) }
  }
}

// SwiftUI.swiftinterface: @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) @MainActor(unsafe) public struct NavigationStack<Data, Root> : SwiftUI.View where Root : SwiftUI.View
/// A navigation stack, whose bar sits over the first scroll view in its root.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency
public struct NavigationStack<Data, Root: View>: View, StandInPrimitive {
  nonisolated(unsafe) let root: Root
  /// No content of its own.
  public var body: Never { fatalError("a primitive view has no body") }
  /// Renders the root under a bar with a large title.
  public func standInRender(into renderer: StandInRenderer) {
    renderer.render(NavigationView { self.root })
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationStack where Data == [AnyHashable] {
  // SwiftUI.swiftinterface: public init(@SwiftUI.ViewBuilder root: () -> Root) where Data == SwiftUI.NavigationPath
  /// A stack of `root` (the stand-in's path type is an array).
  nonisolated public init(@ViewBuilder root: () -> Root) {
    self.root = root()
  }
}

// SwiftUI.swiftinterface: @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *) public struct TabView<SelectionValue, Content> : SwiftUI.View where SelectionValue : Swift.Hashable, Content : SwiftUI.View
/// Pages under a tab bar: the selected one in the window, the others kept out of it.
@MainActor @preconcurrency
public struct TabView<SelectionValue: Hashable, Content: View>: View, StandInPrimitive {
  nonisolated(unsafe) let selection: Binding<SelectionValue>?
  nonisolated(unsafe) let content: Content
  // SwiftUI.swiftinterface: public init(selection: SwiftUI.Binding<SelectionValue>?, @SwiftUI.ViewBuilder content: () -> Content)
  /// Pages of `content`, the one tagged `selection` shown (the stand-in tags them 0, 1, …).
  nonisolated public init(
    selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content
  ) {
    self.selection = selection
    self.content = content()
  }
  /// No content of its own.
  public var body: Never { fatalError("a primitive view has no body") }
  /// Renders every page, the selected one in the window.
  public func standInRender(into renderer: StandInRenderer) {
    let pages = StandInHosting.rows(of: self.content)
    guard let hosting = renderer.hosting else {
      for page in pages {
        renderer.render(page)
      }
      return
    }
    let selected = self.selection.map { $0.wrappedValue as? Int ?? 0 } ?? 0
    hosting.renderTabs(pages: pages, selected: selected) { renderer.render($0) }
  }
}

extension TabView where SelectionValue == Int {
  // SwiftUI.swiftinterface: public init(@SwiftUI.ViewBuilder content: () -> Content) where SelectionValue == Swift.Int
  /// Pages of `content`, the first shown.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.content = content()
  }
}

/// A view and a change of what the platform views inside it inherit (stand-in only).
@MainActor
struct StandInHostingContext<Content: View>: View, StandInPrimitive {
  nonisolated(unsafe) let content: Content
  nonisolated let change: @MainActor (inout StandInHosting.Context) -> Void

  var body: Never { fatalError("a primitive view has no body") }

  func standInRender(into renderer: StandInRenderer) {
    guard let hosting = renderer.hosting else {
      renderer.render(self.content)
      return
    }
    hosting.with(self.change) { renderer.render(self.content) }
  }
}

/// A view and what a sheet presents over it (stand-in only).
@MainActor
struct StandInSheet<Content: View, Sheet: View>: View, StandInPrimitive {
  nonisolated(unsafe) let content: Content
  nonisolated(unsafe) let isPresented: Binding<Bool>
  nonisolated(unsafe) let sheet: () -> Sheet

  var body: Never { fatalError("a primitive view has no body") }

  func standInRender(into renderer: StandInRenderer) {
    renderer.render(self.content)
    guard self.isPresented.wrappedValue else {
      return
    }
    guard let hosting = renderer.hosting else {
      renderer.render(self.sheet())
      return
    }
    hosting.renderSheet(self.sheet()) { renderer.render($0) }
  }
}

// SwiftUI.swiftinterface: @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) public struct SearchFieldPlacement
/// Where a search field goes.
public struct SearchFieldPlacement: Sendable {
  /// Where the platform puts it: in the navigation bar.
  public static let automatic = SearchFieldPlacement()
}

// SwiftUI.swiftinterface: public protocol ListStyle
/// How a list looks.
public protocol ListStyle {}

// SwiftUI.swiftinterface: @available(iOS 14.0, *) public struct InsetGroupedListStyle : SwiftUI.ListStyle
/// Grouped rows inset from the edges.
public struct InsetGroupedListStyle: ListStyle {
  /// The style.
  public init() {}
}

// SwiftUI.swiftinterface: public struct PlainListStyle : SwiftUI.ListStyle
/// Rows edge to edge.
public struct PlainListStyle: ListStyle {
  /// The style.
  public init() {}
}

extension ListStyle where Self == InsetGroupedListStyle {
  // SwiftUI.swiftinterface: @_alwaysEmitIntoClient public static var insetGrouped: SwiftUI.InsetGroupedListStyle { get }
  /// Grouped rows inset from the edges.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == PlainListStyle {
  // SwiftUI.swiftinterface: @_alwaysEmitIntoClient public static var plain: SwiftUI.PlainListStyle { get }
  /// Rows edge to edge.
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension View {
  // SwiftUI.swiftinterface: @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *) public func sheet<Content>(isPresented: SwiftUI.Binding<Swift.Bool>, onDismiss: (() -> Swift.Void)? = nil, @SwiftUI.ViewBuilder content: @escaping () -> Content) -> some SwiftUI.View where Content : SwiftUI.View
  /// Presents `content` in a sheet while `isPresented` is true.
  nonisolated public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    StandInSheet(content: self, isPresented: isPresented, sheet: content)
  }

  // SwiftUI.swiftinterface: @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) public func searchable(text: SwiftUI.Binding<Swift.String>, placement: SwiftUI.SearchFieldPlacement = .automatic, prompt: SwiftUI.Text? = nil) -> some SwiftUI.View
  /// A search field in the navigation bar over the view (52 points under the title).
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    StandInModifier(content: self) { renderer in
      MainActor.assumeIsolated { renderer.hosting?.searchFieldRequested = true }
    }
  }

  // SwiftUICore.swiftinterface: @inlinable nonisolated public func id<ID>(_ id: ID) -> some SwiftUICore.View where ID : Swift.Hashable
  /// The view with an identity of `id`: a new one is a new view, with new platform views.
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View {
    let name = "\(id)"
    return StandInHostingContext(content: self) { $0.path += "/id=\(name)" }
  }

  // SwiftUI.swiftinterface: @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *) public func tag<V>(_ tag: V) -> some SwiftUI.View where V : Swift.Hashable
  /// The view tagged `tag` (the stand-in selects pages by position).
  nonisolated public func tag<V: Hashable>(_ tag: V) -> some View {
    StandInDrawing(content: self)
  }

  // SwiftUI.swiftinterface: @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *) public func tabItem<V>(@SwiftUI.ViewBuilder _ label: () -> V) -> some SwiftUI.View where V : SwiftUI.View
  /// The view's tab in a tab view, labelled `label` (the stand-in draws no tab bar's items).
  nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    StandInDrawing(content: self)
  }

  // SwiftUI.swiftinterface: public func listStyle<S>(_ style: S) -> some SwiftUI.View where S : SwiftUI.ListStyle
  /// The lists inside in `style` (their scroll views are the same).
  nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View {
    StandInDrawing(content: self)
  }

  // SwiftUI.swiftinterface: @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) public func navigationTitle<S>(_ title: S) -> some SwiftUI.View where S : Swift.StringProtocol
  /// The title of the navigation bar over the view.
  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    StandInDrawing(content: self)
  }

  // SwiftUI.swiftinterface: @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) public func safeAreaInset<V>(edge: SwiftUI.VerticalEdge, alignment: SwiftUI.HorizontalAlignment = .center, spacing: CoreFoundation.CGFloat? = nil, @SwiftUI.ViewBuilder content: () -> V) -> some SwiftUI.View where V : SwiftUI.View
  /// `content` at `edge`, the view's safe area grown by its height: in a hosting hierarchy, the
  /// scroll views inside count it as safe area (the stand-in draws no inset view).
  nonisolated public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return StandInHostingContext(content: self) { context in
      let length = (StandInHosting.fixedLength(of: inset, along: .vertical) ?? 0) + (spacing ?? 0)
      switch edge {
      case .top: context.swiftUIInsets.top += length
      case .bottom: context.swiftUIInsets.bottom += length
      }
    }
  }

  // SwiftUI.swiftinterface: @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) public func safeAreaInset<V>(edge: SwiftUI.HorizontalEdge, alignment: SwiftUI.VerticalAlignment = .center, spacing: CoreFoundation.CGFloat? = nil, @SwiftUI.ViewBuilder content: () -> V) -> some SwiftUI.View where V : SwiftUI.View
  /// `content` at `edge`, the view's safe area grown by its width.
  nonisolated public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return StandInHostingContext(content: self) { context in
      let length =
        (StandInHosting.fixedLength(of: inset, along: .horizontal) ?? 0) + (spacing ?? 0)
      switch edge {
      case .leading: context.swiftUIInsets.left += length
      case .trailing: context.swiftUIInsets.right += length
      }
    }
  }

  // SwiftUI.swiftinterface: @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Swift.Void) -> some SwiftUI.View
  /// SwiftUI's own pull to refresh: `refresh` in the environment of the view, and a refresh
  /// control on the scroll view of a `List` inside (a `ScrollView`'s from iOS 16), which runs
  /// `action` when pulled.
  nonisolated public func refreshable(
    @_inheritActorContext action: @escaping @Sendable () async -> Void
  ) -> some View {
    let refresh = RefreshAction(action: action)
    return StandInHostingContext(
      content: self.environment(\.refresh, refresh),
      change: { context in
        context.refresh = { Task { await action() } }
      })
  }
}

// SwiftUI.swiftinterface: @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) public struct RefreshAction : Swift.Sendable
/// SwiftUI's refresh action, which `.refreshable` puts in the environment.
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void
  // SwiftUI.swiftinterface: public func callAsFunction() async
  /// Runs the refresh.
  public func callAsFunction() async {
    await self.action()
  }
}

/// The refresh action's key (stand-in only).
struct StandInRefreshKey: EnvironmentKey {
  static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
  // SwiftUI.swiftinterface: @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) public var refresh: SwiftUI.RefreshAction? { get }
  /// The refresh of a `.refreshable` around, or `nil`.
  public internal(set) var refresh: RefreshAction? {
    get { self[StandInRefreshKey.self] }
    set { self[StandInRefreshKey.self] = newValue }
  }
}
#endif
