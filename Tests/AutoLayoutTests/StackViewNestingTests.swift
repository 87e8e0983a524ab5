import AutoLayout
import Foundation
import Testing

/// Stacks inside stacks, and a stack in a view controller's view.
@MainActor
struct StackViewNestingTests {
    @Test func rowInsideAColumn() {
        let (root, reports) = makeQuietRoot()
        let title = makeLabel("title", 100, 20)
        let icon = makeLabel("icon", 30, 30)
        let name = makeLabel("name", 80, 20)
        name.setContentHuggingPriority(249, for: .horizontal)
        let row = StackView(arrangedSubviews: [icon, name])
        row.identifier = "row"
        row.spacing = 5
        row.alignment = .center
        let column = StackView(arrangedSubviews: [title, row])
        column.axis = .vertical
        column.spacing = 8
        placeStack(column, in: root, x: 10, y: 20, width: 300)
        root.layoutIfNeeded()
        expectFrame(column, in: root, 10, 20, 300, 58)
        expectFrame(title, in: root, 10, 20, 300, 20)
        expectFrame(row, in: root, 10, 48, 300, 30)
        expectFrame(icon, in: root, 10, 48, 30, 30)
        expectFrame(name, in: root, 45, 53, 265, 20)
        for view in [column, title, row, icon, name] { #expect(!view.hasAmbiguousLayout, "\(view.debugName)") }
        #expect(reports.conflicts.isEmpty)
    }

    @Test func innerChangesReachTheOuterStack() {
        let (root, reports) = makeQuietRoot()
        let a = makeLabel("a", 40, 20)
        let b = makeLabel("b", 40, 20)
        let inner = StackView(arrangedSubviews: [a, b])
        inner.identifier = "inner"
        let c = makeLabel("c", 40, 20)
        let outer = StackView(arrangedSubviews: [inner, c])
        outer.spacing = 10
        placeStack(outer, in: root, x: 0, y: 0)
        root.layoutIfNeeded()
        expectFrame(c, in: root, 90, 0, 40, 20)
        b.isHidden = true
        root.layoutIfNeeded()
        expectFrame(inner, in: root, 0, 0, 40, 20)
        expectFrame(c, in: root, 50, 0, 40, 20)
        a.size = CGSize(width: 70, height: 20)
        root.layoutIfNeeded()
        expectFrame(c, in: root, 80, 0, 40, 20)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func hidingANestedStackWithSpacingConflictsAsInUIKit() {
        // UIKit reports this conflict (a known problem: 'UISV-hiding' height 0 against the inner
        // stack's required spacing); the report names the stack constraints by UIKit's ids.
        let (root, reports) = makeQuietRoot()
        let inner = StackView(arrangedSubviews: [makeLabel("top", 40, 20), makeLabel("bottom", 40, 20)])
        inner.identifier = "inner"
        inner.axis = .vertical
        inner.spacing = 8
        let outer = StackView(arrangedSubviews: [inner, makeLabel("other", 40, 20)])
        outer.axis = .vertical
        placeStack(outer, in: root, x: 0, y: 0)
        root.layoutIfNeeded()
        #expect(reports.conflicts.isEmpty)
        inner.isHidden = true
        root.layoutIfNeeded()
        #expect(reports.conflicts.count == 1)
        let ids = Set(reports.conflicts.first?.conflictingConstraints.compactMap(\.identifier) ?? [])
        #expect(ids.contains("UISV-hiding"))
        #expect(ids.contains("UISV-spacing"))
        #expect(ids.contains("UISV-canvas-connection"))
    }

    final class FormController: ViewController {
        let stack = StackView()
        let name = makeLabel("name", 80, 20)
        let field = makeLabel("field", 120, 30)
        override func viewDidLoad() {
            stack.identifier = "form"
            stack.axis = .vertical
            stack.spacing = 12
            stack.addArrangedSubview(name)
            stack.addArrangedSubview(field)
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            let margins = view.layoutMarginsGuide
            LayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                stack.topAnchor.constraint(equalTo: margins.topAnchor),
            ])
        }
    }

    @Test func stackInAViewControllersView() {
        let (window, reports) = makeQuietRoot(width: 320, height: 480)
        let controller = FormController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        // The root view's margins: 16 leading and trailing (the system minimum), 8 top.
        expectFrame(controller.stack, in: window, 16, 8, 288, 62)
        expectFrame(controller.name, in: window, 16, 8, 288, 20)
        expectFrame(controller.field, in: window, 16, 40, 288, 30)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func stackAsAViewControllersRootView() {
        final class StackController: ViewController {
            override func loadView() {
                let stack = StackView(arrangedSubviews: [makeLabel("a", 10, 10), makeLabel("b", 10, 10)])
                stack.distribution = .fillEqually
                view = stack
            }
        }
        let (window, reports) = makeQuietRoot(width: 320, height: 480)
        let controller = StackController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        let arranged = (controller.view as? StackView)?.arrangedSubviews ?? []
        #expect(arranged.count == 2)
        if arranged.count == 2 {
            expectFrame(arranged[0], in: window, 0, 0, 160, 480)
            expectFrame(arranged[1], in: window, 160, 0, 160, 480)
        }
        #expect(reports.conflicts.isEmpty)
    }

    @Test func fittingSizeOfAStack() {
        let stack = StackView(arrangedSubviews: [makeLabel("a", 40, 20), makeLabel("b", 60, 30)])
        stack.spacing = 10
        stack.alignment = .center
        let size = stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(size == CGSize(width: 110, height: 30))
    }
}
