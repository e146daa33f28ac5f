#!/usr/bin/env bash
# Check that Tiled itself can open a game's map and that the Tiled project's classes
# fit it. The map's "game" property (fief, troyes, feudality) says what it must hold.
#
#   tools/check_tiled_export.sh [MAP.tmx [PROJECT.tiled-project]]
#       (default: every game's map, maps/fief.tmx, maps/troyes.tmx and Feudality's
#       sides maps/feudality/*.tmx, each with maps/seneschal.tiled-project)
#
# 1. Tiled exports the map to JSON; every layer and object must come through.
# 2. The project file must define the classes the map's objects use ("useAs" object),
#    each member with the type the map gives it, and keep Tiled writing maps in the
#    1.8 format (compatibilityVersion 1080) that Debian's Tiled reads.
# 3. When this Tiled can load a project on the command line (--project, Tiled 1.11 and
#    later), the map is saved again without the properties that equal their class's
#    default, as Tiled saves a map, and exported with the project's types resolved:
#    every object must get back the values of the original map.
#
# Needs `tiled` (1.8 or later) and python3 on PATH; set PYTHON to use another Python.
# Runs headless (Qt offscreen platform). Exits non-zero with a message on any failure.
set -euo pipefail

cd "$(dirname "$0")/.."
if [ $# -eq 0 ]; then
    for each in maps/fief.tmx maps/troyes.tmx maps/feudality/*.tmx; do
        bash tools/check_tiled_export.sh "$each"
    done
    exit 0
fi
map="${1:-maps/fief.tmx}"
project="${2:-maps/seneschal.tiled-project}"
python="${PYTHON:-python3}"

fail() {
    echo "check_tiled_export: $*" >&2
    exit 1
}

command -v tiled >/dev/null 2>&1 || fail "tiled is not installed"
[ -f "$map" ] || fail "$map not found"
[ -f "$project" ] || fail "$project not found"

workdir="$(mktemp -d)"
trap 'rm -rf "$workdir"' EXIT
out="$workdir/map.json"

run_tiled() {
    QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR="$workdir" timeout 120 tiled "$@" >>"$workdir/tiled.log" 2>&1
}

if ! run_tiled --export-map json "$map" "$out"; then
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
tmx_root = ET.parse(tmx_path).getroot()
source = {group.get("name"): len(group.findall("object")) for group in tmx_root.iter("objectgroup")}
game = next((p.get("value") for p in tmx_root.findall("properties/property") if p.get("name") == "game"), "fief")

if game == "feudality":
    # a Fiefdom Management side: 64 squares; no picture behind them
    expected = {"squares": (64, 64)}
    kinds = {"squares": {"feudality_square"}}
    needs = {}
elif game == "troyes":
    # layer: (fewest objects, most objects); the classes its objects may have
    expected = {"track": (21, 21), "buildings": (6, 6), "places": (18, 30), "cathedral": (19, 19),
                "cards": (13, 13), "city": (8, 8)}
    kinds = {"track": {"troyes_track"}, "buildings": {"troyes_building", "troyes_lying"},
             "places": {"troyes_place"}, "cathedral": {"troyes_cathedral", "troyes_site"},
             "cards": {"troyes_slot", "troyes_deck"},
             "city": {"troyes_queue", "troyes_marauding", "troyes_district", "troyes_bonus"}}
    needs = {"troyes_place": (("building", "string"), ("row", "int"), ("place", "int"), ("values", "string")),
             "troyes_site": (("level", "int"), ("site", "int"), ("influence", "int")),
             "troyes_slot": (("colour", "string"), ("level", "int")),
             "troyes_district": (("district", "int"),), "troyes_track": (("step", "int"),)}
else:
    expected = {"villages": (24, 24), "roads": (34, 40), "fiefs": (8, 8), "bishoprics": (5, 5),
                "mitres": (5, 5), "decor": (1, 200)}
    kinds = {"villages": {"village"}, "roads": {"road"}, "fiefs": {"fief"}, "bishoprics": {"bishopric"},
             "mitres": {"mitre"}}
    needs = {"village": (("fief", "int"), ("bishopric", "int"), ("principal", "bool"))}
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
    allowed = kinds.get(name)
    for obj in objects:
        found = obj.get("type") or obj.get("class")
        if allowed and found not in allowed:
            problems.append(f"layer '{name}': object {obj.get('id')} has type {found!r}, expected {sorted(allowed)}")
        props = {p["name"]: p for p in obj.get("properties", [])}
        if name == "roads":
            for key in ("from", "to"):
                if props.get(key, {}).get("type") != "object" or not props[key].get("value"):
                    problems.append(f"road {obj.get('id')} lacks an object reference '{key}'")
            if len(obj.get("polyline", [])) < 2:
                problems.append(f"road {obj.get('id')} is not a polyline")
        if name in ("fiefs", "bishoprics") and len(obj.get("polygon", [])) < 3:
            problems.append(f"area {obj.get('name')!r} is not a polygon")
        for key, kind_of in needs.get(found, ()):
            if props.get(key, {}).get("type", "string") != kind_of or key not in props:
                problems.append(f"{found} {obj.get('name')!r} lacks the {kind_of} property '{key}'")

image = layers.get("parchment", {})
if game == "feudality":
    pass  # the sides are drawn by the client from their squares
elif image.get("type") != "imagelayer" or not str(image.get("image", "")).endswith(f"{game}-parchment.png"):
    problems.append(f"image layer 'parchment' with {game}-parchment.png is missing from the export")

if problems:
    print("check_tiled_export: " + "\ncheck_tiled_export: ".join(problems), file=sys.stderr)
    sys.exit(1)
counts = ", ".join(f"{name} {len(layers[name]['objects'])}" for name in expected)
print(f"check_tiled_export: {tmx_path} exported by Tiled: {counts}")
PY

# The project's classes against the map; writes the map without the class defaults
# (as Tiled saves it) for the export with the project below.
stripped="$workdir/stripped.tmx"
"$python" - "$map" "$project" "$stripped" <<'PY'
import json
import sys
import xml.etree.ElementTree as ET

tmx_path, project_path, stripped_path = sys.argv[1:4]
problems = []
try:
    with open(project_path, encoding="utf-8") as handle:
        project = json.load(handle)
except (OSError, ValueError) as exc:
    print(f"check_tiled_export: {project_path}: cannot be read: {exc}", file=sys.stderr)
    sys.exit(1)

if project.get("compatibilityVersion") != 1080:
    problems.append(f"{project_path}: compatibilityVersion must be 1080, so that Tiled saves maps "
                    "that Tiled 1.8 (Debian's) reads")
classes = {}
for entry in project.get("propertyTypes", []):
    if entry.get("type") == "class" and "object" in entry.get("useAs", []):
        classes[entry["name"]] = {m["name"]: (m.get("type", "string"), m.get("value")) for m in entry.get("members", [])}

# Defaults as the map writes them ("true", "0", "#ff112233"), to compare with the map.
def written(kind, value):
    if kind == "bool":
        return "true" if value else "false"
    if kind in ("int", "object", "float"):
        return str(int(value)) if float(value).is_integer() else str(value)
    return str(value)

tree = ET.parse(tmx_path)
game = next((p.get("value") for p in tree.getroot().findall("properties/property") if p.get("name") == "game"), "fief")
used = {}
removed = 0
for obj in tree.getroot().iter("object"):
    kind = obj.get("class") or obj.get("type") or ""
    if not kind:
        continue
    used[kind] = used.get(kind, 0) + 1
    members = classes.get(kind)
    where = f"{tmx_path}: object {obj.get('id')} ({obj.get('name') or kind})"
    if members is None:
        problems.append(f"{where}: class {kind!r} is not defined for objects in {project_path}")
        continue
    for holder in obj.findall("properties"):
        for prop in list(holder.findall("property")):
            name, prop_type = prop.get("name"), prop.get("type", "string")
            if name not in members:
                problems.append(f"{where}: property {name!r} is not a member of class {kind!r}")
            elif members[name][0] != prop_type:
                problems.append(f"{where}: property {name!r} has type {prop_type}, "
                                f"the class {kind!r} says {members[name][0]}")
            elif prop.get("value") == written(*members[name]):
                holder.remove(prop)
                removed += 1
required = {
    "fief": ("village", "road", "fief", "bishopric", "mitre"),
    "troyes": ("troyes_building", "troyes_place", "troyes_lying", "troyes_cathedral", "troyes_site", "troyes_slot",
               "troyes_deck", "troyes_queue", "troyes_marauding", "troyes_district", "troyes_track", "troyes_bonus"),
    "feudality": ("feudality_square",),
}
for kind in required.get(game, ()):
    if kind not in classes:
        problems.append(f"{project_path}: no class {kind!r} for objects")
    elif not used.get(kind):
        problems.append(f"{tmx_path}: no object of class {kind!r}")

if problems:
    print("check_tiled_export: " + "\ncheck_tiled_export: ".join(problems), file=sys.stderr)
    sys.exit(1)
tree.write(stripped_path, encoding="UTF-8", xml_declaration=True)
print(f"check_tiled_export: {project_path} defines the classes of the map: "
      + ", ".join(f"{kind} ({len(classes[kind])} members)" for kind in sorted(used))
      + f"; {removed} of the map's values equal their class default")
PY

if ! QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR="$workdir" tiled --help 2>/dev/null | grep -q -- '--project'; then
    version="$(QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR="$workdir" tiled --version 2>/dev/null | tail -n 1)"
    echo "check_tiled_export: ${version:-this Tiled} cannot load a project on the command line" \
        "(--project came with Tiled 1.11): the project was checked against the map without Tiled"
    exit 0
fi

cp "$(dirname "$map")"/*.png "$workdir"/ 2>/dev/null || true
resolved="$workdir/resolved.json"
if ! run_tiled --project "$project" --resolve-types-and-properties --export-map json "$stripped" "$resolved"; then
    cat "$workdir/tiled.log" >&2
    fail "tiled could not export $map with $project"
fi

"$python" - "$map" "$resolved" "$project" <<'PY'
import json
import sys
import xml.etree.ElementTree as ET

tmx_path, json_path, project_path = sys.argv[1:4]
with open(json_path, encoding="utf-8") as handle:
    exported = json.load(handle)
resolved = {}
for layer in exported.get("layers", []):
    for obj in layer.get("objects", []):
        resolved[obj["id"]] = {p["name"]: p for p in obj.get("properties", [])}

def as_map_writes(prop):
    value = prop.get("value")
    if prop.get("type") == "bool":
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)

problems = []
checked = 0
for obj in ET.parse(tmx_path).getroot().iter("object"):
    got = resolved.get(int(obj.get("id")), {})
    for prop in obj.iter("property"):
        name = prop.get("name")
        if name not in got:
            problems.append(f"object {obj.get('id')}: {name!r} is not resolved from the project")
        elif got[name].get("type", "string") != prop.get("type", "string") or as_map_writes(got[name]) != prop.get("value"):
            problems.append(f"object {obj.get('id')}: {name!r} resolves to {got[name]!r}, "
                            f"the map has {prop.get('value')!r}")
        checked += 1
if problems:
    print("check_tiled_export: " + "\ncheck_tiled_export: ".join(problems), file=sys.stderr)
    sys.exit(1)
print(f"check_tiled_export: Tiled resolved the map's {checked} properties through {project_path}")
PY
