import Foundation

/// `bench accessibility`'s assistive client: on a private D-Bus bus (the
/// bench starts `dbus-daemon`), the application's export as a real run has
/// it while a screen reader listens (a bridge installed as the process's
/// accessibility output, without the registry's Embed, which needs
/// at-spi2-core's registry), and a second connection that listens for the
/// focus events the way Orca's does (a match rule on `StateChanged`).
/// Bench support only: nothing in a game uses it.
@MainActor
package final class ATSPIBenchClient {
    private let listener: DBusConnection
    private let bridge: ATSPIBridge
    private var focusEvents = 0

    /// Focus-gained events the bridge has written to the bus so far.
    package var sentFocusEvents: Int { bridge.flushedFocusEvents }

    /// Connects both ends on `address` and installs the bridge.
    package init(address: String) throws {
        let connection = try DBusConnection(address: address, timeoutMilliseconds: 2_000)
        bridge = ATSPIBridge.unembedded(
            connection: connection, windows: { UIApplication.shared.windows },
            focused: { AccessibilityOutput.focusedView() })
        listener = try DBusConnection(address: address, timeoutMilliseconds: 2_000)
        guard
            let match = DBusMessage.methodCall(
                destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                interface: "org.freedesktop.DBus", member: "AddMatch")
        else { throw DBusConnection.Failure(description: "out of memory making AddMatch") }
        match.append([.string("type='signal',interface='\(ATSPIEvent.objectInterface)',member='StateChanged'")])
        _ = try listener.call(match, timeoutMilliseconds: 2_000)
        UIApplication.shared.installAccessibilityOutput(AccessibilityOutput(bridge: bridge))
    }

    /// Focus-gained events (`StateChanged` "focused", 1) that have reached the listener so far.
    package func receivedFocusEvents() -> Int {
        _ = listener.poll(limit: 1_000) { message in
            guard message.member == "StateChanged", let arguments = message.arguments(), arguments.count >= 2,
                arguments[0].stringValue == "focused", case .int32(1) = arguments[1]
            else { return }
            focusEvents += 1
        }
        return focusEvents
    }

    /// The export's walk over the application's windows now, as a request
    /// from a client builds it: objects exported and views looked at.
    package static func exportWalk() -> (exported: Int, visited: Int) {
        ATSPITree.benchWalk(UIApplication.shared.windows)
    }

    /// Back to no output at all.
    package func close() { UIApplication.shared.installAccessibilityOutput(nil) }
}
