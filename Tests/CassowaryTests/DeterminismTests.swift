import Testing
import Cassowary

/// The same calls in the same order give the same values, bit for bit.
struct DeterminismTests {
    func run() throws -> [Double] {
        let solver = Solver()
        let v = (0..<6).map { _ in solver.makeVariable() }
        // Ties: equal-priority optional constraints that cannot all hold.
        try solver.add(v[0] + v[1] == 300)
        try solver.add((v[0] == 50).withPriority(250))
        try solver.add((v[1] == 50).withPriority(250))
        try solver.add(v[2] >= v[0] * 0.3 + 1.1)
        try solver.add((v[2] <= 0.7).withPriority(500))
        try solver.add(v[3] == v[2] / 3 + v[1] * 0.1)
        let removable = (v[4] >= v[3] + 0.01).withPriority(750)
        try solver.add(removable)
        try solver.addEditVariable(v[5], priority: 600)
        for k in 0..<20 {
            try solver.suggestValue(Double(k) * 1.7 - 3.3, for: v[5])
            if k == 7 { try solver.remove(removable) }
            if k == 13 { try solver.add(removable) }
        }
        try solver.add(v[4] == v[5] + 0.1)
        return solver.allValues()
    }

    @Test func sameCallsSameBits() throws {
        let first = try run()
        let second = try run()
        #expect(first.map(\.bitPattern) == second.map(\.bitPattern))
    }
}
