import AutoLayout
import Foundation
import LayoutFormats

extension DocumentLayout {
    /// A constraint or a value the engine refused: a constraint it cannot make or activate (a
    /// leading related to a left, items without a common ancestor, a number it cannot use), or a
    /// value given to a view's property that the engine cannot use.
    public struct Refusal {
        /// Why.
        public var error: LayoutError
        /// The constraint refused; nil for a value, or a statement whose constraint could not be made.
        public var constraint: LayoutConstraint?
        /// The document's entry that wrote the constraint; nil for a constraint or value the
        /// document did not write.
        public var entry: ConstraintEntry?
        /// The refusal as one of ``DocumentLayout/problems``: at the entry (or the document's
        /// start), its text — a statement's as written, a visual format's or the system's
        /// constraint as the engine writes it — and the error.
        public var problem: FormatError
    }

    /// Records a refusal, once: the engine may refuse the same entry again when the traits
    /// change and what was refused is activated anew.
    func refuse(_ error: LayoutError, constraint: LayoutConstraint?, entry: ConstraintEntry?) {
        let text: String? =
            if let entry, case .statement = entry.content { entry.text } else { constraint?.relationDescription ?? entry?.text }
        let problem = FormatError(
            location: entry?.location ?? document.root.location, message: text.map { "\($0): \(error)" } ?? "\(error)")
        guard !problems.contains(problem) else { return }
        problems.append(problem)
        refusals.append(Refusal(error: error, constraint: constraint, entry: entry, problem: problem))
    }

    /// Sends the reports of the engines of the document's trees to this layout: conflicts to
    /// ``conflicts``, refusals to ``refusals``. Done before constraints are activated, so that
    /// none is missed; the handlers hold the layout weakly.
    func observeEngines() {
        let roots: [View] = document.isFreeStanding ? topLevelViews : [window]
        for root in roots {
            let engine = root.layoutEngine
            guard observedEngines.insert(ObjectIdentifier(engine)).inserted else { continue }
            engine.unsatisfiableConstraintsHandler = { [weak self] conflict in self?.conflicts.append(conflict) }
            engine.invalidConstraintHandler = { [weak self] error, constraint in
                guard let self else { return }
                refuse(error, constraint: constraint, entry: constraint.flatMap { self.entry(of: $0) })
            }
        }
    }
}
