import AutoLayout
import Foundation
import Testing

/// Intrinsic content size: views with content need only a position; hugging decides who
/// stretches, compression resistance who is squeezed.
@MainActor
struct IntrinsicSizeTests {
    /// `[a]-8-[b]` from the leading edge to the trailing edge of the root, both 100 × 20.
    func row(_ root: Window, aHugging: Float = 250, bHugging: Float = 250, aCompression: Float = 750, bCompression: Float = 750) -> [View] {
        let a = makeView("a", intrinsic: CGSize(width: 100, height: 20), in: root)
        let b = makeView("b", intrinsic: CGSize(width: 100, height: 20), in: root)
        a.setContentHuggingPriority(LayoutPriority(aHugging), for: .horizontal)
        b.setContentHuggingPriority(LayoutPriority(bHugging), for: .horizontal)
        a.setContentCompressionResistancePriority(LayoutPriority(aCompression), for: .horizontal)
        b.setContentCompressionResistancePriority(LayoutPriority(bCompression), for: .horizontal)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return [a, b]
    }

    @Test func aPositionIsEnoughForAViewWithContent() {
        expectMirrored([CGRect(x: 16, y: 20, width: 100, height: 30)]) { root in
            let a = makeView("a", intrinsic: CGSize(width: 100, height: 30), in: root)
            LayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                a.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            ])
            return [a]
        }
    }

    @Test func anAxisWithoutIntrinsicMetricTakesItsSizeFromConstraints() {
        #expect(View().intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        #expect(View.noIntrinsicMetric == -1)
        expectMirrored([CGRect(x: 10, y: 0, width: 290, height: 30)]) { root in
            let bar = makeView("bar", intrinsic: CGSize(width: View.noIntrinsicMetric, height: 30), in: root)
            LayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                bar.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                bar.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            return [bar]
        }
    }

    @Test func theViewThatHugsLessStretches() {
        expectMirrored([CGRect(x: 0, y: 0, width: 100, height: 20), CGRect(x: 108, y: 0, width: 212, height: 20)]) {
            row($0, aHugging: 251)
        }
        expectMirrored([CGRect(x: 0, y: 0, width: 212, height: 20), CGRect(x: 220, y: 0, width: 100, height: 20)]) {
            row($0, bHugging: 251)
        }
    }

    @Test func theViewThatResistsLessIsSqueezed() {
        expectMirrored(width: 150, [CGRect(x: 0, y: 0, width: 100, height: 20), CGRect(x: 108, y: 0, width: 42, height: 20)]) {
            row($0, aCompression: 751)
        }
        expectMirrored(width: 150, [CGRect(x: 0, y: 0, width: 42, height: 20), CGRect(x: 50, y: 0, width: 100, height: 20)]) {
            row($0, bCompression: 751)
        }
    }

    @Test func theUsernameIsTruncatedBeforeTheStarAndTrophy() {
        // The seed's row: username (compression 750), star and trophy (751) in 200 points.
        expectMirrored(width: 200, [
            CGRect(x: 0, y: 0, width: 136, height: 20),
            CGRect(x: 144, y: 0, width: 24, height: 24),
            CGRect(x: 176, y: 0, width: 24, height: 24),
        ]) { root in
            let username = makeView("username", intrinsic: CGSize(width: 180, height: 20), in: root)
            let star = makeView("star", intrinsic: CGSize(width: 24, height: 24), in: root)
            let trophy = makeView("trophy", intrinsic: CGSize(width: 24, height: 24), in: root)
            star.setContentCompressionResistancePriority(LayoutPriority(751), for: .horizontal)
            trophy.setContentCompressionResistancePriority(LayoutPriority(751), for: .horizontal)
            LayoutConstraint.activate([
                username.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                star.leadingAnchor.constraint(equalTo: username.trailingAnchor, constant: 8),
                trophy.leadingAnchor.constraint(equalTo: star.trailingAnchor, constant: 8),
                trophy.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
                username.topAnchor.constraint(equalTo: root.topAnchor),
                star.topAnchor.constraint(equalTo: root.topAnchor),
                trophy.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            return [username, star, trophy]
        }
    }

    @Test func invalidatingTheIntrinsicSizeRelaysOut() {
        let layout = expectMirrored([CGRect(x: 0, y: 0, width: 100, height: 20), CGRect(x: 108, y: 0, width: 212, height: 20)]) {
            row($0, aHugging: 251)
        }
        layout.change { _, views in (views[0] as! IntrinsicView).size = CGSize(width: 140, height: 24) }
        layout.expect([CGRect(x: 0, y: 0, width: 140, height: 24), CGRect(x: 148, y: 0, width: 172, height: 20)])
    }

    @Test func changingTheHuggingPriorityRelaysOut() {
        let layout = expectMirrored([CGRect(x: 0, y: 0, width: 100, height: 20), CGRect(x: 108, y: 0, width: 212, height: 20)]) {
            row($0, aHugging: 251)
        }
        layout.change { _, views in
            views[0].setContentHuggingPriority(.defaultLow, for: .horizontal)
            views[1].setContentHuggingPriority(LayoutPriority(300), for: .horizontal)
        }
        layout.expect([CGRect(x: 0, y: 0, width: 212, height: 20), CGRect(x: 220, y: 0, width: 100, height: 20)])
        #expect(layout.ltrViews[1].contentHuggingPriority(for: .horizontal) == LayoutPriority(300))
        #expect(layout.ltrViews[1].contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(layout.ltrViews[1].contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test func aRequiredSizeBeatsTheIntrinsicOne() {
        expectMirrored([CGRect(x: 0, y: 0, width: 40, height: 60)]) { root in
            let a = makeView("a", intrinsic: CGSize(width: 100, height: 20), in: root)
            LayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                a.topAnchor.constraint(equalTo: root.topAnchor),
                a.widthAnchor.constraint(equalToConstant: 40),
                a.heightAnchor.constraint(equalToConstant: 60),
            ])
            return [a]
        }
    }

    @Test func aCellIsSizedByItsLabel() {
        // The seed's menu cell: the cell has only a position; the label inside sets its size.
        let layout = expectMirrored([CGRect(x: 10, y: 10, width: 124, height: 44), CGRect(x: 12, y: 12, width: 100, height: 20)]) { root in
            let cell = makeView("cell", in: root)
            let label = makeView("label", intrinsic: CGSize(width: 100, height: 20), in: cell)
            LayoutConstraint.activate([
                cell.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                cell.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 12),
                label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -12),
                label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
                label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
            ])
            return [cell, label]
        }
        layout.change { _, views in (views[1] as! IntrinsicView).size = CGSize(width: 150, height: 40) }
        layout.expect([CGRect(x: 10, y: 10, width: 174, height: 64), CGRect(x: 12, y: 12, width: 150, height: 40)])
    }

    @Test func wrappingTextIsMeasuredAtTheWidthItGets() {
        let layout = expectMirrored([CGRect(x: 10, y: 0, width: 100, height: 60)]) { root in
            let text = WrappingView("text", textWidth: 250)
            root.addSubview(text)
            LayoutConstraint.activate([
                text.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                text.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -210),
                text.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            return [text]
        }
        layout.change { root, _ in root.frame = CGRect(x: 0, y: 0, width: 420, height: 480) }
        layout.expect([CGRect(x: 10, y: 0, width: 200, height: 40)])
        layout.change { root, _ in root.frame = CGRect(x: 0, y: 0, width: 520, height: 480) }
        layout.expect([CGRect(x: 10, y: 0, width: 300, height: 20)])
    }
}
