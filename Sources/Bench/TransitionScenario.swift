import Foundation
import CSDL
import SDLViews
import SDLViewsTesting

/// transition: one frame of a curl, a flip and a cross dissolve over a full
/// 1280×720 page, held part-way (virtual clock), against copying a 1280×720
/// texture to the window plainly with SDL, in alternating blocks.
struct TransitionScenario: Scenario {
    static let name = "transition"
    static let summary =
        "curl up (50 %), flip (25 %) and cross dissolve (50 %) of a full-window view; ratio to one full-window SDL_RenderCopy"

    func run(in context: BenchContext) throws -> [BenchResult] {
        let window = try context.window()
        guard let renderer = window.sdlRenderer else { throw RawBaselines.Failure(description: "bench: no renderer") }
        let size = BenchContext.windowSize
        guard
            let texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                Int32(size.width), Int32(size.height))
        else {
            throw RawBaselines.Failure(description: "bench: could not create the full-window texture")
        }
        defer { SDL_DestroyTexture(texture) }
        let plain = Interleaved.Subject(name: "plain texture") {
            SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
            SDL_RenderClear(renderer)
            SDL_RenderCopy(renderer, texture, nil, nil)
            SDL_RenderPresent(renderer)
        }
        let page = Self.makePage(size: size)
        window.addSubview(page)
        defer { page.removeFromSuperview(); VirtualClock.stop() }
        var subjects = [plain]
        // The flip is measured at a quarter: at half time it is edge-on and draws almost nothing.
        let kinds: [(String, UIView.AnimationOptions, Double)] = [
            ("curl up", .transitionCurlUp, 0.5), ("flip", .transitionFlipFromLeft, 0.25),
            ("cross dissolve", .transitionCrossDissolve, 0.5)
        ]
        for (name, option, time) in kinds {
            var subject = Interleaved.Subject(name: name) { window.runFrame() }
            subject.setUp = { Self.hold(option, at: time, on: page, window: window) }
            subject.tearDown = {
                page.layer.removeAllAnimations(); window.runFrame()
            }
            subjects.append(subject)
        }
        let stats = try Interleaved.measure(subjects, in: context)
        var rows = [
            BenchResult(
                scenario: Self.name, name: "plain texture", n: 1, stats: stats[0], ratio: 1, ratioTo: "plain texture",
                note: "SDL_RenderCopy of a 1280×720 texture + present")
        ]
        for (i, kind) in kinds.enumerated() {
            rows.append(
                BenchResult(
                    scenario: Self.name, name: kind.0, n: 1, stats: stats[i + 1],
                    ratio: BenchResult.ratio(stats[i + 1].median, to: stats[0].median), ratioTo: "plain texture",
                    note: "window.runFrame() with the transition held at \(Int(kind.2 * 100)) % (whole window redrawn)")
            )
        }
        return rows
    }

    /// A full-window page of labels, so the snapshots carry real content.
    @MainActor
    static func makePage(size: CGSize) -> UIView {
        let page = UIView(frame: CGRect(origin: .zero, size: size))
        page.backgroundColor = UIColor(white: 0.95, alpha: 1)
        for i in 0..<120 {
            let label = UILabel(
                frame: CGRect(x: 20 + CGFloat(i % 6) * 205, y: 20 + CGFloat(i / 6) * 34, width: 195, height: 28))
            label.text = "Menu item \(i)"
            label.backgroundColor = i % 2 == 0 ? UIColor(white: 0.85, alpha: 1) : .white
            page.addSubview(label)
        }
        return page
    }

    /// Starts the transition on a virtual clock and holds it at `time` (of 1 s).
    @MainActor
    static func hold(_ option: UIView.AnimationOptions, at time: Double, on page: UIView, window: UIWindow) {
        VirtualClock.start(at: 0)
        UIView.transition(
            with: page, duration: 1, options: [option, .curveLinear],
            animations: {
                page.backgroundColor = page.backgroundColor == .white ? UIColor(white: 0.95, alpha: 1) : .white
            })
        VirtualClock.advance(by: time)
        window.runFrame()
    }
}
