"""Frame times of the client: a table of four AI families playing at 1920x1080.

Run by ``python -m game bench`` after the engine figures. It uses SDL's dummy video
driver, so it times Seneschal's own work per frame (events, update, drawing), not a
display server's. The target is a frame well inside 1/60 s.
"""

from __future__ import annotations

import os
import statistics
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ui.app import Catalog

#: name -> (target, unit, higher_is_better), as in game.bench.TARGETS
TARGETS: dict[str, tuple[float, str, bool]] = {
    "frame_ms_median": (8.0, "ms", False),
    "frame_ms_p95": (16.7, "ms", False),
}


def measure(game: str, catalog: Catalog, quick: bool = False) -> dict[str, float]:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    import tempfile

    home = tempfile.mkdtemp(prefix="seneschal-bench-")
    os.environ["SENESCHAL_HOME"] = home
    from game.ui.app import App, Options

    app = App(Options(game=game, window_size=(1920, 1080), players=4, bots=4, seed=3), catalog)
    try:
        app.start()
        for _ in range(30):  # warm the caches: fonts, icons, board tiles
            app.step(1 / 60)
        times = []
        for _ in range(120 if quick else 480):
            started = time.perf_counter()
            app.step(1 / 60)
            times.append((time.perf_counter() - started) * 1000)
    finally:
        app.close()
    times.sort()
    return {
        "frame_ms_median": statistics.median(times),
        "frame_ms_p95": times[int(len(times) * 0.95) - 1],
    }
