import Testing

@testable import GalleryCore

extension GalleryTests {
  /// What the session reads from the page, and the errors it names for everything else.
  @Suite struct GalleryProtocolTests {
    @Test(
      "valid messages decode",
      arguments: [
        (#"{"type":"open","scenario":"header-gif"}"#, ClientMessage.open(scenario: "header-gif")),
        (
          #"{"type":"pointer","phase":"move","x":10.5,"y":-3,"t":1234.5,"id":7}"#,
          .pointer(PointerEvent(phase: .move, x: 10.5, y: -3, t: 1234.5, id: 7))
        ),
        (
          #"{"type":"pointer","phase":"down","x":1,"y":2,"t":3}"#,
          .pointer(PointerEvent(phase: .down, x: 1, y: 2, t: 3, id: 1))
        ),
        (#"{"type":"wheel","dx":0,"dy":-40,"t":9}"#, .wheel(WheelEvent(dx: 0, dy: -40, t: 9))),
        (#"{"type":"set","control":"language","value":"pt-BR"}"#, .set(.language("pt-BR"))),
        (#"{"type":"set","control":"loadTime","value":2.5}"#, .set(.loadTime(2.5))),
        (#"{"type":"set","control":"failure","value":true}"#, .set(.failure(true))),
        (#"{"type":"set","control":"animations","value":false}"#, .set(.animations(false))),
        (#"{"type":"action","name":"resetNoMoreData"}"#, .action(.resetNoMoreData)),
      ])
    func decodes(text: String, expected: ClientMessage) throws {
      #expect(try ClientMessage.decode(text) == expected)
    }

    @Test(
      "broken messages are refused with the code that says why",
      arguments: [
        ("not json", GalleryError.Code.malformed),
        ("[1,2]", .malformed),
        ("", .malformed),
        (#"{"kind":"open"}"#, .badValue),
        (#"{"type":7}"#, .badValue),
        (#"{"type":"teleport"}"#, .unknownType),
        (#"{"type":"open"}"#, .badValue),
        (#"{"type":"pointer","phase":"hover","x":1,"y":2,"t":3}"#, .badValue),
        (#"{"type":"pointer","phase":"down","x":"1","y":2,"t":3}"#, .badValue),
        (#"{"type":"pointer","phase":"down","x":true,"y":2,"t":3}"#, .badValue),
        (#"{"type":"pointer","phase":"down","x":1e12,"y":2,"t":3}"#, .badValue),
        (#"{"type":"wheel","dx":1,"t":3}"#, .badValue),
        (#"{"type":"set","control":"language","value":"xx"}"#, .badValue),
        (#"{"type":"set","control":"loadTime","value":-1}"#, .badValue),
        (#"{"type":"set","control":"loadTime","value":11}"#, .badValue),
        (#"{"type":"set","control":"failure","value":1}"#, .badValue),
        (#"{"type":"set","control":"gravity","value":1}"#, .badValue),
        (#"{"type":"action","name":"explode"}"#, .badValue),
      ])
    func refuses(text: String, code: GalleryError.Code) {
      #expect(throws: GalleryError.self) { try ClientMessage.decode(text) }
      do {
        _ = try ClientMessage.decode(text)
      } catch {
        #expect(error.code == code, "\(error.message)")
        #expect(!error.message.isEmpty)
      }
    }

    @Test(
      "nesting is counted outside strings, in one pass, and refused past 4 before decoding",
      arguments: [
        (#"{"type":"open","scenario":"header-default"}"#, 1),
        (#"{"type":"open","scenario":"[[[[[[[[[[["}"#, 1),
        (#"{"type":"open","scenario":"\"[[[[[[["}"#, 1),
        ("[[[[]]]]", 4),
        ("[[[[[]]]]]", 5),
        (String(repeating: "[", count: 511) + String(repeating: "]", count: 511), 5),
      ])
    func nesting(text: String, depth: Int) {
      #expect(ClientMessage.nesting(of: text) == depth)
      if depth > ClientMessage.maximumNesting {
        #expect(
          throws: GalleryError(.malformed, "nested deeper than 4: a message is a flat JSON object")
        ) {
          try ClientMessage.decode(text)
        }
      }
    }
  }
}
