#!/usr/bin/env bash
# Builds the 1,000-page generated site for `make e2e-scale`: the benchmark corpus
# (build/bench/corpus-1000, as scripts/bench.sh makes it) through `make site`, into
# build/site-scale (graph: build/graph-scale). The default site's web/out is put back.
set -euo pipefail
cd "$(dirname "$0")/.."
PAGES=${PAGES:-1000}
GEN=${GEN:-../shared/bench/gencorpus.py}
corpus=build/bench/corpus-$PAGES
if [ ! -f "$corpus/.done" ]; then
  rm -rf "$corpus"
  python3 "$GEN" "$corpus" --pages "$PAGES" >/dev/null
  touch "$corpus/.done"
fi
. scripts/site-aside.sh
site_aside build/.site-aside
make -s site CONTENT="$corpus" GRAPH=build/graph-scale
rm -rf build/site-scale
mv web/out build/site-scale
echo "scale site ($PAGES pages): build/site-scale"
