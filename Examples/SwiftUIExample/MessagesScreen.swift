import RefreshKitSwiftUI

/// Messages on a `ScrollView`: a loader of earlier ones at the top, and a footer of the app's own
/// view that loads newer ones and says when the newest is in.
struct MessagesScreen: View {
  @ObservedObject var feed: StoryFeed

  var body: some View {
    ScrollView {
      LazyVStack {
        ForEach(self.feed.stories) { story in
          Text(story.title)
        }
      }
    }
    .leadingLoader { await self.feed.reload() }
    .loadMoreFooter(height: 60, noMoreData: !self.feed.hasMore) {
      await self.feed.loadNextPage()
    } content: { phase in
      Text(phase.state == .noMoreData ? "You're all caught up" : "Loading newer messages…")
    }
  }
}
