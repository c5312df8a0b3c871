/// Puts refresh components on a `ScrollView` or a `List`: the header and footer are drawn as
/// overlays at their frames, their actions run as `async` functions.
///
/// Modifiers chained on one scroll view share one host: the outermost one owns it (mirrors the
/// scroll view, sets the content margins and the scroll position, draws the overlay) and hands
/// it down through the environment; the ones inside only add their component to it. One scroll
/// model thus holds the header and the footer, as a `UIScrollView` does, and one
/// `scrollPosition` binding moves the scroll view.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@MainActor
struct RefreshModifier: ViewModifier {
  @Environment(\.refreshKitHost) private var outerHost
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize
  @State private var host = SwiftUIRefreshHost()
  @State private var position = ScrollPosition(edge: .top)
  @State private var revision = 0
  /// The component this modifier attached, kept as long as the view keeps its place.
  @State private var installed = InstalledComponent()
  private let install: @MainActor (SwiftUIRefreshHost) -> RefreshComponent?
  private let action: @MainActor () async throws -> Void

  /// A modifier that installs its component with `install`, which returns it (or `nil` if the
  /// slot was taken), and gives it `action`.
  init(
    install: @escaping @MainActor (SwiftUIRefreshHost) -> RefreshComponent?,
    action: @escaping @MainActor () async throws -> Void
  ) {
    self.install = install
    self.action = action
  }

  @ViewBuilder
  func body(content: Content) -> some View {
    // SwiftUI makes the modifier again, with a new closure, whenever the body around it runs:
    // the component's next refresh runs the newest one. A refresh under way keeps its task,
    // which the component owns, not this view.
    let _ = self.installed.give(self.action)
    if let outerHost = self.outerHost {
      content.onAppear {
        self.install(in: outerHost)
      }
    } else {
      self.owning(content)
    }
  }

  private func owning(_ content: Content) -> some View {
    let host = self.host
    let _ = self.revision  // redraws when the host says something changed
    let margins = host.margins
    host.drawnMargins = margins
    return
      content
      .environment(\.refreshKitHost, host)
      .scrollPosition(self.$position)
      .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { _, geometry in
        host.geometryDidChange(geometry)
      }
      .onScrollPhaseChange { oldPhase, newPhase in
        host.phaseDidChange(from: oldPhase, to: newPhase)
      }
      .contentMargins(.top, margins.top, for: .scrollContent)
      .contentMargins(.bottom, margins.bottom, for: .scrollContent)
      .overlay(alignment: .topLeading) {
        // A scroll view clips what it scrolls, but not an overlay: a header drawn above the
        // content would show over whatever sits above the scroll view. A clip keeps the view's
        // own frame, and the components are placed by offsets, which leave it as large as the
        // largest of them: the overlay fills the scroll view first, and is clipped to that.
        RefreshOverlay(host: host, revision: self.revision)
          // The components' frames are on the screen's axes, mirrored by the components in a
          // right-to-left language; SwiftUI would flip them again (LayoutDirection).
          .environment(\.layoutDirection, .leftToRight)
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
          .clipped()
      }
      .background {
        RefreshClockView(host: host, wantsFrames: host.clock.wantsFrames, wakeUp: host.wakeUpDate)
      }
      .onChange(of: self.dynamicTypeSize, initial: true) { _, size in
        host.contentSizeCategory = RefreshContentSizeCategory(size)
      }
      .onAppear {
        let position = self.$position
        let revision = self.$revision
        host.scrollTo = { target in
          switch target {
          case .top where position.wrappedValue.edge != .top:
            position.wrappedValue.scrollTo(edge: .top)
          case .bottom where position.wrappedValue.edge != .bottom:
            position.wrappedValue.scrollTo(edge: .bottom)
          case .y(let y):
            position.wrappedValue.scrollTo(y: y)
          default:
            break  // already kept at that edge
          }
        }
        host.didChange = { revision.wrappedValue &+= 1 }
        self.install(in: host)
      }
  }

  /// Attaches this modifier's component to `host`, which follows its drawing and gives it the
  /// user's text size.
  private func install(in host: SwiftUIRefreshHost) {
    let component = self.install(host)
    self.installed.component = component
    if let component {
      host.follow(component)
    }
    host.followTextSize()
  }
}

/// The component a refresh modifier attached: a reference, so that setting it from an action
/// is no write to the view's state, and weak, as the scroll model holds its components.
@MainActor
private final class InstalledComponent {
  weak var component: RefreshComponent?

  /// Gives the component `action` for its next refresh.
  func give(_ action: @escaping @MainActor () async throws -> Void) {
    self.component?.asyncRefreshingAction = action
  }
}

/// The environment key of the host an outer refresh modifier owns.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
private struct RefreshKitHostKey: EnvironmentKey {
  static let defaultValue: SwiftUIRefreshHost? = nil
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
extension EnvironmentValues {
  /// The host of the refresh modifiers around this view, if any.
  fileprivate var refreshKitHost: SwiftUIRefreshHost? {
    get { self[RefreshKitHostKey.self] }
    set { self[RefreshKitHostKey.self] = newValue }
  }
}

// On the main actor as View is from the iOS 18 SDK on (`@MainActor @preconcurrency`), said here
// so that the modifiers are isolated alike whatever SDK builds them.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@MainActor
extension View {
  /// Puts a refresh header on the scroll view: `.refreshHeader { await model.reload() }`.
  ///
  /// The header (a `NormalHeader` unless you pass your own) runs `action` when it refreshes
  /// and ends the refresh when `action` returns, as `RefreshComponent/asyncRefreshingAction`
  /// does.
  ///
  /// - Parameters:
  ///   - header: The header; a `NormalHeader` by default.
  ///   - action: The refresh.
  /// - Returns: The scroll view with the header.
  public func refreshHeader(
    _ header: @autoclosure @escaping @MainActor () -> RefreshHeader = NormalHeader(),
    action: @escaping @MainActor () async throws -> Void
  ) -> some View {
    self.attaching(header, in: \.header, action: action)
  }

  /// Puts a refresh header with a second floor on the scroll view: pulled past the floor's
  /// trigger and released, the header opens into `floor`, drawn above the content, behind the
  /// header, at its `secondFloorFrame`.
  ///
  /// ```swift
  /// ScrollView { rows }
  ///   .refreshHeader(secondFloor: SecondFloor()) {
  ///     await model.reload()
  ///   } floor: {
  ///     PromotionView()
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - header: The header; a `NormalHeader` by default.
  ///   - secondFloor: The floor's settings, given to the header.
  ///   - action: The refresh.
  ///   - floor: The floor's view.
  /// - Returns: The scroll view with the header and its floor.
  public func refreshHeader<Floor: View>(
    _ header: @autoclosure @escaping @MainActor () -> RefreshHeader = NormalHeader(),
    secondFloor: SecondFloor,
    action: @escaping @MainActor () async throws -> Void,
    @ViewBuilder floor: @escaping @MainActor () -> Floor
  ) -> some View {
    self.attaching(
      header, in: \.header, action: action,
      prepare: { header, host in
        header.secondFloor = secondFloor
        host.secondFloorView = AnyView(floor())
      })
  }

  /// Puts a loader of earlier items at the top of the scroll view:
  /// `.leadingLoader { await chat.loadEarlierMessages() }`.
  ///
  /// The loader triggers as the top comes into view. Keeping the rows in place when the earlier
  /// page is inserted is up to the scroll view, and SwiftUI's `ScrollView` keeps its offset, not
  /// its rows: scroll back to the row that showed (`ScrollPosition.scrollTo(id:)`) once the
  /// page is in. The UIKit and AppKit bindings do it for you
  /// (`RefreshHostView.contentWasInsertedAtStart(_:on:)`).
  ///
  /// - Parameters:
  ///   - loader: The loader; a `LeadingNormalLoader` by default.
  ///   - action: The load of the earlier page.
  /// - Returns: The scroll view with the loader.
  public func leadingLoader(
    _ loader: @autoclosure @escaping @MainActor () -> LeadingLoader = LeadingNormalLoader(),
    action: @escaping @MainActor () async throws -> Void
  ) -> some View {
    self.attaching(loader, in: \.leadingLoader, action: action)
  }

  /// Puts a load-more footer on the scroll view: `.loadMoreFooter { await model.loadNextPage() }`.
  ///
  /// - Parameters:
  ///   - footer: The footer; an `AutoNormalFooter` by default.
  ///   - action: The load.
  /// - Returns: The scroll view with the footer.
  public func loadMoreFooter(
    _ footer: @autoclosure @escaping @MainActor () -> RefreshFooter = AutoNormalFooter(),
    action: @escaping @MainActor () async throws -> Void
  ) -> some View {
    self.attaching(footer, in: \.footer, action: action)
  }

  /// Attaches the component `make` makes, with `action`, in `slot` of the scroll view's model,
  /// once: the first time the view appears, and never over a component already there.
  ///
  /// Each time SwiftUI makes the view again, the component gets the new `action` for its next
  /// refresh; the task of a refresh under way belongs to the component, which ends when it
  /// returns.
  private func attaching<Component: RefreshComponent>(
    _ make: @escaping @MainActor () -> Component,
    in slot: ReferenceWritableKeyPath<ScrollModel, Component?>,
    action: @escaping @MainActor () async throws -> Void,
    prepare: @escaping @MainActor (Component, SwiftUIRefreshHost) -> Void = { _, _ in }
  ) -> some View {
    self.modifier(
      RefreshModifier(
        install: { host in
          guard host.model[keyPath: slot] == nil else {
            return nil
          }
          let component = make()
          component.asyncRefreshingAction = action
          prepare(component, host)
          host.model[keyPath: slot] = component
          return component
        }, action: action))
  }
}
