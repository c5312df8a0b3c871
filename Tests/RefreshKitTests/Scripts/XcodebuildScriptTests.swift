import Foundation
import Testing

/// `scripts/xcodebuild-test.sh`, run on Linux against stand-in `xcodebuild` and `xcrun` commands
/// that answer as Xcode does with or without an SDK or a simulator: it builds every declared
/// platform, tests where it can, says what it skipped, and fails only on a failure.
@Suite struct XcodebuildScriptTests {
  /// What a run printed, its status, and the `xcodebuild` commands it ran.
  struct Run {
    var output: String
    var status: Int32
    var commands: [String]
  }

  /// Runs the script with stand-ins whose SDKs and simulators are `sdks` and `devices`, an
  /// `xcodebuild` that fails for commands containing `failing`, or none at all.
  func run(
    sdks: [String] = [], devices: [String] = [], failing: String? = nil,
    withXcodebuild: Bool = true, arguments: [String] = []
  ) throws -> Run {
    let stubs = FileManager.default.temporaryDirectory
      .appendingPathComponent("xcodebuild-stubs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: stubs, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: stubs) }
    let log = stubs.appendingPathComponent("log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    if withXcodebuild {
      try self.stub(
        "xcodebuild",
        """
        echo "$*" >> "\(log.path)"
        if [[ "$1" == -showsdks ]]; then printf '%s\\n' \(sdks.joined(separator: " ")); exit 0; fi
        \(failing.map { "[[ \"$*\" == *'\($0)'* ]] && exit 65" } ?? "")
        exit 0
        """, in: stubs)
      try self.stub(
        "xcrun",
        "printf '%s\\n' '-- iOS 26.0 --' \(devices.enumerated().map { "'    \($1) (\(Self.udid($0))) (Shutdown)'" }.joined(separator: " "))",
        in: stubs)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments =
      [SourceTree.root.appendingPathComponent("scripts/xcodebuild-test.sh").path]
      + arguments
    process.environment = ["PATH": "\(stubs.path):/usr/bin:/bin"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    // Read through a file handle: on Linux, Foundation's `String(contentsOf:)` of an empty file
    // leaks its read buffer, which the address sanitizer reports.
    let logged = try FileHandle(forReadingFrom: log).readToEnd() ?? Data()
    let commands = String(decoding: logged, as: UTF8.self).split(separator: "\n")
      .map(String.init).filter { $0 != "-showsdks" }
    return Run(
      output: String(decoding: data, as: UTF8.self), status: process.terminationStatus,
      commands: commands)
  }

  /// The identifier `simctl` gives the simulator at `index` of a run's devices.
  static func udid(_ index: Int) -> String {
    String(format: "0000000%d-AAAA-BBBB-CCCC-DDDDEEEEFFFF", index)
  }

  private func stub(_ name: String, _ body: String, in directory: URL) throws {
    let url = directory.appendingPathComponent(name)
    try ("#!/usr/bin/env bash\n" + body + "\n").write(to: url, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
  }

  @Test("with no simulator installed it explains, builds every platform and passes")
  func noSimulator() throws {
    let run = try self.run(sdks: ["iphonesimulator", "appletvsimulator", "xrsimulator"])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("no iOS simulator is installed"))
    #expect(
      run.commands == [
        "test -scheme RefreshKit-Package -destination platform=macOS -quiet",
        "build -scheme RefreshKit-Package -destination generic/platform=iOS Simulator -quiet",
        "build -scheme RefreshKit-Package -destination generic/platform=tvOS Simulator -quiet",
        "build -scheme RefreshKit-Package -destination generic/platform=visionOS Simulator -quiet",
      ])
    #expect(run.output.contains("visionOS: built; tests skipped (no simulator installed)"))
  }

  @Test("with a simulator of each platform it tests on all four")
  func everySimulator() throws {
    let run = try self.run(
      sdks: ["iphonesimulator", "appletvsimulator", "xrsimulator"],
      devices: ["iPhone 17", "Apple TV 4K (3rd generation)", "Apple Vision Pro"])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.commands.filter { $0.hasPrefix("test ") }.count == 4)
    // Named by identifier: the tvOS simulator's name holds brackets.
    #expect(run.commands.contains { $0.contains("platform=tvOS Simulator,id=\(Self.udid(1))") })
    #expect(
      run.output.contains(
        "iOS: built; the engine's and the host core's tests passed (the bindings' run on Linux)"))
  }

  @Test("a simulator whose name holds brackets is found by its identifier")
  func bracketedName() throws {
    let run = try self.run(
      sdks: ["iphonesimulator"], devices: ["iPhone SE (3rd generation)"],
      arguments: [])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.commands.contains { $0.contains("platform=iOS Simulator,id=\(Self.udid(0))") })
  }

  @Test("a platform without its SDK is skipped and said so; --require fails on it")
  func noSDK() throws {
    let run = try self.run(sdks: ["iphonesimulator"], devices: ["iPhone 17"])
    #expect(run.status == 0)
    #expect(run.output.contains("tvOS: skipped (no SDK installed)"))
    let required = try self.run(
      sdks: ["iphonesimulator"], devices: ["iPhone 17"], arguments: ["--require"])
    #expect(required.status == 1)
    #expect(required.output.contains("xcodebuild-test summary"), "it still runs and reports all")
  }

  @Test("a failing build or test fails the run, after the others ran")
  func aFailure() throws {
    let run = try self.run(
      sdks: ["iphonesimulator", "appletvsimulator", "xrsimulator"], devices: ["iPhone 17"],
      failing: "platform=iOS Simulator")
    #expect(run.status == 1)
    #expect(run.output.contains("iOS: FAILED (test)"))
    #expect(run.commands.count == 4, "tvOS and visionOS built anyway")
  }

  @Test("without xcodebuild it skips, unless required")
  func noXcode() throws {
    let run = try self.run(withXcodebuild: false)
    #expect(run.status == 0)
    #expect(run.output.contains("no xcodebuild here"))
    #expect(try self.run(withXcodebuild: false, arguments: ["--require"]).status == 1)
  }
}
