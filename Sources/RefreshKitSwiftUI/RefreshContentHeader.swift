#if canImport(UIKit) || os(Linux)
import RefreshKitUIKit
#elseif canImport(AppKit)
import RefreshKitAppKit
#endif

/// A header drawn by the app's own SwiftUI view: what
/// `.refreshHeader(height:action:content:)` puts on the scroll view.
///
/// It pulls, holds and ends as any ``RefreshHeader``; the app's view gets a ``RefreshPhase``
/// each time the state or the pull changes, and draws at the header's frame.
@MainActor
final class RefreshContentHeader: RefreshHeader {
  /// The app's view and its host.
  let drawing: SwiftUIContentDrawing
  private let contentHeight: CGFloat

  /// A header `height` points tall, drawn by `content`.
  init(height: CGFloat, content: @escaping @MainActor (RefreshPhase) -> AnyView) {
    self.drawing = SwiftUIContentDrawing(content: content)
    self.contentHeight = height
    super.init(config: .default)
  }

  /// Sets the height the app asked for.
  override func prepare() {
    super.prepare()
    self.height = self.contentHeight
  }

  /// Shows the new state.
  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    self.drawing.phaseDidChange(self)
  }

  /// Shows the pull.
  override var pullingPercent: CGFloat {
    didSet {
      self.drawing.phaseDidChange(self)
    }
  }
}

#if canImport(UIKit) || os(Linux)
extension RefreshContentHeader: UIKitRefreshViewProviding {
  func makeRefreshView() -> UIView {
    self.drawing.makeView(for: self)
  }
}
#elseif canImport(AppKit)
extension RefreshContentHeader: AppKitRefreshViewProviding {
  func makeRefreshView() -> NSView {
    self.drawing.makeView(for: self)
  }
}
#endif
