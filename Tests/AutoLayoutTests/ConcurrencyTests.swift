import AutoLayout
import Dispatch
import Foundation
import Synchronization
import Testing

/// Layouts on several threads at once. Each window is built, laid out and read inside its own
/// thread, and only frames (values) leave it: the engine shares no state between trees. Run
/// these under the thread sanitizer too (`swift test --sanitize=thread --filter ConcurrencyTests`).
struct ConcurrencyTests {
    /// One window's configuration.
    struct Form: Sendable, Equatable {
        let direction: UserInterfaceLayoutDirection
        let width: CGFloat
        let rows: Int
    }

    /// What a thread computed: per step, the frames of its labels and fields, and the number of
    /// conflicts its engine reported.
    struct Outcome: Sendable, Equatable {
        var steps: [[CGRect]] = []
        var conflicts = 0
    }

    /// A form: rows of a label (80 × 20) and a field, 16 from the edges, 8 apart, the label
    /// centred on its field; plus one view with two required widths that conflict. Three steps:
    /// laid out, the window widened by 100, every field made 40 high.
    static func layOutForm(_ form: Form) -> Outcome {
        let window = makeWindow(width: form.width, height: 4000, direction: form.direction)
        var outcome = Outcome()
        var conflicts = 0
        window.layoutEngine.unsatisfiableConstraintsHandler = { _ in conflicts += 1 }
        var views: [View] = []
        var heights: [LayoutConstraint] = []
        var above = window.topAnchor
        for row in 0..<form.rows {
            let label = makeView("label\(row)", intrinsic: CGSize(width: 80, height: 20), in: window)
            let field = makeView("field\(row)", in: window)
            let height = field.heightAnchor.constraint(equalToConstant: 30)
            heights.append(height)
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
                label.centerYAnchor.constraint(equalTo: field.centerYAnchor),
                field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                field.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
                field.topAnchor.constraint(equalTo: above, constant: 8),
                height,
            ])
            above = field.bottomAnchor
            views += [label, field]
        }
        let odd = makeView("odd", in: window)
        LayoutConstraint.activate([odd.widthAnchor.constraint(equalToConstant: 10), odd.widthAnchor.constraint(equalToConstant: 20)])

        window.layoutIfNeeded()
        outcome.steps.append(views.map(\.frame))
        window.frame = CGRect(x: 0, y: 0, width: form.width + 100, height: 4000)
        window.layoutIfNeeded()
        outcome.steps.append(views.map(\.frame))
        for height in heights { height.constant = 40 }
        window.layoutIfNeeded()
        outcome.steps.append(views.map(\.frame))
        outcome.conflicts = conflicts
        return outcome
    }

    /// The frames `layOutForm` must produce, by arithmetic.
    static func expected(_ form: Form) -> Outcome {
        var outcome = Outcome(steps: [], conflicts: 1)
        for (width, fieldHeight) in [(form.width, CGFloat(30)), (form.width + 100, 30), (form.width + 100, 40)] {
            var frames: [CGRect] = []
            for row in 0..<form.rows {
                let y = 8 + CGFloat(row) * (fieldHeight + 8)
                var label = CGRect(x: 16, y: y + (fieldHeight - 20) / 2, width: 80, height: 20)
                var field = CGRect(x: 104, y: y, width: width - 120, height: fieldHeight)
                if form.direction == .rightToLeft {
                    label = label.mirrored(inWidth: width)
                    field = field.mirrored(inWidth: width)
                }
                frames += [label, field]
            }
            outcome.steps.append(frames)
        }
        return outcome
    }

    /// Outcomes written by the threads.
    final class Outcomes: Sendable {
        let byIndex = Mutex<[Int: Outcome]>([:])
    }

    @Test func twoWindowsOnTwoThreadsAtOnce() {
        let forms = [
            Form(direction: .leftToRight, width: 320, rows: 40),
            Form(direction: .rightToLeft, width: 400, rows: 60),
        ]
        let outcomes = Outcomes()
        let ready = DispatchSemaphore(value: 0)
        let go = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        for (index, form) in forms.enumerated() {
            let thread = Thread {
                // Both threads are up before either starts: the layouts overlap in time.
                ready.signal()
                go.wait()
                let outcome = ConcurrencyTests.layOutForm(form)
                outcomes.byIndex.withLock { $0[index] = outcome }
                done.signal()
            }
            thread.start()
        }
        for _ in forms { ready.wait() }
        for _ in forms { go.signal() }
        for _ in forms { done.wait() }
        for (index, form) in forms.enumerated() {
            let outcome = outcomes.byIndex.withLock { $0[index] }
            #expect(outcome == Self.expected(form), "\(form)")
        }
    }

    @Test func manyWindowsWithConcurrentPerform() {
        let forms = (0..<8).map { index in
            Form(direction: index.isMultiple(of: 2) ? .leftToRight : .rightToLeft, width: 300 + CGFloat(index) * 10, rows: 20)
        }
        let outcomes = Outcomes()
        DispatchQueue.concurrentPerform(iterations: forms.count) { index in
            let outcome = ConcurrencyTests.layOutForm(forms[index])
            outcomes.byIndex.withLock { $0[index] = outcome }
        }
        for (index, form) in forms.enumerated() {
            let outcome = outcomes.byIndex.withLock { $0[index] }
            #expect(outcome == Self.expected(form), "\(form)")
        }
    }
}
