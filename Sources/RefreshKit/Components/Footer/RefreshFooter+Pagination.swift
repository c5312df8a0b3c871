extension RefreshFooter {
  /// Ends the current refresh as `pagination` says: with ``RefreshState/noMoreData`` when every
  /// item is loaded, otherwise back to idle, ready for the next page.
  ///
  /// - Parameter pagination: Where the list stands after the page that just loaded.
  public func endRefreshing(with pagination: RefreshPagination) {
    if pagination.isComplete {
      self.endRefreshingWithNoMoreData()
    } else if self.isRefreshing {
      self.endRefreshing()
    }
  }
}
