import RefreshKitSwiftUI

/// A header of the app's own: an arrow that turns as the user pulls, and a caption for each
/// phase, the last refresh's result included.
struct PullIndicator: View {
  let phase: RefreshPhase

  var body: some View {
    HStack {
      Image(systemName: "arrow.down")
        .rotationEffect(.degrees(180 * Double(min(self.phase.pullingPercent, 1))))
      Text(self.caption)
    }
  }

  /// What the caption says.
  var caption: String {
    switch (self.phase.state, self.phase.lastResult) {
    case (.refreshing, _), (.willRefresh, _): "Loading stories…"
    case (.pulling, _): "Release to load"
    case (_, .failure?): "Couldn't load. Pull to try again"
    case (_, .success?): "Up to date"
    default: "Pull for new stories"
    }
  }
}
