#!/usr/bin/env bash
# A referee settles each check of the Checks tab from an empty page by keyboard alone, under a
# real X server with a window manager; a screenshot of each page in each language goes to
# docs/screenshots/checks-<page>-<lang>.png.
#
#   apt-get install -y xvfb openbox xdotool imagemagick libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1
#   bash scripts/walkthrough_checks.sh            (DISPLAY :9 by default: WALK_DISPLAY=:8 ...)
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

key() { xdotool key --clearmodifiers --delay 60 "$@"; sleep 0.25; }
typ() { xdotool type --delay 40 -- "$1"; sleep 0.3; }
# shot NAME [CROP]: the screen (or the CROP geometry of it, e.g. 1024x768+0+0) as a PNG
shot() {
  sleep 0.6; import -window root "$work/shot.png"
  convert "$work/shot.png" ${2:+-crop "$2" +repage} -colors 192 "PNG8:$out/$1"
}

for lang in en ru uk; do
  printf '[ui]\nlanguage=%s\n' "$lang" > "$work/$lang.ini"
  RIICHI_REFEREE_AUTOSAVE_DIR="$work/autosave-$lang" RIICHI_REFEREE_LOG_DIR="$work/logs" \
    .venv/bin/riichi-referee --settings "$work/$lang.ini" >/dev/null 2>&1 &
  app=$!
  win=""
  for _ in $(seq 60); do
    win="$(xdotool search --sync --onlyvisible --pid "$app" 2>/dev/null | tail -1 || true)"
    [ -n "$win" ] && break
    sleep 0.5
  done
  [ -n "$win" ] || { echo "no window for $lang" >&2; kill "$app"; exit 1; }
  xdotool windowactivate --sync "$win"; xdotool windowmove "$win" 0 0; xdotool windowsize "$win" 1366 768
  sleep 1
  key ctrl+5
  # furiten: the hand with the claimed tile, the discards, what passed since
  key alt+1; typ "23m456p789s11z678m 4m"; key Tab; typ "1z9p4m"; key Tab; typ "2p+3p"
  shot "checks-furiten-$lang.png"
  # closed kan after riichi: the hand at riichi, then the drawn tile
  key alt+2; typ "6668999m456p789s 9m"
  shot "checks-kan-$lang.png"
  # tenpai at an exhaustive draw, at 1024 px: an open hand whose only yaku is its West pon,
  # the tiles seen elsewhere, the own discards, then the West seat (Tab, two steps down)
  xdotool windowsize "$win" 1024 768; sleep 0.5
  key alt+3; typ "23m456p789s99s pon:333z"; key Tab; typ "5p5p"; key Tab; typ "9p1s"
  key Tab; key Down; key Down
  shot "checks-tenpai-$lang.png" 1024x768+0+0
  xdotool windowsize "$win" 1366 768; sleep 0.5
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
