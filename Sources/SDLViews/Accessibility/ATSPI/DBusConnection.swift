import Foundation
internal import CDBus

/// A private libdbus connection to one bus, driven from the main loop.
///
/// Private (`dbus_connection_open_private`) so that nothing else in the
/// process shares or closes it, and never exiting the process when the bus
/// goes away (libdbus's default for shared bus connections). Every blocking
/// call has a timeout; the per-frame `poll` never blocks: it moves bytes
/// with `dbus_connection_read_write(conn, 0)` and pops what arrived.
final class DBusConnection {
    private let raw: OpaquePointer
    /// The name the bus gave this connection (":1.42"): AT-SPI references carry it.
    let uniqueName: String

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Connects to `address` and says Hello (the bus registration), each step
    /// bounded by `timeoutMilliseconds`.
    init(address: String, timeoutMilliseconds: Int32) throws {
        var error = DBusError()
        dbus_error_init(&error)
        guard let connection = dbus_connection_open_private(address, &error) else {
            defer { dbus_error_free(&error) }
            throw Failure(description: "cannot connect to \(address): \(Self.text(of: error))")
        }
        dbus_connection_set_exit_on_disconnect(connection, 0)
        raw = connection
        do {
            uniqueName = try Self.hello(connection, timeoutMilliseconds: timeoutMilliseconds)
        } catch {
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
            throw error
        }
    }

    deinit {
        dbus_connection_close(raw)
        dbus_connection_unref(raw)
    }

    /// `org.freedesktop.DBus.Hello`, done by hand (not `dbus_bus_register`)
    /// so that it has a timeout instead of libdbus's 25 seconds.
    private static func hello(_ connection: OpaquePointer, timeoutMilliseconds: Int32) throws -> String {
        guard
            let message = DBusMessage.methodCall(
                destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                interface: "org.freedesktop.DBus", member: "Hello")
        else { throw Failure(description: "out of memory making Hello") }
        let reply = try call(connection, message, timeoutMilliseconds: timeoutMilliseconds)
        guard let name = reply.arguments()?.first?.stringValue else {
            throw Failure(description: "the bus answered Hello without a name")
        }
        guard dbus_bus_set_unique_name(connection, name) != 0 else {
            throw Failure(description: "out of memory keeping the bus name")
        }
        return name
    }

    /// Sends `message` and waits at most `timeoutMilliseconds` for its reply;
    /// an error reply or a timeout throws with the bus's reason.
    func call(_ message: DBusMessage, timeoutMilliseconds: Int32) throws -> DBusMessage {
        try Self.call(raw, message, timeoutMilliseconds: timeoutMilliseconds)
    }

    private static func call(
        _ connection: OpaquePointer, _ message: DBusMessage, timeoutMilliseconds: Int32
    ) throws -> DBusMessage {
        var error = DBusError()
        dbus_error_init(&error)
        guard
            let reply = dbus_connection_send_with_reply_and_block(
                connection, message.raw, timeoutMilliseconds, &error)
        else {
            defer { dbus_error_free(&error) }
            let what = "\(message.interface ?? "?").\(message.member ?? "?")"
            throw Failure(description: "\(what) failed: \(text(of: error))")
        }
        return DBusMessage(owning: reply)
    }

    /// Queues `message` for sending (written by the next `poll`); false when
    /// libdbus is out of memory.
    @discardableResult
    func send(_ message: DBusMessage) -> Bool { dbus_connection_send(raw, message.raw, nil) != 0 }

    /// One non-blocking turn: writes what is queued, reads what arrived, and
    /// hands at most `limit` incoming messages to `handle` (the rest wait for
    /// the next frame, so a flood of requests cannot stall a frame). False
    /// when the connection is closed.
    func poll(limit: Int, _ handle: (DBusMessage) -> Void) -> Bool {
        guard dbus_connection_read_write(raw, 0) != 0 else { return false }
        for _ in 0..<limit {
            guard let message = dbus_connection_pop_message(raw) else { break }
            handle(DBusMessage(owning: message))
        }
        // Replies written now rather than a frame later.
        return dbus_connection_read_write(raw, 0) != 0
    }

    var isConnected: Bool { dbus_connection_get_is_connected(raw) != 0 }

    private static func text(of error: DBusError) -> String {
        let name = error.name.map { String(cString: $0) } ?? "unknown error"
        let message = error.message.map { String(cString: $0) } ?? ""
        return message.isEmpty ? name : "\(name): \(message)"
    }
}
