"""Field types every game's YAML models share: ids, colours, language codes and words.

A game's pydantic models (``data/<game>/*.yaml``) use ``Id``, ``Colour`` and
``Language`` as they are, and for words (a name, a card's text) of at most ``n``
characters ``Annotated[StrictStr, Field(max_length=n), TIDY, FILLED]``; a value that does
not fit is refused with a message naming what it should be, which the YAML reader places
at the value's line and column.
"""

from __future__ import annotations

import re
from typing import Annotated, Literal

from pydantic import AfterValidator, Field, StrictStr

from game.core.i18n import m

ID_REGEX = r"^[a-z0-9]+(?:[-_][a-z0-9]+)*$"
COLOUR_REGEX = r"^#[0-9a-fA-F]{6}$"
#: a language's code, as its catalogue's folder is named: "fr", "de"
LANGUAGE_REGEX = r"^[a-z]{2,3}$"


def check_id(value: str) -> str:
    if not re.match(ID_REGEX, value):
        raise ValueError(m("core.fields.bad_id", value=value))
    return value


def check_colour(value: str) -> str:
    if not re.match(COLOUR_REGEX, value):
        raise ValueError(m("core.fields.bad_colour", value=value))
    return value.lower()


def non_blank(value: str) -> str:
    """The words with their spaces tidied; refused when nothing is left."""
    value = " ".join(value.split())
    if not value:
        raise ValueError(m("core.fields.empty"))
    return value


Id = Annotated[
    StrictStr,
    Field(max_length=40),
    AfterValidator(check_id),
    Field(json_schema_extra={"pattern": ID_REGEX}),
]
Colour = Annotated[StrictStr, AfterValidator(check_colour), Field(json_schema_extra={"pattern": COLOUR_REGEX})]
Language = Annotated[StrictStr, Field(pattern=LANGUAGE_REGEX)]


#: words with their spaces tidied, refused when nothing is left
TIDY = AfterValidator(non_blank)
#: what the JSON schema says of such words: one character at least
FILLED = Field(json_schema_extra={"minLength": 1})

#: a name of at most 60 characters, and a text (a card's words) of at most 800: the
#: sizes Troyes, Ortus Regni and Feudality give their words
Words = Annotated[StrictStr, Field(max_length=60), TIDY, FILLED]
Text = Annotated[StrictStr, Field(max_length=800), TIDY, FILLED]
#: the same words in other languages, by language code: ``names: {fr: ...}``
OtherNames = Annotated[
    dict[Language, Words],
    Field(max_length=50, description="The name in other languages, by language code: {fr: ...}."),
]
OtherTexts = Annotated[
    dict[Language, Text],
    Field(max_length=50, description="The text in other languages, by language code: {fr: ...}."),
]
#: a seat's shape, beside its colour, so that no seat is told apart by colour alone
Pattern = Literal["shield", "circle", "diamond", "triangle", "cross", "star"]
