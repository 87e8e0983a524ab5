#!/usr/bin/env python3
"""The benchmark workloads of docs/benchmark-workloads.md, run through kiwisolver.

This is the peer that `swift run -c release autolayout-benchmark` runs beside our solver, in the
same run, so that the ratio kiwisolver / ours holds even on a noisy machine. It builds exactly the
constraints the Swift side builds, in the same order, checks the values it gets, and prints one
JSON object on stdout (progress and failures go to stderr).

    python3 Benchmarks/kiwisolver_workloads.py --workload W2 --size 1000
    python3 Benchmarks/kiwisolver_workloads.py            # every workload (W2 N=10000 only with --large)
    python3 Benchmarks/kiwisolver_workloads.py --baseline # peak memory of an empty run

Priorities (UIKit's numbers, 1000 = required) map to kiwi strengths as follows:
    1000       -> kiwi.strength.required
    p < 1000   -> 1000 ** ((p - 250) / 250)
so that 250 (defaultLow) is kiwi's `weak` (1), 500 is `medium` (1e3), 750 (defaultHigh) is `strong`
(1e6) and 999 is 9.7e8, still below `required` (1.001e9). The mapping keeps the order of priorities
and puts three orders of magnitude between UIKit's tiers. kiwi adds weighted errors, where our
solver is strictly lexicographic. On W2-W4 the optional constraints do not fight each other, so
both give the same values, and the checks below confirm them. On W1 the optimum is not unique (the
form's spare height may go above, between or below its fields at the same cost), so the values
may differ; the Swift side checks that both solutions have the same error at every priority.

"Reading all values" is `solver.updateVariables()`, which computes every variable's value and
stores it in the variable: kiwi's own benchmark reads values that way. Asking each variable for
its value in a Python loop would time the interpreter (tried: it more than doubled W3's time), not
the solver, so the values are read into Python only for the checks, outside the timed part.
Building the constraints does go through Python's operators: kiwisolver has no other way in.

Exit status: 0 on success, 1 when a check fails, 3 when kiwisolver cannot be imported.
"""

import argparse
import gc
import json
import os
import platform
import re
import sys
import time

from peer_measure import measure, peak_rss_kb

try:
    import kiwisolver as kiwi
except ImportError as error:  # the Swift driver reports this and goes on without the peer
    print(f"kiwisolver is not installed ({error}); python3 -m pip install kiwisolver", file=sys.stderr)
    sys.exit(3)

# ---------------------------------------------------------------------------------------------
# Priorities


def kiwi_strength(priority):
    """The kiwi strength for a UIKit priority (see the module's doc string)."""
    if priority >= 1000:
        return kiwi.strength.required
    return 1000.0 ** ((priority - 250.0) / 250.0)


# ---------------------------------------------------------------------------------------------
# The deterministic shuffle that the Swift side implements identically (SplitMix64.swift)

MASK64 = (1 << 64) - 1
CHURN_SEED = 0x5EED_CA55_0A11_0001  # the same constant as in ChurnWorkload.swift


class SplitMix64:
    """SplitMix64 (Steele, Lea, Flood 2014): tiny, fast, and easy to write the same in two languages."""

    def __init__(self, seed):
        self.state = seed & MASK64

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)


def shuffled(items, seed):
    """Fisher-Yates from the end, j = next() mod (i + 1): the same permutation as the Swift side."""
    result = list(items)
    generator = SplitMix64(seed)
    for i in range(len(result) - 1, 0, -1):
        j = generator.next() % (i + 1)
        result[i], result[j] = result[j], result[i]
    return result


# ---------------------------------------------------------------------------------------------
# Checks: fail loudly


class CheckFailure(Exception):
    pass


def expect_close(what, actual, expected, tolerance=1e-6):
    if not abs(actual - expected) <= tolerance * max(1.0, abs(expected)):
        raise CheckFailure(f"{what}: got {actual!r}, expected {expected!r}")


# ---------------------------------------------------------------------------------------------
# W2 list, W2i independent list, W3 resize, W4 churn


class ListProblem:
    """The views of W2 (chained tops) or W2i (independent tops), built into a fresh solver."""

    def __init__(self, count, chained, edit_root_width=False):
        self.count = count
        self.solver = kiwi.Solver()
        solver = self.solver
        low = kiwi_strength(250)
        high = kiwi_strength(750)
        self.rl = rl = kiwi.Variable("rl")
        self.rt = rt = kiwi.Variable("rt")
        self.rw = rw = kiwi.Variable("rw")
        solver.addConstraint(rl == 0)
        solver.addConstraint(rt == 0)
        if edit_root_width:
            solver.addEditVariable(rw, kiwi_strength(999))
            solver.suggestValue(rw, 375)
        else:
            solver.addConstraint(rw == 375)
        self.lefts, self.tops, self.widths, self.heights = [], [], [], []
        self.view_constraints = []
        keep = self.view_constraints.append
        previous_top = previous_height = None
        for i in range(count):
            left = kiwi.Variable("left")
            top = kiwi.Variable("top")
            width = kiwi.Variable("width")
            height = kiwi.Variable("height")
            if not chained:
                top_constraint = top == rt + 8 + 52 * i
            elif i == 0:
                top_constraint = top == rt + 8
            else:
                top_constraint = top == previous_top + previous_height + 8
            constraints = (
                left == rl + 8,
                left + width == rl + rw - 8,
                top_constraint,
                height >= 44,
                (height <= 44) | low,
                (height >= 44) | high,
            )
            for constraint in constraints:
                solver.addConstraint(constraint)
                keep(constraint)
            self.lefts.append(left)
            self.tops.append(top)
            self.widths.append(width)
            self.heights.append(height)
            previous_top, previous_height = top, height

    def frames(self):
        """Every view's frame, from the values the last `updateVariables()` stored."""
        return [
            (left.value(), top.value(), width.value(), height.value())
            for left, top, width, height in zip(self.lefts, self.tops, self.widths, self.heights)
        ]

    def check(self, frames, root_width, workload):
        if len(frames) != self.count:
            raise CheckFailure(f"{workload}: {len(frames)} frames for {self.count} views")
        for i, (left, top, width, height) in enumerate(frames):
            expect_close(f"{workload} view {i} left", left, 8)
            expect_close(f"{workload} view {i} top", top, 8 + 52 * i)
            expect_close(f"{workload} view {i} width", width, root_width - 16)
            expect_close(f"{workload} view {i} height", height, 44)


def run_list(count, chained, workload):
    """W2 / W2i: build everything into a fresh solver and read all values (one timed run)."""
    gc.collect()
    start = time.perf_counter_ns()
    problem = ListProblem(count, chained)
    problem.solver.updateVariables()
    elapsed = time.perf_counter_ns() - start
    problem.check(problem.frames(), 375, workload)
    return {"build": elapsed}


RESIZE_COUNT = 1000


def resize_width(k):
    return 320 + 0.7 * k


def run_resize(count):
    """W3: rw is an edit variable (999); 1000 times suggest a width and read all values."""
    problem = ListProblem(count, chained=True, edit_root_width=True)
    problem.solver.updateVariables()
    problem.check(problem.frames(), 375, "W3 (before resizing)")
    solver, rw = problem.solver, problem.rw
    suggest, update = solver.suggestValue, solver.updateVariables
    gc.collect()
    start = time.perf_counter_ns()
    for k in range(RESIZE_COUNT):
        suggest(rw, resize_width(k))
        update()
    elapsed = time.perf_counter_ns() - start
    problem.check(problem.frames(), resize_width(RESIZE_COUNT - 1), "W3")
    return {"resize": elapsed}


def run_churn(count):
    """W4: remove a seeded 10% of the view constraints one by one, then add them back."""
    problem = ListProblem(count, chained=True)
    order = shuffled(range(len(problem.view_constraints)), CHURN_SEED)
    churned = [problem.view_constraints[i] for i in order[: len(order) // 10]]
    solver = problem.solver
    gc.collect()
    start = time.perf_counter_ns()
    for constraint in churned:
        solver.removeConstraint(constraint)
    middle = time.perf_counter_ns()
    for constraint in churned:
        solver.addConstraint(constraint)
    end = time.perf_counter_ns()
    solver.updateVariables()
    problem.check(problem.frames(), 375, "W4 (after re-adding)")
    return {"remove": middle - start, "re-add": end - middle}


def churn_head(count):
    """The first indices of the shuffled order, so the Swift side can confirm the same shuffle."""
    return shuffled(range(6 * count), CHURN_SEED)[:8]


# ---------------------------------------------------------------------------------------------
# W1 form: a small reader for the solver format (docs/solver-format.md), the subset W1 uses

TOKEN = re.compile(r"\s*(?:(\d+(?:\.\d*)?(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?)|([A-Za-z_][A-Za-z0-9_.]*)|(==|>=|<=|[-+*/()@]))")


class Linear:
    """A linear expression: coefficients by variable name (in order of appearance) and a constant."""

    def __init__(self, terms=None, constant=0.0):
        self.terms = dict(terms or {})
        self.constant = constant

    def plus(self, other, sign=1.0):
        result = Linear(self.terms, self.constant + sign * other.constant)
        for name, coefficient in other.terms.items():
            result.terms[name] = result.terms.get(name, 0.0) + sign * coefficient
        return result

    def scaled(self, factor):
        return Linear({n: c * factor for n, c in self.terms.items()}, self.constant * factor)


class ConstraintText:
    """One parsed constraint string: `lhs - rhs REL 0 @priority`."""

    def __init__(self, text):
        self.text = text
        self.tokens = self._tokenize(text)
        self.position = 0
        lhs = self._sum()
        relation = self._take()
        if relation not in ("==", ">=", "<="):
            raise ValueError(f"{text!r}: expected ==, >= or <=, got {relation!r}")
        rhs = self._sum()
        self.priority = 1000.0
        if self._peek() == "@":
            self._take()
            self.priority = float(self._take())
        if self._peek() is not None:
            raise ValueError(f"{text!r}: unexpected {self._peek()!r}")
        self.expression = lhs.plus(rhs, -1.0)
        self.relation = relation

    @staticmethod
    def _tokenize(text):
        tokens, position = [], 0
        text = text.rstrip()
        while position < len(text):
            match = TOKEN.match(text, position)
            if not match or match.end() == position:
                raise ValueError(f"{text!r}: cannot read at column {position + 1}")
            tokens.append(match.group(match.lastindex))
            position = match.end()
        return tokens

    def _peek(self):
        return self.tokens[self.position] if self.position < len(self.tokens) else None

    def _take(self):
        token = self._peek()
        if token is None:
            raise ValueError(f"{self.text!r}: unexpected end")
        self.position += 1
        return token

    def _sum(self):
        result = self._product()
        while self._peek() in ("+", "-"):
            sign = 1.0 if self._take() == "+" else -1.0
            result = result.plus(self._product(), sign)
        return result

    def _product(self):
        result = self._factor()
        while self._peek() in ("*", "/"):
            operator = self._take()
            other = self._factor()
            if operator == "/":
                if other.terms:
                    raise ValueError(f"{self.text!r}: division by a variable")
                result = result.scaled(1.0 / other.constant)
            elif not other.terms:
                result = result.scaled(other.constant)
            elif not result.terms:
                result = other.scaled(result.constant)
            else:
                raise ValueError(f"{self.text!r}: product of two variables")
        return result

    def _factor(self):
        token = self._take()
        if token == "-":
            return self._factor().scaled(-1.0)
        if token == "+":
            return self._factor()
        if token == "(":
            inner = self._sum()
            if self._take() != ")":
                raise ValueError(f"{self.text!r}: expected )")
            return inner
        if token[0].isdigit() or token[0] == ".":
            return Linear(constant=float(token))
        if token[0].isalpha() or token[0] == "_":
            return Linear({token: 1.0})
        raise ValueError(f"{self.text!r}: unexpected {token!r}")


class FormProblem:
    """W1 read from the JSON file: constraints, edit variables, and the sizes its steps suggest."""

    def __init__(self, path):
        with open(path, encoding="utf-8") as file:
            document = json.load(file)
        self.constraints = [ConstraintText(text) for text in document["constraints"]]
        self.edits = list(document.get("edits", {}).items())
        self.names = []
        seen = set()
        for constraint in self.constraints:
            for name in constraint.expression.terms:
                if name not in seen:
                    seen.add(name)
                    self.names.append(name)
        for name, _ in self.edits:
            if name not in seen:
                seen.add(name)
                self.names.append(name)
        self.sizes = []
        for step in document.get("steps", []):
            suggestion = step.get("suggest")
            if suggestion:
                self.sizes.append(list(suggestion.items()))
        if not self.sizes:
            raise ValueError(f"{path}: no suggest steps")

    def build(self):
        """A fresh solver with the edit variables and all constraints (the timed part of (a))."""
        solver = kiwi.Solver()
        variables = {name: kiwi.Variable(name) for name in self.names}
        for name, priority in self.edits:
            solver.addEditVariable(variables[name], kiwi_strength(priority))
        for constraint in self.constraints:
            expression = kiwi.Expression(
                [kiwi.Term(variables[n], c) for n, c in constraint.expression.terms.items()],
                constraint.expression.constant,
            )
            solver.addConstraint(
                kiwi.Constraint(expression, constraint.relation, kiwi_strength(constraint.priority))
            )
        return solver, variables

    def check(self, values, suggestion, where):
        """Every required constraint must hold at the values, and the edit variables must have
        the values suggested (the form fits all six sizes, so nothing stops them)."""
        for name, value in suggestion:
            expect_close(f"W1 {where}: {name}", values[name], value)
        for constraint in self.constraints:
            if constraint.priority < 1000:
                continue
            total = constraint.expression.constant + sum(
                c * values[n] for n, c in constraint.expression.terms.items()
            )
            ok = {"==": abs(total) <= 1e-6, ">=": total >= -1e-6, "<=": total <= 1e-6}[constraint.relation]
            if not ok:
                raise CheckFailure(f"W1 {where}: required {constraint.text!r} is off by {total!r}")


FORM_CYCLES = 200  # cycles of the 6 sizes per timed run of (b)


def run_form_build(form):
    gc.collect()
    start = time.perf_counter_ns()
    solver, variables = form.build()
    solver.updateVariables()
    elapsed = time.perf_counter_ns() - start
    form.check({n: v.value() for n, v in variables.items()}, [], "after building")
    return {"build": elapsed}


def run_form_suggest(form, solver, variables):
    """(b): suggest each size of the steps (width, then height) and read every value."""
    sizes = [[(variables[name], value) for name, value in size] for size in form.sizes]
    suggest, update = solver.suggestValue, solver.updateVariables
    gc.collect()
    start = time.perf_counter_ns()
    for _ in range(FORM_CYCLES):
        for size in sizes:
            for variable, value in size:
                suggest(variable, value)
            update()
    elapsed = time.perf_counter_ns() - start
    form.check({n: v.value() for n, v in variables.items()}, form.sizes[-1], "after suggesting")
    return {"suggest": elapsed}


def form_values(form):
    """The values after each size, for the Swift side to compare with its own."""
    solver, variables = form.build()
    result = []
    for size in form.sizes:
        for name, value in size:
            solver.suggestValue(variables[name], value)
        solver.updateVariables()
        values = {name: variable.value() for name, variable in variables.items()}
        form.check(values, size, f"at size {size}")
        result.append(values)
    return result


# ---------------------------------------------------------------------------------------------
# Driver

SIZES = {"W1": [None], "W2": [100, 1000, 10000], "W2i": [1000, 10000], "W3": [1000], "W4": [1000]}
LARGE = {("W2", 10000)}


def run_workload(workload, size, options, output):
    if workload in ("W2", "W2i"):
        chained = workload == "W2"
        samples = measure(lambda: run_list(size, chained, workload), options.min_runs, options.max_runs, options.budget)
        phases = {"build": size}
    elif workload == "W3":
        samples = measure(lambda: run_resize(size), options.min_runs, options.max_runs, options.budget)
        phases = {"resize": RESIZE_COUNT}
    elif workload == "W4":
        samples = measure(lambda: run_churn(size), options.min_runs, options.max_runs, options.budget)
        phases = {"remove": 6 * size // 10, "re-add": 6 * size // 10}
        output["shuffle_head"] = churn_head(size)
    elif workload == "W1":
        if not options.form:
            raise ValueError("W1 needs --form PATH")
        form = FormProblem(options.form)
        samples = measure(lambda: run_form_build(form), options.min_runs, options.max_runs, options.budget)
        solver, variables = form.build()
        samples.update(
            measure(lambda: run_form_suggest(form, solver, variables), options.min_runs, options.max_runs, options.budget)
        )
        phases = {"build": len(form.constraints), "suggest": FORM_CYCLES * len(form.sizes)}
        output["form_values"] = form_values(form)
        size = len(form.constraints)
    else:
        raise ValueError(f"unknown workload {workload}")
    for phase, ops in phases.items():
        output["results"].append(
            {"workload": workload, "size": size, "phase": phase, "ops": ops, "samples": samples[phase]}
        )


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--workload", choices=sorted(SIZES), help="run one workload (default: all)")
    parser.add_argument("--size", type=int, help="run one size of the workload (default: all)")
    parser.add_argument("--min-runs", type=int, default=5)
    parser.add_argument("--max-runs", type=int, default=1000)
    parser.add_argument("--budget", type=float, default=1.0, help="seconds of timed work per workload and size")
    beside = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Workloads", "W1-enaml-form.json")
    parser.add_argument(
        "--form", default=beside if os.path.exists(beside) else None,
        help="the W1 problem (default: Workloads/W1-enaml-form.json beside this script)",
    )
    parser.add_argument("--large", action="store_true", help="also W2 at N = 10000 (about a minute, GBs)")
    parser.add_argument("--baseline", action="store_true", help="only report the peak memory of an empty run")
    options = parser.parse_args()

    output = {
        "peer": "kiwisolver",
        "version": kiwi.__version__,
        "python": platform.python_version(),
        "results": [],
    }
    if not options.baseline:
        workloads = [options.workload] if options.workload else list(SIZES)
        try:
            for workload in workloads:
                if workload == "W1" and not options.form:
                    continue
                for size in [options.size] if options.size else SIZES[workload]:
                    if (workload, size) in LARGE and not (options.large or options.size):
                        continue
                    print(f"kiwisolver: {workload}" + (f" N={size}" if size else ""), file=sys.stderr)
                    run_workload(workload, size, options, output)
        except CheckFailure as failure:
            print(f"kiwisolver CHECK FAILED: {failure}", file=sys.stderr)
            sys.exit(1)
    output["vmhwm_kb"] = peak_rss_kb()
    json.dump(output, sys.stdout)
    print()


if __name__ == "__main__":
    main()
