#!/usr/bin/env bash
# Instructions per operation of every workload of Benchmarks/ (or of the ones named), counted
# by valgrind's callgrind in a release build: each workload runs twice, with a small and a
# large number of operations, and the difference of the two counts over the difference of the
# numbers of operations is the cost of one operation, without startup and setup. Callgrind
# counts instructions, not time, so the figures are the same on every run of the same binary.
#
#   scripts/instructions.sh                       # every workload, as a Markdown table
#   scripts/instructions.sh observable-set/1      # one
set -euo pipefail
cd "$(dirname "$0")/.."

command -v valgrind >/dev/null || { echo "error: valgrind is not installed" >&2; exit 1; }
swift build -c release --package-path Benchmarks --product instructions >/dev/null
bin="$(swift build -c release --package-path Benchmarks --show-bin-path)/instructions"

# count WORKLOAD OPERATIONS: the instructions of a whole run.
count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$1" "$2" 2>&1 |
    awk '/Collected/ { print $4 }'
}

if [[ $# -gt 0 ]]; then
  workloads=("$@")
else
  mapfile -t workloads < <("$bin" --list | cut -f1)
fi

echo "| workload | instructions per operation |"
echo "|---|---:|"
for workload in "${workloads[@]}"; do
  if [[ $workload == */refresh-cycle ]]; then small=5 large=25; else small=1000 large=11000; fi
  a=$(count "$workload" "$small")
  b=$(count "$workload" "$large")
  awk -v w="$workload" -v a="$a" -v b="$b" -v n=$((large - small)) \
    'BEGIN { printf "| `%s` | %.0f |\n", w, (b - a) / n }'
done
