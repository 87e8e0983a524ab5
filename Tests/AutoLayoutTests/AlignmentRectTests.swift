import AutoLayout
import Foundation
import Testing

/// Alignment rectangles: constraints place the alignment rectangle; the frame is it grown by
/// the alignment rect insets (which are left/right, so they do not flip in right-to-left).
@MainActor
struct AlignmentRectTests {
    static let shadow = EdgeInsets(top: 2, left: 4, bottom: 6, right: 8)

    @Test func framesGrowByTheInsets() {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let root = makeRoot(direction: direction)
            let badge = InsetView("badge", insets: Self.shadow)
            root.addSubview(badge)
            LayoutConstraint.activate([
                badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
                badge.widthAnchor.constraint(equalToConstant: 100),
                badge.heightAnchor.constraint(equalToConstant: 50),
            ])
            root.layoutIfNeeded()
            // LTR: the alignment rect is (20, 30, 100, 50). RTL: it is mirrored (200, 30, 100,
            // 50), and the frame grows by the same left and right insets, so the frame is not
            // the mirror of the LTR frame.
            let expected = direction == .leftToRight
                ? CGRect(x: 16, y: 28, width: 112, height: 58) : CGRect(x: 196, y: 28, width: 112, height: 58)
            #expect(badge.frame == expected, "\(direction)")
            #expect(badge.alignmentRect(forFrame: badge.frame).size == CGSize(width: 100, height: 50))
        }
    }

    @Test func convertingBetweenFramesAndAlignmentRects() {
        let badge = InsetView("badge", insets: Self.shadow)
        let frame = CGRect(x: 16, y: 28, width: 112, height: 58)
        let alignment = CGRect(x: 20, y: 30, width: 100, height: 50)
        #expect(badge.alignmentRect(forFrame: frame) == alignment)
        #expect(badge.frame(forAlignmentRect: alignment) == frame)
        #expect(View().alignmentRect(forFrame: frame) == frame)
        #expect(View().alignmentRectInsets == .zero)
    }

    @Test func theIntrinsicSizeIsTheAlignmentRectsSize() {
        let root = makeRoot()
        let icon = InsetView("icon", insets: Self.shadow, intrinsic: CGSize(width: 40, height: 40))
        root.addSubview(icon)
        LayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            icon.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(icon.frame == CGRect(x: 6, y: 8, width: 52, height: 48))
    }

    @Test func siblingsAlignTheirAlignmentRects() {
        let root = makeRoot()
        let plain = makeView("plain", in: root)
        let badge = InsetView("badge", insets: Self.shadow)
        root.addSubview(badge)
        LayoutConstraint.activate([
            plain.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            plain.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            plain.widthAnchor.constraint(equalToConstant: 60),
            plain.heightAnchor.constraint(equalToConstant: 60),
            badge.leftAnchor.constraint(equalTo: plain.rightAnchor, constant: 10),
            badge.bottomAnchor.constraint(equalTo: plain.bottomAnchor),
            badge.widthAnchor.constraint(equalTo: plain.widthAnchor),
            badge.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        // Alignment rect (80, 40, 60, 30): bottoms line up, not frames.
        #expect(badge.frame == CGRect(x: 76, y: 38, width: 72, height: 38))
    }

    @Test func aSubviewPinnedToItsSuperviewsEdgesMeetsItsAlignmentRect() {
        let root = makeRoot()
        let card = InsetView("card", insets: Self.shadow)
        root.addSubview(card)
        let content = makeView("content", in: card)
        LayoutConstraint.activate([
            card.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 100),
            content.leftAnchor.constraint(equalTo: card.leftAnchor),
            content.topAnchor.constraint(equalTo: card.topAnchor),
            content.rightAnchor.constraint(equalTo: card.rightAnchor),
            content.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 16, y: 18, width: 112, height: 108))
        // In the card's bounds, its alignment rect starts at its insets.
        #expect(content.frame == CGRect(x: 4, y: 2, width: 100, height: 100))
    }

    @Test func aSubviewInsideAnInsetViewIsMirroredWithinItsAlignmentRect() {
        // The card's own alignment rect is (4, 2, 100, 100) in its bounds; leading 10 puts the
        // content at 14 in LTR, and at 4 + 100 - 10 - 30 = 64 in RTL.
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let root = makeRoot(direction: direction)
            let card = InsetView("card", insets: Self.shadow)
            root.addSubview(card)
            let content = makeView("content", in: card)
            LayoutConstraint.activate([
                card.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
                card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                card.widthAnchor.constraint(equalToConstant: 100),
                card.heightAnchor.constraint(equalToConstant: 100),
                content.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
                content.topAnchor.constraint(equalTo: card.topAnchor),
                content.widthAnchor.constraint(equalToConstant: 30),
                content.heightAnchor.constraint(equalToConstant: 30),
            ])
            root.layoutIfNeeded()
            let x: CGFloat = direction == .leftToRight ? 14 : 64
            #expect(content.frame == CGRect(x: x, y: 2, width: 30, height: 30), "\(direction)")
        }
    }

    @Test func anAutoresizingViewWithInsetsKeepsItsFrame() {
        let root = makeRoot()
        let badge = InsetView("badge", insets: Self.shadow)
        badge.translatesAutoresizingMaskIntoConstraints = true
        badge.frame = CGRect(x: 10, y: 20, width: 112, height: 58)
        root.addSubview(badge)
        let follower = makeView("follower", in: root)
        LayoutConstraint.activate([
            follower.leftAnchor.constraint(equalTo: badge.rightAnchor),
            follower.topAnchor.constraint(equalTo: badge.topAnchor),
            follower.widthAnchor.constraint(equalToConstant: 10),
            follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 10, y: 20, width: 112, height: 58))
        // The badge's alignment rect is (14, 22, 100, 50).
        #expect(follower.frame == CGRect(x: 114, y: 22, width: 10, height: 10))
    }

    @Test func changingTheInsetsRelaysOut() {
        // View.invalidateIntrinsicContentSize() documents that it also covers a change of the
        // alignment rect insets.
        let root = makeRoot()
        let card = InsetView("card", insets: Self.shadow)
        root.addSubview(card)
        let content = makeView("content", in: card)
        LayoutConstraint.activate([
            card.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 100),
            content.leftAnchor.constraint(equalTo: card.leftAnchor),
            content.topAnchor.constraint(equalTo: card.topAnchor),
            content.widthAnchor.constraint(equalToConstant: 10),
            content.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 16, y: 18, width: 112, height: 108))
        #expect(content.frame == CGRect(x: 4, y: 2, width: 10, height: 10))
        // No more shadow (the setter invalidates the intrinsic size, as UIKit asks): the frame
        // is the alignment rect, and the content sits at the card's new alignment origin.
        card.insets = .zero
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 20, y: 20, width: 100, height: 100))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
