"""Keep the message catalogues in step with the code (Babel does the reading and writing).

    python tools/messages.py update   add every id the code uses and the English
                                      catalogue lacks (empty, to be written), add every
                                      English id to each other language (empty, to be
                                      translated), sort each file by id
    python tools/messages.py check    every problem the tests would find, one per line
    python tools/messages.py missing fr   the ids French still lacks

Domains: ``core`` (game/ and its shell, catalogues in game/locale) and each game
under game/games/<id> (catalogues in game/games/<id>/locale). Entries are never removed
here: delete by hand an id the code no longer uses.
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.core import catalogue_check  # noqa: E402
from game.core.i18n import FALLBACK, package_locale_dir  # noqa: E402


def domains() -> dict[str, tuple[Path, list[Path], list[Path]]]:
    """Each domain: its locale folder, the code that uses it, and code to leave out."""
    games = ROOT / "game" / "games"
    found = {"core": (package_locale_dir("core"), [ROOT / "game"], [games])}
    for package in sorted(p for p in games.iterdir() if (p / "__init__.py").is_file()):
        found[package.name] = (package / "locale", [package, ROOT / "game" / "ui", ROOT / "game" / "core"], [])
    return found


def _read(path: Path) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle)


def _write(path: Path, catalog: Catalog) -> None:
    with path.open("wb") as handle:
        write_po(handle, catalog, width=100, sort_output=True, omit_header=False, no_location=True)


def update() -> None:
    for domain, (folder, code, exclude) in domains().items():
        uses, _ = catalogue_check.used_ids(code, exclude)
        english_path = catalogue_check.catalogue_path(folder, FALLBACK, domain)
        english = _read(english_path)
        added = 0
        for use in uses:
            if use.id.split(".", 1)[0] == domain and use.id not in english:
                english.add(use.id, "")
                added += 1
        _write(english_path, english)
        for po in sorted(folder.glob(f"*/LC_MESSAGES/{domain}.po")):
            lang = po.parent.parent.name
            if lang == FALLBACK:
                continue
            other = _read(po)
            for message in english:
                if message.id and message.id not in other:
                    msg_id = message.id
                    other.add(msg_id, ("", "") if message.pluralizable else "")
            _write(po, other)
        print(f"{domain}: {added} new ids")


def check() -> int:
    problems = []
    for domain, (folder, code, exclude) in domains().items():
        problems += catalogue_check.check_domain(domain, folder, code, exclude)
    for problem in problems:
        print(problem)
    return 1 if problems else 0


def missing(lang: str) -> None:
    for domain, (folder, _, _) in domains().items():
        english, _ = catalogue_check.read_catalogue(catalogue_check.catalogue_path(folder, FALLBACK, domain))
        other, _ = catalogue_check.read_catalogue(catalogue_check.catalogue_path(folder, lang, domain))
        for msg_id, entry in english.items():
            found = other.get(msg_id)
            if found is None or not all(found.forms):
                print(f"{msg_id}\t{' | '.join(entry.forms)}")


def main(argv: list[str]) -> int:
    if argv[:1] == ["update"]:
        update()
        return 0
    if argv[:1] == ["check"]:
        return check()
    if argv[:1] == ["missing"] and len(argv) == 2:
        missing(argv[1])
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
