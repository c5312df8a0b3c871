#!/usr/bin/env bash
# Builds the package with xcodebuild against the real frameworks, for every platform the package
# declares (macOS, iOS, tvOS, visionOS), and runs the tests where they can run: on the Mac itself
# and on a simulator of each other platform, when one is installed. Without a simulator the
# platform is built (every line of the glue compiled against the real UIKit, AppKit and SwiftUI)
# and its tests are skipped; without the platform's SDK it is skipped; the summary says which.
# It needs a Mac with Xcode 26 or later (Swift 6.2); elsewhere it says so and stops.
#
#   scripts/xcodebuild-test.sh              # every platform
#   IOS_DESTINATION='platform=iOS Simulator,name=iPhone 17' scripts/xcodebuild-test.sh
#   PLATFORMS='macOS iOS' scripts/xcodebuild-test.sh
#   scripts/xcodebuild-test.sh --require    # fail, rather than skip, without xcodebuild, a
#                                           # platform's SDK or a simulator to test on
#
# What it proves: the glue compiles against the real frameworks, and the engine's and the host
# core's tests pass on Apple platforms. The bindings' own tests drive the stand-ins of
# Tests/StandIns, which exist on Linux only (CI runs them there); on a Mac they compile to
# nothing. This repository's CI has no Apple toolchain and has not run this script; its logic
# is tested on Linux against stand-in commands (Tests/RefreshKitTests/Scripts).
set -uo pipefail
cd "$(dirname "$0")/.."

require=false
if [[ "${1:-}" == "--require" ]]; then
  require=true
fi

if ! command -v xcodebuild >/dev/null 2>&1; then
  echo "xcodebuild-test: no xcodebuild here (an Apple toolchain is needed); skipped."
  $require && exit 1
  exit 0
fi

scheme=RefreshKit-Package
platforms=${PLATFORMS:-macOS iOS tvOS visionOS}
summary=()
failed=0

# sdk PLATFORM: the simulator SDK's name in `xcodebuild -showsdks`.
sdk() {
  case "$1" in
  iOS) echo iphonesimulator ;;
  tvOS) echo appletvsimulator ;;
  visionOS) echo xrsimulator ;;
  esac
}

# device PLATFORM: the identifier of the first available simulator of the platform, or nothing.
# `simctl` lists "    iPhone SE (3rd generation) (UDID) (Shutdown)": names may hold brackets,
# so the destination names the simulator by its identifier, not by its name.
device() {
  local name
  case "$1" in
  iOS) name='iPhone' ;;
  tvOS) name='Apple TV' ;;
  visionOS) name='Apple Vision Pro' ;;
  esac
  { xcrun simctl list devices available 2>/dev/null || true; } |
    grep -E "^[[:space:]]+$name" |
    grep -oE '\(([0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12})\)' |
    head -n 1 | tr -d '()'
}

# run LEG WHAT ARGS...: runs xcodebuild, records the result in the summary.
run() {
  local leg=$1 what=$2
  shift 2
  echo "== $leg: xcodebuild $what"
  if xcodebuild "$what" -scheme "$scheme" "$@" -quiet; then
    if [[ "$what" == test ]]; then
      summary+=("$leg: built; the engine's and the host core's tests passed (the bindings' run on Linux)")
    else
      summary+=("$leg: built; tests skipped (no simulator installed)")
    fi
  else
    summary+=("$leg: FAILED ($what)")
    failed=1
  fi
}

for platform in $platforms; do
  case "$platform" in
  macOS)
    run macOS test -destination 'platform=macOS'
    ;;
  iOS | tvOS | visionOS)
    if ! { xcodebuild -showsdks 2>/dev/null || true; } | grep -q "$(sdk "$platform")"; then
      echo "== $platform: no $platform SDK in this Xcode (Xcode ▸ Settings ▸ Components); skipped"
      summary+=("$platform: skipped (no SDK installed)")
      $require && failed=1
      continue
    fi
    destination=""
    if [[ "$platform" == iOS ]]; then
      destination=${IOS_DESTINATION:-}
    fi
    if [[ -z "$destination" ]]; then
      id=$(device "$platform")
      if [[ -n "$id" ]]; then
        destination="platform=$platform Simulator,id=$id"
      fi
    fi
    if [[ -n "$destination" ]]; then
      run "$platform" test -destination "$destination"
    else
      echo "== $platform: no $platform simulator is installed (Xcode ▸ Settings ▸ Platforms):" \
        "building for it without running its tests"
      run "$platform" build -destination "generic/platform=$platform Simulator"
      $require && failed=1
    fi
    ;;
  *)
    echo "xcodebuild-test: unknown platform '$platform' (macOS, iOS, tvOS, visionOS)" >&2
    exit 2
    ;;
  esac
done

echo
echo "xcodebuild-test summary:"
for line in "${summary[@]}"; do
  echo "  $line"
done
exit $failed
