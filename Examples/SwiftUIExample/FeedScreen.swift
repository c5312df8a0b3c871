import RefreshKitSwiftUI

/// The feed as a `List`, MJRefresh's header and footer on it: no availability check, from
/// iOS 15.
///
/// The footer ends in "No more data" once the feed says it has no more, and is reset when
/// a pull to refresh brings more back. A longer pull opens the header's second floor.
struct FeedScreen: View {
  @ObservedObject var feed: StoryFeed

  var body: some View {
    NavigationView {
      List(self.feed.stories) { story in
        Text(story.title)
      }
      .refreshHeader(secondFloor: SecondFloor()) {
        await self.feed.reload()
      } floor: {
        Text("Today's picks")
      }
      .loadMoreFooter(noMoreData: !self.feed.hasMore) { await self.feed.loadNextPage() }
      .navigationTitle("Stories")
    }
  }
}
