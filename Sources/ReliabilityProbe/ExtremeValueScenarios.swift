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
        try runWideView { $0.transform = CGAffineTransform(rotationAngle: 0.3); $0.clipsToBounds = true }
    },
    ProbeScenario("extreme-wide-view-rounded-clipped") {
        try runWideView { $0.layer.cornerRadius = 12; $0.clipsToBounds = true }
    },
    ProbeScenario("extreme-wide-view-transitioned") {
        try runWideView { view in
            UIView.transition(with: view, duration: 1, options: .transitionFlipFromLeft, animations: {
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
        drawString { "Hello".draw(in: CGRect(x: 0, y: 0, width: 40, height: CGFloat.greatestFiniteMagnitude),
                                  withAttributes: truncating(UIFont.systemFont(ofSize: 12))) }
    },
    ProbeScenario("extreme-string-tiny-font") {
        drawString { "Hello".draw(in: CGRect(x: 0, y: 0, width: 40, height: 20),
                                  withAttributes: truncating(UIFont.systemFont(ofSize: 1e-300))) }
    },
    ProbeScenario("extreme-cgimage-width") {
        ProbeScenario.expect(CGImage(width: Int.max / 2, height: 3, bgraPixels: [0, 0, 0, 0]) == nil, "made an image")
    },
]

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
