import Foundation

/// Finds the accessibility bus as at-spi2's clients do, once at start-up.
///
/// `SDLVIEWS_ATSPI=0` turns the bridge off (no bus is touched);
/// `SDLVIEWS_ATSPI=1` forces it on; unset, it registers only when the
/// session's `org.a11y.Status` says a screen reader or other assistive
/// technology wants applications (`IsEnabled` or `ScreenReaderEnabled`).
/// The address comes from `AT_SPI_BUS_ADDRESS`, else from `GetAddress` on
/// `org.a11y.Bus` at `/org/a11y/bus` on the session bus (which starts
/// at-spi-bus-launcher if needed). Every call has a timeout; nothing here
/// reads X11 properties or autolaunches a session bus.
struct ATSPIBusDiscovery {
    enum Mode: Equatable { case off, automatic, forced }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let environment: [String: String]
    let mode: Mode
    /// Per call; the launcher may need a moment to start the bus on first use.
    var timeoutMilliseconds: Int32 = 1500

    init(environment: [String: String]) {
        self.environment = environment
        mode = Self.mode(environment["SDLVIEWS_ATSPI"])
    }

    private static func mode(_ raw: String?) -> Mode {
        guard let raw else { return .automatic }
        switch raw.trimmingCharacters(in: .whitespaces).lowercased() {
        case "": return .automatic
        case "1", "true", "yes": return .forced
        case "0", "false", "no": return .off
        default:
            SDLViewsLog.error("SDLVIEWS_ATSPI=\"\(raw)\" ignored: expected 1 or 0")
            return .automatic
        }
    }

    /// The accessibility bus's address; nil when no assistive technology
    /// asked for applications (automatic mode); throws with the reason when
    /// a bus is missing or does not answer.
    func accessibilityBusAddress() throws -> String? {
        if let address = environment["AT_SPI_BUS_ADDRESS"], !address.isEmpty, mode == .forced { return address }
        guard let sessionAddress = environment["DBUS_SESSION_BUS_ADDRESS"], !sessionAddress.isEmpty else {
            throw Failure(description: "no session bus (DBUS_SESSION_BUS_ADDRESS is not set)")
        }
        let session = try DBusConnection(address: sessionAddress, timeoutMilliseconds: timeoutMilliseconds)
        if mode == .automatic {
            let enabled = try status("IsEnabled", on: session) || status("ScreenReaderEnabled", on: session)
            guard enabled else { return nil }
        }
        if let address = environment["AT_SPI_BUS_ADDRESS"], !address.isEmpty { return address }
        guard
            let call = DBusMessage.methodCall(
                destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus", member: "GetAddress")
        else { throw Failure(description: "out of memory making GetAddress") }
        let reply = try session.call(call, timeoutMilliseconds: timeoutMilliseconds)
        guard let address = reply.arguments()?.first?.stringValue, !address.isEmpty else {
            throw Failure(description: "org.a11y.Bus.GetAddress answered without an address")
        }
        return address
    }

    /// One boolean of `org.a11y.Status`; a missing launcher throws.
    private func status(_ property: String, on session: DBusConnection) throws -> Bool {
        guard
            let call = DBusMessage.methodCall(
                destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.freedesktop.DBus.Properties",
                member: "Get")
        else { throw Failure(description: "out of memory making Properties.Get") }
        call.append([.string("org.a11y.Status"), .string(property)])
        let reply = try session.call(call, timeoutMilliseconds: timeoutMilliseconds)
        return reply.arguments()?.first?.boolValue ?? false
    }
}
