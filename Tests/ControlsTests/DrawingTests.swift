import AutoLayout
import Controls
import Foundation
import Graphics
import Testing
import TextMeasurement

/// What each control draws, command by command. Text is measured with the fixed-advance measurer
/// (10-point font: 6 wide, ascender 8, descender 2), which draws every character as a box, so the
/// boxes show where each character went.
@MainActor
struct DrawingTests {
    /// The contents a view recorded at the window's display.
    func drawing(of view: View, in window: Window) -> [DrawingCommand] {
        window.flush()
        return view.layer.contents ?? []
    }

    /// Boxes of the fixed-advance measurer: one per x, `width` wide, from `top` down `height`.
    func boxes(_ xs: [CGFloat], top: CGFloat, width: CGFloat = 6, height: CGFloat = 10) -> Path {
        var path = Path()
        for x in xs { path.addPath(Path(rect: CGRect(x: x, y: top, width: width, height: height))) }
        return path
    }

    func label(_ text: String, frame: CGRect, in window: Window) -> Label {
        let label = Label(frame: frame)
        label.font = tenPoint
        label.text = text
        window.addSubview(label)
        return label
    }

    // MARK: Labels

    @Test func aLabelDrawsItsLinesCenteredVerticallyInItsColour() {
        let window = makeWindow()
        let label = label("ab", frame: CGRect(x: 5, y: 5, width: 40, height: 20), in: window)
        // One line 10 high in 20: 5 from the top, baseline at 13.
        #expect(drawing(of: label, in: window) == [.fill(boxes([0, 6], top: 5), .label)])
        label.textColor = .systemRed
        #expect(label.needsDisplay)
        #expect(drawing(of: label, in: window) == [.fill(boxes([0, 6], top: 5), .systemRed)])
    }

    @Test(arguments: [
        (TextAlignment.left, UserInterfaceLayoutDirection.leftToRight, CGFloat(0)),
        (.center, .leftToRight, 14), (.right, .leftToRight, 28), (.natural, .rightToLeft, 28),
        (.natural, .leftToRight, 0), (.justified, .leftToRight, 0),
    ])
    func aLabelAlignsItsLines(alignment: TextAlignment, direction: UserInterfaceLayoutDirection, x: CGFloat) {
        let window = makeWindow(direction: direction)
        let label = label("ab", frame: CGRect(x: 0, y: 0, width: 40, height: 10), in: window)
        label.textAlignment = alignment
        #expect(drawing(of: label, in: window) == [.fill(boxes([x, x + 6], top: 0), .label)])
    }

    @Test func aLabelDrawsTheTruncatedTextItShows() {
        let window = makeWindow()
        let label = label("abcdef", frame: CGRect(x: 0, y: 0, width: 20, height: 10), in: window)
        #expect(label.displayedLines.map(\.text) == ["ab…"])
        #expect(drawing(of: label, in: window) == [.fill(boxes([0, 6, 12], top: 0), .label)])
    }

    @Test func aClippedLabelLineIsClippedToItsRectangle() {
        let window = makeWindow()
        let label = label("abcdef", frame: CGRect(x: 0, y: 0, width: 20, height: 10), in: window)
        label.lineBreakMode = .byClipping
        #expect(drawing(of: label, in: window) == [
            .saveState, .clip(Path(rect: CGRect(x: 0, y: 0, width: 20, height: 10))),
            .fill(boxes([0, 6, 12, 18, 24, 30], top: 0), .label), .restoreState,
        ])
    }

    @Test func aLabelOfSeveralLinesDrawsEachOnItsBaseline() {
        let window = makeWindow()
        let label = label("ab cd", frame: CGRect(x: 0, y: 0, width: 14, height: 20), in: window)
        label.numberOfLines = 0
        #expect(drawing(of: label, in: window) == [
            .fill(boxes([0, 6], top: 0), .label), .fill(boxes([0, 6], top: 10), .label),
        ])
    }

    @Test func aLabelWithoutTextDrawsNothingAndNewTextRedraws() {
        let window = makeWindow()
        let label = label("", frame: CGRect(x: 0, y: 0, width: 40, height: 10), in: window)
        #expect(drawing(of: label, in: window) == [])
        label.text = "a"
        #expect(label.needsDisplay)
        #expect(drawing(of: label, in: window) == [.fill(boxes([0], top: 0), .label)])
    }

    @Test func aLabelDrawsTheGlyphsThatMeasuredIt() throws {
        let measurer = FreeTypeTextMeasurer()
        let window = makeWindow(measurer: measurer)
        let label = Label()
        label.text = "Typography, AV"
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10).isActive = true
        label.topAnchor.constraint(equalTo: window.topAnchor, constant: 10).isActive = true
        let commands = drawing(of: label, in: window)
        let line = try #require(label.displayedLines.first)
        let run = try #require(measurer.glyphRuns(for: line, font: label.font).first)
        #expect(commands == [
            .drawGlyphs(run, at: CGPoint(x: 0, y: line.baselineOffsetFromTop), color: .label),
        ])
        // The glyphs span exactly the measured line, which fits the label's frame.
        #expect(run.advance == line.width)
        #expect(line.width <= label.bounds.width)
    }

    // MARK: Buttons

    /// A button 60 × 30 with the title "OK" (15-point font: 9 wide a character, 15 high).
    func button(in window: Window) -> Button {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        button.setTitle("OK", for: .normal)
        window.addSubview(button)
        return button
    }

    /// The title's boxes: the label is 18 × 15, its text from its top.
    let titleBoxes: Path = {
        var path = Path()
        for x: CGFloat in [0, 9] { path.addPath(Path(rect: CGRect(x: x, y: 0, width: 9, height: 15))) }
        return path
    }()

    @Test func aPlainButtonsTitleIsInTheTintColour() {
        let window = makeWindow()
        let button = button(in: window)
        #expect(drawing(of: button, in: window) == [])
        #expect(button.titleLabel.frame == CGRect(x: 21, y: 7.5, width: 18, height: 15))
        #expect(button.titleLabel.layer.contents == [.fill(titleBoxes, .systemBlue)])
        window.tintColor = .systemOrange
        window.flush()
        #expect(button.currentTitleColor == .systemOrange)
        #expect(button.titleLabel.layer.contents == [.fill(titleBoxes, .systemOrange)])
    }

    @Test func aButtonUnderAnotherTintTakesItAtTheFirstDisplay() {
        let window = makeWindow()
        let tinted = View(frame: window.bounds)
        tinted.tintColor = .systemPurple
        window.addSubview(tinted)
        let button = Button(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        button.setTitle("OK", for: .normal)
        tinted.addSubview(button)
        window.flush()
        #expect(button.titleLabel.layer.contents == [.fill(titleBoxes, .systemPurple)])
    }

    @Test func aFilledButtonDrawsItsBackgroundAndAWhiteTitle() {
        let window = makeWindow()
        let button = button(in: window)
        button.style = .filled
        let background = Path(roundedRect: CGRect(x: 0, y: 0, width: 60, height: 30), cornerRadius: 6)
        #expect(drawing(of: button, in: window) == [.fill(background, .systemBlue)])
        #expect(button.titleLabel.layer.contents == [.fill(titleBoxes, .white)])
        button.style = .tinted
        #expect(drawing(of: button, in: window) == [.fill(background, Color.systemBlue.withAlphaComponent(0.15))])
        #expect(button.titleLabel.layer.contents == [.fill(titleBoxes, .systemBlue)])
        button.style = .gray
        #expect(drawing(of: button, in: window) == [.fill(background, .secondarySystemFill)])
        button.style = .filled
        button.isEnabled = false
        #expect(drawing(of: button, in: window) == [.fill(background, .tertiarySystemFill)])
        #expect(button.titleLabel.layer.contents == [.fill(titleBoxes, .tertiaryLabel)])
    }

    @Test func titleColoursFollowTheState() {
        let window = makeWindow()
        let button = button(in: window)
        button.isHighlighted = true
        #expect(button.currentTitleColor == Color.systemBlue.withAlphaComponent(0.2))
        button.setTitleColor(.systemRed, for: .normal)
        #expect(button.currentTitleColor == Color.systemRed.withAlphaComponent(0.2))
        button.setTitleColor(.black, for: .highlighted)
        #expect(button.currentTitleColor == .black)
        button.isHighlighted = false
        window.flush()
        #expect(button.titleLabel.layer.contents == [.fill(titleBoxes, .systemRed)])
        button.setTitleColor(nil, for: .normal)
        #expect(button.currentTitleColor == .systemBlue)
    }

    // MARK: Switches, sliders, progress, activity

    func thumb(_ rect: CGRect) -> [DrawingCommand] {
        let path = Path(ellipseIn: rect)
        return [.fill(path, .white), .stroke(path, Color.black.withAlphaComponent(0.1), lineWidth: 0.5, dash: nil)]
    }

    @Test func aSwitchDrawsItsTrackAndThumbOnAndOff() {
        let window = makeWindow()
        let control = Switch(frame: .zero)
        window.addSubview(control)
        let track = Path(roundedRect: CGRect(x: 0, y: 0, width: 51, height: 31), cornerRadius: 15.5)
        #expect(drawing(of: control, in: window)
            == [.fill(track, .secondarySystemFill)] + thumb(CGRect(x: 2, y: 2, width: 27, height: 27)))
        control.isOn = true
        #expect(drawing(of: control, in: window)
            == [.fill(track, .systemGreen)] + thumb(CGRect(x: 22, y: 2, width: 27, height: 27)))
        control.onTintColor = .systemIndigo
        #expect(drawing(of: control, in: window).first == .fill(track, .systemIndigo))
        control.semanticContentAttribute = .forceRightToLeft
        #expect(Array(drawing(of: control, in: window).dropFirst()) == thumb(CGRect(x: 2, y: 2, width: 27, height: 27)))
    }

    @Test func aSliderFillsItsTrackUpToTheThumb() {
        let window = makeWindow()
        window.tintColor = .systemTeal
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.value = 0.25
        window.addSubview(slider)
        let track = Path(roundedRect: CGRect(x: 0, y: 13.5, width: 200, height: 4), cornerRadius: 2)
        // The thumb's centre travels 172 points from x 14: a quarter is x 57.
        #expect(drawing(of: slider, in: window) == [
            .fill(track, .systemFill),
            .saveState, .clip(Path(rect: CGRect(x: 0, y: 13.5, width: 57, height: 4))), .fill(track, .systemTeal),
            .restoreState,
        ] + thumb(CGRect(x: 43, y: 1.5, width: 28, height: 28)))
        slider.semanticContentAttribute = .forceRightToLeft
        let mirrored = drawing(of: slider, in: window)
        #expect(mirrored[2] == .clip(Path(rect: CGRect(x: 143, y: 13.5, width: 57, height: 4))))
        slider.minimumTrackTintColor = .black
        slider.maximumTrackTintColor = .white
        slider.value = 1
        let full = drawing(of: slider, in: window)
        #expect(full[0] == .fill(track, .white))
        #expect(full[3] == .fill(track, .black))
    }

    @Test func aProgressViewFillsItsShareFromTheLeadingEdge() {
        let window = makeWindow()
        let bar = ProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 2))
        bar.progress = 0.25
        window.addSubview(bar)
        let track = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 2), cornerRadius: 1)
        #expect(drawing(of: bar, in: window) == [
            .fill(track, .systemFill), .saveState, .clip(Path(rect: CGRect(x: 0, y: 0, width: 25, height: 2))),
            .fill(track, .systemBlue), .restoreState,
        ])
        bar.semanticContentAttribute = .forceRightToLeft
        bar.progressViewStyle = .bar
        bar.trackTintColor = .systemGray5
        bar.progressTintColor = .systemGreen
        let square = Path(rect: CGRect(x: 0, y: 0, width: 100, height: 2))
        #expect(drawing(of: bar, in: window) == [
            .fill(square, .systemGray5), .saveState, .clip(Path(rect: CGRect(x: 75, y: 0, width: 25, height: 2))),
            .fill(square, .systemGreen), .restoreState,
        ])
        bar.progress = 0
        #expect(drawing(of: bar, in: window) == [.fill(square, .systemGray5)])
    }

    @Test func anActivityIndicatorDrawsEightFadingSpokesWhileItSpins() {
        let window = makeWindow()
        let spinner = ActivityIndicatorView(style: .medium)
        window.addSubview(spinner)
        #expect(drawing(of: spinner, in: window) == [])  // stopped: nothing
        spinner.startAnimating()
        let commands = drawing(of: spinner, in: window)
        #expect(commands.count == 8)
        let spoke = Path(roundedRect: CGRect(x: -1, y: -10, width: 2, height: 5.6000000000000005), cornerRadius: 1)
        #expect(commands.first == .fill(spoke.applying(Transform(translationX: 10, y: 10)), .systemGray))
        let alphas = commands.compactMap { command -> CGFloat? in
            if case .fill(_, let color) = command { return color.alpha }
            return nil
        }
        #expect(alphas.map { ($0 * 10).rounded() / 10 } == [1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3])
        spinner.stopAnimating()
        spinner.hidesWhenStopped = false
        #expect(drawing(of: spinner, in: window).count == 8)  // a still indicator that stays shown
    }

    // MARK: Text fields and text views

    @Test func aRoundedTextFieldDrawsItsFrameAndText() {
        let window = makeWindow()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        field.font = tenPoint
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        window.addSubview(field)
        let box = CGRect(x: 0, y: 0, width: 100, height: 30)
        let frame: [DrawingCommand] = [
            .fill(Path(roundedRect: box, cornerRadius: 5), .systemBackground),
            .stroke(
                Path(roundedRect: box.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 4.75), .systemGray4, lineWidth: 0.5,
                dash: nil),
        ]
        // Text box: the bounds less 7 on each side; one line 10 high centred: top 10.
        #expect(drawing(of: field, in: window) == frame + [.fill(boxes([7, 13, 19, 25], top: 10), .placeholderText)])
        field.text = "ab"
        #expect(drawing(of: field, in: window) == frame + [.fill(boxes([7, 13], top: 10), .label)])
        field.textAlignment = .right
        field.textColor = .systemBlue
        #expect(drawing(of: field, in: window) == frame + [.fill(boxes([81, 87], top: 10), .systemBlue)])
    }

    @Test(arguments: [(TextField.BorderStyle.line, Color.label), (.bezel, .systemGray2)])
    func lineAndBezelFieldsStrokeARectangle(style: TextField.BorderStyle, color: Color) {
        let window = makeWindow()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 40, height: 14))
        field.font = tenPoint
        field.borderStyle = style
        field.text = "abcdefghij"
        window.addSubview(field)
        // 36 points of text box: "abcde…" (5 characters and the ellipsis).
        #expect(drawing(of: field, in: window) == [
            .stroke(Path(rect: CGRect(x: 0.5, y: 0.5, width: 39, height: 13)), color, lineWidth: 1, dash: nil),
            .fill(boxes([2, 8, 14, 20, 26, 32], top: 2), .label),
        ])
    }

    @Test func aTextViewDrawsItsWrappedTextClippedToItsBounds() {
        let window = makeWindow()
        let view = TextView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        view.font = tenPoint
        view.text = "ab cd"
        window.addSubview(view)
        // Lines 30 wide (40 less 2 × 5 of padding): "ab cd" fits; from the 8-point inset.
        #expect(drawing(of: view, in: window) == [
            .saveState, .clip(Path(rect: CGRect(x: 0, y: 0, width: 40, height: 30))),
            .fill(boxes([5, 11, 23, 29], top: 8), .label), .restoreState,
        ])
    }

    // MARK: Images

    @Test func anImageViewDrawsItsImageWhereTheContentModePutsIt() throws {
        let window = makeWindow()
        let bytes = Data(ImageTests.png(width: 120, height: 80))
        let image = try Image(data: bytes, scale: 2)
        let view = ImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.image = image
        window.addSubview(view)
        let reference = ImageReference(data: bytes, pixelSize: CGSize(width: 120, height: 80))
        #expect(image.reference == reference)
        #expect(drawing(of: view, in: window) == [.drawImage(reference, in: CGRect(x: 0, y: 0, width: 100, height: 100))])
        view.contentMode = .scaleAspectFit
        let fit: CGFloat = 100.0 / 60
        #expect(drawing(of: view, in: window) == [
            .drawImage(reference, in: CGRect(x: 0, y: 50 - 40 * fit / 2, width: 60 * fit, height: 40 * fit)),
        ])
        view.contentMode = .topLeft
        #expect(drawing(of: view, in: window) == [.drawImage(reference, in: CGRect(x: 0, y: 0, width: 60, height: 40))])
        view.image = Image(size: CGSize(width: 10, height: 10))
        #expect(drawing(of: view, in: window) == [])
    }

    @Test func imagesReadFromFilesReferToTheirFiles() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("drawing-\(UUID().uuidString)@2x.png").path
        try Data(ImageTests.png(width: 4, height: 2)).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let image = try Image(contentsOfFile: path)
        #expect(image.reference == ImageReference(path: path, pixelSize: CGSize(width: 4, height: 2)))
        #expect(Image(size: CGSize(width: 1, height: 1)).reference == nil)
    }

    @Test(arguments: [
        (View.ContentMode.scaleToFill, CGRect(x: 0, y: 0, width: 100, height: 100)),
        (.redraw, CGRect(x: 0, y: 0, width: 100, height: 100)),
        (.scaleAspectFit, CGRect(x: 0, y: 25, width: 100, height: 50)),
        (.scaleAspectFill, CGRect(x: -50, y: 0, width: 200, height: 100)),
        (.center, CGRect(x: 40, y: 45, width: 20, height: 10)),
        (.top, CGRect(x: 40, y: 0, width: 20, height: 10)),
        (.bottom, CGRect(x: 40, y: 90, width: 20, height: 10)),
        (.left, CGRect(x: 0, y: 45, width: 20, height: 10)),
        (.right, CGRect(x: 80, y: 45, width: 20, height: 10)),
        (.topLeft, CGRect(x: 0, y: 0, width: 20, height: 10)),
        (.topRight, CGRect(x: 80, y: 0, width: 20, height: 10)),
        (.bottomLeft, CGRect(x: 0, y: 90, width: 20, height: 10)),
        (.bottomRight, CGRect(x: 80, y: 90, width: 20, height: 10)),
    ])
    func contentModesPlaceContent(mode: View.ContentMode, expected: CGRect) {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(mode.rect(for: CGSize(width: 20, height: 10), in: bounds) == expected)
        #expect(mode.rect(for: .zero, in: bounds) == bounds)
    }
}
