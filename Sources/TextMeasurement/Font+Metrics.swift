import Foundation

extension Font {
    /// The font's vertical metrics, read from the font file with FreeType and scaled linearly
    /// from font units to ``pointSize`` (unhinted, unrounded, like Core Text's).
    ///
    /// Ascender, descender and leading come from the `hhea` table (FreeType's `ascender`,
    /// `descender` and `height - ascender + descender`), which is what Core Text uses. Cap and x
    /// height come from the `OS/2` table when it is version 2 or later, otherwise from the tops
    /// of the glyphs `H` and `x` (DejaVu's `OS/2` table is version 1). For DejaVu Sans (2048
    /// units per em): ascender 1901, descender -483, line gap 0, cap height 1493, x-height 1120.
    public var metrics: FontMetrics {
        let scale = pointSize / CGFloat(face.unitsPerEm)
        return FontMetrics(
            pointSize: pointSize,
            ascender: CGFloat(face.ascender) * scale,
            descender: CGFloat(face.descender) * scale,
            leading: CGFloat(face.lineGap) * scale,
            capHeight: CGFloat(face.capHeight) * scale,
            xHeight: CGFloat(face.xHeight) * scale)
    }

    /// The distance from the baseline to the top of the line, as `UIFont.ascender`.
    public var ascender: CGFloat { metrics.ascender }

    /// The distance from the baseline to the lowest descent, negative, as `UIFont.descender`.
    public var descender: CGFloat { metrics.descender }

    /// The distance between consecutive baselines, `ascender - descender + leading`, as
    /// `UIFont.lineHeight`.
    public var lineHeight: CGFloat { metrics.lineHeight }

    /// The extra space between lines (the font's line gap), as `UIFont.leading`.
    public var leading: CGFloat { metrics.leading }

    /// The height of capital letters, as `UIFont.capHeight`.
    public var capHeight: CGFloat { metrics.capHeight }

    /// The height of lowercase `x`, as `UIFont.xHeight`.
    public var xHeight: CGFloat { metrics.xHeight }

    /// The number of font units per em of the face (2048 for DejaVu Sans): the divisor that
    /// turns the file's units into points at ``pointSize``.
    public var unitsPerEm: Int { face.unitsPerEm }
}
