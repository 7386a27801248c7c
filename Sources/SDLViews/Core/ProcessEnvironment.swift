import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The process's environment variables, read from the C library when asked,
/// as `ProcessInfo.processInfo.environment` reads them, without Foundation's
/// dictionary building: a launch reads the environment in several places,
/// and each of Foundation's copies cost about as much as laying out a
/// table row.
enum ProcessEnvironment {
    /// The value of `name`, nil when it is not set.
    static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Every variable by name; where a name appears twice, the first (the one `getenv` finds).
    static func all() -> [String: String] {
        var result: [String: String] = [:]
        // Nil after `clearenv()`.
        var entry: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        while let line = entry?.pointee {
            let text = String(cString: line)
            if let equals = text.firstIndex(of: "="), result[String(text[..<equals])] == nil {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry = entry.map { $0 + 1 }
        }
        return result
    }
}
