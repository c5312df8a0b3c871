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
  // Made once for the view's place (a `State`'s initial value would be made at every update).
  @StateObject private var made = MadeOnce<SwiftUIRefreshHost>(SwiftUIRefreshHost())
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
    let host = self.made.value
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
