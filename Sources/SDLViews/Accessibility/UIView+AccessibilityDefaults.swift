import Foundation

// Helpers for the UIKit defaults that views answer until the app sets a
// value (the overrides are in each class's body; see UIResponder).

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
