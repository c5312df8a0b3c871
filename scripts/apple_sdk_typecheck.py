#!/usr/bin/env python3
"""Type-checks every module an Apple app links against a real Apple SDK.

See scripts/apple-sdk-typecheck.sh for how to run it. For each module, in dependency order, it
runs the Swift compiler on the module's sources for the SDK's platform at the package's deployment
floor, with the package's own Swift settings read from `swift package dump-package` (language
mode, upcoming features, package access), and prints the module's errors and a one-line verdict.
It exits non-zero if any module has an error.

On Linux (a Darwin SDK type-checked by the Linux toolchain) it also gives the compiler what
Xcode's toolchain ships beside an SDK and Linux's lacks: a resource folder without Linux's module
maps, and the API notes the Swift compiler applies to Apple's Dispatch and os modules.
"""

import argparse
import json
import os
import pathlib
import platform
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
OVERLAYS = ROOT / "scripts" / "apple-sdk-overlay"

# The modules an Apple app links, in dependency order. The UIKit binding compiles to nothing on
# macOS, the AppKit binding to nothing elsewhere; both are still checked.
MODULES = [
    "RefreshKit", "RefreshKitHost", "RefreshKitDisplayLink", "RefreshKitUIKit",
    "RefreshKitAppKit", "RefreshKitSwiftUI", "RefreshKitTesting", "RefreshKitObjC",
]

# The Objective-C face: its generated header is written, and the Objective-C port of MJRefresh's
# example app is compiled against it and the SDK, as an app's Objective-C files are.
OBJC_MODULE = "RefreshKitObjC"
OBJC_EXAMPLE = ROOT / "Examples" / "ObjCExample"

# SDKSettings.json's platform names, as the package and the compiler spell them.
PLATFORMS = {
    "iphoneos": ("ios", "ios"),
    "iphonesimulator": ("ios", "ios-simulator"),
    "macosx": ("macos", "macos"),
    "appletvos": ("tvos", "tvos"),
    "appletvsimulator": ("tvos", "tvos-simulator"),
    "xros": ("visionos", "xros"),
    "xrsimulator": ("visionos", "xros-simulator"),
}

# The API notes the Swift compiler ships for Apple's Dispatch and os modules (in Xcode's
# toolchain, usr/lib/swift/apinotes; in swiftlang/swift, apinotes/). The SDK's Dispatch overlay
# is written against these Swift names; a Linux toolchain has none of them. Only what the SDK's
# overlays need to load is here: the Objective-C classes and protocols of dispatch objects under
# their Swift names, and the C types and functions the overlays wrap kept out of sight.
DISPATCH_CLASSES = {
    "OS_dispatch_object": "DispatchObject", "OS_dispatch_queue": "DispatchQueue",
    "OS_dispatch_io": "DispatchIO", "OS_dispatch_semaphore": "DispatchSemaphore",
    "OS_dispatch_group": "DispatchGroup", "OS_dispatch_source": "DispatchSource",
    "OS_dispatch_data": "__DispatchData",
}
DISPATCH_PROTOCOLS = {
    "OS_dispatch_source": "DispatchSourceProtocol",
    "OS_dispatch_source_mach_send": "DispatchSourceMachSend",
    "OS_dispatch_source_mach_recv": "DispatchSourceMachReceive",
    "OS_dispatch_source_memorypressure": "DispatchSourceMemoryPressure",
    "OS_dispatch_source_proc": "DispatchSourceProcess",
    "OS_dispatch_source_read": "DispatchSourceRead",
    "OS_dispatch_source_signal": "DispatchSourceSignal",
    "OS_dispatch_source_timer": "DispatchSourceTimer",
    "OS_dispatch_source_data_or": "DispatchSourceUserDataOr",
    "OS_dispatch_source_data_add": "DispatchSourceUserDataAdd",
    "OS_dispatch_source_data_replace": "DispatchSourceUserDataReplace",
    "OS_dispatch_source_vnode": "DispatchSourceFileSystemObject",
    "OS_dispatch_source_write": "DispatchSourceWrite",
}
DISPATCH_PRIVATE_TYPEDEFS = [
    "dispatch_autorelease_frequency_t", "dispatch_block_flags_t", "dispatch_source_type_t",
]
# The os overlay's log and signpost types under their Swift names. The overlay calls the C
# functions below through its own wrappers: private, not unavailable, as the Swift 5.8-era notes
# had them (the 16.x SDKs' inlinable code calls `_os_log_impl` by name).
OS_TYPES = {"os_log_type_t": "OSLogType", "os_signpost_type_t": "OSSignpostType"}
OS_PRIVATE_ENUMERATORS = [
    "OS_LOG_TYPE_DEFAULT", "OS_LOG_TYPE_INFO", "OS_LOG_TYPE_DEBUG", "OS_LOG_TYPE_ERROR",
    "OS_LOG_TYPE_FAULT", "OS_SIGNPOST_INTERVAL_BEGIN", "OS_SIGNPOST_INTERVAL_END",
    "OS_SIGNPOST_EVENT",
]
OS_FUNCTIONS = {
    "_os_log_impl": None, "_os_signpost_emit_with_name_impl": None, "os_signpost_enabled": None,
    "os_signpost_id_generate": None, "os_signpost_id_make_with_pointer": None,
    "os_log_create": "OSLog.init(__subsystem:category:)",
}


def api_notes():
    """The API notes, as {file name: YAML text}."""
    dispatch = ["Name: Dispatch", "Typedefs:"]
    for name in DISPATCH_PRIVATE_TYPEDEFS:
        dispatch += [f"- Name: {name}", "  SwiftPrivate: true"]
    dispatch += ["Classes:"]
    for name, swift in DISPATCH_CLASSES.items():
        dispatch += [f"- Name: {name}", f"  SwiftName: {swift}"]
    dispatch += ["- Name: OS_dispatch_queue_attr", "  SwiftPrivate: true", "Protocols:"]
    for name, swift in DISPATCH_PROTOCOLS.items():
        dispatch += [f"- Name: {name}", f"  SwiftName: {swift}"]
    os_notes = ["Name: os", "Typedefs:"]
    for name, swift in OS_TYPES.items():
        os_notes += [f"- Name: {name}", f"  SwiftName: {swift}"]
    os_notes += ["Classes:", "- Name: OS_os_log", "  SwiftName: OSLog", "Enumerators:"]
    for name in OS_PRIVATE_ENUMERATORS:
        os_notes += [f"- Name: {name}", "  SwiftPrivate: true"]
    os_notes += ["Functions:", "- Name: os_log_type_enabled",
                 "  SwiftName: 'OSLog.isEnabled(self:type:)'"]
    for name, swift in OS_FUNCTIONS.items():
        os_notes += [f"- Name: {name}", "  SwiftPrivate: true"]
        if swift:
            os_notes += [f"  SwiftName: '{swift}'"]
    return {"Dispatch.apinotes": "\n".join(dispatch) + "\n",
            "os.apinotes": "\n".join(os_notes) + "\n"}


def run(command, **kwargs):
    return subprocess.run(command, check=True, capture_output=True, text=True, **kwargs).stdout


def default_sdk():
    if shutil.which("xcrun"):
        return run(["xcrun", "--sdk", "iphoneos", "--show-sdk-path"]).strip()
    sys.exit("apple-sdk-typecheck: give an Apple SDK folder (no xcrun here to find one); "
             "see scripts/apple-sdk-typecheck.sh")


def sdk_settings(sdk):
    path = pathlib.Path(sdk) / "SDKSettings.json"
    if not path.exists():
        sys.exit(f"apple-sdk-typecheck: {sdk} is not an Apple SDK (no SDKSettings.json)")
    settings = json.loads(path.read_text())
    name = settings.get("CanonicalName", "")
    platform_name = re.sub(r"[0-9.]+$", "", name)
    if platform_name not in PLATFORMS:
        sys.exit(f"apple-sdk-typecheck: unknown SDK platform '{name}'")
    return platform_name, settings.get("Version", "?")


def package_description():
    return json.loads(run(["swift", "package", "dump-package"], cwd=ROOT))


def swift_settings(package, target):
    """The Swift flags of `target`, as SwiftPM passes them."""
    flags = []
    modes = package.get("swiftLanguageVersions") or package.get("swiftLanguageModes") or ["6"]
    flags += ["-swift-version", str(modes[0])]
    for setting in target.get("settings", []):
        kind = setting["kind"]
        if "enableUpcomingFeature" in kind:
            flags += ["-enable-upcoming-feature", kind["enableUpcomingFeature"]["_0"]]
        elif "enableExperimentalFeature" in kind:
            flags += ["-enable-experimental-feature", kind["enableExperimentalFeature"]["_0"]]
        elif "define" in kind:
            flags += ["-D", kind["define"]["_0"]]
        elif "unsafeFlags" in kind:
            flags += kind["unsafeFlags"]["_0"]
        elif "swiftLanguageMode" in kind:
            flags += ["-swift-version", str(kind["swiftLanguageMode"]["_0"])]
    if target.get("packageAccess", True):
        flags += ["-package-name", package["name"].lower()]
    return flags + ["-D", "SWIFT_PACKAGE", "-D", "DEBUG"]


def dependencies(target, platform_name):
    """The names of `target`'s dependencies on `platform_name` (conditions applied)."""
    names = []
    for dependency in target.get("dependencies", []):
        (kind, value), = dependency.items()
        name, condition = value[0], value[-1] if len(value) > 1 else None
        if condition and platform_name not in condition.get("platformNames", [platform_name]):
            continue
        names.append(name)
    return names


def sources(target):
    folder = ROOT / (target.get("path") or f"Sources/{target['name']}")
    excluded = [folder / e for e in target.get("exclude", [])]
    return sorted(str(p) for p in folder.rglob("*.swift")
                  if not any(p.is_relative_to(e) for e in excluded))


# What a Linux toolchain cannot read in an SDK's interfaces, and a local copy replaces: (the
# framework, the interface text, its replacement, why). Only the copy changes; the SDK does not.
SDK_FIXUPS = [
    ("SwiftUI",
     re.compile(r'os_log\(\.fault, log: Log\.runtimeIssuesLog, """.*?"""\)', re.S),
     "()",
     "the SwiftUI interface's inlinable `os_log(.fault, log: Log.runtimeIssuesLog, ...)` calls "
     "(two an architecture in the iOS 16 and 17 and macOS 14 SDKs) interpolate into a static "
     "string, which a Swift 6 compiler refuses"),
    ("SwiftUI",
     re.compile(r" -library-level api"),
     "",
     "the SwiftUI interface is verified as an API library (`-library-level api`), and this "
     "compiler's stricter availability checks of API libraries refuse some of the macOS 14 "
     "SDK's declarations ('_StackLayoutCache' is only available in macOS 13.0 or newer; clients "
     "... may have a lower deployment target): the flag only adds such checks, so the copy "
     "drops it"),
]

# The conditions the overlays compile under: (the module, the release the SDK is older than).
OLDER_SDK_CONDITIONS = {
    "TYPECHECK_SDK_SWIFT_BEFORE_6_0": ("Swift", (6, 0)),
    "TYPECHECK_SDK_SWIFTUI_BEFORE_5_0": ("SwiftUI", (5, 0)),
    "TYPECHECK_SDK_SWIFTUI_BEFORE_6_0": ("SwiftUI", (6, 0)),
    "TYPECHECK_SDK_UIKIT_BEFORE_8000": ("UIKit", (8000,)),
}

BUNDLE_ACCESSOR = """\
import Foundation

// What SwiftPM generates for a target with resources (resource_bundle_accessor.swift).
extension Foundation.Bundle {
  nonisolated(unsafe) static let module: Bundle = Bundle.main
}
"""


class Checker:
    def __init__(self, sdk, platform_name, work, overlays, verbose):
        self.sdk = sdk
        self.package_platform, self.target_os = PLATFORMS[platform_name]
        self.work = pathlib.Path(work)
        self.modules = self.work / "modules"
        self.modules.mkdir()
        self.overlays = overlays
        self.verbose = verbose
        self.package = package_description()
        floors = {p["platformName"]: p["version"] for p in self.package["platforms"]}
        self.floor = floors[self.package_platform]
        arch = "arm64"
        os_name = {"ios": "ios", "macos": "macos", "tvos": "tvos", "visionos": "xros"}[
            self.package_platform]
        suffix = "-simulator" if self.target_os.endswith("simulator") else ""
        self.triple = f"{arch}-apple-{os_name}{self.floor}{suffix}"
        self.compiler = ["xcrun", "swiftc"] if shutil.which("xcrun") else ["swiftc"]
        self.notes = []
        self.extra = ["-module-cache-path", str(self.work / "module-cache")]
        self.extra += self.patched_frameworks()
        self.extra += self.older_sdk_conditions()
        if platform.system() != "Darwin":
            self.extra += ["-resource-dir", str(self.linux_resource_dir())]
        self.targets = {t["name"]: t for t in self.package["targets"]}
        self.objc_header = self.work / "objc" / f"{OBJC_MODULE}-Swift.h"
        self.objc_header.parent.mkdir()

    def patched_frameworks(self):
        """Local copies of the frameworks that need a fix-up, found before the SDK's (-F)."""
        folder = self.work / "frameworks"
        for framework, pattern, replacement, reason in SDK_FIXUPS:
            original = pathlib.Path(self.sdk) / "System/Library/Frameworks" / f"{framework}.framework"
            copy = folder / f"{framework}.framework"
            glob = f"Modules/{framework}.swiftmodule/*.swiftinterface"
            interfaces = list((copy if copy.exists() else original).glob(glob))
            if not interfaces:  # a macOS framework keeps its modules in Versions/A
                glob = f"Versions/A/{glob}"
                interfaces = list((copy if copy.exists() else original).glob(glob))
            if not any(pattern.search(p.read_text()) for p in interfaces):
                continue
            if not copy.exists():
                shutil.copytree(original, copy, symlinks=True)
            count = 0
            for interface in copy.glob(glob):
                text, found = pattern.subn(replacement, interface.read_text())
                count += found
                interface.write_text(text)
            self.notes.append(f"fix-up: {framework} ({count} places, in a local copy): {reason}")
        return ["-F", str(folder)] if folder.exists() else []

    def module_version(self, module):
        """The version of `module` in the SDK, as `canImport(module, _version:)` would read it:
        a Swift module's interface `-user-module-version`, a framework's `current-version`."""
        sdk = pathlib.Path(self.sdk)
        interfaces = list((sdk / "usr/lib/swift" / f"{module}.swiftmodule").glob("*.swiftinterface"))
        interfaces += list((sdk / "System/Library/Frameworks" / f"{module}.framework").glob(
            f"Modules/{module}.swiftmodule/*.swiftinterface"))
        for interface in interfaces:
            found = re.search(r"-user-module-version ([0-9.]+)", interface.read_text())
            if found:
                return tuple(int(part) for part in found.group(1).split("."))
        tbd = sdk / "System/Library/Frameworks" / f"{module}.framework" / f"{module}.tbd"
        if tbd.exists():
            found = re.search(r"current-version:\s*([0-9.]+)", tbd.read_text())
            if found:
                return tuple(int(part) for part in found.group(1).split("."))
        return None

    def older_sdk_conditions(self):
        """`-D` flags naming what the SDK is older than, which the overlays compile under.

        Decided here from the SDK's own files rather than by `canImport(M, _version:)` in the
        overlays: with this toolchain that check reads another version once a file before it
        has imported the module (a module file beginning with a plain `import SwiftUI` made it
        true for the iOS 16.5 SDK, and hid the overlay), so the overlays' inclusion depended on
        the order of the files."""
        flags = []
        for condition, (module, release) in OLDER_SDK_CONDITIONS.items():
            version = self.module_version(module)
            if version is not None and version < release:
                flags += ["-D", condition]
        return flags

    def linux_resource_dir(self):
        """The Linux toolchain's resource folder without its Linux module maps, plus API notes."""
        toolchain = pathlib.Path(shutil.which("swiftc")).resolve().parent.parent / "lib" / "swift"
        folder = self.work / "resource-dir"
        folder.mkdir()
        for name in ("clang", "shims"):
            (folder / name).symlink_to(toolchain / name)
        notes = folder / "apinotes"
        notes.mkdir()
        for name, text in api_notes().items():
            (notes / name).write_text(text)
        return folder

    def check(self, name, files, flags, label=None):
        """Type-checks `name`'s `files`, then emits its interface for the modules that import it
        (without lowering function bodies: code generation for an SDK older than the toolchain
        can crash the compiler where type-checking does not); returns the error lines."""
        common = [
            "-parse-as-library", "-module-name", name, "-target", self.triple, "-sdk", self.sdk,
            "-I", str(self.modules),
        ] + self.extra + flags + files
        result = subprocess.run(self.compiler + ["-typecheck"] + common, capture_output=True,
                                text=True)
        if result.returncode == 0:
            header = (["-emit-objc-header-path", str(self.objc_header)]
                      if name == OBJC_MODULE else [])
            emitted = subprocess.run(self.compiler + [
                "-emit-module", "-wmo", "-Xfrontend", "-experimental-skip-all-function-bodies",
                "-emit-module-path", str(self.modules / f"{name}.swiftmodule")] + header + common,
                capture_output=True, text=True)
            if emitted.returncode != 0:
                print(emitted.stderr[-3000:])
        output = result.stdout + result.stderr
        errors = [line for line in output.splitlines() if re.search(r"\berror: ", line)
                  and not line.startswith(" ")]
        warnings = [line for line in output.splitlines() if re.search(r"\bwarning: ", line)
                    and not line.startswith(" ") and str(ROOT) in line]
        if result.returncode != 0 and not errors:
            errors = output.strip().splitlines()[-5:] or [f"the compiler exited {result.returncode}"]
        shown = output if self.verbose else "\n".join(errors + warnings)
        if shown.strip() and (errors or warnings):
            print(shown)
        empty = all(not self.compiles_to_something(f) for f in files)
        note = " (compiles to nothing on this SDK)" if empty and not errors else ""
        verdict = "ok" if not errors else f"{len(errors)} error{'s' * (len(errors) != 1)}"
        if warnings:
            verdict += f", {len(warnings)} warning{'s' * (len(warnings) != 1)} (above, fatal)"
        print(f"{label or name}: {verdict}{note}", flush=True)
        return errors + warnings  # zero warnings: a warning in the package's code fails too

    def compiles_to_something(self, path):
        """Whether the file's first #if is true here (a binding for another platform is not)."""
        text = pathlib.Path(path).read_text()
        first = re.search(r"^#if (.*?)(//.*)?$", text, re.M)
        if not first or not first.group(1).strip().startswith(("os(", "canImport(UIKit)")):
            return True
        condition = first.group(1)
        if self.package_platform == "macos":
            return "os(macOS)" in condition
        return "canImport(UIKit)" in condition or f"os({self.package_platform})" in condition

    def overlay_files(self, module):
        """Type-check-only declarations an older SDK lacks, for `module`; first, a file of
        OVERLAYS/first that proves a module file passed before the overlays sees them."""
        files = [str(p) for p in sorted((OVERLAYS / "first").glob(f"{module}+*.swift"))]
        files += [str(p) for p in sorted(OVERLAYS.glob(f"{module}+*.swift"))]
        files += [str(p) for p in sorted(OVERLAYS.glob("Any+*.swift"))]
        for extra in self.overlays:
            files += [str(p) for p in sorted(pathlib.Path(extra).glob(f"{module}+*.swift"))]
        return files

    def package_module(self, name):
        target = self.targets[name]
        # The overlays first: with this toolchain, a module file sorting before them that begins
        # with a plain `import SwiftUI` hides the declarations of an overlay passed after it
        # ("no member 'contentMargins'"); passed first, they are seen whatever the files' order.
        files = self.overlay_files(name) + sources(target)
        if target.get("resources"):
            accessor = self.work / f"{name}-resource_bundle_accessor.swift"
            accessor.write_text(BUNDLE_ACCESSOR)
            files.append(str(accessor))
        missing = [d for d in dependencies(target, self.package_platform)
                   if not (self.modules / f"{d}.swiftmodule").exists()]
        if missing:
            print(f"{name}: not checked (needs {', '.join(missing)}, which did not build)")
            return [f"{name}: not checked"]
        return self.check(name, files, swift_settings(self.package, target))

    def app_module(self):
        """The examples' view models (ExampleSupport and one example) and the README's app
        snippets, each checked as an app target builds it."""
        errors = []
        for name, label in [
            ("ExampleSupport", "ExampleSupport (what every example's view model uses)"),
            ("FeedExample", "FeedExample (an example: its view model, data source and @main)"),
            ("SwiftUIExample", "SwiftUIExample (a SwiftUI app at the floor: List and ScrollView, "
             "every modifier, views of its own as header and footer, no availability check)"),
        ]:
            target = self.targets[name]
            errors += self.check(
                name, self.overlay_files(name) + sources(target),
                swift_settings(self.package, target), label)
        errors += self.check(
            "ReadmeApp", [str(self.readme_app())],
            swift_settings(self.package, self.targets["ExampleSupport"]),
            "README app snippets (In an app)")
        return errors

    def objc_app(self, keep_header=None):
        """The Objective-C port of MJRefresh's example app, compiled against the face's generated
        header and the SDK at the floor (-fsyntax-only: the header's classes are in the Swift
        module, which is not linked here); returns the error and warning lines, all fatal."""
        label = ("ObjCExample and the guides' Objective-C lines (MJRefresh's example app on "
                 "RefreshKitObjC's generated header, with clang)")
        if self.package_platform == "macos":
            print(f"{label}: not checked (the face is a UIKit module)")
            return []
        if not self.objc_header.exists():
            print(f"{label}: not checked (RefreshKitObjC wrote no header)")
            return [f"{label}: not checked"]
        if keep_header:
            shutil.copy(self.objc_header, keep_header)
            print(f"RefreshKitObjC's generated header: {keep_header}")
        # What SwiftPM and Xcode write beside a Swift module's generated header, so that
        # Objective-C imports it as `@import RefreshKitObjC;`.
        (self.objc_header.parent / "module.modulemap").write_text(
            f'module {OBJC_MODULE} {{\n  header "{self.objc_header.name}"\n  requires objc\n'
            '  export *\n}\n')
        clang = shutil.which("clang")
        if not clang:
            print(f"{label}: not checked (no clang here)")
            return [f"{label}: no clang"]
        problems = []
        files = sorted(OBJC_EXAMPLE.glob("*.m")) + [self.guide_objc()]
        for source in files:
            result = subprocess.run([
                clang, "-fsyntax-only", "-fobjc-arc", "-fmodules", "-x", "objective-c",
                "-fmodules-cache-path=" + str(self.work / "clang-module-cache"),
                "-target", self.triple, "-isysroot", self.sdk, "-I", str(self.objc_header.parent),
                "-I", str(OBJC_EXAMPLE), "-Wall", "-Wextra", "-Wno-unused-parameter",
                "-Wdeprecated-declarations", "-Wobjc-missing-super-calls", str(source),
            ], capture_output=True, text=True)
            output = result.stdout + result.stderr
            found = [line for line in output.splitlines()
                     if re.search(r"\b(error|warning): ", line)]
            if result.returncode != 0 and not found:
                found = output.strip().splitlines()[-5:] or [f"clang exited {result.returncode}"]
            problems += found
        if problems:
            print("\n".join(problems))
        verdict = "ok" if not problems else f"{len(problems)} errors and warnings"
        print(f"{label}: {verdict} ({len(files)} files, 0 warnings allowed)", flush=True)
        return problems

    def guide_objc(self):
        """The Objective-C lines of the README and docs/migrating.md that import the face, each
        in a table view controller with the `weakSelf` and methods they call."""
        blocks = []
        for guide in (ROOT / "README.md", ROOT / "docs" / "migrating.md"):
            for block in re.findall(r"```objc\n(.*?)```", guide.read_text(), re.S):
                lines = block.rstrip("\n").split("\n")
                if lines[0] == f"@import {OBJC_MODULE};":
                    blocks.append([line for line in lines[1:] if line.strip()])
        source = [
            f"@import {OBJC_MODULE};", "",
            "@interface GuideController : UITableViewController",
            "- (void)loadNewData;", "- (void)loadMoreData;", "@end", "",
            "@implementation GuideController",
            "- (void)loadNewData {", "}", "- (void)loadMoreData {", "}",
        ]
        for index, block in enumerate(blocks):
            source += [f"- (void)guideBlock{index} {{",
                       "    __weak typeof(self) weakSelf = self;"]
            source += ["    " + line for line in block] + ["}"]
        source += ["@end", ""]
        path = self.work / "GuideObjC.m"
        path.write_text("\n".join(source))
        if self.verbose or not blocks:
            print(path.read_text())
        return path

    def readme_app(self):
        """The README's "In an app" blocks, each in the scaffolding an app gives it."""
        blocks = readme_blocks()
        binding = {"ios": "UIKit", "tvos": "UIKit", "visionos": "UIKit", "macos": "AppKit"}[
            self.package_platform]
        imports = sorted({f"import {module}" for module, _ in blocks
                          if module in (f"RefreshKit{binding}", "RefreshKitSwiftUI")})
        lines = imports + [
            "",
            "// The model the README's snippets talk to.",
            "@MainActor final class Model {",
            "  struct Item: Identifiable { let id: Int; let title: String }",
            "  var items: [Item] = []",
            "  var hasMore = true",
            "  func reload() async {}",
            "  func loadNextPage() async {}",
            "}",
            "",
        ]
        view = {"UIKit": "tableView: UITableView", "AppKit": "scrollView: NSScrollView"}[binding]
        for index, (module, block) in enumerate(blocks):
            body = [line for line in block if not line.startswith("import ")]
            if module == f"RefreshKit{binding}":
                lines += [f"@MainActor func readmeBlock{index}({view}, model: Model) {{"]
                lines += ["  " + line for line in body] + ["}", ""]
            elif module == "RefreshKitSwiftUI":
                lines += [
                    # No availability: the modifiers work from the package's floor.
                    f"struct ReadmeBlock{index}: View {{",
                    "  let model: Model",
                    "  var body: some View {",
                ]
                lines += ["    " + line for line in body] + ["  }", "}", ""]
        path = self.work / "ReadmeApp.swift"
        path.write_text("\n".join(lines))
        if self.verbose:
            print(path.read_text())
        return path


def readme_blocks():
    """The README's Swift blocks that import a binding: [(module, lines)]."""
    text = (ROOT / "README.md").read_text()
    blocks = re.findall(r"```swift\n(.*?)```", text, re.S)
    found = []
    for block in blocks:
        lines = block.rstrip("\n").split("\n")
        module = re.match(r"import (RefreshKit\w+)", lines[0])
        if module:
            found.append((module.group(1), lines))
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sdk", nargs="?", help="an Apple SDK folder (default: xcrun's iphoneos)")
    parser.add_argument("--overlay", action="append", default=[],
                        help="a folder of more MODULE+*.swift type-check-only declarations")
    parser.add_argument("--module", action="append", default=[],
                        help="check only this module (and build what it needs)")
    parser.add_argument("--no-app", action="store_true",
                        help="skip the examples' view models and the README's app snippets")
    parser.add_argument("--objc-header", help="keep RefreshKitObjC's generated header here")
    parser.add_argument("--verbose", action="store_true", help="print the compiler's whole output")
    args = parser.parse_args()

    sdk = os.path.abspath(args.sdk or default_sdk())
    platform_name, version = sdk_settings(sdk)
    with tempfile.TemporaryDirectory(prefix="apple-sdk-typecheck-") as work:
        checker = Checker(sdk, platform_name, work, args.overlay, args.verbose)
        print(f"apple-sdk-typecheck: {pathlib.Path(sdk).name} ({platform_name} {version}), "
              f"target {checker.triple}, {' '.join(checker.compiler)}", flush=True)
        for note in checker.notes:
            print(note)
        failed = []
        for module in MODULES:
            errors = checker.package_module(module)
            if errors and (not args.module or module in args.module):
                failed.append(module)
        if not args.no_app and not args.module:
            if checker.app_module():
                failed.append("the app module")
        if not args.no_app and (not args.module or OBJC_MODULE in args.module):
            if checker.objc_app(args.objc_header):
                failed.append("the Objective-C app")
    if failed:
        print(f"apple-sdk-typecheck: FAILED: {', '.join(failed)}")
        sys.exit(1)
    print("apple-sdk-typecheck: every module type-checks")


if __name__ == "__main__":
    main()
