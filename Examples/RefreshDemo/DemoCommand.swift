/// What the command line asks the demo to do.
enum DemoCommand: Equatable {
  /// Interactive in a terminal, scripted otherwise.
  case interactive
  /// The scripted session, printed.
  case script
  /// The frame strips, written as SVG files to a directory.
  case exportFrames(String)
  /// The chat: interactive in a terminal, or its scripted session, printed.
  case chat(scripted: Bool)
  /// The shop page: interactive in a terminal, or its scripted session, printed.
  case shop(scripted: Bool)
  /// The usage text.
  case help
  /// Arguments the demo does not understand, with the reason.
  case invalid(String)

  /// Parses the arguments, without the program's name.
  init(arguments: [String]) {
    var command = DemoCommand.interactive
    var chat = false
    var shop = false
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--help", "-h":
        self = .help
        return
      case "--script":
        command = .script
      case "--chat":
        chat = true
      case "--shop":
        shop = true
      case "--export-frames":
        guard let directory = remaining.popFirst(), !directory.hasPrefix("-") else {
          self = .invalid("--export-frames needs a directory")
          return
        }
        command = .exportFrames(directory)
      default:
        self = .invalid("unknown argument '\(argument)'")
        return
      }
    }
    guard chat || shop else {
      self = command
      return
    }
    let name = chat ? "--chat" : "--shop"
    switch command {
    case _ where chat && shop: self = .invalid("--chat and --shop are two sessions; pick one")
    case .script: self = chat ? .chat(scripted: true) : .shop(scripted: true)
    case .interactive: self = chat ? .chat(scripted: false) : .shop(scripted: false)
    default: self = .invalid("\(name) plays a session; it exports no frames")
    }
  }
}
