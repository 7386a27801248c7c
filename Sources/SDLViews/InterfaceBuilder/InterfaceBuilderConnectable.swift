import Foundation

/// How an object takes the outlets and actions of an Interface Builder file
/// when `@Outlet` is not enough (UIKit finds both through the Objective-C
/// runtime; see docs/ARCHITECTURE.md, "Interface Builder files").
///
/// - Outlets: the loader first sets an `@Outlet` property of that name; if
///   there is none it calls `connect(outlet:to:)`.
/// - Actions: `<action selector="volumeChanged:" eventType="valueChanged">`
///   adds a `UIAction` to the control that, when the control sends it, asks the
///   destination's `action(named: "volumeChanged:")` for the closure to run with
///   the sender. `@IBAction` compiles but registers nothing: answer here.
@MainActor
public protocol InterfaceBuilderConnectable: AnyObject {
    /// Sets the outlet `property` to `object`; returns false for an unknown name (which is logged).
    func connect(outlet property: String, to object: AnyObject) -> Bool

    /// The closure for the action `selector` (as Interface Builder spells it,
    /// `name:` for one sender argument), or nil when there is none (logged when sent).
    func action(named selector: String) -> ((_ sender: Any?) -> Void)?
}

extension InterfaceBuilderConnectable {
    public func connect(outlet property: String, to object: AnyObject) -> Bool { false }
    public func action(named selector: String) -> ((_ sender: Any?) -> Void)? { nil }
}
