// On the main actor as View is from the iOS 18 SDK on (`@MainActor @preconcurrency`), said here
// so that the modifiers are isolated alike whatever SDK builds them. No availability: the
// modifiers work from the package's floor, iOS 15, macOS 14, tvOS 15 and visionOS 1.
@MainActor
extension View {
  /// Puts a refresh header on the scroll view: `.refreshHeader { await model.reload() }`.
  ///
  /// The header (a `NormalHeader` unless you pass your own) runs `action` when it refreshes
  /// and ends the refresh when `action` returns, as `RefreshComponent/asyncRefreshingAction`
  /// does. It goes on a `List`, a `Form` or a `ScrollView`, on every release from iOS 15 and
  /// macOS 14, through the UIKit or AppKit binding on the scroll view behind the view
  /// (``RefreshPath``).
  ///
  /// With SwiftUI's `.refreshable` on the same view, the header is not attached (one pull
  /// never starts two refreshes) and a diagnostic says so.
  ///
  /// - Parameters:
  ///   - header: The header; a `NormalHeader` by default.
  ///   - action: The refresh.
  /// - Returns: The scroll view with the header.
  public func refreshHeader(
    _ header: @autoclosure @escaping @MainActor () -> RefreshHeader = NormalHeader(),
    action: @escaping @MainActor () async throws -> Void
  ) -> some View {
    self.attaching(header, in: \.header, action: action, named: "refreshHeader")
  }

  /// Puts a refresh header drawn by your own SwiftUI view on the scroll view.
  ///
  /// ```swift
  /// List(model.items) { item in Text(item.title) }
  ///   .refreshHeader {
  ///     await model.reload()
  ///   } content: { phase in
  ///     PullIndicator(progress: phase.pullingPercent, spinning: phase.isRefreshing)
  ///   }
  /// ```
  ///
  /// The header pulls, holds and ends as a `NormalHeader` does; your view gets the
  /// ``RefreshPhase`` (state, pull, last result) each time it changes, and draws at the
  /// header's frame, `height` points tall.
  ///
  /// - Parameters:
  ///   - height: The header's height; MJRefresh's 54 by default.
  ///   - action: The refresh.
  ///   - content: Your view of a phase.
  /// - Returns: The scroll view with the header.
  public func refreshHeader<Content: View>(
    height: CGFloat = RefreshMetrics.headerHeight,
    action: @escaping @MainActor () async throws -> Void,
    @ViewBuilder content: @escaping @MainActor (RefreshPhase) -> Content
  ) -> some View {
    self.attaching(
      { RefreshContentHeader(height: height) { AnyView(content($0)) } }, in: \.header,
      action: action, named: "refreshHeader")
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
      header, in: \.header, action: action, named: "refreshHeader",
      prepare: { $0.secondFloor = secondFloor }, floor: { AnyView(floor()) })
  }

  /// Puts a loader of earlier items at the top of the scroll view:
  /// `.leadingLoader { await chat.loadEarlierMessages() }`.
  ///
  /// The loader triggers as the top comes into view. SwiftUI keeps a scroll view's offset, not
  /// its rows, when rows are inserted above: scroll back to the row that showed
  /// (`ScrollViewReader`'s `scrollTo(_:anchor:)`) once the earlier page is in.
  ///
  /// - Parameters:
  ///   - loader: The loader; a `LeadingNormalLoader` by default.
  ///   - action: The load of the earlier page.
  /// - Returns: The scroll view with the loader.
  public func leadingLoader(
    _ loader: @autoclosure @escaping @MainActor () -> LeadingLoader = LeadingNormalLoader(),
    action: @escaping @MainActor () async throws -> Void
  ) -> some View {
    self.attaching(loader, in: \.leadingLoader, action: action, named: "leadingLoader")
  }

  /// Puts a load-more footer on the scroll view: `.loadMoreFooter { await model.loadNextPage() }`.
  ///
  /// Say when the last page is in with `noMoreData`, from your model:
  ///
  /// ```swift
  /// .loadMoreFooter(noMoreData: !model.hasMore) { await model.loadNextPage() }
  /// ```
  ///
  /// When it turns true, the footer ends in no more data (MJRefresh's
  /// `endRefreshingWithNoMoreData`) and loads nothing more: read as the load's action returns,
  /// so that the load that brought the last page ends straight in "No more data"; and at each
  /// update of the view. When it turns false, the footer is reset (`resetNoMoreData`). A footer
  /// you pass and call yourself works as in UIKit: the flag acts only when it changes.
  ///
  /// - Parameters:
  ///   - footer: The footer; an `AutoNormalFooter` by default.
  ///   - noMoreData: Whether the last page is in.
  ///   - action: The load.
  /// - Returns: The scroll view with the footer.
  public func loadMoreFooter(
    _ footer: @autoclosure @escaping @MainActor () -> RefreshFooter = AutoNormalFooter(),
    noMoreData: @autoclosure @escaping @MainActor () -> Bool = false,
    action: @escaping @MainActor () async throws -> Void
  ) -> some View {
    self.attaching(
      footer, in: \.footer, action: action, named: "loadMoreFooter", noMoreData: noMoreData)
  }

  /// Puts a load-more footer drawn by your own SwiftUI view on the scroll view.
  ///
  /// ```swift
  /// List(model.items) { item in Text(item.title) }
  ///   .loadMoreFooter {
  ///     await model.loadNextPage()
  ///   } content: { phase in
  ///     Text(phase.state == .noMoreData ? "That's all" : "Loading…")
  ///   }
  /// ```
  ///
  /// The footer loads as an `AutoNormalFooter` does, as the end of the content comes into
  /// view; your view gets the ``RefreshPhase`` each time it changes, `height` points tall.
  ///
  /// - Parameters:
  ///   - height: The footer's height; MJRefresh's 44 by default.
  ///   - noMoreData: Whether the last page is in: the footer ends in no more data when it turns
  ///     true (read as the load returns, and at each update), and is reset when it turns false.
  ///   - action: The load.
  ///   - content: Your view of a phase.
  /// - Returns: The scroll view with the footer.
  public func loadMoreFooter<Content: View>(
    height: CGFloat = RefreshMetrics.footerHeight,
    noMoreData: @autoclosure @escaping @MainActor () -> Bool = false,
    action: @escaping @MainActor () async throws -> Void,
    @ViewBuilder content: @escaping @MainActor (RefreshPhase) -> Content
  ) -> some View {
    self.attaching(
      { RefreshContentFooter(height: height) { AnyView(content($0)) } }, in: \.footer,
      action: action, named: "loadMoreFooter", noMoreData: noMoreData)
  }

  /// Puts a trailer on a horizontal scroll view: pulled past the trailing end and released, it
  /// runs `action` ("view details"), as MJRefresh's `mj_trailer` does.
  ///
  /// ```swift
  /// ScrollView(.horizontal) { LazyHStack { cards } }
  ///   .refreshTrailer { await model.openDetails() }
  /// ```
  ///
  /// - Parameters:
  ///   - trailer: The trailer; a `NormalTrailer` by default.
  ///   - action: What the trailer runs.
  /// - Returns: The scroll view with the trailer.
  public func refreshTrailer(
    _ trailer: @autoclosure @escaping @MainActor () -> RefreshTrailer = NormalTrailer(),
    action: @escaping @MainActor () async throws -> Void
  ) -> some View {
    self.attaching(trailer, in: \.trailer, action: action, named: "refreshTrailer")
  }

  /// Attaches the component `make` makes, once, in `slot` of the scroll view behind this view,
  /// and gives it the newest `action` each time SwiftUI makes the view again.
  private func attaching<Component: RefreshComponent>(
    _ make: @escaping @MainActor () -> Component,
    in slot: ReferenceWritableKeyPath<ScrollModel, Component?>,
    action: @escaping @MainActor () async throws -> Void,
    named modifier: String,
    prepare: @escaping @MainActor (Component) -> Void = { _ in },
    floor: (@MainActor () -> AnyView)? = nil,
    noMoreData: (@MainActor () -> Bool)? = nil
  ) -> some View {
    self.modifier(
      PlatformRefreshModifier(
        make: make, slot: slot, action: action, prepare: prepare, floor: floor,
        viewDescription: ".\(modifier) on \(Self.refreshedViewName)", noMoreData: noMoreData))
  }

  /// The view's type as the app wrote it, without the refresh modifiers around it: what
  /// diagnostics call the view (`List<Never, ForEach<…>>`).
  private static var refreshedViewName: String {
    var name = String(describing: Self.self)
    let prefix = "ModifiedContent<"
    while name.hasPrefix(prefix), name.hasSuffix(">>"),
      let modifier = name.range(of: ", PlatformRefreshModifier<", options: .backwards)
    {
      name = String(name[prefix.endIndex..<modifier.lowerBound])
    }
    return name
  }
}
