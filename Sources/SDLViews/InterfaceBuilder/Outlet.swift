import Foundation

/// An outlet that Interface Builder files connect by name: the SDLViews
/// spelling of UIKit's `@IBOutlet`.
///
///     final class SettingsViewController: UIViewController {
///         @Outlet var volumeSlider: UISlider!
///     }
///
/// UIKit sets outlets by key-value coding through the Objective-C runtime,
/// which Linux lacks, and Swift rejects `@IBOutlet` on classes that are not
/// `@objc`. The wrapper's storage is a reference box, so the loader finds it by
/// its property name with `Mirror` (the stored property `_volumeSlider`) and
/// sets it, with no code per outlet. An object whose outlets are plain
/// properties implements `InterfaceBuilderConnectable.connect(outlet:to:)`.
/// See docs/ARCHITECTURE.md, "Interface Builder files".
@propertyWrapper
public final class Outlet<Value: AnyObject> {
    public var wrappedValue: Value?

    public init() {}
    public init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }
}

/// What the loader sets through `Mirror`: an `Outlet` of any value type.
protocol OutletStorage: AnyObject {
    /// Stores `object` when it is of the outlet's type.
    func connect(_ object: AnyObject) -> Bool
}

extension Outlet: OutletStorage {
    func connect(_ object: AnyObject) -> Bool {
        guard let value = object as? Value else { return false }
        wrappedValue = value
        return true
    }
}
