#!/usr/bin/env bash
# The whole pipeline at scale (a benchmark, not a test): for generated corpora of 1,000
# and 10,000 pages, `make site` on the corpus folder as it is (no site.yaml), each stage
# timed separately (wall seconds, CPU seconds (user + system) and the peak memory of the
# largest single process of the stage), then what a reader downloads for one doc page.
# The machine's load average is printed with each run: wall times on a shared machine
# are only comparable at a similar load (CPU seconds much less so).
#
#   SIZES="1000 10000"  corpus sizes            RUNS=1       runs per size (medians)
#   PAGE=250            the doc page measured (page-00250 of the corpus)
#   WARM=1              keep the compile cache (default: a cold compile, cache removed)
#
# Corpora are build/bench/corpus-N (as scripts/bench.sh makes them), graphs
# build/bench/graph-site-N, sites build/bench/site-N. `make site` writes web/out and
# web/public: the ones there before are moved aside and put back at the end, so the
# default site build is left as it was. web/.next (Next's build cache) is shared.
set -euo pipefail
cd "$(dirname "$0")/.."
SIZES=${SIZES-"1000 10000"}
RUNS=${RUNS:-1}
PAGE=${PAGE:-250}
GEN=${GEN:-../shared/bench/gencorpus.py}
B=${BENCH_DIR:-build/bench}
mkdir -p "$B"
B=$(cd "$B" && pwd)

# Keep the default site: web/out and web/public go back where they were.
. scripts/site-aside.sh
site_aside "$B/saved-site"

make -s deps contentc >/dev/null

. scripts/corpus.sh
gen() { corpus "$1" >/dev/null; }

median() { sort -n | awk '{a[NR]=$1} END {m=int((NR+1)/2); print a[m]}'; }
gz() { gzip -9 -c "$1" | wc -c; }
kb() { awk -v b="$1" 'BEGIN{printf "%.1f", b/1024}'; }

STAGES="compile prebuild next-build postbuild total"
results=()
for n in $SIZES; do
  gen "$n"
  corpus=$B/corpus-$n
  graph=$B/graph-site-$n
  declare -A wall=() mem=() cpu=()
  loads=""
  for run in $(seq "$RUNS"); do
    log=$B/stages-$n.$run.txt
    rm -f "$log"
    if [ -z "${WARM:-}" ]; then rm -rf "$graph" "$B/.contentc-cache" "$B/.graph-site-$n.spare"; fi
    echo "== $n pages, run $run: make site CONTENT=$corpus GRAPH=$graph" >&2
    load0=$(cut -d' ' -f1 /proc/loadavg)
    /usr/bin/time -a -o "$log" -f "total %e %M %U %S" \
      make -s site CONTENT="$corpus" GRAPH="$graph" STAGE_TIME="$log" >"$B/site-$n.log" 2>&1 \
      || { tail -30 "$B/site-$n.log" >&2; exit 1; }
    loads+="$load0-$(cut -d' ' -f1 /proc/loadavg) "
    while read -r stage w m u s; do
      wall[$stage]+="$w "; mem[$stage]+="$m "; cpu[$stage]+="$(awk -v u="$u" -v s="$s" 'BEGIN{print u + s}') "
    done < <(grep -E '^(compile|prebuild|next-build|postbuild|total) ' "$log")
  done

  # the doc page measured, its rendered content (the page's html in the graph), its files
  rel=$(node -e '
    const g = require(process.argv[1] + "/graph.json");
    const want = "page-" + String(process.argv[2]).padStart(5, "0");
    const r = g.routes.find((r) => r.kind === "doc" && r.route.endsWith("/" + want)) ?? g.routes.find((r) => r.kind === "doc");
    console.log(r.route.replace(/^\//, "") + " " + r.data);' "$graph" "$PAGE")
  read -r route data <<<"$rel"
  html=web/out/$route.html
  content=$(node -e 'process.stdout.write(String(Buffer.byteLength(require(process.argv[1]).html)))' "$graph/$data")
  build_id=$(cat web/.next/BUILD_ID)
  json=web/out/_next/data/$build_id/$route.json
  nextdata=$(node -e '
    const h = require("fs").readFileSync(process.argv[1], "utf8");
    const m = /<script id="__NEXT_DATA__"[^>]*>([^<]*)<\/script>/.exec(h);
    process.stdout.write(String(m ? Buffer.byteLength(m[1]) : 0));' "$html")
  html_raw=$(stat -c %s "$html")
  limit=$(( content * 3 / 2 + 15 * 1024 ))
  verdict=$([ "$html_raw" -le "$limit" ] && echo pass || echo FAIL)
  first_js=$(node web/scripts/first-load-js.mjs web/out "$route.html" | sed -E 's/.*first-load JS ([0-9]+) bytes.*/\1/')
  # the same code on every site? a hash of the page's scripts themselves
  js_hash=$(grep -oE '<script[^>]* src="[^"]+"' "$html" | sed -E 's/.* src="([^"]+)"/\1/' \
    | while read -r src; do cat "web/out$src"; done | sha256sum | cut -c1-12)
  out_bytes=$(du -sb web/out | cut -f1)
  out_files=$(find web/out -type f | wc -l)

  {
    echo "== $n pages ($RUNS run(s), medians; load average before-after each run: $loads) =="
    printf "  %-11s %8s %8s %9s\n" stage wall_s cpu_s peak_MiB
    for s in $STAGES; do
      printf "  %-11s %8.1f %8.1f %9.0f\n" "$s" "$(tr ' ' '\n' <<<"${wall[$s]}" | grep . | median)" \
        "$(tr ' ' '\n' <<<"${cpu[$s]}" | grep . | median)" \
        "$(tr ' ' '\n' <<<"${mem[$s]}" | grep . | median | awk '{print $1/1024}')"
    done
    echo "  next build: $(grep -oE 'Generating static pages using [0-9]+ workers? \([0-9]+/[0-9]+\) in [0-9.]+m?s' "$B/site-$n.log" | tail -1 | sed -E 's/ \([0-9]+\/([0-9]+)\)/ (\1 pages)/')"
    echo "  output: web/out $(kb "$out_bytes") KiB in $out_files files"
    echo "  page /$route:"
    echo "    HTML $html_raw bytes ($(gz "$html") gzip); rendered content $content bytes;" \
      "limit 1.5 x content + 15 KiB = $limit: $verdict"
    echo "    __NEXT_DATA__ $nextdata bytes; page data (client navigation) $(stat -c %s "$json") bytes ($(gz "$json") gzip)"
    echo "    first-load JS $first_js bytes gzip (sha256 of its chunks: $js_hash)"
  } | tee "$B/result-$n.txt"
  results+=("$B/result-$n.txt")
  rm -rf "$B/site-$n"
  mv web/out "$B/site-$n"
  unset wall mem cpu
done

echo
echo "== summary =="
cat "${results[@]}"
echo "(sites kept in $B/site-N; web/out and web/public are as they were before the benchmark)"
