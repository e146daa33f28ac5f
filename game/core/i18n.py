"""Messages, and the words they become in the reader's language. No pygame here.

The rules never write a sentence. They hand out a ``Message``: a symbolic id in the
form ``<domain>.<area>.<name>`` (``fief.event.lord_drawn``, ``core.title.new_game``)
with named parameters. Words are made only where they are shown (the client, the
chronicle, the command line), from gettext catalogues:

- one catalogue *domain* per game (``fief``) plus ``core`` for the shell;
- the sources are ``.po`` files, ``<package>/locale/<lang>/LC_MESSAGES/<domain>.po``;
  they are compiled to ``.mo`` at run time, once per content, in the user cache (the
  PyInstaller bundle and a mod folder carry ``.po`` files only);
- English (``en``) is a catalogue like the others and every language falls back to it;
  a message missing even there shows its id, which the catalogue tests forbid.

Parameters are plain numbers and strings, ``Name`` (a thing named by the game's data,
with its name in each language the data gives), nested ``Message`` and ``Words`` (a
list joined "A, B and C" by the language's own rule). A parameter named ``n`` chooses
the plural form, by the catalogue's own ``Plural-Forms`` ("1 denier", "2 deniers";
French counts 0 and 1 as singular).

Templates use Python's ``str.format`` fields by name. A field may ask for a grammatical
form of its value, for languages that change a word by what it touches: in French,
``{lord:de}`` gives "de Jeanne" but "d'Agnès", "du Roi" for "le Roi"; ``{fief:à}`` gives
"à Blaye" or "au Berry"; in English ``{kind:a}`` gives "a move" or "an ambush".
Forms apply in turn: ``{kind:a:cap}`` is "A move". Each language's forms are in ``_FORMS``; a form the language
does not have leaves the word as it is. Two forms serve every language: ``{who:cap}``
starts a sentence with a capital ("La carte Famine…") and ``{reason:clause}`` makes a
sentence part of another (first letter small, no final full stop).

The language is chosen by whoever starts the program (``set_language``): the command
line's ``--lang``, the client's setting. Importing this module reads nothing.
"""

from __future__ import annotations

import gettext
import hashlib
import logging
import os
import re
import string
import threading
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Union

_log = logging.getLogger(__name__)

#: The language every other falls back to, and the one the code's examples are in.
FALLBACK = "en"
#: The languages whose catalogues ship with Seneschal, with their names in themselves.
SHIPPED: dict[str, str] = {"en": "English", "fr": "Français"}  # words: not shown (each in itself)


# --------------------------------------------------------------------------------------
# Values
# --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Name:
    """A thing named by data or by a player: its name in each language it has one for.

    ``forms`` holds ``(language, name)`` pairs; the first is the default for a language
    without its own (English for names from data; a player's name has only that one).
    """

    forms: tuple[tuple[str, str], ...]

    @classmethod
    def plain(cls, text: str) -> Name:
        """A name that is the same in every language (a player's, a village's)."""
        return cls(((FALLBACK, str(text)),))

    @classmethod
    def of(cls, default: str, others: Mapping[str, str] | None = None) -> Name:
        """``default`` (English) and the other languages' names from data."""
        extra = tuple((lang, text) for lang, text in (others or {}).items() if lang != FALLBACK and text)
        return cls(((FALLBACK, default), *extra))

    def full(self, lang: str | None = None) -> str:
        """The name as the data gives it, with its article if it has one ("le Duché de
        Blaye"): what the grammatical forms work on ("du Duché de Blaye")."""
        lang = lang or language()
        for code in _chain(lang):
            for form_lang, form in self.forms:
                if form_lang == code:
                    return form
        return self.forms[0][1] if self.forms else ""

    def text(self, lang: str | None = None) -> str:
        """The name standing alone: without a small-letter article its data gives for
        the grammar ("Duché de Blaye" from "le Duché de Blaye"; "Les Essarts" keeps its
        capital article, which is part of the name)."""
        return _LOWER_ARTICLE.sub("", self.full(lang), count=1)

    def __str__(self) -> str:
        return self.text()


#: a small-letter article at the start of a name from data: there for the grammar
_LOWER_ARTICLE = re.compile(r"^(?:le |la |les |l')(?=\S)")


@dataclass(frozen=True, slots=True)
class Words:
    """Several values said as one list: "A, B and C" ("A, B et C"); ``last="or"`` for
    "A, B or C"."""

    items: tuple[Param, ...]
    last: str = "and"

    def text(self, lang: str | None = None) -> str:
        lang = lang or language()
        words = [_value_text(v, lang) for v in self.items]
        return join(words, lang, self.last)

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True, slots=True)
class Message:
    """A sentence to be: an id and its named parameters. ``str()`` gives it in the
    current language; ``text(lang)`` in any."""

    id: str
    params: tuple[tuple[str, Param], ...] = ()

    @property
    def domain(self) -> str:
        return self.id.split(".", 1)[0]

    def get(self, name: str, default: Any = None) -> Any:
        for key, value in self.params:
            if key == name:
                return value
        return default

    def text(self, lang: str | None = None) -> str:
        return render(self, lang)

    def __str__(self) -> str:
        return render(self)


Param = Union[int, float, str, Name, Message, Words]  # noqa: UP007 (a runtime alias, used before 3.12's "type")
Text = Union[str, Message, Name, Words]  # noqa: UP007


def m(msg_id: str, /, **params: Param) -> Message:
    """The message ``msg_id`` with its parameters (for the rules, and for anything kept)."""
    return Message(msg_id, tuple(params.items()))


def t(msg_id: str, /, **params: Param) -> str:
    """The message ``msg_id`` in words now, in the current language (for drawing code
    that makes its words each time it draws)."""
    return render(Message(msg_id, tuple(params.items())))


def N_(msg_id: str) -> str:
    """Marks a message id kept in a table, for the catalogue checks; returns it as is."""
    return msg_id


def words(items: Iterable[Param], last: str = "and") -> Words:
    return Words(tuple(items), last)


def text(value: Text | None, lang: str | None = None) -> str:
    """Any text-like value in words ("" for None)."""
    if value is None:
        return ""
    return _value_text(value, lang or language())


# --------------------------------------------------------------------------------------
# The current language
# --------------------------------------------------------------------------------------

_state_lock = threading.RLock()
_current = FALLBACK
_listeners: list[Callable[[str], None]] = []


def language() -> str:
    """The language words are made in now."""
    return _current


def set_language(code: str) -> str:
    """Make words in ``code`` from now on (an unknown code falls back to English when
    shown). Returns the language before. Listeners (the client's caches) are told."""
    global _current
    with _state_lock:
        before, _current = _current, normalise(code) or FALLBACK
    if before != _current:
        for listener in list(_listeners):
            listener(_current)
    return before


def on_language_change(listener: Callable[[str], None]) -> None:
    with _state_lock:
        _listeners.append(listener)


@contextmanager
def using(code: str) -> Iterator[None]:
    """Make words in ``code`` inside the block (tests, one-off renders)."""
    before = set_language(code)
    try:
        yield
    finally:
        set_language(before)


def normalise(code: str) -> str:
    """ "fr_FR.UTF-8" -> "fr"; "" for nothing usable."""
    code = (code or "").strip().split(".", 1)[0].split("@", 1)[0].replace("-", "_")
    if code in ("", "C", "POSIX"):
        return ""
    return code.split("_", 1)[0].lower()


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The system's language as a two-letter code, from the usual variables (and
    Windows' own setting); "" when none is set."""
    env = os.environ if environ is None else environ
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "")
        for part in value.split(":"):
            code = normalise(part)
            if code:
                return code
    if environ is None and os.name == "nt":  # pragma: no cover - Windows only
        import locale

        code = normalise(locale.getlocale()[0] or "")
        if code:
            return code
    return ""


def _chain(lang: str) -> tuple[str, ...]:
    return (lang,) if lang == FALLBACK else (lang, FALLBACK)


# --------------------------------------------------------------------------------------
# Catalogues
# --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Catalogue:
    """One compiled catalogue: a domain in one language."""

    domain: str
    lang: str
    source: Path
    translations: gettext.GNUTranslations

    def lookup(self, msg_id: str, n: int | None) -> str | None:
        cat: dict[Any, str] = self.translations._catalog  # type: ignore[attr-defined]
        if n is not None:
            plural = cat.get((msg_id, self.translations.plural(n)))  # type: ignore[attr-defined]
            if plural:
                return plural
        found = cat.get(msg_id)
        return found or None


class Catalogues:
    """Where each domain's ``.po`` files are, compiled and kept once read.

    Folders are searched in order; a later folder (a mod's ``locale``) overrides single
    messages of an earlier one, so a mod may change a few words or add a language."""

    def __init__(self) -> None:
        self._folders: dict[str, list[Path]] = {}
        self._loaded: dict[tuple[str, str], list[Catalogue]] = {}
        self._lock = threading.RLock()

    def add_folder(self, domain: str, folder: Path) -> None:
        with self._lock:
            folders = self._folders.setdefault(domain, [])
            if folder not in folders:
                folders.append(folder)
            self._loaded = {k: v for k, v in self._loaded.items() if k[0] != domain}

    def remove_folder(self, domain: str, folder: Path) -> None:
        with self._lock:
            if folder in self._folders.get(domain, []):
                self._folders[domain].remove(folder)
            self._loaded = {k: v for k, v in self._loaded.items() if k[0] != domain}

    def domains(self) -> list[str]:
        return sorted(self._folders)

    def folders(self, domain: str) -> list[Path]:
        """The folders searched for ``domain``: its package's own ``locale`` first (found by
        convention: ``game/locale`` for ``core``, ``game/games/<domain>/locale`` for a
        game), then those added (mods, tests)."""
        return self._all_folders(domain)

    def _all_folders(self, domain: str) -> list[Path]:
        own = package_locale_dir(domain)
        added = self._folders.get(domain, [])
        return ([own] if own not in added else []) + list(added)

    def po_files(self, domain: str, lang: str) -> list[Path]:
        found = []
        for folder in self._all_folders(domain):
            path = folder / lang / "LC_MESSAGES" / f"{domain}.po"
            if path.is_file():
                found.append(path)
        return found

    def languages(self) -> list[str]:
        """Every language some domain has a catalogue for, English first."""
        langs: set[str] = set()
        for domain in {"core", *self._folders}:
            for folder in self._all_folders(domain):
                if folder.is_dir():
                    langs.update(p.parent.parent.name for p in folder.glob("*/LC_MESSAGES/*.po"))
        return sorted(langs, key=lambda code: (code != FALLBACK, code))

    def get(self, domain: str, lang: str) -> list[Catalogue]:
        """The catalogues of ``domain`` in ``lang``, last folder first."""
        key = (domain, lang)
        with self._lock:
            found = self._loaded.get(key)
            if found is None:
                loaded = [_load(domain, lang, po) for po in reversed(self.po_files(domain, lang))]
                found = [c for c in loaded if c is not None]
                self._loaded[key] = found
            return found

    def lookup(self, msg_id: str, lang: str, n: int | None = None) -> str | None:
        domain = msg_id.split(".", 1)[0]
        for code in _chain(lang):
            for catalogue in self.get(domain, code):
                found = catalogue.lookup(msg_id, n)
                if found is not None:
                    return found
        return None


_cache_folder: Path | None = None


def set_cache_folder(folder: Path) -> None:
    """Where compiled catalogues are kept (the program's start gives the user cache's
    ``messages`` folder); until it is set, a temporary folder of this process."""
    global _cache_folder
    _cache_folder = folder


def cache_folder() -> Path:
    """Where compiled catalogues are kept now (the program's own: what it makes there it
    can make again)."""
    return _cache_dir()


def _cache_dir() -> Path:
    global _cache_folder
    if _cache_folder is None:
        import tempfile

        _cache_folder = Path(tempfile.mkdtemp(prefix="seneschal-messages-"))
    return _cache_folder


def compile_po(po: Path, mo: Path) -> None:
    """Compile one ``.po`` file to ``.mo`` (Babel's reader and writer)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as handle:
        catalog = read_po(handle, abort_invalid=True)
    mo.parent.mkdir(parents=True, exist_ok=True)
    tmp = mo.with_name(mo.name + f".{os.getpid()}.tmp")
    with tmp.open("wb") as handle:
        write_mo(handle, catalog, use_fuzzy=False)
    os.replace(tmp, mo)


def _load(domain: str, lang: str, po: Path) -> Catalogue | None:
    """The catalogue compiled from ``po``, reusing the ``.mo`` made from the same bytes."""
    try:
        raw = po.read_bytes()
        digest = hashlib.sha256(raw).hexdigest()[:20]
        mo = _cache_dir() / f"{domain}-{lang}-{digest}.mo"
        if not mo.is_file():
            try:
                compile_po(po, mo)
            except OSError:
                mo = _compile_in_memory(po)
        with mo.open("rb") as handle:
            translations = gettext.GNUTranslations(handle)
        return Catalogue(domain, lang, po, translations)
    except Exception as exc:  # a damaged catalogue loses its words, never the game
        _log.warning("cannot read the catalogue %s: %s", po, exc)
        problems.append(f"{po}: {exc}")
        return None


def _compile_in_memory(po: Path) -> Path:
    """Where the cache cannot be written: compile into a temporary file."""
    import tempfile

    folder = Path(tempfile.mkdtemp(prefix="seneschal-mo-"))
    mo = folder / (po.stem + ".mo")
    compile_po(po, mo)
    return mo


#: Catalogues that could not be read this run (the client names them in a notice).
problems: list[str] = []

#: Every catalogue the program knows: the core's and each registered game's.
CATALOGUES = Catalogues()


def package_locale_dir(domain: str) -> Path:
    """The ``locale`` folder that ships with a domain's package."""
    package = Path(__file__).resolve().parent.parent
    return package / "locale" if domain == "core" else package / "games" / domain / "locale"


def add_domain(domain: str, folder: Path) -> None:
    """Make ``domain``'s catalogues under ``folder`` known (a game package, a mod)."""
    CATALOGUES.add_folder(domain, folder)


class ModMessages:
    """The catalogues of the mod a game's data was last loaded from: a mod folder's
    ``locale/<lang>/LC_MESSAGES/<domain>.po`` override the game's messages one by one,
    and those of a mod loaded before are put away (``use``, called by the game's loader)."""

    def __init__(self, domain: str) -> None:
        self.domain = domain
        self.folder: Path | None = None

    def use(self, root: Path | None) -> None:
        """Take the messages of the mod folder ``root`` (None: the game's own data)."""
        folder = root / "locale" if root is not None else None
        if folder is not None and not folder.is_dir():
            folder = None
        if folder == self.folder:
            return
        if self.folder is not None:
            CATALOGUES.remove_folder(self.domain, self.folder)
        if folder is not None:
            add_domain(self.domain, folder)
        self.folder = folder


def languages() -> list[str]:
    """The languages some catalogue exists for, English first."""
    return CATALOGUES.languages()


def language_name(code: str) -> str:
    """A language's name in itself ("Français"); the code for one we cannot name."""
    if code in SHIPPED:
        return SHIPPED[code]
    try:
        from babel import Locale

        return str(Locale.parse(code).get_display_name(code) or code).capitalize()
    except Exception:
        return code


# --------------------------------------------------------------------------------------
# Rendering
# --------------------------------------------------------------------------------------


def render(message: Message, lang: str | None = None) -> str:
    """The message in words, in ``lang`` (the current language by default)."""
    lang = lang or language()
    params = dict(message.params)
    n = params.get("n")
    count = n if isinstance(n, int) and not isinstance(n, bool) else None
    template = CATALOGUES.lookup(message.id, lang, count)
    if template is None:
        if strict():
            raise KeyError(f"no message {message.id!r} in the catalogues (English included)")
        return message.id
    try:
        return _Formatter(lang).vformat(template, (), params)
    except (KeyError, IndexError, ValueError, AttributeError) as exc:
        if strict():
            raise KeyError(f"message {message.id!r} in {lang!r} does not fit its parameters: {exc}") from exc
        _log.warning("message %s in %s does not fit its parameters: %s", message.id, lang, exc)
        return template


def strict() -> bool:
    """Whether a missing message or a parameter it lacks is an error, not its id shown
    (the tests set ``SENESCHAL_STRICT_MESSAGES=1``; players never meet the error)."""
    return os.environ.get("SENESCHAL_STRICT_MESSAGES") == "1"


def _value_text(value: Any, lang: str) -> str:
    if isinstance(value, Message):
        return render(value, lang)
    if isinstance(value, (Name, Words)):
        return value.text(lang)
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        return number(value, lang)
    return str(value)


class _Formatter(string.Formatter):
    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> str:
        if isinstance(value, float) and format_spec and format_spec[-1] in "fg%":
            return number_text(format(value, format_spec), self.lang)
        forms = _FORMS.get(self.lang, {})
        if isinstance(value, Name) and any(spec in forms for spec in format_spec.split(":")):
            words = value.full(self.lang)  # the forms need the article the data gives
        else:
            words = _value_text(value, self.lang)
        if not format_spec:
            return words
        for spec in format_spec.split(":"):  # forms apply in turn: {kind:a:cap}
            if spec in _EVERY_LANGUAGE:
                words = _EVERY_LANGUAGE[spec](words)
            elif spec in forms:
                words = forms[spec](words)
            elif spec not in _ALL_FORMS:
                words = format(words, spec)
        return words


def number(n: int, lang: str | None = None) -> str:
    """A whole number written the language's way ("1,000" in English, "1 000" in French)."""
    lang = lang or language()
    if -1000 < n < 1000 or not -(10**18) < n < 10**18:  # a damaged file's huge number: its digits
        return str(n)
    from babel.numbers import format_decimal

    try:
        return str(format_decimal(n, locale=lang)).replace("\u202f", "\u00a0")
    except Exception:
        return str(n)


def number_text(formatted: str, lang: str) -> str:
    """A number Python formatted ("2.5") with the language's decimal mark ("2,5")."""
    if lang == "fr":
        return formatted.replace(".", ",")
    return formatted


def join(items: list[str], lang: str | None = None, last: str = "and") -> str:
    """ "A", "A and B", "A, B and C" in the language's own way ("" for none)."""
    lang = lang or language()
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    word = render(Message("core.list.or" if last == "or" else "core.list.and"), lang)
    if word.startswith("core.list."):
        word = last
    return ", ".join(items[:-1]) + f" {word} " + items[-1]


def semicolons(items: Iterable[Any], lang: str | None = None) -> str:
    """Parts of one line kept apart by semicolons, with the language's spacing ("a; b",
    "a ; b" in French)."""
    lang = lang or language()
    mark = render(Message("core.list.semicolon"), lang)
    return mark.join(_value_text(item, lang) for item in items)


# --------------------------------------------------------------------------------------
# Grammatical forms (French elision and contraction)
# --------------------------------------------------------------------------------------


def _starts_with_vowel_sound(word: str) -> bool:
    first = unicodedata.normalize("NFD", word[:1])[:1].lower()
    if first in "aeiouy":
        return True
    # Most French words in h are "h muet" (l'homme, d'Henri); those with an aspirated h
    # are few and none of them is a name in our games.
    return first == "h"


_ARTICLE = re.compile(r"^(les|le|la)\s+(.*)$|^(l')(.*)$", re.IGNORECASE | re.DOTALL)


def _fr_contracted(words: str, le: str, les: str) -> str | None:
    """``words`` after a preposition that merges with "le" and "les" ("du Roi", "aux
    Essarts"), or None when ``words`` starts with neither."""
    found = _ARTICLE.match(words)
    if found:
        article, rest = (found.group(1) or found.group(3)).lower(), found.group(2) or found.group(4)
        if article in ("le", "les"):
            return f"{le if article == 'le' else les} {rest}"
    return None


def _fr_de(words: str) -> str:
    contracted = _fr_contracted(words, "du", "des")
    if contracted is not None:
        return contracted
    if _ARTICLE.match(words) or not _starts_with_vowel_sound(words):
        return f"de {words}"
    return f"d'{words}"


def _fr_a(words: str) -> str:
    contracted = _fr_contracted(words, "au", "aux")
    return contracted if contracted is not None else f"à {words}"


def _fr_que(words: str) -> str:
    return f"qu'{words}" if _starts_with_vowel_sound(words) else f"que {words}"  # words: not shown (grammar)


def _fr_le(words: str) -> str:
    """The definite article before a noun that has none: "le Roi", "l'Évêque"; a name
    that has its own ("la Sainte Lance", "Les Essarts") keeps it."""
    if _ARTICLE.match(words):
        return words
    return f"l'{words}" if _starts_with_vowel_sound(words) else f"le {words}"


def _cap(words: str) -> str:
    """The first letter in capitals: a sentence that starts with a name or a message."""
    return words[:1].upper() + words[1:]


def _clause(words: str) -> str:
    """A sentence made a clause of another: first letter small, no final full stop."""
    words = words.rstrip()
    if words.endswith(".") and not words.endswith("..."):
        words = words[:-1]
    return words[:1].lower() + words[1:]


#: forms every language has: ``{reason:clause}``, ``{who:cap}``
_EVERY_LANGUAGE: dict[str, Callable[[str], str]] = {"cap": _cap, "clause": _clause}


def _en_a(words: str) -> str:
    """The indefinite article: "a move", "an assassinate"."""
    return f"an {words}" if words[:1].lower() in "aeiou" and words[:1] else f"a {words}"


_FORMS: dict[str, dict[str, Callable[[str], str]]] = {
    "en": {"a": _en_a},
    "fr": {"de": _fr_de, "à": _fr_a, "que": _fr_que, "le": _fr_le},
}
_ALL_FORMS = {form for forms in _FORMS.values() for form in forms}


def fields(template: str) -> set[str]:
    """The parameter names a template uses (for the catalogue checks)."""
    names = set()
    for _, field, _, _ in string.Formatter().parse(template):
        if field is not None and field != "":
            names.add(re.split(r"[.\[]", field, maxsplit=1)[0])
    return names


__all__ = [
    "CATALOGUES",
    "FALLBACK",
    "N_",
    "Catalogue",
    "Catalogues",
    "Message",
    "Name",
    "Param",
    "Text",
    "Words",
    "add_domain",
    "cache_folder",
    "compile_po",
    "fields",
    "join",
    "language",
    "language_name",
    "languages",
    "m",
    "normalise",
    "number",
    "on_language_change",
    "render",
    "semicolons",
    "set_language",
    "system_language",
    "t",
    "text",
    "using",
    "words",
]
