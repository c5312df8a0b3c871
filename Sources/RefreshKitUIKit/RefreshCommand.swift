#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS

/// The refresh command, ⌘R: a key command on iPad and a menu item on Mac Catalyst, which
/// refreshes the header of the focused or frontmost scroll view as a pull would.
///
/// UIKit sends a key command's action along the responder chain, which has no public way to
/// name the focused view; the app's responder (a view controller, the app delegate for the
/// main menu) implements the action and tells the command where focus is:
///
/// ```swift
/// override var keyCommands: [UIKeyCommand]? {
///   [RefreshCommand.keyCommand(action: #selector(refreshCommand))]
/// }
/// @objc func refreshCommand() {
///   RefreshCommand.perform(from: self.tableView, in: self.view.window)
/// }
/// ```
///
/// The command goes to the nearest scroll view around `focusedView` whose header can take it
/// (`RefreshHeader.canPerformRefreshCommand`), otherwise to the largest shown one in the
/// window. The refresh reports the same feedback and announcements as a pull.
@MainActor
public enum RefreshCommand {
  /// The key: R, with ⌘ (`UIKeyModifierFlags.command`).
  public static let input = "r"

  /// The command's title: "Refresh", in the app's language.
  public static var title: String {
    RefreshCommandRouting.title
  }

  /// The host whose header the command refreshes.
  ///
  /// - Parameters:
  ///   - focusedView: The view with focus, or `nil`.
  ///   - window: The window to look in when no scroll view around `focusedView` takes it.
  /// - Returns: The host, or `nil` when no header can take the command.
  public static func target(from focusedView: UIView?, in window: UIWindow?) -> RefreshHostView? {
    RefreshCommandRouting.target(from: focusedView, in: window, tree: Self.tree)
  }

  /// Refreshes the header of ``target(from:in:)``.
  ///
  /// - Parameters:
  ///   - focusedView: The view with focus, or `nil`.
  ///   - window: The window to look in when no scroll view around `focusedView` takes it.
  /// - Returns: Whether a refresh began.
  @discardableResult
  public static func perform(from focusedView: UIView?, in window: UIWindow?) -> Bool {
    Self.target(from: focusedView, in: window)?.model.header?.performRefreshCommand() ?? false
  }

  #if canImport(ObjectiveC)
  /// A key command for ⌘R titled ``title``, which sends `action` along the responder chain:
  /// return it from `keyCommands`, or add it to the main menu in `buildMenu(with:)`.
  ///
  /// - Parameter action: The selector of the responder's method that calls
  ///   ``perform(from:in:)``.
  /// - Returns: The key command.
  public static func keyCommand(action: Selector) -> UIKeyCommand {
    // `init(title:action:input:modifierFlags:)` is in the iOS overlay only (the tvOS 18 SDK's
    // UIKit.swiftinterface has no `UIKeyCommand` extension); UIKeyCommand.h's
    // `keyCommandWithInput:modifierFlags:action:` and UICommand's `title` are on iOS, tvOS and
    // visionOS alike.
    let command = UIKeyCommand(input: Self.input, modifierFlags: .command, action: action)
    command.title = Self.title
    return command
  }
  #endif

  /// UIKit's view tree: a scroll view's host is among its subviews.
  private static let tree = RefreshCommandRouting.ViewTree<UIView, RefreshHostView>(
    parent: { $0.superview }, children: { $0.subviews },
    isShown: { !$0.isHidden && $0.alpha > 0 },
    area: { $0.bounds.width * $0.bounds.height },
    host: { ($0 as? UIScrollView)?.existingRefreshHost },
    header: { $0.model.header })
}
#endif
