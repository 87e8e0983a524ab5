import Foundation
import Graphics

/// What the renderers need to know about an image's bytes.
enum _ImageBytes {
    /// The formats renderers draw, told by the bytes' signature.
    enum Format {
        case png
        case jpeg

        /// The format of a file's bytes; nil when they are neither PNG nor JPEG.
        init?(_ bytes: Data) {
            if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
                self = .png
            } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
                self = .jpeg
            } else {
                return nil
            }
        }

        /// The MIME type of a `data:` URI.
        var mimeType: String {
            switch self {
            case .png: "image/png"
            case .jpeg: "image/jpeg"
            }
        }
    }

    /// The size an image is defined at (before it is scaled into its rectangle): its pixel size,
    /// or 1 on a dimension that is not a positive finite number.
    static func definedSize(_ pixelSize: CGSize) -> CGSize {
        func valid(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 1 }
        return CGSize(width: valid(pixelSize.width), height: valid(pixelSize.height))
    }
}

/// What is drawn for an image that cannot be: its rectangle in `systemGray5`, crossed corner to
/// corner by 1-point `systemGray` lines, so that a missing picture is seen rather than silently
/// left out.
enum _ImagePlaceholder {
    static func commands(in rect: CGRect) -> [DrawingCommand] {
        var cross = Path(lineFrom: CGPoint(x: rect.minX, y: rect.minY), to: CGPoint(x: rect.maxX, y: rect.maxY))
        cross.addPath(Path(lineFrom: CGPoint(x: rect.maxX, y: rect.minY), to: CGPoint(x: rect.minX, y: rect.maxY)))
        return [
            .fill(Path(rect: rect), .systemGray5),
            .stroke(cross, .systemGray, lineWidth: 1, dash: nil),
        ]
    }
}
