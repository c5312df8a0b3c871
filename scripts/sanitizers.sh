#!/usr/bin/env bash
# The whole test suite under AddressSanitizer (with LeakSanitizer) and under ThreadSanitizer,
# each in its own build folder. The fuzzer runs 250 traces here instead of 5,000: the
# sanitizers make every step slower, and the plain run in .ci/run covers the rest.
#
#   scripts/sanitizers.sh            # both
#   scripts/sanitizers.sh address    # one
set -euo pipefail
cd "$(dirname "$0")/.."

export REFRESHKIT_FUZZ_TRACES=${REFRESHKIT_FUZZ_TRACES:-250}
# XCTest's harness keeps some memory until exit; nothing of RefreshKit's is suppressed.
export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan-suppressions.txt"
export ASAN_OPTIONS="detect_leaks=1"

sanitizers=("$@")
[[ ${#sanitizers[@]} -eq 0 ]] && sanitizers=(address thread)

for sanitizer in "${sanitizers[@]}"; do
  log=$(mktemp)
  start=$(date +%s)
  if swift test --sanitize="$sanitizer" --scratch-path ".build-$sanitizer" >"$log" 2>&1; then
    summary=$(grep -E "Test run with" "$log" | tail -n 1)
    echo "$sanitizer sanitizer: ${summary#* } ($(($(date +%s) - start)) s)"
    rm -f "$log"
  else
    # A run killed from outside prints none of these: show its end instead (and never let
    # a grep that finds nothing end the script before it says what failed).
    { grep -E "ERROR: |WARNING: ThreadSanitizer|SUMMARY|✘|Fatal" "$log" || tail -n 20 "$log"; } |
      head -n 40 >&2
    echo "$sanitizer sanitizer: FAILED (full log: $log)" >&2
    exit 1
  fi
done
