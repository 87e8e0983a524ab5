#!/usr/bin/env python3
"""L1, L3 and L3r of docs/benchmark-workloads.md as flexbox trees, laid out by Yoga or Taffy.

The peers that `autolayout-benchmark` runs beside our engine in the same run (issue 20), as it runs
kiwisolver beside our solver: the same trees, built through each engine's Python binding, their
frames checked against the same arithmetic as ours, their timings printed as one JSON object on
stdout in the shape kiwisolver_workloads.py prints (progress and failures go to stderr).

    python3 Benchmarks/flexbox_workloads.py --engine yoga --workload L3 --size 1000
    python3 Benchmarks/flexbox_workloads.py --engine taffy --baseline

Engines: `yoga` is Yoga through PyPI's `poga` (its C API, `poga.libpoga_capi`: one call per
style property and per child, no Python view objects); `taffy` is Taffy through PyPI's
`stretchable` (its Rust binding, `stretchable.taffylib`: a node is made from a style dictionary,
made once per kind of node, not per node; the Python `Node` class, which walks the tree again in
Python after every layout to make box objects, is not used). Both lay out in 32-bit floats
without rounding to pixels (Yoga: point scale factor 0; Taffy: rounding off), as we do not round.

The mapping of stack views to flexbox (docs/benchmark-workloads.md says the same):
    window 375 x 667            -> root node, width 375, height 667, column
    pinned top/leading/trailing -> the root's child, align-items stretch (the default), shrink 0
    vertical StackView          -> flex-direction column, align-items stretch (alignment .fill)
    horizontal, .fillEqually    -> flex-direction row; each child flex-grow 1, flex-basis 0
    a leaf, intrinsic height 20 -> height 20, flex-shrink 0, width from the stretch
    L1's cells (8 from the sides, 8 apart, 44 high) -> root padding left/right 8; each cell
                                   height 44, margin-top 8, flex-shrink 0
    the window's width changes  -> the root's width is set again, then layout again

Phases (seconds per run; per-node division happens on the Swift side):
    build   making the nodes and the first layout
    layout  the first layout alone, of a tree built untimed
    resize  L1, L3r: the root's width 375 -> 320 and layout again, of a laid-out tree

Exit status: 0 on success, 1 when a check fails, 3 when the engine's package cannot be imported.
"""

import argparse
import gc
import json
import platform
import sys
import time

from peer_measure import measure, peak_rss_kb

# ---------------------------------------------------------------------------------------------
# Checks


class CheckFailure(Exception):
    pass


def expect_close(what, actual, expected, tolerance=1e-4):
    if not abs(actual - expected) <= tolerance * max(1.0, abs(expected)):
        raise CheckFailure(f"{what}: got {actual!r}, expected {expected!r}")


def l3_shape(leaves):
    """(A, B, C) of L3, as StackWorkload.shape(leaves:)."""
    return (50, 20, 10) if leaves >= 10000 else (20, 10, 5)


# ---------------------------------------------------------------------------------------------
# Yoga (poga)


class Yoga:
    name = "yoga"

    def __init__(self):
        import poga
        import poga.libpoga_capi as y

        self.y = y
        self.version = poga.libpoga_capi.poga_version()
        self.package = "poga"
        config = y.YGConfigNew()
        y.YGConfigSetPointScaleFactor(config, 0.0)
        self.config = config

    def node(self):
        return self.y.YGNodeNewWithConfig(self.config)

    def window(self, width, height, padding=0.0):
        y = self.y
        root = self.node()
        y.YGNodeStyleSetWidth(root, width)
        y.YGNodeStyleSetHeight(root, height)
        y.YGNodeStyleSetFlexDirection(root, y.YGFlexDirection.Column)
        if padding:
            y.YGNodeStyleSetPadding(root, y.YGEdge.Left, padding)
            y.YGNodeStyleSetPadding(root, y.YGEdge.Right, padding)
        return root

    def build_l3(self, leaves):
        y = self.y
        a, b, c = l3_shape(leaves)
        new, insert = self.node, y.YGNodeInsertChild
        set_direction, row_direction = y.YGNodeStyleSetFlexDirection, y.YGFlexDirection.Row
        column_direction = y.YGFlexDirection.Column
        set_grow, set_basis, set_height = y.YGNodeStyleSetFlexGrow, y.YGNodeStyleSetFlexBasis, y.YGNodeStyleSetHeight
        window = self.window(375, 667)
        outer = new()
        set_direction(outer, column_direction)
        insert(window, outer, 0)
        rows, columns, cells = [], [], []
        for i in range(a):
            row = new()
            set_direction(row, row_direction)
            for j in range(b):
                column = new()
                set_direction(column, column_direction)
                set_grow(column, 1)
                set_basis(column, 0)
                for k in range(c):
                    leaf = new()
                    set_height(leaf, 20)
                    insert(column, leaf, k)
                    cells.append(leaf)
                insert(row, column, j)
                columns.append(column)
            insert(outer, row, i)
            rows.append(row)
        return window, (rows, columns, cells)

    def build_l1(self, count):
        y = self.y
        new, insert = self.node, y.YGNodeInsertChild
        set_height, set_margin, top = y.YGNodeStyleSetHeight, y.YGNodeStyleSetMargin, y.YGEdge.Top
        window = self.window(375, 667, padding=8)
        cells = []
        for i in range(count):
            cell = new()
            set_height(cell, 44)
            set_margin(cell, top, 8)
            insert(window, cell, i)
            cells.append(cell)
        return window, cells

    def layout(self, window):
        y = self.y
        y.YGNodeCalculateLayout(window, y.YGUndefined, y.YGUndefined, y.YGDirection.LTR)

    def set_width(self, window, width, padding):
        self.y.YGNodeStyleSetWidth(window, width)

    def frame(self, node):
        y = self.y
        return (
            y.YGNodeLayoutGetLeft(node),
            y.YGNodeLayoutGetTop(node),
            y.YGNodeLayoutGetWidth(node),
            y.YGNodeLayoutGetHeight(node),
        )

    def free(self, window):
        self.y.YGNodeFreeRecursive(window)


# ---------------------------------------------------------------------------------------------
# Taffy (stretchable)


class Taffy:
    name = "taffy"

    def __init__(self):
        import importlib.metadata

        from stretchable.context import taffy
        from stretchable.node import taffylib
        from stretchable.style import FlexDirection, Style
        from stretchable.style.geometry.length import PT, Length
        from stretchable.style.geometry.size import SizeAvailableSpace

        self.lib = taffylib
        self.ptr = taffy._ptr
        taffylib.disable_rounding(self.ptr)
        self.version = importlib.metadata.version("stretchable")
        self.package = "stretchable"
        self.Style = Style
        self.PT = PT
        self.Length = Length
        self.available = SizeAvailableSpace.default().to_dict()
        # One style dictionary per kind of node (see the module's doc string).
        self.column = Style(flex_direction=FlexDirection.COLUMN, flex_shrink=0).to_dict()
        self.row = Style(flex_direction=FlexDirection.ROW, flex_shrink=0).to_dict()
        self.equal_column = Style(
            flex_direction=FlexDirection.COLUMN, flex_grow=1, flex_shrink=1, flex_basis=0 * PT
        ).to_dict()
        self.leaf = Style(size=(Length.default(), 20 * PT), flex_shrink=0).to_dict()
        self.cell = Style(size=(Length.default(), 44 * PT), flex_shrink=0, margin=(8 * PT, 0, 0, 0)).to_dict()
        self.layout_record = taffylib.PyLayout()

    def window_style(self, width, padding=0.0):
        return self.Style(
            flex_direction=self.column["flex_direction"],
            size=(width * self.PT, 667 * self.PT),
            padding=(0, padding * self.PT, 0, padding * self.PT),
        ).to_dict()

    def window(self, width, padding=0.0):
        return self.lib.node_create(self.ptr, self.window_style(width, padding))

    def build_l3(self, leaves):
        a, b, c = l3_shape(leaves)
        lib, ptr = self.lib, self.ptr
        create, add = lib.node_create, lib.node_add_child
        column_style, row_style, equal_style, leaf_style = self.column, self.row, self.equal_column, self.leaf
        window = self.window(375)
        outer = create(ptr, column_style)
        add(ptr, window, outer)
        rows, columns, cells = [], [], []
        for _ in range(a):
            row = create(ptr, row_style)
            for _ in range(b):
                column = create(ptr, equal_style)
                for _ in range(c):
                    leaf = create(ptr, leaf_style)
                    add(ptr, column, leaf)
                    cells.append(leaf)
                add(ptr, row, column)
                columns.append(column)
            add(ptr, outer, row)
            rows.append(row)
        return window, (rows, columns, cells)

    def build_l1(self, count):
        lib, ptr = self.lib, self.ptr
        create, add, cell_style = lib.node_create, lib.node_add_child, self.cell
        window = self.window(375, padding=8)
        cells = []
        for _ in range(count):
            cell = create(ptr, cell_style)
            add(ptr, window, cell)
            cells.append(cell)
        return window, cells

    def layout(self, window):
        self.lib.node_compute_layout(self.ptr, window, self.available)

    def set_width(self, window, width, padding):
        # Taffy takes a node's whole style at once.
        self.lib.node_set_style(self.ptr, window, self.window_style(width, padding))

    def frame(self, node):
        record = self.layout_record
        self.lib.node_get_layout(self.ptr, node, record)
        return (record.x, record.y, record.width, record.height)

    def free(self, window):
        self.lib.node_drop_all(self.ptr)


# ---------------------------------------------------------------------------------------------
# Checks of the frames, the same arithmetic as StackWorkload.swift and EngineListWorkload.swift


def check_l3(engine, tree, leaves, width, what):
    rows, columns, cells = tree
    a, b, c = l3_shape(leaves)
    column_width = width / b
    for index, row in enumerate(rows):
        x, y, w, h = engine.frame(row)
        expect_close(f"{what}: row {index} y", y, index * 20 * c)
        expect_close(f"{what}: row {index} width", w, width)
        expect_close(f"{what}: row {index} height", h, 20 * c)
        expect_close(f"{what}: row {index} x", x, 0)
    for index, column in enumerate(columns):
        x, y, w, h = engine.frame(column)
        expect_close(f"{what}: column {index} x", x, (index % b) * column_width)
        expect_close(f"{what}: column {index} y", y, 0)
        expect_close(f"{what}: column {index} width", w, column_width)
        expect_close(f"{what}: column {index} height", h, 20 * c)
    for index, leaf in enumerate(cells):
        x, y, w, h = engine.frame(leaf)
        expect_close(f"{what}: leaf {index} x", x, 0)
        expect_close(f"{what}: leaf {index} y", y, index % c * 20)
        expect_close(f"{what}: leaf {index} width", w, column_width)
        expect_close(f"{what}: leaf {index} height", h, 20)


def check_l1(engine, cells, width, what):
    for index, cell in enumerate(cells):
        x, y, w, h = engine.frame(cell)
        expect_close(f"{what}: view {index} x", x, 8)
        expect_close(f"{what}: view {index} top", y, 8 + 52 * index)
        expect_close(f"{what}: view {index} width", w, width - 16)
        expect_close(f"{what}: view {index} height", h, 44)


# ---------------------------------------------------------------------------------------------
# Workloads: each returns its timed nanoseconds per phase


def build(engine, workload, size):
    if workload == "L1":
        return engine.build_l1(size)
    return engine.build_l3(size)


def check(engine, workload, tree, size, width, what):
    if workload == "L1":
        check_l1(engine, tree, width, what)
    else:
        check_l3(engine, tree, size, width, what)


def run_build(engine, workload, size):
    """build: making the nodes and the first layout; then layout: the first layout alone."""
    gc.collect()
    start = time.perf_counter_ns()
    window, tree = build(engine, workload, size)
    engine.layout(window)
    built = time.perf_counter_ns() - start
    check(engine, workload, tree, size, 375, f"{workload} build")
    engine.free(window)

    window, tree = build(engine, workload, size)
    gc.collect()
    start = time.perf_counter_ns()
    engine.layout(window)
    laid_out = time.perf_counter_ns() - start
    check(engine, workload, tree, size, 375, f"{workload} layout")
    result = {"build": built, "layout": laid_out}
    if workload == "L1":
        result["resize"] = resize(engine, window, workload, tree, size)
    engine.free(window)
    return result


def resize(engine, window, workload, tree, size):
    start = time.perf_counter_ns()
    engine.set_width(window, 320, 8.0 if workload == "L1" else 0.0)
    engine.layout(window)
    elapsed = time.perf_counter_ns() - start
    check(engine, workload, tree, size, 320, f"{workload} resize")
    return elapsed


def run_relayout(engine, size):
    """L3r: L3 built and laid out untimed; the window's width 375 -> 320, laid out again."""
    window, tree = build(engine, "L3", size)
    engine.layout(window)
    check(engine, "L3", tree, size, 375, "L3r before")
    gc.collect()
    elapsed = resize(engine, window, "L3", tree, size)
    engine.free(window)
    return {"resize": elapsed}


# ---------------------------------------------------------------------------------------------
# Timing and memory: the same policy as Timing.swift and kiwisolver_workloads.py


def arranged_count(workload, size):
    if workload == "L1":
        return size
    a, b, c = l3_shape(size)
    return a + a * b + a * b * c


SIZES = {"L1": [100, 1000, 10000], "L3": [1000, 10000], "L3r": [1000, 10000]}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--engine", choices=["yoga", "taffy"], required=True)
    parser.add_argument("--workload", choices=sorted(SIZES))
    parser.add_argument("--size", type=int)
    parser.add_argument("--min-runs", type=int, default=5)
    parser.add_argument("--max-runs", type=int, default=1000)
    parser.add_argument("--budget", type=float, default=1.0)
    parser.add_argument("--baseline", action="store_true", help="only the versions and an empty run's peak")
    options = parser.parse_args()

    try:
        engine = Yoga() if options.engine == "yoga" else Taffy()
    except ImportError as error:
        # With --baseline the Swift driver asks and says so itself, in one line, and goes on.
        if not options.baseline:
            package = "poga" if options.engine == "yoga" else "stretchable"
            print(f"{package} is not installed ({error}); python3 -m pip install {package}", file=sys.stderr)
        sys.exit(3)

    output = {"peer": engine.name, "version": engine.version, "python": platform.python_version(), "results": []}
    if not options.baseline:
        workloads = [options.workload] if options.workload else list(SIZES)
        try:
            for workload in workloads:
                for size in [options.size] if options.size else SIZES[workload]:
                    print(f"{engine.name}: {workload} N={size}", file=sys.stderr)
                    if workload == "L3r":
                        run = lambda: run_relayout(engine, size)  # noqa: E731
                    else:
                        run = lambda: run_build(engine, workload, size)  # noqa: E731
                    samples = measure(run, options.min_runs, options.max_runs, options.budget)
                    for phase, values in samples.items():
                        output["results"].append({
                            "workload": workload, "size": size, "phase": phase,
                            "ops": arranged_count(workload, size), "samples": values,
                        })
        except CheckFailure as failure:
            print(f"{engine.name} CHECK FAILED: {failure}", file=sys.stderr)
            sys.exit(1)
    output["vmhwm_kb"] = peak_rss_kb()
    json.dump(output, sys.stdout)
    print()


if __name__ == "__main__":
    main()
