import Foundation
public import RefreshKit

/// The lines an example prints, each stamped with the clock's time.
@MainActor
public final class TranscriptLog {
  /// The clock whose time stamps the lines.
  public let clock: any AnimationClock

  /// The lines so far.
  public private(set) var lines: [String] = []

  /// Creates an empty log.
  ///
  /// - Parameter clock: The clock whose time stamps the lines.
  public init(clock: any AnimationClock) {
    self.clock = clock
  }

  /// Adds a line stamped with the time, such as ` 0.250 s  fetch page 1`.
  ///
  /// - Parameter text: The line.
  public func callAsFunction(_ text: String) {
    self.lines.append(String(format: "%6.3f s  ", self.clock.now) + text)
  }

  /// Adds a blank line and a heading line that starts with `# `.
  ///
  /// - Parameter text: The heading.
  public func note(_ text: String) {
    self.lines.append("")
    self.lines.append("# " + text)
  }
}
