import LayoutFormats

/// Reads one constraint entry, `<NSLayoutConstraint:0x… … (active, names: …)>`, from a line.
///
/// Grammar (what UIKit, AppKit, SnapKit and Masonry print):
///
/// ```
/// entry      := '<' class ':' key site? ' ' mask? identifier? body group* '>'
/// site       := '@' text '#' digits                      (SnapKit: where it was made)
/// mask       := 'h=' [-&]{3} ' v=' [-&]{3}               (autoresizing constraints)
/// identifier := "'" text "'"
/// body       := ('H' | 'V') ':' visual | statement
/// statement  := the one constraint grammar (LayoutFormats' ConstraintStatement, conformance
///               notation, the log's attributes), each item read by this layer (`term` below)
/// visual     := '|' gap view | view (size | gap ('|' | view))
/// view       := '[' item ('(' predicate ')')? ']'
/// gap        := '-' ('(' predicate ')' '-')?
/// predicate  := relation? (number | 'NSSpace(' number ')') ('@' number)?
/// term       := item '.' attribute
/// item       := class ':' (address | key) ("'" text "'")? | name
/// group      := '(' (word | 'names:' (name ':' (class ':')? address)*)* ')'
/// ```
struct _EntryParser {
    var cursor: _LineCursor
    private var names: [String: LogItem] = [:]

    init(cursor: _LineCursor) {
        self.cursor = cursor
    }

    /// An item as written in the body, before the `names:` block is known.
    private enum RawItem {
        case item(LogItem)
        case bar
        case name(String, at: Int)
    }

    private struct RawTerm {
        var item: RawItem
        var attribute: LogAttribute
    }

    private struct Predicate {
        var relation: LogRelation = .equal
        var constant: Double
        var priority: Double = 1000
    }

    // MARK: Entry

    mutating func parse() throws(FormatError) -> LogConstraint {
        let start = cursor.position
        try cursor.expect("<", "'<' and a constraint such as <NSLayoutConstraint:0x… …>")
        // Old SnapKit prints the constraint itself as a description: `<<App.LayoutConstraint:0x…> …>`.
        let isBracketed = cursor.peek() == "<"
        if isBracketed { cursor.advance() }
        let className = cursor.read(while: _LineCursor.isItemCharacter)
        guard !className.isEmpty else { throw cursor.error("a constraint class such as NSLayoutConstraint") }
        try cursor.expect(":", "':' and the constraint's address after '\(className)'")
        let address = readAddressOrKey()
        guard !address.isEmpty else { throw cursor.error("the constraint's address (0x…)") }
        if isBracketed { try cursor.expect(">", "'>' after the constraint's address") }
        var creationSite: String?
        if cursor.peek() == "@" {
            creationSite = try readCreationSite()
        }
        guard cursor.peek() == " " else { throw cursor.error("a space after the constraint's address") }
        cursor.skipSpaces()
        var mask: String?
        if cursor.starts(with: "h=") {
            mask = try readMask()
            cursor.skipSpaces()
        }
        var identifier: String?
        if cursor.peek() == "'" {
            identifier = try readIdentifier()
            cursor.skipSpaces()
        }
        let body = try readBody()
        try readGroups()
        guard cursor.peek() == ">" else { throw cursor.error("'>' at the end of the constraint") }
        cursor.advance()
        let text = String(cursor.characters[start..<cursor.position])
        let first = try resolve(body.first.item, nextTo: body.second?.item)
        var second: LogTerm?
        if let raw = body.second {
            second = LogTerm(item: try resolve(raw.item, nextTo: body.first.item), attribute: raw.attribute)
        }
        var superview: LogItem?
        if let bar = body.barNeighbour {
            superview = try resolve(.bar, nextTo: bar)
        } else if let named = names["|"] {
            superview = named
        } else if className == "NSAutoresizingMaskLayoutConstraint", let second {
            superview = second.item
        }
        var priority = printedPriority ?? body.priority
        if printedPriority == nil, body.priority >= 1000,
            contentHuggingPriority != nil || compressionResistancePriority != nil
        {
            // `height == 18 Hug:250 CompressionResistance:750` is required only as far as its
            // halves are.
            priority = max(contentHuggingPriority ?? 0, compressionResistancePriority ?? 0)
        }
        return LogConstraint(
            address: address, className: className, creationSite: creationSite, identifier: identifier,
            autoresizingMask: mask, first: LogTerm(item: first, attribute: body.first.attribute),
            relation: body.relation, second: second, multiplier: body.multiplier, constant: body.constant,
            priority: priority, contentHuggingPriority: contentHuggingPriority,
            compressionResistancePriority: compressionResistancePriority, systemSpacing: systemSpacing,
            isInactive: isInactive, revealedSuperview: superview, text: text, location: cursor.location(at: start))
    }

    private mutating func readAddressOrKey() -> String {
        if cursor.starts(with: "0x") {
            cursor.advance(2)
            return "0x" + cursor.read(while: \.isHexDigit)
        }
        return cursor.read(while: _LineCursor.isKeyCharacter)
    }

    /// SnapKit's `@File.swift#61` (the path may contain spaces): up to `#`, digits and a space.
    private mutating func readCreationSite() throws(FormatError) -> String {
        let start = cursor.position
        cursor.advance()
        var index = cursor.position
        while index < cursor.characters.count {
            if cursor.characters[index] == "#" {
                var end = index + 1
                while end < cursor.characters.count, cursor.characters[end].isNumber { end += 1 }
                if end > index + 1, end < cursor.characters.count, cursor.characters[end] == " " {
                    let site = String(cursor.characters[cursor.position..<end])
                    cursor.position = end
                    return site
                }
            }
            index += 1
        }
        throw cursor.error("where the constraint was made, as FILE#LINE followed by a space", at: start)
    }

    private mutating func readMask() throws(FormatError) -> String {
        let start = cursor.position
        func isMaskCharacter(_ character: Character) -> Bool { character == "-" || character == "&" }
        cursor.advance(2)
        let horizontal = cursor.read(while: isMaskCharacter)
        guard horizontal.count == 3, cursor.starts(with: " v=") else {
            throw cursor.error("an autoresizing mask such as h=--& v=--&", at: start)
        }
        cursor.advance(3)
        let vertical = cursor.read(while: isMaskCharacter)
        guard vertical.count == 3 else { throw cursor.error("an autoresizing mask such as h=--& v=--&", at: start) }
        return "h=\(horizontal) v=\(vertical)"
    }

    /// `'UIView-Encapsulated-Layout-Height'`: up to a quote followed by a space.
    private mutating func readIdentifier() throws(FormatError) -> String {
        let start = cursor.position
        var index = start + 1
        while index < cursor.characters.count {
            if cursor.characters[index] == "'", index + 1 < cursor.characters.count,
                cursor.characters[index + 1] == " "
            {
                let identifier = String(cursor.characters[(start + 1)..<index])
                cursor.position = index + 1
                return identifier
            }
            index += 1
        }
        throw cursor.error("the closing quote of the constraint's identifier", at: cursor.characters.count)
    }

    // MARK: Body

    private struct Body {
        var first: RawTerm
        var relation: LogRelation
        var second: RawTerm?
        var multiplier: Double = 1
        var constant: Double = 0
        var priority: Double = 1000
        /// The item next to `|` in a visual-format body.
        var barNeighbour: RawItem?
    }

    private var isInactive = false
    private var systemSpacing: Double?
    private var contentHuggingPriority: Double?
    private var compressionResistancePriority: Double?
    /// AppKit's `priority:500` after the equation, in place of `@500`.
    private var printedPriority: Double?

    private mutating func readBody() throws(FormatError) -> Body {
        if cursor.peek() == "H" || cursor.peek() == "V", cursor.peek(1) == ":",
            cursor.peek(2) == "|" || cursor.peek(2) == "["
        {
            return try readVisualFormat()
        }
        return try readStatement()
    }

    private mutating func readRelation() throws(FormatError) -> LogRelation? {
        for relation in [LogRelation.equal, .greaterThanOrEqual, .lessThanOrEqual]
        where cursor.starts(with: relation.rawValue) {
            cursor.advance(2)
            return relation
        }
        return nil
    }

    /// Whether a number starts here: a digit, a point, or a sign before one (`+ 70`, `-20`).
    private func startsNumber() -> Bool {
        guard let character = cursor.peek() else { return false }
        if character.isNumber || character == "." { return true }
        guard character == "+" || character == "-" else { return false }
        var offset = 1
        while cursor.peek(offset) == " " { offset += 1 }
        return cursor.peek(offset)?.isNumber ?? false
    }

    /// A number, possibly signed, with spaces allowed after the sign (`+ 70`).
    private mutating func readNumber() throws(FormatError) -> Double {
        let start = cursor.position
        var sign = 1.0
        if cursor.peek() == "+" || cursor.peek() == "-" {
            if cursor.peek() == "-" { sign = -1 }
            cursor.advance()
            cursor.skipSpaces()
        }
        var text = cursor.read(while: { $0.isNumber || $0 == "." })
        if cursor.peek() == "e" || cursor.peek() == "E",
            let next = cursor.peek(1), next.isNumber || next == "-" || next == "+"
        {
            cursor.advance()
            text += "e" + (cursor.peek() == "-" || cursor.peek() == "+" ? String(cursor.peek()!) : "")
            if cursor.peek() == "-" || cursor.peek() == "+" { cursor.advance() }
            text += cursor.read(while: \.isNumber)
        }
        guard let value = Double(text), value.isFinite else { throw cursor.error("a number", at: start) }
        return sign * value
    }

    /// The system spacing a log prints in place of a number, `NSSpace(8)` (visual format's
    /// standard space) or `NSLayoutAnchorConstraintSpace(8)` (an anchor's system spacing, as
    /// `constraint(equalToSystemSpacingBelow:multiplier:)` makes it): the points the device
    /// resolved it to. Nil, and nothing read, when neither starts here.
    private mutating func readSystemSpacing() throws(FormatError) -> Double? {
        for name in ["NSSpace", "NSLayoutAnchorConstraintSpace"] where cursor.starts(with: name + "(") {
            cursor.advance(name.count + 1)
            cursor.skipSpaces()
            guard startsNumber() else { throw cursor.error("a number of points in \(name)(…)") }
            let value = try readNumber()
            cursor.skipSpaces()
            try cursor.expect(")", "')' after \(name)'s value")
            return value
        }
        return nil
    }

    /// What follows an `NSContentSizeLayoutConstraint`'s equation, `Hug:250` and
    /// `CompressionResistance:750`, and AppKit's `priority:500`; false, and nothing read, when
    /// none starts here.
    private mutating func readContentPriority() throws(FormatError) -> Bool {
        for name in ["Hug:", "CompressionResistance:", "priority:"] where cursor.starts(with: name) {
            let start = cursor.position
            cursor.advance(name.count)
            guard startsNumber() else { throw cursor.error("a priority after '\(name)'") }
            let value = try readNumber()
            guard value >= 1, value <= 1000 else {
                throw cursor.error("a priority from 1 to 1000 after '\(name)'", at: start)
            }
            switch name {
            case "Hug:": contentHuggingPriority = value
            case "CompressionResistance:": compressionResistancePriority = value
            default: printedPriority = value
            }
            return true
        }
        return false
    }

    /// `<UIView:0x7f…>`, an item as its description prints it (old SnapKit's logs).
    private mutating func readBracketedItem() throws(FormatError) -> LogItem {
        cursor.advance()  // '<'
        let start = cursor.position
        let className = cursor.read(while: _LineCursor.isItemCharacter)
        guard !className.isEmpty, cursor.peek() == ":" else {
            throw cursor.error("a view such as <UIView:0x7f…> in the angle brackets", at: start)
        }
        let item = try readClassItem(className: className)
        try cursor.expect(">", "'>' after '\(item.written)'")
        return item
    }

    // MARK: Items and terms

    static let attributeExpectation =
        "an attribute such as top, leading, width, centerY, lastBaseline, leadingMargin or minX"

    /// The attributes a log may print, for the shared grammar.
    static let attributeNames = LogAttribute.allCases.map(\.rawValue)

    /// An equation body, `UILabel:0x7f…'Hi'.leading == UIView:0x7f….leading + 20 @750`, read by
    /// the one constraint grammar (``ConstraintStatement``, LayoutFormats) with UIKit's items
    /// as a layer on top: each item — `Class:address'label'`, `Class:key`, or a name from a
    /// `names:` block (`AddressToolbar.lockIcon`) — is written as a name of underscores of the
    /// same length before the grammar reads the body, so that its places stay the line's
    /// columns, and is put back by its place afterwards. The body ends before the groups (`(`)
    /// or the entry's `>`.
    private mutating func readStatement() throws(FormatError) -> Body {
        let bodyStart = cursor.position
        var text = String.UnicodeScalarView()
        // The line's column of each scalar of `text`; its count is the text's length in
        // scalars, where the next item starts (counting `text` itself at each item made a
        // body of n items quadratic: 20,000 took 11 s).
        var columns: [Int] = []
        var items: [Int: RawItem] = [:]
        func append(_ character: Character, at column: Int) {
            for scalar in character.unicodeScalars {
                text.append(scalar)
                columns.append(column)
            }
        }
        while let character = cursor.peek(), character != "(", character != ">" || cursor.peek(1) == "=" {
            let start = cursor.position
            if character == "<", cursor.peek(1) != "=" {
                // Old SnapKit prints items as descriptions: `<UIView:0x7f…>.top`.
                items[columns.count] = .item(try readBracketedItem())
                guard cursor.peek() == "." else { throw cursor.error("'.' and an attribute after the item's '>'") }
                for column in start..<cursor.position { append("_", at: column) }
                continue
            }
            guard _LineCursor.isItemCharacter(character) else {
                append(character, at: start)
                cursor.advance()
                continue
            }
            if character == "." || character.isNumber {
                // A number (`1.77778`, `1e-05`): the grammar's.
                let number = cursor.read(while: _LineCursor.isItemCharacter)
                for (offset, character) in number.enumerated() { append(character, at: start + offset) }
                continue
            }
            if let spacing = try readSystemSpacing() {
                // `b.bottom NSSpace(0)`: a term followed by the spacing it is apart from, with no
                // operator; the grammar reads it as `+ value`.
                systemSpacing = spacing
                let written = spacing < 0 ? " - \(-spacing)" : " + \(spacing)"
                for character in written { append(character, at: start) }
                continue
            }
            if try readContentPriority() { continue }
            let run = cursor.read(while: _LineCursor.isItemCharacter)
            let item: RawItem
            if cursor.peek() == ":" {
                let classItem = try readClassItem(className: run)
                guard cursor.peek() == "." else {
                    throw cursor.error("'.' and an attribute after '\(classItem.written)'")
                }
                item = .item(classItem)
            } else {
                // An identifier from a names: block, `AddressToolbar.lockIcon.width`.
                guard let dot = run.lastIndex(of: "."), dot != run.startIndex else {
                    throw cursor.error("'.' and an attribute after '\(run)'", at: start)
                }
                item = .name(String(run[..<dot]), at: start)
                cursor.position = start + run.distance(from: run.startIndex, to: dot)
            }
            items[columns.count] = item
            for column in start..<cursor.position { append("_", at: column) }
        }
        let statement: ConstraintStatement
        do {
            statement = try ConstraintStatement(
                parsing: String(text), notation: .conformance, attributeNames: Self.attributeNames)
        } catch {
            let column = error.offset < columns.count ? columns[error.offset] : cursor.position
            throw cursor.error(expectation(error, before: column, from: bodyStart), at: column)
        }
        func term(_ operand: ConstraintStatement.Operand) -> RawTerm {
            // The grammar's names are the underscores written above, and its attributes the log's.
            RawTerm(item: items[operand.itemOffset] ?? .bar, attribute: LogAttribute(rawValue: operand.attribute) ?? .top)
        }
        let relation: LogRelation =
            switch statement.relation {
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            case .lessThanOrEqual: .lessThanOrEqual
            }
        return Body(
            first: term(statement.first), relation: relation, second: statement.second.map(term),
            multiplier: statement.second == nil ? 1 : statement.multiplier, constant: statement.constant,
            priority: statement.priority)
    }

    /// What the log reader says was expected where the grammar stopped, in UIKit's terms.
    private func expectation(_ error: ConstraintSyntaxError, before column: Int, from bodyStart: Int) -> String {
        switch error.expected {
        case .relation: return "'==', '>=' or '<='"
        case .attribute: return Self.attributeExpectation
        case .end: return "'>' at the end of the constraint"
        case .priority: return "a priority from 1 to 1000"
        case .number: return "a number"
        case .operand:
            var index = column - 1
            while index >= bodyStart, cursor.characters[index] == " " { index -= 1 }
            if index >= bodyStart, cursor.characters[index] == "*" { return "a multiplier after '*'" }
            return "a number, or an item such as UIView:0x7f….top"
        case .other:
            return error.message.hasPrefix("expected ") ? String(error.message.dropFirst(9)) : error.message
        }
    }

    /// `UILabel:0x7f…'text'` or `UIView:cv`, the class already read.
    private mutating func readClassItem(className: String) throws(FormatError) -> LogItem {
        cursor.advance()  // ':'
        let isAddress = cursor.starts(with: "0x")
        let key = readAddressOrKey()
        guard !key.isEmpty else { throw cursor.error("the address (0x…) after '\(className):'") }
        var label: String?
        if cursor.peek() == "'" { label = try readLabel() }
        return Self.item(className: className, key: key, isAddress: isAddress, label: label)
    }

    static func item(className: String, key: String, isAddress: Bool, label: String?) -> LogItem {
        let shortName = className.split(separator: ".").last.map(String.init) ?? className
        let isGuide =
            LogItem.isGuideClass(className) || label == "UIViewLayoutMarginsGuide"
            || label == "UIViewSafeAreaLayoutGuide"
        return LogItem(
            key: isAddress ? key : "\(className):\(key)", className: shortName, printedClassName: className,
            address: isAddress ? key : nil, label: label, kind: isGuide ? .layoutGuide : .view)
    }

    /// A quoted text after an address: up to a quote followed by `.attribute`, `]`, `(`, `)`,
    /// `>`, `,`, a space or the end of the line.
    private mutating func readLabel() throws(FormatError) -> String {
        let start = cursor.position
        var index = start + 1
        let characters = cursor.characters
        while index < characters.count {
            if characters[index] == "'" {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let isEnd: Bool
                switch next {
                case nil, "]", "(", ")", ">", ",", " ": isEnd = true
                case ".": isEnd = index + 2 < characters.count && characters[index + 2].isLetter
                default: isEnd = false
                }
                if isEnd {
                    cursor.position = index + 1
                    return String(characters[(start + 1)..<index])
                }
            }
            index += 1
        }
        throw cursor.error("the closing quote of the text that starts here", at: start)
    }

    // MARK: Visual format

    private mutating func readVisualFormat() throws(FormatError) -> Body {
        let isHorizontal = cursor.peek() == "H"
        cursor.advance(2)
        let leading: LogAttribute = isHorizontal ? .leading : .top
        let trailing: LogAttribute = isHorizontal ? .trailing : .bottom
        let size: LogAttribute = isHorizontal ? .width : .height
        if cursor.peek() == "|" {
            cursor.advance()
            let gap = try readGap()
            let (view, viewSize) = try readView()
            guard viewSize == nil else { throw cursor.error("a view without a size next to '|'") }
            var body = Body(
                first: RawTerm(item: view, attribute: leading), relation: gap.relation,
                second: RawTerm(item: .bar, attribute: leading), constant: gap.constant, priority: gap.priority)
            body.barNeighbour = view
            return body
        }
        guard cursor.peek() == "[" else { throw cursor.error("'|' or '[' after '\(isHorizontal ? "H" : "V"):'") }
        let (view, viewSize) = try readView()
        if let viewSize {
            return Body(
                first: RawTerm(item: view, attribute: size), relation: viewSize.relation, second: nil,
                constant: viewSize.constant, priority: viewSize.priority)
        }
        guard cursor.peek() == "-" else { throw cursor.error("a size such as (44) inside ']' or a gap such as -(8)-") }
        let gap = try readGap()
        if cursor.peek() == "|" {
            cursor.advance()
            // |.trailing - view.trailing (relation) gap, read as view.trailing (flipped) |.trailing - gap.
            var body = Body(
                first: RawTerm(item: view, attribute: trailing), relation: gap.relation.flipped,
                second: RawTerm(item: .bar, attribute: trailing), constant: -gap.constant, priority: gap.priority)
            body.barNeighbour = view
            return body
        }
        guard cursor.peek() == "[" else { throw cursor.error("'|' or '[' after the gap") }
        let (next, nextSize) = try readView()
        guard nextSize == nil else { throw cursor.error("']' without a size after a gap") }
        return Body(
            first: RawTerm(item: next, attribute: leading), relation: gap.relation,
            second: RawTerm(item: view, attribute: trailing), constant: gap.constant, priority: gap.priority)
    }

    /// `-(8)-`, `-(>=8@750)-`, `-(NSSpace(8))-`, or `-` (the standard spacing, 8).
    private mutating func readGap() throws(FormatError) -> Predicate {
        try cursor.expect("-", "a gap such as -(8)-")
        guard cursor.peek() == "(" else { return Predicate(constant: 8) }
        cursor.advance()
        let predicate = try readPredicate()
        try cursor.expect(")", "')' after the gap")
        try cursor.expect("-", "'-' after the gap's ')'")
        return predicate
    }

    private mutating func readPredicate() throws(FormatError) -> Predicate {
        var predicate = Predicate(constant: 0)
        if let relation = try readRelation() { predicate.relation = relation }
        if let spacing = try readSystemSpacing() {
            predicate.constant = spacing
            systemSpacing = spacing
        } else {
            guard startsNumber() else { throw cursor.error("a number") }
            predicate.constant = try readNumber()
        }
        if cursor.peek() == "@" {
            cursor.advance()
            predicate.priority = try readNumber()
        }
        return predicate
    }

    /// `[UILabel:0x7f…'text']`, `[UIView:0x7f…(44)]`, `[NextButton]`.
    private mutating func readView() throws(FormatError) -> (RawItem, Predicate?) {
        try cursor.expect("[", "'[' and a view")
        let start = cursor.position
        let run = cursor.read(while: _LineCursor.isItemCharacter)
        guard !run.isEmpty else { throw cursor.error("a view such as UIView:0x7f…") }
        let item: RawItem
        if cursor.peek() == ":" {
            item = .item(try readClassItem(className: run))
        } else {
            item = .name(run, at: start)
        }
        var size: Predicate?
        if cursor.peek() == "(" {
            cursor.advance()
            size = try readPredicate()
            try cursor.expect(")", "')' after the view's size")
        }
        try cursor.expect("]", "']' after the view")
        return (item, size)
    }

    // MARK: Groups and names

    /// `   (active, names: '|':UIView:0x7f… )`, `(LTR)`, `(Names: …)`.
    private mutating func readGroups() throws(FormatError) {
        while true {
            let save = cursor.position
            cursor.skipSpaces()
            guard cursor.peek() == "(" else {
                cursor.position = save
                cursor.skipSpaces()
                return
            }
            cursor.advance()
            while true {
                cursor.skipSpaces()
                if cursor.peek() == ")" {
                    cursor.advance()
                    break
                }
                if cursor.peek() == "," {
                    cursor.advance()
                    continue
                }
                if cursor.starts(with: "names:") || cursor.starts(with: "Names:") {
                    cursor.advance(6)
                    try readNames()
                    continue
                }
                let word = cursor.read(while: \.isLetter)
                guard !word.isEmpty else { throw cursor.error("')' or 'names:' in the parenthesis") }
                if word == "inactive" { isInactive = true }
            }
        }
    }

    /// `'|':UIView:0x7f…, NextButton:0x7ff3…` up to the closing parenthesis.
    private mutating func readNames() throws(FormatError) {
        while true {
            cursor.skipSpaces()
            if cursor.peek() == ")" || cursor.isAtEnd { return }
            if cursor.peek() == "," {
                cursor.advance()
                continue
            }
            let name: String
            if cursor.peek() == "'" {
                cursor.advance()
                name = cursor.read(while: { $0 != "'" })
                try cursor.expect("'", "the closing quote of a name")
            } else {
                name = cursor.read(while: _LineCursor.isItemCharacter)
                guard !name.isEmpty else { throw cursor.error("a name such as '|' in the names: block") }
            }
            try cursor.expect(":", "':' and a view after the name '\(name)'")
            if cursor.starts(with: "0x") {
                let address = readAddressOrKey()
                names[name] = LogItem(
                    key: address, className: nil, printedClassName: nil, address: address, label: nil,
                    identifier: name == "|" ? nil : name, kind: .view)
                continue
            }
            let className = cursor.read(while: _LineCursor.isItemCharacter)
            guard !className.isEmpty, cursor.peek() == ":" else {
                throw cursor.error("a view such as UIView:0x7f… for the name '\(name)'")
            }
            var item = try readClassItem(className: className)
            if name != "|" { item.identifier = name }
            names[name] = item
        }
    }

    // MARK: Resolving

    private func resolve(_ raw: RawItem, nextTo other: RawItem?) throws(FormatError) -> LogItem {
        switch raw {
        case .item(let item): return item
        case .name(let name, let at):
            if let item = names[name] { return item }
            guard !name.isEmpty else { throw cursor.error("a view's name", at: at) }
            return LogItem(
                key: name, className: nil, printedClassName: nil, address: nil, label: nil, identifier: name,
                kind: .view)
        case .bar:
            if let item = names["|"] { return item }
            let childKey: String
            switch other {
            case .item(let item)?: childKey = item.key
            case .name(let name, _)?: childKey = names[name]?.key ?? name
            default: childKey = "?"
            }
            return LogItem(
                key: "superview of \(childKey)", className: nil, printedClassName: nil, address: nil, label: nil,
                kind: .unnamedSuperview(of: childKey))
        }
    }
}
