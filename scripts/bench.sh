#!/usr/bin/env bash
# Compiler benchmark (not a test): cold compiles of generated corpora, medians of
# several runs, with peak memory; then incremental compiles (the cache: a warm
# compile with nothing changed, a one-page edit, and the same edit under
# `contentc watch`). Figures are noisy on a shared 2-core machine: compare medians
# side by side, in one run.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-3}
SIZES=${SIZES-"1000 10000"}
INC_SIZES=${INC_SIZES-"10000"}
GEN=${GEN:-../shared/bench/gencorpus.py}
BIN=${BIN:-./bin/contentc}
B=${BENCH_DIR:-build/bench}
mkdir -p "$B"

# Old output is moved aside, not deleted, between runs, and deleted at the end.
# On this machine's ext4, creating files right after deleting tens of thousands
# costs 3 to 4 times as much kernel time for about a minute (freed inodes are
# skipped while they are recent), which would charge the previous run's
# clean-up to the next cold compile.
T=$B/trash
rm -rf "$T"
mkdir -p "$T"
aside() { if [ -e "$1" ]; then mv "$1" "$T/$(basename "$1").$RANDOM$RANDOM"; fi; }
trap 'rm -rf "$T"' EXIT

median() { sort -n | awk '{a[NR]=$1} END {m=int((NR+1)/2); print a[m]}'; }

. scripts/corpus.sh
gen() { corpus "$1" >/dev/null; }

echo "== contentc compile (cold: --no-cache), median of $RUNS runs =="
echo "(reference: goldmark + chroma alone on the same pages, scripts/refbench, timed"
echo " alternately with contentc; ratio = contentc / reference. Dirty pages are"
echo " flushed (sync) before each timed run so that one run's writes are not"
echo " charged to the next.)"
go build -o "$B/refbench" ./scripts/refbench
printf "%-8s %10s %12s %12s %12s %8s\n" pages wall_s pages_per_s peak_MiB reference_s ratio
for n in $SIZES; do
  corpus=$B/corpus-$n
  gen "$n"
  walls=(); mems=(); refs=()
  for _ in $(seq "$RUNS"); do
    aside "$B/graph-$n"
    sync
    refs+=("$("$B/refbench" "$corpus" | awk '{print $4}')")
    sync
    /usr/bin/time -f "%e %M" -o $B/time.txt "$BIN" compile "$corpus" --out "$B/graph-$n" --no-cache 2>/dev/null
    read -r wall kb < $B/time.txt
    walls+=("$wall"); mems+=("$kb")
  done
  w=$(printf "%s\n" "${walls[@]}" | median)
  m=$(printf "%s\n" "${mems[@]}" | median)
  r=$(printf "%s\n" "${refs[@]}" | median)
  printf "%-8s %10.2f %12.0f %12.0f %12.2f %8.2f\n" "$n" "$w" "$(awk -v n="$n" -v w="$w" 'BEGIN{print n/w}')" "$(awk -v m="$m" 'BEGIN{print m/1024}')" "$r" "$(awk -v w="$w" -v r="$r" 'BEGIN{print w/r}')"
done

echo
echo "== MDX: 1,000 pages, each with a tab group and a partial, against the same pages plain =="
echo "(scripts/mdx-corpus.py; cold compiles, timed alternately; median of $RUNS runs; budget: 1.3x)"
gen 1000
python3 scripts/mdx-corpus.py "$B/corpus-1000" "$B/corpus-1000-mdx"
plain=(); mdx=(); plainc=(); mdxc=()
for _ in $(seq "$RUNS"); do
  for kind in plain mdx; do
    c=$B/corpus-1000; [ "$kind" = mdx ] && c=$B/corpus-1000-mdx
    aside "$B/graph-mdx-$kind"
    sync
    /usr/bin/time -f "%e %U %S" -o $B/time.txt "$BIN" compile "$c" --out "$B/graph-mdx-$kind" --no-cache 2>/dev/null
    read -r wall usr sys < $B/time.txt
    cpu=$(awk -v u="$usr" -v s="$sys" 'BEGIN{print u+s}')
    if [ "$kind" = plain ]; then plain+=("$wall"); plainc+=("$cpu"); else mdx+=("$wall"); mdxc+=("$cpu"); fi
  done
done
p=$(printf "%s\n" "${plain[@]}" | median); pc=$(printf "%s\n" "${plainc[@]}" | median)
m=$(printf "%s\n" "${mdx[@]}" | median); mc=$(printf "%s\n" "${mdxc[@]}" | median)
printf "%-24s %10s %10s\n" corpus wall_s cpu_s
printf "%-24s %10.2f %10.2f\n" "1000 plain" "$p" "$pc"
printf "%-24s %10.2f %10.2f\n" "1000 tabs+partial (MDX)" "$m" "$mc"
printf "%-24s %10.2f %10.2f\n" "ratio" "$(awk -v m="$m" -v p="$p" 'BEGIN{print m/p}')" "$(awk -v m="$mc" -v p="$pc" 'BEGIN{print m/p}')"

echo
echo "== incremental compile, median of $RUNS runs =="
echo "(compile: a process per run, cache in $B/inc-N/cache; watch: the compile"
echo " time contentc watch reports after an edit, polling every 100ms)"
printf "%-8s %-36s %10s %10s\n" pages case wall_s cpu_s
secs() { sed -E 's/.* in ([0-9.]+)(µs|ms|s) .*/\1 \2/' | awk '{ if ($2=="ms") print $1/1000; else if ($2=="s") print $1; else print $1/1e6 }'; }
for n in $INC_SIZES; do
  gen "$n"
  corpus=$B/corpus-$n
  dir=$B/inc-$n
  out=$dir/graph
  cache=$dir/cache
  page=$(find "$corpus/docs" -name '*.md' | sort | sed -n "$(( (n + 1) / 2 ))p")
  cp "$page" $B/page.orig
  trap 'cp $B/page.orig "$page"; [ -n "${wpid:-}" ] && kill "$wpid" 2>/dev/null; rm -rf "$T"; true' EXIT
  # wall and CPU (user+sys) seconds of one compile
  timed() { sync; /usr/bin/time -f "%e %U %S" -o "$B/time.txt" "$BIN" compile "$corpus" --out "$out" --cache "$cache" 2>/dev/null; awk '{print $1, $2 + $3}' "$B/time.txt"; }
  row() {
    local rows; rows=$(cat)
    printf "%-8s %-36s %10.2f %10s\n" "$n" "$1" "$(cut -d' ' -f1 <<<"$rows" | median)" \
      "$( (cut -s -d' ' -f2 <<<"$rows" | median) | awk 'NF{printf "%.2f", $1} !NF{print "-"}')"
  }

  for _ in $(seq "$RUNS"); do aside "$dir"; timed; done | row "cold, empty cache"
  for _ in $(seq "$RUNS"); do timed; done | row "warm, nothing changed"
  for i in $(seq "$RUNS"); do printf '\nBench edit %d.\n' "$i" >> "$page"; timed; done | row "one-page edit (compile)"
  cp $B/page.orig "$page"

  log=$dir/watch.log
  "$BIN" watch "$corpus" --out "$out" --cache "$cache" --interval 100ms 2> "$log" & wpid=$!
  compiled() { grep -c ' compiled ' "$log" || true; }
  waitfor() { for _ in $(seq 1200); do [ "$(compiled)" -ge "$1" ] && return 0; sleep 0.05; done; echo "watch: no compile" >&2; return 1; }
  waitfor 1
  for i in $(seq "$RUNS"); do
    sleep 1 # the watcher saves its cache after a compile
    printf '\nWatch edit %d.\n' "$i" >> "$page"
    waitfor $((i + 1))
  done
  kill -INT "$wpid"; wait "$wpid" || true; wpid=
  grep ' compiled ' "$log" | tail -n "$RUNS" | secs | row "one-page edit (watch)"
  cp $B/page.orig "$page"
done

echo
echo "== Go benchmarks (markdown render, highlight) =="
go test -run '^$' -bench . -benchtime 200x -count 3 ./compiler/internal/markdown/ ./compiler/internal/highlight/ 2>/dev/null | grep -E '^(Benchmark|ok)' || true

echo
echo "== JavaScript evaluation (issue 15: sidebars.js, docusaurus.config.ts), median of $RUNS runs =="
echo "(the default content with its sidebars.yaml turned into sidebars.js, against"
echo " the content as it is; and the Docusaurus fixture (config + sidebars.ts + versions)."
echo " javascript_ms is the in-process evaluation time contentc traces; budget < 100 ms)"
js=$B/content-js
rm -rf "$js"; cp -r content "$js"
python3 -c 'import json,sys,yaml; print("module.exports = " + json.dumps(yaml.safe_load(open(sys.argv[1])), indent=2) + ";")' content/sidebars.yaml > "$js/sidebars.js"
rm "$js/sidebars.yaml"
sed -i 's/^  sidebarPath: sidebars.yaml$/  sidebarPath: sidebars.js/' "$js/site.yaml"
jsrow() {
  local walls=() jss=()
  for _ in $(seq "$RUNS"); do
    aside "$B/graph-js"
    /usr/bin/time -f "%e" -o $B/time.txt env CONTENTC_TRACE=1 "$BIN" compile "$2" --out "$B/graph-js" --no-cache 2> $B/trace.txt >/dev/null || true
    walls+=("$(tail -n 1 $B/time.txt)")
    jss+=("$(sed -nE 's/.*trace: javascript ([0-9.]+)(µs|ms|s),.*/\1 \2/p' $B/trace.txt | awk '{ if ($2=="ms") print $1; else if ($2=="s") print $1*1000; else print $1/1000 }')")
  done
  printf "%-40s %10.2f %14.1f\n" "$1" "$(printf "%s\n" "${walls[@]}" | median)" "$(printf "%s\n" "${jss[@]}" | median)"
}
printf "%-40s %10s %14s\n" site wall_s javascript_ms
jsrow "default content (sidebars.yaml)" content
jsrow "default content (sidebars.js)" "$js"
jsrow "docusaurus-site fixture (3 versions)" compiler/cmd/contentc/testdata/docusaurus-site
