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

  /// A one-shot completion can never run, because what it waited for will not happen: the
  /// completion of ``RefreshComponent/beginRefreshing(completion:)`` when the refresh ends, or
  /// its component is detached, before the refreshing action ran.
  case cancelledCompletion
}
