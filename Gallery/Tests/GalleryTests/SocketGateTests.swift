import GalleryCore
import Testing

@testable import GalleryServer

extension GalleryTests {
  /// The gate a socket's messages pass before they reach the main actor: the verdicts for what a
  /// tab sends, as a table.
  @Suite struct SocketGateTests {
    /// A message sent a number of times at one instant, and what the gate says to each.
    struct Row: Sendable, CustomTestStringConvertible {
      let label: String
      /// The shared budget's rate (and burst); 0 leaves it a single message.
      let shared: Double
      /// Messages, each sent `count` times at `time`.
      let sends: [(text: String?, count: Int, time: Double)]
      /// The verdicts in order, runs of one verdict written as one entry with its count.
      let verdicts: [(SocketGate.Verdict, Int)]
      var testDescription: String { self.label }
    }

    nonisolated static let wheel = #"{"type":"wheel","dx":0,"dy":1,"t":1}"#
    nonisolated static let up = #"{"type":"pointer","phase":"up","x":1,"y":1,"t":1,"id":1}"#

    nonisolated static let rows: [Row] = [
      Row(
        label: "a burst of 480 is read whole; the 481st is dropped", shared: 3000,
        sends: [(wheel, 481, 0)], verdicts: [(.read, 480), (.drop, 1)]),
      Row(
        label: "binary messages count as any other", shared: 3000,
        sends: [(nil, 481, 0)], verdicts: [(.read, 480), (.drop, 1)]),
      Row(
        label: "a gesture's end over the limit is read from its reserve", shared: 3000,
        sends: [(wheel, 481, 0), (up, 1, 0)], verdicts: [(.read, 480), (.drop, 1), (.read, 1)]),
      Row(
        label: "with the shared budget spent, a tab still has its own share", shared: 0,
        sends: [(wheel, 11, 0)], verdicts: [(.read, 10), (.drop, 1)]),
      Row(
        label: "its share refills: 90 a second", shared: 0,
        sends: [(wheel, 10, 0), (wheel, 10, 0.1)], verdicts: [(.read, 10), (.read, 9), (.drop, 1)]),
      Row(
        label: "the 64th drop without a second's pause closes the socket", shared: 0,
        sends: [(wheel, 74, 0)], verdicts: [(.read, 10), (.drop, 63), (.close, 1)]),
      Row(
        label: "a second without a drop starts the count again", shared: 0,
        sends: [(wheel, 60, 0), (wheel, 60, 1.5)],
        verdicts: [(.read, 10), (.drop, 50), (.read, 9), (.drop, 51)]),
    ]

    @Test(arguments: rows)
    func verdicts(row: Row) {
      var gate = SocketGate(
        limits: GalleryLimits(), serverLimits: GalleryServerLimits(),
        shared: SharedMessageBudget(rate: row.shared))
      var said: [SocketGate.Verdict] = []
      for send in row.sends {
        for _ in 0..<send.count {
          said.append(gate.admit(send.text, at: send.time))
        }
      }
      let expected = row.verdicts.flatMap { Array(repeating: $0.0, count: $0.1) }
      #expect(said == expected)
    }
  }
}
