import Foundation

/// Development aid (`UINib.hotReloadEnabled`): watches the Interface Builder
/// files view controllers loaded their views from, and when one changes on
/// disk rebuilds those controllers' views in place (`viewDidLoad()` runs
/// again; the controllers, and so their place in navigation, stay).
///
/// A frame callback compares each file's modification date and size, at most
/// every `checkInterval` seconds of the application clock, so a running app
/// pays a few `stat` calls a second.
@MainActor
final class InterfaceBuilderHotReload {
    static let checkInterval: CFTimeInterval = 0.25

    private struct Stamp: Equatable {
        var modified: Date?
        var size: Int?
    }

    private final class WatchedFile {
        let url: URL
        var stamp: Stamp
        var controllers: [WeakController] = []
        init(url: URL, stamp: Stamp) {
            self.url = url
            self.stamp = stamp
        }
    }

    private struct WeakController { weak var controller: UIViewController? }

    private var files: [String: WatchedFile] = [:]
    private var callbackToken: Int?
    private var lastCheck: CFTimeInterval = -.infinity

    func watch(_ url: URL, for controller: UIViewController) {
        guard UINib.hotReloadEnabled else { return }
        let file = files[url.path] ?? WatchedFile(url: url, stamp: Self.stamp(of: url))
        files[url.path] = file
        file.controllers.removeAll { $0.controller == nil || $0.controller === controller }
        file.controllers.append(WeakController(controller: controller))
        if callbackToken == nil {
            callbackToken = UIApplication.shared.pipeline.addFrameCallback { [weak self] now in self?.check(at: now) }
        }
    }

    private func check(at now: CFTimeInterval) {
        guard now - lastCheck >= Self.checkInterval else { return }
        lastCheck = now
        for file in Array(files.values) {
            let stamp = Self.stamp(of: file.url)
            guard stamp != file.stamp else { continue }
            file.stamp = stamp
            reload(file)
        }
    }

    private func reload(_ file: WatchedFile) {
        let controllers = file.controllers.compactMap(\.controller)
        file.controllers = controllers.map { WeakController(controller: $0) }
        var reloadedStoryboards: [ObjectIdentifier] = []
        for controller in controllers where controller.isViewLoaded {
            if let storyboard = controller.storyboard,
                !reloadedStoryboards.contains(ObjectIdentifier(storyboard))
            {
                storyboard.reloadFile()
                reloadedStoryboards.append(ObjectIdentifier(storyboard))
            }
            controller.reloadViewFromInterfaceBuilder()
        }
    }

    private static func stamp(of url: URL) -> Stamp {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        return Stamp(
            modified: attributes?[.modificationDate] as? Date, size: (attributes?[.size] as? NSNumber)?.intValue)
    }
}
