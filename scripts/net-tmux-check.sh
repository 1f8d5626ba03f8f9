#!/usr/bin/env bash
# Network play in real terminals (issue 45): for a WIXOSS and an EAT/PAINT game, tmux windows of 80x24 on a private
# tmux server run the host (--seat none), seat 1 typed through `tmux send-keys` (chat, hint, moves by number),
# seat 2 as `join --bot random`, and a watcher. Each game is played to its end; then every window's whole scrollback
# (capture-pane -S -) is checked: no window shows what only another seat was told (its "you draw …" lines), the chat
# line reached every window, and the host's log replays. Run after `npm run build`:  bash scripts/net-tmux-check.sh
# The captures are left in the folder it prints.
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CARDREF="node $ROOT/bin/cardref"
WORK=$(mktemp -d /tmp/cardref-tmux-XXXXXX)
SOCKET="n-check-$$"
TMUX_CMD=(tmux -L "$SOCKET" -f /dev/null)
failures=0
trap '"${TMUX_CMD[@]}" kill-server 2>/dev/null' EXIT

say() { printf '%s\n' "$*"; }
fail() { say "FAIL: $*"; failures=$((failures + 1)); }
capture() { "${TMUX_CMD[@]}" capture-pane -p -J -S - -t "$1"; }
# Waits until window $1's screen matches $2 (grep -E), at most $3 seconds.
wait_for() {
  local deadline=$((SECONDS + $3))
  while ((SECONDS < deadline)); do capture "$1" | grep -qE "$2" && return 0; sleep 0.2; done
  return 1
}

play_game() {
  local game=$1 seed=$2
  local dir="$WORK/$game"
  mkdir -p "$dir"
  local env="cd $dir && NO_COLOR=1 LANG=C.UTF-8 LC_ALL= XDG_STATE_HOME=$dir/state"
  "${TMUX_CMD[@]}" new-session -d -s "$game" -x 80 -y 24 -n host
  "${TMUX_CMD[@]}" set-option -t "$game" -g history-limit 100000 >/dev/null
  "${TMUX_CMD[@]}" send-keys -t "$game:host" "$env $CARDREF host $game --seat none --port 0 --log g.log --seed $seed --name 1=Ann --name 2=Ben 2>&1 | tee host.out" Enter
  wait_for "$game:host" '^watch: cardref watch' 20 || { fail "$game: the host printed no watch line"; return; }
  local ann ben watch
  ann=$(grep -o 'seat 1 (Ann): cardref join ws://[^ ]*' "$dir/host.out" | grep -o 'ws://[^ ]*')
  ben=$(grep -o 'seat 2 (Ben): cardref join ws://[^ ]*' "$dir/host.out" | grep -o 'ws://[^ ]*')
  watch=$(grep -o 'watch: cardref watch ws://[^ ]*' "$dir/host.out" | grep -o 'ws://[^ ]*')
  for name in ann ben watch; do "${TMUX_CMD[@]}" new-window -d -t "$game" -n "$name"; done
  "${TMUX_CMD[@]}" send-keys -t "$game:watch" "$env $CARDREF watch '$watch'" Enter
  "${TMUX_CMD[@]}" send-keys -t "$game:ann" "$env $CARDREF join '$ann'" Enter
  "${TMUX_CMD[@]}" send-keys -t "$game:ben" "$env $CARDREF join '$ben' --bot random" Enter
  wait_for "$game:ann" 'Ann >' 20 || { fail "$game: Ann's prompt never came"; return; }
  "${TMUX_CMD[@]}" send-keys -t "$game:ann" "say hello from Ann" Enter
  wait_for "$game:ann" "Ann's decision|decides" 60 || true
  "${TMUX_CMD[@]}" send-keys -t "$game:ann" "hint" Enter
  sleep 3
  capture "$game:ann" > "$dir/ann-after-hint.txt"
  # Ann types a move number at each prompt (a number past her legal moves is refused and typed again).
  local deadline=$((SECONDS + 240))
  while ((SECONDS < deadline)); do
    if capture "$game:host" | grep -qE 'Game over|游戏结束'; then break; fi
    "${TMUX_CMD[@]}" send-keys -t "$game:ann" "$((RANDOM % 3 + 1))" Enter
    sleep 0.15
  done
  wait_for "$game:watch" 'Game over' 20 || fail "$game: the watcher saw no end"
  wait_for "$game:ben" 'Game over' 20 || fail "$game: Ben saw no end"
  wait_for "$game:ann" 'Game over' 20 || fail "$game: Ann saw no end"
  sleep 1
  for window in host ann ben watch; do capture "$game:$window" > "$dir/$window.txt"; done
  # What only one seat was told (its own draws) reached no other window.
  local private=0
  for pair in "ann:ben" "ann:watch" "ann:host" "ben:ann" "ben:watch" "ben:host"; do
    local own=${pair%%:*} other=${pair##*:}
    while IFS= read -r line; do
      [ -z "$line" ] && continue
      private=$((private + 1))
      grep -qF -- "$line" "$dir/$other.txt" && fail "$game: $other's window shows $own's private line: $line"
    done < <(grep -oE '· you (draw|look at|reveal|see)[^·]*' "$dir/$own.txt" | sed 's/[[:space:]]*$//' | sort -u)
  done
  say "$game: $private private lines checked against the other windows"
  for window in host ann ben watch; do
    grep -qF 'Ann » hello from Ann' "$dir/$window.txt" || fail "$game: the chat line did not reach the $window window"
  done
  grep -qE '^(best: |There is only one move|Only one|The bots keep)' "$dir/ann-after-hint.txt" || grep -qE 'best: |only one move' "$dir/ann-after-hint.txt" || fail "$game: Ann's hint did not show"
  if (cd "$dir" && $CARDREF replay g.log > replay.txt 2>&1); then say "$game: the host's log replays ($(grep -oE '[0-9]+ moves verified' "$dir/replay.txt"))"; else fail "$game: the log does not replay"; fi
  "${TMUX_CMD[@]}" kill-session -t "$game"
}

play_game wixoss 3
play_game eatpaint 5
say "captures in $WORK"
if ((failures > 0)); then say "$failures failure(s)"; exit 1; fi
say "all checks passed"
