import Foundation

/// One AT-SPI event signal, as Orca listens for them: interface
/// `org.a11y.atspi.Event.<Kind>`, member the event's name, sent from the
/// source object's path with the body `(siiva{sv})` — detail, detail1,
/// detail2, any_data, and an empty properties dictionary.
struct ATSPIEvent: Equatable, Sendable {
    let path: String
    let interface: String
    let member: String
    var detail = ""
    var detail1: Int32 = 0
    var detail2: Int32 = 0
    var data: DBusValue = .int32(0)

    var body: [DBusValue] {
        [.string(detail), .int32(detail1), .int32(detail2), .variant(data), .properties([])]
    }

    static let objectInterface = "org.a11y.atspi.Event.Object"
    static let windowInterface = "org.a11y.atspi.Event.Window"

    static func stateChanged(_ path: String, state: String, on: Bool) -> ATSPIEvent {
        ATSPIEvent(path: path, interface: objectInterface, member: "StateChanged", detail: state, detail1: on ? 1 : 0)
    }

    /// "add" or "remove" of `child` at `index` in `path`'s children.
    static func childrenChanged(_ path: String, added: Bool, index: Int, child: DBusValue) -> ATSPIEvent {
        ATSPIEvent(path: path, interface: objectInterface, member: "ChildrenChanged",
                   detail: added ? "add" : "remove", detail1: Int32(clamping: index), data: child)
    }

    /// "accessible-name", "accessible-value" or "accessible-description".
    static func propertyChange(_ path: String, property: String, value: String) -> ATSPIEvent {
        ATSPIEvent(path: path, interface: objectInterface, member: "PropertyChange", detail: property,
                   data: .string(value))
    }

    static func caretMoved(_ path: String, offset: Int) -> ATSPIEvent {
        ATSPIEvent(path: path, interface: objectInterface, member: "TextCaretMoved", detail1: Int32(clamping: offset))
    }

    /// "insert" or "delete" of `text` at `start`.
    static func textChanged(_ path: String, inserted: Bool, start: Int, text: String) -> ATSPIEvent {
        ATSPIEvent(path: path, interface: objectInterface, member: "TextChanged",
                   detail: inserted ? "insert" : "delete", detail1: Int32(clamping: start),
                   detail2: Int32(clamping: text.count), data: .string(text))
    }

    static func windowActivated(_ path: String, title: String) -> ATSPIEvent {
        ATSPIEvent(path: path, interface: windowInterface, member: "Activate", data: .string(title))
    }

    /// at-spi2-core 2.46's announcement (ATK's `announcement` signal): the text in any_data.
    static func announcement(_ path: String, text: String) -> ATSPIEvent {
        ATSPIEvent(path: path, interface: objectInterface, member: "Announcement", data: .string(text))
    }

    /// The signal message; nil when libdbus refuses it (out of memory, bad path).
    func message() -> DBusMessage? {
        guard let signal = DBusMessage.signal(path: path, interface: interface, member: member),
            signal.append(body)
        else { return nil }
        return signal
    }
}
