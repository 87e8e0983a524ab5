"""What the peer scripts share (kiwisolver_workloads.py, flexbox_workloads.py): the timing
policy of Timing.swift and the peak memory of the process."""

import gc


# ---------------------------------------------------------------------------------------------
# Timing: the same policy as Timing.swift


def measure(run, min_runs, max_runs, budget):
    """Runs `run` (which returns its own timed nanoseconds per phase) until at least `min_runs`
    runs and `budget` seconds of timed work are done, or `max_runs`. A first run that is cheap is
    repeated untimed as a warm-up; gc is off while timing, as timeit does."""
    samples = {}
    timed_total = 0.0
    gc_was_enabled = gc.isenabled()
    gc.disable()
    try:
        first = run()
        if sum(first.values()) > 0.05e9:  # expensive: the first run counts
            for phase, nanoseconds in first.items():
                samples.setdefault(phase, []).append(nanoseconds / 1e9)
            timed_total += sum(first.values()) / 1e9
        runs = len(next(iter(samples.values()), []))
        while runs < max_runs and (runs < min_runs or timed_total < budget):
            result = run()
            for phase, nanoseconds in result.items():
                samples.setdefault(phase, []).append(nanoseconds / 1e9)
            timed_total += sum(result.values()) / 1e9
            runs += 1
    finally:
        if gc_was_enabled:
            gc.enable()
    return samples


# ---------------------------------------------------------------------------------------------
# Memory


def peak_rss_kb():
    """VmHWM of this process. Not ru_maxrss: with vfork-style spawning that can include the
    parent's peak."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
