"""Play a whole game through the real client and keep screenshots of it: for looking at
the table as players see it, phase after phase, after a change to the client.

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python tools/playthrough.py \\
        --size 1280x720 --seed 8 --out shots/1280x720

Four seats (``--players``): two people (``--people``), whose decisions a heuristic bot
takes through the table scene (as a click on its choice would), and computer players in
the others. The curtain is lifted with
Enter, held reveals go on with Space, a turn's end is continued with its button; the
others' moves play at the table's pace (``--pace``: off, quick, normal, slow). A
screenshot is kept at each new phase of the first rounds, at each kind of decision of
each person, at the first curtains, moves shown, lists of what happened since a
person's last turn, held reveals and turn ends, and at the end of the game (the sheet,
then the final board).
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1280x720", help="window size WIDTHxHEIGHT")
    parser.add_argument("--seed", type=int, default=8)
    parser.add_argument("--out", type=Path, default=Path("shots"))
    parser.add_argument("--game", default="fief")
    parser.add_argument("--lang", default="en", help="the language of the client's words (en, fr)")
    parser.add_argument("--players", type=int, default=4, help="seats at the table")
    parser.add_argument("--people", type=int, default=2, help="seats played by people (the others by the computer)")
    parser.add_argument("--pace", default="quick", help="the pace of the table: off, quick, normal, slow")
    parser.add_argument("--rounds", type=int, default=0, help="stop once this round is over (0: play to the end)")
    args = parser.parse_args()
    os.environ.setdefault("SENESCHAL_HOME", tempfile.mkdtemp(prefix="seneschal-playthrough-"))

    import pygame

    from game import registry
    from game.ai import make_bot
    from game.ui.app import App, Options

    size = tuple(int(x) for x in args.size.lower().split("x"))
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*.png"):
        old.unlink()
    app = App(
        Options(
            game=args.game,
            window_size=(size[0], size[1]),
            players=args.players,
            bots=args.players - args.people,
            seed=args.seed,
            language=args.lang,
        ),
        registry,
    )
    app.settings.pace = args.pace
    app.start()
    descriptor = registry.get(args.game)
    bots: dict[int, object] = {}
    shots = 0
    seen: set[str] = set()
    counts = {"curtain": 0, "held": 0, "since": 0, "move": 0}
    last_move = None
    since_shown: tuple | None = None  # the decision whose list of what happened was kept

    def shot(tag: str, again: bool = False) -> None:
        nonlocal shots
        if tag in seen and not again:
            return
        seen.add(tag)
        shots += 1
        for table in app.games():  # parts of the picture a busy frame put off are painted first
            table.layers.invalidate()  # type: ignore[attr-defined]
        app.step(0.0)
        app.screenshot(out / f"{shots:03d}-{tag}.png")

    def press(key: int) -> None:
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))

    def click(pos: tuple[int, int]) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))

    started = time.time()
    last_phase = None
    ctl = None
    for _ in range(300_000):
        if not app.running:
            break
        app.step(1 / 60)
        tables = app.games()
        if not tables:
            continue
        scene = tables[-1]
        ctl = scene.controller
        top = type(app.scenes.top).__name__
        if top == "GameOverScene":
            shot("game-over", again=True)
            press(pygame.K_ESCAPE)
            app.step(1 / 60)
            shot("final-board", again=True)
            break
        if top == "CurtainScene":
            counts["curtain"] += 1
            if counts["curtain"] <= 6:
                shot(f"curtain-{counts['curtain']}", again=True)
            press(pygame.K_RETURN)
            continue
        if app.scenes.top is not scene:
            shot(f"other-{top}")
            press(pygame.K_ESCAPE)
            continue
        rnd, step = descriptor.rules.progress(ctl.state)
        if args.rounds and rnd > args.rounds:
            shot(f"round{rnd}-stop", again=True)
            break
        if (rnd, step) != last_phase:
            last_phase = (rnd, step)
            if rnd <= 2 or rnd % 3 == 0:
                shot(f"round{rnd}-{scene.ui.step_name(step) or step}".replace(" ", "_").replace("&", "and"))
        move = scene.shown_move()
        if move is not None and move is not last_move and move.phase == "after" and move.clock > 0.3:
            last_move = move
            counts["move"] += 1
            if counts["move"] <= 16:
                shot(f"move-{counts['move']}", again=True)
        if scene.since_entries and scene.decision_view is not None:
            asked = (scene.viewer, len(ctl.record.actions))
            if asked != since_shown:
                since_shown = asked
                counts["since"] += 1
                if counts["since"] <= 6:
                    shot(f"since-{counts['since']}", again=True)
        if scene.holding:
            counts["held"] += 1
            if counts["held"] <= 25:
                shot(f"held-{counts['held']}", again=True)
            press(pygame.K_SPACE)
            continue
        if scene.turn_over is not None and scene.continue_button is not None:
            shot(f"turn-over-round{rnd}-{step}")
            click(scene.continue_button.rect.center)
            continue
        d = ctl.pending()
        if d is None or ctl.is_ai(d.seat) or scene.viewer != d.seat or scene.animating or scene.decision_view is None:
            continue
        shot(f"decide-{d.kind}-seat{d.seat}")
        bot = bots.setdefault(d.seat, make_bot(descriptor, descriptor.default_bot, args.seed + d.seat))
        scene.submit(bot.choose(ctl.view(d.seat), d))  # type: ignore[attr-defined]
    outcome = descriptor.rules.outcome(ctl.state) if ctl is not None else None
    print(f"{shots} screenshots in {out}; {counts}; outcome: {outcome}; {time.time() - started:.0f} s")
    app.close()
    return 0 if outcome is not None or args.rounds else 1


if __name__ == "__main__":
    raise SystemExit(main())
