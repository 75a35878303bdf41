#!/usr/bin/env bash
# Compiler benchmark (not a test): cold compiles of generated corpora, medians of
# several runs, with peak memory. Figures are noisy on a shared 2-core machine:
# compare medians side by side, in one run.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-3}
SIZES=${SIZES:-"1000 10000"}
GEN=${GEN:-../shared/bench/gencorpus.py}
mkdir -p build/bench

median() { sort -n | awk '{a[NR]=$1} END {m=int((NR+1)/2); print a[m]}'; }

echo "== contentc compile (cold), median of $RUNS runs =="
printf "%-8s %10s %12s %12s\n" pages wall_s pages_per_s peak_MiB
for n in $SIZES; do
  corpus=build/bench/corpus-$n
  if [ ! -f "$corpus/.done" ]; then
    rm -rf "$corpus"
    python3 "$GEN" "$corpus" --pages "$n" >/dev/null
    touch "$corpus/.done"
  fi
  walls=(); mems=()
  for _ in $(seq "$RUNS"); do
    rm -rf "build/bench/graph-$n"
    /usr/bin/time -f "%e %M" -o build/bench/time.txt ./bin/contentc compile "$corpus" --out "build/bench/graph-$n" 2>/dev/null
    read -r wall kb < build/bench/time.txt
    walls+=("$wall"); mems+=("$kb")
  done
  w=$(printf "%s\n" "${walls[@]}" | median)
  m=$(printf "%s\n" "${mems[@]}" | median)
  printf "%-8s %10.2f %12.0f %12.0f\n" "$n" "$w" "$(awk -v n="$n" -v w="$w" 'BEGIN{print n/w}')" "$(awk -v m="$m" 'BEGIN{print m/1024}')"
done

echo
echo "== Go benchmarks (markdown render, highlight) =="
go test -run '^$' -bench . -benchtime 200x -count 3 ./compiler/internal/markdown/ ./compiler/internal/highlight/ 2>/dev/null | grep -E '^(Benchmark|ok)' || true
