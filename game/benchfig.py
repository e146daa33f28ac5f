"""One figure of ``python -m game bench``: a measured value, its baseline measured in the
same run on the same machine, their ratio and the target for that ratio.

Absolute times depend on the machine and on what else runs on it; a ratio against a
baseline taken a moment before (one full-screen blit, a bare window, a tight loop) does
not, so targets are ratios. A figure with no baseline (``baseline`` 1.0, ``unit`` of the
value) is reported as it is, and its target then applies to the value itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


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
    baseline_name: str = ""  # what the baseline measures, in a few words

    @property
    def ratio(self) -> float:
        return self.value / self.baseline if self.baseline else float("inf")

    @property
    def ok(self) -> bool:
        return self.ratio >= self.target if self.higher_is_better else self.ratio <= self.target

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "value": round(self.value, 6),
            "baseline": round(self.baseline, 6),
            "baseline_name": self.baseline_name,
            "unit": self.unit,
            "ratio": round(self.ratio, 3),
            "target": self.target,
            "higher_is_better": self.higher_is_better,
            "ok": self.ok,
        }

    def line(self) -> str:
        sign = ">=" if self.higher_is_better else "<="
        mark = "ok" if self.ok else "MISSED"
        base = f"{self.baseline:,.4g} {self.unit}" + (f" ({self.baseline_name})" if self.baseline_name else "")
        return (
            f"{self.name:<30} {self.value:>12,.4g} {self.unit:<6} baseline {base:<34} "
            f"ratio {self.ratio:>8,.2f}  target {sign} {self.target:g}  {mark}"
        )


__all__ = ["Figure"]
