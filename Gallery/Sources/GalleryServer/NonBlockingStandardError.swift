import Foundation
import GalleryCore
public import Logging
import NIOConcurrencyHelpers
public import RefreshKit

/// Standard error for a server, which never makes a writer wait.
///
/// Each line is written on a thread of its own, at most ``linesPerSecond`` lines a second. It
/// takes RefreshKit's
/// diagnostics (``diagnosticsHandler``) and the server's log (``logger(label:level:)``).
///
/// RefreshKit's default diagnostics handler and swift-log's stream handler write on the caller's
/// thread. In the gallery the callers are the main actor, which runs every tab, and the event
/// loops, which carry every socket: with standard error on a pipe nobody reads, one blocked
/// write would stop them all. Here a line that finds ``queueLimit`` lines waiting, or the rate
/// spent, is dropped and counted, and the next line written says how many went.
public final class NonBlockingStandardError: Sendable {
  /// The file written to.
  public let fileDescriptor: Int32
  /// The lines written per second, at most, on average.
  public let linesPerSecond: Double
  /// The lines waiting to be written, at most.
  public let queueLimit: Int

  private struct State {
    var bucket: TokenBucket
    var waiting = 0
    var droppedSinceLastLine = 0
    var dropped = 0
    var written = 0
  }
  private let state: NIOLockedValueBox<State>
  private let queue = DispatchQueue(label: "refresh-gallery.standard-error")
  private let start = ContinuousClock.now

  /// Creates a writer to `fileDescriptor`.
  ///
  /// - Parameters:
  ///   - fileDescriptor: Where lines go. Defaults to 2, standard error.
  ///   - linesPerSecond: The average rate, with bursts of as many. Defaults to 20.
  ///   - queueLimit: The lines waiting at most. Defaults to 64.
  public init(fileDescriptor: Int32 = 2, linesPerSecond: Double = 20, queueLimit: Int = 64) {
    self.fileDescriptor = fileDescriptor
    self.linesPerSecond = linesPerSecond
    self.queueLimit = max(1, queueLimit)
    self.state = NIOLockedValueBox(
      State(bucket: TokenBucket(rate: linesPerSecond, burst: linesPerSecond)))
  }

  /// A handler to install as RefreshKit's `Diagnostics.handler`: one line a diagnostic.
  public var diagnosticsHandler: Diagnostics.Handler {
    { [self] diagnostic in self.write(line: diagnostic.description) }
  }

  /// A logger whose lines come here.
  ///
  /// - Parameters:
  ///   - label: The logger's label.
  ///   - level: The least severe level written.
  /// - Returns: The logger.
  public func logger(label: String, level: Logger.Level) -> Logger {
    var logger = Logger(label: label) { label in LineLogHandler(label: label, output: self) }
    logger.logLevel = level
    return logger
  }

  /// The lines dropped so far, and those written.
  public var counts: (dropped: Int, written: Int) {
    self.state.withLockedValue { ($0.dropped, $0.written) }
  }

  /// Queues one line (without its line end), or drops it; never waits on the file.
  public func write(line: String) {
    let time = self.start.secondsUntilNow
    let droppedBefore: Int? = self.state.withLockedValue { state in
      guard state.waiting < self.queueLimit, state.bucket.take(at: time) else {
        state.dropped += 1
        state.droppedSinceLastLine += 1
        return nil
      }
      state.waiting += 1
      defer { state.droppedSinceLastLine = 0 }
      return state.droppedSinceLastLine
    }
    guard let droppedBefore else {
      return
    }
    let note = droppedBefore > 0 ? "(\(droppedBefore) line(s) dropped before this one) " : ""
    let bytes = Array("\(note)\(line)\n".utf8)
    self.queue.async {
      Self.write(bytes, to: self.fileDescriptor)
      self.state.withLockedValue {
        $0.waiting -= 1
        $0.written += 1
      }
    }
  }

  private static func write(_ bytes: [UInt8], to fileDescriptor: Int32) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        Foundation.write(fileDescriptor, $0.baseAddress, $0.count)
      }
      if written > 0 {
        offset += written
      } else if written < 0, errno == EINTR || errno == EAGAIN {
        continue
      } else {
        return  // closed or broken: the line is lost, as on a full disk
      }
    }
  }
}

/// A swift-log handler that formats each event as one line, as swift-log's stream handler does,
/// and hands it to ``NonBlockingStandardError``.
struct LineLogHandler: LogHandler {
  let label: String
  let output: NonBlockingStandardError
  var logLevel = Logger.Level.info
  var metadata = Logger.Metadata()
  var metadataProvider: Logger.MetadataProvider?

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { self.metadata[key] }
    set { self.metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    let metadata = self.metadata.merging(event.metadata ?? [:]) { $1 }
    let fields = metadata.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    let shownFields = fields.isEmpty ? "" : fields.joined(separator: " ") + " "
    let time = Date.now.formatted(.iso8601)
    self.output.write(
      line: "\(time) \(event.level) \(self.label): \(shownFields)[\(event.source)] \(event.message)"
    )
  }
}
