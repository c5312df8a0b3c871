/// A report of bad input that RefreshKit refused or corrected instead of propagating it.
///
/// RefreshKit never lets NaN, infinity or a negative size reach a state, an inset, an offset or a
/// percent: it refuses or clamps the value and sends a `Diagnostic` to ``Diagnostics``.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem this is.
  public let kind: DiagnosticKind

  /// The property or method that received the bad input, such as `ScrollModel.contentOffset`.
  public let subject: String

  /// What was wrong and what RefreshKit did about it.
  public let message: String

  /// Creates a diagnostic.
  public init(kind: DiagnosticKind, subject: String, message: String) {
    self.kind = kind
    self.subject = subject
    self.message = message
  }

  /// The diagnostic as one line: `RefreshKit: <subject>: <message>`.
  public var description: String {
    "RefreshKit: \(self.subject): \(self.message)"
  }
}

/// What kind of problem a ``Diagnostic`` reports.
public enum DiagnosticKind: Sendable, Hashable, CaseIterable {
  /// A NaN or infinite number was refused; the previous value was kept.
  case nonFiniteValue

  /// A finite number beyond ``Diagnostics/geometryLimit`` was refused; the previous value was
  /// kept.
  case valueOutOfRange

  /// A negative size, height or duration was clamped to zero.
  case negativeValueClamped

  /// A call that makes no sense in the current state did nothing.
  case ignoredCall

  /// A host's setup cannot work as asked; the message says how to fix it.
  case unsupportedSetup

  /// A one-shot completion can never run, such as that of
  /// ``RefreshComponent/beginRefreshing(completion:)`` when the refresh ends before its action ran.
  case cancelledCompletion
}
