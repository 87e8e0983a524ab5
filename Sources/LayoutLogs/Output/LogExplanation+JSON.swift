import LayoutFormats

extension LogExplanation {
    /// The explanation as data: the JSON that `autolayout explain --format json` prints, with
    /// keys in a fixed order (the schema is in docs/explain-json.md).
    public var json: String {
        Self.jsonHead(file: file, errors: errors) + reports.map(\.json).joined(separator: Self.jsonReportSeparator)
            + Self.jsonTail
    }

    /// The start of ``json`` up to its first report: what `autolayout explain --format json`
    /// writes before it explains the reports one at a time, each report's ``ReportExplanation/json``
    /// followed by ``jsonReportSeparator`` but the last, then ``jsonTail``.
    public static func jsonHead(file: String, errors: [FormatError]) -> String {
        let errorValues = errors.map { error in
            _JSONText.object([
                ("line", String(error.location.line)), ("column", String(error.location.column)),
                ("message", _JSONText.string(error.message)),
            ])
        }
        return "{" + _JSONText.string("file") + ": " + _JSONText.string(file) + ", " + _JSONText.string("errors") + ": "
            + _JSONText.array(errorValues) + ", " + _JSONText.string("reports") + ": ["
    }

    /// What ``json`` writes between two reports.
    public static let jsonReportSeparator = ", "

    /// The end of ``json`` after its last report, with the final line break.
    public static let jsonTail = "]}\n"
}

extension ReportExplanation {
    /// One report of ``LogExplanation/json``.
    public var json: String {
        let itemValues = items.map { item in
            let kind: String =
                switch item.item.kind {
                case .view: "view"
                case .layoutGuide: "layoutGuide"
                case .unnamedSuperview: "unnamedSuperview"
                case .marginsGuide: "impliedMarginsGuide"
                }
            return _JSONText.object([
                ("id", _JSONText.string(item.id)),
                ("name", _JSONText.string(item.name)),
                ("kind", _JSONText.string(kind)),
                ("class", _JSONText.optionalString(item.item.printedClassName)),
                ("label", _JSONText.optionalString(item.item.label)),
                ("superview", _JSONText.optionalString(item.superviewID)),
                ("superviewAssumed", item.superviewAssumedFrom == nil ? "false" : "true"),
                (
                    "frame",
                    _JSONText.object([
                        ("x", _JSONText.number(item.frame.x)), ("y", _JSONText.number(item.frame.y)),
                        ("width", _JSONText.number(item.frame.width)), ("height", _JSONText.number(item.frame.height)),
                    ])
                ),
            ])
        }
        let constraintValues = constraints.map { constraint in
            var pairs: [(String, String)] = [
                ("id", _JSONText.string(constraint.id)),
                ("number", String(constraint.number)),
            ]
            if let printed = constraint.printed {
                pairs += [
                    ("implied", "null"),
                    ("class", _JSONText.string(printed.className)),
                    ("identifier", _JSONText.optionalString(printed.identifier)),
                    ("creationSite", _JSONText.optionalString(printed.creationSite)),
                    ("autoresizingMask", _JSONText.optionalString(printed.autoresizingMask)),
                    ("line", String(printed.location.line)),
                    ("text", _JSONText.string(printed.text)),
                    ("priority", _JSONText.number(printed.priority)),
                    ("contentHugging", printed.contentHuggingPriority.map(_JSONText.number) ?? "null"),
                    ("compressionResistance", printed.compressionResistancePriority.map(_JSONText.number) ?? "null"),
                    ("systemSpacing", printed.systemSpacing.map(_JSONText.number) ?? "null"),
                ]
            } else {
                let implication = constraint.implication == .defaultMargin ? "defaultMargin" : "nonNegativeSize"
                pairs += [
                    ("implied", _JSONText.string(implication)),
                    ("class", "null"), ("identifier", "null"), ("creationSite", "null"), ("autoresizingMask", "null"),
                    ("line", "null"),
                    ("text", "null"), ("priority", "1000"), ("contentHugging", "null"),
                    ("compressionResistance", "null"), ("systemSpacing", "null"),
                ]
            }
            pairs.append(("words", _JSONText.string(constraint.words)))
            pairs.append(("origin", _JSONText.optionalString(constraint.origin)))
            return _JSONText.object(pairs)
        }
        let conflictValues = conflicts.map { conflict in
            _JSONText.object([
                ("constraints", _JSONText.array(conflict.memberIDs.map(_JSONText.string))),
                ("arithmetic", _JSONText.string(conflict.arithmetic)),
            ])
        }
        let brokenValue =
            broken.map { broken in
                _JSONText.object([
                    ("id", _JSONText.string(broken.id)),
                    ("listed", broken.number == nil ? "false" : "true"),
                    ("resolvesConflict", broken.resolvesConflict ? "true" : "false"),
                ])
            } ?? "null"
        return _JSONText.object([
            ("number", String(number)),
            ("line", String(report.location.line)),
            ("appKit", report.isAppKit ? "true" : "false"),
            ("satisfiable", isSatisfiable ? "true" : "false"),
            ("views", _JSONText.array(itemValues)),
            ("constraints", _JSONText.array(constraintValues)),
            ("conflicts", _JSONText.array(conflictValues)),
            ("smallestConflict", conflicts.first.map { _JSONText.array($0.memberIDs.map(_JSONText.string)) } ?? "null"),
            ("complete", isComplete ? "true" : "false"),
            ("broken", brokenValue),
            ("notes", _JSONText.array(notes.map(_JSONText.string))),
        ])
    }
}
