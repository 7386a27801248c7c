import Foundation
import Glibc
import Synchronization
import SDLViews
import SDLViewsTesting

/// The signal that interrupted a screenshot (0 while none did). An atomic,
/// because a signal handler may only touch lock-free state.
private let interruptingSignal = Atomic<Int32>(0)

/// `samples NAME --screenshot PATH`: renders a sample headless after some
/// virtual time, in 60 Hz frames, and writes it as a PNG or JPEG. The output
/// is opened before rendering, so a path that cannot be written fails at once
/// with the reason; SIGINT and SIGTERM stop between frames (nothing is
/// written, an earlier file at the path is left as it was) with the usual 128 + signal status.
@MainActor
struct SampleScreenshot {
    let request: ScreenshotRequest

    init(_ request: ScreenshotRequest) { self.request = request }

    /// Takes the screenshot; returns the exit status.
    func take() -> Int32 {
        let output: OutputFile
        do { output = try OutputFile(path: request.path) } catch { return fail("\(error)", status: 1) }
        Self.catchInterruptions()
        if request.time > 0 {
            FileHandle.standardError.write(
                Data(
                    "samples: rendering '\(request.name)' after \(String(format: "%g", request.time)) s of animation (SIGINT or SIGTERM stops it)\n"
                        .utf8))
        }
        do {
            guard let image = try render() else {
                output.remove()
                let signal = interruptingSignal.load(ordering: .relaxed)
                return fail("interrupted by signal \(signal); nothing written", status: 128 + signal)
            }
            try output.write(try encode(image))
            print("wrote \(request.path)")
            return 0
        } catch {
            output.remove()
            return fail("\(error)", status: 1)
        }
    }

    /// The screen after `request.time`, or nil when a signal interrupted it.
    private func render() throws -> UIImage? {
        try Self.render(
            request.name, size: request.size, scale: request.scale, input: request.input, time: request.time,
            shouldStop: { interruptingSignal.load(ordering: .relaxed) != 0 })
    }

    /// Sample `name` (or the launcher) on a headless screen of `size` points at `scale`, after `input`
    /// and then `time` seconds of 60 Hz frames; nil when `shouldStop` said so between two frames. The
    /// golden tests render through here too, so what they check is what `--screenshot` writes.
    static func render(
        _ name: String, size: SampleScreenSize, scale: Int = 1, input: [ScreenshotInput] = [], time: Double,
        shouldStop: () -> Bool = { false }
    ) throws -> UIImage? {
        let screen = try HeadlessScreen(width: size.width, height: size.height, scale: CGFloat(scale))
        let navigator = LauncherNavigator(window: screen.window)
        if let sample = SampleCatalog.sample(named: name) {
            navigator.show(sample)
        } else {
            navigator.showLauncher()
        }
        // A first frame at time 0 lays out and draws; what reports on drawing (the tiled
        // canvas's tile count, drawn while compositing) shows from the next frame.
        screen.runFrame()
        screen.advance(by: 1.0 / 60)
        for step in input {
            if shouldStop() { return nil }
            step.play(on: screen)
            screen.advance(by: 1.0 / 60)
        }
        for _ in 0..<Int((time * 60).rounded()) {
            if shouldStop() { return nil }
            screen.advance(by: 1.0 / 60)
        }
        return screen.snapshot()
    }

    private func encode(_ image: UIImage) throws -> Data {
        let data = request.format == .png ? image.pngData() : image.jpegData(compressionQuality: 0.9)
        guard let data else {
            throw OutputFile.Failure(message: "cannot write \(request.path): encoding the image failed")
        }
        return data
    }

    private func fail(_ message: String, status: Int32) -> Int32 {
        FileHandle.standardError.write(Data("samples: \(message)\n".utf8))
        return status
    }

    /// Installed before SDL starts, so SDL (which only replaces default handlers) leaves them;
    /// unblocked, because a parent's blocked mask is inherited (Foundation's `Process` passes one on).
    private static func catchInterruptions() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for sig in [SIGINT, SIGTERM] {
            signal(sig) { caught in interruptingSignal.store(caught, ordering: .relaxed) }
            sigaddset(&signals, sig)
        }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }
}

/// A file opened for writing, whose failures say which path and why in words.
private struct OutputFile {
    struct Failure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    let path: String
    private let descriptor: Int32
    /// A file that was there before is only replaced by a finished image.
    private let existed: Bool

    init(path: String) throws(Failure) {
        self.path = path
        existed = access(path, F_OK) == 0
        descriptor = open(path, O_WRONLY | O_CREAT, 0o644)
        guard descriptor >= 0 else { throw Self.failure(path) }
    }

    func write(_ data: Data) throws(Failure) {
        defer { close(descriptor) }
        guard ftruncate(descriptor, 0) == 0 else { throw Self.failure(path) }
        var offset = 0
        while offset < data.count {
            let written = data.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            guard written > 0 else { throw Self.failure(path) }
            offset += written
        }
    }

    /// Gives up: a file created for this screenshot is removed, an earlier one is left as it was.
    func remove() {
        close(descriptor)
        if !existed { unlink(path) }
    }

    private static func failure(_ path: String) -> Failure {
        Failure(message: "cannot write \(path): \(String(cString: strerror(errno)))")
    }
}
