import Foundation
public import RefreshKit

/// The diagnostics an asynchronous operation reports, on its task and the tasks it starts:
/// `Diagnostics.collect` for work that awaits (a lookup that runs on the main actor's next turn).
public final class DiagnosticLog: @unchecked Sendable {  // its array is guarded by the lock
  private let lock = NSLock()
  private var diagnostics: [Diagnostic] = []

  /// An empty log.
  public init() {}

  /// The diagnostics reported so far, in order.
  public var all: [Diagnostic] {
    self.lock.withLock { self.diagnostics }
  }

  /// The messages reported so far, in order.
  public var messages: [String] {
    self.all.map(\.message)
  }

  /// Runs `operation` on the main actor with its diagnostics, and those of the tasks it
  /// starts, sent to this log.
  ///
  /// - Parameter operation: The work to run.
  /// - Returns: What `operation` returns.
  /// - Throws: What `operation` throws.
  public func record<Result: Sendable>(
    _ operation: @escaping @Sendable @MainActor () async throws -> Result
  ) async throws -> Result {
    try await Diagnostics.withHandler(
      { diagnostic in self.lock.withLock { self.diagnostics.append(diagnostic) } },
      operation: { try await operation() })
  }
}
