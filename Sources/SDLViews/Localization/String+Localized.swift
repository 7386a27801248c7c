import Foundation

extension String {
    /// Foundation's `String.LocalizationValue`: a string literal whose
    /// interpolations become format specifiers in the key ("\(count) coins"
    /// is looked up as "%lld coins") and are put back into the translation.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Equatable, Sendable {
        /// The key a strings table holds for this value.
        public let key: String
        let arguments: [LocalizedFormat.Argument]

        /// A value whose key is the string itself (a "%" in it is a literal
        /// percent sign).
        public init(_ value: String) {
            key = value.replacingOccurrences(of: "%", with: "%%")
            arguments = []
        }

        public init(stringLiteral value: String) { self.init(value) }

        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
        }

        /// Builds the key and the arguments of an interpolated literal.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var arguments: [LocalizedFormat.Argument] = []

            public init(literalCapacity: Int, interpolationCount: Int) {}

            public mutating func appendLiteral(_ literal: String) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
            }

            public mutating func appendInterpolation(_ value: String) { append("%@", .text(value)) }
            public mutating func appendInterpolation(_ value: Substring) { append("%@", .text(String(value))) }
            public mutating func appendInterpolation<Value: BinaryInteger>(_ value: Value) {
                if Value.isSigned { append("%lld", .signed(Int64(clamping: value))) }
                else { append("%llu", .unsigned(UInt64(clamping: value))) }
            }
            public mutating func appendInterpolation(_ value: Double) { append("%lf", .real(value)) }
            public mutating func appendInterpolation(_ value: Float) { append("%f", .real(Double(value))) }
            public mutating func appendInterpolation<Value: CustomStringConvertible>(_ value: Value) {
                append("%@", .text(value.description))
            }

            private mutating func append(_ specifier: String, _ argument: LocalizedFormat.Argument) {
                key += specifier
                arguments.append(argument)
            }
        }
    }

    /// Foundation's `String(localized:table:bundle:locale:comment:)`: the
    /// translation of the value's key in the app's language (see
    /// `Localization`), with the interpolated values put in. The bundle
    /// defaults to the main bundle (in a Swift package, pass
    /// `Bundle.module`); numbers are written as in English whatever the
    /// locale (a difference from iOS).
    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        let format = Localization.localizedString(
            forKey: keyAndValue.key, value: nil, table: table, bundle: bundle ?? .main)
        self = LocalizedFormat.format(format, keyAndValue.arguments)
    }

    /// Foundation's `String(localized:defaultValue:table:bundle:locale:comment:)`:
    /// a fixed key whose development-language text is `defaultValue`.
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
        bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) {
        let format = Localization.localizedString(
            forKey: key.description, value: defaultValue.key, table: table, bundle: bundle ?? .main)
        self = LocalizedFormat.format(format, defaultValue.arguments)
    }
}
