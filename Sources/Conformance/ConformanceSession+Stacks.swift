import AutoLayout
import Foundation

// Stack views of a case: made with their properties, then given their arranged views in order
// (which parents them to the stack, as the format says).

extension ConformanceSession {
    /// A stack view with the properties of its spec (its arranged views come later).
    func makeStack(_ spec: ConformanceCase.StackSpec) throws -> StackView {
        let stack = StackView()
        stack.identifier = spec.name
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = spec.axis == "vertical" ? .vertical : .horizontal
        guard let distribution = StackView.Distribution.allCases.first(where: { $0.description == spec.distribution })
        else { throw Failure(message: "stack \(spec.name): unknown distribution \(spec.distribution)") }
        stack.distribution = distribution
        stack.alignment =
            switch spec.alignment {
            case "top": .top
            case "bottom": .bottom
            default: StackView.Alignment.allCases.first { $0.description == spec.alignment } ?? .fill
            }
        stack.spacing = spec.spacing
        stack.isLayoutMarginsRelativeArrangement = spec.layoutMarginsRelativeArrangement
        if let margins = spec.layoutMargins {
            stack.directionalLayoutMargins = DirectionalEdgeInsets(
                top: margins.top, leading: margins.leading, bottom: margins.bottom, trailing: margins.trailing)
        }
        return stack
    }

    /// Adds the stack's arranged views in order, then its custom spacings.
    func arrange(_ spec: ConformanceCase.StackSpec) throws {
        guard let stack = views[spec.name] as? StackView else { throw Failure(message: "unknown stack \(spec.name)") }
        for name in spec.arranged.map(\.text) {
            guard let view = views[name] else {
                throw Failure(message: "stack \(spec.name) arranges an unknown view \(name)")
            }
            stack.addArrangedSubview(view)
        }
        for (name, spacing) in spec.customSpacingAfter {
            guard let view = views[name.text] else {
                throw Failure(message: "stack \(spec.name) sets a spacing after an unknown view \(name.text)")
            }
            stack.setCustomSpacing(spacing, after: view)
        }
    }
}
