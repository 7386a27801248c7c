import Foundation

/// The keyed `NSCoder` that `init?(coder:)` receives when a view or view
/// controller is loaded from an Interface Builder file, and that
/// `encode(with:)` writes into when a hierarchy is saved as one.
///
/// Keys are the element's typed values (`frame`, `backgroundColor`, `hidden`,
/// `alpha`, `tag`, … — see `UIView.encode(with:)` — and the key paths of its
/// `userDefinedRuntimeAttributes`), then, for any other key, the element's raw
/// attribute strings (`decodeObject(forKey: "text")` on a `<label text=…>`),
/// which `decodeBool`/`decodeDouble`/`decodeInteger` parse (`YES`/`NO`, numbers).
/// Missing or mistyped keys decode as UIKit's keyed coders do: nil, false, 0.
final class InterfaceBuilderCoder: NSCoder {
    private(set) var values: [String: Any]
    /// The element decoded, nil for a coder that encodes.
    let element: InterfaceBuilderElement?
    /// The keys in the order they were encoded (the writer keeps it).
    private(set) var encodedKeys: [String] = []

    init(values: [String: Any] = [:], element: InterfaceBuilderElement? = nil) {
        self.values = values
        self.element = element
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }
    override var requiresSecureCoding: Bool { false }

    override func containsValue(forKey key: String) -> Bool { value(forKey: key) != nil }

    private func value(forKey key: String) -> Any? { values[key] ?? element?.attributes[key] }

    override func decodeObject(forKey key: String) -> Any? { value(forKey: key) }

    override func decodeBool(forKey key: String) -> Bool {
        switch value(forKey: key) {
        case let flag as Bool: return flag
        case let text as String: return text == "YES" || text == "true" || text == "1"
        default: return number(forKey: key).map { $0 != 0 } ?? false
        }
    }

    override func decodeDouble(forKey key: String) -> Double { number(forKey: key) ?? 0 }
    override func decodeFloat(forKey key: String) -> Float { Float(number(forKey: key) ?? 0) }
    override func decodeInteger(forKey key: String) -> Int { Int(saturating: number(forKey: key) ?? 0) }
    override func decodeInt32(forKey key: String) -> Int32 { Int32(clamping: decodeInteger(forKey: key)) }
    override func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }

    /// A finite number stored under `key`, whatever its stored form.
    private func number(forKey key: String) -> Double? {
        let number: Double? =
            switch value(forKey: key) {
            case let value as Double: value
            case let value as CGFloat: Double(value)
            case let value as Float: Double(value)
            case let value as Int: Double(value)
            case let value as Bool: value ? 1 : 0
            case let value as String: Double(value)
            default: nil
            }
        return number.flatMap { $0.isFinite ? $0 : nil }
    }

    override func encode(_ object: Any?, forKey key: String) { store(object, forKey: key) }
    override func encode(_ value: Bool, forKey key: String) { store(value, forKey: key) }
    override func encode(_ value: Int, forKey key: String) { store(value, forKey: key) }
    override func encode(_ value: Int32, forKey key: String) { store(Int(value), forKey: key) }
    override func encode(_ value: Int64, forKey key: String) { store(Int(clamping: value), forKey: key) }
    override func encode(_ value: Float, forKey key: String) { store(Double(value), forKey: key) }
    override func encode(_ value: Double, forKey key: String) { store(value, forKey: key) }

    private func store(_ value: Any?, forKey key: String) {
        if values[key] == nil { encodedKeys.append(key) }
        values[key] = value
    }
}
