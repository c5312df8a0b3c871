public import Foundation

/// Where RefreshKit reports bad input it refused or corrected.
///
/// By default every ``Diagnostic`` is written to standard error; an app can route them with
/// ``handler``. ``collect(during:)`` and `withHandler(_:operation:)` are scoped to the current
/// task, so tests running in parallel can each collect their own:
///
/// ```swift
/// let (_, diagnostics) = Diagnostics.collect {
///   scroll.contentOffset = CGPoint(x: .nan, y: 0)
/// }
/// ```
public enum Diagnostics {
  /// A function that receives diagnostics.
  public typealias Handler = @Sendable (Diagnostic) -> Void

  /// The largest magnitude, in points, that RefreshKit accepts for a coordinate, size or inset.
  ///
  /// Larger finite numbers are refused as ``DiagnosticKind/valueOutOfRange``, so that sums of
  /// geometry can never overflow to infinity.
  public static let geometryLimit: CGFloat = 1e12

  /// The longest delay, in seconds, that RefreshKit accepts: one day; longer ones are clamped.
  public static let durationLimit: TimeInterval = 86_400

  /// The longest animation, in seconds, that RefreshKit accepts: one minute; longer ones are
  /// clamped.
  public static let animationDurationLimit: TimeInterval = 60

  /// Writes a diagnostic to standard error, as one line.
  public static let standardError: Handler = { diagnostic in
    FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
  }

  /// Ignores diagnostics.
  public static let ignore: Handler = { _ in }

  // Not `@TaskLocal`: SDKs before Xcode 16 make it a property wrapper that Swift 6 refuses.
  private static let scopedHandler = TaskLocal<Handler?>(wrappedValue: nil)

  private static let processHandler = LockedValue<Handler>(Diagnostics.standardError)

  /// The handler for the whole process, used wherever no `withHandler(_:operation:)` scope is
  /// active; defaults to ``standardError``.
  public static var handler: Handler {
    get {
      processHandler.value
    }
    set {
      processHandler.value = newValue
    }
  }

  /// Sends the diagnostics reported by `operation`, on this task, to `handler` instead of the
  /// process-wide ``handler``.
  public static func withHandler<Result>(
    _ handler: @escaping Handler,
    operation: () throws -> Result
  ) rethrows -> Result {
    try scopedHandler.withValue(handler, operation: operation)
  }

  /// Sends the diagnostics reported by the asynchronous `operation`, on its task and the tasks it
  /// starts, to `handler` instead of the process-wide ``handler``.
  public static func withHandler<Result>(
    _ handler: @escaping Handler,
    operation: () async throws -> Result
  ) async rethrows -> Result {
    try await scopedHandler.withValue(handler, operation: operation)
  }

  /// Runs `operation` and returns its result with the diagnostics it reported on this task, in
  /// order, instead of sending them to the process-wide ``handler``.
  public static func collect<Result>(
    during operation: () throws -> Result
  ) rethrows -> (result: Result, diagnostics: [Diagnostic]) {
    let log = LockedValue<[Diagnostic]>([])
    let handler: Handler = { diagnostic in log.mutate { $0.append(diagnostic) } }
    let result = try withHandler(handler, operation: operation)
    return (result, log.value)
  }

  /// Reports a diagnostic to the current handler.
  public static func report(_ diagnostic: Diagnostic) {
    (scopedHandler.get() ?? processHandler.value)(diagnostic)
  }

  /// Reports a diagnostic to the current handler.
  ///
  /// - Parameters:
  ///   - kind: What kind of problem this is.
  ///   - subject: The property or method that received the bad input.
  ///   - message: What was wrong and what was done about it.
  public static func report(_ kind: DiagnosticKind, _ subject: String, _ message: String) {
    report(Diagnostic(kind: kind, subject: subject, message: message))
  }

  /// A `nil` message means the call is ignored silently; the subject is made only for a message.
  static func reportIgnoredCall(_ subject: @autoclosure () -> String, _ message: String?) {
    if let message {
      report(.ignoredCall, subject(), message)
    }
  }
}
