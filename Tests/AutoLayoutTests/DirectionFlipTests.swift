@testable import AutoLayout
import Foundation
import Testing

/// A change of layout direction rebuilds each constraint that names leading or trailing in the
/// subtree once, and flips every level of it, margins included.
@MainActor
struct DirectionFlipTests {
    /// Four views, each inside the previous one's margins (10 leading, 2 trailing), the first
    /// 20 from the window's leading edge and 200 wide.
    func makeLevels(in window: Window) -> [View] {
        var levels: [View] = []
        var constraints: [LayoutConstraint] = []
        for index in 0..<4 {
            let view = makeView("level\(index)", in: levels.last ?? window)
            view.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 2)
            if let parent = levels.last {
                constraints += [
                    view.leadingAnchor.constraint(equalTo: parent.layoutMarginsGuide.leadingAnchor),
                    view.trailingAnchor.constraint(equalTo: parent.layoutMarginsGuide.trailingAnchor),
                    view.topAnchor.constraint(equalTo: parent.topAnchor), view.heightAnchor.constraint(equalToConstant: 20),
                ]
            } else {
                constraints += [
                    view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                    view.widthAnchor.constraint(equalToConstant: 200),
                    view.topAnchor.constraint(equalTo: window.topAnchor), view.heightAnchor.constraint(equalToConstant: 20),
                ]
            }
            levels.append(view)
        }
        LayoutConstraint.activate(constraints)
        return levels
    }

    @Test func aFlipRebuildsEachDirectionalConstraintOnceAndFlipsEveryLevel() {
        let window = makeRoot(width: 300, height: 100)
        let levels = makeLevels(in: window)
        window.layoutIfNeeded()
        let leftToRight = [
            CGRect(x: 20, y: 0, width: 200, height: 20), CGRect(x: 10, y: 0, width: 188, height: 20),
            CGRect(x: 10, y: 0, width: 176, height: 20), CGRect(x: 10, y: 0, width: 164, height: 20),
        ]
        #expect(levels.map(\.frame) == leftToRight)
        let engine = window.layoutEngine
        let installed = engine.installCount
        window.traitCollection = TraitCollection(layoutDirection: .rightToLeft)
        window.layoutIfNeeded()
        // The first level's leading edge, then two edges per level inside.
        #expect(engine.installCount == installed + 1 + 2 * 3)
        #expect(
            levels.map(\.frame) == [
                CGRect(x: 80, y: 0, width: 200, height: 20), CGRect(x: 2, y: 0, width: 188, height: 20),
                CGRect(x: 2, y: 0, width: 176, height: 20), CGRect(x: 2, y: 0, width: 164, height: 20),
            ])
        window.traitCollection = TraitCollection(layoutDirection: .leftToRight)
        window.layoutIfNeeded()
        #expect(engine.installCount == installed + 2 * (1 + 2 * 3))
        #expect(levels.map(\.frame) == leftToRight)
    }

    @Test func aForcedDirectionRebuildsOnlyItsSubtree() {
        let window = makeRoot(width: 300, height: 100, direction: .rightToLeft)
        let levels = makeLevels(in: window)
        window.layoutIfNeeded()
        let engine = window.layoutEngine
        let installed = engine.installCount
        levels[1].semanticContentAttribute = .forceLeftToRight
        window.layoutIfNeeded()
        // The constraints naming levels 1, 2 and 3: two each.
        #expect(engine.installCount == installed + 2 * 3)
        #expect(
            levels.map(\.frame) == [
                CGRect(x: 80, y: 0, width: 200, height: 20), CGRect(x: 2, y: 0, width: 188, height: 20),
                CGRect(x: 10, y: 0, width: 176, height: 20), CGRect(x: 10, y: 0, width: 164, height: 20),
            ])
    }
}
