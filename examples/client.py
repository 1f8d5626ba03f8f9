#!/usr/bin/env python3
"""A client of `cardref serve`, written from docs/protocol.md alone, in Python 3 with the standard library.

It starts the server, says hello, starts a game, and plays it to its end (or to --max-moves) with a random legal
move for every decision, then prints the result. Every message it gets is checked against the published schema
(docs/protocol.schema.json, shipped in the package beside docs/protocol.md) when the `jsonschema` package is
installed, and against a small structural check of the documented fields when it is not.

    python3 examples/client.py --game eatpaint --seed 4
    python3 examples/client.py --cardref "node bin/cardref" --game midrash --players 3 --option round-limit=30
"""
import argparse
import json
import os
import random
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SCHEMA_FILE = os.path.join(HERE, os.pardir, "docs", "protocol.schema.json")

# The fields docs/protocol.md marks as always present in each answer, for the check without `jsonschema`.
ANSWER_FIELDS = {
    "hello": ["protocol", "server", "games", "limits", "setups"],
    "start": ["gameId", "game", "players", "seed", "moveCount", "over", "next"],
    "load": ["gameId", "game", "players", "seed", "moveCount", "over", "next"],
    "observe": ["gameId", "observation"],
    "act": ["gameId", "seat", "move", "text", "events", "over", "result", "next"],
    "undo": ["gameId", "moveCount"],
    "log": ["gameId", "log"],
    "end": ["gameId", "result"],
    "error": ["code", "message"],
}
OBSERVATION_FIELDS = ["game", "seat", "players", "moveCount", "over", "decision", "moves", "result", "view", "board"]


class Checker:
    """Checks each answer: with the JSON Schema when `jsonschema` is there, else structurally."""

    def __init__(self, use_jsonschema=True):
        self.validators = None
        self.checked = 0
        self.how = "a structural check (install jsonschema to validate against docs/protocol.schema.json)"
        if not use_jsonschema:
            return
        try:
            import jsonschema
        except ImportError:
            return
        with open(SCHEMA_FILE, encoding="utf-8") as f:
            schema = json.load(f)
        defs = schema["$defs"]
        # One validator per definition; each keeps all of `$defs` so that its `$ref`s resolve.
        self.validators = {name: jsonschema.Draft202012Validator({"$ref": "#/$defs/" + name, "$defs": defs}) for name in defs}
        self.how = "docs/protocol.schema.json (jsonschema " + _version("jsonschema") + ")"

    def check(self, answer):
        self.checked += 1
        kind = answer.get("type") if isinstance(answer, dict) else None
        if self.validators is not None:
            name = "error-response" if kind == "error" else "%s-response" % kind
            if name not in self.validators:
                raise ValueError("an answer of unknown type %r" % kind)
            problems = sorted(self.validators[name].iter_errors(answer), key=lambda e: list(e.path))
            if problems:
                where = "/".join(str(p) for p in problems[0].path)
                raise ValueError("%s does not fit its schema at /%s: %s" % (name, where, problems[0].message))
            return
        if kind not in ANSWER_FIELDS or not isinstance(answer.get("ok"), bool):
            raise ValueError("an answer without a known type and ok: %r" % (answer,))
        missing = [f for f in ANSWER_FIELDS[kind] if f not in answer]
        if kind == "observe":
            missing += ["observation." + f for f in OBSERVATION_FIELDS if f not in answer["observation"]]
        if missing:
            raise ValueError("%s answer without %s" % (kind, ", ".join(missing)))


def _version(package):
    try:
        from importlib.metadata import version
        return version(package)
    except Exception:  # the version is only shown, never needed
        return "?"


class Server:
    """`cardref serve` as a child process: one JSON request per line in, one JSON answer per line out."""

    def __init__(self, command, checker):
        self.process = subprocess.Popen(shlex.split(command) + ["serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, encoding="utf-8")
        self.checker = checker
        self.next_id = 1

    def ask(self, request):
        request = dict(request, id=self.next_id)
        self.next_id += 1
        self.process.stdin.write(json.dumps(request) + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError("the server closed its output")
        answer = json.loads(line)
        self.checker.check(answer)
        if answer.get("id") != request["id"]:
            raise RuntimeError("the answer to request %s came with id %r" % (request["id"], answer.get("id")))
        return answer

    def close(self):
        self.process.stdin.close()
        return self.process.wait(timeout=30)


def expect_ok(answer):
    if not answer["ok"]:
        raise RuntimeError("%s: %s" % (answer["code"], answer["message"]))
    return answer


def play(server, args):
    hello = expect_ok(server.ask({"type": "hello", "protocol": 2, "client": "examples/client.py"}))
    setups = {s["game"]: s for s in hello["setups"]}
    if args.game not in setups:
        raise RuntimeError("no game %r here (games: %s)" % (args.game, ", ".join(hello["games"])))
    setup = setups[args.game]
    players = args.players or setup["players"]["default"]
    start = {"type": "start", "game": args.game, "players": players}
    if args.seed:
        start["seed"] = args.seed
    if args.option:
        start["options"] = dict(o.split("=", 1) for o in args.option)
    game = expect_ok(server.ask(start))
    game_id = game["gameId"]
    print("%s: %s, seed %s, %s goes first" % (setup["name"], " vs ".join(game["players"]), game["seed"], game["players"][game["next"] - 1]))

    rng = random.Random(args.seed or 0)
    # A move the game does not know is answered with the legal ones (sent only to the seat that decides).
    refused = server.ask({"type": "act", "gameId": game_id, "seat": game["next"], "move": "fly away"})
    assert refused["ok"] is False and refused["code"] == "illegal-move" and refused["legal"], refused

    result, moves, seat = None, 0, game["next"]
    while seat is not None and moves < args.max_moves:
        observation = expect_ok(server.ask({"type": "observe", "gameId": game_id, "seat": seat}))["observation"]
        choice = rng.choice(observation["moves"])["move"]
        acted = expect_ok(server.ask({"type": "act", "gameId": game_id, "seat": seat, "move": choice}))
        moves += 1
        seat, result = acted["next"], acted["result"]

    log = expect_ok(server.ask({"type": "log", "gameId": game_id}))["log"]
    ended = expect_ok(server.ask({"type": "end", "gameId": game_id}))
    print("%d moves; the log has %d lines" % (moves, len(log.splitlines())))
    if ended["result"] is None:
        print("stopped after %d moves, unfinished" % moves)
    else:
        winners = [game["players"][s - 1] for s in result["winners"]]
        label = " (%s)" % result["label"] if "label" in result else ""
        print("result: %s%s: %s" % (", ".join(winners) or "nobody", label, result["reason"]))


def main():
    parser = argparse.ArgumentParser(description="Play one game through `cardref serve` with random legal moves.")
    parser.add_argument("--cardref", default=os.environ.get("CARDREF", "cardref"), help="the command that runs cardref (default: cardref, or $CARDREF)")
    parser.add_argument("--game", default="eatpaint")
    parser.add_argument("--players", type=int)
    parser.add_argument("--seed")
    parser.add_argument("--option", action="append", help="a rules option, NAME=VALUE (repeatable)")
    parser.add_argument("--max-moves", type=int, default=2000)
    parser.add_argument("--no-jsonschema", action="store_true", help="use the structural check even when jsonschema is installed")
    args = parser.parse_args()

    checker = Checker(use_jsonschema=not args.no_jsonschema)
    server = Server(args.cardref, checker)
    try:
        play(server, args)
    finally:
        code = server.close()
    print("%d answers checked against %s" % (checker.checked, checker.how))
    return 0 if code == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
