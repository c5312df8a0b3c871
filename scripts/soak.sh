#!/usr/bin/env bash
# The long soak of the gesture fuzzer: a million random traces of up to 200 events (or as many
# as the first argument says), each checked against every invariant after every event, in a
# release build. CI runs 5,000 traces in a debug build; this is the run docs/reliability.md
# reports. A failure prints its seed and the shrunk trace.
#
#   scripts/soak.sh            # 1,000,000 traces
#   scripts/soak.sh 50000      # a shorter run
set -euo pipefail
cd "$(dirname "$0")/.."

traces=${1:-1000000}
flags=(-c release -Xswiftc -enable-testing --scratch-path .build-soak)
# The commit the traces run on, taken before the build: HEAD may move while they run.
commit=$(git rev-parse --short HEAD)
if ! git diff --quiet HEAD -- Sources Tests; then
  commit="$commit with uncommitted changes"
fi
echo "building the tests in release mode from scratch (.build-soak)..."
# From scratch every time: an incremental release build once kept objects compiled against an
# older class layout, and the soak then ran, and failed, a test binary its sources no longer
# made. The build is a few minutes; the traces are half an hour.
rm -rf .build-soak
built=$(date +%s)
swift build "${flags[@]}" --build-tests >/dev/null
binary=$(find .build-soak -name "RefreshKitPackageTests.xctest" -newermt "@$built" -print -quit)
if [[ -z $binary ]]; then
  echo "soak: the build made no new test binary under .build-soak; nothing was run" >&2
  exit 1
fi
start=$(date +%s)
log=$(mktemp)
status=0
REFRESHKIT_FUZZ_TRACES=$traces swift test "${flags[@]}" --skip-build \
  --filter "GestureFuzzTests.randomTracesKeepEveryInvariant|NestedScrollFuzzTests.randomShopPagesKeepEveryRule|RefreshLifecycleFuzzTests" \
  >"$log" 2>&1 || status=$?
# A crash (a stack overflow, a trap) prints no test result: show the runner's last words.
grep -E "✘|✔ Test run|seed|shrunk|^    |signal|Fatal error" "$log" || tail -n 5 "$log"
rm -f "$log"
elapsed=$(($(date +%s) - start))
if [[ $status -eq 0 ]]; then
  echo "soak: $traces traces passed in ${elapsed} s, on the main actor ($commit)"
else
  echo "soak: FAILED after ${elapsed} s" >&2
  exit 1
fi
