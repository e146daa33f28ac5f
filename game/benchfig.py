"""One figure of ``python -m game bench``: a measured value, its baseline measured in the
same run on the same machine, their ratio and the target for that ratio.

Absolute times depend on the machine and on what else runs on it; a ratio against a
baseline taken a moment before (one full-screen blit, a bare window, a tight loop) does
not, so targets are ratios. A figure with no baseline (``baseline`` 1.0, ``unit`` of the
value) is reported as it is, and its target then applies to the value itself. A figure
may also have a ``ceiling``: a bound on the value itself that holds whatever the ratio
(an idle client's share of a core: a few times a tiny baseline would still be too much
past it); it is printed after the target and the figure is met only within both.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core import i18n
from game.core.i18n import Text, t


@dataclass(frozen=True, slots=True)
class Figure:
    """``value`` against ``baseline`` (both in ``unit``); ``target`` bounds the ratio
    from above (``higher_is_better`` False) or below."""

    name: str
    value: float
    baseline: float
    unit: str
    target: float
    higher_is_better: bool = False
    baseline_name: Text = ""  # what the baseline measures, in a few words (a message)
    ceiling: float | None = None  # the most the value itself may be (in ``unit``)

    @property
    def ratio(self) -> float:
        return self.value / self.baseline if self.baseline else float("inf")

    @property
    def ok(self) -> bool:
        met = self.ratio >= self.target if self.higher_is_better else self.ratio <= self.target
        return met and (self.ceiling is None or self.value <= self.ceiling)

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "value": round(self.value, 6),
            "baseline": round(self.baseline, 6),
            "baseline_name": i18n.text(self.baseline_name),
            "unit": self.unit,
            "ratio": round(self.ratio, 3),
            "target": self.target,
            "higher_is_better": self.higher_is_better,
            "ceiling": self.ceiling,
            "ok": self.ok,
        }

    def line(self) -> str:
        """The figure as ``bench`` prints it, in the current language (the name is the
        figure's id, as in the JSON output and docs/performance.md)."""
        base = f"{_number(self.baseline, ',.4g')} {self.unit}"
        if self.baseline_name:
            base += f" ({i18n.text(self.baseline_name)})"
        target = _number(self.target, "g")
        if self.ceiling is not None:
            target = t("core.bench.and_ceiling", target=target, ceiling=_number(self.ceiling, "g"), unit=self.unit)
        return t(
            "core.bench.line",
            name=self.name,
            value=_number(self.value, ",.4g"),
            unit=self.unit,
            base=base,
            ratio=_number(self.ratio, ",.2f"),
            sign=">=" if self.higher_is_better else "<=",
            target=target,
            mark=t("core.bench.ok") if self.ok else t("core.bench.missed"),
        )


def _number(value: float, spec: str) -> str:
    """``value`` formatted by ``spec`` with the current language's decimal and grouping
    marks ("1,234.5" in English, "1 234,5" in French)."""
    text = format(value, spec)
    lang = i18n.language()
    if lang == i18n.FALLBACK:
        return text
    try:
        from babel.numbers import get_decimal_symbol, get_group_symbol

        decimal, group = get_decimal_symbol(lang), get_group_symbol(lang).replace("\u202f", "\u00a0")
    except Exception:  # a language babel does not know: the digits as Python writes them
        return text
    return "".join(decimal if c == "." else group if c == "," else c for c in text)


__all__ = ["Figure"]
