import Foundation

/// Runs a host's clock, on display frames and at wake-up dates.
///
/// On every display frame while it wants frames (a `TimelineView` with an animation schedule,
/// paused otherwise), and at the date of its next work while it wants none (one with an
/// explicit schedule). The clock runs in `onChange` of the timeline's date, after the update,
/// as SwiftUI allows state to change.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@MainActor
struct RefreshClockView: View {
  let host: SwiftUIRefreshHost
  /// Whether the clock wants frames, read in the update so that the timeline pauses and resumes.
  let wantsFrames: Bool
  /// When the clock next has work while it wants no frames.
  let wakeUp: Date?

  var body: some View {
    TimelineView(.animation(paused: !self.wantsFrames)) { context in
      Color.clear.onChange(of: context.date) { _, date in
        self.host.frame(at: date)
      }
    }
    TimelineView(.explicit(self.wakeUp.map { [$0] } ?? [])) { context in
      Color.clear.onChange(of: context.date) { _, date in
        self.host.frame(at: date)
      }
    }
  }
}
