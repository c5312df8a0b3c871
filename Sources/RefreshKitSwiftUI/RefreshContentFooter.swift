#if canImport(UIKit) || os(Linux)
import RefreshKitUIKit
#elseif canImport(AppKit)
import RefreshKitAppKit
#endif

/// A load-more footer drawn by the app's own SwiftUI view: what
/// `.loadMoreFooter(height:action:content:)` puts on the scroll view.
///
/// It loads as any ``AutoFooter`` does (as the content's end comes into view, once per gesture)
/// and ends in no more data; the app's view gets a ``RefreshPhase`` each time the state or the
/// pull changes, and draws at the footer's frame.
@MainActor
final class RefreshContentFooter: AutoFooter {
  /// The app's view and its host.
  let drawing: SwiftUIContentDrawing
  private let contentHeight: CGFloat

  /// A footer `height` points tall, drawn by `content`.
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
extension RefreshContentFooter: UIKitRefreshViewProviding {
  func makeRefreshView() -> UIView {
    self.drawing.makeView(for: self)
  }
}
#elseif canImport(AppKit)
extension RefreshContentFooter: AppKitRefreshViewProviding {
  func makeRefreshView() -> NSView {
    self.drawing.makeView(for: self)
  }
}
#endif
