import Cassowary

/// The arithmetic behind a minimal conflicting set, from its Farkas certificate.
///
/// Write each member as `aᵢ·x ≥ cᵢ` (or `= cᵢ`). The set cannot hold exactly when factors
/// `yᵢ` (non-negative for inequalities) make `Σ yᵢ·aᵢ = 0` and `Σ yᵢ·cᵢ > 0`: adding the
/// constraints with these factors cancels every position and size and leaves `0 ≥ positive`.
/// For a minimal set the factors are unique up to scale; they are found with the solver and
/// scaled so that as many as possible are 1. The constants that add up on each side are then
/// printed: `10 [2] + 24 [3] = 34 > 30 [5]` reads "the constraints need 34, they allow 30".
enum _Arithmetic {
    static func text(members: [Int], model: [_ModelConstraint], numbers: [Int: Int]) -> String {
        var rows: [(coefficients: [Int: Double], constant: Double, isEquality: Bool)] = []
        for member in members {
            let constraint = model[member]
            let linear = constraint.expression
            switch constraint.relation {
            case .greaterThanOrEqual: rows.append((linear.coefficients, -linear.constant, false))
            case .lessThanOrEqual: rows.append((linear.coefficients.mapValues { -$0 }, linear.constant, false))
            case .equal: rows.append((linear.coefficients, -linear.constant, true))
            }
        }
        let solver = Solver()
        let factors = rows.map { _ in solver.makeVariable() }
        var variables = Set<Int>()
        for row in rows { variables.formUnion(row.coefficients.keys) }
        // Each variable's column: the rows that name it, in row order (one pass over the rows,
        // not one per variable: a conflict of thousands of members names thousands of variables).
        var columns: [Int: [(row: Int, coefficient: Double)]] = [:]
        for (position, row) in rows.enumerated() {
            for (variable, coefficient) in row.coefficients { columns[variable, default: []].append((position, coefficient)) }
        }
        do {
            for variable in variables.sorted() {
                var sum = Expression()
                for (position, coefficient) in columns[variable] ?? [] { sum.add(factors[position], times: coefficient) }
                try solver.add(sum == 0)
            }
            var total = Expression()
            for (row, factor) in zip(rows, factors) {
                if !row.isEquality { try solver.add(factor >= 0) }
                total.add(factor, times: row.constant)
            }
            try solver.add(total == 1)
        } catch {
            return ""
        }
        var y = factors.map { solver.value(of: $0) }
        // Scale so that the most factors are ±1. What counts as zero is relative: with constants
        // near 1e302 the factors that make the sum 1 are near 1e-302.
        let largestFactor = y.map(abs).max() ?? 0
        var bestScale = 1.0
        var bestCount = -1
        // How many factors are within 10⁻⁹ of each magnitude: a binary search in the sorted
        // magnitudes instead of a pass over all of them per candidate.
        let magnitudes = y.map(abs).sorted()
        func firstIndex(where belongs: (Double) -> Bool) -> Int {
            var low = 0
            var high = magnitudes.count
            while low < high {
                let middle = (low + high) / 2
                if belongs(magnitudes[middle]) { high = middle } else { low = middle + 1 }
            }
            return low
        }
        for value in y where abs(value) > largestFactor * 1e-12 {
            let scale = 1 / abs(value)
            // |m · scale - 1| < 10⁻⁹ holds on one run of the sorted magnitudes (the product is
            // monotonic in m): from the first above the lower bound to the first at the upper.
            let count = firstIndex { $0 * scale - 1 >= 1e-9 } - firstIndex { $0 * scale - 1 > -1e-9 }
            if count > bestCount {
                bestCount = count
                bestScale = scale
            }
        }
        y = y.map { $0 * bestScale }
        var needed: [String] = []
        var allowed: [String] = []
        var neededSum = 0.0
        var allowedSum = 0.0
        let order = members.indices.sorted { (numbers[members[$0]] ?? 0) < (numbers[members[$1]] ?? 0) }
        let largestTerm = members.indices.map { abs(y[$0] * rows[$0].constant) }.max() ?? 0
        for position in order {
            let term = y[position] * rows[position].constant
            guard abs(term) > largestTerm * 1e-11 else { continue }
            let factor = abs(y[position])
            let magnitude = abs(rows[position].constant)
            var text = abs(factor - 1) < 1e-9 ? _Number.format(magnitude) : "\(_Number.format(factor)) × \(_Number.format(magnitude))"
            if let number = numbers[members[position]] { text += " [\(number)]" }
            if term > 0 {
                needed.append(text)
                neededSum += term
            } else {
                allowed.append(text)
                allowedSum -= term
            }
        }
        let isEquality = rows.allSatisfy(\.isEquality)
        func side(_ terms: [String], _ sum: Double) -> String {
            if terms.isEmpty { return "0" }
            if terms.count == 1, !terms[0].contains("×") { return terms[0] }
            return terms.joined(separator: " + ") + " = " + _Number.format(sum)
        }
        if isEquality, allowed.count > needed.count {
            return side(allowed, allowedSum) + " ≠ " + side(needed, neededSum)
        }
        return side(needed, neededSum) + (isEquality ? " ≠ " : " > ") + side(allowed, allowedSum)
    }
}
