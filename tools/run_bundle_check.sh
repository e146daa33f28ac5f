#!/usr/bin/env bash
# Smoke test of the stand-alone app built by `make bundle`.
#
#   bash tools/run_bundle_check.sh [path/to/seneschal]
#
# Runs the bundled program (default dist/seneschal/seneschal) from an empty folder, so
# it can only use the data, maps and assets packed inside it: first `validate`, then a
# short headless game between random bots with --json, whose output must be one JSON
# object with a non-empty "results" entry, then 30 frames of the window (SDL's dummy
# driver) ending in a screenshot. Exits non-zero, showing what the program printed,
# when anything is wrong.
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
exe=${1:-$repo/dist/seneschal/seneschal}
if [[ ! -x "$exe" ]]; then
    echo "error: no bundled program at $exe (build it with: make bundle)" >&2
    exit 1
fi
exe=$(cd "$(dirname "$exe")" && pwd)/$(basename "$exe")
python=${PYTHON:-python3}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
unset SENESCHAL_ROOT
export SENESCHAL_HOME="$work/home"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

run() {
    # run NAME ARGS...: run the bundled program, keeping its output in NAME.out/.err.
    local name=$1
    shift
    echo "\$ seneschal $*"
    if ! "$exe" "$@" >"$name.out" 2>"$name.err" </dev/null; then
        echo "error: 'seneschal $*' failed. It printed:" >&2
        cat "$name.out" "$name.err" >&2
        exit 1
    fi
}

run validate validate
cat validate.out

run sim sim --players 3 --bots random --games 1 --seed 1 --max-rounds 5 --json
if ! "$python" - sim.out <<'PY'
import json
import sys

with open(sys.argv[1], encoding="utf-8") as handle:
    text = handle.read()
try:
    report = json.loads(text)
except json.JSONDecodeError as error:
    sys.exit(f"error: sim --json did not print JSON ({error}):\n{text[:2000]}")
if not isinstance(report, dict) or "results" not in report:
    sys.exit(f"error: sim --json printed no \"results\" key:\n{text[:2000]}")
if not report["results"]:
    sys.exit(f"error: sim --json printed empty results:\n{text[:2000]}")
print(f"sim --json: {len(report['results'])} result(s), keys: {', '.join(sorted(report))}")
PY
then
    cat sim.err >&2
    exit 1
fi
# The window, drawn by SDL's dummy driver: the UI code, fonts and images are all packed.
run play play --frames 30 --screenshot "$work/play.png"
if ! "$python" - "$work/play.png" <<'PY'
import struct
import sys

try:
    with open(sys.argv[1], "rb") as handle:
        head = handle.read(24)
except OSError as error:
    sys.exit(f"error: play --screenshot wrote no picture ({error})")
if head[:8] != b"\x89PNG\r\n\x1a\n":
    sys.exit("error: play --screenshot did not write a PNG file")
width, height = struct.unpack(">II", head[16:24])
print(f"play: ran 30 frames, screenshot {width}x{height}")
PY
then
    cat play.out play.err >&2
    exit 1
fi
echo "bundle check passed: $exe"
