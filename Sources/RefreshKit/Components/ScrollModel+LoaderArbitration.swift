extension ScrollModel {
  /// The rules the loaders attached here follow: MJRefresh's (``LoaderRules/mjRefresh``, the
  /// default) or RefreshKit's cooperating ones (``LoaderRules/cooperating``).
  ///
  /// Until the app sets it, it is ``LoaderRules/cooperating`` while a component whose data a
  /// ``PagedFeed`` owns is attached, and ``LoaderRules/mjRefresh`` otherwise: a port of an
  /// MJRefresh app behaves as MJRefresh did until it asks for more. Once set, it stays as set.
  ///
  /// Changing it applies from the next start or end of a refresh (a page under way goes on) and
  /// from the next time the fill rule is asked.
  public var loaderRules: LoaderRules {
    get {
      self.loaders.rules ?? (self.hasFeedOwnedComponent ? .cooperating : .mjRefresh)
    }
    set {
      self.loaders.rules = newValue
    }
  }

  /// How the refresh components attached here take turns: ``loaderRules``' arbitration.
  ///
  /// It says what a refresh of the list (the header's) does to a page that is loading (the
  /// footer's, the trailer's or the leading loader's). ``LoaderArbitration/independent`` by
  /// default, as in MJRefresh; ``LoaderArbitration/refreshCancelsPage`` with
  /// ``LoaderRules/cooperating``. Setting it sets ``loaderRules``, keeping its fill rule.
  ///
  /// Changing it applies from the next start or end of a refresh: a page under way goes on.
  public var loaderArbitration: LoaderArbitration {
    get { self.loaderRules.arbitration }
    set { self.loaderRules.arbitration = newValue }
  }

  /// Whether a component whose data a ``PagedFeed`` owns is attached here.
  ///
  /// Read at every start and end of a refresh and at every crossing of a trigger, so it is a
  /// plain loop: a closure given to the standard library from main-actor code checks its
  /// executor at every call (the standard library is not built in Swift 6 mode), about 220
  /// instructions, and a list of slots built here would be an allocation.
  private var hasFeedOwnedComponent: Bool {
    for record in self.attachmentRecords {
      switch record.slot {
      case .header, .footer, .trailer, .leadingLoader:
        if (record.attachment as? RefreshComponent)?.isOwnedByFeed == true {
          return true
        }
      default:
        continue
      }
    }
    return false
  }

  /// The load generation: how many refreshes of the list have run their action here.
  ///
  /// It grows just before the header's action runs.
  ///
  /// A page loader notes it as its page starts (``RefreshComponent/refreshGeneration``) and
  /// drops the page if it has grown when the page arrives: the page belongs to the old list,
  /// whatever the arbitration. A page whose task was cancelled is dropped as well: it may
  /// answer after the loader began the new list's next page, with the generations equal again.
  ///
  /// ```swift
  /// footer.asyncRefreshingAction = { [weak footer, weak scroll] in
  ///   let page = try await api.page(after: feed.cursor)
  ///   guard !Task.isCancelled, scroll?.loadGeneration == footer?.refreshGeneration else {
  ///     return  // cancelled, or the list was refreshed
  ///   }
  ///   feed.append(page)
  /// }
  /// ```
  public var loadGeneration: Int {
    self.loaders.generation
  }

  /// The slots whose components load pages of the list.
  private static let pageSlots: [ScrollAttachmentSlot] = [.footer, .trailer, .leadingLoader]

  /// Whether `component` loads pages of the list here.
  private func isPageLoader(_ component: RefreshComponent) -> Bool {
    guard let slot = self.slot(of: component) else {
      return false
    }
    return Self.pageSlots.contains(slot)
  }

  /// The component that refreshes the list, if one is attached.
  private var listLoader: RefreshComponent? {
    self.attachment(in: .header) as? RefreshComponent
  }

  /// Whether a page of `component` may not start now: it loads pages, the list refreshes (or
  /// waits to), and the loaders take turns.
  func holdsBackPages(of component: RefreshComponent) -> Bool {
    self.loaderArbitration != .independent && self.loaders.listIsRefreshing
      && self.isPageLoader(component)
  }

  /// A loader attached here started or ended a refresh, or one came or went: notes whether
  /// the list refreshes.
  func loadersDidChange() {
    let isRefreshing = self.listLoader?.isRefreshing == true
    if isRefreshing != self.loaders.listIsRefreshing {
      self.loaders.listIsRefreshing = isRefreshing
    }
  }

  /// Whether the refresh of `component` waits to run its action: it refreshes the list, which
  /// waits for the pages loading, or, with ``LoaderArbitration/refreshCancelsPage``, for those
  /// whose request cannot be cancelled.
  func holdsBackTheRefresh(of component: RefreshComponent) -> Bool {
    guard self.listLoader === component else {
      return false
    }
    switch self.loaderArbitration {
    case .refreshWaitsForPage:
      return self.isPageLoading
    case .refreshCancelsPage:
      return self.pageLoaders.contains { $0.state == .refreshing && !$0.canCancelItsRequest }
    case .independent:
      return false
    }
  }

  /// Whether a page loader is refreshing, its page under way.
  private var isPageLoading: Bool {
    self.pageLoaders.contains { $0.state == .refreshing }
  }

  /// The page loaders attached, in slot order: read at a refresh's start and end, never per
  /// frame.
  private var pageLoaders: [RefreshComponent] {
    Self.pageSlots.compactMap { self.attachment(in: $0) as? RefreshComponent }
  }

  /// The refresh of `component` is about to run its action: if it refreshes the list, a new
  /// generation starts, and the page loaders drop what they kept from the old list.
  func refreshWillRun(_ component: RefreshComponent) {
    guard self.listLoader === component else {
      return
    }
    self.loaders.generation += 1
    guard self.loaderArbitration != .independent else {
      return
    }
    for page in self.pageLoaders {
      page.dropTheOldList()
    }
  }

  /// A refresh of `component` started or ended, and its change is published.
  ///
  /// The list's start cancels the pages under way (with ``LoaderArbitration/refreshCancelsPage``)
  /// or waiting to be seen; a page that starts while the list refreshes is cancelled as well
  /// (attached or shown meanwhile); a page's end runs the list's refresh that waited for it;
  /// the list's end lets the page loaders' rules ask again for what they were refused, or,
  /// with loaders that do not take turns, for the new list.
  func loaderDidChange(_ component: RefreshComponent, started: Bool) {
    if !started && self.listLoader === component {
      self.askThePagesAgain()
      return
    }
    guard self.loaderArbitration != .independent else {
      return
    }
    if !started {
      self.runTheRefreshWaitingForPages()
    } else if self.listLoader === component {
      let cancelsLoading = self.loaderArbitration == .refreshCancelsPage
      for page in self.pageLoaders {
        // A request the app made itself goes on: the list's action waits for it instead.
        page.supersede(cancellingALoadingPage: cancelsLoading && page.canCancelItsRequest)
      }
    } else if self.holdsBackPages(of: component) {
      component.supersede(cancellingALoadingPage: true)
    }
  }

  /// A refresh component left this scroll model: a refresh of the list it held back runs, and
  /// the page loaders (held back, or with a new list) may ask again.
  func loaderDidLeave() {
    self.loadersDidChange()
    if !self.loaders.listIsRefreshing {
      self.askThePagesAgain()
    }
    guard self.loaderArbitration != .independent else {
      return
    }
    self.runTheRefreshWaitingForPages()
  }

  /// The list's refresh ended, or no list refreshes any more: the page loaders' rules ask
  /// again for what they were refused, or for the new list.
  private func askThePagesAgain() {
    for page in self.pageLoaders {
      page.listRefreshDidEnd()
    }
  }

  /// Runs the list's refresh that waited for the pages, once none is loading.
  private func runTheRefreshWaitingForPages() {
    guard let list = self.listLoader, list.waitsForPages, !self.isPageLoading else {
      return
    }
    list.executeRefreshingCallback()
  }
}

extension RefreshComponent {
  /// Whether ending the refresh under way cancels everything it asked for.
  ///
  /// It does if its callbacks have not run yet, or none but an ``asyncRefreshingAction``, whose
  /// task the end cancels. A request that the ``refreshingAction`` or the ``delegate`` made is
  /// the app's: RefreshKit cannot cancel it, only wait for the app's end.
  fileprivate var canCancelItsRequest: Bool {
    guard self.state == .refreshing, self.refreshCallbacksRan else {
      return true
    }
    return self.refreshingAction == nil && self.delegate == nil
  }

  /// The list's refresh began: a pull of a page ends, and a page of the old list goes.
  ///
  /// A pull goes back to idle; a page that waits to be seen goes, and one that loads if
  /// `cancels`: its task is cancelled, and the loader returns to idle, with no result. An end
  /// the app asked for, held for the minimum duration, applies instead: the page was loaded.
  fileprivate func supersede(cancellingALoadingPage cancels: Bool) {
    if self.state == .pulling {
      self.letGo(.superseded)  // it may not start until the list is loaded
      return
    }
    guard self.state == .willRefresh || (cancels && self.state == .refreshing) else {
      return
    }
    self.change(.stop(.superseded))  // an end the app asked for, held, applies instead
  }

  /// A new generation started: the failure shown, the failures in a row and a retry waiting
  /// belong to the old list.
  fileprivate func dropTheOldList() {
    guard !self.isRefreshing else {
      return  // a page under way keeps its own
    }
    self.cancelDropped(self.send(.forgetFailures))
    if self.state == .idle && self.displayedResult != nil {
      self.clearResult()
    }
  }
}
