import LayoutFormats

/// Reads JSON into the document tree through LayoutFormats' byte-level JSON reader, which keeps
/// every value's and key's place.
enum _JSONDocumentReader {
    /// The document tree of a JSON text.
    ///
    /// - Throws: the JSON reader's ``FormatError`` for text that is not JSON.
    static func read(_ text: String, file: String) throws(FormatError) -> _DocumentValue {
        convert(try JSONValue.parse(text, file: file))
    }

    static func convert(_ value: JSONValue) -> _DocumentValue {
        switch value.content {
        case .null: return _DocumentValue(.null, at: value.location)
        case .bool(let flag): return _DocumentValue(.bool(flag), at: value.location)
        case .number(let number): return _DocumentValue(.number(number), at: value.location)
        case .string(let string):
            return _DocumentValue(
                .scalar(string, quoted: true), at: value.location,
                characterLocation: { offset in value.location(ofScalarAt: offset) })
        case .array(let elements):
            return _DocumentValue(.sequence(elements.map(convert)), at: value.location)
        case .object(let members):
            return _DocumentValue(
                .mapping(
                    members.map {
                        _DocumentValue.Member(key: $0.key, keyLocation: $0.keyLocation, value: convert($0.value))
                    }), at: value.location)
        }
    }
}
