import Foundation

/// A message the browser sends over the gallery's WebSocket, decoded and checked.
///
/// The wire format is JSON text, one object per message, with a `type`; `docs/gallery.md`
/// documents every field. Decoding goes through ``decode(_:)``, which turns anything it cannot
/// use into a ``GalleryError`` that says what was wrong.
public enum ClientMessage: Equatable, Sendable {
  /// Opens a scenario, replacing the one open: `{"type":"open","scenario":"header-default"}`.
  case open(scenario: String)
  /// A pointer (mouse, finger or pen) went down, moved, went up or was cancelled.
  case pointer(PointerEvent)
  /// A wheel or trackpad scrolled by a delta, in points.
  case wheel(WheelEvent)
  /// A control changed: `{"type":"set","control":"language","value":"ja"}`.
  case set(GalleryControl)
  /// A button was pressed: `{"type":"action","name":"noMoreData"}`.
  case action(GalleryAction)

  /// Checks the size of `text`, then decodes it: what a session does with a message's text,
  /// which a server does off the main actor.
  ///
  /// - Parameters:
  ///   - text: The message's JSON text.
  ///   - limits: The session's limits: ``GalleryLimits/maximumMessageBytes``.
  /// - Returns: The message, or a ``GalleryError`` (``GalleryError/Code/tooLarge`` for a text
  ///   past the limit, or what ``decode(_:)`` throws).
  public static func checked(_ text: String, limits: GalleryLimits) -> Result<
    ClientMessage, GalleryError
  > {
    let bytes = text.utf8.count
    guard bytes <= limits.maximumMessageBytes else {
      return .failure(
        GalleryError(
          .tooLarge, "\(bytes) bytes: a message is at most \(limits.maximumMessageBytes)"))
    }
    return Result { () throws(GalleryError) in try ClientMessage.decode(text) }
  }

  /// The largest coordinate, delta or number of seconds the gallery accepts; larger ones are
  /// refused.
  public static let magnitudeLimit: Double = 1e9
  /// How deep a message's arrays and objects may nest: the protocol's messages are flat
  /// objects (depth 1), and a decoder's cost grows with depth (a message of 511 nested arrays,
  /// 1 KB, took 290 ms), so anything deeper is refused before it is decoded.
  public static let maximumNesting = 4

  /// How deep `text`'s arrays and objects nest, counted in one pass over its bytes, outside
  /// strings, stopping once it passes ``maximumNesting``: a cost linear in the text, whatever
  /// its shape.
  static func nesting(of text: String) -> Int {
    var depth = 0
    var deepest = 0
    var inString = false
    var escaped = false
    for byte in text.utf8 {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        deepest = max(deepest, depth)
        if deepest > Self.maximumNesting {
          return deepest
        }
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
      default:
        break
      }
    }
    return deepest
  }

  /// The largest timestamp, in milliseconds: a page open for three centuries.
  public static let timestampLimit: Double = 1e13

  /// Decodes one message.
  ///
  /// - Parameter text: The message's JSON text.
  /// - Returns: The message.
  /// - Throws: ``GalleryError`` with ``GalleryError/Code/malformed`` for text that is not a JSON
  ///   object with a string `type`, ``GalleryError/Code/unknownType`` for a type the gallery does
  ///   not know, and ``GalleryError/Code/badValue`` for a field missing, of the wrong type or out
  ///   of range; ``GalleryError/Code/malformed`` too for arrays or objects nested deeper than
  ///   ``maximumNesting``, found before any decoding.
  public static func decode(_ text: String) throws(GalleryError) -> ClientMessage {
    guard Self.nesting(of: text) <= Self.maximumNesting else {
      throw GalleryError(
        .malformed, "nested deeper than \(Self.maximumNesting): a message is a flat JSON object")
    }
    guard let value = try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) else {
      throw GalleryError(.malformed, "not JSON: \(text.prefix(40))")
    }
    guard case .object(let object) = value else {
      throw GalleryError(.malformed, "a message is a JSON object")
    }
    let fields = Fields(object: object)
    let type = try fields.string("type")
    switch type {
    case "open":
      return .open(scenario: try fields.string("scenario"))
    case "pointer":
      return .pointer(try PointerEvent(fields))
    case "wheel":
      return .wheel(
        WheelEvent(
          dx: try fields.number("dx"), dy: try fields.number("dy"),
          t: try fields.number("t", limit: ClientMessage.timestampLimit)))
    case "set":
      return .set(try GalleryControl(fields))
    case "action":
      let name = try fields.string("name")
      guard let action = GalleryAction(rawValue: name) else {
        let known = GalleryAction.allCases.map(\.rawValue).joined(separator: ", ")
        throw GalleryError(.badValue, "unknown action \"\(name.prefix(40))\"; known: \(known)")
      }
      return .action(action)
    default:
      throw GalleryError(
        .unknownType,
        "unknown message type \"\(type.prefix(40))\"; known: open, pointer, wheel, set, action")
    }
  }
}

/// A pointer event, in the list's coordinates (points from the top left of the phone's screen).
public struct PointerEvent: Equatable, Sendable {
  /// What the pointer did.
  public enum Phase: String, Sendable, CaseIterable {
    /// It went down.
    case down
    /// It moved.
    case move
    /// It went up.
    case up
    /// The browser cancelled it.
    case cancel
  }

  /// What the pointer did.
  public var phase: Phase
  /// Where, horizontally.
  public var x: Double
  /// Where, vertically.
  public var y: Double
  /// When, in milliseconds, on the browser's clock (`event.timeStamp`).
  public var t: Double
  /// The browser's pointer id: a second finger is ignored while the first is down.
  public var id: Int

  /// Creates a pointer event.
  ///
  /// - Parameters:
  ///   - phase: What the pointer did.
  ///   - x: Where, horizontally.
  ///   - y: Where, vertically.
  ///   - t: When, in milliseconds.
  ///   - id: The pointer's id.
  public init(phase: Phase, x: Double, y: Double, t: Double, id: Int = 1) {
    self.phase = phase
    self.x = x
    self.y = y
    self.t = t
    self.id = id
  }

  init(_ fields: Fields) throws(GalleryError) {
    let phase = try fields.string("phase")
    guard let known = Phase(rawValue: phase) else {
      throw GalleryError(.badValue, "phase is one of down, move, up, cancel")
    }
    self.init(
      phase: known, x: try fields.number("x"), y: try fields.number("y"),
      t: try fields.number("t", limit: ClientMessage.timestampLimit),
      id: Int(try fields.number("id", default: 1)))
  }
}

/// A wheel event: the content scrolls by the delta, in points, as a trackpad's pan would.
public struct WheelEvent: Equatable, Sendable {
  /// The horizontal delta; positive scrolls toward the right end.
  public var dx: Double
  /// The vertical delta; positive scrolls toward the bottom.
  public var dy: Double
  /// When, in milliseconds, on the browser's clock.
  public var t: Double

  /// Creates a wheel event.
  ///
  /// - Parameters:
  ///   - dx: The horizontal delta.
  ///   - dy: The vertical delta.
  ///   - t: When, in milliseconds.
  public init(dx: Double, dy: Double, t: Double) {
    self.dx = dx
    self.dy = dy
    self.t = t
  }
}

/// A control beside the list.
public enum GalleryControl: Equatable, Sendable, CustomStringConvertible {
  /// The language of the components' strings: one of ``GalleryLanguage/all``' codes.
  case language(String)
  /// How long a simulated load takes, in seconds, from 0 to 10.
  case loadTime(Double)
  /// Whether the simulated loads fail.
  case failure(Bool)
  /// Whether the components animate their begin and end.
  case animations(Bool)

  /// The control and its value, as the page's log shows them: `language: ja`.
  public var description: String {
    switch self {
    case .language(let code): "language: \(code)"
    case .loadTime(let seconds): "load time: \(seconds) s"
    case .failure(let fails): "loads fail: \(fails ? "on" : "off")"
    case .animations(let on): "animations: \(on ? "on" : "off")"
    }
  }

  /// The longest simulated load, in seconds.
  public static let longestLoad: Double = 10

  init(_ fields: Fields) throws(GalleryError) {
    let control = try fields.string("control")
    switch control {
    case "language":
      let code = try fields.string("value")
      guard GalleryLanguage.all.contains(where: { $0.code == code }) else {
        let known = GalleryLanguage.all.map(\.code).joined(separator: ", ")
        throw GalleryError(.badValue, "unknown language \"\(code.prefix(20))\"; known: \(known)")
      }
      self = .language(code)
    case "loadTime":
      let seconds = try fields.number("value")
      guard (0...Self.longestLoad).contains(seconds) else {
        throw GalleryError(.badValue, "loadTime is from 0 to \(Int(Self.longestLoad)) seconds")
      }
      self = .loadTime(seconds)
    case "failure":
      self = .failure(try fields.bool("value"))
    case "animations":
      self = .animations(try fields.bool("value"))
    default:
      throw GalleryError(
        .badValue,
        "unknown control \"\(control.prefix(40))\"; known: language, loadTime, failure, animations")
    }
  }
}

/// A button beside the list.
public enum GalleryAction: String, Equatable, Sendable, CaseIterable {
  /// The footer shows no more data (`endRefreshingWithNoMoreData()`).
  case noMoreData
  /// The footer may load again (`resetNoMoreData()`).
  case resetNoMoreData
  /// The header refreshes (`beginRefreshing()`), as a host's button would ask.
  case beginRefreshing
  /// The user leaves the screen and comes back: the list is hidden and shown again, and a
  /// header with a stale interval refreshes if its data is stale.
  case leaveAndReturn
  /// The scenario starts again from its first frame.
  case restart

  /// The component the action needs, for the error when a screen has none.
  var target: String {
    switch self {
    case .noMoreData, .resetNoMoreData: "footer"
    case .beginRefreshing: "header or trailer"
    case .leaveAndReturn: "header with a stale interval"
    case .restart: "scenario"
    }
  }
}

/// Why the gallery refused a message: sent back as an error frame, and the session goes on.
public struct GalleryError: Error, Equatable, Sendable {
  /// The kind of problem.
  public enum Code: String, Sendable, CaseIterable {
    /// Not a JSON object with a string `type`.
    case malformed
    /// A `type` the gallery does not know.
    case unknownType
    /// A field missing, of the wrong type or out of range.
    case badValue
    /// An input message before any scenario is open.
    case notOpen
    /// A message longer than ``GalleryLimits/maximumMessageBytes``.
    case tooLarge
    /// More messages than ``GalleryLimits/messagesPerSecond``: the extra ones are dropped.
    case rateLimited
    /// A binary message: the protocol is text.
    case binary
  }

  /// The kind of problem.
  public var code: Code
  /// What was wrong, for a person to read.
  public var message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - code: The kind of problem.
  ///   - message: What was wrong.
  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }
}

/// A JSON value, as the decoder read it: booleans stay apart from numbers.
enum JSONValue: Decodable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    if let container = try? decoder.container(keyedBy: AnyKey.self) {
      var object: [String: JSONValue] = [:]
      for key in container.allKeys {
        object[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
      }
      self = .object(object)
    } else if var container = try? decoder.unkeyedContainer() {
      var array: [JSONValue] = []
      while !container.isAtEnd {
        array.append(try container.decode(JSONValue.self))
      }
      self = .array(array)
    } else {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        self = .null
      } else if let bool = try? container.decode(Bool.self) {
        self = .bool(bool)
      } else if let number = try? container.decode(Double.self) {
        self = .number(number)
      } else {
        self = .string(try container.decode(String.self))
      }
    }
  }

  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}

/// A decoded JSON object's fields, read with errors that name the field.
struct Fields {
  let object: [String: JSONValue]

  func string(_ name: String) throws(GalleryError) -> String {
    guard let value = self.object[name] else {
      throw GalleryError(.badValue, "\(name) is missing")
    }
    guard case .string(let string) = value else {
      throw GalleryError(.badValue, "\(name) is a string")
    }
    return string
  }

  func number(
    _ name: String, default fallback: Double? = nil, limit: Double = ClientMessage.magnitudeLimit
  ) throws(GalleryError) -> Double {
    guard let value = self.object[name] else {
      guard let fallback else {
        throw GalleryError(.badValue, "\(name) is missing")
      }
      return fallback
    }
    guard case .number(let number) = value else {
      throw GalleryError(.badValue, "\(name) is a number")
    }
    guard number.isFinite, abs(number) <= limit else {
      throw GalleryError(.badValue, "\(name) is a finite number within ±\(Int(limit))")
    }
    return number
  }

  func bool(_ name: String) throws(GalleryError) -> Bool {
    guard case .bool(let bool) = self.object[name] else {
      throw GalleryError(.badValue, "\(name) is true or false")
    }
    return bool
  }
}
