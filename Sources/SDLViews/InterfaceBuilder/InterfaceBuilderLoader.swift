import Foundation

/// Builds the objects of one Interface Builder document (or one storyboard
/// scene): views by `init?(coder:)`, then their element attributes, layout
/// guides and subviews; once all exist, constraints, outlets and actions;
/// last, `awakeFromNib()` on every loaded object in the order the file lists them.
@MainActor
final class InterfaceBuilderLoader {
    let diagnostics: InterfaceBuilderDiagnostics
    /// The file loaded (prototype cells become nibs of it).
    let file: InterfaceBuilderFile
    private(set) var reader: InterfaceBuilderValueReader
    private let registry: InterfaceBuilderClassRegistry
    /// Modules searched for a `customClass` without `customModule`.
    private let modules: [String]
    /// Objects by id: placeholders, views, layout guides, view controllers.
    private(set) var objects: [String: AnyObject] = [:]
    private var loaded: [UIResponder] = []
    private var pendingConstraints: [(element: InterfaceBuilderElement, container: UIView)] = []
    private var pendingConnections: [(element: InterfaceBuilderElement, source: AnyObject)] = []
    private var pendingAttributes: [(keyPath: String, value: Any?, object: UIResponder)] = []
    /// Receives the `<segue>`s of views in a storyboard scene (controls, container views).
    var segueHandler: ((InterfaceBuilderElement, AnyObject) -> Void)?
    /// The prototype cells this load registered; they learn the load's objects at `finish()`.
    var prototypes: [InterfaceBuilderPrototype] = []
    /// Views that exist before their element is read (a cell's `textLabel`), by element id.
    var existingViews: [String: UIView] = [:]

    init(
        file: InterfaceBuilderFile, document: InterfaceBuilderElement, registry: InterfaceBuilderClassRegistry,
        owner: AnyObject?
    ) {
        self.file = file
        diagnostics = InterfaceBuilderDiagnostics(fileName: file.name)
        reader = InterfaceBuilderValueReader(diagnostics: diagnostics)
        self.registry = registry
        var modules: [String] = []
        if let owner {
            modules.append(String(reflecting: type(of: owner)).split(separator: ".").first.map(String.init) ?? "")
        }
        modules.append("SDLViews")
        self.modules = modules
        reader.namedColors = namedColors(in: document)
    }

    private func namedColors(in document: InterfaceBuilderElement) -> [String: UIColor] {
        var colors: [String: UIColor] = [:]
        for named in document.items(in: "resources") where named.name == "namedColor" {
            if let name = named["name"], let color = named.child("color").flatMap(reader.color) { colors[name] = color }
        }
        return colors
    }

    func register(_ object: AnyObject, id: String?) {
        if let id { objects[id] = object }
    }

    // MARK: Objects

    /// The view `element` describes, with its subviews; nil for a non-view element (logged).
    func makeView(_ element: InterfaceBuilderElement) -> UIView? {
        buildTree(element, adopting: nil)
    }

    /// Reads `element` into a view its parent made (a cell's content view or
    /// `textLabel`): the coded properties but the frame, which the parent lays out.
    func adopt(_ element: InterfaceBuilderElement, as view: UIView) {
        _ = buildTree(element, adopting: view)
    }

    /// One step of `buildTree`: make a view (and queue its subviews), or finish one whose subviews are done.
    private enum TreeStep {
        case build(InterfaceBuilderElement, parent: UIView?, adopting: UIView?)
        case finish(InterfaceBuilderElement, UIView)
    }

    /// Builds a view and its subviews with a stack of its own (10,000 nested views load
    /// without 10,000 nested calls): each view is made with its attributes, joins its parent,
    /// then its subviews are built in file order, then its constraints and connections are
    /// queued (the order the recursive walk queued them). Joining top-down keeps the work
    /// linear: a subtree joining its parent tells every view in it its tint may have changed,
    /// so a chain joined bottom-up costs the square of its depth.
    private func buildTree(_ element: InterfaceBuilderElement, adopting: UIView?) -> UIView {
        var root: UIView?
        var steps: [TreeStep] = [.build(element, parent: nil, adopting: adopting)]
        while let step = steps.popLast() {
            switch step {
            case .build(let element, let parent, let adopting):
                let view = adopting.map { adoptAttributes(element, as: $0) } ?? makeSingleView(element)
                if let parent, view.superview !== parent {
                    if let stack = parent as? UIStackView { stack.addArrangedSubview(view) } else { parent.addSubview(view) }
                } else if parent == nil {
                    root = view
                }
                steps.append(.finish(element, view))
                for child in element.items(in: "subviews").reversed() {
                    steps.append(.build(child, parent: view, adopting: nil))
                }
            case .finish(let element, let view):
                queueConstraints(element, container: view)
                queueConnections(element, source: view)
            }
        }
        return root ?? UIView()
    }

    /// One view without its subviews: made by `init?(coder:)` (or one that exists already), with its attributes.
    private func makeSingleView(_ element: InterfaceBuilderElement) -> UIView {
        if let id = element.id, let existing = existingViews.removeValue(forKey: id) {
            return adoptAttributes(element, as: existing)
        }
        let base = baseViewClass(of: element)
        let viewClass = resolvedClass(element, base: base) ?? base
        let decoding = InterfaceBuilderViewDecoding(reader: reader)
        let coder = InterfaceBuilderCoder(values: decoding.values(of: element), element: element)
        let view =
            viewClass.init(coder: coder)
            ?? failedInit(element, fallback: UIView(frame: UIView.decodedFrame(from: coder)))
        // Subclasses set their own defaults after `super.init(coder:)` (a label's
        // content mode); what the file says wins, as UIKit's decoding does.
        view.decodeViewProperties(from: coder)
        load(element, into: view, decoding: decoding)
        return view
    }

    private func adoptAttributes(_ element: InterfaceBuilderElement, as view: UIView) -> UIView {
        let decoding = InterfaceBuilderViewDecoding(reader: reader)
        view.decodeViewProperties(from: InterfaceBuilderCoder(values: decoding.values(of: element), element: element))
        load(element, into: view, decoding: decoding)
        return view
    }

    /// Everything after the view exists but its subviews: attributes, list parts (prototypes,
    /// content views), layout guides (the subviews, constraints and connections follow in `buildTree`).
    private func load(_ element: InterfaceBuilderElement, into view: UIView, decoding: InterfaceBuilderViewDecoding) {
        register(view, id: element.id)
        loaded.append(view)
        InterfaceBuilderViewAttributes.apply(to: view, from: element, reader: reader)
        loadListParts(of: element, into: view)
        queueRuntimeAttributes(of: element, for: view, decoding: decoding)
        reportUnsupportedChildren(of: element)
        for guide in element.children(named: "viewLayoutGuide") { registerGuide(guide, of: view) }
    }

    private func baseViewClass(of element: InterfaceBuilderElement) -> UIView.Type {
        if let base = InterfaceBuilderElementKind.viewClasses[element.name] { return base }
        diagnostics.once(element.name, "unsupported element <\(element.name)>; loaded as a plain view", at: element)
        return UIView.self
    }

    /// The `customClass` when it names a subclass of `base`; nil otherwise (logged as UIKit does).
    private func resolvedClass<Base>(_ element: InterfaceBuilderElement, base: Base.Type) -> Base.Type? {
        guard let name = element["customClass"] else { return nil }
        guard let found = registry.lookUp(name, module: element["customModule"], modules: modules) else {
            diagnostics.error("Unknown class \(name) in Interface Builder file.", at: element)
            return nil
        }
        guard let type = found as? Base.Type else {
            diagnostics.error("class \(name) is not a \(base); using \(base)", at: element)
            return nil
        }
        return type
    }

    private func registerGuide(_ element: InterfaceBuilderElement, of view: UIView) {
        switch element.key {
        case "safeArea": register(view.safeAreaLayoutGuide, id: element.id)
        case "layoutMargins": register(view.layoutMarginsGuide, id: element.id)
        default:
            let guide = UILayoutGuide()
            view.addLayoutGuide(guide)
            register(guide, id: element.id)
        }
    }

    private func reportUnsupportedChildren(of element: InterfaceBuilderElement) {
        for child in element.children
        where !InterfaceBuilderElementKind.knownChildren.contains(child.name)
            && !InterfaceBuilderListAttributes.isListPart(child, of: element)
        {
            diagnostics.once(
                "child \(child.name)", "unsupported element <\(child.name)> in <\(element.name)>; skipped", at: child)
        }
    }

    /// A storyboard scene's view controller (`<viewController>`, `<navigationController>`, …).
    func makeViewController(_ element: InterfaceBuilderElement) -> UIViewController {
        let base =
            InterfaceBuilderElementKind.viewControllerClasses[element.name]
            ?? {
                diagnostics.once(
                    element.name, "<\(element.name)> is not supported yet; loaded as a UIViewController", at: element)
                return UIViewController.self
            }()
        let controllerClass = resolvedClass(element, base: base) ?? base
        var values: [String: Any] = [:]
        let decoding = InterfaceBuilderViewDecoding(reader: reader)
        for attribute in element.items(in: "userDefinedRuntimeAttributes") {
            if let keyPath = attribute["keyPath"] { values[keyPath] = decoding.runtimeAttributeValue(attribute) }
        }
        if let title = element["title"] ?? element.child("navigationItem", key: "navigationItem")?["title"] {
            values["title"] = title
        }
        let coder = InterfaceBuilderCoder(values: values, element: element)
        let controller = controllerClass.init(coder: coder) ?? failedInit(element, fallback: UIViewController())
        register(controller, id: element.id)
        loaded.append(controller)
        queueRuntimeAttributes(of: element, for: controller, decoding: decoding)
        return controller
    }

    /// A subclass's `init?(coder:)` returned nil: UIKit leaves the object out; a plain one stands in here.
    private func failedInit<Object>(_ element: InterfaceBuilderElement, fallback: Object) -> Object {
        diagnostics.error(
            "init?(coder:) of \(element["customClass"] ?? element.name) failed; using a \(Object.self)", at: element)
        return fallback
    }

    // MARK: Deferred work

    private func queueRuntimeAttributes(
        of element: InterfaceBuilderElement, for object: UIResponder, decoding: InterfaceBuilderViewDecoding
    ) {
        for attribute in element.items(in: "userDefinedRuntimeAttributes") {
            guard let keyPath = attribute["keyPath"] else { continue }
            pendingAttributes.append((keyPath, decoding.runtimeAttributeValue(attribute), object))
        }
    }

    private func queueConstraints(_ element: InterfaceBuilderElement, container: UIView) {
        for constraint in element.items(in: "constraints") { pendingConstraints.append((constraint, container)) }
    }

    func queueConnections(_ element: InterfaceBuilderElement, source: AnyObject) {
        for connection in element.items(in: "connections") { pendingConnections.append((connection, source)) }
    }

    /// Constraints, user-defined attributes, outlets and actions, then `awakeFromNib()`.
    func finish() {
        let builder = InterfaceBuilderConstraintBuilder(reader: reader)
        let constraints = pendingConstraints.compactMap {
            builder.constraint($0.element, in: $0.container, objects: objects)
        }
        NSLayoutConstraint.activate(constraints)
        for attribute in pendingAttributes {
            InterfaceBuilderRuntimeAttributes.apply(attribute.value, keyPath: attribute.keyPath, to: attribute.object)
        }
        let connections = InterfaceBuilderConnections(diagnostics: diagnostics)
        for (element, source) in pendingConnections { connect(element, from: source, with: connections) }
        for prototype in prototypes { prototype.adopt(objects) }
        for object in loaded { object.awakeFromNib() }
        (pendingConstraints, pendingAttributes, pendingConnections, loaded, prototypes) = ([], [], [], [], [])
    }

    private func connect(
        _ element: InterfaceBuilderElement, from source: AnyObject, with connections: InterfaceBuilderConnections
    ) {
        switch element.name {
        case "outlet":
            guard let id = element["destination"], let destination = objects[id] else {
                return diagnostics.error(
                    "outlet destination \"\(element["destination"] ?? "")\" names no object; skipped", at: element)
            }
            connections.connectOutlet(element, from: source, to: destination)
        case "action":
            connections.connectAction(element, from: source, to: element["destination"].flatMap { objects[$0] })
        case "segue":
            // A controller's own segues run from performSegue(withIdentifier:sender:).
            if !(source is UIViewController) { segueHandler?(element, source) }
        default:
            diagnostics.once(
                "connection \(element.name)", "unsupported connection <\(element.name)>; skipped", at: element)
        }
    }
}
