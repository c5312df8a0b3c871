#!/usr/bin/env bash
# Builds the README's install block, as written, in a package of its own against a fresh clone
# of this repository: the `url:` and `branch: "main"` resolve, the products and imports the
# README names build, and a program using them runs. Only the URL placeholder is replaced.
#
#   scripts/consumer-package-test.sh
#
# The clone is of the commit checked out (its `main` moved to it), so that uncommitted changes
# are not tested: commit first.
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git clone -q . "$work/RefreshKit"
git -C "$work/RefreshKit" checkout -q -B main "$(git rev-parse HEAD)"
consumer="$work/Consumer"
mkdir -p "$consumer/Sources/App" "$consumer/Sources/Feed" "$consumer/Sources/Host" \
  "$consumer/Sources/Check"

# Package.swift: the README's block inside a package, a host of one's own and a program added.
python3 - "$work" <<'PYTHON'
import re, sys
work = sys.argv[1]
readme = open("README.md", encoding="utf-8").read()
section = readme[readme.index("## Install"):]
block = re.search(r"\n```\n(.*?)\n```\n", section, re.S).group(1)
placeholder = '"<the RefreshKit repository you use>"'
assert placeholder in block, "the README's install block has no URL placeholder"
block = block.replace(placeholder, f'"file://{work}/RefreshKit"')
lines = block.split("\n")
end = max(i for i, line in enumerate(lines) if line == "]")
lines[end:end] = [
    '  // Added by the check: a host of its own, and a program that runs them all.',
    '  .target(name: "Host", dependencies: [.product(name: "RefreshKitHost", package: "RefreshKit")]),',
    '  .executableTarget(name: "Check", dependencies: ["App", "Feed", "Host"]),',
]
manifest = (
    "// swift-tools-version: 6.2\n\nimport PackageDescription\n\nlet package = Package(\n"
    '  name: "Consumer",\n  platforms: [.iOS(.v15), .macOS(.v14)],\n'
    + "\n".join("  " + line if line else line for line in lines)
    + "\n)\n"
)
open(f"{work}/Consumer/Package.swift", "w", encoding="utf-8").write(manifest)
PYTHON

cat >"$consumer/Sources/App/App.swift" <<'SWIFT'
import Foundation
import RefreshKitUIKit  // all an app writes: it re-exports the engine and the host core

/// The README's fifteen lines, through the binding's import.
@MainActor public func pullToRefresh() -> String {
  let clock = ManualAnimationClock()
  let scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
  scroll.contentSize = CGSize(width: 375, height: 1000)
  var reloads = 0
  let header = NormalHeader { reloads += 1 }
  header.config.languageCode = "en"
  scroll.header = header
  scroll.drag(toOffsetY: -60)
  scroll.endDragging()
  clock.run()
  header.endRefreshing()
  clock.run()
  return "\(header.stateLabel.text ?? "") \(scroll.contentOffset.y) after \(reloads) reload"
}
SWIFT
cat >"$consumer/Sources/Feed/Feed.swift" <<'SWIFT'
import RefreshKit

#if canImport(UIKit)
import RefreshKitUIKit  // only where UIKit is
#endif

/// A view model's footer, on the engine alone.
@MainActor public func loadMore() -> String {
  let scroll = ScrollModel(clock: ManualAnimationClock())
  let footer = AutoNormalFooter {}
  scroll.footer = footer
  footer.endRefreshingWithNoMoreData()
  return "footer \(footer.state)"
}
SWIFT
cat >"$consumer/Sources/Host/Host.swift" <<'SWIFT'
import Foundation
import RefreshKit
import RefreshKitHost  // RenderPlan: the host core

/// The integrating guide's custom header, drawn by a host of one's own.
final class RingHeader: RefreshHeader {
  let ring = ArrowModel(image: RefreshImage(name: "ring", size: CGSize(width: 30, height: 30)))
  override var presentationModels: PresentationModels {
    super.presentationModels.adding(PresentationModels(arrows: [self.ring]))
  }
}

/// What a host draws of the ring.
@MainActor public func ringPlan() -> String {
  let plan = RenderPlan(RingHeader(), at: 0)
  return "ring drawn: \(plan.arrows.count) arrow"
}
SWIFT
cat >"$consumer/Sources/Check/main.swift" <<'SWIFT'
import App
import Feed
import Host

MainActor.assumeIsolated {
  print(pullToRefresh())
  print(loadMore())
  print(ringPlan())
}
SWIFT

echo "== the consumer's Package.swift"
cat "$consumer/Package.swift"
echo "== swift build (resolving the README's URL and branch)"
if ! swift build --package-path "$consumer" >"$work/build.log" 2>&1; then
  cat "$work/build.log" >&2
  exit 1
fi
grep -E "Fetching|Computing version|Build complete" "$work/build.log" || true
output=$("$(swift build --package-path "$consumer" --show-bin-path)/Check")
echo "$output"
expected=$'Pull down to refresh 0.0 after 1 reload\nfooter noMoreData\nring drawn: 1 arrow'
if [[ "$output" != "$expected" ]]; then
  echo "error: the consumer printed something else than expected:" >&2
  echo "$expected" >&2
  exit 1
fi
echo "consumer package: the README's install block resolves and builds as written"
