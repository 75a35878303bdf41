#!/usr/bin/env bash
# First-load JavaScript benchmark (not a test), for `make bench`: builds the static site
# of generated corpora (10,000 pages) and then of the default graph (left in web/out, as
# `make site` leaves it), and prints the first-load JS of a doc page and of the home page
# of each: gzip -9 of every <script src> (web/scripts/first-load-js.mjs). The budget
# (README): a doc page at most 120 KB, the same whatever the number of pages.
# The corpus sites are kept in build/bench/site-N.
set -euo pipefail
cd "$(dirname "$0")/.."
SIZES=${FIRST_LOAD_SIZES-"10000"}
GEN=${GEN:-../shared/bench/gencorpus.py}
BIN=${BIN:-./bin/contentc}
GRAPH=${GRAPH:-build/graph}
B=${BENCH_DIR:-build/bench}
export NEXT_TELEMETRY_DISABLED=1
mkdir -p "$B"
. scripts/corpus.sh

site() { # GRAPH_DIR: next build (with the prebuild and postbuild steps) into web/out
  CONTENTC_GRAPH="$(cd "$1" && pwd)" npm run --silent build > "$B/site-build.log" 2>&1 ||
    { tail -30 "$B/site-build.log" >&2; exit 1; }
}
row() { # LABEL OUT_DIR
  node web/scripts/first-load-js.mjs "$2" | awk -v l="$1" '{ printf "%-14s %s\n", l, $0 }'
}

echo "== first-load JavaScript (gzip -9 of every <script src>; budget: a doc page <= 120,000 bytes) =="
for n in $SIZES; do
  corpus=$(corpus "$n")
  [ -f "$B/graph-$n/graph.json" ] || "$BIN" compile "$corpus" --out "$B/graph-$n" 2>/dev/null
  site "$B/graph-$n"
  rm -rf "$B/site-$n" && mv web/out "$B/site-$n"
  row "$n pages" "$B/site-$n"
done
site "$GRAPH"
row "default site" web/out
