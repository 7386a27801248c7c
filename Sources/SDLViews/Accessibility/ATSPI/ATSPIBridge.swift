import Foundation

/// The application's AT-SPI2 export: one private connection to the
/// accessibility bus, the registration with the registry, the per-frame
/// dispatch of requests and the event signals.
///
/// Owned by `AccessibilityOutput` (for the whole process, beyond runtime
/// resets). Exists only while registered: when the bus is absent or no
/// assistive technology asked, there is no bridge and a frame pays one nil
/// check. While registered a frame costs one non-blocking
/// `dbus_connection_read_write(conn, 0)`, the requests that arrived (at most
/// `requestsPerFrame`), and — four times a second — a walk of the visible
/// tree to report `ChildrenChanged`.
@MainActor
final class ATSPIBridge {
    private let connection: DBusConnection
    let handler: ATSPIRequestHandler
    private let registry = ATSPIObjectRegistry()
    static let requestsPerFrame = 64
    static let treeCheckInterval: CFTimeInterval = 0.25
    private var lastTreeCheck: CFTimeInterval = -.infinity
    /// Each exported parent's children at the last check, for ChildrenChanged.
    private var lastChildren: [ObjectIdentifier: [ObjectIdentifier]] = [:]
    private var requestsSinceStart = 0
    private var isClosed = false

    private init(connection: DBusConnection, windows: @escaping @MainActor () -> [UIWindow],
                 focused: @escaping @MainActor () -> UIResponder?) {
        self.connection = connection
        handler = ATSPIRequestHandler(
            registry: registry, busName: connection.uniqueName, makeTree: { ATSPITree(windows: windows()) },
            focusedResponder: focused)
    }

    /// Probes once and registers; nil (with one log line giving the reason
    /// when something failed) when there is nothing to register with.
    static func start(
        discovery: ATSPIBusDiscovery, windows: @escaping @MainActor () -> [UIWindow],
        focused: @escaping @MainActor () -> UIResponder?
    ) -> ATSPIBridge? {
        guard discovery.mode != .off else { return nil }
        do {
            guard let address = try discovery.accessibilityBusAddress() else { return nil }
            let connection = try DBusConnection(address: address, timeoutMilliseconds: discovery.timeoutMilliseconds)
            let bridge = ATSPIBridge(connection: connection, windows: windows, focused: focused)
            try bridge.embed(timeoutMilliseconds: discovery.timeoutMilliseconds)
            return bridge
        } catch let failure as ATSPIBusDiscovery.Failure {
            // The concrete types first: describing an `any Error` looks its
            // conformances up at run time, a scan of every conformance in the
            // binary that the common no-bus launch would pay before its first frame.
            SDLViewsLog.error("AT-SPI export off: \(failure.description)")
        } catch let failure as DBusConnection.Failure {
            SDLViewsLog.error("AT-SPI export off: \(failure.description)")
        } catch {
            SDLViewsLog.error("AT-SPI export off: \(error)")
        }
        return nil
    }

    /// A bridge on `connection` that skips the registry's Embed: the bench's
    /// private bus has no registry, and what it measures (requests, events)
    /// does not need one.
    static func unembedded(
        connection: DBusConnection, windows: @escaping @MainActor () -> [UIWindow],
        focused: @escaping @MainActor () -> UIResponder?
    ) -> ATSPIBridge {
        ATSPIBridge(connection: connection, windows: windows, focused: focused)
    }

    /// `org.a11y.atspi.Socket.Embed` on the registry: our root in, the
    /// desktop (our root's parent) out.
    private func embed(timeoutMilliseconds: Int32) throws {
        guard
            let call = DBusMessage.methodCall(
                destination: "org.a11y.atspi.Registry", path: ATSPIObjectRegistry.rootPath,
                interface: "org.a11y.atspi.Socket", member: "Embed")
        else { throw DBusConnection.Failure(description: "out of memory making Embed") }
        call.append([.structure([.string(connection.uniqueName), .objectPath(ATSPIObjectRegistry.rootPath)])])
        let reply = try connection.call(call, timeoutMilliseconds: timeoutMilliseconds)
        guard case .structure(let fields)? = reply.arguments()?.first, fields.count == 2,
            let name = fields[0].stringValue, let path = fields[1].stringValue
        else { throw DBusConnection.Failure(description: "the registry answered Embed without a (so) reference") }
        handler.desktop = (name, path)
    }

    var isRegistered: Bool { !isClosed }

    // MARK: Per frame

    /// Answers what arrived, without blocking. A closed connection is logged
    /// once and the bridge goes quiet (the owner drops it).
    func dispatch(at now: CFTimeInterval) {
        guard !isClosed else { return }
        handler.invalidateTree()
        let open = connection.poll(limit: Self.requestsPerFrame) { answer($0) }
        if !open {
            isClosed = true
            SDLViewsLog.error("AT-SPI export off: the accessibility bus closed the connection")
            return
        }
        if now - lastTreeCheck >= Self.treeCheckInterval {
            lastTreeCheck = now
            reportChildrenChanges()
            if requestsSinceStart > 0 { registry.pruneDeadEntries() }
        }
    }

    private func answer(_ message: DBusMessage) {
        guard message.kind == .methodCall else { return }
        requestsSinceStart += 1
        let reply: ATSPIRequestHandler.Reply
        if let path = message.path, let interface = message.interface, let member = message.member,
            let arguments = message.arguments()
        {
            reply = handler.handle(path: path, interface: interface, member: member, arguments: arguments)
        } else {
            reply = .error(name: ATSPIRequestHandler.invalidArgs, message: "malformed request (no path, interface or readable arguments)")
        }
        guard message.expectsReply else { return }
        switch reply {
        case .values(let values):
            if let out = message.makeReply(), out.append(values) {
                connection.send(out)
            } else {
                SDLViewsLog.error("AT-SPI: could not encode the reply to \(message.member ?? "?") at \(message.path ?? "?")")
                if let out = message.makeError(name: "org.freedesktop.DBus.Error.Failed", message: "reply not encodable") {
                    connection.send(out)
                }
            }
        case .error(let name, let text):
            if let out = message.makeError(name: name, message: text) { connection.send(out) }
        }
    }

    // MARK: Events

    func emit(_ event: ATSPIEvent) {
        guard !isClosed, let message = event.message() else { return }
        connection.send(message)
        hasUnflushedEvents = true
    }

    /// Events queued since the last flush: libdbus writes a sent message
    /// when the connection next turns, which would be the next frame's
    /// dispatch; `flush()` writes them at the end of this one.
    private var hasUnflushedEvents = false
    /// Focus-gained events written to the bus (the bench reads it).
    private(set) var flushedFocusEvents = 0
    private var unflushedFocusEvents = 0

    /// Writes the frame's events now, without blocking, so a screen reader
    /// hears of a focus move within the frame that made it.
    func flush() {
        guard hasUnflushedEvents, !isClosed else { return }
        hasUnflushedEvents = false
        _ = connection.poll(limit: 0) { _ in }
        flushedFocusEvents += unflushedFocusEvents
        unflushedFocusEvents = 0
    }

    func path(of responder: UIResponder) -> String { registry.path(for: responder) }

    /// The exported element a focused view is read as.
    func exported(_ responder: UIResponder) -> UIResponder? { handler.tree.nearestExported(responder) }

    func focusMoved(from old: UIResponder?, to new: UIResponder?) {
        if let old { emit(.stateChanged(path(of: old), state: "focused", on: false)) }
        if let new {
            emit(.stateChanged(path(of: new), state: "focused", on: true))
            unflushedFocusEvents += 1
        }
    }

    func windowActivated(_ window: UIWindow) {
        emit(.windowActivated(path(of: window), title: handler.name(of: .object(window))))
    }

    func announce(_ text: String) {
        emit(.announcement(ATSPIObjectRegistry.rootPath, text: text))
    }

    /// `ChildrenChanged` for every exported parent whose children differ from the last check.
    private func reportChildrenChanges() {
        let tree = handler.tree
        var now: [ObjectIdentifier: [ObjectIdentifier]] = [:]
        var parents: [(UIResponder?, [UIResponder])] = [(nil, tree.children(of: .application))]
        parents += tree.allObjects.map { ($0, tree.children(of: .object($0))) }
        for (parent, children) in parents {
            let key = parent.map(ObjectIdentifier.init) ?? ObjectIdentifier(ATSPIBridge.self)
            let ids = children.map(ObjectIdentifier.init)
            now[key] = ids
            guard let before = lastChildren[key], before != ids else { continue }
            let parentPath = parent.map(path(of:)) ?? ATSPIObjectRegistry.rootPath
            for (index, child) in children.enumerated() where !before.contains(ObjectIdentifier(child)) {
                emit(.childrenChanged(parentPath, added: true, index: index, child: handler.reference(.object(child))))
            }
            let removed = before.filter { !ids.contains($0) }
            for _ in removed {
                // The removed child may be gone: a null reference says "something left".
                emit(.childrenChanged(parentPath, added: false, index: 0, child: ATSPIRequestHandler.nullReference))
            }
        }
        lastChildren = now
    }
}
