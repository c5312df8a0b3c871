extension ScrollModel {
  /// The rules the loaders attached here follow (<doc:beyond-mjrefresh>).
  ///
  /// Until set, it is ``LoaderRules/cooperating`` while a component whose data a ``PagedFeed``
  /// owns is attached, ``LoaderRules/mjRefresh`` otherwise. A change applies from the next start
  /// or end of a refresh (a page under way goes on).
  public var loaderRules: LoaderRules {
    get {
      self.loaders.rules ?? (self.hasFeedOwnedComponent ? .cooperating : .mjRefresh)
    }
    set {
      self.loaders.rules = newValue
    }
  }

  /// What a refresh of the list (the header's) does to a page that is loading: ``loaderRules``'
  /// arbitration.
  ///
  /// Setting it keeps the fill rule of ``loaderRules``. A change applies from the next start or
  /// end of a refresh.
  public var loaderArbitration: LoaderArbitration {
    get { self.loaderRules.arbitration }
    set { self.loaderRules.arbitration = newValue }
  }

  /// A plain loop, read often: a closure passed to the standard library checks its executor.
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

  /// How many refreshes of the list have run their action here; it grows just before the
  /// header's action runs.
  ///
  /// A page loader notes it as its page starts (``RefreshComponent/refreshGeneration``) and
  /// drops the page if it has grown meanwhile, or if its task was cancelled
  /// (<doc:beyond-mjrefresh> shows how).
  public var loadGeneration: Int {
    self.loaders.generation
  }

  private static let pageSlots: [ScrollAttachmentSlot] = [.footer, .trailer, .leadingLoader]

  private var listLoader: RefreshComponent? {
    self.attachment(in: .header) as? RefreshComponent
  }

  func holdsBackPages(of component: RefreshComponent) -> Bool {
    guard self.loaderArbitration != .independent, self.loaders.listIsRefreshing,
      let slot = self.slot(of: component)
    else {
      return false
    }
    return Self.pageSlots.contains(slot)
  }

  func loadersDidChange() {
    self.loaders.listIsRefreshing = self.listLoader?.isRefreshing == true
  }

  /// With ``LoaderArbitration/refreshCancelsPage``, only pages it cannot cancel hold it back.
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

  private var isPageLoading: Bool {
    self.pageLoaders.contains { $0.state == .refreshing }
  }

  /// Allocates: read at a refresh's start and end, never per frame.
  private var pageLoaders: [RefreshComponent] {
    Self.pageSlots.compactMap { self.attachment(in: $0) as? RefreshComponent }
  }

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

  /// A page that starts while the list refreshes (attached or shown meanwhile) is cancelled too.
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

  private func askThePagesAgain() {
    for page in self.pageLoaders {
      page.listRefreshDidEnd()
    }
  }

  private func runTheRefreshWaitingForPages() {
    guard let list = self.listLoader, list.lifecycle.waitsForPages, !self.isPageLoading else {
      return
    }
    list.executeRefreshingCallback()
  }
}

extension RefreshComponent {
  /// A request the ``refreshingAction`` or ``delegate`` made is the app's and cannot be cancelled.
  fileprivate var canCancelItsRequest: Bool {
    self.state != .refreshing || !self.lifecycle.callbacksRan
      || (self.refreshingAction == nil && self.delegate == nil)
  }

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

  /// The failure shown, the failures in a row and a waiting retry belong to the old list.
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
