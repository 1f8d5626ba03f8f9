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
# A session that lives for the whole run: the private server stays up between the games.
"${TMUX_CMD[@]}" new-session -d -s keep -x 80 -y 24

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
  local game=$1 seed=$2 decks=$3
  local dir="$WORK/$game"
  mkdir -p "$dir"
  local env="cd $dir && NO_COLOR=1 LANG=C.UTF-8 LC_ALL= XDG_STATE_HOME=$dir/state"
  "${TMUX_CMD[@]}" new-session -d -s "$game" -x 80 -y 24 -n host
  "${TMUX_CMD[@]}" set-option -t "$game" -g history-limit 100000 >/dev/null
  "${TMUX_CMD[@]}" send-keys -t "$game:host" "$env $CARDREF host $game --seat none --port 0 --log g.log --seed $seed $decks --name 1=Ann --name 2=Ben 2>&1 | tee host.out" Enter
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
  # Chat while Ann decides, so the bot seat is idle: a line on a screen that moves on at once scrolls away before a
  # capture can see it (it stays in `history`).
  wait_for "$game:ann" '▶ Ann \(seat 1, you\)' 60 || true
  "${TMUX_CMD[@]}" send-keys -t "$game:ann" "say hello from Ann" Enter
  for window in host ann ben watch; do
    wait_for "$game:$window" 'Ann » hello from Ann' 10 || fail "$game: the chat line did not reach the $window window"
  done
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
    # The play screens redraw in place: what each window showed along the way is kept for the checks below.
    for window in ann watch host; do capture "$game:$window" >> "$dir/$window-seen.txt"; done
  done
  wait_for "$game:watch" 'Game over' 20 || fail "$game: the watcher saw no end"
  wait_for "$game:ben" 'Game over' 20 || fail "$game: Ben saw no end"
  wait_for "$game:ann" 'Game over' 20 || fail "$game: Ann saw no end"
  sleep 1
  for window in host ann ben watch; do capture "$game:$window" > "$dir/$window.txt"; cat "$dir/$window-seen.txt" >> "$dir/$window.txt" 2>/dev/null; done
  # What only one seat was told (its own draws, "· You draw X") reached no other window: the watcher's and the
  # host's windows show no such line at all; a seat's window none that only the other seat was told (a line both
  # were told, the same card drawn by each, cannot tell them apart).
  local private=0
  private_lines() { grep -oiE '· you (draw|look at|reveal|see)[^·]*' "$dir/$1.txt" | sed 's/[[:space:]]*$//' | sort -u; }
  for window in watch host; do
    if grep -qiE '· you (draw|look at|reveal|see)' "$dir/$window.txt"; then fail "$game: the $window window shows a seat's private line"; fi
  done
  for pair in "ann:ben" "ben:ann"; do
    local own=${pair%%:*} other=${pair##*:}
    while IFS= read -r line; do
      [ -z "$line" ] && continue
      private=$((private + 1))
      # The whole line (a longer line of the other's own, "you draw Servant O, Carry", is not this one).
      grep -qE -- "$(printf '%s' "$line" | sed 's/[][\\.*^$()+?{}|]/\\&/g')([[:space:]]*$|[^,[:alnum:]])" "$dir/$other.txt" && fail "$game: $other's window shows $own's private line: $line"
    done < <(comm -23 <(private_lines "$own") <(private_lines "$other"))
  done
  say "$game: $private private lines checked against the other windows"
  grep -qE 'best: |only one move|no hint: ' "$dir/ann-after-hint.txt" || fail "$game: Ann's hint did not show"
  if (cd "$dir" && $CARDREF replay g.log > replay.txt 2>&1); then say "$game: the host's log replays ($(grep -oE '[0-9]+ moves verified' "$dir/replay.txt"))"; else fail "$game: the log does not replay"; fi
  "${TMUX_CMD[@]}" kill-session -t "$game"
}

# (The decks are named: at a terminal the host would ask for them.)
play_game wixoss 3 '--deck 1=white-hope --deck 2=black-will'
play_game eatpaint 5 '--deck 1=sabil-apra --deck 2=aika-red'
say "captures in $WORK"
if ((failures > 0)); then say "$failures failure(s)"; exit 1; fi
say "all checks passed"
