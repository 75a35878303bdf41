#!/usr/bin/env bash
# Builds the fixture site (e2e/fixtures/site) into build/site-fixture: a second graph
# and a second static export, for the features the default content does not use.
# It uses web/out as scratch space, so run it before building the default site.
set -euo pipefail
cd "$(dirname "$0")/.."
graph="$PWD/build/graph-fixture"
./bin/contentc compile e2e/fixtures/site --out "$graph"
export CONTENTC_GRAPH="$graph"
node web/scripts/site-files.mjs prebuild
npx next build web ${NEXT_BUILD_FLAGS:-}
node web/scripts/site-files.mjs postbuild
rm -rf build/site-fixture
mv web/out build/site-fixture
echo "fixture site: build/site-fixture"
