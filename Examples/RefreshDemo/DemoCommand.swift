/// What the command line asks the demo to do.
enum DemoCommand: Equatable {
  /// Interactive in a terminal, scripted otherwise.
  case interactive
  /// The scripted session, printed.
  case script
  /// The frame strips, written as SVG files to a directory.
  case exportFrames(String)
  /// The usage text.
  case help
  /// Arguments the demo does not understand, with the reason.
  case invalid(String)

  /// Parses the arguments, without the program's name.
  init(arguments: [String]) {
    var command = DemoCommand.interactive
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--help", "-h":
        self = .help
        return
      case "--script":
        command = .script
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
    self = command
  }
}
