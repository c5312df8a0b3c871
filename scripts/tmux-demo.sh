#!/usr/bin/env bash
# Plays the interactive demo for real: starts `refresh-demo` in a detached tmux pane (a real
# terminal, 64 x 24), sends keys the way a person types them, captures the screen after each
# step and checks what it shows. Prints every captured screen; exits non-zero on the first
# check that fails. Installs Debian's tmux if it is missing.
#
#   scripts/tmux-demo.sh            # build, play, check
#   KEEP_SCREENS=dir scripts/...    # also keep the captured screens as files in dir
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v tmux >/dev/null; then
  echo "installing Debian's tmux"
  sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq tmux >/dev/null
fi
swift build --product refresh-demo >/dev/null
demo="$(swift build --show-bin-path)/refresh-demo"
socket="refresh-demo-$$"
session=demo
screens="${KEEP_SCREENS:-$(mktemp -d)}"
mkdir -p "$screens"
step=0

tmux_() { tmux -L "$socket" "$@"; }
cleanup() { tmux_ kill-server 2>/dev/null || true; }
trap cleanup EXIT

# capture NAME: saves the screen as it is now and prints it.
capture() {
  step=$((step + 1))
  local file
  file=$(printf '%s/%02d-%s.txt' "$screens" "$step" "$1")
  tmux_ capture-pane -p -t "$session" >"$file"
  printf '\n--- %s\n' "$1"
  cat "$file"
  last="$file"
}

# expect TEXT...: every TEXT is on the last captured screen.
expect() {
  for text in "$@"; do
    grep -qF -- "$text" "$last" || {
      echo "FAILED: expected '$text' on the screen above" >&2
      exit 1
    }
  done
}

# keys KEY...: sends each key as a separate keystroke, a little apart, as a person types.
keys() {
  for key in "$@"; do
    tmux_ send-keys -t "$session" "$key"
    sleep 0.05
  done
}

# The pane's shell prints the demo's exit status when it ends, and keeps the pane open.
tmux_ new-session -d -s "$session" -x 64 -y 24 \
  "'$demo'; echo \"refresh-demo exited with status \$?\"; sleep 30"
sleep 1

capture launch
expect "Story 1" "header idle" "footer idle" "finger up" "q quit"

keys j j j
sleep 0.3
capture "pull-48-points"
expect "Last update: No record" "finger down" "header idle"

keys j j j j j j j
sleep 0.4
capture "pull-160-points"
expect "↑  Release to refresh" "header pulling"

keys Space
sleep 0.5
capture released
expect "Loading..." "header refreshing" "finger up"

sleep 1.5
capture refreshed
expect "header idle" "offset 0"

keys Down Down Down Down Down Down Down Down Down Down
sleep 0.3
capture "pulled-with-arrow-keys"
expect "Last update: Today" "Release to refresh"

keys Space
sleep 2.5
keys l
sleep 0.3
capture "language"
expect "zh-Hans"

keys l l l l l l l l l l l l
sleep 0.3
capture "language-back-to-english"
expect "· en ·"

keys J J
sleep 0.4
capture "pushed-to-the-end"
expect "footer refreshing" "Loading..."

keys Space
sleep 1.5
capture "page-2"
expect "footer idle"

keys n
sleep 0.3
capture "no-more-data"
expect "footer noMoreData"

keys r
sleep 0.3
capture "refresh-key"
expect "header refreshing"

sleep 2
tmux_ resize-window -t "$session" -x 44 -y 14
sleep 0.4
capture resized
expect "header idle" "┌─ RefreshKit demo" "└────"

keys q
sleep 0.5
capture quit
expect "refresh-demo exited with status 0"
# Leaving the alternate screen restores what was there before: nothing but the status line.
if [[ $(grep -c '[^[:space:]]' "$last") -ne 1 ]]; then
  echo "FAILED: the screen was not restored after quitting" >&2
  exit 1
fi

# Ctrl-C quits too: raw mode turns the terminal's signals off, so the demo reads it as a key.
tmux_ kill-session -t "$session"
tmux_ new-session -d -s "$session" -x 64 -y 24 \
  "'$demo'; echo \"refresh-demo exited with status \$?\"; sleep 30"
sleep 1
keys C-c
sleep 0.5
capture control-c
expect "refresh-demo exited with status 0"

printf '\ninteractive demo checked under tmux: %d screens, all as expected (%s)\n' "$step" "$screens"
