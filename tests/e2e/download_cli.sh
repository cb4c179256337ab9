#!/usr/bin/env bash
# `attention-explorer download` against the test Hub (tests/hub_server) on loopback, into a
# scratch Hugging Face cache: the files fetched, one line each when not a terminal, the
# snapshot's folder printed last; a second run fetches nothing; --endpoint and HF_ENDPOINT;
# the model then opened by name by `compute` and --model; Ctrl+C keeps what arrived and the
# next run resumes it with a range; a missing repository, pickled weights and a gated one
# exit 2 with a message, and the token is neither printed nor sent to the CDN; a full disk
# (a 2 MB tmpfs, where the machine lets this user mount one) leaves the cache as it was.
#
#   tests/e2e/download_cli.sh BUILD_DIR
set -uo pipefail
build=${1:?usage: download_cli.sh BUILD_DIR}
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/common.sh"
app="$build/app/attention-explorer"
hub="$build/tests/hub-test-server"
[ -x "$app" ] || fail "no program at $app"
[ -x "$hub" ] || fail "no test Hub at $hub"
data="$here/../data"
gpt2="$data/gpt2/tiny-f32"
token=hf_clitestsecret0123456789

# start_hub [FLAGS...]: a test Hub serving tiny/gpt2, org/gated and old/pickled; sets
# $endpoint and $hub_pid; its request log in $work/hub.log.
start_hub() {
  rm -f "$work/port" "$work/hub.log"
  "$hub" --repo "tiny/gpt2=$gpt2" --repo "org/gated=$gpt2" --gated "org/gated=$token" \
    --repo "old/pickled=$data/hub/pytorch-only" --port-file "$work/port" --log "$work/hub.log" "$@" &
  hub_pid=$!
  pids+=("$hub_pid")
  for _ in $(seq 1 100); do [ -s "$work/port" ] && break; sleep 0.05; done
  [ -s "$work/port" ] || fail "the test Hub did not start"
  endpoint=$(head -n 1 "$work/port")
}
stop_hub() { kill "$hub_pid" 2>/dev/null; wait "$hub_pid" 2>/dev/null; }

export HF_HUB_CACHE="$work/cache" HF_HOME="$work/hf-home"
unset HF_TOKEN HF_HUB_OFFLINE HF_ENDPOINT

# --- 1. a download, then nothing to fetch ---------------------------------------------------
start_hub
HF_ENDPOINT="$endpoint" "$app" download tiny/gpt2 >"$work/out" 2>"$work/err" || fail "download failed: $(cat "$work/err")"
snapshot=$(tail -n 1 "$work/out")
commit=$(cat "$work/cache/models--tiny--gpt2/refs/main")
[ "$snapshot" = "$work/cache/models--tiny--gpt2/snapshots/$commit" ] || fail "the last line should be the snapshot, is '$snapshot'"
for f in config.json vocab.json merges.txt model.safetensors; do
  grep -q "^$f " "$work/out" || fail "no line for $f: $(cat "$work/out")"
  cmp -s "$snapshot/$f" "$gpt2/$f" || fail "$f differs from the served folder"
  [ -L "$snapshot/$f" ] || fail "$f should be a link into blobs/"
done
grep -q "^fetched " "$work/out" || fail "no summary line: $(cat "$work/out")"
[ ! -s "$work/err" ] || fail "nothing should go to standard error when all is well: $(cat "$work/err")"
"$app" download tiny/gpt2 --endpoint "$endpoint" >"$work/out2" 2>&1 || fail "the second download failed: $(cat "$work/out2")"
grep -q "nothing to fetch" "$work/out2" || fail "the second download should fetch nothing: $(cat "$work/out2")"
[ "$(tail -n 1 "$work/out2")" = "$snapshot" ] || fail "the second download should print the same folder"
[ "$(grep -c '"port":"cdn"' "$work/hub.log")" -le 1 ] || fail "the CDN was asked again: $(grep cdn "$work/hub.log")"
pass "download fetches each file into the cache, one line each, the snapshot last; the second run fetches nothing"

# --- 2. the cache's model opened by name ----------------------------------------------------
printf '{"model": "tiny/gpt2", "text": "The cat sat"}' >"$work/case.json"
"$app" compute "$work/case.json" -o "$work/by-name.json" 2>"$work/err" || fail "compute by name failed: $(cat "$work/err")"
printf '{"model": "%s", "text": "The cat sat"}' "$gpt2" >"$work/case2.json"
"$app" compute "$work/case2.json" -o "$work/by-folder.json" || fail "compute of the folder failed"
grep -q '"model": "tiny/gpt2"' "$work/by-name.json" || fail "the result should name the model by its repository"
diff <(sed '/"model"/d' "$work/by-name.json") <(sed '/"model"/d' "$work/by-folder.json") >/dev/null ||
  fail "the downloaded model gives other numbers than its folder"
pass "compute {\"model\": \"tiny/gpt2\"} opens the download and gives the folder's numbers"

# --- 3. Ctrl+C, then resume -----------------------------------------------------------------
stop_hub
rm -rf "$work/cache"
start_hub --rate 100000
HF_ENDPOINT="$endpoint" "$app" download tiny/gpt2 >"$work/out" 2>"$work/err" &
dl=$!
for _ in $(seq 1 100); do
  ls "$work/cache/models--tiny--gpt2/blobs/"*.incomplete >/dev/null 2>&1 && break
  sleep 0.05
done
sleep 0.5
kill -INT "$dl"
wait "$dl"
status=$?
[ "$status" = 2 ] || fail "Ctrl+C should end with 2, ended with $status"
grep -q "resumes" "$work/err" || fail "Ctrl+C should say the same command resumes: $(cat "$work/err")"
part=$(ls "$work/cache/models--tiny--gpt2/blobs/"*.incomplete 2>/dev/null | head -n 1)
[ -n "$part" ] || fail "what arrived should be kept as .incomplete"
kept=$(stat -c %s "$part")
[ ! -d "$work/cache/models--tiny--gpt2/snapshots" ] || fail "no snapshot before every file is there"
HF_ENDPOINT="$endpoint" "$app" download tiny/gpt2 >"$work/out" 2>"$work/err" || fail "resuming failed: $(cat "$work/err")"
grep -q "\"range\":\"bytes=$kept-\"" "$work/hub.log" || fail "the resumed download should ask from byte $kept: $(grep cdn "$work/hub.log")"
cmp -s "$(tail -n 1 "$work/out")/model.safetensors" "$gpt2/model.safetensors" || fail "the resumed weights differ"
pass "Ctrl+C keeps $kept bytes; the next run asks for the rest from byte $kept and the bytes equal the original"

# --- 4. refusals ----------------------------------------------------------------------------
stop_hub
start_hub
expect_refusal() {  # REPO WORDS...
  local repo=$1; shift
  HF_ENDPOINT="$endpoint" "$app" download "$repo" >"$work/out" 2>"$work/err"
  local status=$?
  [ "$status" = 2 ] || fail "$repo: exit $status, not 2"
  local w
  for w in "$@"; do grep -qF -- "$w" "$work/err" || fail "$repo: the message should say '$w': $(cat "$work/err")"; done
}
expect_refusal tiny/none "tiny/none" "no repository"
expect_refusal old/pickled "pytorch_model.bin" "safetensors"
expect_refusal org/gated "gated" "$endpoint/org/gated" "token"
expect_refusal "not a repo" "ORG/NAME"
HF_TOKEN=$token HF_ENDPOINT="$endpoint" "$app" download org/gated >"$work/out" 2>"$work/err" ||
  fail "the gated repository with its token failed: $(cat "$work/err")"
! grep -qF "$token" "$work/out" "$work/err" || fail "the token was printed"
grep '"port":"cdn"' "$work/hub.log" | grep -q '"has_authorization":true' && fail "the token was sent to the CDN"
grep '"port":"endpoint"' "$work/hub.log" | grep -q "Bearer $token" || fail "the token should go to the endpoint"
HF_HUB_OFFLINE=1 HF_ENDPOINT="$endpoint" "$app" download tiny/none >"$work/out" 2>"$work/err"
[ $? = 2 ] && grep -q "HF_HUB_OFFLINE" "$work/err" || fail "offline, a repository not in the cache should be refused naming HF_HUB_OFFLINE"
pass "a missing repository, pickled weights, a gated one without its token, a bad name, offline: exit 2 with a message; the token goes to the endpoint only and is never printed"

# --- 5. a full disk -------------------------------------------------------------------------
if unshare --user --map-root-user --mount true 2>/dev/null || unshare --mount true 2>/dev/null; then
  mode=(--mount)
  unshare --mount true 2>/dev/null || mode=(--user --map-root-user --mount)
  stop_hub
  start_hub --rate 100000
  mkdir -p "$work/small"
  # A disk of 2 MB, free when the download starts (the weights need 183 kB), filled
  # while they arrive.
  unshare "${mode[@]}" bash -c '
    mount -t tmpfs -o size=2m tmpfs "$1" || exit 99
    export HF_HUB_CACHE="$1/cache"
    HF_ENDPOINT="$2" "$3" download tiny/gpt2 >"$4/full.out" 2>"$4/full.err" &
    dl=$!
    for _ in $(seq 1 100); do ls "$1"/cache/models--tiny--gpt2/blobs/*.incomplete >/dev/null 2>&1 && break; sleep 0.02; done
    head -c 3000000 /dev/zero >"$1/filler" 2>/dev/null
    wait $dl; echo $? >"$4/full.status"
    rm -f "$1/filler"
    find "$1/cache" -type f | sort >"$4/full.files"
  ' _ "$work/small" "$endpoint" "$app" "$work" 
  if [ "$(cat "$work/full.status" 2>/dev/null)" = "" ]; then
    echo "skip: no tmpfs could be mounted here (a full disk is checked where one can)"
  else
    [ "$(cat "$work/full.status")" = 2 ] || fail "a full disk should end with 2: $(cat "$work/full.err")"
    grep -q "disk is full" "$work/full.err" || fail "the message should say the disk is full: $(cat "$work/full.err")"
    ! grep -q "incomplete\|snapshots\|blobs/" "$work/full.files" ||
      fail "a full disk should leave no blob, part or snapshot: $(cat "$work/full.files")"
    pass "a disk that fills during the download: exit 2 saying so, the cache as it was (no blob, part or snapshot)"
  fi
else
  echo "skip: this user cannot make a mount namespace (a full disk is checked where one can)"
fi
