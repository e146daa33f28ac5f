#!/usr/bin/env bash
# Check that Tiled itself can open the Fief map: export it to JSON with Tiled's command
# line and check that every layer and object came through.
#
#   tools/check_tiled_export.sh [MAP.tmx]      (default: maps/fief.tmx)
#
# Needs `tiled` (1.8 or later) and python3 on PATH; set PYTHON to use another Python.
# Runs headless (Qt offscreen platform). Exits non-zero with a message on any failure.
set -euo pipefail

cd "$(dirname "$0")/.."
map="${1:-maps/fief.tmx}"
python="${PYTHON:-python3}"

fail() {
    echo "check_tiled_export: $*" >&2
    exit 1
}

command -v tiled >/dev/null 2>&1 || fail "tiled is not installed"
[ -f "$map" ] || fail "$map not found"

workdir="$(mktemp -d)"
trap 'rm -rf "$workdir"' EXIT
out="$workdir/map.json"

if ! QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR="$workdir" timeout 120 \
    tiled --export-map json "$map" "$out" >"$workdir/tiled.log" 2>&1; then
    cat "$workdir/tiled.log" >&2
    fail "tiled could not export $map"
fi
[ -s "$out" ] || fail "tiled wrote no JSON for $map"

"$python" - "$map" "$out" <<'PY'
import json
import sys
import xml.etree.ElementTree as ET

tmx_path, json_path = sys.argv[1], sys.argv[2]
problems = []
with open(json_path, encoding="utf-8") as handle:
    exported = json.load(handle)
layers = {layer.get("name"): layer for layer in exported.get("layers", [])}

# What the .tmx holds, read directly, to compare with what Tiled exported.
source = {
    group.get("name"): len(group.findall("object"))
    for group in ET.parse(tmx_path).getroot().iter("objectgroup")
}

expected = {"villages": (24, 24), "roads": (34, 40), "fiefs": (8, 8), "bishoprics": (5, 5),
            "mitres": (5, 5), "decor": (1, 200)}
kinds = {"villages": "village", "roads": "road", "fiefs": "fief", "bishoprics": "bishopric",
         "mitres": "mitre"}
for name, (low, high) in expected.items():
    layer = layers.get(name)
    if layer is None or layer.get("type") != "objectgroup":
        problems.append(f"object layer '{name}' is missing from the export")
        continue
    objects = layer.get("objects", [])
    if not low <= len(objects) <= high:
        problems.append(f"layer '{name}' has {len(objects)} objects, expected {low} to {high}")
    if len(objects) != source.get(name):
        problems.append(f"layer '{name}': {len(objects)} objects exported, {source.get(name)} in the map")
    kind = kinds.get(name)
    for obj in objects:
        found = obj.get("type") or obj.get("class")
        if kind and found != kind:
            problems.append(f"layer '{name}': object {obj.get('id')} has type {found!r}, expected {kind!r}")
        props = {p["name"]: p for p in obj.get("properties", [])}
        if name == "roads":
            for key in ("from", "to"):
                if props.get(key, {}).get("type") != "object" or not props[key].get("value"):
                    problems.append(f"road {obj.get('id')} lacks an object reference '{key}'")
            if len(obj.get("polyline", [])) < 2:
                problems.append(f"road {obj.get('id')} is not a polyline")
        if name in ("fiefs", "bishoprics") and len(obj.get("polygon", [])) < 3:
            problems.append(f"area {obj.get('name')!r} is not a polygon")
        if name == "villages":
            for key, kind_of in (("fief", "int"), ("bishopric", "int"), ("principal", "bool")):
                if props.get(key, {}).get("type") != kind_of:
                    problems.append(f"village {obj.get('name')!r} lacks the {kind_of} property '{key}'")

image = layers.get("parchment", {})
if image.get("type") != "imagelayer" or not str(image.get("image", "")).endswith("fief-parchment.png"):
    problems.append("image layer 'parchment' with fief-parchment.png is missing from the export")

if problems:
    print("check_tiled_export: " + "\ncheck_tiled_export: ".join(problems), file=sys.stderr)
    sys.exit(1)
counts = ", ".join(f"{name} {len(layers[name]['objects'])}" for name in expected)
print(f"check_tiled_export: {tmx_path} exported by Tiled: {counts}")
PY
