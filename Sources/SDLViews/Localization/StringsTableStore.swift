import Foundation
import Synchronization

/// The `.strings` tables of bundles' `.lproj` folders, each read once.
///
/// A table that cannot be read (not a strings file, not text) is logged
/// once and treated as empty, so lookups fall back to the next language.
final class StringsTableStore: Sendable {
    static let shared = StringsTableStore()

    private struct TableKey: Hashable {
        let folder: String
        let localization: String
        let table: String
    }

    private struct State {
        var localizations: [String: [String]] = [:]
        var tables: [TableKey: [String: String]] = [:]
        var pluralTables: [TableKey: [String: PluralFormat]] = [:]
    }

    private let state = Mutex(State())

    /// The names of the bundle's `.lproj` folders ("ar", "zh-Hans", "Base").
    func localizations(in bundle: Bundle) -> [String] {
        let folder = Self.resourceFolder(of: bundle)
        if let known = state.withLock({ $0.localizations[folder] }) { return known }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".lproj") }
            .map { String($0.dropLast(".lproj".count)) }
            .sorted()
        state.withLock { $0.localizations[folder] = names }
        return names
    }

    func string(forKey key: String, table: String, localization: String, in bundle: Bundle) -> String? {
        let tableKey = TableKey(folder: Self.resourceFolder(of: bundle), localization: localization, table: table)
        return cached(\.tables, tableKey, load: Self.load)[key]
    }

    /// The `.stringsdict` plural entry for `key`, if the table has one.
    func pluralFormat(forKey key: String, table: String, localization: String, in bundle: Bundle) -> PluralFormat? {
        let tableKey = TableKey(folder: Self.resourceFolder(of: bundle), localization: localization, table: table)
        return cached(\.pluralTables, tableKey, load: Self.loadPlurals)[key]
    }

    /// A table from `tables`, read from its file the first time.
    private func cached<Value: Sendable>(
        _ tables: WritableKeyPath<State, [TableKey: [String: Value]]> & Sendable, _ key: TableKey,
        load: (TableKey) -> [String: Value]
    ) -> [String: Value] {
        if let known = state.withLock({ $0[keyPath: tables][key] }) { return known }
        let loaded = load(key)
        state.withLock { $0[keyPath: tables][key] = loaded }
        return loaded
    }

    /// Forgets what was read (tests that write tables, a game that
    /// downloads a language pack).
    func removeAll() {
        state.withLock { $0 = State() }
    }

    private static func resourceFolder(of bundle: Bundle) -> String {
        bundle.resourcePath ?? bundle.bundlePath
    }

    private static func load(_ key: TableKey) -> [String: String] {
        let path = "\(key.folder)/\(key.localization).lproj/\(key.table).strings"
        guard let data = FileManager.default.contents(atPath: path) else { return [:] }
        guard let table = StringsFileParser.table(from: data) else {
            SDLViewsLog.error("\(path) is not a strings table (\"key\" = \"value\"; lines in UTF-8 or UTF-16); its strings are not used")
            return [:]
        }
        return table
    }

    private static func loadPlurals(_ key: TableKey) -> [String: PluralFormat] {
        let path = "\(key.folder)/\(key.localization).lproj/\(key.table).stringsdict"
        guard let data = FileManager.default.contents(atPath: path) else { return [:] }
        let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        guard let entries = plist as? [String: Any] else {
            SDLViewsLog.error("\(path) is not a property list of plural rules; its strings are not used")
            return [:]
        }
        var table: [String: PluralFormat] = [:]
        for (entryKey, value) in entries {
            guard let entry = value as? [String: Any], let format = PluralFormat(entry: entry) else {
                SDLViewsLog.error("\(path): \"\(entryKey)\" is not a plural rule (NSStringLocalizedFormatKey and NSStringPluralRuleType variables with an \"other\" text); skipped")
                continue
            }
            table[entryKey] = format
        }
        return table
    }
}
