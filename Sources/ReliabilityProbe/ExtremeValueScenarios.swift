import Foundation
import SDLViews
import SDLViewsTesting

/// Reproducers of issue 21 (ExtremeValue): each must end normally.
let extremeValueScenarios: [ProbeScenario] = [
    ProbeScenario("extreme-layer-shadow-radius") {
        let screen = try extremeScreen()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        view.backgroundColor = .systemBlue
        view.layer.shadowOpacity = 1
        view.layer.shadowRadius = 1e300
        screen.window.addSubview(view)
        screen.runFrame()
    },
    ProbeScenario("extreme-context-shadow-blur") {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            context.cgContext.setShadow(offset: .zero, blur: 1e300)
            context.cgContext.setFillColor(UIColor.red.cgColor)
            context.cgContext.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        }
        ProbeScenario.expect(image.size == CGSize(width: 20, height: 20), "image size \(image.size)")
    },
    ProbeScenario("extreme-wide-view-rotated-clipped") {
        try runWideView {
            $0.transform = CGAffineTransform(rotationAngle: 0.3); $0.clipsToBounds = true
        }
    },
    ProbeScenario("extreme-wide-view-rounded-clipped") {
        try runWideView {
            $0.layer.cornerRadius = 12; $0.clipsToBounds = true
        }
    },
    ProbeScenario("extreme-wide-view-transitioned") {
        try runWideView { view in
            UIView.transition(
                with: view, duration: 1, options: .transitionFlipFromLeft,
                animations: {
                    view.backgroundColor = .systemGreen
                })
        }
    },
    ProbeScenario("extreme-huge-corner-radius") {
        try limitAddressSpace(extraBytes: 1 << 30)
        let screen = try extremeScreen()
        let view = UIView(frame: CGRect(x: -5e8, y: -5e8, width: 1e9, height: 1e9))
        view.backgroundColor = .systemBlue
        view.layer.cornerRadius = 5e8
        screen.window.addSubview(view)
        let before = residentBytes()
        for _ in 0..<3 {
            view.layer.cornerRadius += 1
            screen.runFrame()
        }
        let grown = residentBytes() - before
        ProbeScenario.expect(grown < 64 << 20, "resident memory grew \(grown >> 20) MB over three frames")
    },
    ProbeScenario("extreme-animation-infinite-repeat-offset") {
        try runInfiniteAnimation { $0.timeOffset = 1e30 }
    },
    ProbeScenario("extreme-animation-infinite-repeat-speed") {
        try runInfiniteAnimation { $0.speed = 1e30 }
    },
    ProbeScenario("extreme-tiled-layer-bias") {
        let screen = try extremeScreen()
        let layer = CATiledLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        layer.levelsOfDetail = 2
        layer.levelsOfDetailBias = 40
        layer.backgroundColor = UIColor.white.cgColor
        screen.window.layer.addSublayer(layer)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        view.transform = CGAffineTransform(scaleX: 1e20, y: 1e20)
        screen.window.addSubview(view)
        screen.runFrame()
    },
    ProbeScenario("extreme-string-rect-height") {
        drawString {
            "Hello".draw(
                in: CGRect(x: 0, y: 0, width: 40, height: CGFloat.greatestFiniteMagnitude),
                withAttributes: truncating(UIFont.systemFont(ofSize: 12)))
        }
    },
    ProbeScenario("extreme-string-tiny-font") {
        drawString {
            "Hello".draw(
                in: CGRect(x: 0, y: 0, width: 40, height: 20),
                withAttributes: truncating(UIFont.systemFont(ofSize: 1e-300)))
        }
    },
    ProbeScenario("extreme-cgimage-width") {
        ProbeScenario.expect(CGImage(width: Int.max / 2, height: 3, bgraPixels: [0, 0, 0, 0]) == nil, "made an image")
    },
    ProbeScenario("untrusted-png-ends-in-chunk-header") {
        SDLViewsLog.printsToStandardError = false
        ProbeScenario.expect(UIImage(data: Data(hangingPNG)) == nil, "decoded a truncated PNG")
    },
    ProbeScenario("untrusted-png-ends-after-ancillary-chunk") {
        SDLViewsLog.printsToStandardError = false
        ProbeScenario.expect(UIImage(data: Data(hangingPNGWithGamma)) == nil, "decoded a truncated PNG")
    },
    ProbeScenario("untrusted-png-file") {
        SDLViewsLog.printsToStandardError = false
        let path = NSTemporaryDirectory() + "sdlviews-probe-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(hangingPNG).write(to: URL(fileURLWithPath: path))
        ProbeScenario.expect(UIImage(contentsOfFile: path) == nil, "decoded a truncated PNG file")
    },
    ProbeScenario("untrusted-image-fuzz") {
        SDLViewsLog.printsToStandardError = false
        let jpeg = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).jpegData(withCompressionQuality: 0.8) {
            context in
            UIColor.systemOrange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 8))
        }
        let png = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).pngData { context in
            UIColor.systemTeal.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 4))
        }
        let webp = Data(base64Encoded: "UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==")!
        for source in [jpeg, webp, png] {
            ProbeScenario.expect(UIImage(data: source) != nil, "the valid \(source.count)-byte source does not decode")
        }
        var generator = SeededGenerator(seed: 21)
        for round in 0..<3000 {
            let source = [jpeg, webp, png][round % 3]
            _ = UIImage(data: mutated(source, using: &generator))
        }
    },
    ProbeScenario("fonts-many-sizes-at-descriptor-limit") {
        SDLViewsLog.printsToStandardError = false
        // Little room above what is open now, as in a process near its limit.
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 16
        var bound = rlimit(rlim_cur: rlim_t(open + 48), rlim_max: rlim_t(open + 48))
        _ = setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &bound)
        for size in 1...1500 {
            _ = "Ag".size(withAttributes: [.font: UIFont.systemFont(ofSize: CGFloat(size))])
        }
        let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 30)).image { _ in
            "Hello".draw(at: .zero, withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
        }
        let inked = (0..<60).contains { x in (0..<30).contains { y in (image.cgImage?.pixel(x: x, y: y)?.a ?? 0) > 128 }
        }
        ProbeScenario.expect(inked, "no text rendered after 1,500 font sizes")
    },
    // ICU's plural rules are opened with dlopen on first use: with the library
    // missing (SDLVIEWS_ICU_I18N_LIBRARY naming no file) a plural string takes
    // its "other" form and the reason is logged; with it, English's "one".
    ProbeScenario("plurals-with-or-without-icu-i18n") {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sdlviews-probe-plurals-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let lproj = folder.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        let lives: [String: Any] = [
            "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "lld",
            "one": "%lld life", "other": "%lld lives"
        ]
        let table = ["%lld lives left": ["NSStringLocalizedFormatKey": "%#@lives@ left", "lives": lives]]
        let data = try PropertyListSerialization.data(fromPropertyList: table, format: .xml, options: 0)
        try data.write(to: lproj.appendingPathComponent("Localizable.stringsdict"))
        guard let bundle = Bundle(path: folder.path) else { ProbeScenario.fail("no bundle at \(folder.path)") }
        Localization.preferredLanguages = ["en"]
        let missing = ProcessInfo.processInfo.environment["SDLVIEWS_ICU_I18N_LIBRARY"] != nil
        let shown = String(localized: "\(1) lives left", bundle: bundle)
        ProbeScenario.expect(shown == (missing ? "1 lives left" : "1 life left"), "1 life shown as \"\(shown)\"")
    },
    // SDL_image is opened with dlopen when an image is first decoded: with the
    // library missing (SDLVIEWS_SDL_IMAGE_LIBRARY naming no file) decoding
    // returns nil with the reason logged, and Cairo still writes PNGs.
    ProbeScenario("images-with-or-without-sdl-image") {
        let missing = ProcessInfo.processInfo.environment["SDLVIEWS_SDL_IMAGE_LIBRARY"] != nil
        let png = Data(base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==")!
        let decoded = UIImage(data: png)
        ProbeScenario.expect((decoded == nil) == missing, "a 1×1 PNG decoded: \(decoded != nil)")
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        ProbeScenario.expect(drawn.pngData() != nil, "no PNG written")
    },
    // A sweep of extreme values over layer properties. It hung in cairo_arc
    // where the scale's squares overflow in Cairo's arc splitting
    // (RoundedRect.cairoArcMajorAxis now computes the same figure first).
    ProbeScenario("extreme-layer-properties") {
        let screen = try extremeScreen()
        let values: [CGFloat] = [
            1e300, -1e300, 1e30, -3e9, 3e9, 1e-300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude
        ]
        let setters: [(UIView, CGFloat) -> Void] = [
            { $0.layer.cornerRadius = $1 }, { $0.layer.borderWidth = $1 }, { $0.layer.shadowRadius = $1 },
            { $0.layer.shadowOffset = CGSize(width: $1, height: $1) }, { $0.layer.contentsScale = $1 },
            { $0.transform = CGAffineTransform(scaleX: $1, y: $1) }, { $0.bounds.size = CGSize(width: $1, height: 30) },
            { $0.frame.origin = CGPoint(x: $1, y: $1) }, { $0.layer.zPosition = $1 }, { $0.bounds.origin.y = $1 },
            {
                $0.layer.transform = CATransform3DMakeRotation(0.5, 0, 1, 0); $0.layer.transform.m34 = $1
            },
            { ($0 as? UILabel)?.font = UIFont.systemFont(ofSize: $1) },
            { $0.layer.anchorPoint = CGPoint(x: $1, y: 0.5) }
        ]
        for (index, setter) in setters.enumerated() {
            for value in values {
                let views = [UIView(), UILabel(), DrawnView()]
                for view in views {
                    view.frame = CGRect(x: 10, y: 10, width: 40, height: 30)
                    view.backgroundColor = .systemBlue
                    view.layer.borderColor = UIColor.red.cgColor
                    view.layer.borderWidth = 2
                    view.layer.cornerRadius = 6
                    view.layer.shadowOpacity = 0.5
                    view.clipsToBounds = index % 2 == 0
                    (view as? UILabel)?.text = "Extreme"
                    view.layer.contents =
                        view is UILabel
                        ? nil : CGImage(width: 2, height: 2, bgraPixels: [UInt8](repeating: 180, count: 16))
                    screen.window.addSubview(view)
                    setter(view, value)
                }
                screen.runFrame()
                views.forEach { $0.removeFromSuperview() }
            }
        }
    }
]

/// A view that draws, so its backing store sees the extreme sizes too.
private final class DrawnView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.orange.setFill()
        UIBezierPath(roundedRect: bounds.insetBy(dx: 2, dy: 2), cornerRadius: 4).fill()
    }
}

/// Signature, a 2×2 IHDR, then only the 8-byte header of a tEXt chunk: libpng
/// 1.6.39 under SDL_image 2.6.3 re-reads that header forever.
private let hangingPNG: [UInt8] = [
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x02, 0x08, 0x06, 0x00, 0x00, 0x00, 0x72, 0xB6, 0x0D,
    0x24, 0x00, 0x00, 0x00, 0x00, 0x74, 0x45, 0x58, 0x74
]

/// The same IHDR, then a whole gAMA chunk with a wrong CRC and no IEND.
private let hangingPNGWithGamma: [UInt8] =
    Array(hangingPNG[0..<33]) + [0x00, 0x00, 0x00, 0x0D, 0x67, 0x41, 0x4D, 0x41]
    + [UInt8](repeating: 0, count: 17)

/// A few random byte changes, sometimes a truncation or a repeated slice.
private func mutated(_ source: Data, using generator: inout SeededGenerator) -> Data {
    var bytes = [UInt8](source)
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
        bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
    }
    switch Int.random(in: 0..<6, using: &generator) {
    case 0: bytes.removeLast(Int.random(in: 0..<bytes.count, using: &generator))
    case 1:
        let start = Int.random(in: 0..<bytes.count, using: &generator)
        bytes.insert(contentsOf: bytes[start..<min(bytes.count, start + 16)], at: start)
    default: break
    }
    return Data(bytes)
}

@MainActor
private func extremeScreen() throws -> HeadlessScreen {
    SDLViewsLog.printsToStandardError = false
    return try HeadlessScreen(width: 80, height: 60)
}

/// A 3e9-point-wide view with a subview, configured by `configure`, over a few frames.
@MainActor
private func runWideView(_ configure: (UIView) -> Void) throws {
    let screen = try extremeScreen()
    let view = UIView(frame: CGRect(x: -1.5e9, y: 5, width: 3e9, height: 40))
    view.backgroundColor = .systemBlue
    let child = UIView(frame: CGRect(x: 1.5e9, y: 5, width: 20, height: 20))
    child.backgroundColor = .systemRed
    view.addSubview(child)
    screen.window.addSubview(view)
    screen.runFrame()
    configure(view)
    for _ in 0..<4 { screen.advance(by: 0.1) }
}

@MainActor
private func runInfiniteAnimation(_ configure: (CABasicAnimation) -> Void) throws {
    let screen = try extremeScreen()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    view.backgroundColor = .systemBlue
    screen.window.addSubview(view)
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.fromValue = 0
    animation.toValue = 1
    animation.duration = 1
    animation.repeatCount = .infinity
    animation.isCumulative = true
    configure(animation)
    view.layer.add(animation, forKey: "pulse")
    for _ in 0..<5 { screen.advance(by: 0.3) }
    _ = view.layer.presentation()?.opacity
}

@MainActor
private func truncating(_ font: UIFont) -> [NSAttributedString.Key: Any] {
    let style = NSMutableParagraphStyle()
    style.lineBreakMode = .byTruncatingTail
    return [.font: font, .paragraphStyle: style]
}

@MainActor
private func drawString(_ draw: () -> Void) {
    SDLViewsLog.printsToStandardError = false
    _ = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { _ in draw() }
}

/// Keeps a runaway allocation from taking the machine down: the probe dies instead.
private func limitAddressSpace(extraBytes: Int) throws {
    let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
    let pages = Int(statm.split(separator: " ").first ?? "0") ?? 0
    let limit = rlim_t(pages * Int(sysconf(Int32(_SC_PAGESIZE))) + extraBytes)
    var bound = rlimit(rlim_cur: limit, rlim_max: limit)
    _ = setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &bound)
}

private func residentBytes() -> Int {
    let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
    let fields = statm.split(separator: " ")
    let pages = fields.count > 1 ? Int(fields[1]) ?? 0 : 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
