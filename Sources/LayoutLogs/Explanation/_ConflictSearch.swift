/// Finds every minimal conflicting subset of a set of required constraints.
///
/// If `M` is a minimal conflicting subset of `S`, every other minimal subset of `S` leaves out
/// some member of `M` (else it would contain `M`), so it lies in `S` without that member: the
/// search finds one minimal subset, then searches each `S \ {m}` for `m` in it, remembering
/// the subsets it has searched; a subset that can hold is recognised without a solve (see
/// ``_Probe/isFeasible(_:without:)``). It stops after a number of probes.
struct _ConflictSearch {
    let probe: _Probe
    let limit: Int

    /// The minimal subsets (sorted member lists), smallest first, then in member order; and
    /// whether the search finished.
    func run(_ members: [Int]) -> (conflicts: [[Int]], isComplete: Bool) {
        var found: [[Int]] = []
        var known = Set<[Int]>()
        var visited = Set<[Int]>([[]])
        var stack: [[Int]] = [[]]
        var isComplete = true
        while let left = stack.popLast() {
            if probe.count >= limit {
                isComplete = false
                break
            }
            let leftOut = Set(left)
            guard let split = probe.conflict(in: members.filter { !leftOut.contains($0) }) else { continue }
            let conflict = split.conflict
            if known.insert(conflict).inserted { found.append(conflict) }
            for member in conflict.reversed() {
                let next = (left + [member]).sorted()
                guard visited.insert(next).inserted else { continue }
                // Leaving out the member that failed leaves what the probe's solver holds, which
                // can hold; leaving out another, a removal and an addition tell. Only a set that
                // still conflicts is searched (one solve each).
                if split.othersHold, member == split.failed { continue }
                if probe.count < limit, probe.isFeasible(split, without: member) == true { continue }
                stack.append(next)
            }
        }
        found.sort { $0.count != $1.count ? $0.count < $1.count : $0.lexicographicallyPrecedes($1) }
        return (found, isComplete)
    }
}
