/// Values made where the optimizer cannot follow them.
enum Opaque {
  /// `count` closures that add their argument to ``Sink``, behind a call that is not inlined.
  @inline(never)
  static func closures(_ count: Int) -> [(Int) -> Void] {
    let sink = Sink.shared
    return (0..<count).map { _ in { sink.take($0) } }
  }
}
