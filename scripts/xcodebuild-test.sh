#!/usr/bin/env bash
# Builds the package with xcodebuild against the real frameworks and runs its tests: on macOS
# (the engine, the host core, the AppKit and SwiftUI bindings) and on an iOS simulator (the
# engine, the host core, the UIKit and SwiftUI bindings). It needs a Mac with Xcode 26 or later
# (Swift 6.2); elsewhere it says so and stops.
#
#   scripts/xcodebuild-test.sh                      # macOS, then the first available iPhone simulator
#   IOS_DESTINATION='platform=iOS Simulator,name=iPhone 17' scripts/xcodebuild-test.sh
#   scripts/xcodebuild-test.sh --require            # fail, rather than skip, without xcodebuild
#
# What it proves: the glue compiles against the real UIKit, AppKit and SwiftUI, and the engine's
# and host core's tests pass on Apple platforms. The bindings' own tests drive the stand-ins of
# Tests/StandIns and run on Linux only (CI runs them there); on a Mac they compile to nothing.
# This repository's CI has no Apple toolchain and has not run this script.
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
