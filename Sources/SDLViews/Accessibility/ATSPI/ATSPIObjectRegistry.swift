import Foundation

/// Stable AT-SPI object paths for the responders the bridge exports.
///
/// Each responder gets `/org/a11y/atspi/accessible/<n>` the first time it is
/// exported and keeps it while it lives (a screen reader's cache keys on the
/// path). Responders are held weakly: the bridge never keeps a view alive,
/// and a path whose responder went away resolves to `.gone`, which the
/// handler answers with an error instead of touching freed memory.
@MainActor
final class ATSPIObjectRegistry {
    static let rootPath = "/org/a11y/atspi/accessible/root"
    static let pathPrefix = "/org/a11y/atspi/accessible/"
    /// AT-SPI's null reference path (no parent, nothing at a point).
    static let nullPath = "/org/a11y/atspi/null"

    enum Lookup {
        case application
        case object(UIResponder)
        /// A path this registry handed out whose responder no longer exists.
        case gone
        case unknown
    }

    private struct Entry {
        weak var responder: UIResponder?
    }

    private var idsByObject: [ObjectIdentifier: Int] = [:]
    private var entries: [Int: Entry] = [:]
    private var lastID = 0

    /// The responder's path, assigned on first use.
    func path(for responder: UIResponder) -> String {
        let key = ObjectIdentifier(responder)
        // An identifier can be reused by a new object after the old one died: check identity.
        if let id = idsByObject[key], entries[id]?.responder === responder { return Self.pathPrefix + String(id) }
        lastID += 1
        idsByObject[key] = lastID
        entries[lastID] = Entry(responder: responder)
        return Self.pathPrefix + String(lastID)
    }

    func lookup(_ path: String) -> Lookup {
        if path == Self.rootPath { return .application }
        guard path.hasPrefix(Self.pathPrefix), let id = Int(path.dropFirst(Self.pathPrefix.count)),
            let entry = entries[id]
        else { return .unknown }
        return entry.responder.map(Lookup.object) ?? .gone
    }

    /// Forgets the entries of responders that went away (their paths then
    /// answer `.unknown`); called now and then, not per request.
    func pruneDeadEntries() {
        for (id, entry) in entries where entry.responder == nil { entries[id] = nil }
        idsByObject = idsByObject.filter { entries[$0.value] != nil }
    }

    var count: Int { entries.count }
}
