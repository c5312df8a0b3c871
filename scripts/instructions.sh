#!/usr/bin/env bash
# Instructions and heap allocations per operation of every workload of Benchmarks/ (or of the
# ones named), counted by valgrind in a release build: each workload runs twice, with a small
# and a large number of operations, and the difference of the two counts over the difference of
# the numbers of operations is the cost of one operation, without startup and setup. Callgrind
# counts the instructions and memcheck the allocations (its "total heap usage"): counts, not
# time, so the figures are the same on every run of the same binary.
#
#   scripts/instructions.sh                       # every workload, as a Markdown table
#   scripts/instructions.sh observable-set/1      # one
set -euo pipefail
cd "$(dirname "$0")/.."

command -v valgrind >/dev/null || { echo "error: valgrind is not installed" >&2; exit 1; }
swift build -c release --package-path Benchmarks --product instructions >/dev/null
bin="$(swift build -c release --package-path Benchmarks --show-bin-path)/instructions"

# Swift seeds its hashing per process, so a workload that fills a dictionary or a set (the
# refresh cycle does) would count a few hundred instructions more or less from run to run.
export SWIFT_DETERMINISTIC_HASHING=1

# instructions WORKLOAD OPERATIONS: the instructions of a whole run.
instructions() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$1" "$2" 2>&1 |
    awk '/Collected/ { print $4 }'
}

# allocations WORKLOAD OPERATIONS: the heap allocations of a whole run.
allocations() {
  valgrind --tool=memcheck --leak-check=no "$bin" "$1" "$2" 2>&1 |
    awk '/total heap usage/ { gsub(",", "", $5); print $5 }'
}

if [[ $# -gt 0 ]]; then
  workloads=("$@")
else
  mapfile -t workloads < <("$bin" --list | cut -f1)
fi

echo "| workload | instructions per operation | allocations per operation |"
echo "|---|---:|---:|"
for workload in "${workloads[@]}"; do
  if [[ $workload == */refresh-cycle ]]; then small=5 large=25; else small=1000 large=11000; fi
  a=$(instructions "$workload" "$small")
  b=$(instructions "$workload" "$large")
  c=$(allocations "$workload" "$small")
  d=$(allocations "$workload" "$large")
  awk -v w="$workload" -v a="$a" -v b="$b" -v c="$c" -v d="$d" -v n=$((large - small)) \
    'BEGIN { printf "| `%s` | %.0f | %.4g |\n", w, (b - a) / n, (d - c) / n }'
done
