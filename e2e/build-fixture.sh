#!/usr/bin/env bash
# Builds the fixture sites into build/: e2e/fixtures/site into build/site-fixture (the
# features the default content does not use) and e2e/fixtures/locales into
# build/site-locales (three locales, one right to left): each a graph and a static
# export. It uses web/out as scratch space, so run it before building the default site.
# `build-fixture.sh locales` builds only the locales site (`site`, `docusaurus` only those);
# build/site-docusaurus is the Docusaurus-shaped site of compiler/cmd/contentc/testdata.
set -euo pipefail
cd "$(dirname "$0")/.."
build() { # fixture folder, graph folder, site folder
  local graph="$PWD/$2"
  ./bin/contentc compile "$1" --out "$graph"
  CONTENTC_GRAPH="$graph" node web/scripts/site-files.mjs prebuild
  CONTENTC_GRAPH="$graph" npx next build web ${NEXT_BUILD_FLAGS:-}
  CONTENTC_GRAPH="$graph" node web/scripts/site-files.mjs postbuild
  rm -rf "$3"
  mv web/out "$3"
  echo "fixture site: $3"
}
which="${1:-all}"
if [ "$which" = all ] || [ "$which" = site ]; then build e2e/fixtures/site build/graph-fixture build/site-fixture; fi
if [ "$which" = all ] || [ "$which" = locales ]; then build e2e/fixtures/locales build/graph-locales build/site-locales; fi
# A Docusaurus site as it is (TypeScript config, Record sidebars, three versions):
# the Go test's fixture, routed as Docusaurus routes versions (docusaurus.spec.ts).
if [ "$which" = all ] || [ "$which" = docusaurus ]; then build compiler/cmd/contentc/testdata/docusaurus-site build/graph-docusaurus build/site-docusaurus; fi
