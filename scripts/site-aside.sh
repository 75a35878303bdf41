# Sourced by scripts that build another site with `make site` (which writes web/out and
# web/public): `site_aside DIR` moves the default site's web/out and web/public into
# DIR, and puts them back when the calling script exits.
site_aside() {
  _aside=$1
  if [ -d "$_aside" ]; then site_restore; fi # an earlier run that was interrupted
  mkdir -p "$_aside"
  for d in out public; do if [ -e "web/$d" ]; then mv "web/$d" "$_aside/$d"; fi; done
  trap site_restore EXIT
}
site_restore() {
  [ -d "$_aside" ] || return 0
  for d in out public; do
    if [ -e "$_aside/$d" ]; then rm -rf "web/$d"; mv "$_aside/$d" "web/$d"; fi
  done
  rmdir "$_aside" 2>/dev/null || true
}
