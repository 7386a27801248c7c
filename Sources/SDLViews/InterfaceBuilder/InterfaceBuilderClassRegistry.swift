import Foundation

/// Resolves `customClass`/`customModule` to Swift classes. Linux has no
/// `NSClassFromString` for Swift classes: a name is looked up in the classes
/// registered with `UINib.register(_:)`, then by the runtime's mangled-name
/// lookup of `Module.Class` (which finds any Swift class whose module is
/// known: `customModule`, or the module of the document's owner).
@MainActor
final class InterfaceBuilderClassRegistry {
    private var classes: [String: AnyClass] = [:]

    func register(_ type: AnyClass, name: String? = nil) {
        let qualified = String(reflecting: type)
        classes[qualified] = type
        classes[name ?? String(describing: type)] = type
    }

    /// The class `name` names in `module` (or in one of `modules`), nil when no Swift class has that name.
    func lookUp(_ name: String, module: String?, modules: [String]) -> AnyClass? {
        if let module, let type = classes["\(module).\(name)"] ?? typeByName("\(module).\(name)") { return type }
        if let type = classes[name] { return type }
        if name.contains("."), let type = typeByName(name) { return type }
        for module in modules {
            if let type = typeByName("\(module).\(name)") { return type }
        }
        return nil
    }

    private func typeByName(_ qualifiedName: String) -> AnyClass? {
        _typeByName(qualifiedName) as? AnyClass
    }
}
