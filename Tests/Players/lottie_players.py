"""Plays a `herocat export --format lottie` animation in two real Lottie players, rlottie
(pip rlottie-python, the engine of Telegram and Samsung) and ThorVG (pip thorvg-python, the
engine of the dotLottie players), and compares what they draw with the timeline.
ExportersTests' Lottie tests run it.
    usage: python3 lottie_players.py ANIMATION.json TIMELINE.json
At a handful of frames across the run, each player renders the whole animation and each
layer alone (the animation with that one layer); the box of the pixels drawn (alpha > 0) is
compared with the timeline's box of the visible elements, and with the element's own box.
Prints one JSON object: per player the largest distance in pixels (1 px = 1 pt) and the
problems (a file the player cannot load, nothing drawn where an element is visible, something
drawn where the timeline shows nothing), the number of boxes compared, and the names of the
objects whose `ty` is not their first key.
"""
import copy, json, os, shutil, sys, tempfile

animation_path, timeline = sys.argv[1], json.load(open(sys.argv[2]))
animation = json.load(open(animation_path))
# Players that read keys in order (rlottie, lottie-android) need `ty` first in an object.
late_types = []
json.load(open(animation_path), object_pairs_hook=lambda pairs: late_types.extend(
    [dict(pairs).get("nm", "?")] if any(k == "ty" for k, _ in pairs[1:]) else []) or dict(pairs))
width, height = animation["w"], animation["h"]
frames = timeline["frames"]
last = len(frames) - 1
picks = sorted({last * k // 8 for k in range(9)})


def edges(box):
    """The box's edges within the canvas (what a player can draw of it)."""
    return (max(0, box["x"]), max(0, box["y"]), min(width, box["x"] + box["width"]), min(height, box["y"] + box["height"]))


# Each layer's fill opacity (0...1): the role colour's own, under the layer's opacity.
fill_opacity = {}
for layer in animation["layers"]:
    for item in layer["shapes"][0]["it"]:
        if item["ty"] == "fl":
            fill_opacity[layer["nm"]] = item["o"]["k"] / 100


def visible(element, box):
    """At least 2% opaque in all (the layer's opacity times its fill's) and at least a pixel
    wide and tall on the canvas: a fainter or smaller box may leave no pixel, and then a
    player rightly draws nothing of it."""
    x1, y1, x2, y2 = edges(box)
    return box["opacity"] * fill_opacity.get(element, 1) > 0.02 and x2 - x1 >= 1 and y2 - y1 >= 1


def union(row):
    boxes = [edges(b) for element, b in row.items() if visible(element, b)]
    if not boxes:
        return None
    return (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes))


def rlottie(path):
    from rlottie_python import LottieAnimation
    player = LottieAnimation.from_file(path)
    return [player.render_pillow_frame(frame_num=f, width=width, height=height).getbbox() for f in picks]


def thorvg(path):
    import thorvg_python as tvg
    engine = tvg.Engine(threads=0)
    boxes = []
    for f in picks:
        canvas = tvg.SwCanvas(engine)
        canvas.set_target(width, height)
        player = tvg.LottieAnimation(engine)
        picture = player.get_picture()
        if picture.load(path) != tvg.Result.SUCCESS:
            raise RuntimeError("ThorVG cannot load the file")
        picture.set_size(width, height)
        player.set_frame(f)
        canvas.add(picture)
        canvas.update()
        canvas.draw(True)
        canvas.sync()
        boxes.append(canvas.get_pillow().getbbox())
    return boxes


directory = tempfile.mkdtemp()
# The whole animation (key None), then each layer alone (key: its name, the element id).
documents = {None: animation_path}
for layer in animation["layers"]:
    alone = copy.deepcopy(animation)
    alone["layers"] = [layer]
    path = os.path.join(directory, "layer-%d.json" % len(documents))
    json.dump(alone, open(path, "w"))
    documents[layer["nm"]] = path

result = {"players": {}, "checked": 0, "lateTypes": late_types[:10]}
for name, player in (("rlottie", rlottie), ("thorvg", thorvg)):
    worst, problems = 0.0, []
    for element, path in documents.items():
        try:
            drawn = player(path)
        except Exception as error:
            problems.append("%s: %s: %s" % (element or "animation", type(error).__name__, error))
            continue
        for i, got in zip(picks, drawn):
            row = frames[i]["elements"]
            want = union(row) if element is None else (edges(row[element]) if visible(element, row[element]) else None)
            label = "%s frame %d" % (element or "animation", i)
            if want is None:
                # An invisible element may still leave faint pixels (up to 2% opaque); only a
                # whole animation with nothing visible must draw nothing.
                if element is None and got is not None:
                    problems.append("%s: drawn %s where the timeline shows nothing" % (label, list(got)))
                continue
            if got is None:
                problems.append("%s: draws nothing; the timeline's box is %s" % (label, [round(v, 1) for v in want]))
                continue
            result["checked"] += 1
            worst = max(worst, max(abs(a - b) for a, b in zip(got, want)))
    result["players"][name] = {"worst": worst, "problems": problems[:10]}
shutil.rmtree(directory, ignore_errors=True)
print(json.dumps(result))
