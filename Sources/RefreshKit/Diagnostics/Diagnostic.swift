/// A report of bad input that RefreshKit refused or corrected instead of propagating it.
///
/// RefreshKit never lets NaN, infinity or a negative size reach a state, an inset, an offset or a
/// percent. It refuses or clamps the value, and sends a `Diagnostic` to ``Diagnostics`` so that
/// the mistake is visible:
///
/// ```
/// RefreshKit: ScrollModel.contentOffset: refused (x: nan, y: 0.0): numbers must be finite;
/// kept (x: 0.0, y: 0.0)
/// ```
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem this is.
  public let kind: DiagnosticKind

  /// The property or method that received the bad input, such as `ScrollModel.contentOffset`.
  public let subject: String

  /// What was wrong and what RefreshKit did about it.
  public let message: String

  /// Creates a diagnostic.
  ///
  /// - Parameters:
  ///   - kind: What kind of problem this is.
  ///   - subject: The property or method that received the bad input.
  ///   - message: What was wrong and what was done about it.
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

  /// A host's setup cannot work as asked: the message says what does not and how to fix it (an
  /// AppKit scroll view without a document view, or with one that is not flipped).
  case unsupportedSetup

  /// A one-shot completion can never run, because what it waited for will not happen: the
  /// completion of ``RefreshComponent/beginRefreshing(completion:)`` when the refresh ends, or
  /// its component is detached, before the refreshing action ran.
  case cancelledCompletion
}
