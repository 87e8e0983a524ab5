import Cassowary

/// Builds a ``SolverProblem`` from parsed JSON, numbering variables as it first meets them.
struct _SolverProblemReader {
    var variableNames: [String] = []
    var indexOfName: [String: Int] = [:]

    static let operations = ["suggest", "add", "remove", "addEdit", "removeEdit"]

    mutating func read(_ root: JSONValue) throws(FormatError) -> SolverProblem {
        guard let members = root.members else {
            throw FormatError(
                location: root.location,
                message:
                    "expected an object with \"constraints\", \"edits\" and \"steps\", found \(root.kindDescription)"
            )
        }
        var problem = SolverProblem(variableNames: [], constraints: [], edits: [], steps: [])
        var seen: Set<String> = []
        // Members are read in written order so that variables are numbered in order of first
        // appearance, wherever "constraints", "edits" and "steps" stand.
        for member in members where ["constraints", "edits", "steps"].contains(member.key) {
            guard seen.insert(member.key).inserted else {
                throw FormatError(
                    location: member.keyLocation, message: "expected \"\(member.key)\" only once")
            }
            switch member.key {
            case "constraints": problem.constraints = try readConstraints(member.value)
            case "edits": problem.edits = try readEdits(member.value)
            default: problem.steps = try readSteps(member.value)
            }
        }
        problem.variableNames = variableNames
        return problem
    }

    // MARK: Constraints

    mutating func readConstraints(_ value: JSONValue) throws(FormatError) -> [SolverProblem.ConstraintSpec] {
        var specs: [SolverProblem.ConstraintSpec] = []
        for element in try strings(
            in: value, expected: "an array of constraint strings", each: "a constraint string")
        {
            switch Self.parseConstraint(element) {
            case .success(let parsed): specs.append(register(parsed, text: element))
            case .failure(let error): throw error
            }
        }
        return specs
    }

    /// Parses one constraint string, reporting a syntax error at its place in the file.
    static func parseConstraint(_ value: JSONValue) -> Result<ParsedConstraint, FormatError> {
        do {
            return .success(try ParsedConstraint(parsing: value.string ?? ""))
        } catch {
            return .failure(
                FormatError(location: value.location(ofScalarAt: error.offset), message: error.message))
        }
    }

    /// Numbers the constraint's variables in the problem and makes its spec.
    mutating func register(
        _ parsed: ParsedConstraint, text value: JSONValue
    ) -> SolverProblem.ConstraintSpec {
        let indices = parsed.variableNames.map { variable(named: $0) }
        let expression = Expression(
            parsed.expression.terms.map { Term(Variable(index: indices[$0.variable.index]), $0.coefficient) },
            constant: parsed.expression.constant)
        return SolverProblem.ConstraintSpec(
            text: Self.trimmed(value.string ?? ""), expression: expression, relation: parsed.relation,
            priority: parsed.priority, location: value.location)
    }

    // MARK: Edits

    mutating func readEdits(_ value: JSONValue) throws(FormatError) -> [SolverProblem.EditSpec] {
        guard let members = value.members else {
            throw FormatError(
                location: value.location,
                message:
                    "expected an object of edit variables and their priorities, found \(value.kindDescription)"
            )
        }
        var specs: [SolverProblem.EditSpec] = []
        for member in members {
            let index = try variable(named: member.key, at: member.keyLocation)
            guard let priority = member.value.number else {
                throw FormatError(
                    location: member.value.location,
                    message:
                        "expected a priority (a number in (0, 1000]), found \(member.value.kindDescription)")
            }
            guard priority > 0, priority <= 1000 else {
                let found = priority.isFinite ? _JSONWriter.number(priority) : "\(priority)"
                throw FormatError(
                    location: member.value.location,
                    message: "expected a priority in (0, 1000], found \(found)")
            }
            specs.append(
                SolverProblem.EditSpec(
                    name: member.key, variable: index, priority: Priority(priority),
                    location: member.keyLocation))
        }
        return specs
    }

    // MARK: Steps

    mutating func readSteps(_ value: JSONValue) throws(FormatError) -> [SolverProblem.Step] {
        guard let elements = value.array else {
            throw FormatError(
                location: value.location,
                message: "expected an array of steps, found \(value.kindDescription)")
        }
        var steps: [SolverProblem.Step] = []
        for element in elements {
            steps.append(try readStep(element))
        }
        return steps
    }

    mutating func readStep(_ value: JSONValue) throws(FormatError) -> SolverProblem.Step {
        let expected = "a step with one of \"suggest\", \"add\", \"remove\", \"addEdit\" or \"removeEdit\""
        guard let members = value.members, let operation = members.first else {
            throw FormatError(
                location: value.location, message: "expected \(expected), found \(value.kindDescription)")
        }
        guard members.count == 1 else {
            throw FormatError(location: members[1].keyLocation, message: "expected one operation per step")
        }
        let argument = operation.value
        switch operation.key {
        case "suggest":
            guard let members = argument.members else {
                throw FormatError(
                    location: argument.location,
                    message:
                        "expected an object of edit variables and values, found \(argument.kindDescription)")
            }
            var suggestions: [(variable: Int, value: Double)] = []
            for member in members {
                let index = try variable(named: member.key, at: member.keyLocation)
                guard let number = member.value.number else {
                    throw FormatError(
                        location: member.value.location,
                        message: "expected a number, found \(member.value.kindDescription)")
                }
                suggestions.append((index, number))
            }
            return .suggest(suggestions)
        case "add":
            let texts = try strings(
                in: argument, expected: "an array of constraint strings", each: "a constraint string")
            var parsed: [ParsedConstraint] = []
            for text in texts {
                switch Self.parseConstraint(text) {
                case .success(let constraint): parsed.append(constraint)
                // The whole step is void, and its constraints name no variables.
                case .failure(let error):
                    return .syntaxError(text: Self.trimmed(text.string ?? ""), error: error)
                }
            }
            return .add(zip(parsed, texts).map { register($0, text: $1) })
        case "remove":
            let texts = try strings(
                in: argument, expected: "an array of constraint strings", each: "a constraint string")
            return .remove(texts.map { (Self.trimmed($0.string ?? ""), $0.location) })
        case "addEdit":
            return .addEdit(try readEdits(argument))
        case "removeEdit":
            var removals: [(variable: Int, location: SourceLocation)] = []
            for name in try strings(
                in: argument, expected: "an array of variable names", each: "a variable name")
            {
                removals.append((try variable(named: name.string ?? "", at: name.location), name.location))
            }
            return .removeEdit(removals)
        default:
            throw FormatError(
                location: operation.keyLocation, message: "expected \(expected), found \"\(operation.key)\"")
        }
    }

    // MARK: Helpers

    /// The elements of an array of strings.
    func strings(in value: JSONValue, expected: String, each: String) throws(FormatError) -> [JSONValue] {
        guard let elements = value.array else {
            throw FormatError(
                location: value.location, message: "expected \(expected), found \(value.kindDescription)")
        }
        for element in elements where element.string == nil {
            throw FormatError(
                location: element.location, message: "expected \(each), found \(element.kindDescription)")
        }
        return elements
    }

    /// The index of a variable written as a JSON key or string, which must be a variable name.
    mutating func variable(named name: String, at location: SourceLocation) throws(FormatError) -> Int {
        guard ParsedConstraint.isVariableName(name) else {
            throw FormatError(
                location: location, message: "expected a variable name, found \(_JSONWriter.string(name))")
        }
        return variable(named: name)
    }

    mutating func variable(named name: String) -> Int {
        if let index = indexOfName[name] { return index }
        variableNames.append(name)
        indexOfName[name] = variableNames.count - 1
        return variableNames.count - 1
    }

    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
