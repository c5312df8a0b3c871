#if os(macOS) || os(Linux)  // the stand-in on Linux, for the tests; nothing on iOS

/// The refresh command, ⌘R: a menu item that refreshes the header of the focused or frontmost
/// scroll view of the key window, as a pull would.
///
/// It is the way to refresh where no pull can: with a mouse wheel, whose events have no
/// phases and so never drag, and in a scroll view whose elasticity the app turned off
/// (`verticalScrollElasticity = .none`), which cannot be pulled past its top. Put the item in
/// the View menu and let its action call ``perform(in:)``:
///
/// ```swift
/// let item = RefreshCommand.menuItem(action: #selector(AppDelegate.refreshCommand(_:)))
/// viewMenu.addItem(item)
/// @objc func refreshCommand(_ sender: Any?) {
///   RefreshCommand.perform(in: NSApp.keyWindow)
/// }
/// ```
///
/// The command goes to the nearest scroll view around the window's first responder whose
/// header can take it (`RefreshHeader.canPerformRefreshCommand`), otherwise to the largest
/// shown one in the window; validate the item with ``canPerform(in:)``. The refresh reports
/// the same feedback and announcements as a pull.
@MainActor
public enum RefreshCommand {
  /// The key equivalent: R, with ⌘ (`NSEvent.ModifierFlags.command`, the default).
  public static let keyEquivalent = "r"

  /// The menu item's title: "Refresh", in the app's language.
  public static var title: String {
    RefreshCommandRouting.title
  }

  /// The host whose header the command refreshes in `window`.
  ///
  /// - Parameter window: The window, usually the key window.
  /// - Returns: The host, or `nil` when no header can take the command.
  public static func target(in window: NSWindow?) -> RefreshHostView? {
    RefreshCommandRouting.target(
      from: window?.firstResponder as? NSView, in: window?.contentView, tree: Self.tree)
  }

  /// Whether the command would refresh a header in `window` now: for `validateMenuItem(_:)`.
  ///
  /// - Parameter window: The window, usually the key window.
  /// - Returns: Whether ``target(in:)`` finds a host.
  public static func canPerform(in window: NSWindow?) -> Bool {
    Self.target(in: window) != nil
  }

  /// Refreshes the header of ``target(in:)``.
  ///
  /// - Parameter window: The window, usually the key window.
  /// - Returns: Whether a refresh began.
  @discardableResult
  public static func perform(in window: NSWindow?) -> Bool {
    Self.target(in: window)?.model.header?.performRefreshCommand() ?? false
  }

  #if canImport(ObjectiveC)
  /// A menu item titled ``title`` with ⌘R, which sends `action` along the responder chain.
  ///
  /// - Parameter action: The selector of the method that calls ``perform(in:)``.
  /// - Returns: The item, for the View menu.
  public static func menuItem(action: Selector) -> NSMenuItem {
    NSMenuItem(title: Self.title, action: action, keyEquivalent: Self.keyEquivalent)
  }
  #endif

  /// AppKit's view tree: a scroll view's host is in its document view.
  private static let tree = RefreshCommandRouting.ViewTree<NSView, RefreshHostView>(
    parent: { $0.superview }, children: { $0.subviews },
    isShown: { !$0.isHidden && $0.alphaValue > 0 },
    area: { $0.bounds.width * $0.bounds.height },
    host: { ($0 as? NSScrollView)?.existingRefreshHost },
    header: { $0.model.header })
}
#endif
