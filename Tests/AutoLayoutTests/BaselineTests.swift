import AutoLayout
import Foundation
import Testing

/// Baselines: first and last, a view without text (top and bottom), and a container that
/// lends the baseline of a view inside it.
@MainActor
struct BaselineTests {
    /// A label 30 high whose first baseline is 20 below its top and last baseline 24 below it.
    func big(_ name: String, in root: View) -> IntrinsicView {
        let label = IntrinsicView(size: CGSize(width: 100, height: 30), baselines: (20, 24))
        label.identifier = name
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        return label
    }

    /// A label 16 high with both baselines 12 below its top.
    func small(_ name: String, in root: View) -> IntrinsicView {
        let label = IntrinsicView(size: CGSize(width: 60, height: 16), baselines: (12, 12))
        label.identifier = name
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        return label
    }

    @Test func firstBaselinesLineUp() {
        expectMirrored([CGRect(x: 10, y: 10, width: 100, height: 30), CGRect(x: 118, y: 18, width: 60, height: 16)]) { root in
            let a = big("a", in: root)
            let b = small("b", in: root)
            LayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
                b.firstBaselineAnchor.constraint(equalTo: a.firstBaselineAnchor),
            ])
            return [a, b]
        }
    }

    @Test func lastBaselinesLineUp() throws {
        try inBothDirections { d in
            let root = d.root
            let a = big("a", in: root)
            let b = small("b", in: root)
            LayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
                try LayoutConstraint(item: b, attribute: .baseline, relatedBy: .equal, toItem: a, attribute: .lastBaseline),
            ])
            root.layoutIfNeeded()
            #expect(a.lastBaselineOffsetFromBottom == 6)
            // a's last baseline: 10 + 24 = 34; b's is 12 below its top.
            #expect(b.frame == d.frame(CGRect(x: 118, y: 22, width: 60, height: 16), of: b))
        }
    }

    @Test func baselineSpacingBetweenLines() {
        inBothDirections { d in
            let root = d.root
            let title = big("title", in: root)
            let subtitle = small("subtitle", in: root)
            LayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                title.topAnchor.constraint(equalTo: root.topAnchor),
                subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                subtitle.firstBaselineAnchor.constraint(equalTo: title.lastBaselineAnchor, constant: 20),
            ])
            root.layoutIfNeeded()
            // 24 + 20 = 44 for subtitle's baseline, 12 below its top.
            #expect(subtitle.frame == d.frame(CGRect(x: 0, y: 32, width: 60, height: 16), of: subtitle))
        }
    }

    @Test func aViewWithoutBaselinesUsesItsTopAndBottom() {
        inBothDirections { d in
            let root = d.root
            let box = makeView("box", in: root)
            let first = small("first", in: root)
            let last = small("last", in: root)
            LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                box.widthAnchor.constraint(equalToConstant: 50),
                box.heightAnchor.constraint(equalToConstant: 40),
                first.leadingAnchor.constraint(equalTo: box.trailingAnchor),
                first.firstBaselineAnchor.constraint(equalTo: box.firstBaselineAnchor),
                last.leadingAnchor.constraint(equalTo: first.trailingAnchor),
                last.lastBaselineAnchor.constraint(equalTo: box.lastBaselineAnchor),
            ])
            root.layoutIfNeeded()
            #expect(box.firstBaselineOffsetFromTop == 0 && box.lastBaselineOffsetFromBottom == 0)
            #expect(first.frame == d.frame(CGRect(x: 50, y: 88, width: 60, height: 16), of: first))
            #expect(last.frame == d.frame(CGRect(x: 110, y: 128, width: 60, height: 16), of: last))
        }
    }

    /// A container that lends the baselines of the label inside it.
    final class Field: View {
        let label: IntrinsicView
        init(_ name: String, label: IntrinsicView) {
            self.label = label
            super.init(frame: .zero)
            identifier = name
            translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
        }
        required init?(coder: NSCoder) { nil }
        override var forFirstBaselineLayout: View { label }
        override var forLastBaselineLayout: View { label }
    }

    @Test func aContainerLendsTheBaselineOfAViewInside() {
        expectMirrored([
            CGRect(x: 0, y: 50, width: 200, height: 60), CGRect(x: 10, y: 15, width: 100, height: 30),
            CGRect(x: 208, y: 73, width: 60, height: 16),
        ]) { root in
            let inner = IntrinsicView(size: CGSize(width: 100, height: 30), baselines: (20, 24))
            inner.identifier = "inner"
            inner.translatesAutoresizingMaskIntoConstraints = false
            let field = Field("field", label: inner)
            root.addSubview(field)
            let caption = small("caption", in: root)
            LayoutConstraint.activate([
                field.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                field.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
                field.widthAnchor.constraint(equalToConstant: 200),
                field.heightAnchor.constraint(equalToConstant: 60),
                inner.leadingAnchor.constraint(equalTo: field.leadingAnchor, constant: 10),
                inner.topAnchor.constraint(equalTo: field.topAnchor, constant: 15),
                caption.leadingAnchor.constraint(equalTo: field.trailingAnchor, constant: 8),
                // The field's first baseline is its label's: 50 + 15 + 20 = 85.
                caption.firstBaselineAnchor.constraint(equalTo: field.firstBaselineAnchor),
            ])
            return [field, inner, caption]
        }
    }

    @Test func changingABaselineRelaysOut() {
        // A label's font change moves what is aligned to its baseline; our
        // View.invalidateIntrinsicContentSize() documents that it covers baselines.
        inBothDirections { d in
            let root = d.root
            let a = big("a", in: root)
            let b = small("b", in: root)
            LayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                a.topAnchor.constraint(equalTo: root.topAnchor),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                b.firstBaselineAnchor.constraint(equalTo: a.firstBaselineAnchor),
            ])
            root.layoutIfNeeded()
            #expect(b.frame.minY == 8)
            // A bigger font: a new size and baseline, announced by invalidating the intrinsic size.
            a.baselines = (30, 36)
            a.size = CGSize(width: 100, height: 44)
            root.layoutIfNeeded()
            #expect(a.frame == d.frame(CGRect(x: 0, y: 0, width: 100, height: 44), of: a))
            #expect(b.frame.minY == 18)
        }
    }
}
