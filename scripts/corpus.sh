# Sourced by the benchmark scripts: `corpus N` makes the generated corpus of N pages
# in $B/corpus-N (../shared/bench/gencorpus.py, or $GEN) unless it is there already,
# and prints its path. The same N always gives the same bytes.
corpus() {
  local dir=$B/corpus-$1
  if [ ! -f "$dir/.done" ]; then
    rm -rf "$dir"
    python3 "${GEN:-../shared/bench/gencorpus.py}" "$dir" --pages "$1" >/dev/null
    touch "$dir/.done"
  fi
  printf '%s\n' "$dir"
}
