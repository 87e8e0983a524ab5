import Foundation
import TextMeasurement

/// A ``TextMeasuring`` value that can be compared, so that it can be a trait: two are equal when
/// they measure through the same layout cache (copies of one ``FreeTypeTextMeasurer`` or
/// ``FixedAdvanceTextMeasurer``), or, for other measurers, when they were wrapped once and copied.
///
/// Equality is what tells a control that its window's measurer changed and its text must be
/// measured again.
public struct AnyTextMeasurer: Hashable, Sendable {
    /// The measurer.
    public let base: any TextMeasuring
    /// Who the measurer is: its cache, or a token made for it.
    private let identity: ObjectIdentifier
    /// Keeps the token (and so the identity) alive for measurers without a cache of their own.
    private let token: _MeasurerToken?

    /// Wraps a measurer.
    public init(_ base: any TextMeasuring) {
        if let wrapped = base as? AnyTextMeasurer {
            self = wrapped
            return
        }
        self.base = base
        if let freeType = base as? FreeTypeTextMeasurer {
            identity = ObjectIdentifier(freeType.cache)
            token = nil
        } else if let fixed = base as? FixedAdvanceTextMeasurer {
            identity = ObjectIdentifier(fixed.cache)
            token = nil
        } else {
            let made = _MeasurerToken()
            identity = ObjectIdentifier(made)
            token = made
        }
    }

    /// Whether both measure through the same measurer.
    public static func == (lhs: AnyTextMeasurer, rhs: AnyTextMeasurer) -> Bool {
        lhs.identity == rhs.identity
    }

    /// Hashes the measurer's identity, consistently with ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
    }
}

extension AnyTextMeasurer: TextMeasuring {
    /// Lays text out with ``base``.
    public func layout(
        _ text: String, font: Font, maxWidth: CGFloat, lineBreakMode: LineBreakMode, numberOfLines: Int
    ) -> TextLayout {
        base.layout(text, font: font, maxWidth: maxWidth, lineBreakMode: lineBreakMode, numberOfLines: numberOfLines)
    }

    /// The vertical metrics of ``base``.
    public func metrics(for font: Font) -> FontMetrics {
        base.metrics(for: font)
    }

    /// Draws a line with ``base``.
    public func draw(
        _ line: TextLine, font: Font, at origin: CGPoint, color: Color, in context: any GraphicsContext
    ) {
        base.draw(line, font: font, at: origin, color: color, in: context)
    }
}

/// An object whose only use is its identity.
final class _MeasurerToken: Sendable {}
