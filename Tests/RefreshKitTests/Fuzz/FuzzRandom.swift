/// A small, fast, seeded generator (SplitMix64), so that a trace is the same on every machine
/// and every Swift version: `SystemRandomNumberGenerator` cannot be seeded, and the standard
/// library's algorithms for `random(in:)` may change.
struct FuzzRandom {
  private var state: UInt64

  init(seed: UInt64) {
    self.state = seed
  }

  mutating func next() -> UInt64 {
    self.state &+= 0x9E37_79B9_7F4A_7C15
    var z = self.state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound`.
  mutating func below(_ bound: Int) -> Int {
    Int(self.next() % UInt64(max(bound, 1)))
  }

  /// One of `choices`.
  mutating func pick<T>(_ choices: [T]) -> T {
    choices[self.below(choices.count)]
  }

  /// `true` with probability `percent` / 100.
  mutating func chance(_ percent: Int) -> Bool {
    self.below(100) < percent
  }
}
