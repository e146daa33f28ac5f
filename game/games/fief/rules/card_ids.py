"""Ids of the Fortune cards whose rules other rules name (data/fief/cards.yaml)."""

ASSASSINATION = "assassination"
JUSTICE = "justice"
SECRET_PASSAGE = "secret-passage"
AMBUSH = "ambush"
