import Foundation
import SDLViews

/// "Print to PDF": a small document (a boarding pass whose barcode view has a
/// print version) printed with the SDLViews addition `printToPDF(at:)` to a
/// vector PDF and `printToPNG(at:)` to a bitmap, in a new private folder of
/// the temporary directory (so nothing of anyone's is overwritten); the paths
/// and page size appear below.
@MainActor
final class PrintSampleViewController: SampleViewController {
    /// Where this sample's prints go, made on the first print.
    private(set) var outputDirectory: URL?

    private var document: UIView!
    private var status: UILabel!
    private var preview: UIImageView!

    override func buildContent(in content: UIView) {
        document = BoardingPassView(frame: CGRect(x: 40, y: 24, width: 420, height: 240))
        content.addSubview(document)
        content.addSubview(
            SampleButton("Print to PDF and PNG", frame: CGRect(x: 40, y: 290, width: 220, height: 36)) { [weak self] in
                self?.printDocument()
            })
        status = SampleTheme.label(
            "Not printed yet: the PDF and the PNG go to a new folder of the temporary directory.",
            font: SampleTheme.captionFont, frame: CGRect(x: 40, y: 340, width: 720, height: 60))
        status.numberOfLines = 0
        content.addSubview(status)
        content.addSubview(
            SampleTheme.label(
                "On screen the barcode is blue; its print version (draw(_:for:)) is black with a caption.",
                font: SampleTheme.captionFont, frame: CGRect(x: 40, y: 410, width: 720, height: 20)))
        preview = UIImageView(frame: CGRect(x: 490, y: 24, width: 280, height: 160))
        preview.contentMode = .scaleAspectFit
        preview.backgroundColor = UIColor(white: 0.88, alpha: 1)
        content.addSubview(preview)
    }

    private func printDocument() {
        do {
            let directory = try outputDirectory ?? Self.makeOutputDirectory()
            outputDirectory = directory
            let pdf = directory.appendingPathComponent("boarding-pass.pdf"),
                png = directory.appendingPathComponent("boarding-pass.png")
            let pages = try document.printToPDF(at: pdf)
            try document.printToPNG(at: png, scale: 2)
            let size = document.bounds.size
            status.text =
                "Wrote \(pdf.path) (\(pages) page, \(Int(size.width))×\(Int(size.height)) pt, vector) and \(png.path) (@2x)."
            preview.image = UIImage(contentsOfFile: png.path)
        } catch {
            status.text = "Printing failed: \(error)"
        }
    }

    /// A new folder only this user can read, named uniquely by `mkdtemp`.
    private static func makeOutputDirectory() throws(FolderError) -> URL {
        let pattern = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("sdlviews-print-XXXXXX").path
        var template = Array(pattern.utf8CString)
        guard mkdtemp(&template) != nil else {
            throw FolderError(pattern: pattern, reason: String(cString: strerror(errno)))
        }
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    struct FolderError: Error, CustomStringConvertible {
        let pattern: String
        let reason: String
        var description: String { "cannot make a folder \(pattern): \(reason)" }
    }
}

/// A boarding pass: rounded card, text drawn with string drawing, a barcode subview.
@MainActor
final class BoardingPassView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        let barcode = BarcodeView(frame: CGRect(x: 24, y: 150, width: 372, height: 70))
        addSubview(barcode)
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        let card = UIBezierPath(roundedRect: bounds.insetBy(dx: 2, dy: 2), cornerRadius: 16)
        UIColor.white.setFill()
        card.fill()
        UIColor.systemBlue.setStroke()
        card.lineWidth = 3
        card.stroke()
        let title: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 28), .foregroundColor: UIColor.systemBlue
        ]
        "BER → SFO".draw(at: CGPoint(x: 24, y: 20), withAttributes: title)
        let body: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.darkGray
        ]
        "Flight SV 42 · Seat 12A · Gate B7 · Boarding 09:40".draw(
            in: CGRect(x: 24, y: 64, width: 372, height: 44), withAttributes: body)
        let dash = UIBezierPath()
        dash.move(to: CGPoint(x: 16, y: 130))
        dash.addLine(to: CGPoint(x: bounds.width - 16, y: 130))
        dash.setLineDash([6, 4], count: 2, phase: 0)
        UIColor.lightGray.setStroke()
        dash.stroke()
    }
}

/// Bars from a fixed pattern; printed in black with its number underneath.
@MainActor
final class BarcodeView: UIView {
    private static let widths: [CGFloat] = [
        2, 1, 3, 1, 1, 2, 4, 1, 2, 1, 3, 2, 1, 1, 4, 2, 1, 3, 1, 2, 2, 1, 3, 1, 1, 2, 4, 1
    ]

    private func drawBars(color: UIColor, height: CGFloat) {
        color.setFill()
        var x: CGFloat = 0
        for (i, w) in Self.widths.enumerated() {
            let width = w * 3
            if i % 2 == 0 { UIRectFill(CGRect(x: x, y: 0, width: width, height: height)) }
            x += width + 2
        }
    }

    override func draw(_ rect: CGRect) { drawBars(color: .systemBlue, height: bounds.height) }

    override func draw(_ rect: CGRect, for formatter: UIViewPrintFormatter) {
        drawBars(color: .black, height: bounds.height - 18)
        "4 200042 120007".draw(
            at: CGPoint(x: 0, y: bounds.height - 16),
            withAttributes: [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.black])
    }
}
