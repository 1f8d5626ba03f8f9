#!/usr/bin/env python3
"""A bot for cardref's bot protocol (docs/protocol.md, "External bots") in Python 3, standard library only.

It plays any game: for each "decide" line it answers {"move": ...} with one of the legal moves, picked at random.

    cardref play wixoss --bot 2=cmd:"python3 examples/random_bot.py"
    cardref sim midrash --games 20 --bots cmd:"python3 examples/random_bot.py",random

Set RANDOM_BOT_SEED for the same moves every run: each game's generator is seeded from it and the game's number
(sent in "game-start"), so `sim --workers N` gives the same results as one worker.
"""
import json
import os
import random
import sys


def main():
    base_seed = os.environ.get("RANDOM_BOT_SEED")
    rng = random.Random(base_seed)
    # Read line by line (not `for line in sys.stdin`, which may wait for more input before yielding a line).
    for line in iter(sys.stdin.readline, ""):
        line = line.strip()
        if not line:
            continue
        message = json.loads(line)
        kind = message.get("type")
        if kind == "hello":
            if message.get("role") != "bot":
                sys.exit("random_bot.py: not started as a cardref bot")
            # A hello with a newer protocol still works: new message types are skipped below.
        elif kind == "game-start":
            if base_seed is not None:
                rng = random.Random(f"{base_seed}:{message['number']}")
        elif kind == "decide":
            moves = message["observation"]["moves"]
            pick = rng.choice(moves)["move"]
            # One line per decide, flushed at once: a pipe is block-buffered and cardref waits for the line.
            sys.stdout.write(json.dumps({"move": pick}) + "\n")
            sys.stdout.flush()
        # "game-end" needs no answer, and a type this bot does not know is skipped, as the protocol asks.


if __name__ == "__main__":
    try:
        main()
    except (BrokenPipeError, KeyboardInterrupt):
        pass
