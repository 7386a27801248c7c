import Foundation

// Foundation's `NSLocalizedString(_:tableName:bundle:value:comment:)` looks
// strings up in the system's languages, which on Linux are always English.
// These overloads take no default arguments, so the compiler prefers them to
// Foundation's for every spelling of the call an app writes, and the lookup
// follows `Localization.preferredLanguages` as it does on iOS. When every
// argument is given, the default arguments no longer tell the two apart, so
// the table name's own type does: a string, or a nil literal. (An optional
// variable as the table name in that form, in a file that imports Foundation
// itself, is reported as ambiguous: a compile error, never Foundation's
// English-only lookup.)

/// Foundation's `NSLocalizedString`: the string for `key` in the app's
/// language (see `Localization.localizedString(forKey:value:table:bundle:)`);
/// the comment is for translators.
public func NSLocalizedString(_ key: String, comment: String) -> String {
    Localization.localizedString(forKey: key, value: nil, table: nil, bundle: .main)
}

/// Foundation's `NSLocalizedString` with a table name.
public func NSLocalizedString(_ key: String, tableName: String?, comment: String) -> String {
    Localization.localizedString(forKey: key, value: nil, table: tableName, bundle: .main)
}

/// Foundation's `NSLocalizedString` with a bundle (in a Swift package,
/// `Bundle.module`).
public func NSLocalizedString(_ key: String, bundle: Bundle, comment: String) -> String {
    Localization.localizedString(forKey: key, value: nil, table: nil, bundle: bundle)
}

/// Foundation's `NSLocalizedString` with the string used when no table has
/// the key.
public func NSLocalizedString(_ key: String, value: String, comment: String) -> String {
    Localization.localizedString(forKey: key, value: value, table: nil, bundle: .main)
}

/// Foundation's `NSLocalizedString` with a table name and a bundle.
public func NSLocalizedString(_ key: String, tableName: String?, bundle: Bundle, comment: String) -> String {
    Localization.localizedString(forKey: key, value: nil, table: tableName, bundle: bundle)
}

/// Foundation's `NSLocalizedString` with a table name and a default value.
public func NSLocalizedString(_ key: String, tableName: String?, value: String, comment: String) -> String {
    Localization.localizedString(forKey: key, value: value, table: tableName, bundle: .main)
}

/// Foundation's `NSLocalizedString` with a bundle and a default value.
public func NSLocalizedString(_ key: String, bundle: Bundle, value: String, comment: String) -> String {
    Localization.localizedString(forKey: key, value: value, table: nil, bundle: bundle)
}

/// Foundation's `NSLocalizedString` with every argument.
public func NSLocalizedString(
    _ key: String, tableName: String?, bundle: Bundle, value: String, comment: String
) -> String {
    Localization.localizedString(forKey: key, value: value, table: tableName, bundle: bundle)
}

/// Foundation's `NSLocalizedString` with every argument and a table name.
public func NSLocalizedString(
    _ key: String, tableName: String, bundle: Bundle, value: String, comment: String
) -> String {
    Localization.localizedString(forKey: key, value: value, table: tableName, bundle: bundle)
}

/// Foundation's `NSLocalizedString` with every argument and `tableName: nil`
/// (the default table, "Localizable").
public func NSLocalizedString(
    _ key: String, tableName: _OptionalNilComparisonType, bundle: Bundle, value: String, comment: String
) -> String {
    Localization.localizedString(forKey: key, value: value, table: nil, bundle: bundle)
}
