// The UIKit views SwiftUI makes for a view tree, release by release: what a binding that walks
// UIKit's hierarchy behind a SwiftUI view meets (stand-in only).
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
import Foundation
public import UIKitStandIn

/// An iOS release, by what backs its SwiftUI views (stand-in only).
///
/// What backs what, as SwiftUI-Introspect's view types record it (siteline/swiftui-introspect,
/// `Sources/ViewTypes/List.swift`, `ScrollView.swift`) and public view-hierarchy dumps show it:
/// - `List` and `Form`: a `UITableView` through iOS 15 (SwiftUI's `UpdateCoalescingTableView`),
///   a `UICollectionView` from iOS 16 (`UpdateCoalescingCollectionView`, its cells hosting the
///   rows);
/// - `ScrollView`: a `UIScrollView` (SwiftUI's `HostingScrollView`), its content in a container
///   inside it;
/// - each `UIViewRepresentable`'s view inside a host view of its own (`PlatformViewHost`), all
///   of a hosting view's platform views its subviews, back to front in drawing order: a view's
///   `.background`, the view, its `.overlay`.
public enum StandInRelease: Sendable, CaseIterable {
  /// iOS 15: `List` on a table view; SwiftUI keeps a `contentInset` written to its scroll views.
  case iOS15
  /// iOS 16: `List` on a collection view.
  case iOS16
  /// iOS 17: SwiftUI writes back the scroll views' `contentInset` (the stand-in's assumption; see
  /// ``StandInInsetRule``).
  case iOS17
  /// iOS 18.
  case iOS18
  /// A release that draws `List` and `ScrollView` without a `UIScrollView`: what a future
  /// release whose hierarchy changed would look like to a lookup.
  case unreadable

  /// The rule for a `contentInset` written to a SwiftUI scroll view on this release, unless a
  /// test sets another.
  public var insetRule: StandInInsetRule {
    switch self {
    case .iOS15, .iOS16, .unreadable: .keeps
    case .iOS17, .iOS18: .takesBack
    }
  }
}

/// What SwiftUI does with a `contentInset` an app writes to the scroll view behind a SwiftUI
/// view (stand-in only).
///
/// Reports disagree, so the stand-in has both, switchable:
/// SwiftUI-Introspect #123 (iOS 14 and 15: "the contentInset is honored"), and #309 (iOS 17:
/// "insets not visible", with the reply "SwiftUI insists on taking over or ignoring certain
/// properties, especially ones that can be controlled via built-in modifiers").
public enum StandInInsetRule: Sendable {
  /// SwiftUI leaves it as written.
  case keeps
  /// SwiftUI writes its own back (none) at each update and layout pass.
  case takesBack
}

/// A scroll view SwiftUI made (stand-in only): the insets SwiftUI's own modifiers add
/// (`safeAreaInset`, `contentMargins`) count as safe area, and the release's inset rule holds.
@MainActor
public protocol StandInSwiftUIScrollView: UIScrollView {
  /// The insets SwiftUI's modifiers add.
  var standInSwiftUIInsets: UIEdgeInsets { get set }
  /// The release's rule for a `contentInset` written by someone else.
  var standInInsetRule: StandInInsetRule { get set }
}

extension StandInSwiftUIScrollView {
  /// Applies the rule: SwiftUI writes back its own inset.
  func standInApplyInsetRule() {
    if self.standInInsetRule == .takesBack && self.contentInset != .zero {
      self.contentInset = .zero
    }
  }
}

/// The table view behind a `List` through iOS 15 (stand-in only).
@MainActor
public final class StandInHostedTableView: UITableView, StandInSwiftUIScrollView {
  /// The insets SwiftUI's modifiers add.
  public var standInSwiftUIInsets = UIEdgeInsets.zero {
    didSet {
      if self.standInSwiftUIInsets != oldValue {
        self.safeAreaInsetsDidChange()
      }
    }
  }
  /// The release's inset rule.
  public var standInInsetRule = StandInInsetRule.keeps
  /// The safe area, with SwiftUI's insets.
  public override var safeAreaInsets: UIEdgeInsets {
    super.safeAreaInsets + self.standInSwiftUIInsets
  }
}

/// The collection view behind a `List` from iOS 16 (stand-in only).
@MainActor
public final class StandInHostedCollectionView: UICollectionView, StandInSwiftUIScrollView {
  /// The insets SwiftUI's modifiers add.
  public var standInSwiftUIInsets = UIEdgeInsets.zero {
    didSet {
      if self.standInSwiftUIInsets != oldValue {
        self.safeAreaInsetsDidChange()
      }
    }
  }
  /// The release's inset rule.
  public var standInInsetRule = StandInInsetRule.keeps
  /// The safe area, with SwiftUI's insets.
  public override var safeAreaInsets: UIEdgeInsets {
    super.safeAreaInsets + self.standInSwiftUIInsets
  }
}

/// The scroll view behind a `ScrollView` (SwiftUI's `HostingScrollView`; stand-in only).
@MainActor
public final class StandInHostedScrollView: UIScrollView, StandInSwiftUIScrollView {
  /// The insets SwiftUI's modifiers add.
  public var standInSwiftUIInsets = UIEdgeInsets.zero {
    didSet {
      if self.standInSwiftUIInsets != oldValue {
        self.safeAreaInsetsDidChange()
      }
    }
  }
  /// The release's inset rule.
  public var standInInsetRule = StandInInsetRule.keeps
  /// The safe area, with SwiftUI's insets.
  public override var safeAreaInsets: UIEdgeInsets {
    super.safeAreaInsets + self.standInSwiftUIInsets
  }
}

extension UIEdgeInsets {
  static func + (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
    UIEdgeInsets(
      top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
      right: lhs.right + rhs.right)
  }
}

/// The view SwiftUI puts a representable's view in (`PlatformViewHost`; stand-in only).
@MainActor
public final class StandInPlatformViewHost: UIView {}

/// The hosting hierarchy of one renderer: a window, a hosting view, and the UIKit views the
/// renderer made for the view tree, kept by their place in it from update to update, as SwiftUI
/// keeps a platform view while its view keeps its identity (stand-in only).
///
/// A view whose place is not rendered by an update is gone: its platform view leaves the
/// hierarchy, and a representable's is dismantled (`dismantleUIView(_:coordinator:)`).
@MainActor
public final class StandInHosting {
  /// The release whose hierarchy is built.
  public let release: StandInRelease
  /// The window, with an iPhone's safe area (59 under the status bar, 34 over the home
  /// indicator).
  public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  /// The view that hosts the root view.
  public let hostingView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  /// The rule SwiftUI follows for a `contentInset` written to its scroll views; the release's
  /// unless a test sets another.
  public var insetRule: StandInInsetRule {
    didSet {
      for view in self.scrollViews {
        view.standInInsetRule = self.insetRule
      }
    }
  }

  /// A platform view made for a place in the tree.
  struct Entry {
    let view: UIView
    /// The representable's view inside the host, for a representable.
    let hosted: UIView?
    let dismantle: (() -> Void)?
  }

  var entries: [String: Entry] = [:]
  /// Each representable as it was last rendered, by its place.
  private var lastRepresentables: [String: any View] = [:]
  /// How many times a representable was not updated, its values unchanged.
  public private(set) var skippedRepresentableUpdates = 0
  private var seen: Set<String> = []
  private var counters: [String: Int] = [:]
  /// The views placed in each parent during this update, in order.
  private var placed: [ObjectIdentifier: UIView] = [:]
  private var bars: [String: StandInLargeTitleBar] = [:]
  /// The keys of the scroll views made so far.
  private var madeBefore: Set<String> = []
  private var seenBars: Set<String> = []

  /// Where the views being rendered go: their parent, their frame in it, and what they inherit.
  struct Context {
    var parent: UIView
    var frame: CGRect
    var path = "root"
    /// The axis of the scroll view whose content is being rendered: its stacks measure their
    /// rows instead of dividing the frame.
    var scrollAxis: Axis?
    /// What SwiftUI's `safeAreaInset` and `contentMargins` add to the scroll views below.
    var swiftUIInsets = UIEdgeInsets.zero
    /// The refresh of a `.refreshable` around, for the scroll views below.
    var refresh: (@MainActor () -> Void)?
  }

  /// Whether a view inside the navigation view being rendered asked for a search field
  /// (`.searchable` configures the bar of the navigation view around it, as a preference
  /// flows up).
  var searchFieldRequested = false

  var context: Context

  /// A hierarchy of `release`, in its window.
  public init(release: StandInRelease) {
    self.release = release
    self.insetRule = release.insetRule
    self.window.standInSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    self.window.addSubview(self.hostingView)
    self.context = Context(parent: self.hostingView, frame: self.hostingView.bounds)
  }

  /// The scroll views SwiftUI made, in the order they were rendered in the last update.
  public private(set) var scrollViews: [any StandInSwiftUIScrollView] = []
  private var nextScrollViews: [any StandInSwiftUIScrollView] = []

  /// The representables' views, in the order they were rendered in the last update.
  public private(set) var representableViews: [UIView] = []
  private var nextRepresentableViews: [UIView] = []

  /// The renderer that renders into this hierarchy, which a layout pass updates.
  weak var renderer: StandInRenderer?

  // MARK: - Updates

  func beginUpdate() {
    self.seen = []
    self.counters = [:]
    self.placed = [:]
    self.seenBars = []
    self.nextScrollViews = []
    self.nextRepresentableViews = []
    self.context = Context(parent: self.hostingView, frame: self.hostingView.bounds)
  }

  func endUpdate() {
    for (key, entry) in self.entries where !self.seen.contains(key) {
      self.entries[key] = nil
      self.lastRepresentables[key] = nil
      entry.view.removeFromSuperview()
      entry.dismantle?()
    }
    for key in self.bars.keys where !self.seenBars.contains(key) {
      self.bars[key] = nil
      self.window.standInSafeAreaInsets.top = 59
    }
    self.scrollViews = self.nextScrollViews
    self.representableViews = self.nextRepresentableViews
    for view in self.scrollViews {
      view.standInApplyInsetRule()
    }
  }

  /// Runs `frames` frames of the stand-in run loop, each ended by this hierarchy's layout
  /// pass: SwiftUI updates what changed, and writes back the insets its rule takes back.
  ///
  /// The hierarchy lays out only in the frames its test runs: the run loop is every test's, and
  /// a test's views must not update, nor report, inside another test's frames.
  public func run(frames: Int) {
    for _ in 0..<frames {
      StandInRunLoop.main.run(frames: 1)
      self.layOut()
    }
  }

  /// The layout pass of a turn, without a frame: after a finger's move.
  public func layOut() {
    self.renderer?.updateIfNeeded()
    for view in self.scrollViews {
      view.standInApplyInsetRule()
    }
  }

  /// Runs `body` with the context changed by `change`.
  func with(_ change: (inout Context) -> Void, _ body: () -> Void) {
    var context = self.context
    change(&context)
    self.within(context, body)
  }

  /// Runs `body` in `context`.
  func within(_ context: Context, _ body: () -> Void) {
    let saved = self.context
    self.context = context
    body()
    self.context = saved
  }

  /// The context with the views going into `parent`, at `frame` in it.
  func context(in parent: UIView, at frame: CGRect) -> Context {
    var context = self.context
    context.parent = parent
    context.frame = frame
    return context
  }

  /// The context of what is inside `parent`, a view of `size` at the place `path`: what the
  /// views around gave the scroll view above stays there.
  func context(inside parent: UIView, of size: CGSize, path: String, scrollAxis: Axis? = nil)
    -> Context
  {
    var context = self.context(in: parent, at: CGRect(origin: .zero, size: size))
    context.path = path
    context.scrollAxis = scrollAxis
    context.swiftUIInsets = .zero
    return context
  }

  /// The key of the next platform view of `kind` at the current place.
  private func nextKey(_ kind: String) -> String {
    let prefix = "\(self.context.path)/\(kind)"
    let count = self.counters[prefix, default: 0]
    self.counters[prefix] = count + 1
    return "\(prefix)\(count)"
  }

  /// Puts `view` in the current parent, at the current frame, after the views placed there
  /// before it in this update.
  private func place(_ view: UIView, key: String) {
    self.seen.insert(key)
    let parent = self.context.parent
    if view.superview !== parent {
      let index =
        self.placed[ObjectIdentifier(parent)].flatMap { last in
          parent.subviews.firstIndex { $0 === last }.map { $0 + 1 }
        } ?? parent.subviews.count
      parent.insertSubview(view, at: index)
    }
    if view.frame != self.context.frame {
      view.frame = self.context.frame
    }
    self.placed[ObjectIdentifier(parent)] = view
  }

  // MARK: - What the views render

  /// A representable's view: made once for its place, in a host of its own.
  func renderRepresentable<Representable: UIViewRepresentable>(
    _ representable: Representable, context: UIViewRepresentableContext<Representable>
  ) {
    let key = self.nextKey("representable")
    let entry: Entry
    if let kept = self.entries[key], let hosted = kept.hosted as? Representable.UIViewType {
      entry = kept
      // SwiftUI updates a representable only when its values changed, as it evaluates a view's
      // body ("SwiftUI … compares the view's value with its previous value", WWDC21 "Demystify
      // SwiftUI").
      if let last = self.lastRepresentables[key], StandInRenderer.sameInputs(last, representable) {
        self.skippedRepresentableUpdates += 1
      } else {
        representable.updateUIView(hosted, context: context)
      }
    } else {
      let hosted = representable.makeUIView(context: context)
      let host = StandInPlatformViewHost(frame: self.context.frame)
      hosted.frame = CGRect(origin: .zero, size: self.context.frame.size)
      host.addSubview(hosted)
      entry = Entry(
        view: host, hosted: hosted,
        dismantle: { Representable.dismantleUIView(hosted, coordinator: context.coordinator) })
      self.entries[key] = entry
      representable.updateUIView(hosted, context: context)
    }
    self.lastRepresentables[key] = representable
    self.place(entry.view, key: key)
    if let hosted = entry.hosted {
      hosted.frame = CGRect(origin: .zero, size: self.context.frame.size)
      self.nextRepresentableViews.append(hosted)
    }
  }

  /// The scroll view of a `List` or `Form`, its rows in cells, one above the other, 44 points
  /// tall.
  func renderList(rows: [any View], render: (any View) -> Void) {
    let key = self.nextKey("list")
    let made: any StandInSwiftUIScrollView
    switch (self.release, self.entries[key]?.view) {
    case (.unreadable, _):
      self.renderFlat(rows, key: key, render: render)
      return
    case (_, let kept as any StandInSwiftUIScrollView):
      made = kept
    case (.iOS15, _):
      made = StandInHostedTableView(frame: self.context.frame, style: .plain)
    default:
      made = StandInHostedCollectionView(frame: self.context.frame)
    }
    self.entries[key] = Entry(view: made, hosted: nil, dismantle: nil)
    self.setUp(made, key: key)
    let height = CGFloat(rows.count) * 44
    if let table = made as? UITableView {
      table.standInRows = [rows.count]
      table.reloadData()
    } else if let collection = made as? UICollectionView {
      collection.standInItems = [rows.count]
      if collection.contentSize.height != height {
        collection.contentSize = CGSize(width: self.context.frame.width, height: height)
      }
    }
    let width = self.context.frame.width
    for (index, row) in rows.enumerated() {
      let cellKey = "\(key)/cell\(index)"
      let cell = self.entries[cellKey]?.view ?? UIView()
      self.entries[cellKey] = Entry(view: cell, hosted: nil, dismantle: nil)
      let frame = CGRect(x: 0, y: CGFloat(index) * 44, width: width, height: 44)
      self.within(self.context(in: made, at: frame)) {
        self.place(cell, key: cellKey)
      }
      self.within(self.context(inside: cell, of: frame.size, path: cellKey)) {
        render(row)
      }
    }
  }

  /// The scroll view of a `ScrollView`, its content in a container inside it.
  func renderScrollView(axis: Axis, content: any View, render: (any View) -> Void) {
    let key = self.nextKey("scrollView")
    guard self.release != .unreadable else {
      self.renderFlat([content], key: key, render: render)
      return
    }
    let made =
      self.entries[key]?.view as? StandInHostedScrollView
      ?? StandInHostedScrollView(frame: self.context.frame)
    self.entries[key] = Entry(view: made, hosted: nil, dismantle: nil)
    self.setUp(made, key: key)
    let containerKey = "\(key)/content"
    let container = self.entries[containerKey]?.view ?? UIView()
    self.entries[containerKey] = Entry(view: container, hosted: nil, dismantle: nil)
    let viewport = self.context.frame.size
    let length = self.measure(content, along: axis)
    let size =
      axis == .vertical
      ? CGSize(width: viewport.width, height: length)
      : CGSize(width: length, height: viewport.height)
    self.within(self.context(in: made, at: CGRect(origin: .zero, size: size))) {
      self.place(container, key: containerKey)
    }
    if made.contentSize != size {
      made.contentSize = size
    }
    let inside = self.context(
      inside: container, of: size, path: containerKey, scrollAxis: axis)
    self.within(inside) {
      render(content)
    }
  }

  /// A release that draws the content without a scroll view: the rows in a plain view.
  private func renderFlat(_ rows: [any View], key: String, render: (any View) -> Void) {
    let view = self.entries[key]?.view ?? UIView()
    self.entries[key] = Entry(view: view, hosted: nil, dismantle: nil)
    self.place(view, key: key)
    var inside = self.context(in: view, at: CGRect(origin: .zero, size: self.context.frame.size))
    inside.path = key
    self.within(inside) {
      for row in rows {
        render(row)
      }
    }
  }

  /// Places a scroll view SwiftUI made and gives it what the views around say.
  ///
  /// A scroll view new in a window starts with its content at its top, under the bars: UIKit
  /// gives a scroll view whose inset adjusts to the safe area the offset of the adjusted inset's
  /// top as it first lays it out (`contentInsetAdjustmentBehavior`, UIScrollView.h).
  private func setUp(_ view: any StandInSwiftUIScrollView, key: String) {
    let isNew = view.superview == nil && view.window == nil && !self.madeBefore.contains(key)
    self.madeBefore.insert(key)
    self.place(view, key: key)
    view.standInInsetRule = self.insetRule
    if view.standInSwiftUIInsets != self.context.swiftUIInsets {
      view.standInSwiftUIInsets = self.context.swiftUIInsets
    }
    let listTakesRefreshable = view is UITableView || view is UICollectionView
    if let refresh = self.context.refresh, listTakesRefreshable || self.release != .iOS15 {
      let control = view.refreshControl ?? UIRefreshControl()
      control.standInAction = refresh
      if view.refreshControl == nil {
        view.refreshControl = control
      }
    } else if view.refreshControl != nil {
      view.refreshControl = nil
    }
    if isNew && view.window != nil {
      let inset = view.adjustedContentInset
      view.contentOffset = CGPoint(x: -inset.left, y: -inset.top)
    }
    self.nextScrollViews.append(view)
  }

  /// The length a scroll view's content takes along `axis`: its rows, 44 points tall (or 100
  /// wide), or as their frames say.
  func measure(_ content: any View, along axis: Axis) -> CGFloat {
    Self.length(of: content, along: axis)
  }

  /// The length of `view` along `axis` in a scroll view's content: its frame's, the sum of
  /// what it holds (a stack along the axis, a `ForEach`, a group), or a row's.
  static func length(of view: any View, along axis: Axis) -> CGFloat {
    if let fixed = Self.fixedLength(of: view, along: axis) {
      return fixed
    }
    if let stack = view as? any StandInStacked, stack.standInAxis == axis {
      return Self.length(of: stack.standInContent, along: axis)
    }
    if let children = view as? any StandInChildren {
      return children.standInChildren.reduce(0) { $0 + Self.length(of: $1, along: axis) }
    }
    return axis == .vertical ? 44 : 100
  }

  /// The views a stack or a list lays out one after the other.
  static func rows(of view: any View) -> [any View] {
    if let children = view as? any StandInChildren {
      return children.standInChildren.flatMap { Self.rows(of: $0) }
    }
    return [view]
  }

  /// The length a view's own frame gives it along `axis`, if it gives one.
  static func fixedLength(of view: any View, along axis: Axis) -> CGFloat? {
    guard let framed = view as? any StandInFramed else {
      return nil
    }
    return axis == .vertical ? framed.standInFrameHeight : framed.standInFrameWidth
  }

  /// A navigation container: its bar's height follows the first scroll view in it, as a large
  /// title does (``StandInLargeTitleBar``), with a search field under the title if `.searchable`
  /// is around.
  func renderNavigation(render: () -> Void) {
    let key = self.nextKey("navigation")
    let first = self.nextScrollViews.count
    let outerSearch = self.searchFieldRequested
    self.searchFieldRequested = false
    render()
    let searchable = self.searchFieldRequested
    self.searchFieldRequested = outerSearch
    self.seenBars.insert(key)
    guard self.bars[key] == nil, self.nextScrollViews.count > first else {
      return
    }
    let scrollView = self.nextScrollViews[first]
    // The bar shows expanded over a list at its top, with the search field under the title;
    // both collapse as the list scrolls up (the search field hides first on iOS 15).
    let expanded: CGFloat = 140 + (searchable ? 52 : 0)
    self.window.standInSafeAreaInsets.top = expanded
    self.bars[key] = StandInLargeTitleBar(
      window: self.window, scrollView: scrollView, collapsed: 96, expanded: expanded)
  }

  /// A tab view: the selected page in the window, the others kept out of it, over a tab bar.
  func renderTabs(pages: [any View], selected: Int, render: (any View) -> Void) {
    let key = self.nextKey("tabs")
    for (index, page) in pages.enumerated() {
      let pageKey = "\(key)/page\(index)"
      let container = self.entries[pageKey]?.view ?? UIView()
      self.entries[pageKey] = Entry(view: container, hosted: nil, dismantle: nil)
      self.seen.insert(pageKey)
      if index == selected {
        self.place(container, key: pageKey)
      } else if container.superview != nil {
        container.removeFromSuperview()
      }
      container.frame = self.context.frame
      var inside = self.context(
        in: container, at: CGRect(origin: .zero, size: self.context.frame.size))
      inside.path = pageKey
      self.within(inside) {
        render(page)
      }
    }
    let bottom: CGFloat = 34 + 49
    if self.window.standInSafeAreaInsets.bottom != bottom {
      self.window.standInSafeAreaInsets.bottom = bottom
    }
  }

  /// A sheet: its content in a container over the hosting view, 50 points from the top.
  func renderSheet(_ content: any View, render: (any View) -> Void) {
    let key = self.nextKey("sheet")
    let container = self.entries[key]?.view ?? UIView()
    self.entries[key] = Entry(view: container, hosted: nil, dismantle: nil)
    let frame = CGRect(
      x: 0, y: 50, width: self.window.frame.width, height: self.window.frame.height - 50)
    self.within(self.context(in: self.window, at: frame)) {
      self.place(container, key: key)
    }
    var inside = self.context(in: container, at: CGRect(origin: .zero, size: frame.size))
    inside.path = key
    self.within(inside) {
      render(content)
    }
  }
}

/// A view made of other views that stacks and lists lay out in turn (stand-in only).
@MainActor
protocol StandInChildren {
  /// The views, in order.
  var standInChildren: [any View] { get }
}

/// A stack: its axis and what it stacks (stand-in only).
@MainActor
protocol StandInStacked {
  /// The axis it stacks along.
  var standInAxis: Axis { get }
  /// What it stacks.
  var standInContent: any View { get }
}

/// A view whose frame gives it a length (stand-in only).
@MainActor
protocol StandInFramed {
  /// The frame's width, if given.
  var standInFrameWidth: CGFloat? { get }
  /// The frame's height, if given.
  var standInFrameHeight: CGFloat? { get }
}
#endif
