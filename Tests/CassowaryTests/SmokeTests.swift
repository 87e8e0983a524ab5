import Testing
@testable import Cassowary

@Test func smoke() throws {
    let solver = Solver()
    let left = solver.makeVariable(named: "left")
    let width = solver.makeVariable(named: "width")
    try solver.add(left == 8)
    try solver.add(left + width == 375 - 8)
    try solver.add((width <= 100).withPriority(250))
    #expect(solver.value(of: width) == 359)
    #expect(solver.value(of: left) == 8)
    #expect(solver.checkInvariants() == [])
    print(solver.dump())
}

@Test func priorities() throws {
    let solver = Solver()
    let x = solver.makeVariable(named: "x")
    try solver.add((x == 10).withPriority(750))
    try solver.add((x == 20).withPriority(500))
    #expect(solver.value(of: x) == 10)
    let c3 = (x >= 15).withPriority(751)
    try solver.add(c3)
    #expect(solver.value(of: x) == 15)
    print(solver.dump())
    try solver.remove(c3)
    #expect(solver.value(of: x) == 10)
    #expect(solver.checkInvariants() == [])
}

@Test func unsat() throws {
    let solver = Solver()
    let x = solver.makeVariable(named: "x")
    let a = x == 100
    let b = x == 200
    try solver.add(a)
    do {
        try solver.add(b)
        Issue.record("expected failure")
    } catch {
        print(error)
        if case .unsatisfiable(let c, let set) = error {
            #expect(c === b)
            #expect(set.count == 2)
        }
    }
    #expect(solver.value(of: x) == 100)
}
