#!/usr/bin/env bash
# Locale benchmark (not a test, run by make bench): a cold compile of the generated
# 1,000-page corpus in one locale and in three (en, fr, ar, every doc translated),
# medians of RUNS runs; issue 19 asks for at most 3.3 times one locale.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-3}
BIN=${BIN:-./bin/contentc}
B=${BENCH_DIR:-build/bench}
mkdir -p "$B"
T=$B/trash-locales
rm -rf "$T"
mkdir -p "$T"
aside() { if [ -e "$1" ]; then mv "$1" "$T/$(basename "$1").$RANDOM$RANDOM"; fi; }
trap 'rm -rf "$T"' EXIT
median() { sort -n | awk '{a[NR]=$1} END {m=int((NR+1)/2); print a[m]}'; }
. scripts/corpus.sh
gen() { corpus "$1" >/dev/null; }

echo "== locales: the 1,000-page corpus in one locale and in three (cold), median of $RUNS runs =="
echo "(three locales: en, fr and ar, every doc translated: a copy of docs/ in each"
echo " i18n/<locale>/docusaurus-plugin-content-docs/current; target: at most 3.3 times one locale)"
LN=${LOCALE_SIZE:-1000}
gen "$LN"
one=$B/corpus-$LN
three=$B/corpus-$LN-3locales
if [ ! -f "$three/.done" ]; then
  rm -rf "$three"
  cp -r "$one" "$three"
  printf 'title: Corpus\ni18n:\n  defaultLocale: en\n  locales:\n    - code: en\n    - code: fr\n    - code: ar\n      direction: rtl\n' > "$three/site.yaml"
  for l in fr ar; do
    mkdir -p "$three/i18n/$l/docusaurus-plugin-content-docs"
    cp -r "$one/docs" "$three/i18n/$l/docusaurus-plugin-content-docs/current"
  done
  touch "$three/.done"
fi
printf "%-10s %10s\n" locales wall_s
l1=(); l3=()
for _ in $(seq "$RUNS"); do
  for c in "$one" "$three"; do
    aside "$B/graph-locales"
    sync
    /usr/bin/time -f "%e" -o $B/time.txt "$BIN" compile "$c" --out "$B/graph-locales" --no-cache 2>/dev/null
    if [ "$c" = "$one" ]; then l1+=("$(cat $B/time.txt)"); else l3+=("$(cat $B/time.txt)"); fi
  done
done
w1=$(printf "%s\n" "${l1[@]}" | median)
w3=$(printf "%s\n" "${l3[@]}" | median)
printf "%-10s %10.2f\n%-10s %10.2f\n" 1 "$w1" 3 "$w3"
echo "3 locales / 1 locale: $(awk -v a="$w3" -v b="$w1" 'BEGIN{printf "%.2f", a/b}')x (target <= 3.3x)"

