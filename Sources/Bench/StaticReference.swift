import Foundation
import SDLViews

/// The static frame an animation is measured against: the grid's cells with
/// the centres and alphas they had when it was made, nothing animating, each
/// frame a full redraw (`forceComposite()`). It checks that it is what its
/// name says: no animation on any cell when a reference block starts, and
/// every reference block's last frame pixel-identical to the first block's.
@MainActor
final class StaticReference {
    struct NotStatic: Error, CustomStringConvertible {
        let description: String
    }

    private let cells: [UIView]
    private let window: UIWindow
    private let centers: [CGPoint]
    private let alphas: [CGFloat]
    private var firstFrame: CGImage?
    /// The first problem found; `verify()` throws it.
    private var problem: String?
    /// Reference frames compared with the first one.
    private(set) var checkedFrames = 0

    init(cells: [UIView], window: UIWindow) {
        self.cells = cells
        self.window = window
        centers = cells.map(\.center)
        alphas = cells.map(\.alpha)
    }

    /// The reference as an interleaved subject.
    func subject() -> Interleaved.Subject {
        GridBench.staticSubject(
            "static", window: window, setUp: { [self] in checkNothingAnimates() },
            tearDown: { [self] in checkPixels() })
    }

    /// Stops the cells' animations and puts back their original centre and alpha.
    func restore() {
        for (index, cell) in cells.enumerated() {
            cell.layer.removeAllAnimations()
            cell.center = centers[index]
            cell.alpha = alphas[index]
        }
        window.runFrame()
    }

    /// Throws if any reference block was not static.
    func verify() throws {
        if let problem { throw NotStatic(description: "bench: the static reference is not static: \(problem)") }
    }

    private func checkNothingAnimates() {
        guard problem == nil else { return }
        if let index = cells.firstIndex(where: { !($0.layer.animationKeys() ?? []).isEmpty }) {
            problem = "cell \(index) still runs \(cells[index].layer.animationKeys() ?? [])"
        } else if let index = cells.indices.first(where: {
            cells[$0].center != centers[$0] || cells[$0].alpha != alphas[$0]
        }) {
            problem =
                "cell \(index) is at \(cells[index].center) alpha \(cells[index].alpha), built at \(centers[index]) alpha \(alphas[index])"
        }
    }

    private func checkPixels() {
        guard problem == nil else { return }
        guard let frame = window.readFramePixels() else {
            problem = "its frame cannot be read back"
            return
        }
        guard let firstFrame else {
            firstFrame = frame
            checkedFrames = 1
            return
        }
        checkedFrames += 1
        guard let d = GridBench.difference(firstFrame, frame) else {
            problem = "frame sizes differ"
            return
        }
        if d.inked == 0 { problem = "the first reference frame is empty" }
        if d.pixels > 0 || d.maxDelta > 0 {
            problem =
                "reference frame \(checkedFrames) differs from the first in \(d.pixels) pixels (max channel delta \(d.maxDelta))"
        }
    }
}
