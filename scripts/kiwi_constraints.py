#!/usr/bin/env python3
"""Builds the `bench constraints` systems with kiwisolver and times the same phases.

The system is exactly what SDLViews' LayoutEngine builds for the bench's view
tree (see Sources/Bench/ConstraintsScenario.swift): per view four variables
(origin in the superview's bounds space, size); per row 10 user constraints
plus the content-size pairs of the label and the button (hugging <= @250,
compression resistance >= @750) = 18 constraints; the root's width is an
edit variable (strong) that the re-solve phase moves 100 times.

Usage: kiwi_constraints.py --variant chained|flat --n N [--edits 100]
       [--label W H] [--button W H] [--width W] [--builds R]
--builds R builds the system R times from scratch and reports the median
(add_ms) and the fastest (add_ms_min) build time (the bench asks for 15 where
a build takes milliseconds, so that noise on a shared VM does not decide the
ratio).
--interleaved builds once per line "build" read from stdin, answering each
with {"build_ms": …}; any other line (or end of input) ends the builds and the
other phases run as usual. The bench alternates its own builds with kiwi's
this way, so that both see the same machine: on a shared VM a slow phase
lasts seconds, longer than all the builds of one side.
Prints one JSON object: {"add_ms":…, "add_ms_min":…, "edit_ms_per":…, "readd_ms":…, "values": {...}}.
"""
import argparse
import json
import sys
import time

import kiwisolver as kiwi

REQUIRED = kiwi.strength.required
HUG = kiwi.strength.create(0, 0, 250)      # UIKit 250 (defaultLow) on kiwi's scale
RESIST = kiwi.strength.create(0, 0, 750)   # UIKit 750 (defaultHigh)


class Item:
    def __init__(self, name):
        self.x = kiwi.Variable(name + ".minX")
        self.w = kiwi.Variable(name + ".width")
        self.y = kiwi.Variable(name + ".minY")
        self.h = kiwi.Variable(name + ".height")


def row_constraints(i, rows, labels, buttons, root, variant, label_size, button_size):
    r, l, b = rows[i], labels[i], buttons[i]
    cs = [
        r.x == 0,                                    # row.leading == root.leading
        r.x + r.w == root.w,                         # row.trailing == root.trailing
        (r.y == rows[i - 1].y + rows[i - 1].h) if (variant == "chained" and i > 0)
        else (r.y == (0 if variant == "chained" else 44 * i)),  # chained to the row above / pinned to root
        l.x == 8,                                    # label.leading == row.leading + 8
        l.y == 4,                                    # label.top == row.top + 4
        l.y + l.h == r.h - 4,                        # label.bottom == row.bottom - 4
        b.x == l.x + l.w + 8,                        # button.leading == label.trailing + 8
        b.x + b.w == r.w - 8,                        # button.trailing == row.trailing - 8
        b.y + 0.5 * b.h == 0.5 * r.h,                # button.centerY == row.centerY
        l.w == b.w,                                  # equal widths
    ]
    for item, (w, h) in ((l, label_size), (b, button_size)):
        cs += [(item.w <= w) | HUG, (item.w >= w) | RESIST, (item.h <= h) | HUG, (item.h >= h) | RESIST]
    return cs


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--variant", choices=["chained", "flat"], required=True)
    p.add_argument("--n", type=int, required=True)
    p.add_argument("--edits", type=int, default=100)
    p.add_argument("--label", type=float, nargs=2, default=[40, 20])
    p.add_argument("--button", type=float, nargs=2, default=[60, 24])
    p.add_argument("--width", type=float, default=400)
    p.add_argument("--builds", type=int, default=1)
    p.add_argument("--interleaved", action="store_true")
    a = p.parse_args()

    n = a.n

    def build():
        """Phase 1: fresh variables, every constraint added, solved."""
        root = Item("root")
        rows = [Item("row%d" % i) for i in range(n)]
        labels = [Item("label%d" % i) for i in range(n)]
        buttons = [Item("button%d" % i) for i in range(n)]
        solver = kiwi.Solver()
        start = time.perf_counter()
        for c in (root.x == 0, root.y == 0, root.h == 100000):
            solver.addConstraint(c)
        solver.addEditVariable(root.w, kiwi.strength.strong)
        solver.suggestValue(root.w, a.width)
        per_row = []
        for i in range(n):
            cs = row_constraints(i, rows, labels, buttons, root, a.variant, a.label, a.button)
            per_row.append(cs)
            for c in cs:
                solver.addConstraint(c)
        solver.updateVariables()
        return (time.perf_counter() - start) * 1000, (solver, root, rows, labels, buttons, per_row)

    # Phase 1, `--builds` times (the median is reported; the last system is kept).
    times = []
    if a.interleaved:
        for line in sys.stdin:
            if line.strip() != "build":
                break
            ms, system = build()
            times.append(ms)
            print(json.dumps({"build_ms": ms}), flush=True)
    if not times:
        for _ in range(max(1, a.builds)):
            ms, system = build()
            times.append(ms)
    solver, root, rows, labels, buttons, per_row = system
    add_ms = sorted(times)[len(times) // 2]
    add_ms_min = min(times)

    # Phase 2: edit the root width 100 times.
    start = time.perf_counter()
    for k in range(1, a.edits + 1):
        solver.suggestValue(root.w, a.width + k)
        solver.updateVariables()
    edit_ms = (time.perf_counter() - start) * 1000 / a.edits

    # Phase 3: remove and re-add the middle row's constraints.
    middle = n // 2
    start = time.perf_counter()
    for c in per_row[middle]:
        solver.removeConstraint(c)
    solver.updateVariables()
    for c in per_row[middle]:
        solver.addConstraint(c)
    solver.updateVariables()
    readd_ms = (time.perf_counter() - start) * 1000

    last = n - 1
    values = {"lastRow": [rows[last].x.value(), rows[last].y.value(), rows[last].w.value(), rows[last].h.value()],
              "lastButton": [buttons[last].x.value(), buttons[last].y.value(), buttons[last].w.value(), buttons[last].h.value()]}
    print(json.dumps({"add_ms": add_ms, "add_ms_min": add_ms_min, "edit_ms_per": edit_ms, "readd_ms": readd_ms, "values": values}))


if __name__ == "__main__":
    main()
