#!/usr/bin/env bash
# A referee settles each check of the Checks tab from an empty page by keyboard alone, under a
# real X server with a window manager; a screenshot of each page in each language goes to
# docs/screenshots/checks-<page>-<lang>.png.
#
#   apt-get install -y xvfb openbox xdotool x11-utils imagemagick libxcb-cursor0 libxcb-icccm4 \
#     libxcb-keysyms1
#   bash scripts/walkthrough_checks.sh            (DISPLAY :9 by default: WALK_DISPLAY=:8 ...)
#
# The screen must be 1366x768 (the script starts such an Xvfb when the display is not running):
# the pages are taken at 1366 px, the tenpai page at 1024 px.
set -euo pipefail
cd "$(dirname "$0")/.."
display="${WALK_DISPLAY:-:9}"
work="$(mktemp -d)"
out=docs/screenshots
mkdir -p "$out"
started_x=""
if ! DISPLAY="$display" xdpyinfo >/dev/null 2>&1; then
  Xvfb "$display" -screen 0 1366x768x24 >/dev/null 2>&1 &
  started_x=$!
  sleep 1
  DISPLAY="$display" openbox >/dev/null 2>&1 &
  started_wm=$!
  sleep 1
fi
export DISPLAY="$display"
size="$(xdpyinfo | awk '/dimensions:/ {print $2}')"
[ "$size" = 1366x768 ] || { echo "the screen of $display is $size, not 1366x768" >&2; exit 1; }

key() { xdotool key --clearmodifiers --delay 60 "$@"; sleep 0.25; }
typ() { xdotool type --delay 40 -- "$1"; sleep 0.3; }
# fit WIDTH: the window at the top left, WIDTH px wide and the screen's height, its frame
# (openbox's title bar and borders) included, so that nothing of it is off the screen
fit() {
  local l r t b
  read -r l r t b < <(xprop -id "$win" _NET_FRAME_EXTENTS | sed 's/.*= //; s/,//g')
  xdotool windowmove "$win" "${l:-0}" "${t:-0}"  # where the window itself goes, inside its frame
  xdotool windowsize "$win" $(($1 - ${l:-0} - ${r:-0})) $((768 - ${t:-0} - ${b:-0}))
  sleep 0.5
}
# shot NAME [CROP]: the screen (or the CROP geometry of it, e.g. 1024x768+0+0) as a PNG
shot() {
  sleep 0.6; import -window root "$work/shot.png"
  convert "$work/shot.png" ${2:+-crop "$2" +repage} -colors 192 "PNG8:$out/$1"
}

for lang in en ru uk; do
  printf '[ui]\nlanguage=%s\n' "$lang" > "$work/$lang.ini"
  RIICHI_REFEREE_AUTOSAVE_DIR="$work/autosave-$lang" RIICHI_REFEREE_LOG_DIR="$work/logs" \
    RIICHI_REFEREE_RULINGS_DIR="$work/rulings-$lang" .venv/bin/riichi-referee --settings "$work/$lang.ini" >/dev/null 2>&1 &
  app=$!
  win=""
  for _ in $(seq 60); do
    win="$(xdotool search --sync --onlyvisible --pid "$app" 2>/dev/null | tail -1 || true)"
    [ -n "$win" ] && break
    sleep 0.5
  done
  [ -n "$win" ] || { echo "no window for $lang" >&2; kill "$app"; exit 1; }
  xdotool windowactivate --sync "$win"
  xdotool mousemove 1365 767  # out of the way: no hover highlight in the pictures
  sleep 0.5
  fit 1366
  key ctrl+5
  # furiten: the hand with the claimed tile, the discards, what passed since
  key alt+1; typ "23m456p789s11z678m 4m"; key Tab; typ "1z9p4m"; key Tab; typ "2p+3p"
  shot "checks-furiten-$lang.png"
  # closed kan after riichi: the hand at riichi, then the drawn tile
  key alt+2; typ "6668999m456p789s 9m"
  shot "checks-kan-$lang.png"
  # tenpai at an exhaustive draw, at 1024 px: an open hand whose only yaku is its West pon,
  # the tiles seen elsewhere, the own discards, then the West seat (Tab, two steps down)
  fit 1024
  key alt+3; typ "23m456p789s99s pon:333z"; key Tab; typ "5p5p"; key Tab; typ "9p1s"
  key Tab; key Down; key Down
  shot "checks-tenpai-$lang.png" 1024x768+0+0
  fit 1366
  # swap-calling: the chi, then the discard
  key alt+4; typ "chi:3m45m 6m"
  shot "checks-kuikae-$lang.png"
  # nine terminals and honours: the 14 tiles
  key alt+5; typ "19m19p19s123z23456m"
  shot "checks-kyuushu-$lang.png"
  if [ "$lang" = en ]; then
    key ctrl+r; shot "checks-compare-$lang.png"; key Escape
    key alt+4; key F11; shot "checks-show-$lang.png"; key Escape
  fi
  kill "$app"; wait "$app" 2>/dev/null || true
done
[ -n "$started_x" ] && kill "$started_wm" "$started_x"
rm -rf "$work"
ls -l "$out"/checks-*.png
