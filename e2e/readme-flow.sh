#!/usr/bin/env bash
# Runs the commands of README's "Use it on your own docs" exactly as written, on a
# fresh copy of content/ standing in for ~/my-docs, with the graph written to
# $GRAPH (default build/graph). The e2e suite then tests the site this builds.
set -euo pipefail
cd "$(dirname "$0")/.."
graph="$(realpath -m "${GRAPH:-build/graph}")"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cp -r content "$tmp/my-docs"
block="$(awk '/<!-- readme-flow:begin/{f=1;next} /<!-- readme-flow:end/{f=0} f' README.md | sed '/^```/d')"
test -n "$block" || { echo "readme-flow: no command block between the readme-flow markers in README.md" >&2; exit 1; }
# ~/my-docs-graph first: it contains ~/my-docs.
script="$(printf '%s\n' "$block" | sed -e "s#~/my-docs-graph#$graph#g" -e "s#~/my-docs#$tmp/my-docs#g")"
echo "readme-flow: running README's commands:"
printf '  %s\n' "$script"
bash -euo pipefail -c "$script"
test -f web/out/index.html || { echo "readme-flow: web/out/index.html was not built" >&2; exit 1; }
echo "readme-flow: site built into web/out from a copy of content/"
