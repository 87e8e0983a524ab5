import Foundation
import Graphics

/// An image as layout sees it, as UIKit's `UIImage`: a size in points. Images are read from
/// PNG and JPEG files by their headers only (the IHDR chunk, the JPEG frame header); no pixel
/// is decoded.
///
/// ```swift
/// let logo = try Image(contentsOfFile: "Assets/logo@2x.png")   // 120 × 80 pixels
/// logo.size                                                     // 60 × 40 points: scale 2
/// ```
///
/// A missing, unreadable or corrupt file is an ``ImageError`` that names it, never a crash.
///
/// An image read from a file or from data remembers where its bytes are (``reference``), so that
/// an ``ImageView`` can draw it; an image made from a size has nothing to draw.
/// The orientation stored in a JPEG's EXIF data is not read: a photo whose EXIF says it is
/// rotated a quarter turn keeps the width and height of its frame header.
public struct Image: Hashable, Sendable, CustomStringConvertible {
    /// The file formats images are read from.
    public enum Format: String, Hashable, Sendable {
        /// Portable Network Graphics.
        case png
        /// JPEG (JFIF or EXIF).
        case jpeg
    }

    /// The size in points: pixels divided by ``scale``.
    public let size: CGSize
    /// Pixels per point (1 unless given, or `@2x` / `@3x` in the file name).
    public let scale: CGFloat
    /// The format the image was read from; nil for an image made from a size.
    public let format: Format?
    /// Where the image's bytes are: the file it was read from, or the data it was made from;
    /// nil for an image made from a size.
    public let source: ImageReference.Source?

    /// Makes an image of a size in points, without a file (a placeholder, or a size known
    /// otherwise). A negative or non-finite dimension is taken as 0; a scale that is not a
    /// positive finite number as 1.
    public init(size: CGSize, scale: CGFloat = 1) {
        self.size = CGSize(width: Self.sanitized(size.width), height: Self.sanitized(size.height))
        self.scale = Self.validScale(scale)
        format = nil
        source = nil
    }

    /// Reads an image's size from a PNG or JPEG file, as `UIImage(contentsOfFile:)`.
    ///
    /// - Parameters:
    ///   - path: the file's path.
    ///   - scale: pixels per point; nil (the default) takes it from the name as UIKit does:
    ///     `@2x` or `@3x` just before the extension, else 1.
    /// - Throws: ``ImageError`` naming the file: ``ImageError/Code/fileNotFound``,
    ///   ``ImageError/Code/unreadable``, ``ImageError/Code/unsupportedFormat`` or
    ///   ``ImageError/Code/corrupt``.
    /// - Complexity: reads the PNG's first 24 bytes, or the JPEG's segment headers up to the frame
    ///   header.
    public init(contentsOfFile path: String, scale: CGFloat? = nil) throws(ImageError) {
        let handle = try Self.open(path)
        defer { try? handle.close() }
        let reader = _ImageHeaderReader(path: path) { (offset, count) throws(ImageError) -> [UInt8] in
            do {
                try handle.seek(toOffset: offset)
                return Array(try handle.read(upToCount: count) ?? Data())
            } catch {
                throw ImageError(code: .unreadable, path: path, detail: "reading failed (\(error))")
            }
        }
        try self.init(reader, scale: scale ?? Self.scale(fromFileName: path), source: .file(path))
    }

    /// Reads an image's size from PNG or JPEG data in memory.
    ///
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - name: what errors call the data (`<data>` unless given).
    ///   - scale: pixels per point (1 unless given).
    /// - Throws: ``ImageError/Code/unsupportedFormat`` or ``ImageError/Code/corrupt``.
    public init(data: Data, name: String = "<data>", scale: CGFloat = 1) throws(ImageError) {
        let bytes = [UInt8](data)
        let reader = _ImageHeaderReader(path: name) { (offset, count) throws(ImageError) -> [UInt8] in
            guard offset < UInt64(bytes.count) else { return [] }
            let start = Int(offset)
            return Array(bytes[start..<min(bytes.count, start + count)])
        }
        try self.init(reader, scale: scale, source: .data(data))
    }

    private init(_ reader: _ImageHeaderReader, scale: CGFloat, source: ImageReference.Source) throws(ImageError) {
        let header = try reader.pixelSize()
        self.scale = Self.validScale(scale)
        size = CGSize(width: CGFloat(header.width) / self.scale, height: CGFloat(header.height) / self.scale)
        format = header.format
        self.source = source
    }

    /// The image as a renderer draws it: its bytes' place and its pixel size; nil for an image
    /// made from a size.
    public var reference: ImageReference? {
        source.map { ImageReference(source: $0, pixelSize: pixelSize) }
    }

    /// The size in pixels.
    public var pixelSize: CGSize {
        CGSize(width: size.width * scale, height: size.height * scale)
    }

    /// The size and scale, e.g. `Image(60 × 40 pt @2x, png)`.
    public var description: String {
        "Image(\(size.width) × \(size.height) pt @\(scale)x\(format.map { ", \($0.rawValue)" } ?? ""))"
    }

    // MARK: Helpers

    private static func sanitized(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(0, value) : 0
    }

    private static func validScale(_ scale: CGFloat) -> CGFloat {
        scale.isFinite && scale > 0 ? scale : 1
    }

    /// 2 or 3 for a name ending in `@2x` or `@3x` before its extension, else 1.
    static func scale(fromFileName path: String) -> CGFloat {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        if name.hasSuffix("@3x") { return 3 }
        if name.hasSuffix("@2x") { return 2 }
        return 1
    }

    /// Opens a file for reading, or says why it cannot be.
    private static func open(_ path: String) throws(ImageError) -> FileHandle {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ImageError(code: .fileNotFound, path: path, detail: "the file does not exist")
        }
        guard !isDirectory.boolValue else {
            throw ImageError(code: .unreadable, path: path, detail: "it is a directory")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ImageError(code: .unreadable, path: path, detail: "the file cannot be opened for reading")
        }
        return handle
    }
}
