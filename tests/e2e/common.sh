# Shared by the end-to-end scripts (sourced, not run): a scratch directory and the
# processes to stop on exit, fail/pass messages, a private Xvfb display, and a reader for
# top-level values of the program's --dump-state JSON.

work="$(mktemp -d)"
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

# start_xvfb FIRST LAST: an Xvfb on the first free display number in FIRST..LAST, 1600×1000,
# exported as DISPLAY.
start_xvfb() {
  local n display=""
  for n in $(seq "$1" "$2"); do
    if [ ! -e "/tmp/.X$n-lock" ] && [ ! -e "/tmp/.X11-unix/X$n" ]; then display=":$n"; break; fi
  done
  [ -n "$display" ] || fail "no free X display number"
  Xvfb "$display" -screen 0 1600x1000x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
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
