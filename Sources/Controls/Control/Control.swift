import AutoLayout
import Foundation

/// A view that sends actions when the user acts on it, as UIKit's `UIControl`: buttons,
/// switches, sliders and text fields. There are no touches here: ``sendActions(for:)`` sends
/// the actions of an event (a test's tap), as UIKit's method does.
///
/// Actions are closures (``Action``, as `UIAction`), or a target and a method of it
/// (``addTarget(_:action:for:)``): Objective-C selectors (`#selector`) need the Objective-C
/// runtime, which Linux lacks (docs/porting-from-uikit.md).
open class Control: View {
    /// The events a control sends actions for, as `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// An event set from its bits (UIKit's values).
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch lifted inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The value changed (a switch, a slider).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// A semantic action: a button's tap (`primaryActionTriggered`).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text field changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The actions by the events they answer, in the order they were added.
    var actions: [(events: Event, action: Action)] = []

    /// Adds an action for events, as `UIControl.addAction(_:for:)`.
    public func addAction(_ action: Action, for events: Event) {
        actions.append((events, action))
    }

    /// Removes an action from events (from all of them with `.allEvents`).
    public func removeAction(_ action: Action, for events: Event) {
        for index in actions.indices where actions[index].action === action {
            actions[index].events.subtract(events)
        }
        actions.removeAll { $0.events.isEmpty }
    }

    /// Adds a method of a target for events: the closest shape to UIKit's
    /// `addTarget(_:action:for:)` without selectors. Write `addTarget(self, action:
    /// ViewController.buttonTapped, for: .touchUpInside)` where UIKit has `action:
    /// #selector(buttonTapped)`. The target is held weakly, as in UIKit.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> () -> Void, for events: Event
    ) {
        addAction(Action { [weak target] _ in if let target { action(target)() } }, for: events)
    }

    /// Adds a method of a target that takes the sender (`@objc func tapped(_ sender: UIButton)`
    /// in UIKit): see the form without the sender.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> (Control) -> Void, for events: Event
    ) {
        addAction(Action { [weak target] action2 in
            if let target, let sender = action2.sender { action(target)(sender) }
        }, for: events)
    }

    /// Whether the control sends actions now: it takes user interaction (and a button is
    /// enabled).
    open var sendsActions: Bool { isUserInteractionEnabled }

    /// Sends the actions of the events, in the order they were added, as
    /// `UIControl.sendActions(for:)`; a control that does not take user interaction sends none.
    ///
    /// - Complexity: O(actions).
    public func sendActions(for events: Event) {
        guard sendsActions else { return }
        for (answered, action) in actions where !answered.isDisjoint(with: events) {
            action.sender = self
            action.handler(action)
            action.sender = nil
        }
    }
}
