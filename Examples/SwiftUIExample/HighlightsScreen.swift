import RefreshKitSwiftUI

/// The same feed on a `ScrollView` of a lazy stack, under a header drawn by the app's own view
/// (``PullIndicator``), with a carousel of highlights whose trailer opens them all.
struct HighlightsScreen: View {
  @ObservedObject var feed: StoryFeed

  var body: some View {
    ScrollView {
      LazyVStack {
        ScrollView(.horizontal) {
          LazyHStack {
            ForEach(self.feed.stories.prefix(5)) { story in
              Text(story.title).frame(width: 140, height: 100)
            }
          }
        }
        .refreshTrailer { await self.feed.openAllHighlights() }
        .frame(height: 100)
        ForEach(self.feed.stories) { story in
          Text(story.title)
        }
      }
    }
    .refreshHeader {
      await self.feed.reload()
    } content: { phase in
      PullIndicator(phase: phase)
    }
  }
}
