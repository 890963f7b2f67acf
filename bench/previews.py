"""How the boards read where people look: Discord's inline preview (an attached image shown
within about 550 x 350 px) and a phone (about 400 px wide).

    python -m bench.previews --out DIR [--tree CHECKOUT]

Renders each game's board (and, where the checkout has one, its compact summary image) from a
seeded game played to about half and to its end, in English and Czech; writes each at full
size, fitted into 550 x 350 and at 400 px wide; prints each image's size and the smallest key
text at each scale. Key text is every text that names a player (whose move, each player's
row, the latest move) and, on a summary image, every text (its numbers are the key numbers).
Sizes are the font's em in px and its capital letters' height (Roboto: 0.71 em).

`--tree` renders another checkout (e.g. /work/main, before a change): the drawing runs in a
subprocess with that checkout first on sys.path, so its own renderers and engines are used."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

GAMES = (("ladies", 8), ("rokoko", 5), ("spectaculum", 4))
SEED = 7
NAMES = ["Anna", "Bohdan", "Cecílie", "Dan", "Eva", "František", "Gita", "Hana", "Ivo", "Jana"]
# what the bot's presenter would put in view["latest_move"] (a typical sentence, the same for every game)
LATEST = {"en": "Anna · buys the blue dress for 5 ducats", "cs": "Anna · kupuje modré šaty za 5 dukátů"}
PREVIEW = (550, 350)
PHONE = 400
CAP = 0.71  # Roboto's capital height per em


def scales(size: tuple[int, int]) -> dict[str, float]:
    width, height = size
    return {"full": 1.0, "550x350": min(1.0, PREVIEW[0] / width, PREVIEW[1] / height), "400w": min(1.0, PHONE / width)}


def _worker(out: Path) -> list[dict]:
    """Runs inside the checkout being measured: draws, records the texts, writes the PNGs."""
    import importlib

    from PIL import Image, ImageDraw

    from bench.engine import states
    from engines import registry
    from engines.core.contract import SPECTATOR

    drawn: list[tuple[str, int, int]] = []
    original = ImageDraw.ImageDraw.text

    def spy(self, xy, text, fill=None, font=None, *args, **kwargs):
        if str(text).strip() and font is not None:
            drawn.append((str(text), font.size, self.im.size[0]))
        return original(self, xy, text, fill, font, *args, **kwargs)

    ImageDraw.ImageDraw.text = spy  # type: ignore[method-assign]  # counts every text a renderer draws
    rows = []
    for game, players in GAMES:
        engine = registry.get(game)
        package = importlib.import_module(f"render.{game}")
        board = importlib.import_module(f"render.{game}.board").board_image
        summary = None
        if hasattr(package, "render_summary"):
            from render.common.summary import summary_image

            build = importlib.import_module(f"render.{game}.summary").summary

            def summary(view, language, names, build=build):
                return summary_image(build(view, language, names), language)

        every = list(states(engine, players, SEED))
        names = NAMES[:players]
        for moment, state in (("mid", every[len(every) // 2]), ("end", every[-1])):
            for language in ("en", "cs"):
                view = engine.view_for(state, SPECTATOR)
                view["latest_move"] = LATEST[language]
                for kind, draw in (("board", board), ("summary", summary)):
                    if draw is None:
                        continue
                    drawn.clear()
                    image = draw(view, language, names)
                    width = image.size[0]
                    texts = [(text, size * width / canvas if canvas > width else size) for text, size, canvas in drawn]
                    key = [s for text, s in texts if kind == "summary" or any(n in text for n in names)]
                    smallest = min(key) if key else None
                    stem = f"{game}-{moment}-{language}-{kind}"
                    for label, scale in scales(image.size).items():
                        size = (max(1, round(image.size[0] * scale)), max(1, round(image.size[1] * scale)))
                        shown = image if scale == 1 else image.resize(size, Image.Resampling.LANCZOS)
                        shown.save(out / f"{stem}-{label}.png")
                        rows.append(
                            {
                                "image": f"{stem}-{label}.png",
                                "size": list(size),
                                "scale": scale,
                                "key_em": smallest * scale if smallest else None,
                                "all_em": min(s for _, s in texts) * scale if texts else None,
                            }
                        )
    return rows


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", default="previews", help="directory for the PNGs")
    parser.add_argument("--tree", default=None, help="another checkout to render (default: this one)")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    out = Path(args.out).resolve()
    out.mkdir(parents=True, exist_ok=True)
    if args.worker:
        print(json.dumps(_worker(out)))
        return
    tree = Path(args.tree or Path(__file__).resolve().parent.parent).resolve()
    path = os.pathsep.join([str(tree), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    env = {**os.environ, "PYTHONPATH": path}
    code = (
        "import sys, runpy; sys.path.insert(0, sys.argv[1]); sys.argv = [sys.argv[2]] + sys.argv[3:]; "
        "runpy.run_path(sys.argv[0], run_name='__main__')"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(tree), str(Path(__file__).resolve()), "--worker", "--out", str(out)],
        cwd=tree,
        env=env,
        capture_output=True,
        text=True,
    )
    if done.returncode:
        sys.exit(done.stderr)
    rows = json.loads(done.stdout.strip().splitlines()[-1])
    print(f"{tree} -> {out}")
    print(f"{'image':<44} {'size':>11}  {'smallest key text':>22}  {'smallest text':>13}")
    for row in rows:
        key = row["key_em"]
        key_text = f"{key:5.1f} px (caps {key * CAP:4.1f})" if key else "—"
        every = f"{row['all_em']:5.1f} px" if row["all_em"] else "—"
        print(f"{row['image']:<44} {row['size'][0]:>5}x{row['size'][1]:<5}  {key_text:>22}  {every:>13}")


if __name__ == "__main__":
    main()
