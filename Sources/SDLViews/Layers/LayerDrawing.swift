import Foundation

/// What the display stage learns about a layer's delegate and drawing code.
///
/// Swift has no runtime query for "does this class override `draw(_:)`" (UIKit
/// asks the Objective-C runtime), so the default implementations report
/// that they ran: `UIView.display(_:)` and `CALayerDelegate.display(_:)`
/// say "not implemented, draw instead"; `UIView.draw(_:)`,
/// `CALayerDelegate.draw(_:in:)` and a delegate-less `CALayer.draw(in:)` say
/// "nothing drawn here". A class whose drawing reached a default and left no
/// paint is remembered as not drawing: its views get no backing store and no
/// first display (no cost), until something calls `setNeedsDisplay()` on one.
@MainActor
final class LayerDrawing {
    enum Kind { case draws, drawsNothing }

    private var declined = false
    private var reachedDefault = false
    /// Known from the start: UIKit's own plain views draw nothing, so the
    /// commonest views never pay for the first-display probe.
    private var kinds: [ObjectIdentifier: Kind] = [
        ObjectIdentifier(UIView.self): .drawsNothing, ObjectIdentifier(UIWindow.self): .drawsNothing
    ]

    func delegateDeclinedDisplay() { declined = true }
    func nothingDrawn() { reachedDefault = true }

    /// Calls the delegate's `display(_:)`; true when the delegate implements it.
    func delegateDisplays(_ delegate: CALayerDelegate, _ layer: CALayer) -> Bool {
        let outer = declined
        declined = false
        // A view displays with its trait collection current (UILabel resolves its text colour here).
        if let view = delegate as? UIView {
            view.traitStorage.performAsCurrent { delegate.display(layer) }
        } else {
            delegate.display(layer)
        }
        let implemented = !declined
        declined = outer
        return implemented
    }

    /// Runs drawing code; true when it reached a default implementation (it
    /// may still have drawn, before or after calling super).
    func runReportingDefault(_ body: () -> Void) -> Bool {
        let outer = reachedDefault
        reachedDefault = false
        body()
        let reached = reachedDefault
        reachedDefault = outer
        return reached
    }

    /// The drawing class of a layer: its delegate's class, else its own.
    func key(of layer: CALayer) -> ObjectIdentifier {
        if let delegate = layer.delegate { return ObjectIdentifier(type(of: delegate)) }
        return ObjectIdentifier(type(of: layer))
    }

    func kind(of key: ObjectIdentifier) -> Kind? { kinds[key] }
    func record(_ kind: Kind, for key: ObjectIdentifier) { kinds[key] = kind }
    func kind(ofClass type: AnyClass) -> Kind? { kinds[ObjectIdentifier(type)] }
}
