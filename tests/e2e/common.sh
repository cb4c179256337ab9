# Shared by the end-to-end scripts (sourced, not run): a scratch directory and the
# processes to stop on exit, fail/pass messages, a private Xvfb display, and a reader for
# top-level values of the program's --dump-state JSON.

work="$(mktemp -d)"
# The program autosaves its session and keeps recent lessons under $XDG_DATA_HOME: in
# tests, a scratch one, so a developer's own session is neither read nor overwritten.
export XDG_DATA_HOME="$work/xdg-data"
# The Hugging Face cache, empty: the default lesson's last scene names a model by its
# repository, and a developer's own cache would open it.
export HF_HUB_CACHE="$work/hf-cache"
pids=()
cleanup() {
  local p
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done
  for p in "${pids[@]}"; do wait "$p" 2>/dev/null; done
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "FAIL: $*"; exit 1; }
pass() { echo "ok: $*"; }

# require_tools TOOL...: fails naming the first one that is not installed.
require_tools() {
  local t
  for t in "$@"; do command -v "$t" >/dev/null || fail "$t is not installed"; done
}

# find_window [PID]: prints the id of the program's window (of process PID if given) once
# it is mapped; fails after 15 s.
find_window() {
  local id="" by_pid=()
  [ -n "${1:-}" ] && by_pid=(--pid "$1")
  for _ in $(seq 1 150); do
    id=$(xdotool search --onlyvisible "${by_pid[@]}" --name "Attention Explorer" 2>/dev/null | head -n 1)
    [ -n "$id" ] && { echo "$id"; return 0; }
    sleep 0.1
  done
  return 1
}

# focus_window WID: gives the window the keyboard's focus, waits until the X server says it
# has it, then a few frames' time for the program to take it before the first key.
focus_window() {
  xdotool windowfocus "$1" 2>/dev/null || true
  wait_for 5 has_focus "$1" || true
  sleep 0.15
}
has_focus() { [ "$(xdotool getwindowfocus 2>/dev/null)" = "$1" ]; }

# state_is FILE KEY VALUE: the dump exists and its top-level KEY is VALUE (as JSON text).
# A left click at X Y of window WID that lasts a few frames: Dear ImGui 1.86 reads the
# button once a frame, so a press and a release within one frame (a frame slows under
# load) would be lost.
click_at() {  # click_at WID X Y
  xdotool mousemove --window "$1" "$2" "$3" 2>/dev/null || return 1
  sleep 0.05
  xdotool mousedown 1 2>/dev/null || return 1
  sleep 0.15
  xdotool mouseup 1 2>/dev/null
}
# The same where the pointer is.
click_here() {
  xdotool mousedown 1 2>/dev/null || return 1
  sleep 0.15
  xdotool mouseup 1 2>/dev/null
}
state_is() { [ -s "$1" ] && [ "$(jget "$1" "$2")" = "$3" ]; }

# start_xvfb FIRST LAST: an Xvfb on the first free display number in FIRST..LAST, 1600×1000,
# exported as DISPLAY.
start_xvfb() {
  local n display=""
  for n in $(seq "$1" "$2"); do
    if [ ! -e "/tmp/.X$n-lock" ] && [ ! -e "/tmp/.X11-unix/X$n" ]; then display=":$n"; break; fi
  done
  [ -n "$display" ] || fail "no free X display number"
  # -noreset: the server does not reset (refusing connections a moment) when its last
  # client goes, as it does each time a test stops the program before starting it again.
  Xvfb "$display" -screen 0 1600x1000x24 -nolisten tcp -noreset >"$work/xvfb.log" 2>&1 &
  pids+=($!)
  export DISPLAY="$display"
  for _ in $(seq 1 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
  xdpyinfo >/dev/null 2>&1 || fail "Xvfb did not start on $display: $(cat "$work/xvfb.log")"
}

# Top-level scalar of the --dump-state JSON (nlohmann's dump(2)): jget FILE KEY
jget() { sed -n "s/^  \"$2\": \\(.*\\),\\{0,1\\}\$/\\1/p" "$1" | sed 's/,$//' | head -n 1; }

# wait_for SECONDS COMMAND...: retries until the command succeeds.
wait_for() {
  local limit=$1; shift
  local end=$((SECONDS + limit))
  while [ $SECONDS -lt $end ]; do
    "$@" && return 0
    sleep 0.1
  done
  "$@"
}
