import Foundation
import SDLViews
import SDLViewsTesting

/// `samples`: opens the launcher window; `samples --list` lists the samples;
/// `samples NAME --screenshot out.png [--at SECONDS]` renders one sample (or
/// `launcher`) headless, optionally after some animation time, and writes a PNG.
@main
@MainActor
struct SamplesApp {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.contains("--list") { return listSamples() }
        if let index = arguments.firstIndex(of: "--screenshot") {
            let output = arguments.indices.contains(index + 1) ? arguments[index + 1] : "screenshot.png"
            let at = arguments.firstIndex(of: "--at").flatMap { arguments.indices.contains($0 + 1) ? Double(arguments[$0 + 1]) : nil }
            let name = arguments.first { !$0.hasPrefix("--") && $0 != output && Double($0) == nil } ?? "launcher"
            exit(screenshot(name: name, to: output, at: at ?? 0))
        }
        exit(UIApplication.shared.run(delegate: LauncherAppDelegate(initialSample: arguments.first)))
    }

    static func listSamples() {
        print("launcher  The list of samples")  // listed first: `samples launcher --screenshot` renders it
        let width = SampleCatalog.all.map(\.name.count).max() ?? 10
        for sample in SampleCatalog.all { print("\(sample.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(sample.title): \(sample.summary)") }
    }

    /// Renders headless at 800×600 and writes a PNG; returns the exit status.
    /// `at` seconds of (virtual) time pass first, in 60 Hz frames, so animated
    /// samples can be caught part-way.
    static func screenshot(name: String, to path: String, at time: Double) -> Int32 {
        guard name == "launcher" || SampleCatalog.sample(named: name) != nil else {
            FileHandle.standardError.write(Data("unknown sample '\(name)'; see samples --list\n".utf8))
            return 2
        }
        do {
            let screen = try HeadlessScreen(width: 800, height: 600)
            let navigator = LauncherNavigator(window: screen.window)
            if let sample = SampleCatalog.sample(named: name) { navigator.show(sample) } else { navigator.showLauncher() }
            screen.advance(by: 1.0 / 60)
            for _ in 0..<Int((max(0, time) * 60).rounded()) { screen.advance(by: 1.0 / 60) }
            guard let data = screen.snapshot().pngData() else { throw SDLViewsError.sdl("PNG encoding failed") }
            try data.write(to: URL(fileURLWithPath: path))
            print("wrote \(path)")
            return 0
        } catch {
            FileHandle.standardError.write(Data("screenshot failed: \(error)\n".utf8))
            return 1
        }
    }
}

/// The launcher's application delegate: one resizable window.
@MainActor
final class LauncherAppDelegate: UIApplicationDelegate {
    var window: UIWindow?
    private var navigator: LauncherNavigator?
    private let initialSample: String?

    init(initialSample: String?) { self.initialSample = initialSample }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 960, height: 640))
        window.title = "SDLViews samples"
        do { try window.open() } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            return false
        }
        let navigator = LauncherNavigator(window: window)
        window.makeKeyAndVisible()
        if let name = initialSample, let sample = SampleCatalog.sample(named: name) { navigator.show(sample) } else { navigator.showLauncher() }
        self.window = window
        self.navigator = navigator
        return true
    }
}
