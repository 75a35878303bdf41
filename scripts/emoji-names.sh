#!/usr/bin/env bash
# Regenerates compiler/internal/markdown/emoji/names-d2.json and names-d3.json: the
# shortcode names remark-emoji knows, with their emoji, as node-emoji gives them to
# it. Docusaurus 2 runs remark-emoji 2.2 on node-emoji 1.11; Docusaurus 3 runs
# remark-emoji 4 on node-emoji 2.2. Not part of the build (needs the npm registry).
set -euo pipefail
out=$(cd "$(dirname "$0")/.." && pwd)/compiler/internal/markdown/emoji
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
npm init -y >/dev/null
for v in 1.11.0 2.2.0; do
  rm -rf node_modules package-lock.json
  npm install --no-save --no-audit --no-fund "node-emoji@$v" >/dev/null
  node -e '
    const e = require("node-emoji");
    const names = e.emoji ? Object.keys(e.emoji) : e.search(/./).map((x) => x.name);
    const m = {};
    for (const n of names.sort()) {
      const got = e.get(`:${n}:`);
      if (got !== undefined && got !== `:${n}:`) m[n] = got;
    }
    process.stdout.write(JSON.stringify(m, Object.keys(m).sort(), 0) + "\n");
  ' > "$out/names-$( [ "$v" = 1.11.0 ] && echo d2 || echo d3 ).json"
done
