import Foundation
import SDLViews
import SDLViewsTesting

/// `samples`: opens the launcher window; `samples --list` lists the samples;
/// `samples NAME --screenshot out.png [--at SECONDS] [--size WxH]` renders one
/// sample (or `launcher`) headless, optionally after some animation time, and
/// writes a PNG or JPEG; `samples --help` prints the usage. A refused command
/// line prints why and exits with status 2.
@main
@MainActor
struct SamplesApp {
    static func main() {
        let command: SamplesCommandLine
        do {
            command = try SamplesCommandLine.parse(
                Array(CommandLine.arguments.dropFirst()), known: SampleCatalog.all.map(\.name))
        } catch {
            FileHandle.standardError.write(Data("samples: \(error)\n".utf8))
            exit(2)
        }
        switch command {
        case .help: print(SamplesCommandLine.usage, terminator: "")
        case .list: listSamples()
        case .screenshot(let request): exit(SampleScreenshot(request).take())
        case .launcher(let name, let size, false):
            exit(UIApplication.shared.run(delegate: LauncherAppDelegate(initialSample: name, size: size)))
        case .launcher(let name, let size, true):
            exit(presentFirstFrame(LauncherAppDelegate(initialSample: name, size: size)))
        }
    }

    /// Launches as `run(delegate:)` does, runs frames until one is presented
    /// and returns (nothing else is timed by `bench startup`).
    static func presentFirstFrame(_ delegate: LauncherAppDelegate) -> Int32 {
        let application = UIApplication.shared
        guard delegate.application(application, willFinishLaunchingWithOptions: nil),
              delegate.application(application, didFinishLaunchingWithOptions: nil), delegate.window != nil else {
            return 1
        }
        for _ in 0..<10 where application.runFrame() { return 0 }
        FileHandle.standardError.write(Data("samples: no frame was presented in 10 frames\n".utf8))
        return 1
    }

    static func listSamples() {
        let width = SampleCatalog.all.map(\.name.count).max() ?? 10
        // Listed first: `samples launcher --screenshot` renders it.
        print("\("launcher".padding(toLength: width, withPad: " ", startingAt: 0))  The list of samples")
        for sample in SampleCatalog.all {
            print(
                "\(sample.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(sample.title): \(sample.summary)"
            )
        }
    }
}

/// The launcher's application delegate: one resizable window.
@MainActor
final class LauncherAppDelegate: UIApplicationDelegate {
    var window: UIWindow?
    private var navigator: LauncherNavigator?
    private let initialSample: String?
    private let size: SampleScreenSize

    init(initialSample: String?, size: SampleScreenSize) {
        self.initialSample = initialSample
        self.size = size
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        window.title = "SDLViews samples"
        do { try window.open() } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            return false
        }
        let navigator = LauncherNavigator(window: window)
        window.makeKeyAndVisible()
        if let name = initialSample, let sample = SampleCatalog.sample(named: name) {
            navigator.show(sample)
        } else {
            navigator.showLauncher()
        }
        self.window = window
        self.navigator = navigator
        return true
    }
}
