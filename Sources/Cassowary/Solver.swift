#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An incremental solver of linear constraints with strict priorities (Cassowary).
///
/// Make variables, add constraints, read values:
///
/// ```swift
/// let solver = Solver()
/// let left = solver.makeVariable(named: "left")
/// let width = solver.makeVariable(named: "width")
/// try solver.add(left == 8)
/// try solver.add(left + width == 375 - 8)
/// try solver.add((width <= 100).withPriority(250))
/// solver.value(of: width)   // 359: the required constraints win over the optional one
/// ```
///
/// Every change works on the current tableau: adding and removing constraints, changing a
/// constant (``updateConstant(of:to:)``) or a suggested value re-optimises from where the solver
/// is, with the dual simplex where constants change. Nothing is solved from scratch.
///
/// **Priorities** are strict and lexicographic: no amount of error at lower priorities is traded
/// for any error at a higher one; within one priority the errors add up. **Determinism**: the
/// same calls in the same order give the same values, bit for bit. **Errors** leave the solver
/// exactly as it was.
///
/// A solver is not safe to use from two threads at once; give each thread (or each window) its
/// own solver.
public final class Solver {
    // Unchecked exclusivity: the tableau is reached only through this class's methods, one at a
    // time (a solver is not shared between threads), and the dynamic check on every call cost
    // more than the work of reading a value.
    @exclusivity(unchecked) var tableau = _Tableau()

    /// Makes an empty solver.
    public init() {}

    /// The most elements any of the solver's stores may hold before it refuses to add
    /// constraints and edit variables (``SolverError/capacityExceeded(_:store:)``): half of
    /// what the stores' 32-bit positions address, 2³⁰. The other half is room for the
    /// operation under way and for the removals, constant changes and suggestions that remain
    /// allowed when full (none adds a row; each writes far fewer than 2³⁰ elements). Package
    /// access, so that tests reach the limit with a small solver. Unchecked exclusivity, as
    /// `tableau`: it is read on every add.
    @exclusivity(unchecked) package var capacityLimit = 1 << 30

    /// The most bytes the solver's stores may hold together before it refuses to add
    /// constraints and edit variables (``SolverError/capacityExceeded(_:store:)`` with store
    /// `"memory"`), as it does at ``capacityLimit``. The default is a quarter of the machine's
    /// physical memory (`Int.max` where that is unknown): a store grows at most fourfold at a
    /// time, so the solver stops with an error before the system allocator could fail (which,
    /// as for Swift's own arrays, stops the process). Set it lower to bound what one problem
    /// may take; removals, constant changes and suggestions stay allowed past it.
    @exclusivity(unchecked) public var memoryLimit: Int = Solver.defaultMemoryLimit

    /// A quarter of the physical memory, read once.
    private static let defaultMemoryLimit: Int = {
        #if canImport(Glibc) || canImport(Musl)
        let pages = sysconf(Int32(_SC_PHYS_PAGES)), size = sysconf(Int32(_SC_PAGESIZE))
        guard pages > 0, size > 0 else { return .max }
        let (bytes, overflow) = pages.multipliedReportingOverflow(by: size)
        return overflow ? .max : bytes / 4
        #else
        return .max
        #endif
    }()

    /// The most work the solver does before it refuses to add constraints and edit variables
    /// (``SolverError/workLimitExceeded(_:)``): a bound on ``work``, the row cells its row
    /// operations have gone through since it was made. `Int.max`, no bound, by default. Most
    /// layouts cost some tens of cells of work per constraint; some shapes cost work that grows
    /// with the square of the problem or faster (thousands of optional constraints that all
    /// pull one variable, a stack of thousands of views that must all compress), and a program
    /// that solves untrusted input sets a limit so that it stops, with an error that names the
    /// constraint, instead of running for minutes. The add that crosses the limit completes
    /// (an add is never stopped half-way); the next add is refused. Removals, constant changes
    /// and suggestions stay allowed past it.
    @exclusivity(unchecked) public var workLimit: Int = .max

    /// The row cells the solver's row operations (the pivots, the substitutions of basic
    /// variables into new rows, and the copies of rows an operation keeps so that it can be
    /// undone) have gone through since it was made: a measure of its work that depends only on
    /// the calls made (the same calls give the same count), which ``workLimit`` bounds. Also
    /// ``Statistics/cellsMerged``.
    ///
    /// - Complexity: O(1).
    public var work: Int { tableau.cellsMerged }

    /// Refuses to grow a solver whose stores passed ``capacityLimit`` or ``memoryLimit``, or
    /// whose work passed ``workLimit``.
    @inline(__always)
    private func checkCapacity(for constraint: Constraint) throws(SolverError) {
        if let store = tableau.storeBeyond(capacityLimit) { throw .capacityExceeded(constraint, store: store) }
        if tableau.storedBytes > memoryLimit { throw .capacityExceeded(constraint, store: "memory") }
        if tableau.cellsMerged > workLimit { throw .workLimitExceeded(constraint) }
    }

    // MARK: Variables

    /// Makes a new variable, initially 0.
    ///
    /// - Parameter name: a name for ``dump()`` and ``describe(_:)``; it need not be unique.
    public func makeVariable(named name: String = "") -> Variable {
        #if AUTOLAYOUT_INTERNAL_CHECKS
        defer { stopAtBrokenInvariants(after: "makeVariable") }
        #endif
        return Variable(index: tableau.makeVariable(named: name))
    }

    /// Whether a row defines the variable (a constraint added so far names it and was solved
    /// for it, directly or through others); a variable that no row defines is free, and 0.
    package func hasDefinition(_ variable: Variable) -> Bool {
        tableau.symbols[Int(tableau.variableSymbols[variable.index])].rowOf >= 0
    }

    /// The number of variables made.
    public var variableCount: Int { tableau.variableSymbols.count }

    /// The name a variable was made with (`v3` when it was made without one).
    public func name(of variable: Variable) -> String {
        guard owns(variable) else { return variable.description }
        let name = tableau.names[variable.index]
        return name.isEmpty ? variable.description : name
    }

    func owns(_ variable: Variable) -> Bool {
        variable.index >= 0 && variable.index < tableau.variableSymbols.count
    }

    // MARK: Constraints

    /// The number of constraints added (edit variables not counted).
    public var constraintCount: Int {
        var editVariables = 0
        for i in tableau.editTags.indices where tableau.editTags[i] >= 0 { editVariables += 1 }
        return tableau.constraintCount - editVariables
    }

    /// Adds a constraint and re-optimises.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it was added already;
    ///   ``SolverError/nonFinite`` or ``SolverError/invalidPriority(_:)`` for bad numbers;
    ///   ``SolverError/unknownVariable(_:)`` for a variable of another solver;
    ///   ``SolverError/unsatisfiable(_:conflict:)`` when it is required and cannot hold with the
    ///   required constraints already added (the conflict lists an irreducible set of them);
    ///   ``SolverError/badlyScaled(_:)`` when doubles cannot tell whether it holds;
    ///   ``SolverError/capacityExceeded(_:store:)`` when the solver is full (``capacityLimit``,
    ///   ``memoryLimit``); ``SolverError/workLimitExceeded(_:)`` past ``workLimit``.
    /// - Complexity: amortised O(size of the constraint) when it defines a variable that is new
    ///   or free; otherwise proportional to the core rows it touches.
    public func add(_ constraint: Constraint) throws(SolverError) {
        #if AUTOLAYOUT_INTERNAL_CHECKS
        defer { stopAtBrokenInvariants(after: "add") }
        #endif
        try checkCapacity(for: constraint)
        try tableau.addChecked(constraint, reportsConflict: true)
    }

    /// Adds a constraint, as ``add(_:)``; with `explainingConflicts` false an unsatisfiable
    /// constraint throws with an empty conflict list, which saves the search for it (for callers
    /// that only need to know whether it fits).
    public func add(_ constraint: Constraint, explainingConflicts: Bool) throws(SolverError) {
        #if AUTOLAYOUT_INTERNAL_CHECKS
        defer { stopAtBrokenInvariants(after: "add") }
        #endif
        try checkCapacity(for: constraint)
        try tableau.addChecked(constraint, reportsConflict: explainingConflicts)
    }

    /// Adds a constraint with a secondary cost, as ``add(_:explainingConflicts:)`` followed by
    /// ``updateSecondaryCost(of:weight:priority:)``, in one step (one optimisation).
    ///
    /// - Throws: what both throw; nothing is added when the secondary cost is invalid.
    public func add(
        _ constraint: Constraint, explainingConflicts: Bool, secondaryWeight weight: Double, priority: Priority
    ) throws(SolverError) {
        #if AUTOLAYOUT_INTERNAL_CHECKS
        defer { stopAtBrokenInvariants(after: "add") }
        #endif
        try Self.validateSecondaryCost(weight: weight, priority: priority)
        try checkCapacity(for: constraint)
        try tableau.addChecked(
            constraint, reportsConflict: explainingConflicts,
            secondary: _SecondaryCost(priority: priority.value, weight: weight))
    }

    /// Removes a constraint and re-optimises.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it was not added.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        #if AUTOLAYOUT_INTERNAL_CHECKS
        defer { stopAtBrokenInvariants(after: "remove") }
        #endif
        guard let tag = tableau.tagOfConstraint.remove(constraint, in: tableau.tags) else {
            throw .unknownConstraint(constraint)
        }
        tableau.removeConstraintVerifyingWideRange(tag: tag)
    }

    /// Whether the constraint was added (and not removed).
    public func contains(_ constraint: Constraint) -> Bool {
        tableau.tagOfConstraint.tag(of: constraint, in: tableau.tags) != nil
    }

    /// Changes the constant of an added constraint in place, as if its expression's constant
    /// were `constant`, and re-optimises with the dual simplex. This is how a layout engine
    /// changes `view.width == 100` to `== 120` without removing anything.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFinite``,
    ///   ``SolverError/unsatisfiable(_:conflict:)`` when the constraint is required and the new
    ///   constant conflicts, or ``SolverError/badlyScaled(_:)`` when the change carries a number
    ///   of the tableau beyond doubles' range (the solver then keeps the old constant).
    /// - Complexity: O(rows that name the constraint's marker) plus the pivots needed.
    public func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        #if AUTOLAYOUT_INTERNAL_CHECKS
        defer { stopAtBrokenInvariants(after: "updateConstant") }
        #endif
        guard let tag = tableau.tagOfConstraint.tag(of: constraint, in: tableau.tags) else {
            throw .unknownConstraint(constraint)
        }
        guard constant.isFinite else { throw .nonFinite }
        try tableau.updateConstant(tag: tag, to: constant)
    }

    /// Changes the constants of several added constraints at once, as one change: only the state
    /// after all of them must be satisfiable, so changes that hold only together (a gap moving
    /// from one place to another while the total stays fixed) go through, where changing them
    /// one by one would meet a conflict halfway.
    ///
    /// Returns false and changes nothing when a constraint was not added, a constant is not
    /// finite, the new constants of required constraints conflict (with one another or with
    /// the rest), the change carries a number beyond doubles' range, or the problem's numbers
    /// span so many orders of magnitude that each change is verified; change them one by one
    /// with ``updateConstant(of:to:)`` then, to learn the conflict or have each verified.
    ///
    /// - Complexity: O(rows that name the constraints' markers) plus the pivots needed.
    package func updateConstants(_ changes: [(constraint: Constraint, constant: Double)]) -> Bool {
        #if AUTOLAYOUT_INTERNAL_CHECKS
        defer { stopAtBrokenInvariants(after: "updateConstants") }
        #endif
        var tags: [(tag: _TagID, constant: Double)] = []
        tags.reserveCapacity(changes.count)
        for change in changes {
            guard let tag = tableau.tagOfConstraint.tag(of: change.constraint, in: tableau.tags), change.constant.isFinite else { return false }
            tags.append((tag, change.constant))
        }
        return tableau.updateConstants(tags)
    }

    /// The constant the solver currently uses for an added constraint (its expression's
    /// constant, unless ``updateConstant(of:to:)`` changed it), or nil if it was not added.
    public func constant(of constraint: Constraint) -> Double? {
        guard let tag = tableau.tagOfConstraint.tag(of: constraint, in: tableau.tags) else { return nil }
        return tableau.tags[Int(tag)].constant
    }

    /// Moves an added optional constraint to another optional priority and re-optimises.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFinite``,
    ///   ``SolverError/invalidPriority(_:)``, or ``SolverError/priorityCrossesRequired(_:)``
    ///   when the old or the new priority is required.
    public func updatePriority(of constraint: Constraint, to priority: Priority) throws(SolverError) {
        #if AUTOLAYOUT_INTERNAL_CHECKS
        defer { stopAtBrokenInvariants(after: "updatePriority") }
        #endif
        guard let tag = tableau.tagOfConstraint.tag(of: constraint, in: tableau.tags) else {
            throw .unknownConstraint(constraint)
        }
        guard priority.value.isFinite else { throw .nonFinite }
        guard priority.isValid else { throw .invalidPriority(priority) }
        let current = tableau.tags[Int(tag)].priority
        if current == priority.value { return }
        guard current < 1000, !priority.isRequired else {
            throw .priorityCrossesRequired(constraint)
        }
        tableau.updatePriority(tag: tag, to: priority.value)
    }

    /// The priority the solver currently uses for an added constraint, or nil if it was not added.
    public func priority(of constraint: Constraint) -> Priority? {
        guard let tag = tableau.tagOfConstraint.tag(of: constraint, in: tableau.tags) else { return nil }
        return Priority(tableau.tags[Int(tag)].priority)
    }

    /// Prices an added constraint's violation a second time, at another priority level: each
    /// of its errors enters that level's objective times `weight`. At every optimum this is
    /// the same as adding a copy of the constraint there with its expression scaled by
    /// `weight` (the errors of an optional constraint are its violation at an optimum, since
    /// every error has a positive cost), without the copy's row, errors and pivots. A stack
    /// view's index tie-break (`weight × (size − L) == 0` below every priority) costs nothing
    /// this way when the view already has content-size constraints at `L`.
    ///
    /// A weight of 0 removes the secondary cost. A required constraint has no errors (its
    /// violation is always 0): its secondary cost is kept and changes nothing. The cost goes
    /// with the constraint when it is removed, and survives priority and constant changes.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFinite`` for a
    ///   weight that is not finite or is negative, or ``SolverError/invalidPriority(_:)`` for a
    ///   priority outside (0, 1000) (a required level has no objective).
    /// - Complexity: O(the rows of the constraint's basic errors) plus the pivots needed.
    public func updateSecondaryCost(of constraint: Constraint, weight: Double, priority: Priority) throws(SolverError) {
        #if AUTOLAYOUT_INTERNAL_CHECKS
        defer { stopAtBrokenInvariants(after: "updateSecondaryCost") }
        #endif
        guard let tag = tableau.tagOfConstraint.tag(of: constraint, in: tableau.tags) else {
            throw .unknownConstraint(constraint)
        }
        try Self.validateSecondaryCost(weight: weight, priority: priority)
        tableau.updateSecondaryCost(tag: tag, weight: weight, priority: priority.value)
    }

    /// A secondary cost needs a finite weight ≥ 0 and an optional priority.
    private static func validateSecondaryCost(weight: Double, priority: Priority) throws(SolverError) {
        guard weight.isFinite, weight >= 0, priority.value.isFinite else { throw .nonFinite }
        guard priority.isValid, !priority.isRequired else { throw .invalidPriority(priority) }
    }

    /// The secondary cost of an added constraint, or nil if it has none or was not added.
    public func secondaryCost(of constraint: Constraint) -> (weight: Double, priority: Priority)? {
        guard let tag = tableau.tagOfConstraint.tag(of: constraint, in: tableau.tags) else { return nil }
        let cost = tableau.secondaryCost(of: tag)
        return cost.weight == 0 ? nil : (cost.weight, Priority(cost.priority))
    }

    // MARK: Edit variables

    /// Makes a variable an edit variable: it is pulled toward the value last suggested for it
    /// (0 until the first suggestion) with an optional priority.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/unknownVariable(_:)``,
    ///   ``SolverError/nonFinite``, ``SolverError/invalidPriority(_:)``,
    ///   ``SolverError/requiredEditPriority(_:)`` for priority 1000, or
    ///   ``SolverError/capacityExceeded(_:store:)`` when the solver is full, or
    ///   ``SolverError/workLimitExceeded(_:)`` past ``workLimit``.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        #if AUTOLAYOUT_INTERNAL_CHECKS
        defer { stopAtBrokenInvariants(after: "addEditVariable") }
        #endif
        guard owns(variable) else { throw .unknownVariable(variable) }
        guard priority.value.isFinite else { throw .nonFinite }
        guard priority.isValid else { throw .invalidPriority(priority) }
        guard !priority.isRequired else { throw .requiredEditPriority(variable) }
        guard tableau.editTag(of: variable.index) < 0 else { throw .duplicateEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority)
        try checkCapacity(for: constraint)
        let tag = try tableau.addConstraint(
            constraint, constant: 0, priority: priority.value, editVariable: Int32(variable.index))
        tableau.setEditTag(tag, of: variable.index)
    }

    /// Stops a variable from being an edit variable.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not one.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        #if AUTOLAYOUT_INTERNAL_CHECKS
        defer { stopAtBrokenInvariants(after: "removeEditVariable") }
        #endif
        guard owns(variable), tableau.editTag(of: variable.index) >= 0 else {
            throw .unknownEditVariable(variable)
        }
        tableau.removeConstraint(tag: tableau.editTag(of: variable.index))
        tableau.setEditTag(-1, of: variable.index)
    }

    /// Whether the variable is an edit variable.
    public func containsEditVariable(_ variable: Variable) -> Bool {
        owns(variable) && tableau.editTag(of: variable.index) >= 0
    }

    /// Suggests a value for an edit variable and re-optimises with the dual simplex.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFinite``, or
    ///   ``SolverError/badlyScaled(_:)`` (naming the edit variable's constraint) when the value is
    ///   so far from the last one that a number of the tableau leaves doubles' range.
    /// - Complexity: O(rows that name the edit constraint's error) plus the pivots needed.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        #if AUTOLAYOUT_INTERNAL_CHECKS
        defer { stopAtBrokenInvariants(after: "suggestValue") }
        #endif
        guard owns(variable), tableau.editTag(of: variable.index) >= 0 else {
            throw .unknownEditVariable(variable)
        }
        guard value.isFinite else { throw .nonFinite }
        try tableau.updateConstant(tag: tableau.editTag(of: variable.index), to: -value)
    }

    // MARK: Values

    /// The variable's value in the current solution (0 for a variable of another solver).
    ///
    /// Infinite when the value lies beyond doubles' range (about ±1.8 × 10³⁰⁸): the solver
    /// computes values lazily, from the variables they are written in, so a problem whose
    /// numbers multiply past that range (`x == 1e308`, `y == 10 * x`) is only seen to be badly
    /// scaled when its values are read.
    ///
    /// - Complexity: O(1) when nothing changed since the last read; otherwise the cost of
    ///   evaluating what changed.
    public func value(of variable: Variable) -> Double {
        guard owns(variable) else { return 0 }
        return tableau.readValue(ofVariable: variable.index)
    }

    /// The values of four consecutive variables, from `first` on (0 for a variable the solver
    /// did not make): one refresh for the four, for a layout engine that keeps an item's
    /// position and size in four variables made together.
    package func values(ofFourFrom first: Variable) -> (Double, Double, Double, Double) {
        let index = first.index
        guard index >= 0, index + 3 < tableau.variableSymbols.count else {
            return (value(of: first), value(of: Variable(index: index + 1)), value(of: Variable(index: index + 2)),
                value(of: Variable(index: index + 3)))
        }
        return tableau.readFourValues(fromVariable: index)
    }

    /// Every variable's value, indexed by ``Variable/index``. Counts as a read for
    /// ``changedValues()``.
    ///
    /// - Complexity: O(variables) plus evaluating what changed.
    public func allValues() -> [Double] {
        #if AUTOLAYOUT_INTERNAL_CHECKS
        defer { stopAtBrokenInvariants(after: "allValues") }
        #endif
        return tableau.readAllValues()
    }

    /// The variables whose value changed since the last read (this method or ``allValues()``),
    /// with their new values, in a deterministic order.
    ///
    /// - Complexity: O(what changed): a layout engine reads only the views that moved.
    public func changedValues() -> [VariableValue] {
        #if AUTOLAYOUT_INTERNAL_CHECKS
        defer { stopAtBrokenInvariants(after: "changedValues") }
        #endif
        return tableau.readChangedValues()
    }

    /// The least and greatest values the variable can take without making the solution worse at
    /// any priority: one value when the constraints pin it, an interval when it is ambiguous
    /// (bounds may be infinite). The solver is left exactly as it was.
    ///
    /// - Complexity: two small simplex runs; meant for diagnostics, not for every frame.
    public func valueRange(of variable: Variable) -> ClosedRange<Double> {
        #if AUTOLAYOUT_INTERNAL_CHECKS
        defer { stopAtBrokenInvariants(after: "valueRange") }
        #endif
        guard owns(variable) else { return 0...0 }
        let (lower, upper) = tableau.range(of: tableau.variableSymbols[variable.index])
        return lower <= upper ? lower...upper : upper...lower
    }

    /// The ranges of several variables (each as ``valueRange(of:)`` gives it), in the order
    /// given: what diagnostics of a whole tree ask for.
    ///
    /// - Complexity: each variable's probe stops at the variables it is defined from that are
    ///   already known to be fixed, so a chain of n positions costs O(n), where n separate
    ///   ``valueRange(of:)`` calls cost O(n²).
    public func valueRanges(of variables: [Variable]) -> [ClosedRange<Double>] {
        valueRanges(of: variables, stoppingAtWorkLimit: false).map { $0! }
    }

    /// The ranges of several variables, as ``valueRanges(of:)``; with `stoppingAtWorkLimit`,
    /// no variable's probe starts once the solver's ``work`` passed ``workLimit`` (the probes'
    /// pivots count as work), and the variables not probed get nil. Diagnostics of an untrusted
    /// input use it to say what they did not examine instead of running for minutes.
    public func valueRanges(of variables: [Variable], stoppingAtWorkLimit: Bool) -> [ClosedRange<Double>?] {
        #if AUTOLAYOUT_INTERNAL_CHECKS
        defer { stopAtBrokenInvariants(after: "valueRanges") }
        #endif
        let owned = variables.filter(owns)
        var ranges = tableau.ranges(
            of: owned.map { tableau.variableSymbols[$0.index] }, workLimit: stoppingAtWorkLimit ? workLimit : .max)[...]
        return variables.map { variable -> ClosedRange<Double>? in
            guard owns(variable) else { return 0...0 }
            guard let (lower, upper) = ranges.popFirst() else { return 0...0 }
            if lower.isNaN && upper.isNaN { return nil }
            return lower <= upper ? lower...upper : upper...lower
        }
    }

    // MARK: Whole solver

    /// Removes every constraint and edit variable. The variables stay valid (and become 0).
    public func reset() {
        #if AUTOLAYOUT_INTERNAL_CHECKS
        defer { stopAtBrokenInvariants(after: "reset") }
        #endif
        let names = tableau.names
        let reported = tableau.reported
        // The old tableau frees its stores as the new one takes its place.
        tableau = _Tableau()
        for name in names { _ = tableau.makeVariable(named: name) }
        tableau.reported = reported
        for i in tableau.variableSymbols.indices { tableau.markChanged(tableau.variableSymbols[i]) }
    }

    /// The tableau as text, for debugging: every variable's value, the definitions (variables
    /// computed outside the simplex, `name := expression`), the core rows (`basic = expression`,
    /// over slack `s`, error `e` and dummy `d` symbols), the objective's rows (the total error of
    /// each priority level) and the edit variables. See the README's "Reading a dump".
    public func dump() -> String {
        tableau.dump()
    }

    /// A constraint written with this solver's variable names, e.g. `left + width - 367 == 0 @750`.
    public func describe(_ constraint: Constraint) -> String {
        Cassowary.describe(constraint.expression, constraint.relation, constraint.priority) {
            self.name(of: $0)
        }
    }

    /// Every broken internal invariant, in words (empty when the solver is consistent). For tests.
    ///
    /// - Complexity: O(size of the tableau).
    package func checkInvariants() -> [String] {
        tableau.invariantViolations()
    }

    #if AUTOLAYOUT_INTERNAL_CHECKS
    /// The checked configuration (`AUTOLAYOUT_INTERNAL_CHECKS=1`, see Package.swift): every
    /// operation that changes the solver (adding, removing, changing constants, priorities and
    /// secondary costs, edit variables and suggestions, resetting, and the reads that settle
    /// values or probe ranges) ends here, and the first broken invariant stops the program with
    /// the list of what is broken, at the operation that broke it. Single-value reads
    /// (`value(of:)`) are left out: they only evaluate, and a check would make each O(size of
    /// the tableau). Above a size, a large tableau is checked after every k-th operation (see
    /// `_Tableau.stopAtBrokenInvariants(after:)`).
    func stopAtBrokenInvariants(after operation: StaticString) {
        tableau.stopAtBrokenInvariants(after: operation)
    }
    #endif
}
