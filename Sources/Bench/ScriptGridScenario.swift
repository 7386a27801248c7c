import Foundation
import SDLViews

/// script-grid (issue 39): the menu grid's 1,000 labels in Arabic against the
/// same grid in Latin, in alternating blocks. Arabic labels go through the
/// text engine (bidi, HarfBuzz shaping, Cairo glyphs); Latin ones through
/// SDL_ttf. Two frames each: every label's text changes (it alternates
/// between two strings, so shaping results come from the cache while each
/// label is laid out, drawn and uploaded again), and the forced full
/// composite of the unchanged grid.
struct ScriptGridScenario: Scenario {
    static let name = "script-grid"
    static let summary = "menu grid N=1,000: Arabic labels vs Latin, all relabelled each frame and fully composited"

    /// Two texts per label and script, five characters each: a joined Arabic
    /// pair with Arabic-Indic digits (a right-to-left run and an Arabic-number
    /// run), and two Latin letters with ASCII digits.
    static func texts(_ index: Int, arabic: Bool) -> (String, String) {
        let number = String(format: "%03d", index % 1_000)
        guard arabic else { return ("Lv" + number, "Go" + number) }
        let digits = String(number.unicodeScalars.map { Character(Unicode.Scalar($0.value - 0x30 + 0x660)!) })
        return ("مر" + digits, "لع" + digits)
    }

    func run(in context: BenchContext) throws -> [BenchResult] {
        let window = try context.window()
        var rows: [BenchResult] = []
        for n in context.options.counts.isEmpty ? [1_000] : context.options.counts {
            context.settle()
            let grids = [Self.grid(count: n, arabic: false), Self.grid(count: n, arabic: true)]
            var subjects: [Interleaved.Subject] = []
            var inks = ["", ""]
            for (index, (script, grid)) in zip(["latin", "arabic"], grids).enumerated() {
                subjects.append(Self.subject("\(script) relabel", grid: grid, window: window) {
                    Self.relabel(grid, arabic: script == "arabic")
                    window.runFrame()
                })
                var composite = Self.subject("\(script) composite", grid: grid, window: window) { window.forceComposite() }
                composite.tearDown = {
                    inks[index] = "; " + GridBench.compositeNote(window) + Self.inkNote(window, labels: grid.labels)
                    grid.container.removeFromSuperview()
                }
                subjects.append(composite)
            }
            let stats = try Interleaved.measure(subjects, in: context)
            rows += Self.rows(stats, n: n)
            rows[rows.count - 3].note? += inks[0]
            rows[rows.count - 1].note? += inks[1]
            for grid in grids { grid.container.removeFromSuperview() }
        }
        return rows
    }

    /// A grid of labels on the menu grid's frames, each showing its first text.
    private static func grid(count: Int, arabic: Bool) -> (container: UIView, labels: [UILabel]) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 1280, height: 720))
        let font = UIFont.systemFont(ofSize: MenuGrid.fontSize)
        let labels = (0..<count).map { index in
            let label = UILabel(frame: MenuGrid.frame(of: index))
            label.font = font
            label.textColor = .white
            label.text = texts(index, arabic: arabic).0
            container.addSubview(label)
            return label
        }
        return (container, labels)
    }

    /// How many pixels of the last frame are not black, and the area of each
    /// label's ink box summed: the software renderer blends a label's whole
    /// ink box, so taller glyphs cost more whatever the engine.
    private static func inkNote(_ window: UIWindow, labels: [UILabel]) -> String {
        guard let frame = window.readFramePixels() else { return "" }
        let bytes = frame.pixels
        func inked(_ x: Int, _ y: Int) -> Bool {
            let offset = (y * frame.width + x) * 4
            return bytes[offset] != 0 || bytes[offset + 1] != 0 || bytes[offset + 2] != 0
        }
        var inkedPixels = 0, boxArea = 0
        for label in labels {
            let box = label.convert(label.bounds, to: nil).intersection(CGRect(x: 0, y: 0, width: frame.width, height: frame.height))
            guard !box.isEmpty else { continue }
            var (x0, y0, x1, y1) = (Int.max, Int.max, -1, -1)
            for y in Int(box.minY)..<Int(box.maxY) {
                for x in Int(box.minX)..<Int(box.maxX) where inked(x, y) {
                    inkedPixels += 1
                    (x0, y0, x1, y1) = (min(x0, x), min(y0, y), max(x1, x), max(y1, y))
                }
            }
            if x1 >= 0 { boxArea += (x1 - x0 + 1) * (y1 - y0 + 1) }
        }
        return ", \(inkedPixels) inked pixels in ink boxes of \(boxArea) pixels"
    }

    /// Every label to its other text.
    private static func relabel(_ grid: (container: UIView, labels: [UILabel]), arabic: Bool) {
        for (index, label) in grid.labels.enumerated() {
            let (first, second) = texts(index, arabic: arabic)
            label.text = label.text == first ? second : first
        }
    }

    private static func subject(
        _ name: String, grid: (container: UIView, labels: [UILabel]), window: UIWindow, frame: @escaping () -> Void
    ) -> Interleaved.Subject {
        Interleaved.Subject(
            name: name,
            setUp: { window.addSubview(grid.container); window.runFrame() },
            tearDown: { grid.container.removeFromSuperview() },
            frame: frame)
    }

    private static func rows(_ stats: [Stats], n: Int) -> [BenchResult] {
        let names = ["latin relabel", "latin composite", "arabic relabel", "arabic composite"]
        return names.enumerated().map { index, name in
            let latin = stats[index % 2]
            let arabic = index >= 2
            var row = BenchResult(
                scenario: Self.name, name: name, n: n, stats: stats[index],
                ratio: arabic ? BenchResult.ratio(stats[index].median, to: latin.median) : 1,
                ratioTo: arabic ? names[index % 2] : name,
                note: index % 2 == 0
                    ? "every label's text changes, then window.runFrame()" : "window.forceComposite(), nothing changed")
            if arabic && index == 2 { row.setTarget("≤ 1.2×", limit: 1.2) }
            return row
        }
    }
}
