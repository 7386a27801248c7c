import Foundation

/// Answers AT-SPI's method calls on the exported objects: `Accessible`,
/// `Application` (the root), `Component`, `Action`, `Value`, `Text`, and
/// `org.freedesktop.DBus.Properties` / `Introspectable` on each.
///
/// A pure function of the request and the exported tree (no bus), so tests
/// call it directly. Bad requests — an unknown path, a responder that went
/// away, missing or mistyped arguments, an index out of range — get a D-Bus
/// error reply with the reason, never a crash.
@MainActor
final class ATSPIRequestHandler {
    enum Reply: Equatable {
        case values([DBusValue])
        case error(name: String, message: String)
    }

    static let unknownObject = "org.freedesktop.DBus.Error.UnknownObject"
    static let unknownMethod = "org.freedesktop.DBus.Error.UnknownMethod"
    static let invalidArgs = "org.freedesktop.DBus.Error.InvalidArgs"
    /// Application.Version (the package has no release number yet).
    static let toolkitVersion = "0-unreleased"

    let registry: ATSPIObjectRegistry
    /// The bus name references carry (this connection's unique name).
    var busName: String
    /// The desktop the registry embedded the application in (the root's parent).
    var desktop: (name: String, path: String)?
    /// The application id the registry assigns (Application.Id).
    var applicationID: Int32 = 0
    /// The tree as exported now; rebuilt by `makeTree` at most once per frame.
    private var cachedTree: ATSPITree?
    private let makeTree: @MainActor () -> ATSPITree
    private let focusedResponder: @MainActor () -> UIResponder?

    init(
        registry: ATSPIObjectRegistry, busName: String, makeTree: @escaping @MainActor () -> ATSPITree,
        focusedResponder: @escaping @MainActor () -> UIResponder?
    ) {
        self.registry = registry
        self.busName = busName
        self.makeTree = makeTree
        self.focusedResponder = focusedResponder
    }

    var tree: ATSPITree {
        if let cachedTree { return cachedTree }
        let made = makeTree()
        cachedTree = made
        return made
    }

    /// Called at each frame's start: the next request sees the hierarchy as it is now.
    func invalidateTree() { cachedTree = nil }

    // MARK: References

    func reference(_ node: ATSPITree.Node?) -> DBusValue {
        switch node {
        case .application: .structure([.string(busName), .objectPath(ATSPIObjectRegistry.rootPath)])
        case .object(let responder): .structure([.string(busName), .objectPath(registry.path(for: responder))])
        case nil: Self.nullReference
        }
    }

    static let nullReference = DBusValue.structure([.string(""), .objectPath(ATSPIObjectRegistry.nullPath)])

    // MARK: Dispatch

    func handle(path: String, interface: String, member: String, arguments: [DBusValue]) -> Reply {
        let node: ATSPITree.Node
        switch registry.lookup(path) {
        case .application: node = .application
        case .object(let responder): node = .object(responder)
        case .gone: return .error(name: Self.unknownObject, message: "\(path) went away (its element was released)")
        case .unknown: return .error(name: Self.unknownObject, message: "no accessible at \(path)")
        }
        let request = Request(node: node, member: member, arguments: arguments)
        let reply: Reply?
        switch interface {
        case "org.a11y.atspi.Accessible": reply = accessible(request)
        case "org.a11y.atspi.Component": reply = component(request)
        case "org.a11y.atspi.Action": reply = action(request)
        case "org.a11y.atspi.Value": reply = value(request)
        case "org.a11y.atspi.Text": reply = text(request)
        case "org.a11y.atspi.Selection": reply = selection(request)
        case "org.freedesktop.DBus.Properties": reply = properties(request)
        case "org.freedesktop.DBus.Introspectable": reply = member == "Introspect" ? introspect(node) : nil
        default: reply = nil
        }
        return reply ?? .error(name: Self.unknownMethod, message: "\(interface).\(member) is not served at \(path)")
    }

    struct Request {
        let node: ATSPITree.Node
        let member: String
        let arguments: [DBusValue]

        func int(_ index: Int) -> Int? { arguments.indices.contains(index) ? arguments[index].intValue : nil }
        var responder: UIResponder? {
            if case .object(let responder) = node { return responder }
            return nil
        }
    }

    static func invalid(_ request: Request, _ why: String) -> Reply {
        .error(name: invalidArgs, message: "\(request.member): \(why)")
    }

    // MARK: Accessible

    private func accessible(_ request: Request) -> Reply? {
        let node = request.node
        switch request.member {
        case "GetChildAtIndex":
            guard let index = request.int(0) else { return Self.invalid(request, "expected an index (i)") }
            let children = tree.children(of: node)
            guard children.indices.contains(index) else {
                return Self.invalid(request, "index \(index) outside 0..<\(children.count)")
            }
            return .values([reference(.object(children[index]))])
        case "GetChildren":
            return .values([.array(element: "(so)", tree.children(of: node).map { reference(.object($0)) })])
        case "GetIndexInParent":
            return .values([.int32(Int32(tree.indexInParent(of: node) ?? -1))])
        case "GetRelationSet":
            return .values([.array(element: "(ua(so))", [])])
        case "GetRole":
            return .values([.uint32(role(of: node).rawValue)])
        case "GetRoleName", "GetLocalizedRoleName":
            return .values([.string(role(of: node).name)])
        case "GetState":
            return .values([.array(element: "u", states(of: node).words.map(DBusValue.uint32))])
        case "GetAttributes":
            return .values([.stringMap(attributes(of: node))])
        case "GetApplication":
            return .values([reference(.application)])
        case "GetInterfaces":
            return .values([.strings(interfaces(of: node))])
        default:
            return nil
        }
    }

    func role(of node: ATSPITree.Node) -> ATSPIRole {
        switch node {
        case .application: .application
        case .object(let responder): ATSPIRole.of(responder)
        }
    }

    func states(of node: ATSPITree.Node) -> ATSPIStateSet {
        switch node {
        case .application:
            return ATSPIStateSet([.enabled, .sensitive, .visible, .showing])
        case .object(let responder):
            let focused = focusedResponder().map { tree.nearestExported($0) === responder } ?? false
            return ATSPIStateSet.of(
                responder, shown: tree.contains(responder), focused: focused,
                isKeyWindow: UIApplication.shared.keyWindow === responder)
        }
    }

    private func attributes(of node: ATSPITree.Node) -> [(String, String)] {
        var list = [("toolkit", "SDLViews")]
        if case .object(let responder) = node {
            if let identifier = (responder as? UIAccessibilityIdentification)?.accessibilityIdentifier {
                list.append(("id", identifier))
            }
            if let language = responder.accessibilityLanguage { list.append(("language", language)) }
        }
        return list
    }

    func interfaces(of node: ATSPITree.Node) -> [String] {
        guard case .object(let responder) = node else {
            return ["org.a11y.atspi.Accessible", "org.a11y.atspi.Application"]
        }
        let facts = ATSPIElementFacts(responder: responder)
        var list = ["org.a11y.atspi.Accessible", "org.a11y.atspi.Component"]
        if !facts.actions.isEmpty { list.append("org.a11y.atspi.Action") }
        if facts.range != nil { list.append("org.a11y.atspi.Value") }
        if facts.text != nil { list.append("org.a11y.atspi.Text") }
        if offersSelection(responder) { list.append("org.a11y.atspi.Selection") }
        return list
    }

    func name(of node: ATSPITree.Node) -> String {
        switch node {
        case .application: ProcessInfo.processInfo.processName
        case .object(let window as UIWindow): window.accessibilityLabel ?? window.title
        case .object(let responder):
            responder.accessibilityLabel ?? (responder as? UIView)?.combinedLabelText ?? ""
        }
    }

    // MARK: Component

    private func component(_ request: Request) -> Reply? {
        guard let responder = request.responder else { return nil }
        let facts = ATSPIElementFacts(responder: responder)
        switch request.member {
        case "GetExtents":
            let box = extents(of: responder, coordinateType: request.int(0) ?? 0)
            return .values([.structure(box.map { .int32($0) })])
        case "GetPosition":
            let box = extents(of: responder, coordinateType: request.int(0) ?? 0)
            return .values([.int32(box[0]), .int32(box[1])])
        case "GetSize":
            let box = extents(of: responder, coordinateType: 1)
            return .values([.int32(box[2]), .int32(box[3])])
        case "Contains", "GetAccessibleAtPoint":
            guard let x = request.int(0), let y = request.int(1) else {
                return Self.invalid(request, "expected x, y (i, i) and a coordinate type (u)")
            }
            let type = request.int(2) ?? 0
            let point = CGPoint(x: x, y: y)
            if request.member == "Contains" {
                return .values([.bool(rect(extents(of: responder, coordinateType: type)).contains(point))])
            }
            // Front-most child first: later subviews are drawn over earlier ones.
            let hit = tree.children(of: request.node).last {
                rect(extents(of: $0, coordinateType: type)).contains(point)
            }
            return .values([reference(hit.map(ATSPITree.Node.object))])
        case "GetLayer":
            return .values([.uint32(responder is UIWindow ? 7 : 3)])  // window, widget
        case "GetMDIZOrder":
            return .values([.int16(0)])
        case "GetAlpha":
            return .values([.double(Double((responder as? UIView)?.alpha ?? 1))])
        case "GrabFocus":
            return .values([.bool(facts.grabFocus())])
        default:
            return nil
        }
    }

    /// x, y, width, height in AT-SPI's coordinate type: 0 the desktop, 1 the
    /// window, 2 the exported parent.
    private func extents(of responder: UIResponder, coordinateType: Int) -> [Int32] {
        let facts = ATSPIElementFacts(responder: responder)
        var frame = facts.extents(screen: coordinateType == 0)
        if coordinateType == 2, case .object(let parent) = tree.parent(of: .object(responder)) {
            let origin = ATSPIElementFacts(responder: parent).extents(screen: false).origin
            frame = frame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
        guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite else {
            return [0, 0, 0, 0]
        }
        return [frame.minX, frame.minY, frame.width, frame.height].map { Int32(clamping: Int(max(min($0, 1e9), -1e9).rounded())) }
    }

    private func rect(_ box: [Int32]) -> CGRect {
        CGRect(x: Int(box[0]), y: Int(box[1]), width: Int(box[2]), height: Int(box[3]))
    }

    // MARK: Action

    private func action(_ request: Request) -> Reply? {
        guard let responder = request.responder else { return nil }
        let actions = ATSPIElementFacts(responder: responder).actions
        switch request.member {
        case "GetActions":
            return .values([
                .array(element: "(sss)", actions.map { .structure([.string($0.name), .string($0.description), .string("")]) })
            ])
        case "GetName", "GetLocalizedName", "GetDescription", "GetKeyBinding", "DoAction":
            guard let index = request.int(0), actions.indices.contains(index) else {
                return Self.invalid(request, "no action at \(request.int(0).map(String.init) ?? "(missing index)")")
            }
            let chosen = actions[index]
            switch request.member {
            case "GetName", "GetLocalizedName": return .values([.string(chosen.name)])
            case "GetDescription": return .values([.string(chosen.description)])
            case "GetKeyBinding": return .values([.string("")])
            default: return .values([.bool(chosen.perform())])
            }
        default:
            return nil
        }
    }

    // MARK: Value (properties only) and Text

    private func value(_ request: Request) -> Reply? {
        // AT-SPI's Value is all properties (Get/Set through Properties).
        nil
    }

    private func text(_ request: Request) -> Reply? {
        guard let responder = request.responder, let text = ATSPIElementFacts(responder: responder).text else {
            return nil
        }
        let characters = Array(text)
        switch request.member {
        case "GetText":
            guard let start = request.int(0), let end = request.int(1) else {
                return Self.invalid(request, "expected start and end offsets (i, i)")
            }
            let upper = end < 0 ? characters.count : min(end, characters.count)
            let lower = max(0, min(start, upper))
            return .values([.string(String(characters[lower..<upper]))])
        case "GetNSelections":
            let selection = ATSPIElementFacts(responder: responder).selection
            return .values([.int32(selection.map { $0.start != $0.end ? 1 : 0 } ?? 0)])
        case "GetSelection":
            let selection = ATSPIElementFacts(responder: responder).selection ?? (0, 0)
            return .values([.int32(Int32(clamping: selection.start)), .int32(Int32(clamping: selection.end))])
        default:
            return nil
        }
    }

    // MARK: Properties

    private func properties(_ request: Request) -> Reply? {
        switch request.member {
        case "Get":
            guard let interface = request.arguments.first?.stringValue,
                let property = request.arguments.dropFirst().first?.stringValue
            else { return Self.invalid(request, "expected an interface and a property name (s, s)") }
            guard let found = propertyValues(of: request.node, interface: interface).first(where: { $0.0 == property })
            else { return Self.invalid(request, "no property \(interface).\(property)") }
            return .values([.variant(found.1)])
        case "GetAll":
            guard let interface = request.arguments.first?.stringValue else {
                return Self.invalid(request, "expected an interface name (s)")
            }
            return .values([.properties(propertyValues(of: request.node, interface: interface))])
        case "Set":
            return setProperty(request)
        default:
            return nil
        }
    }

    func propertyValues(of node: ATSPITree.Node, interface: String) -> [(String, DBusValue)] {
        switch interface {
        case "org.a11y.atspi.Accessible":
            let description = node == .application ? "" : (requestResponder(node)?.accessibilityHint ?? "")
            return [
                ("Name", .string(name(of: node))), ("Description", .string(description)),
                ("Parent", parentReference(of: node)),
                ("ChildCount", .int32(Int32(clamping: tree.children(of: node).count))),
                ("Locale", .string(requestResponder(node)?.accessibilityLanguage ?? "")),
                ("AccessibleId", .string((requestResponder(node) as? UIAccessibilityIdentification)?.accessibilityIdentifier ?? "")),
            ]
        case "org.a11y.atspi.Application" where node == .application:
            return [
                ("ToolkitName", .string("SDLViews")), ("Version", .string(Self.toolkitVersion)),
                ("AtspiVersion", .string("2.1")), ("Id", .int32(applicationID)),
            ]
        case "org.a11y.atspi.Action":
            guard let responder = requestResponder(node) else { return [] }
            return [("NActions", .int32(Int32(ATSPIElementFacts(responder: responder).actions.count)))]
        case "org.a11y.atspi.Value":
            guard let responder = requestResponder(node), let range = ATSPIElementFacts(responder: responder).range
            else { return [] }
            return [
                ("CurrentValue", .double(range.current)), ("MinimumValue", .double(range.minimum)),
                ("MaximumValue", .double(range.maximum)), ("MinimumIncrement", .double(range.increment)),
                ("Text", .string(responder.accessibilityValue ?? "")),
            ]
        case "org.a11y.atspi.Text":
            guard let responder = requestResponder(node) else { return [] }
            let facts = ATSPIElementFacts(responder: responder)
            guard let text = facts.text else { return [] }
            return [
                ("CharacterCount", .int32(Int32(clamping: text.count))),
                ("CaretOffset", .int32(Int32(clamping: facts.selection?.end ?? 0))),
            ]
        case "org.a11y.atspi.Selection":
            guard let responder = requestResponder(node), offersSelection(responder) else { return [] }
            return [("NSelectedChildren", .int32(Int32(clamping: selectedChildren(of: node).count)))]
        default:
            return []
        }
    }

    private func requestResponder(_ node: ATSPITree.Node) -> UIResponder? {
        if case .object(let responder) = node { return responder }
        return nil
    }

    private func parentReference(of node: ATSPITree.Node) -> DBusValue {
        switch node {
        case .application:
            guard let desktop else { return Self.nullReference }
            return .structure([.string(desktop.name), .objectPath(desktop.path)])
        case .object:
            return reference(tree.parent(of: node))
        }
    }

    /// `Properties.Set`: the registry's Application.Id, and Value.CurrentValue.
    private func setProperty(_ request: Request) -> Reply {
        let arguments = request.arguments
        guard arguments.count == 3, let interface = arguments[0].stringValue, let property = arguments[1].stringValue
        else { return Self.invalid(request, "expected an interface, a property name and a value (s, s, v)") }
        switch (interface, property) {
        case ("org.a11y.atspi.Application", "Id") where request.node == .application:
            guard let id = arguments[2].intValue else { return Self.invalid(request, "Id is an integer") }
            applicationID = Int32(clamping: id)
            return .values([])
        case ("org.a11y.atspi.Value", "CurrentValue"):
            guard let responder = request.responder, let number = arguments[2].doubleValue,
                ATSPIElementFacts(responder: responder).setValue(number)
            else { return Self.invalid(request, "CurrentValue cannot be set here") }
            return .values([])
        default:
            return Self.invalid(request, "\(interface).\(property) is read-only")
        }
    }

    // MARK: Introspection

    private func introspect(_ node: ATSPITree.Node) -> Reply {
        let body = interfaces(of: node).map { "  <interface name=\"\($0)\"/>\n" }.joined()
        let xml = """
            <!DOCTYPE node PUBLIC "-//freedesktop//DTD D-BUS Object Introspection 1.0//EN"
             "http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd">
            <node>
              <interface name="org.freedesktop.DBus.Introspectable"/>
              <interface name="org.freedesktop.DBus.Properties"/>
            \(body)</node>
            """
        return .values([.string(xml)])
    }
}
