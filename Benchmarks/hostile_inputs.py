#!/usr/bin/env python3
"""The hostile shapes of issue 21 (H1-H8 in docs/benchmark-workloads.md): writes each input,
runs the `autolayout` command a user would run on it, once per input, and prints the wall time
and the peak resident memory of that process (GNU time's %e and %M).

    swift build -c release --scratch-path .build-bench --product autolayout
    python3 Benchmarks/hostile_inputs.py .build-bench/release/autolayout [--only H1,H6] [--markdown]

Each input is written to a temporary folder (deterministic: the same bytes every run). A run that
takes longer than --timeout seconds (default 300) is stopped and reported as such. Exit statuses
other than 0 are expected where the input conflicts (the conflicting shapes exit 1).
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import hostile_logs  # noqa: E402


def solver(constraints):
    return json.dumps({"constraints": constraints}) + "\n"


def stack_document(count, distribution, widths, axis="horizontal"):
    lines = ["title: hostile", "size: 375x667", "children:", "  - stack: s", "    axis: " + axis,
             "    distribution: " + distribution, "    children:"]
    for i in range(count):
        lines.append("      - view: v%d" % i)
        lines.append("        intrinsic: {width: %s, height: 20}" % widths(i))
    lines += ["constraints:", "  - H:|[s]|", "  - V:|[s]"]
    return "\n".join(lines) + "\n"


def chain_document(count):
    lines = ["title: chain", "size: 375x667", "children:"]
    for i in range(count):
        lines.append("  - view: v%d" % i)
    lines.append("constraints:")
    lines.append("  - v0.leading == root.leading")
    for i in range(count):
        lines.append("  - v%d.width == 10" % i)
        lines.append("  - v%d.top == root.top" % i)
        lines.append("  - v%d.height == 10" % i)
        if i > 0:
            lines.append("  - v%d.leading == v%d.trailing" % (i, i - 1))
    return "\n".join(lines) + "\n"


def log(writer, n):
    class Out:
        def __init__(self):
            self.parts = []

        def write(self, text):
            self.parts.append(text)

    out = Out()
    writer(n, out)
    return "".join(out.parts)


# (id, what, file name, contents, command arguments before the file)
def workloads():
    yield ("H1", "30,000 `x == i @500` on one variable (solve)", "h1.json",
           lambda: solver(["x == %d @500" % i for i in range(30000)]), ["solve"])
    yield ("H1", "10,000 `x == i @500` on one variable (solve)", "h1-10k.json",
           lambda: solver(["x == %d @500" % i for i in range(10000)]), ["solve"])
    yield ("H2", "10,000 distinct priorities on one variable (solve)", "h2.json",
           lambda: solver(["x == %d @%.2f" % (i, 1 + i * 0.0998) for i in range(10000)]), ["solve"])
    yield ("H3", "fill stack of 10,000 views that must compress (check)", "h3.yaml",
           lambda: stack_document(10000, "fill", lambda i: 10), ["check"])
    yield ("H3", "fill stack of 5,000 views that fit (check)", "h3-fit.yaml",
           lambda: stack_document(5000, "fill", lambda i: 0.05), ["check"])
    for n in (100, 200):
        for distribution in ("equalSpacing", "equalCentering"):
            yield ("H4", "%s stack of %d views (check)" % (distribution, n), "h4-%s-%d.yaml" % (distribution, n),
                   (lambda n=n, d=distribution: stack_document(n, d, lambda i: 1 + i % 3)), ["check"])
    for n in (600, 1000):
        yield ("H5", "fillEqually stack of %d views, different widths (check)" % n, "h5-%d.yaml" % n,
               (lambda n=n: stack_document(n, "fillEqually", lambda i: 1 + i % 7)), ["check"])
    yield ("H6", "conflict: chain of 10,000 equalities returning to 0 (solve)", "h6-chain.json",
           lambda: solver(["x0 == 0"] + ["x%d == x%d + 1" % (i, i - 1) for i in range(1, 10000)] + ["x9999 == 0"]),
           ["solve"])
    yield ("H6", "conflict: cycle of 10,000 inequalities (solve)", "h6-cycle.json",
           lambda: solver(["x%d >= x%d + 1" % (i, i - 1) for i in range(1, 10000)] + ["x0 >= x9999 + 1"]), ["solve"])
    for n in (1000, 2000):
        yield ("H7", "explain one conflict of %d equalities" % (n + 1), "h7-%d.log" % n,
               (lambda n=n: log(hostile_logs.chain, n)), ["explain"])
    yield ("H7b", "explain a 100 MB log (text)", "h7-big.log", lambda: log(hostile_logs.big, 100), ["explain"])
    yield ("H8", "check on a chain of 10,000 views", "h8.yaml", lambda: chain_document(10000), ["check"])
    for n in (10000, 20000):
        yield ("H9", "one visual-format predicate list of %d entries (check)" % n, "h9-%d.yaml" % n,
               (lambda n=n: vfl_document(n)), ["check"])
    yield ("H10", "one constraint of 200,000 distinct terms (solve)", "h10.json",
           lambda: solver([" + ".join("x%d" % i for i in range(200000)) + " == 1"]), ["solve"])
    yield ("H11", "an unknown view name of 40,000 characters (check)", "h11.yaml",
           lambda: unknown_name_document(40000), ["check"])


def vfl_document(count):
    predicates = ",".join(">=%d@%d" % (i, 1 + i % 999) for i in range(count))
    return ("title: vfl\nsize: 375x667\nchildren:\n  - view: a\nconstraints:\n"
            "  - \"H:|[a(%s)]\"\n  - V:|[a(10)]\n" % predicates)


def unknown_name_document(length):
    return ("title: name\nsize: 375x667\nchildren:\n  - view: a\nconstraints:\n"
            "  - a.width == %s.width\n" % ("b" * length))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("--only", default="")
    parser.add_argument("--timeout", type=float, default=300)
    parser.add_argument("--markdown", action="store_true")
    options = parser.parse_args()
    only = set(filter(None, options.only.split(",")))
    rows = []
    with tempfile.TemporaryDirectory(prefix="autolayout-hostile-") as folder:
        for identifier, what, name, contents, arguments in workloads():
            if only and identifier not in only:
                continue
            path = os.path.join(folder, name)
            with open(path, "w") as handle:
                handle.write(contents())
            size = os.path.getsize(path)
            timing = os.path.join(folder, "time.txt")
            command = ["/usr/bin/time", "-o", timing, "-f", "%e %M", options.binary] + arguments + [path]
            # A session of its own, so that a run past the timeout is stopped with its child.
            process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                       start_new_session=True)
            try:
                status = process.wait(timeout=options.timeout)
                with open(timing) as handle:
                    seconds, kilobytes = handle.read().split()[-2:]
                row = (identifier, what, size, "%.2f s" % float(seconds), "%.0f MB" % (int(kilobytes) / 1024),
                       str(status))
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, 9)
                process.wait()
                row = (identifier, what, size, "> %.0f s (stopped)" % options.timeout, "", "")
            rows.append(row)
            if not options.markdown:
                print("%-4s %-62s %10d B  %-18s %8s  exit %s" % row, flush=True)
            os.remove(path)
    if options.markdown:
        print("| | shape | input | time | peak memory | exit |")
        print("|---|---|---:|---:|---:|---:|")
        for identifier, what, size, seconds, memory, status in rows:
            print("| %s | %s | %s | %s | %s | %s |" % (identifier, what, "{:,} B".format(size), seconds, memory, status))


if __name__ == "__main__":
    main()
