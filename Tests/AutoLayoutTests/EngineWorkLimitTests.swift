@testable import AutoLayout
import Foundation
import Testing

/// ``LayoutEngine/workLimit`` (issue 21): past it the engine installs no more constraints,
/// reports the first one it leaves out once, and the ambiguity report names the views it did not
/// examine instead of probing for minutes.
@MainActor
struct EngineWorkLimitTests {
    /// A fill stack of `count` views 10 points wide in a 375-point window.
    private func compressingStack(_ count: Int, in root: Window) -> StackView {
        let stack = StackView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        for index in 0..<count {
            let view = IntrinsicView(size: CGSize(width: 10, height: 10))
            view.identifier = "v\(index)"
            stack.addArrangedSubview(view)
        }
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return stack
    }

    @Test func theFirstConstraintPastTheLimitIsReportedOnce() {
        let root = makeRoot(width: 375, height: 667)
        let reports = ReportCollector(root.layoutEngine)
        root.layoutEngine.workLimit = 2000
        _ = compressingStack(60, in: root)
        root.layoutIfNeeded()
        #expect(root.layoutEngine.work > 2000)
        #expect(reports.conflicts.isEmpty)
        #expect(reports.errors.count == 1)
        guard case .workLimitExceeded(let text)? = reports.errors.first else {
            Issue.record("expected workLimitExceeded, got \(reports.errors)")
            return
        }
        #expect(text.contains(", limit 2000); it and the constraints installed after it are left out"))
        #expect(
            reports.errors[0].description.hasPrefix(
                "Unable to install constraint because the layout engine's work passed its limit: "))
    }

    @Test func newEnginesTakeTheDefaultLimit() {
        #expect(LayoutEngine.defaultWorkLimit == .max)
        #expect(makeRoot().layoutEngine.workLimit == .max)
    }

    @Test func theAmbiguityReportNamesTheViewsItDidNotExamine() {
        let root = makeRoot(width: 375, height: 667)
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        for view in [a, b] {
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                view.topAnchor.constraint(equalTo: root.topAnchor),
                view.widthAnchor.constraint(equalToConstant: 10),
            ])
        }
        root.layoutIfNeeded()
        // Without a limit both views are examined: each has no height.
        #expect(root.ambiguityReport().entries.map { ObjectIdentifier($0.view) } == [ObjectIdentifier(a), ObjectIdentifier(b)])
        #expect(root.ambiguityReport().unexamined.isEmpty)
        root.layoutEngine.workLimit = -1
        let report = root.ambiguityReport()
        #expect(report.entries.isEmpty)
        #expect(report.unexamined.map(ObjectIdentifier.init) == [root, a, b].map(ObjectIdentifier.init))
        #expect(!report.isEmpty)
        #expect(
            report.unexaminedDescription
                == "3 views were not examined for ambiguity (\(root.debugName), a, b): the layout engine's work passed its limit")
        #expect(report.description == report.unexaminedDescription)
    }
}
