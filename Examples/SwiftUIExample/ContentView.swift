import RefreshKitSwiftUI

/// The app's three tabs over one feed, which the app owns.
///
/// On the main actor, as `View` is from the iOS 18 SDK on: the feed it makes is.
@MainActor
struct ContentView: View {
  @StateObject private var feed = StoryFeed()

  var body: some View {
    TabView {
      FeedScreen(feed: self.feed).tabItem { Text("Feed") }
      HighlightsScreen(feed: self.feed).tabItem { Text("Highlights") }
      MessagesScreen(feed: self.feed).tabItem { Text("Messages") }
    }
  }
}
