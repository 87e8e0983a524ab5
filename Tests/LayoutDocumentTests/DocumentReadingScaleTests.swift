import Foundation
import LayoutDocument
import Testing

/// Reading checks hold in large documents too, where they take other paths (sets rather than
/// lists): a repeated key in a mapping of many keys, a name declared twice among many views,
/// and the order of `subtree` in a wide and deep tree.
@Suite struct DocumentReadingScaleTests {
    /// Few keys are compared, many hashed: both find the same repeated key, at the same place.
    @Test(arguments: [4, 20])
    func aRepeatedKeyIsFoundAmongFewOrMany(count: Int) {
        let metrics = (0..<count).map { "m\($0): \($0)" }.joined(separator: ", ")
        #expect(errors("metrics: {\(metrics), m3: 9}\n") == ["1:32: expected each key once in a mapping, found m3 twice"])
    }

    @Test func aNameDeclaredTwiceAmongManyIsFoundAtTheSecond() {
        var text = "children:\n"
        for index in 0..<2000 { text += "  - view: v\(index)\n" }
        text += "  - view: v1500\n"
        #expect(errors(text) == ["2002:11: expected a name of its own, found v1500 (already declared)"])
    }

    /// Parents before children, children in order, at any depth (a loop, not recursion).
    @Test func subtreeIsInOrder() throws {
        let document = try LayoutDocument.parse(
            "children:\n  - view: a\n    children:\n      - view: b\n      - view: c\n        children: [{view: d}]\n  - view: e\n",
            file: "f")
        #expect(document.nodes.map { $0.name?.value ?? "" } == ["root", "a", "b", "c", "d", "e"])
    }
}
