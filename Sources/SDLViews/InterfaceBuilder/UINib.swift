import Foundation

/// UIKit's `UINib`: an Interface Builder file (the .xib XML as Xcode saves it,
/// read at run time) that instantiates its objects on demand.
///
/// `instantiate(withOwner:options:)` makes the file's top-level objects with
/// `init?(coder:)`, connects outlets and actions (see `Outlet` and
/// `InterfaceBuilderConnectable`; File's Owner is the owner), activates the
/// file's constraints and sends `awakeFromNib()` to every loaded object.
/// Differences: the file is the XML source, not a compiled nib; custom classes
/// resolve through `UINib.register(_:name:)` or Swift's mangled-name lookup;
/// bad input is logged and what could be built is returned (UIKit raises).
@MainActor
public final class UINib {
    /// UIKit's option keys (accepted, none changes the load here).
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    let file: InterfaceBuilderFile
    /// Set when the nib is one prototype cell of `file` rather than its top-level objects.
    let prototype: InterfaceBuilderPrototype?

    /// UIKit's `init(nibName:bundle:)`: the file `name.xib` in `bundle`'s
    /// resources (nil: `Bundle.main`), searched in subfolders too. A missing
    /// file is logged and instantiates nothing.
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
        let bundle = bundleOrNil ?? .main
        guard let url = InterfaceBuilderFile.url(named: name, extension: "xib", in: bundle) else {
            SDLViewsLog.error("Could not load NIB in bundle: '\(bundle.bundlePath)' with name '\(name)'")
            self.init(file: InterfaceBuilderFile(name: "\(name).xib", data: Data(), url: nil))
            return
        }
        self.init(file: InterfaceBuilderFile(contentsOf: url))
    }

    /// UIKit's `init(data:bundle:)`: the .xib XML itself.
    public convenience init(data: Data, bundle bundleOrNil: Bundle?) {
        self.init(file: InterfaceBuilderFile(name: "(data)", data: data, url: nil))
    }

    init(file: InterfaceBuilderFile, prototype: InterfaceBuilderPrototype? = nil) {
        self.file = file
        self.prototype = prototype
    }

    /// UIKit's `instantiate(withOwner:options:)`: the top-level objects (views,
    /// view controllers), new each call; placeholders are not among them.
    public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        guard let document = file.document else { return [] }
        let owner = ownerOrNil.map { $0 as AnyObject }
        let loader = InterfaceBuilderLoader(file: file, document: document, registry: UINib.classRegistry, owner: owner)
        if let prototype { return prototype.instantiate(with: loader) }
        var topLevel: [Any] = []
        for element in document.items(in: "objects") {
            if let object = instantiateTopLevel(element, owner: owner, loader: loader) { topLevel.append(object) }
        }
        loader.finish()
        if let url = file.url, let owner = owner as? UIViewController {
            runtime.interfaceBuilderHotReload.watch(url, for: owner)
        }
        return topLevel
    }

    private func instantiateTopLevel(
        _ element: InterfaceBuilderElement, owner: AnyObject?, loader: InterfaceBuilderLoader
    ) -> Any? {
        if element.name == "placeholder" {
            guard element["placeholderIdentifier"] == "IBFilesOwner", let owner else { return nil }
            loader.register(owner, id: element.id)
            loader.queueConnections(element, source: owner)
            return nil
        }
        if InterfaceBuilderElementKind.viewControllerClasses[element.name] != nil {
            return loader.makeViewController(element)
        }
        if InterfaceBuilderElementKind.viewClasses[element.name] != nil || element.child("rect", key: "frame") != nil {
            return loader.makeView(element)
        }
        loader.diagnostics.once(element.name, "unsupported top-level object <\(element.name)>; skipped", at: element)
        return nil
    }

    /// A new reusable view (a cell) from the nib for a table or collection view's
    /// dequeue of `identifier`: its first top-level `View`, nil (logged) when it
    /// has none. A cell whose file gives another reuse identifier is logged and
    /// takes `identifier` (UIKit raises); one without takes it silently.
    func instantiateReusableView<View: UIView>(
        identifier: String, reuseIdentifier: ReferenceWritableKeyPath<View, String?>
    ) -> View? {
        guard let view = instantiate(withOwner: nil).lazy.compactMap({ $0 as? View }).first else {
            SDLViewsLog.error(
                "\(file.name): the nib registered for reuse identifier \"\(identifier)\" has no \(View.self) "
                    + "top-level object; using a plain one")
            return nil
        }
        if let own = view[keyPath: reuseIdentifier], own != identifier {
            SDLViewsLog.error(
                "\(file.name): cell reuse identifier in nib (\(own)) does not match the identifier used to "
                    + "register the nib (\(identifier)); using \(identifier)")
        }
        view[keyPath: reuseIdentifier] = identifier
        return view
    }

    /// Development aid: when true, view controllers whose views came from a
    /// .xib or .storyboard file rebuild them when the file changes on disk
    /// (`viewDidLoad()` runs again; see `InterfaceBuilderHotReload`). Starts true
    /// when the environment variable `SDLVIEWS_HOT_RELOAD` is `1`. SDLViews addition.
    public static var hotReloadEnabled = ProcessEnvironment.value("SDLVIEWS_HOT_RELOAD") == "1"

    /// The .xib XML of `views` and their subviews, from their `encode(with:)`,
    /// which `UINib(data:bundle:)` loads back as equal views (tools that edit
    /// layouts save them with it). SDLViews addition: UIKit has no xib writer.
    public static func xibData(for views: [UIView]) -> Data {
        Data(InterfaceBuilderWriter.document(for: views).utf8)
    }

    // MARK: Classes

    static let classRegistry = InterfaceBuilderClassRegistry()

    /// Registers `type` for `customClass` lookups by its name (or `name`) and
    /// its module-qualified name. Needed only for classes the mangled-name lookup
    /// does not find (a `customClass` without `customModule` whose module is not
    /// the owner's). SDLViews addition: UIKit finds classes through the Objective-C runtime.
    public static func register(_ type: AnyClass, name: String? = nil) {
        classRegistry.register(type, name: name)
    }
}
