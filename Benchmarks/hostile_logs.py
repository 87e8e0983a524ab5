#!/usr/bin/env python3
"""Writes generated UIKit console logs for `autolayout explain` (issue 21's hostile shapes).

    hostile_logs.py chain N > chain.log     one report: one conflict of N + 1 equalities (each
                                            view's leading edge 1 pt right of the one before,
                                            the last one's at the first one's), its only
                                            minimal set
    hostile_logs.py big MB > big.log        about MB megabytes of small reports (two heights
                                            that disagree, with UIKit's advice lines between)

The output is deterministic: the same arguments write the same bytes.
"""
import sys

HEADLINE = """2026-11-26 06:00:00.000 App[1:1] [LayoutConstraints] Unable to simultaneously satisfy constraints.
	Probably at least one of the constraints in the following list is one you don't want.
	Try this:
		(1) look at each constraint and try to figure out which you don't expect;
		(2) find the code that added the unwanted constraint or constraints and fix it.
(
"""


def view(i):
    return "UIView:0x%x" % (0x10000 + i)


def chain(n, out):
    out.write(HEADLINE)
    entries = []
    for i in range(1, n + 1):
        entries.append('    "<NSLayoutConstraint:0x%x %s.leading == %s.leading + 1   (active)>",' % (0x100000 + i, view(i), view(i - 1)))
    closing = "<NSLayoutConstraint:0x%x %s.leading == %s.leading   (active)>" % (0x100000 + n + 1, view(n), view(0))
    entries.append('    "%s"' % closing)
    out.write("\n".join(entries) + "\n)\n\n")
    out.write("Will attempt to recover by breaking constraint \n")
    out.write(closing + "\n")


def big(megabytes, out):
    target = megabytes * 1_000_000
    written = 0
    report = 0
    while written < target:
        a, b, v = 0x200000 + 2 * report, 0x200001 + 2 * report, 0x300000 + report
        text = (
            HEADLINE
            + '    "<NSLayoutConstraint:0x%x V:[UIView:0x%x(200)]   (active)>",\n' % (a, v)
            + '    "<NSLayoutConstraint:0x%x V:[UIView:0x%x(84)]   (active)>"\n' % (b, v)
            + ")\n\nWill attempt to recover by breaking constraint \n"
            + "<NSLayoutConstraint:0x%x V:[UIView:0x%x(200)]   (active)>\n\n" % (a, v)
        )
        out.write(text)
        written += len(text)
        report += 1


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("chain", "big"):
        sys.exit(__doc__)
    count = int(sys.argv[2])
    (chain if sys.argv[1] == "chain" else big)(count, sys.stdout)


if __name__ == "__main__":
    main()
