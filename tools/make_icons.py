"""Write the code-drawn icons and family markers as PNG files into assets/icons/.

The client draws its icons at run time (game/ui/render/icons.py) at whatever size it
needs; these files are the same drawings at fixed sizes for the window icon, the
bundle, documentation and modders' reference.

    python tools/make_icons.py              # writes assets/icons/*.png
    python tools/make_icons.py --sheet x.png  # also a contact sheet of everything

Output is deterministic: the drawings use no randomness.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.ui.render import icons, markers  # noqa: E402

SIZES = (32, 64)
APP_ICON_SIZES = (256,)
INK = (43, 29, 18)
FAMILY_COLOURS = {
    # The defaults of data/fief/families.yaml, so the reference sheet shows them.
    "shield": (164, 22, 26),
    "circle": (29, 78, 137),
    "diamond": (45, 106, 46),
    "triangle": (106, 61, 143),
    "cross": (38, 38, 38),
    "star": (179, 88, 6),
}


def write_icons(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for name in icons.EXPORTED:
        for size in SIZES:
            path = out / f"{name}-{size}.png"
            pygame.image.save(icons.render_icon(name, size), str(path))
            written.append(path)
    for size in APP_ICON_SIZES:
        path = out / f"app-icon-{size}.png"
        pygame.image.save(icons.app_icon(size), str(path))
        written.append(path)
    for pattern, colour in FAMILY_COLOURS.items():
        path = out / f"marker-{pattern}-64.png"
        pygame.image.save(markers.render_marker(colour, pattern, 64), str(path))
        written.append(path)
    return written


def contact_sheet(path: Path) -> None:
    names = list(icons.EXPORTED)
    cell = 110
    cols = 8
    rows = (len(names) + cols - 1) // cols + 2
    sheet = pygame.Surface((cols * cell, rows * cell))
    sheet.fill((236, 222, 190))
    pygame.font.init()
    font = pygame.font.Font(str(ROOT / "assets" / "fonts" / "LinLibertine_R.otf"), 13)
    for i, name in enumerate(names):
        x, y = (i % cols) * cell, (i // cols) * cell
        sheet.blit(icons.render_icon(name, 64), (x + 8, y + 8))
        sheet.blit(icons.render_icon(name, 24, INK), (x + 78, y + 8))
        sheet.blit(icons.render_icon(name, 16), (x + 80, y + 40))
        label = font.render(name, True, INK)
        sheet.blit(label, (x + 6, y + 80))
    y = ((len(names) + cols - 1) // cols) * cell
    for i, (pattern, colour) in enumerate(FAMILY_COLOURS.items()):
        sheet.blit(markers.render_marker(colour, pattern, 64), (i * cell + 8, y + 8))
        sheet.blit(markers.render_marker(colour, pattern, 20), (i * cell + 80, y + 8))
    sheet.blit(icons.app_icon(96), (8, y + cell))
    pygame.image.save(sheet, str(path))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "assets" / "icons")
    parser.add_argument("--sheet", type=Path, help="also write a contact sheet of every icon here")
    args = parser.parse_args(argv)
    pygame.display.init()
    written = write_icons(args.out)
    if args.sheet:
        contact_sheet(args.sheet)
    print(f"wrote {len(written)} files to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
