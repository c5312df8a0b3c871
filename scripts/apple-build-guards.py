#!/usr/bin/env python3
"""What Apple's SDKs refuse and Linux accepts, checked on Linux without an SDK.

Linux's Foundation declares CGPoint, CGSize, CGRect, CGVector and CGAffineTransform with every
member and conformance in Foundation itself, so two kinds of code that cannot build on an Apple
platform build here. This script fails on both (CI runs it; scripts/apple-sdk-typecheck.sh is the
whole proof, where an SDK is at hand):

1. A CoreGraphics member used where CoreGraphics is not imported. On Apple's SDKs the types come
   from CoreFoundation (through Foundation), but their members and their Equatable and Codable
   conformances (`.zero`, `minY`, `==`, `init(x:y:)`) live in the CoreGraphics overlay
   (CoreGraphics.swiftinterface: `extension CoreFoundation.CGPoint { ... }`), and with
   `MemberImportVisibility` (SE-0444) a member is visible only where its module is imported.
   Rule: every Swift file of a module an Apple app builds that imports Foundation sees
   CoreGraphics, by one of: its own `import CoreGraphics`, a `@_exported import CoreGraphics` in
   its module, an import of a module that re-exports it (RefreshKit, UIKit, AppKit, SwiftUI), or
   an `@_exported` import of such a module in its module. Each under `#if canImport(...)`: Linux
   has no CoreGraphics module. On Linux the same members need Foundation imported in the file
   (the compiler checks it here), so a file that imports no Foundation uses none of them and the
   rule misses nothing.
2. `Hashable` synthesized over a CoreGraphics type. The iOS 18 SDK declares `extension CGPoint :
   Hashable` (and CGSize, CGRect, CGVector, CGAffineTransform) `@available(macOS 15.0, iOS
   18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)`; earlier SDKs have none, so at the package's
   floors (iOS 15, macOS 14, tvOS 15, visionOS 1) a synthesized conformance over one does not
   compile. Rule: no type whose `Hashable` is synthesized (no `hash(into:)` of its own) has a
   stored property or an enum payload whose type mentions one of them, read from the compiler's
   own symbol graphs (inferred types included), at every access level.

3. Main-actor state read in an override of UIKit's accessibility members outside
   `MainActor.assumeIsolated`. The iOS 18 SDK marks NSObject's accessibility categories
   `NS_SWIFT_UI_ACTOR`, as the UIKit stand-in declares them; the iOS 16.5 and 17.0 SDKs do not
   (UIAccessibility.h), so there such an override is nonisolated and a main-actor read in it is a
   warning (an error in a later language mode). Rule: in the UIKit binding, the body of every
   `override` whose name begins `accessibility` or `isAccessibility` (each getter and function;
   a setter that only assigns `super`'s is fine) goes through `MainActor.assumeIsolated`.

(`Codable` over these types is in the CoreGraphics overlay at every floor: rule 1 covers it.)

    scripts/apple-build-guards.py          # builds the package, then checks
    scripts/apple-build-guards.py --no-build
"""

import json
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent

# The modules an Apple app builds, and the example code that must build beside them.
APPLE_MODULES = {
    "RefreshKit": "Sources/RefreshKit",
    "RefreshKitHost": "Sources/RefreshKitHost",
    "RefreshKitDisplayLink": "Sources/RefreshKitDisplayLink",
    "RefreshKitUIKit": "Sources/RefreshKitUIKit",
    "RefreshKitAppKit": "Sources/RefreshKitAppKit",
    "RefreshKitSwiftUI": "Sources/RefreshKitSwiftUI",
    "RefreshKitTesting": "Sources/RefreshKitTesting",
    "ExampleSupport": "Examples/ExampleSupport",
}

# Modules whose import brings CoreGraphics on an Apple platform: Apple's UI frameworks
# (UIKit.framework's module map `export *`; SwiftUI.swiftinterface `@_exported import
# CoreGraphics`) and, once this package re-exports it, its own modules that say so.
APPLE_REEXPORTERS = {"UIKit", "AppKit", "SwiftUI", "CoreGraphics"}

# Linux's spelling of the types that are Hashable only from iOS 18 / macOS 15, and Darwin's
# (the script also runs on a Mac).
LATE_HASHABLE = {
    "s:10Foundation7CGPointV": "CGPoint",
    "s:10Foundation6CGSizeV": "CGSize",
    "s:10Foundation6CGRectV": "CGRect",
    "s:10Foundation8CGVectorV": "CGVector",
    "s:10Foundation17CGAffineTransformV": "CGAffineTransform",
    "c:@S@CGPoint": "CGPoint",
    "c:@S@CGSize": "CGSize",
    "c:@S@CGRect": "CGRect",
    "c:@S@CGVector": "CGVector",
    "c:@S@CGAffineTransform": "CGAffineTransform",
}

IMPORT = re.compile(
    r"^\s*(@_exported\s+)?(?:@preconcurrency\s+)?(?:(?:public|package|internal|fileprivate|private)"
    r"\s+)?import\s+(?:(?:class|struct|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][\w]*)",
    re.M)


def imports(text):
    """Each import of a file: (module, re-exported?)."""
    return [(m.group(2), bool(m.group(1))) for m in IMPORT.finditer(text)]


def check_imports():
    """Rule 1: every file that imports Foundation sees CoreGraphics on Apple platforms."""
    files = {
        module: sorted((ROOT / folder).rglob("*.swift")) for module, folder in APPLE_MODULES.items()
    }
    texts = {path: path.read_text() for paths in files.values() for path in paths}
    # A module re-exports CoreGraphics if a file of it re-exports CoreGraphics or a module that
    # does; repeat until nothing changes (RefreshKitUIKit re-exports RefreshKit, which ...).
    reexporters = set(APPLE_REEXPORTERS)
    changed = True
    while changed:
        changed = False
        for module, paths in files.items():
            if module in reexporters:
                continue
            if any(exported and name in reexporters
                   for path in paths for name, exported in imports(texts[path])):
                reexporters.add(module)
                changed = True
    failures = []
    for module, paths in files.items():
        for path in paths:
            names = {name for name, _ in imports(texts[path])}
            if "Foundation" not in names:
                continue
            if module in reexporters or names & reexporters:
                continue
            failures.append(
                f"{path.relative_to(ROOT)}: imports Foundation but not CoreGraphics: on Apple's "
                f"SDKs a CoreGraphics member (.zero, minY, ==, init(x:y:)) is not visible here; "
                f"add `#if canImport(CoreGraphics)` `import CoreGraphics` `#endif`, or re-export "
                f"CoreGraphics from {module}")
    return failures, sum(len(p) for p in files.values()), sorted(reexporters - APPLE_REEXPORTERS)


def symbol_graphs(build):
    """The symbol graphs of the Apple modules, at every access level."""
    if build:
        subprocess.run(["swift", "build"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    bin_path = subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True,
        text=True).stdout.strip()
    triple = pathlib.Path(bin_path).parent.name
    graphs = {}
    with tempfile.TemporaryDirectory() as out:
        for module in APPLE_MODULES:
            folder = pathlib.Path(out) / module
            folder.mkdir()
            subprocess.run(
                ["swift-symbolgraph-extract", "-module-name", module, "-I", f"{bin_path}/Modules",
                 "-target", triple, "-minimum-access-level", "private", "-output-dir", str(folder)],
                check=True, capture_output=True)
            graphs[module] = [json.loads(path.read_text()) for path in folder.glob("*.json")]
    return graphs


def check_hashable(graphs):
    """Rule 2: no synthesized Hashable over a type that is Hashable only from iOS 18."""
    failures = []
    checked = 0
    for module, module_graphs in graphs.items():
        symbols = {s["identifier"]["precise"]: s for g in module_graphs for s in g["symbols"]}
        members = {}
        hashable = set()
        for graph in module_graphs:
            for relation in graph["relationships"]:
                if relation["kind"] == "memberOf":
                    members.setdefault(relation["target"], []).append(relation["source"])
                elif relation["kind"] == "conformsTo" and relation["target"] == "s:SH":
                    hashable.add(relation["source"])
        for type_id in sorted(hashable):
            kind = symbols.get(type_id, {}).get("kind", {}).get("identifier")
            if kind not in ("swift.struct", "swift.enum"):
                continue
            checked += 1
            own = [symbols[m] for m in members.get(type_id, []) if m in symbols]
            if any(s["kind"]["identifier"] == "swift.method"
                   and s["pathComponents"][-1] == "hash(into:)" for s in own):
                continue  # written by hand: nothing is synthesized
            for member in own:
                kind = member["kind"]["identifier"]
                fragments = member.get("declarationFragments", [])
                spelled = "".join(f["spelling"] for f in fragments)
                stored = kind == "swift.property" and "{" not in spelled and not any(
                    f["spelling"] == "static" for f in fragments)
                if not (stored or kind == "swift.enum.case"):
                    continue
                late = sorted({LATE_HASHABLE[f["preciseIdentifier"]] for f in fragments
                               if f.get("preciseIdentifier") in LATE_HASHABLE})
                if late:
                    name = ".".join(symbols[type_id]["pathComponents"])
                    failures.append(
                        f"{module}.{name}: Hashable is synthesized over `{spelled.strip()}`, but "
                        f"{', '.join(late)} is Hashable only from iOS 18 / macOS 15 on Apple's "
                        f"SDKs; write `hash(into:)` (and `==`) over its components")
    return failures, checked


ACCESSIBILITY_OVERRIDE = re.compile(
    r"\boverride\s+(?:func|var)\s+((?:is)?[aA]ccessibility\w*)[^{]*\{")


def block(text, start):
    """The text from the brace before `start` up to its matching brace."""
    depth = 0
    for index in range(start - 1, len(text)):
        depth += {"{": 1, "}": -1}.get(text[index], 0)
        if depth == 0:
            return text[start:index]
    return text[start:]


def check_accessibility_overrides():
    """Rule 3: UIKit accessibility overrides read main-actor state only once isolated."""
    failures = []
    checked = 0
    for path in sorted((ROOT / "Sources/RefreshKitUIKit").rglob("*.swift")):
        text = re.sub(r"//.*", "", path.read_text())  # a doc comment's example is not code
        for match in ACCESSIBILITY_OVERRIDE.finditer(text):
            checked += 1
            body = block(text, match.end())
            parts = re.split(r"^\s*set\s*(?:\(\w+\))?\s*\{", body, flags=re.M)
            reads, setter = parts[0], parts[1] if len(parts) > 1 else ""
            setter_ok = not setter or re.fullmatch(
                r"\s*super\.\w+\s*=\s*newValue\s*\}?\s*", setter)
            if "MainActor.assumeIsolated" not in reads or not setter_ok:
                line = text.count("\n", 0, match.start()) + 1
                failures.append(
                    f"{path.relative_to(ROOT)}:{line}: `{match.group(1)}` is nonisolated in the "
                    f"iOS 16.5 and 17.0 SDKs (UIAccessibility.h has no NS_SWIFT_UI_ACTOR before "
                    f"iOS 18): read main-actor state inside `MainActor.assumeIsolated`")
    return failures, checked


def main():
    build = "--no-build" not in sys.argv[1:]
    import_failures, files, reexporters = check_imports()
    hashable_failures, types = check_hashable(symbol_graphs(build))
    accessibility_failures, overrides = check_accessibility_overrides()
    for failure in import_failures + hashable_failures + accessibility_failures:
        print(f"error: {failure}", file=sys.stderr)
    print(f"CoreGraphics visibility: {files} files, {len(import_failures)} failing"
          f" (modules that re-export it: {', '.join(reexporters) or 'none'})")
    print(f"Hashable over CoreGraphics types: {types} Hashable types, "
          f"{len(hashable_failures)} failing")
    print(f"UIKit accessibility overrides isolated: {overrides} overrides, "
          f"{len(accessibility_failures)} failing")
    if import_failures or hashable_failures or accessibility_failures:
        sys.exit(1)


if __name__ == "__main__":
    main()
