/// A linear expression over the rebuilt system's variables: `Σ coefficient × variable + constant`.
struct _Linear {
    var coefficients: [Int: Double] = [:]
    var constant: Double = 0

    init(constant: Double = 0) {
        self.constant = constant
    }

    init(variable: Int, coefficient: Double = 1) {
        coefficients[variable] = coefficient
    }

    mutating func add(_ other: _Linear, times factor: Double = 1) {
        for (variable, coefficient) in other.coefficients {
            let sum = (coefficients[variable] ?? 0) + coefficient * factor
            coefficients[variable] = sum == 0 ? nil : sum
        }
        constant += other.constant * factor
    }

    static func + (lhs: _Linear, rhs: _Linear) -> _Linear {
        var result = lhs
        result.add(rhs)
        return result
    }

    static func - (lhs: _Linear, rhs: _Linear) -> _Linear {
        var result = lhs
        result.add(rhs, times: -1)
        return result
    }

    static func * (factor: Double, rhs: _Linear) -> _Linear {
        var result = _Linear()
        result.add(rhs, times: factor)
        return result
    }
}

/// One constraint of the rebuilt system: `expression (relation) 0` at a priority.
struct _ModelConstraint {
    enum Source {
        /// The printed constraint at this index of the report's list.
        case printed(Int)
        /// The weaker half of the printed `NSContentSizeLayoutConstraint` at this index (its
        /// stronger half is `.printed`): `size <= c` at its hugging priority or `size >= c` at
        /// its compression resistance.
        case contentSizeHalf(Int)
        /// A size kept at or above zero: the item's index and the attribute.
        case nonNegativeSize(item: Int, LogAttribute)
        /// An unprinted margin of 8: the guide's index, its owner's index and the edge.
        case defaultMargin(guide: Int, owner: Int, LogEdge)
    }

    var source: Source
    var expression: _Linear
    var relation: LogRelation
    var priority: Double
}
