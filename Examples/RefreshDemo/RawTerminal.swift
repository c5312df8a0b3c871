import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal in raw mode on the alternate screen: keys arrive one by one without echo, and
/// ``restore()`` puts everything back as it was.
final class RawTerminal {
  private var original = termios()
  private var isRaw = false

  /// Switches stdin to raw mode and stdout to the alternate screen with the cursor hidden.
  init() {
    guard tcgetattr(STDIN_FILENO, &self.original) == 0 else {
      return
    }
    var raw = self.original
    // No echo, no line buffering, no signals from keys (Ctrl-C arrives as byte 3), no
    // translation of carriage returns; reads return whatever is there.
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 0
      bytes[Int(VTIME)] = 0
    }
    if tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 {
      self.isRaw = true
    }
    Self.write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
  }

  /// The terminal's size in columns and lines, or 80 × 24 when it does not say.
  var size: (columns: Int, lines: Int) {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else {
      return (80, 24)
    }
    return (Int(window.ws_col), Int(window.ws_row))
  }

  /// The bytes waiting on stdin.
  func readAvailable() -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
    return count > 0 ? Array(buffer[..<count]) : []
  }

  /// Draws `lines` from the top-left corner, clearing what each line leaves over.
  func draw(_ lines: [String]) {
    Self.write("\u{1B}[H" + lines.joined(separator: "\u{1B}[K\r\n") + "\u{1B}[K\u{1B}[J")
  }

  /// Leaves the alternate screen, shows the cursor and restores the original mode.
  func restore() {
    Self.write("\u{1B}[?25h\u{1B}[?1049l")
    if self.isRaw {
      tcsetattr(STDIN_FILENO, TCSAFLUSH, &self.original)
      self.isRaw = false
    }
  }

  private static func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}
