#!/usr/bin/env bash
# Runs the package's tests with xcodebuild against the real frameworks: on macOS (the engine,
# the host core and the AppKit binding) and on an iOS simulator (the engine, the host core and
# the UIKit binding). It needs a Mac with Xcode 16 or later; elsewhere it says so and stops.
#
#   scripts/xcodebuild-test.sh                      # macOS, then the first available iPhone simulator
#   IOS_DESTINATION='platform=iOS Simulator,name=iPhone 16' scripts/xcodebuild-test.sh
#   scripts/xcodebuild-test.sh --require            # fail, rather than skip, without xcodebuild
#
# On Linux, CI runs the same glue against the stand-ins of Tests/StandIns instead; this script
# is what checks it against the real UIKit, AppKit and SwiftUI. It has not been run by this
# repository's CI, which has no Apple toolchain.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v xcodebuild >/dev/null 2>&1; then
  echo "xcodebuild-test: no xcodebuild here (an Apple toolchain is needed); skipped."
  if [[ "${1:-}" == "--require" ]]; then
    exit 1
  fi
  exit 0
fi

scheme=RefreshKit-Package
echo "== macOS"
xcodebuild test -scheme "$scheme" -destination 'platform=macOS' -quiet

destination=${IOS_DESTINATION:-}
if [[ -z "$destination" ]]; then
  simulator=$(xcrun simctl list devices available | grep -m1 -oE 'iPhone [^(]+' | sed 's/ *$//')
  if [[ -z "$simulator" ]]; then
    echo "xcodebuild-test: no iPhone simulator is installed (Xcode ▸ Settings ▸ Platforms)" >&2
    exit 1
  fi
  destination="platform=iOS Simulator,name=$simulator"
fi
echo "== iOS ($destination)"
xcodebuild test -scheme "$scheme" -destination "$destination" -quiet
echo "xcodebuild-test: macOS and iOS passed"
