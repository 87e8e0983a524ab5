import Foundation

extension Font {
    /// The weight of a font, on `UIFont.Weight`'s scale: 0 is regular, negative is lighter,
    /// positive is heavier.
    ///
    /// The nine named weights have UIKit's raw values. Any value in between is allowed; it is
    /// matched to the nearest face the font family has (see ``FontRegistry``).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The weight on UIKit's scale, -1 … 1.
        public var rawValue: CGFloat

        /// Makes a weight from a raw value on UIKit's scale; values outside -1 … 1 are clamped,
        /// and a value that is not a number is regular.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue.isNaN ? 0 : min(max(rawValue, -1), 1)
        }

        /// Makes a weight from a raw value on UIKit's scale (see ``init(rawValue:)``).
        public init(_ rawValue: CGFloat) { self.init(rawValue: rawValue) }

        /// The thinnest weight (UIKit -0.8).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// UIKit -0.6.
        public static let thin = Weight(rawValue: -0.6)
        /// UIKit -0.4.
        public static let light = Weight(rawValue: -0.4)
        /// The default weight (UIKit 0).
        public static let regular = Weight(rawValue: 0)
        /// UIKit 0.23.
        public static let medium = Weight(rawValue: 0.23)
        /// UIKit 0.3: the weight of the headline text style.
        public static let semibold = Weight(rawValue: 0.3)
        /// UIKit 0.4: the weight of ``Font/boldSystemFont(ofSize:)``.
        public static let bold = Weight(rawValue: 0.4)
        /// UIKit 0.56.
        public static let heavy = Weight(rawValue: 0.56)
        /// The heaviest weight (UIKit 0.62).
        public static let black = Weight(rawValue: 0.62)

        /// The nine named weights, lightest first.
        public static let allNamed: [Weight] = [
            .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
        ]

        /// Lighter weights order first.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The name of the weight (`regular`, `bold`, …), or its raw value when it has no name.
        public var description: String {
            let names = [
                "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
            ]
            if let index = Self.allNamed.firstIndex(of: self) { return names[index] }
            return "\(rawValue)"
        }

        // MARK: fontconfig's scale

        /// UIKit's named weights beside fontconfig's (FC_WEIGHT_*), lightest first. UIKit's
        /// ultraLight is the thinnest weight, so it pairs with FC_WEIGHT_THIN, and UIKit's thin
        /// with fontconfig's EXTRALIGHT; heavy is EXTRABOLD and black is BLACK, as in CSS.
        static let fontconfigScale: [(uikit: CGFloat, fontconfig: Double)] = [
            (-0.8, 0), (-0.6, 40), (-0.4, 50), (0, 80), (0.23, 100), (0.3, 180), (0.4, 200),
            (0.56, 205), (0.62, 210),
        ]

        /// This weight on fontconfig's scale (0 thin … 210 black), interpolated linearly between
        /// the named weights.
        var fontconfigWeight: Double {
            let scale = Self.fontconfigScale
            let value = rawValue
            guard let first = scale.first, let last = scale.last else { return 80 }
            if value <= first.uikit { return first.fontconfig }
            if value >= last.uikit { return last.fontconfig }
            for (low, high) in zip(scale, scale.dropFirst()) where value <= high.uikit {
                let fraction = Double((value - low.uikit) / (high.uikit - low.uikit))
                return low.fontconfig + fraction * (high.fontconfig - low.fontconfig)
            }
            return last.fontconfig
        }

        /// The named weight nearest to a weight on fontconfig's scale (for fonts chosen by
        /// name, whose weight comes from the file).
        init(fontconfigWeight: Double) {
            var best = Self.fontconfigScale[3]
            for entry in Self.fontconfigScale
            where abs(entry.fontconfig - fontconfigWeight) < abs(best.fontconfig - fontconfigWeight) {
                best = entry
            }
            self.init(rawValue: best.uikit)
        }
    }
}
