import AutoLayout
import Controls
import Foundation
import Graphics
import LayoutRendering
import Testing
import TextMeasurement

/// Windows of views and controls, laid out, displayed and rendered end to end: SVG, PNG and PDF.
@MainActor
@Suite struct ViewRenderingTests {
    /// A 40 × 40 window on white with a red 10 × 10 view at (10, 10).
    func redSquareWindow() -> Window {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.backgroundColor = .white
        let square = View()
        square.backgroundColor = .red
        square.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(square)
        LayoutConstraint.activate([
            square.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            square.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            square.widthAnchor.constraint(equalToConstant: 10),
            square.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.flush()
        return window
    }

    func displayList(of window: Window) -> [DrawingCommand] {
        let recorder = RecordingContext()
        window.render(in: recorder)
        return recorder.commands
    }

    @Test(arguments: [1, 2] as [CGFloat])
    func aRedViewOnWhiteIsRedWhereItIsAndWhiteElsewhere(scale: CGFloat) throws {
        let window = redSquareWindow()
        let png = try CairoRenderer().png(displayList(of: window), size: window.bounds.size, scale: scale)
        let image = try #require(DecodedPNG(png))
        #expect((image.width, image.height) == (Int(40 * scale), Int(40 * scale)))
        #expect(image[x: Int(15 * scale), y: Int(15 * scale)] == opaqueRed)
        #expect(image[x: Int(5 * scale), y: Int(5 * scale)] == opaqueWhite)
        #expect(image[x: Int(25 * scale), y: Int(25 * scale)] == opaqueWhite)
    }

    @Test func theRedViewAsSVGAndPDF() throws {
        let window = redSquareWindow()
        let commands = displayList(of: window)
        let svg = SVGRenderer().render(commands, size: window.bounds.size, scale: 2)
        #expect(svg == """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="80" height="80" viewBox="0 0 40 40">
            <path d="M0 0 L40 0 L40 40 L0 40 Z" fill="#FFFFFF"/>
            <path d="M10 10 L20 10 L20 20 L10 20 Z" fill="#FF0000"/>
            </svg>

            """)
        let pdf = String(decoding: try CairoRenderer().pdf(commands, size: window.bounds.size), as: UTF8.self)
        #expect(pdf.hasPrefix("%PDF-"))
        #expect(pdf.contains("/MediaBox [ 0 0 40 40 ]"))
        #expect(pdf.components(separatedBy: "/Type /Page ").count - 1 == 1)
    }

    /// A sign-in screen with every kind of control, text measured with the fonts.
    func signInScreen() throws -> Window {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
        window.backgroundColor = .systemGroupedBackground
        let title = Label()
        title.text = "Sign in — Đăng nhập"
        title.font = .boldSystemFont(ofSize: 28)
        let email = TextField()
        email.borderStyle = .roundedRect
        email.placeholder = "Email"
        let password = TextField()
        password.borderStyle = .roundedRect
        password.text = "correct horse battery staple"
        let remember = Switch()
        remember.isOn = true
        let rememberLabel = Label()
        rememberLabel.text = "Remember me"
        rememberLabel.textColor = .secondaryLabel
        let volume = Slider()
        volume.value = 0.3
        let button = Button()
        button.setTitle("Continue", for: .normal)
        button.style = .filled
        button.contentEdgeInsets = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        let progress = ProgressView()
        progress.progress = 0.6
        let logo = ImageView(image: try Image(contentsOfFile: fixture("green-halfblue-4x2.png"), scale: 0.1))
        logo.contentMode = .scaleAspectFit
        logo.layer.cornerRadius = 4
        logo.clipsToBounds = true
        let card = View()
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 1
        card.layer.borderColor = .separator
        let views: [View] = [card, title, email, password, remember, rememberLabel, volume, button, progress, logo]
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
        let margins = window.layoutMarginsGuide
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            card.topAnchor.constraint(equalTo: window.topAnchor, constant: 12),
            card.bottomAnchor.constraint(equalTo: progress.bottomAnchor, constant: 16),
            logo.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            logo.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            title.topAnchor.constraint(equalTo: logo.bottomAnchor, constant: 8),
            title.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            email.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 16),
            password.topAnchor.constraint(equalTo: email.bottomAnchor, constant: 8),
            remember.topAnchor.constraint(equalTo: password.bottomAnchor, constant: 12),
            rememberLabel.centerYAnchor.constraint(equalTo: remember.centerYAnchor),
            rememberLabel.leadingAnchor.constraint(equalTo: remember.trailingAnchor, constant: 8),
            volume.topAnchor.constraint(equalTo: remember.bottomAnchor, constant: 12),
            button.topAnchor.constraint(equalTo: volume.bottomAnchor, constant: 12),
            button.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            progress.topAnchor.constraint(equalTo: button.bottomAnchor, constant: 16),
        ])
        for view in [email, password, volume, progress] {
            view.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16).isActive = true
            view.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16).isActive = true
        }
        remember.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16).isActive = true
        window.flush()
        return window
    }

    @Test func aScreenOfControlsIsWellFormedDeterministicSVG() throws {
        let first = SVGRenderer().render(displayList(of: try signInScreen()), size: CGSize(width: 375, height: 400), scale: 2)
        let second = SVGRenderer().render(displayList(of: try signInScreen()), size: CGSize(width: 375, height: 400), scale: 2)
        #expect(first == second)
        let parsed = parsesAsXML(first)
        #expect(parsed.ok, "\(parsed.error ?? "")")
        let elements = ElementCounter(first)
        #expect(elements.counts["image"] == 1)
        #expect(elements.counts["clipPath", default: 0] >= 3)
        #expect(elements.counts["use", default: 0] > 50)
    }

    @Test func aScreenOfControlsRendersToPNGAndPDFTheSameTwice() throws {
        let commands = displayList(of: try signInScreen())
        let renderer = try CairoRenderer()
        let size = CGSize(width: 375, height: 400)
        let png = try renderer.png(commands, size: size, scale: 2)
        #expect(try renderer.png(displayList(of: try signInScreen()), size: size, scale: 2) == png)
        let image = try #require(DecodedPNG(png))
        #expect((image.width, image.height) == (750, 800))
        // The grouped background at the corner; the card's white inside.
        #expect(image[x: 2, y: 2] == [242, 242, 247, 255])
        #expect(image[x: 60, y: 180] == opaqueWhite)
        let pdf = try renderer.pdf(commands, size: size)
        #expect(try renderer.pdf(displayList(of: try signInScreen()), size: size) == pdf)
    }

    @Test func textNeverOverflowsTheFrameOfItsLabel() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        window.backgroundColor = .white
        let label = Label()
        label.text = "Wavy Typography, AV To"
        label.font = .systemFont(ofSize: 18)
        label.textColor = .black
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10).isActive = true
        label.topAnchor.constraint(equalTo: window.topAnchor, constant: 10).isActive = true
        window.flush()
        let image = try #require(DecodedPNG(try CairoRenderer().png(displayList(of: window), size: window.bounds.size, scale: 2)))
        let frame = label.frame
        var inkedColumns = Set<Int>()
        for y in 0..<image.height {
            for x in 0..<image.width where image[x: x, y: y] != opaqueWhite {
                inkedColumns.insert(x)
                // Antialiasing may touch the pixel on the frame's edge, no further.
                #expect(CGFloat(x) >= frame.minX * 2 - 1 && CGFloat(x) <= frame.maxX * 2, "column \(x)")
                #expect(CGFloat(y) >= frame.minY * 2 - 1 && CGFloat(y) <= frame.maxY * 2, "row \(y)")
            }
        }
        #expect(inkedColumns.count > 100)
    }
}

/// The example at the top of docs/drawing.md, as printed there, with what it makes checked.
@MainActor
@Suite struct DrawingDocumentationTests {
    @Test func theExampleRendersAButton() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        window.backgroundColor = .systemBackground
        let button = Button(frame: CGRect(x: 50, y: 25, width: 100, height: 30))
        button.setTitle("Continue", for: .normal)
        button.style = .filled
        window.addSubview(button)
        window.flush()  // update constraints, layout, display
        let recorder = RecordingContext()
        window.render(in: recorder)  // the screen as DrawingCommands
        let svg = SVGRenderer().render(recorder.commands, size: window.bounds.size, scale: 2)
        let png = try? CairoRenderer().png(recorder.commands, size: window.bounds.size, scale: 2)

        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"400\" height=\"160\" viewBox=\"0 0 200 80\">"))
        #expect(recorder.commands[4] == .fill(Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 30), cornerRadius: 6), .systemBlue))
        let image = try #require(png.flatMap(DecodedPNG.init))
        #expect((image.width, image.height) == (400, 160))
        #expect(image[x: 104, y: 54] == [0, 122, 255, 255])  // the button's blue, inside its rounded corner
        #expect(image[x: 96, y: 54] == opaqueWhite)
    }
}
