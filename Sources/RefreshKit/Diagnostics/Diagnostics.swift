public import Foundation

/// Where RefreshKit reports bad input it refused or corrected.
///
/// By default every ``Diagnostic`` is written to standard error. An app can route them to its
/// own logger for the whole process with ``handler``; a test can collect the diagnostics of one
/// operation with ``collect(during:)`` or `withHandler(_:operation:)` (synchronous or `async`),
/// which are scoped to the current task and therefore safe when tests run in parallel:
///
/// ```swift
/// let (_, diagnostics) = Diagnostics.collect {
///   scroll.contentOffset = CGPoint(x: .nan, y: 0)
/// }
/// // diagnostics: one .nonFiniteValue; the offset did not change
/// ```
public enum Diagnostics {
  /// A function that receives diagnostics.
  public typealias Handler = @Sendable (Diagnostic) -> Void

  /// The largest magnitude, in points, that RefreshKit accepts for a coordinate, size or inset: a
  /// million times the height of any display.
  ///
  /// Larger finite numbers are refused as ``DiagnosticKind/valueOutOfRange``, so that sums of
  /// geometry can never overflow to infinity.
  public static let geometryLimit: CGFloat = 1e12

  /// The longest delay, in seconds, that RefreshKit accepts: one day.
  ///
  /// Longer ones are clamped to it.
  public static let durationLimit: TimeInterval = 86_400

  /// The longest animation, in seconds, that RefreshKit accepts: one minute, 3,600 frames.
  ///
  /// Longer ones are clamped to it: an animation that long is a mistake, and a day of frames
  /// would keep a ``ManualAnimationClock`` busy for five million steps.
  public static let animationDurationLimit: TimeInterval = 60

  /// Writes a diagnostic to standard error, as one line.
  public static let standardError: Handler = { diagnostic in
    FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
  }

  /// Ignores diagnostics.
  public static let ignore: Handler = { _ in }

  // The task-local value spelled out, not with the `@TaskLocal` macro: SDKs before Xcode 16 (the
  // iOS 17 SDK and older) have `TaskLocal` as a property wrapper, whose static storage Swift 6
  // refuses as shared mutable state.
  private static let scopedHandler = TaskLocal<Handler?>(wrappedValue: nil)

  private static let processHandler = LockedValue<Handler>(Diagnostics.standardError)

  /// The handler for the whole process, used wherever no `withHandler(_:operation:)` scope is
  /// active.
  ///
  /// Defaults to ``standardError``.
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
  ///
  /// - Parameters:
  ///   - handler: Receives the diagnostics reported during `operation`.
  ///   - operation: The work to run.
  /// - Returns: What `operation` returns.
  /// - Throws: What `operation` throws.
  public static func withHandler<Result>(
    _ handler: @escaping Handler,
    operation: () throws -> Result
  ) rethrows -> Result {
    try scopedHandler.withValue(handler, operation: operation)
  }

  /// Runs the asynchronous `operation` with diagnostics reported on its task, and on the tasks
  /// it starts, sent to `handler` instead of the process-wide ``handler``: a test framework's
  /// scope around each test, for example.
  ///
  /// - Parameters:
  ///   - handler: Receives the diagnostics reported during `operation`.
  ///   - operation: The work to run.
  /// - Returns: What `operation` returns.
  /// - Throws: What `operation` throws.
  public static func withHandler<Result>(
    _ handler: @escaping Handler,
    operation: () async throws -> Result
  ) async rethrows -> Result {
    try await scopedHandler.withValue(handler, operation: operation)
  }

  /// Runs `operation` and returns what it returns together with the diagnostics it reported on
  /// this task, instead of sending them to the process-wide ``handler``.
  ///
  /// - Parameter operation: The work to run.
  /// - Returns: The operation's result and its diagnostics, in the order they were reported.
  /// - Throws: What `operation` throws.
  public static func collect<Result>(
    during operation: () throws -> Result
  ) rethrows -> (result: Result, diagnostics: [Diagnostic]) {
    let log = LockedValue<[Diagnostic]>([])
    let handler: Handler = { diagnostic in log.mutate { $0.append(diagnostic) } }
    let result = try withHandler(handler, operation: operation)
    return (result, log.value)
  }

  /// Reports a diagnostic to the current handler.
  ///
  /// - Parameter diagnostic: The problem to report.
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

  /// Reports a call that was ignored, when there is something to say.
  ///
  /// `message` is `nil` for a call ignored silently (a second `beginRefreshing()` while
  /// refreshing); the subject is made only when there is a message.
  static func reportIgnoredCall(_ subject: @autoclosure () -> String, _ message: String?) {
    if let message {
      report(.ignoredCall, subject(), message)
    }
  }
}
