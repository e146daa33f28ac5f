"""The client's figures for ``python -m game bench``, each against a baseline measured
in the same run (see ``game.bench``):

- **frames**: a table of six computer families in mid-game at 1920x1080 (three rounds
  played first, then frames timed at the usual animation speed, reveals held by the
  clock): the median and the 95th percentile against one full-screen blit of a picture
  drawn beforehand, timed in the same window between the frames;
- **the frame that applies a move**: the median frame in which a computer player's move
  was taken, against the median of the other frames;
- **start-up**: ``python -m game play --frames 1`` (the title screen drawn once, then
  quit) against a one-line pygame-ce script opening and showing a window of the same
  size, each run as a process of its own, alternately, after one run of each to warm
  the disk cache, the compiled modules and the stored textures, timed from its start to
  its first frame on screen (the quickest of several runs of each);
- **memory**: the resident memory of a client playing six families of computer players
  at once (animations off), after rounds 3, 10 and 30 (a game that ends is followed by
  a new one), measured in a process of its own;
- **idle**: the processor time of a client left alone for ``IDLE_SECONDS`` (its CPU
  time over the wall time, in per cent of one core), on the title screen and at a table
  waiting for a person (one person, whose decision is pending, and computer players),
  each in a process of its own once it has settled, against a bare pygame-ce loop
  opening a window of the same size and sleeping between looks at its events as often
  as the client does at rest, measured the same way in the same run. Each must be
  within its ratio to the bare loop and under ``IDLE_CEILING`` per cent of a core.

Everything runs with SDL's dummy video driver, so what is timed is Seneschal's own work
per frame (events, update, drawing), not a display server's.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from game.benchfig import Figure
from game.core.i18n import m

#: Targets of the client's ratios.
UI_TARGETS: dict[str, float] = {
    "frame_median": 6.0,
    "frame_p95": 12.0,
    "move_frame": 2.0,
    "startup": 2.0,
    "memory": 1.2,  # after rounds 10 and 30, against after round 3
    "idle": 4.0,  # the title and a waiting table, against a bare loop that sleeps
}
#: The most of one core (per cent) a client left alone may use, whatever the ratio.
IDLE_CEILING = 5.0
#: Seconds each idle figure is measured over (``--quick``: fewer), once settled.
IDLE_SECONDS = 10.0
QUICK_IDLE_SECONDS = 3.0
#: The longest a table is given to settle (its last moves shown) before it is measured.
SETTLE_SECONDS = 30.0
SIZE = (1920, 1080)
MEMORY_ROUNDS = (3, 10, 30)
QUICK_MEMORY_ROUNDS = (1, 2, 3)


def _dummy_display() -> None:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"


def measure(game: str, quick: bool = False) -> list[Figure]:
    """Every figure of the client for ``game``."""
    _dummy_display()
    out = measure_frames(game, quick)
    out.append(measure_startup(quick))
    out += measure_memory(game, quick)
    out += measure_idle(game, quick)
    return out


# ---------------------------------------------------------------------------------- frames
def measure_frames(game: str, quick: bool = False) -> list[Figure]:
    """The median and 95th-percentile frame and the frame that takes a computer's move."""
    _dummy_display()
    home = tempfile.mkdtemp(prefix="seneschal-bench-")
    os.environ["SENESCHAL_HOME"] = home
    import pygame

    from game import registry
    from game.ui.app import App, Options
    from game.ui.controller import Controller

    descriptor = registry.get(game)
    seats = descriptor.max_seats
    app = App(Options(game=game, window_size=SIZE), registry)
    frames: list[float] = []
    moves: list[float] = []
    blits: list[float] = []
    try:
        app.settings.hold_seconds = 1  # a table of computers runs on by the clock
        data = app.game_data(game)
        bots = [descriptor.default_bot] * seats
        ctl = Controller.new(descriptor, data, descriptor.default_config(data, seats, bots=bots), 3)
        rounds = 1 if quick else 3
        while ctl.pending() is not None and descriptor.rules.progress(ctl.state)[0] < rounds:
            ctl.poll()
            ctl.wait_for_bots(5.0)
        app.start()
        app.play(ctl)
        picture = app.surface.copy()
        target = app.surface.copy()  # blitted to, as the window is, without touching it
        for _ in range(30):  # warm the caches: fonts, icons, board tiles
            app.step(1 / 60)
        for index in range(150 if quick else 600):
            before = len(ctl.record.actions)
            started = time.perf_counter()
            app.step(1 / 60)
            took = (time.perf_counter() - started) * 1000
            (moves if len(ctl.record.actions) != before else frames).append(took)
            if index % 10 == 0:  # the baseline, under the same conditions as the frames
                started = time.perf_counter()
                target.blit(picture, (0, 0))
                blits.append((time.perf_counter() - started) * 1000)
    finally:
        app.close()
        pygame.quit()
    frames.sort()
    blit = statistics.median(blits)
    ordinary = statistics.median(frames)
    p95 = frames[max(0, int(len(frames) * 0.95) - 1)]
    base = m("core.bench.baseline.blit")
    out = [
        Figure("frame_median", ordinary, blit, "ms", UI_TARGETS["frame_median"], baseline_name=base),
        Figure("frame_p95", p95, blit, "ms", UI_TARGETS["frame_p95"], baseline_name=base),
    ]
    if moves:
        out.append(
            Figure(
                "move_frame",
                statistics.median(moves),
                ordinary,
                "ms",
                UI_TARGETS["move_frame"],
                baseline_name=m("core.bench.baseline.frame"),
            )
        )
    return out


# ---------------------------------------------------------------------------------- start-up
BARE_WINDOW = (
    "import pygame; w = pygame.Window('Seneschal', ({w}, {h})); w.get_surface(); w.flip(); "  # words: not shown
    "print('{signal}', flush=True)"
)


def _run(argv: list[str], env: dict[str, str]) -> float:
    """Seconds from starting ``argv`` to its saying its first frame shows (what it does
    after that, quitting included, is not timed)."""
    from game.ui.app import FIRST_FRAME_SIGNAL

    started = time.perf_counter()
    took = None
    with subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True) as child:
        assert child.stdout is not None
        for line in child.stdout:
            if took is None and line.strip() == FIRST_FRAME_SIGNAL:
                took = time.perf_counter() - started
        child.wait(timeout=120)
    if took is None or child.returncode != 0:
        raise RuntimeError(f"{' '.join(argv)} showed no frame or failed (status {child.returncode})")
    return took


def measure_startup(quick: bool = False) -> Figure:
    """The title screen against a bare window, each a process of its own."""
    _compile_package()
    from game.ui.app import FIRST_FRAME_SIGNAL

    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env["SENESCHAL_HOME"] = tempfile.mkdtemp(prefix="seneschal-bench-start-")
    env[FIRST_FRAME_SIGNAL] = "1"
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    w, h = SIZE
    bare = [sys.executable, "-c", BARE_WINDOW.format(w=w, h=h, signal=FIRST_FRAME_SIGNAL)]
    title = [sys.executable, "-m", "game", "play", "--frames", "1", "--size", f"{w}x{h}"]
    _run(bare, env)  # warm: the disk cache, the compiled modules, the stored textures
    _run(title, env)
    bare_times, title_times = [], []
    for _ in range(3 if quick else 7):
        bare_times.append(_run(bare, env))
        title_times.append(_run(title, env))
    # The quickest of each (the run least disturbed by the rest of the machine).
    return Figure(
        "startup",
        min(title_times) * 1000,
        min(bare_times) * 1000,
        "ms",
        UI_TARGETS["startup"],
        baseline_name=m("core.bench.baseline.bare_window"),
    )


def _compile_package() -> None:
    """Compile the package's modules, as installing it does (a frozen app has them)."""
    if getattr(sys, "frozen", False):
        return
    import compileall

    compileall.compile_dir(str(Path(__file__).resolve().parent.parent), quiet=1)


# ---------------------------------------------------------------------------------- memory
def measure_memory(game: str, quick: bool = False) -> list[Figure]:
    """Resident memory after rounds 3, 10 and 30, in a process of its own."""
    rounds = QUICK_MEMORY_ROUNDS if quick else MEMORY_ROUNDS
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env["SENESCHAL_HOME"] = tempfile.mkdtemp(prefix="seneschal-bench-memory-")
    code = f"from game.ui.bench import memory_run; memory_run({game!r}, {list(rounds)!r})"  # words: not shown
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, check=True, capture_output=True, text=True, timeout=900
    )
    found: dict[int, float] = {int(k): v for k, v in json.loads(done.stdout.strip().splitlines()[-1]).items()}
    first = found[rounds[0]]
    return [
        Figure(
            f"memory_round_{n}",
            found[n],
            first,
            "MiB",
            UI_TARGETS["memory"],
            baseline_name=m("core.bench.baseline.after_round", round=rounds[0]),
        )
        for n in rounds[1:]
    ]


# ---------------------------------------------------------------------------------- idle
BARE_IDLE = (
    "import time, pygame\n"  # words: not shown (a script)
    "w = pygame.Window('Seneschal', ({w}, {h})); w.get_surface(); w.flip()\n"
    "clock = pygame.time.Clock()\n"
    "def idle(seconds):\n"
    "    end = time.perf_counter() + seconds\n"
    "    while time.perf_counter() < end:\n"
    "        pygame.event.get(); clock.tick({fps})\n"
    "idle(1.0)\n"
    "cpu, wall = time.process_time(), time.perf_counter()\n"
    "idle({seconds})\n"
    "print((time.process_time() - cpu) / (time.perf_counter() - wall))\n"
)


def _cpu_share(argv: list[str], env: dict[str, str]) -> float:
    """The share of one core the process ``argv`` says it used (its last line)."""
    done = subprocess.run(argv, env=env, check=True, capture_output=True, text=True, timeout=300)
    return float(done.stdout.strip().splitlines()[-1])


def measure_idle(game: str, quick: bool = False) -> list[Figure]:
    """The title and a table waiting for a person, left alone, against a bare loop that
    sleeps: processor time over wall time, each a process of its own."""
    from game.ui.app import IDLE_FPS

    seconds = QUICK_IDLE_SECONDS if quick else IDLE_SECONDS
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env["SENESCHAL_HOME"] = tempfile.mkdtemp(prefix="seneschal-bench-idle-")
    w, h = SIZE
    bare = [sys.executable, "-c", BARE_IDLE.format(w=w, h=h, fps=IDLE_FPS, seconds=seconds)]

    def client(scene: str) -> list[str]:
        code = f"from game.ui.bench import idle_run; idle_run({scene!r}, {game!r}, {seconds!r})"  # words: not shown
        return [sys.executable, "-c", code]

    shares = {"bare": _cpu_share(bare, env)}
    for scene in ("title", "table"):
        shares[scene] = _cpu_share(client(scene), env)
    base = 100 * shares["bare"]
    return [
        Figure(
            f"idle_{scene}",
            100 * shares[scene],
            base,
            "%",
            UI_TARGETS["idle"],
            baseline_name=m("core.bench.baseline.bare_idle"),
            ceiling=IDLE_CEILING,
        )
        for scene in ("title", "table")
    ]


def idle_run(scene: str, game: str, seconds: float) -> None:
    """Open the client on ``scene`` ("title", or "table": one person, whose decision is
    pending, and computer players), let it settle, leave it alone for ``seconds`` and
    print the share of one core it used meanwhile."""
    _dummy_display()
    from game import registry
    from game.ui.app import App, Options

    app = App(Options(game=game, window_size=SIZE), registry)
    app.start()
    app.loop(1.0)
    app.wait_for_data()
    if scene == "table":
        _open_waiting_table(app, game)
    settle = time.perf_counter() + SETTLE_SECONDS
    app.loop(1.0)
    while app.lively() and time.perf_counter() < settle:
        app.loop(0.1)
    cpu, wall = time.process_time(), time.perf_counter()
    app.loop(seconds)
    share = (time.process_time() - cpu) / (time.perf_counter() - wall)
    app.close()
    print(share)


def _open_waiting_table(app: Any, game: str) -> None:
    """A game of ``game`` with one person (the first seat) and computer players, played
    on (the person's decisions taken by a computer player) to the person's first
    decision of the second round, its table open on the person's screen."""
    import dataclasses

    from game.ai import make_bot
    from game.ui.controller import Controller

    descriptor = app.game(game)
    data = app.game_data(game)
    seats = min(max(4, descriptor.min_seats), descriptor.max_seats)
    config = descriptor.default_config(data, seats, bots=[descriptor.default_bot] * seats)
    people = [dataclasses.replace(config.seats[0], kind="human"), *config.seats[1:]]
    config = descriptor.make_config(data, people, descriptor.option_values(data, {}))
    ctl = Controller.new(descriptor, data, config, 3)
    stand_in = make_bot(descriptor, descriptor.default_bot, 7)
    while (d := ctl.pending()) is not None:
        if ctl.is_ai(d.seat):
            ctl.poll()
            ctl.wait_for_bots(5.0)
        elif descriptor.rules.progress(ctl.state)[0] >= 2:
            break
        else:
            view = descriptor.rules.view_for(ctl.state, d.seat) if stand_in.needs_view else ctl.state
            ctl.submit(stand_in.choose(view, d))
    table = app.play(ctl)
    top = app.scenes.top
    if top is not table and type(top).__name__ == "CurtainScene":
        top.show()  # the person is at the screen


def resident_mebibytes() -> float:
    """This process's resident memory (Linux: /proc; elsewhere the peak, from resource)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as fh:
            return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError, AttributeError):
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / 2**20 if sys.platform == "darwin" else peak / 2**10


def memory_run(game: str, rounds: list[int]) -> None:
    """Play computer players through the client until ``max(rounds)`` rounds were played
    (a new game after one ends), and print the resident memory after each of ``rounds``
    as JSON."""
    _dummy_display()
    import gc

    from game import registry
    from game.ui.app import App, Options
    from game.ui.controller import Controller

    descriptor = registry.get(game)
    seats = descriptor.max_seats
    app = App(Options(game=game, window_size=SIZE), registry)
    app.settings.animation_speed = "instant"
    app.start()
    data = app.game_data(game)
    bots = ["random"] * seats
    found: dict[int, float] = {}
    played = 0  # rounds finished in games before this one
    seed = 3
    try:
        while len(found) < len(rounds):
            ctl = Controller.new(descriptor, data, descriptor.default_config(data, seats, bots=bots), seed)
            app.play(ctl)
            while ctl.pending() is not None and len(found) < len(rounds):
                app.step(1 / 60)
                ctl.wait_for_bots(5.0)
                now = played + descriptor.rules.progress(ctl.state)[0] - 1
                for n in rounds:
                    if n not in found and now >= n:
                        gc.collect()
                        found[n] = resident_mebibytes()
            played += descriptor.rules.progress(ctl.state)[0]
            seed += 1
    finally:
        app.close()
    print(json.dumps(found))


__all__ = [
    "IDLE_CEILING",
    "UI_TARGETS",
    "idle_run",
    "measure",
    "measure_frames",
    "measure_idle",
    "measure_memory",
    "measure_startup",
    "memory_run",
]
