import Foundation

/// A text view's rich text: attribute runs kept by the editing model
/// (`TextEditor.attributes`), laid out and drawn by `RichTextViewLayout`.
extension UITextView {
    /// The view's font and colour as attributes (a plain view's typing attributes).
    var plainAttributes: [NSAttributedString.Key: Any] {
        [.font: font ?? Self.defaultFont, .foregroundColor: textColor ?? .label]
    }

    /// Replaces the text; `attributes` nil: plain text in the view's font and colour.
    func setText(_ text: String, attributes: TextAttributeRuns?) {
        settingText = true
        editor.attributes = nil
        editor.setText(text)
        settingText = false
        editor.attributes = attributes.map { runs in
            var fitted = runs
            fitted.fit(to: editor.storage.count, filler: 0)
            return fitted
        }
        lineLayout.reset(to: editor.storage)
        resetTypingAttributes()
        layOutRichText()
        textDidChangeLayout(dirtyLines: nil)
    }

    /// `attributedText`'s setter: one font and colour and nothing else makes
    /// them the view's (plain text); anything more keeps the runs.
    func setAttributedText(_ string: NSAttributedString) {
        let runs = TextAttributeRuns(string, storage: TextStorage(string.string))
        guard !runs.isUniform else {
            let attributes = string.length > 0 ? string.attributes(at: 0, effectiveRange: nil) : [:]
            if let font = attributes[.font] as? UIFont { self.font = font }
            if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
            return setText(string.string, attributes: nil)
        }
        setText(string.string, attributes: runs)
    }

    /// `typingAttributes`' setter: on plain text, anything but the view's font
    /// and colour turns the text rich (its runs the view's attributes).
    func setTypingAttributes(_ attributes: [NSAttributedString.Key: Any]) {
        if editor.attributes == nil {
            guard !TextAttributeRuns.same(attributes, plainAttributes) else { return }
            editor.attributes = TextAttributeRuns(count: editor.count, attributes: plainAttributes)
            layOutRichText()
        }
        editor.typingAttributes = attributes
    }

    /// UIKit's rule: the attributes of the Character before the caret (of the
    /// first at the start), or the view's when there is no text.
    func resetTypingAttributes() {
        guard let attributes = editor.attributes else { return }
        let caret = editor.selection.lowerBound
        editor.typingAttributes = editor.count == 0 ? plainAttributes : attributes.attributes(at: max(caret - 1, 0))
    }

    /// Setting `font` or `textColor`: rich text takes it everywhere, as UIKit.
    func applyToAllText(_ key: NSAttributedString.Key, _ value: Any) {
        guard var attributes = editor.attributes else { return }
        attributes.setAll(key, to: value)
        editor.attributes = attributes
        editor.typingAttributes[key] = value
        layOutRichText()
    }

    /// Lays rich text out again at the container's width (or forgets the rich lines of plain text).
    func layOutRichText() {
        guard editor.attributes != nil else {
            richLayout = nil
            return
        }
        richLayout = richLayout(width: containerWidth)
        canvas.setNeedsDisplay()
    }

    func richLayout(width: CGFloat) -> RichTextViewLayout {
        let defaults = TextRunStyle.Defaults(
            font: font ?? Self.defaultFont, color: textColor ?? .label, alignment: textAlignment)
        return RichTextViewLayout(attributedText, storage: editor.storage, defaults: defaults, width: width)
    }

    /// Rich lines: the selection (or the composition's underline), then the text.
    func drawRichText(_ layout: RichTextViewLayout, in dirty: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let origin = CGPoint(x: containerOrigin.x - canvas.frame.minX, y: containerOrigin.y - canvas.frame.minY)
        let selection = editor.selection
        if let marked = editor.markedRange {
            for piece in layout.selectionRects(of: marked, in: editor.storage) {
                let rect = piece.rect.offsetBy(dx: origin.x, dy: origin.y)
                TextPainter.fill(
                    CGRect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: 1), color: textColor ?? .label)
            }
        } else if isFirstResponder, !selection.isEmpty {
            for piece in layout.selectionRects(of: selection, in: editor.storage) {
                TextPainter.fill(
                    piece.rect.offsetBy(dx: origin.x, dy: origin.y), color: TextPainter.selectionColor(tint: tintColor))
            }
        }
        layout.draw(in: context, origin: origin, from: dirty.minY - origin.y, to: dirty.maxY - origin.y)
    }

    /// Toggles one attribute over the selection (or the typing attributes),
    /// on unless the selection's first Character (or the typing attributes) has it.
    func toggleAttribute(
        _ key: NSAttributedString.Key, _ value: (Any?, Bool) -> Any?, isOn: (Any?) -> Bool
    ) {
        guard isEditable else { return }
        let selection = editor.selection
        let first = selection.isEmpty ? typingAttributes : (editor.attributes?.attributes(at: selection.lowerBound) ?? [:])
        let on = !isOn(first[key])
        func apply(_ attributes: [NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any] {
            var changed = attributes
            changed[key] = value(attributes[key] ?? (key == .font ? font as Any? : nil), on)
            return changed
        }
        guard !selection.isEmpty else { return typingAttributes = apply(typingAttributes) }
        if editor.attributes == nil { editor.attributes = TextAttributeRuns(count: editor.count, attributes: plainAttributes) }
        editor.changeAttributes(in: selection, apply)
    }

    func textEditorDidChangeAttributes(_ editor: TextEditor) {
        layOutRichText()
        textDidChangeLayout(dirtyLines: nil)
        textDelegate?.textViewDidChange(self)
    }

    func textToggleStyle(_ key: UIKeyboardHIDUsage) -> Bool {
        guard allowsEditingTextAttributes, isEditable else { return false }
        key == .keyboardB ? toggleBoldface(nil) : toggleUnderline(nil)
        return true
    }
}
