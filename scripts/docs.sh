#!/usr/bin/env bash
# Builds the API reference and the articles with DocC: RefreshKit's catalog
# (Sources/RefreshKit/RefreshKit.docc) with its symbol graph, and the reference of the host core,
# of the three bindings and of RefreshKitTesting. Warnings are errors, so a broken link fails the
# build. On Linux the bindings are built against the stand-ins, whose signatures are the SDK's.
#
#   scripts/docs.sh              # into .build/docs/<Module>.doccarchive, one per module
#   scripts/docs.sh OUTPUT_DIR   # somewhere else
#
# Open the archives in Xcode, or serve one with `docc preview` on a Mac. On Linux, docc and
# swift-symbolgraph-extract come with the Swift toolchain.
set -euo pipefail
cd "$(dirname "$0")/.."

output=${1:-.build/docs}
swift build >/dev/null
bin_path=$(swift build --show-bin-path)
triple=$(basename "$(dirname "$bin_path")")
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
mkdir -p "$output"

for module in RefreshKit RefreshKitHost RefreshKitUIKit RefreshKitAppKit RefreshKitSwiftUI \
  RefreshKitTesting RefreshKitObjC; do
  mkdir -p "$graphs/$module"
  swift-symbolgraph-extract -module-name "$module" -I "$bin_path/Modules" -target "$triple" \
    -minimum-access-level public -emit-extension-block-symbols -output-dir "$graphs/$module"
  catalog=()
  if [[ -d "Sources/$module/$module.docc" ]]; then
    catalog=("Sources/$module/$module.docc")
  fi
  docc convert "${catalog[@]}" \
    --additional-symbol-graph-dir "$graphs/$module" \
    --output-path "$output/$module.doccarchive" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.refreshkit.$module" \
    --warnings-as-errors >"$graphs/docc.log" || {
    # docc prints its diagnostics on standard output: show them, or the failure says nothing.
    grep -E -A4 "^(error|warning)" "$graphs/docc.log" >&2 || cat "$graphs/docc.log" >&2
    exit 1
  }
  echo "docs: $output/$module.doccarchive"
done
