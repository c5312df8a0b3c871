/// Which rows or items of a list the user sees, as the host reports them to
/// ``ScrollModel/visibleItems``: the indices on screen and how many there are in all.
///
/// Loaders that preload by index (``AutoLoader/itemTriggerDistance``) read it.
///
/// ```swift
/// scroll.visibleItems = VisibleItems(range: first..<(last + 1), count: messages.count)
/// ```
public struct VisibleItems: Hashable, Sendable, Codable {
  /// The indices on screen, from the first visible item to the one after the last.
  public let range: Range<Int>

  /// How many items the list has.
  public let count: Int

  /// Creates a report; out-of-range values are brought into range.
  ///
  /// A negative count becomes 0 and the range is clamped to `0..<count`, so a stale range cannot
  /// point past the list.
  public init(range: Range<Int>, count: Int) {
    let count = max(count, 0)
    self.count = count
    self.range = range.clamped(to: 0..<count)
  }

  /// How many items come before the first visible one; `nil` when nothing is visible.
  public var itemsBefore: Int? {
    self.range.isEmpty ? nil : self.range.lowerBound
  }

  /// How many items come after the last visible one; `nil` when nothing is visible.
  public var itemsAfter: Int? {
    self.range.isEmpty ? nil : self.count - self.range.upperBound
  }
}
