#if canImport(UIKit) || os(Linux)
import RefreshKitUIKit
#elseif canImport(AppKit)
import RefreshKitAppKit
#endif

/// Puts one refresh component on the scroll view behind a `List`, a `Form` or a `ScrollView`,
/// through the UIKit or AppKit binding, on every release from iOS 15 and macOS 14.
///
/// Two markers go around the view (``ScrollViewMarkerRepresentable``): the anchor in its
/// `.background`, the probe in its `.overlay`, each of no size, hidden and out of reach of
/// touches and VoiceOver. The modifier's ``PlatformRefreshState`` finds the scroll view between
/// them and attaches the component there; modifiers chained on one view find the same scroll
/// view and share its host, as `tableView.refresh` is shared.
///
/// Four safe-area insets of no size go on the view too. They carry the components' space if
/// SwiftUI takes it back out of the scroll view's `contentInset`, and are always there, so
/// that taking them into use changes no view's identity (the list is not made again).
///
/// With ``RefreshPath/scrollGeometry``, or when the lookup failed on a release that has it,
/// the modifier puts the component on SwiftUI's scroll geometry instead (``RefreshModifier``).
@MainActor
struct PlatformRefreshModifier<Component: RefreshComponent>: ViewModifier {
  // Made once for the view's place: a `State`'s initial value is made again each time the view
  // is (and dropped), which would make two markers and an attachment at every update.
  @StateObject private var made = MadeOnce(PlatformRefreshState())
  @State private var revision = 0
  @Environment(\.refresh) private var refresh
  @Environment(\.refreshPath) private var path

  /// Makes the component, once.
  let make: @MainActor () -> Component
  /// Its slot.
  let slot: ReferenceWritableKeyPath<ScrollModel, Component?>
  /// The app's action.
  let action: @MainActor () async throws -> Void
  /// Sets the component up once it is made.
  let prepare: @MainActor (Component) -> Void
  /// The second floor's view, for a header with one.
  let floor: (@MainActor () -> AnyView)?
  /// What diagnostics call the view: the modifier and the view's type.
  let viewDescription: String
  /// For a footer: whether the app says there is no more data, or `nil` if it does not say.
  var noMoreData: (@MainActor () -> Bool)?

  @ViewBuilder
  func body(content: Content) -> some View {
    let state = self.made.value
    let _ = self.revision  // updates when the state says something changed
    let _ = self.prepareState(state)
    if self.path == .scrollGeometry || state.fellBack {
      if #available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *) {
        self.onScrollGeometry(content, state)
      } else {
        self.attached(content, state)
      }
    } else {
      self.attached(content, state)
    }
  }

  /// Gives the state what this update says: the newest action, the environment, the view.
  private func prepareState(_ state: PlatformRefreshState) {
    let revision = self.$revision
    state.update = { revision.wrappedValue &+= 1 }
    state.give(self.action)
    if let floor = self.floor {
      state.drawFloor(floor)
    }
    state.attachment.viewDescription = self.viewDescription
    state.attachment.refreshActionIsSet = self.refresh != nil
    state.install(self.make, in: self.slot, prepare: self.prepare)
    state.noMoreData = self.noMoreData
    state.updates &+= 1
    if self.path == .scrollGeometry && !PlatformRefreshState.hasGeometryPath {
      state.attachment.reportOnce(
        "RefreshPath.scrollGeometry needs iOS 18, macOS 15, tvOS 18 or visionOS 2: the modifiers attach to the scroll view behind the view on \(PlatformRefreshState.release)",
        key: "path")
    }
    // What the safe-area insets below carry is in the scroll view's geometry once SwiftUI lays
    // it out with them, after this update.
    state.attachment.sharesDrawn(state.shares)
  }

  private func attached(_ content: Content, _ state: PlatformRefreshState) -> some View {
    let shares = state.shares
    return
      content
      .safeAreaInset(edge: .top, spacing: 0) { Color.clear.frame(height: shares.top) }
      .safeAreaInset(edge: .bottom, spacing: 0) { Color.clear.frame(height: shares.bottom) }
      .safeAreaInset(edge: .leading, spacing: 0) { Color.clear.frame(width: shares.left) }
      .safeAreaInset(edge: .trailing, spacing: 0) { Color.clear.frame(width: shares.right) }
      .background(alignment: .center) {
        ScrollViewMarkerRepresentable(
          marker: state.attachment.anchor, state: state, update: state.updates
        )
        .frame(width: 0, height: 0)
      }
      .overlay(alignment: .center) {
        ScrollViewMarkerRepresentable(
          marker: state.attachment.probe, state: state, update: state.updates
        )
        .frame(width: 0, height: 0)
      }
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
  private func onScrollGeometry(_ content: Content, _ state: PlatformRefreshState) -> some View {
    let slot = self.slot
    if slot == \ScrollModel.trailer {
      state.attachment.reportOnce(
        "a trailer is not drawn on SwiftUI's scroll geometry: it needs the scroll view behind the view (RefreshPath.automatic)",
        key: "trailer")
    }
    let floor = self.floor
    return content.modifier(
      RefreshModifier(
        install: { host in
          state.attachment.invalidate()  // off the UIKit or AppKit host, if it was on one
          guard slot != \ScrollModel.trailer, host.model[keyPath: slot] == nil,
            let component = state.component as? Component
          else {
            return nil
          }
          if let floor {
            host.secondFloorView = floor()
          }
          host.model[keyPath: slot] = component
          return component
        }, action: state.runAction))
  }
}
