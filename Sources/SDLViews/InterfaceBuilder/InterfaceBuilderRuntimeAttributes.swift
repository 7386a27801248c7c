import Foundation

/// Applies `userDefinedRuntimeAttributes` by key path. UIKit uses key-value
/// coding; Swift on Linux has none, so the key paths views commonly use are
/// set here and every other one goes to the object's
/// `setValue(_:forUndefinedKey:)`, which apps override for their own keys (the
/// values are also in the coder `init?(coder:)` receives).
@MainActor
enum InterfaceBuilderRuntimeAttributes {
    static func apply(_ value: Any?, keyPath: String, to object: UIResponder) {
        if let view = object as? UIView, applyToView(view, value, keyPath) { return }
        object.setValue(value, forUndefinedKey: keyPath)
    }

    private static func applyToView(_ view: UIView, _ value: Any?, _ keyPath: String) -> Bool {
        let number = (value as? Double).map { CGFloat($0) }
        let flag = value as? Bool
        switch (keyPath, number, flag) {
        case ("layer.cornerRadius", let number?, _): view.layer.cornerRadius = number
        case ("layer.borderWidth", let number?, _): view.layer.borderWidth = number
        case ("layer.masksToBounds", _, let flag?): view.layer.masksToBounds = flag
        case ("layer.borderColor", _, _) where value is UIColor: view.layer.borderColor = (value as? UIColor)?.cgColor
        case ("layer.shadowColor", _, _) where value is UIColor: view.layer.shadowColor = (value as? UIColor)?.cgColor
        case ("layer.shadowOpacity", let number?, _): view.layer.shadowOpacity = Float(number)
        case ("layer.shadowRadius", let number?, _): view.layer.shadowRadius = number
        case ("alpha", let number?, _): view.alpha = number
        case ("tag", let number?, _): view.tag = Int(saturating: number)
        case ("clipsToBounds", _, let flag?): view.clipsToBounds = flag
        case ("hidden", _, let flag?), ("isHidden", _, let flag?): view.isHidden = flag
        case ("backgroundColor", _, _) where value is UIColor: view.backgroundColor = value as? UIColor
        case ("accessibilityIdentifier", _, _) where value is String: view.accessibilityIdentifier = value as? String
        default: return false
        }
        return true
    }
}
