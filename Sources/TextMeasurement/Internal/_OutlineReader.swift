import CFreeType
import Foundation
import Graphics

/// Reads a glyph's outline with FreeType's `FT_Outline_Decompose` into a ``Path``, in font units
/// with y growing downward (the file's y grows upward). TrueType's quadratic segments stay
/// quadratic (`conic_to`), CFF's cubic ones cubic.
final class _OutlineReader {
    private var path = Path()
    private var isOpen = false

    /// The outline of `glyph`, loaded unscaled and unhinted; nil when the glyph has no outline or
    /// an empty one. The caller holds the face's lock.
    static func read(_ glyph: UInt32, of face: FT_Face) -> Path? {
        guard FT_Load_Glyph(face, FT_UInt(glyph), cfreetype_load_no_scale()) == 0, let slot = face.pointee.glyph,
            slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE, slot.pointee.outline.n_points > 0
        else { return nil }
        let reader = _OutlineReader()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                _OutlineReader.from(user).moveTo(to)
                return 0
            },
            line_to: { to, user in
                _OutlineReader.from(user).lineTo(to)
                return 0
            },
            conic_to: { control, to, user in
                _OutlineReader.from(user).conicTo(control, to)
                return 0
            },
            cubic_to: { control1, control2, to, user in
                _OutlineReader.from(user).cubicTo(control1, control2, to)
                return 0
            },
            shift: 0, delta: 0)
        let status = withUnsafeMutablePointer(to: &slot.pointee.outline) { outline in
            FT_Outline_Decompose(outline, &funcs, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard status == 0 else { return nil }
        if reader.isOpen { reader.path.closeSubpath() }
        return reader.path.isEmpty ? nil : reader.path
    }

    private static func from(_ user: UnsafeMutableRawPointer?) -> _OutlineReader {
        Unmanaged<_OutlineReader>.fromOpaque(user!).takeUnretainedValue()
    }

    private static func point(_ vector: UnsafePointer<FT_Vector>?) -> CGPoint {
        guard let vector else { return .zero }
        return CGPoint(x: CGFloat(vector.pointee.x), y: -CGFloat(vector.pointee.y))
    }

    private func moveTo(_ to: UnsafePointer<FT_Vector>?) {
        // FreeType starts every contour with a move and never closes one: each is closed here.
        if isOpen { path.closeSubpath() }
        path.move(to: Self.point(to))
        isOpen = true
    }

    private func lineTo(_ to: UnsafePointer<FT_Vector>?) {
        path.addLine(to: Self.point(to))
    }

    private func conicTo(_ control: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) {
        path.addQuadCurve(to: Self.point(to), control: Self.point(control))
    }

    private func cubicTo(
        _ control1: UnsafePointer<FT_Vector>?, _ control2: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?
    ) {
        path.addCurve(to: Self.point(to), control1: Self.point(control1), control2: Self.point(control2))
    }
}
