import Foundation

/// UIKit's `UIStoryboard`: a .storyboard file (Xcode's XML, read at run time)
/// whose scenes become view controllers on demand.
///
/// A scene's controller is made with `init?(coder:)` and gets
/// `awakeFromNib()`; its view is built from the scene when first needed
/// (`loadView()`), so `viewDidLoad()` runs then, as in UIKit. Navigation
/// controllers get their `rootViewController` relationship; segues run through
/// `performSegue(withIdentifier:sender:)`, controls that trigger them, and
/// container views (`embed`). Bad input is logged and what could be built is
/// returned (UIKit raises).
@MainActor
open class UIStoryboard {
    private(set) var file: InterfaceBuilderFile
    let bundle: Bundle?
    /// Scene ids being instantiated (a relationship cycle is refused, not recursed).
    private var instantiating: Set<String> = []
    /// Scene ids whose views are loading, outermost first (an embed cycle is refused, not recursed).
    private var loadingViews: [String] = []

    /// UIKit's `init(name:bundle:)`: `name.storyboard` in `bundle`'s resources
    /// (nil: `Bundle.main`), subfolders included. A missing file is logged and has no scenes.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        let bundle = storyboardBundleOrNil ?? .main
        self.bundle = bundle
        if let url = InterfaceBuilderFile.url(named: name, extension: "storyboard", in: bundle) {
            file = InterfaceBuilderFile(contentsOf: url)
        } else {
            SDLViewsLog.error("Could not find a storyboard named '\(name)' in bundle \(bundle.bundlePath)")
            file = InterfaceBuilderFile(name: "\(name).storyboard", data: Data(), url: nil)
        }
    }

    /// A storyboard from its XML (SDLViews addition, for tools and tests; `name` is used in messages).
    public init(data: Data, name: String = "(data)", bundle: Bundle? = nil) {
        self.bundle = bundle
        file = InterfaceBuilderFile(name: name, data: data, url: nil)
    }

    var diagnostics: InterfaceBuilderDiagnostics { InterfaceBuilderDiagnostics(fileName: file.name) }

    /// UIKit's `instantiateInitialViewController()`: the document's
    /// `initialViewController` scene, or nil (logged) when it has none.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let id = file.document?["initialViewController"] else {
            SDLViewsLog.error("\(file.name): the storyboard has no initial view controller")
            return nil
        }
        return instantiateScene(id: id)
    }

    /// UIKit's `instantiateViewController(withIdentifier:)`: the scene whose
    /// `storyboardIdentifier` is `identifier`. An unknown identifier is logged
    /// with UIKit's message and gives a plain `UIViewController` (UIKit raises).
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        if let scene = controllerElements().first(where: { $0["storyboardIdentifier"] == identifier }),
            let controller = instantiate(scene)
        {
            return controller
        }
        SDLViewsLog.error("Storyboard (\(file.name)) doesn't contain a view controller with identifier '\(identifier)'")
        return UIViewController()
    }

    /// The controller elements of every scene.
    private func controllerElements() -> [InterfaceBuilderElement] {
        guard let document = file.document else { return [] }
        return document.items(in: "scenes").flatMap { $0.items(in: "objects") }.filter {
            $0.name != "placeholder" && $0.name != "exit" && $0.name != "customObject"
                && ($0["sceneMemberID"] == "viewController" || $0.name.hasSuffix("Controller"))
        }
    }

    func instantiateScene(id: String) -> UIViewController? {
        guard let scene = controllerElements().first(where: { $0.id == id }) else {
            SDLViewsLog.error("\(file.name): no scene has a view controller with id \"\(id)\"")
            return nil
        }
        return instantiate(scene)
    }

    private func instantiate(_ scene: InterfaceBuilderElement) -> UIViewController? {
        guard let document = file.document, let id = scene.id, instantiating.insert(id).inserted else {
            diagnostics.error("scene \(scene.id ?? "?") refers to itself through its relationships; skipped", at: scene)
            return nil
        }
        defer { instantiating.remove(id) }
        let loader = InterfaceBuilderLoader(file: file, document: document, registry: UINib.classRegistry, owner: nil)
        let controller = loader.makeViewController(scene)
        controller.interfaceBuilderSource = ViewControllerInterfaceBuilderSource(storyboard: self, scene: scene)
        applyRelationships(of: scene, to: controller)
        loader.finish()
        return controller
    }

    /// `rootViewController` of a navigation controller.
    private func applyRelationships(of scene: InterfaceBuilderElement, to controller: UIViewController) {
        for segue in scene.items(in: "connections") where segue.name == "segue" && segue["kind"] == "relationship" {
            guard segue["relationship"] == "rootViewController", let navigation = controller as? UINavigationController
            else {
                diagnostics.once(
                    "relationship \(segue["relationship"] ?? "")",
                    "relationship \"\(segue["relationship"] ?? "")\" is not supported; skipped", at: segue)
                continue
            }
            if let id = segue["destination"], let root = instantiateScene(id: id) {
                navigation.setViewControllers([root], animated: false)
            }
        }
    }

    /// Builds `scene`'s view for `controller` (its `loadView()`): outlets from the
    /// controller, segues from controls, embedded children in container views.
    func loadView(of scene: InterfaceBuilderElement, into controller: UIViewController) {
        // After a hot reload the file holds a new tree: the scene is looked up again by id so
        // the edit shows (the element the controller was made from belongs to the old tree).
        let scene = currentScene(for: scene)
        controller.interfaceBuilderSource.scene = scene
        guard let document = file.document, let viewElement = scene.child(key: "view") else { return }
        if let id = scene.id { loadingViews.append(id) }
        defer { if scene.id != nil { loadingViews.removeLast() } }
        let loader = InterfaceBuilderLoader(
            file: file, document: document, registry: UINib.classRegistry, owner: controller)
        loader.register(controller, id: scene.id)
        loader.segueHandler = { [weak self, weak controller] segue, source in
            guard let self, let controller else { return }
            self.attach(segue, from: source, of: controller)
        }
        let view = loader.makeView(viewElement)
        controller.view = view
        loader.queueConnections(scene, source: controller)
        loader.finish()
        if let url = file.url { runtime.interfaceBuilderHotReload.watch(url, for: controller) }
    }

    /// The scene element with `scene`'s id in the file as it is now (`scene` itself when the file has none).
    private func currentScene(for scene: InterfaceBuilderElement) -> InterfaceBuilderElement {
        guard let id = scene.id else { return scene }
        return controllerElements().first { $0.id == id } ?? scene
    }

    /// A segue inside the scene's view: a control triggers it; a container view embeds now.
    private func attach(_ segue: InterfaceBuilderElement, from source: AnyObject, of controller: UIViewController) {
        if segue["kind"] == "embed", let container = source as? UIView {
            // A scene that embeds itself (A in A, or A in B in A) would load views forever.
            if let destination = segue["destination"], let start = loadingViews.firstIndex(of: destination) {
                let cycle = (loadingViews[start...] + [destination]).joined(separator: " → ")
                return diagnostics.error(
                    "scene \(destination) embeds itself (\(cycle)); the embed is skipped", at: segue)
            }
            return StoryboardSegueRunner.run(
                segue, from: controller, storyboard: self, sender: nil, container: container)
        }
        guard let control = source as? UIControl else { return }
        control.addAction(
            UIAction { [weak self, weak controller] action in
                guard let self, let controller else { return }
                if let identifier = segue["identifier"],
                    !controller.shouldPerformSegue(withIdentifier: identifier, sender: action.sender)
                {
                    return
                }
                StoryboardSegueRunner.run(segue, from: controller, storyboard: self, sender: action.sender)
            }, for: .primaryActionTriggered)
    }

    /// Hot reload: reads the file again.
    func reloadFile() {
        guard let url = file.url else { return }
        file = InterfaceBuilderFile(contentsOf: url)
    }
}
