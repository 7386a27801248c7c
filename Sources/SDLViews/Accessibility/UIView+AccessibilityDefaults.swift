import Foundation

// Helpers for the UIKit defaults that controls and cells answer until the
// app sets a value (the overrides are in each class's body).

extension UIControl {
    /// The traits a control's state adds to whatever traits it has: disabled
    /// reads "dimmed", selected reads "selected", as UIKit's controls do.
    var controlStateAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }
}

extension UIView {
    /// The texts of the shown labels inside this view, in subview order,
    /// joined with ", ": what a cell reads as one element, as UIKit's cells do.
    var combinedLabelText: String? {
        var texts: [String] = []
        var stack: [UIView] = subviews.reversed()
        while let view = stack.popLast() {
            guard !view.isHidden, view.alpha >= 0.01 else { continue }
            if let label = view as? UILabel {
                if let text = label.text, !text.isEmpty { texts.append(text) }
                continue
            }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return texts.isEmpty ? nil : texts.joined(separator: ", ")
    }
}

extension UIImage {
    /// What a screen reader says for an image with no label: a symbol's name
    /// in words ("play fill"). UIKit also uses a named image's file name; an
    /// SDLViews image does not keep its name, so bitmaps give nil.
    var accessibilityName: String? {
        symbol.map { $0.name.replacingOccurrences(of: ".", with: " ") }
    }
}
