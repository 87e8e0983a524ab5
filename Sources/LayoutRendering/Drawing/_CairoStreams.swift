import Foundation

/// Bytes Cairo writes (a PNG or PDF) through a `cairo_write_func_t`.
final class _ByteSink {
    var data = Data()

    /// The write function; `closure` is an unretained `_ByteSink`.
    static let write: _CairoLibrary.WriteFunction = { closure, bytes, length in
        guard let closure else { return 11 }  // CAIRO_STATUS_WRITE_ERROR
        let sink = Unmanaged<_ByteSink>.fromOpaque(closure).takeUnretainedValue()
        if let bytes, length > 0 { sink.data.append(bytes, count: Int(length)) }
        return 0
    }
}

/// Bytes Cairo reads (a PNG) through a `cairo_read_func_t`.
final class _ByteSource {
    private let bytes: Data
    private var offset = 0

    init(_ bytes: Data) {
        self.bytes = bytes
    }

    /// The read function; `closure` is an unretained `_ByteSource`. Asking for more than is left
    /// is a read error, as Cairo expects.
    static let read: _CairoLibrary.ReadFunction = { closure, buffer, length in
        guard let closure, let buffer else { return 10 }  // CAIRO_STATUS_READ_ERROR
        let source = Unmanaged<_ByteSource>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard source.bytes.count - source.offset >= count else { return 10 }
        let start = source.bytes.startIndex + source.offset
        source.bytes.copyBytes(to: buffer, from: start..<start + count)
        source.offset += count
        return 0
    }
}
