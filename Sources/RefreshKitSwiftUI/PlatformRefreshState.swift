import Foundation

#if canImport(UIKit) || os(Linux)
import RefreshKitUIKit
#elseif canImport(AppKit)
import RefreshKitAppKit
#endif

/// What one refresh modifier keeps while its view keeps its place: its component, the
/// attachment that puts it on the scroll view behind the view, and the app's newest action.
@MainActor
final class PlatformRefreshState {
  /// Finds the scroll view and attaches the component through the UIKit or AppKit binding.
  let attachment: HostedScrollViewAttachment
  /// The modifier's component, made once.
  private(set) var component: RefreshComponent?
  /// The shares SwiftUI's safe-area insets carry, once SwiftUI took them out of the scroll
  /// view's `contentInset`.
  private(set) var shares = EdgeInsets.zero
  /// Whether the lookup failed and the modifier took SwiftUI's scroll geometry instead.
  private(set) var fellBack = false
  /// Makes SwiftUI update the modifier.
  var update: (() -> Void)?
  /// How many times the modifier was updated: what the markers hold, so that SwiftUI updates
  /// them each time.
  var updates = 0
  /// For a footer: whether the app says there is no more data, or `nil` if it does not say.
  var noMoreData: (@MainActor () -> Bool)?
  /// What the footer last took of ``noMoreData``.
  private var appliedNoMoreData: Bool?
  /// The app's newest action: the component's next refresh runs it.
  private var action: (@MainActor () async throws -> Void)?
  /// The second floor's view, hosted, made once it is needed.
  private var floor: (() -> AnyView)?
  private var hostedFloor: AnyObject?

  /// The release the app runs on, as diagnostics name it.
  static var release: String {
    let version = ProcessInfo.processInfo.operatingSystemVersion
    #if os(iOS)
    let name = "iOS"
    #elseif os(tvOS)
    let name = "tvOS"
    #elseif os(visionOS)
    let name = "visionOS"
    #elseif os(macOS)
    let name = "macOS"
    #else
    let name = "this system (RefreshKit's stand-ins)"
    #endif
    return "\(name) \(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
  }

  /// Whether SwiftUI's scroll geometry path exists here: iOS 18, macOS 15, tvOS 18, visionOS 2.
  static var hasGeometryPath: Bool {
    if #available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *) {
      return true
    }
    return false
  }

  init() {
    self.attachment = HostedScrollViewAttachment(viewDescription: "", release: Self.release)
    self.attachment.fallback =
      Self.hasGeometryPath
      ? "the modifiers fall back to SwiftUI's scroll geometry (RefreshPath.scrollGeometry)"
      : "nothing is attached; please report the release and the view"
    self.attachment.sharesChannel = { [weak self] shares in
      guard let self, self.shares != shares else {
        return
      }
      self.shares = shares
      self.update?()
    }
    self.attachment.lookupDidFail = { [weak self] in
      guard let self, Self.hasGeometryPath else {
        return
      }
      self.fellBack = true
      self.update?()
    }
    self.attachment.didAttach = { [weak self] host in
      self?.giveFloor(to: host)
    }
  }

  /// Makes the component the first time, with an action that runs the app's newest one, and
  /// gives it to the attachment.
  ///
  /// - Parameters:
  ///   - make: Makes the component.
  ///   - slot: Its slot.
  ///   - prepare: Sets it up (a header's second floor).
  func install<Component: RefreshComponent>(
    _ make: () -> Component, in slot: ReferenceWritableKeyPath<ScrollModel, Component?>,
    prepare: (Component) -> Void
  ) {
    guard self.component == nil else {
      return
    }
    let component = make()
    component.asyncRefreshingAction = self.runAction
    prepare(component)
    self.component = component
    self.attachment.add(component, in: slot)
  }

  /// SwiftUI updated the markers: the attachment checks it is on the right scroll view, and a
  /// footer takes what the app says of no more data, when that changed: ends in no more data
  /// (a load under way too), or is reset.
  func viewDidUpdate() {
    self.attachment.setNeedsLookup()
    self.applyNoMoreData()
  }

  /// Gives the footer what the app says of no more data, if that changed.
  private func applyNoMoreData() {
    guard let noMoreData = self.noMoreData?(), noMoreData != self.appliedNoMoreData,
      let footer = self.component as? RefreshFooter
    else {
      return
    }
    self.appliedNoMoreData = noMoreData
    if noMoreData {
      footer.endRefreshingWithNoMoreData()
    } else if footer.state == .noMoreData {
      footer.resetNoMoreData()
    }
  }

  /// Gives the component `action` for its next refresh; a refresh under way keeps its task.
  func give(_ action: @escaping @MainActor () async throws -> Void) {
    self.action = action
  }

  /// Draws the header's second floor with `floor`.
  func drawFloor(_ floor: @escaping () -> AnyView) {
    self.floor = floor
  }

  /// What the component runs: the app's newest action, whose result a view of the app's own
  /// shows (``RefreshPhase/lastResult``).
  var runAction: @MainActor () async throws -> Void {
    { [weak self] in
      guard let action = self?.action else {
        return
      }
      do {
        try await action()
        self?.record(.success)
        self?.applyNoMoreData()  // the last page is in: straight to "No more data"
      } catch let cancellation as CancellationError {
        throw cancellation
      } catch {
        self?.record(.failure(error))
        throw error
      }
    }
  }

  private func record(_ result: RefreshResult) {
    guard let component = self.component as? any SwiftUIContentComponent else {
      return
    }
    component.drawing.lastResult = result
    component.drawing.phaseDidChange(component)
  }

  private func giveFloor(to host: RefreshHostView) {
    guard let floor = self.floor, host.secondFloorView == nil else {
      return
    }
    #if canImport(UIKit) || os(Linux)
    let controller = UIHostingController(rootView: floor())
    controller.view.backgroundColor = .clear
    self.hostedFloor = controller
    host.secondFloorView = controller.view
    #elseif canImport(AppKit)
    let view = NSHostingView(rootView: floor())
    self.hostedFloor = view
    host.secondFloorView = view
    #endif
  }
}
