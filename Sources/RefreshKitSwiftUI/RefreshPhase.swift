public import Foundation

/// What a header or footer drawn by the app's own SwiftUI view shows: its state, how far it is
/// pulled, and how the last refresh went.
///
/// ```swift
/// List(model.items) { item in Text(item.title) }
///   .refreshHeader {
///     await model.reload()
///   } content: { phase in
///     Label(phase.isRefreshing ? "Loading" : "Pull", systemImage: "arrow.down")
///       .rotationEffect(.degrees(180 * min(phase.pullingPercent, 1)))
///   }
/// ```
///
/// The view is made again whenever the phase changes, so that it follows the finger as a
/// built-in header does.
public struct RefreshPhase: Sendable {
  /// The component's state.
  public var state: RefreshState

  /// How far it is pulled: 0 at rest, 1 at its trigger, more beyond.
  public var pullingPercent: CGFloat

  /// How the last refresh that ran the modifier's action went, or `nil` before the first one
  /// ended (a cancelled one does not count).
  public var lastResult: RefreshResult?

  /// A phase.
  ///
  /// - Parameters:
  ///   - state: The state.
  ///   - pullingPercent: How far it is pulled.
  ///   - lastResult: How the last refresh went.
  public init(state: RefreshState, pullingPercent: CGFloat, lastResult: RefreshResult? = nil) {
    self.state = state
    self.pullingPercent = pullingPercent
    self.lastResult = lastResult
  }

  /// Whether a refresh is under way, or waits for the view to show.
  public var isRefreshing: Bool {
    self.state.isRefreshing
  }
}
