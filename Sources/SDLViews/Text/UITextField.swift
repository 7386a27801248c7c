import Foundation

/// UIKit's `UITextField`: one line of editable text.
///
/// A tap (or click) makes it first responder, after asking the delegate,
/// and places the caret there; double-click selects a word, triple-click the
/// line; drag selects. Typing arrives through SDL text input, the IME's
/// composition shows underlined in place. Editing keys (arrows with Shift,
/// Ctrl/Alt for words, Home/End, Backspace, Delete) and Ctrl+A/C/V/X/Z and
/// Ctrl+Shift+Z act on the text before key commands are looked up. Return asks
/// `textFieldShouldReturn(_:)` and sends `.editingDidEndOnExit` (which resigns
/// when actions listen for it); Tab hands first responder to the next text
/// field in reading order (Shift+Tab: the previous one). The caret blinks on
/// the application clock; text longer than the field scrolls sideways to keep
/// the caret in view. `text` is never nil (empty by default), as UIKit's.
/// Differences from UIKit: see <doc:DifferencesFromUIKit>.
@MainActor
open class UITextField: UIControl, UITextInput, UIResponderStandardEditActions {
    override var takesFocus: Bool { true }
    /// A press on the focused field begins editing (arrows then move its caret).
    override func performPrimaryPressAction() { becomeFirstResponder() }
    let editor = TextEditor()
    private lazy var interaction = TextInteraction(host: self)
    private(set) var lineLayout = SingleLineTextLayout(font: UITextField.defaultFont)
    /// The line when the text engine lays it out (right-to-left and complex scripts).
    let shapedLine = ShapedFieldLine()
    private let canvas = TextCanvasView(frame: .zero)
    let caretView = UIView(frame: .zero)
    private var clearButton: TextFieldClearButton?
    /// True while `text` is being set from code: no delegate, no events.
    private var settingText = false

    static let defaultFont = UIFont.systemFont(ofSize: UIFont.labelFontSize)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTextField()
    }

    /// UIKit's designated coder initializer (nothing is decoded: see `UIView`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpTextField()
    }

    private func setUpTextField() {
        editor.host = self
        editor.isSingleLine = true
        canvas.drawing = { [unowned self] _ in drawContents() }
        addSubview(canvas)
        caretView.isHidden = true
        caretView.isUserInteractionEnabled = false
        canvas.addSubview(caretView)
        contentVerticalAlignment = .center
        applyBorderStyle()
    }

    // MARK: Text and appearance

    open weak var delegate: UITextFieldDelegate?

    /// The text, "" when empty (setting nil makes it ""). Setting it from code
    /// calls no delegate method, sends no event and puts the caret at the end.
    open var text: String? {
        get { editor.text }
        set {
            settingText = true
            editor.setText(newValue ?? "")
            settingText = false
            textDidChangeLayout()
        }
    }

    /// The text with the field's font and colour. Setting it takes the string
    /// and the first character's font and colour (one style per field).
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: editor.text, attributes: typingAttributes) }
        set {
            if let newValue, newValue.length > 0 {
                let attributes = newValue.attributes(at: 0, effectiveRange: nil)
                if let font = attributes[.font] as? UIFont { self.font = font }
                if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
            }
            text = newValue?.string
        }
    }

    private var typingAttributes: [NSAttributedString.Key: Any] {
        [.font: font ?? Self.defaultFont, .foregroundColor: textColor ?? UIColor.label]
    }

    open var placeholder: String? { didSet { canvas.setNeedsDisplay() } }

    // MARK: Accessibility (UIKit's defaults until set; see UIResponder)

    override var isAccessibilityElementByDefault: Bool { true }
    /// The text, or the placeholder while it is empty, as UIKit; a secure
    /// field gives one bullet per character instead of its text.
    override var defaultAccessibilityValue: String? {
        let text = self.text ?? ""
        if text.isEmpty { return placeholder }
        return isSecureTextEntry ? String(repeating: "•", count: text.count) : text
    }

    /// UIKit's settable `inputView`: shown in the keyboard's place while editing.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    private var storedInputView: UIView?

    // MARK: UITextInputTraits
    // As in UIKit, a change while editing reaches the on-screen keyboard at `reloadInputViews()`.

    /// UIKit's default, `.sentences`: the on-screen keyboard's shift turns on at the start of a sentence.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Kept for the app: nothing autocorrects on Linux.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Kept for the app: there is no spell checker.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// `.yes` turns typed straight quotes into curly ones; `.default` is off here (iOS follows a setting that is on).
    open var smartQuotesType: UITextSmartQuotesType = .default
    /// `.yes` turns two typed hyphens into an em dash; `.default` is off here.
    open var smartDashesType: UITextSmartDashesType = .default
    /// Kept for the app: pasting inserts the text as is.
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// The on-screen keyboard's keys (letters, e-mail, URL, number/decimal/phone pads); a physical keyboard types anything.
    open var keyboardType: UIKeyboardType = .default
    /// The on-screen keyboard's look: dark by default, `.light` for light keys.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The on-screen keyboard's return key waits for text when true.
    open var enablesReturnKeyAutomatically = false
    /// Kept for the app: nothing fills text in on Linux.
    open var textContentType: UITextContentType! = nil

    /// UIKit's settable `inputAccessoryView`, shown above the keyboard while editing.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    private var storedInputAccessoryView: UIView?
    open var attributedPlaceholder: NSAttributedString? {
        get {
            placeholder.map { NSAttributedString(string: $0, attributes: [.foregroundColor: UIColor.placeholderText]) }
        }
        set { placeholder = newValue?.string }
    }

    /// UIKit's `adjustsFontForContentSizeCategory` (`UIContentSizeCategoryAdjusting`):
    /// when true, a font from `UIFont.preferredFont(forTextStyle:)` or
    /// `UIFontMetrics` is made again for the new text size whenever this
    /// view's content size category changes, and the view lays out again.
    open var adjustsFontForContentSizeCategory = false

    override func contentSizeCategoryDidChange() {
        guard adjustsFontForContentSizeCategory, let current = font else { return }
        let adjusted = current.adjusted(for: traitStorage)
        if adjusted.pointSize != current.pointSize || adjusted.fontName != current.fontName { font = adjusted }
    }

    /// The font; nil resets to the system font at 17 points.
    open var font: UIFont? = UITextField.defaultFont {
        didSet {
            if font == nil { font = Self.defaultFont }
            lineLayout.font = font ?? Self.defaultFont
            textDidChangeLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// The text colour; nil resets to `.label`.
    open var textColor: UIColor? = .label {
        didSet {
            if textColor == nil { textColor = .label }
            canvas.setNeedsDisplay()
        }
    }

    open var textAlignment: NSTextAlignment = .natural { didSet { canvas.setNeedsDisplay() } }

    /// `textAlignment` as drawn: `.natural` is right when the view's
    /// `effectiveUserInterfaceLayoutDirection` is right to left (UIKit's rule).
    var drawnTextAlignment: NSTextAlignment { textAlignment.resolved(for: effectiveUserInterfaceLayoutDirection) }
    open var borderStyle: BorderStyle = .none {
        didSet {
            applyBorderStyle()
            setNeedsLayout()
        }
    }
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var leftView: UIView? {
        didSet { replaceOverlay(oldValue, with: leftView) }
    }
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var rightView: UIView? {
        didSet { replaceOverlay(oldValue, with: rightView) }
    }
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var clearsOnBeginEditing = false

    /// Shows one bullet per character; copying and cutting are refused, as UIKit.
    open var isSecureTextEntry = false {
        didSet {
            lineLayout.isSecure = isSecureTextEntry
            textDidChangeLayout()
        }
    }

    /// The on-screen keyboard's return key title; a physical keyboard's Return is the same key whatever the kind.
    open var returnKeyType: UIReturnKeyType = .default

    /// True from beginning to ending editing (while first responder).
    open private(set) var isEditing = false

    /// Marked (IME) text's look; only its underline is drawn here.
    open var markedTextStyle: [NSAttributedString.Key: Any]?

    open override var isEnabled: Bool {
        didSet { if !isEnabled && isFirstResponder { resignFirstResponder() } }
    }

    // MARK: Size and rects (UIKit's overridable geometry)

    open override var intrinsicContentSize: CGSize {
        let font = self.font ?? Self.defaultFont
        let inset = horizontalInset * 2
        // A very long text is measured as far as a screen could show (what matters for a field's width).
        let shown =
            editor.storage.isEmpty
            ? placeholder ?? "" : lineLayout.displayText(editor.storage, 0..<min(editor.count, 512))
        let width = shapedGeometry?.width ?? TextMeasurer(font: font).width(shown)
        return CGSize(width: (width + inset).rounded(.up), height: (font.lineHeight + verticalPadding).rounded(.up))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private var horizontalInset: CGFloat { borderStyle == .none ? 0 : 7 }
    private var verticalPadding: CGFloat { borderStyle == .roundedRect ? 13 : borderStyle == .none ? 0 : 6 }

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The text's area: inside the border, between the left view and the right view or clear button.
    /// Right to left everything is mirrored, as UIKit's: the left view shows at the right
    /// edge and the clear button at the left.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let ltr = { (rect: CGRect) in self.leftToRight(rect, in: bounds) }
        var rect = bounds.insetBy(dx: horizontalInset, dy: 0)
        if showsOverlay(leftView, mode: leftViewMode) {
            let left = ltr(leftViewRect(forBounds: bounds))
            rect.size.width -= max(left.maxX - rect.minX, 0)
            rect.origin.x = max(rect.minX, left.maxX)
        }
        let right: CGRect? =
            showsOverlay(rightView, mode: rightViewMode)
            ? rightViewRect(forBounds: bounds) : showsClearButton ? clearButtonRect(forBounds: bounds) : nil
        if let right = right.map(ltr) { rect.size.width = max(min(rect.maxX, right.minX - 4) - rect.minX, 0) }
        return ltr(rect)
    }

    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side: CGFloat = 19
        let rect = CGRect(x: bounds.maxX - horizontalInset - side, y: bounds.midY - side / 2, width: side, height: side)
        return leftToRight(rect, in: bounds)
    }

    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.bounds.size ?? .zero
        let rect = CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        return leftToRight(rect, in: bounds)
    }

    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.bounds.size ?? .zero
        let rect = CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        return leftToRight(rect, in: bounds)
    }

    /// A rect of the left-to-right layout in this field's direction, and back
    /// (mirroring across `bounds` is its own inverse).
    private func leftToRight(_ rect: CGRect, in bounds: CGRect) -> CGRect {
        guard isRightToLeft else { return rect }
        return CGRect(x: bounds.minX + bounds.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        canvas.frame = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        layoutOverlay(leftView, mode: leftViewMode, rect: leftViewRect(forBounds: bounds))
        layoutOverlay(rightView, mode: rightViewMode, rect: rightViewRect(forBounds: bounds))
        layoutClearButton()
        textDidChangeLayout()
    }

    // MARK: Drawing (UIKit's hooks)

    /// Draws the text in `rect` (the canvas's coordinates); the caret is a view of its own.
    open func drawText(in rect: CGRect) {
        if let geometry = shapedGeometry { return drawShaped(geometry, in: rect) }
        let storage = editor.storage
        let visible = lineLayout.visibleRange(storage, width: rect.width)
        let font = self.font ?? Self.defaultFont
        let top = lineTop(in: rect)
        let origin = CGPoint(x: rect.minX + alignmentOffset(width: rect.width), y: top)
        drawSelection(origin: origin, visible: visible, rect: rect)
        TextPainter.drawLine(
            lineLayout.displayText(storage, visible), font: font, color: textColor ?? .label, at: origin)
        if let marked = editor.markedRange {
            let x0 = lineLayout.x(of: marked.lowerBound, in: storage)
            let x1 = lineLayout.x(of: marked.upperBound, in: storage)
            TextPainter.underline(
                from: origin.x + x0, to: origin.x + x1, top: top, font: font, color: textColor ?? .label)
        }
    }

    /// The text engine's line: the selection's pieces (one per visual run it
    /// covers), the glyphs, the composition's underline.
    private func drawShaped(_ geometry: BidiLineGeometry, in rect: CGRect) {
        let font = self.font ?? Self.defaultFont
        let left = rect.minX + shapedLine.leftEdge(geometry, width: rect.width, alignment: drawnTextAlignment)
        let top = lineTop(in: rect)
        let selection = editor.selection
        if isEditing, !selection.isEmpty, editor.markedRange == nil {
            for span in geometry.spans(of: selection) {
                TextPainter.fill(
                    CGRect(x: left + span.lowerBound, y: top, width: span.upperBound - span.lowerBound, height: font.lineHeight),
                    color: TextPainter.selectionColor(tint: tintColor))
            }
        }
        if let layout = shapedLine.shapedLayout {
            UIGraphicsGetCurrentContext()?.drawShapedLine(layout, color: textColor ?? .label, at: CGPoint(x: left, y: top))
        }
        for span in editor.markedRange.map(geometry.spans(of:)) ?? [] {
            TextPainter.underline(
                from: left + span.lowerBound, to: left + span.upperBound, top: top, font: font, color: textColor ?? .label)
        }
    }

    /// The engine's geometry of the text, nil when SDL_ttf draws it.
    var shapedGeometry: BidiLineGeometry? {
        shapedLine.geometry(for: editor, font: font ?? Self.defaultFont, secure: isSecureTextEntry)
    }

    /// The caret's x for `offset` in the canvas, from its left edge.
    private func caretX(at offset: Int, width: CGFloat) -> CGFloat {
        if let geometry = shapedGeometry {
            return shapedLine.leftEdge(geometry, width: width, alignment: drawnTextAlignment) + geometry.caretX(at: offset)
        }
        return alignmentOffset(width: width) + lineLayout.x(of: offset, in: editor.storage)
    }

    /// Draws the placeholder, as UIKit, in the placeholder colour.
    open func drawPlaceholder(in rect: CGRect) {
        guard let placeholder, !placeholder.isEmpty else { return }
        let font = self.font ?? Self.defaultFont
        let width = TextMeasurer(font: font).width(placeholder)
        let x = rect.minX + CGContext.alignmentOffset(width, in: rect.width, drawnTextAlignment)
        TextPainter.drawLine(placeholder, font: font, color: .placeholderText, at: CGPoint(x: x, y: lineTop(in: rect)))
    }

    private func drawContents() {
        let rect = canvas.bounds
        if editor.storage.isEmpty && editor.markedRange == nil {
            drawPlaceholder(in: rect)
        } else {
            drawText(in: rect)
        }
    }

    private func drawSelection(origin: CGPoint, visible: Range<Int>, rect: CGRect) {
        let selection = editor.selection
        guard isEditing, !selection.isEmpty, editor.markedRange == nil else { return }
        let x0 = max(lineLayout.x(of: max(selection.lowerBound, visible.lowerBound), in: editor.storage), 0)
        let x1 = lineLayout.x(of: min(selection.upperBound, visible.upperBound), in: editor.storage)
        let font = self.font ?? Self.defaultFont
        TextPainter.fill(
            CGRect(x: origin.x + x0, y: origin.y, width: x1 - x0, height: font.lineHeight),
            color: TextPainter.selectionColor(tint: tintColor))
    }

    /// The line's top: centred vertically, as `contentVerticalAlignment`'s default.
    private func lineTop(in rect: CGRect) -> CGFloat {
        let height = (font ?? Self.defaultFont).lineHeight
        switch contentVerticalAlignment {
        case .top: return rect.minY
        case .bottom: return rect.maxY - height
        default: return (rect.minY + (rect.height - height) / 2).rounded()
        }
    }

    /// Alignment applies while the whole text fits; a scrolled line starts at the left.
    private func alignmentOffset(width: CGFloat) -> CGFloat {
        guard lineLayout.firstVisible == 0 else { return 0 }
        let storage = editor.storage
        guard storage.count <= lineLayout.capacity(width) else { return 0 }
        return CGContext.alignmentOffset(lineLayout.width(storage, 0..<storage.count), in: width, drawnTextAlignment)
    }

    // MARK: Editing state

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Asks `textFieldShouldBeginEditing(_:)` first, as UIKit.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        return super.becomeFirstResponder()
    }

    /// Asks `textFieldShouldEndEditing(_:)`, as UIKit.
    open override var canResignFirstResponder: Bool {
        guard isFirstResponder else { return true }
        return delegate?.textFieldShouldEndEditing(self) ?? true
    }

    override func firstResponderStatusDidChange() {
        if isFirstResponder && !isEditing {
            beginEditingSession()
        } else if !isFirstResponder && isEditing {
            endEditingSession()
        }
    }

    private func beginEditingSession() {
        isEditing = true
        if clearsOnBeginEditing && !editor.storage.isEmpty && (delegate?.textFieldShouldClear(self) ?? true) {
            text = ""
        }
        editor.select(editor.count..<editor.count)
        interaction.didBecomeFirstResponder()
        setNeedsLayout()
        canvas.setNeedsDisplay()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    private func endEditingSession() {
        interaction.didResignFirstResponder()
        isEditing = false
        lineLayout.reset()
        shapedLine.reset()
        setNeedsLayout()
        canvas.setNeedsDisplay()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    /// The field's own undo manager (typing, cuts, pastes, IME commits).
    open override var undoManager: UndoManager? { editor.undoManager }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard isEnabled, let touch = touches.first else { return }
        if !isFirstResponder && !becomeFirstResponder() { return }
        interaction.touchBegan(at: touch.location(in: self), tapCount: touch.tapCount)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        guard isEditing, let touch = touches.first else { return }
        interaction.touchMoved(to: touch.location(in: self))
    }

    // MARK: UIKeyInput

    open var hasText: Bool { !editor.storage.isEmpty }

    /// Inserts typed text; "\n" alone is Return.
    open func insertText(_ text: String) {
        if text == "\n" || text == "\r" {
            textReturnPressed()
            return
        }
        editor.insertTyped(text, quotes: smartQuotesType == .yes, dashes: smartDashesType == .yes)
    }

    open func deleteBackward() { editor.deleteBackward() }

    // MARK: UIResponderStandardEditActions

    open func cut(_ sender: Any?) {
        guard !isSecureTextEntry else { return }
        editor.cut(to: .general)
    }

    open func copy(_ sender: Any?) {
        guard !isSecureTextEntry else { return }
        editor.copy(to: .general)
    }

    open func paste(_ sender: Any?) { editor.paste(from: .general) }
    open func selectAll(_ sender: Any?) { editor.selectAll() }
    open func delete(_ sender: Any?) { editor.deleteSelection() }

    // MARK: UITextInput

    open func text(in range: UITextRange) -> String? { editor.text(in: range) }
    open func replace(_ range: UITextRange, withText text: String) { editor.userReplace(range.offsets, with: text) }

    open var selectedTextRange: UITextRange? {
        get { UITextRange(editor.selection) }
        set { if let newValue { editor.select(newValue.offsets) } }
    }

    open var markedTextRange: UITextRange? { editor.markedRange.map { UITextRange($0) } }

    /// `selectedRange` counts UTF-16 units of `markedText`, as UIKit.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        editor.setMarkedText(markedText, utf16: selectedRange)
    }

    open func unmarkText() { editor.unmarkText() }
    open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    open var endOfDocument: UITextPosition { UITextPosition(offset: editor.count) }

    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        UITextRange(start: fromPosition, end: toPosition)
    }

    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        editor.position(from: position, offset: offset)
    }

    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        position.compare(to: other)
    }

    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }

    open func caretRect(for position: UITextPosition) -> CGRect { textCaretRect(at: position.offset) }

    /// The first visual piece of the range (a range across a direction
    /// boundary shows as several; UIKit's answer is also the first).
    open func firstRect(for range: UITextRange) -> CGRect {
        if let geometry = shapedGeometry, let span = geometry.spans(of: range.offsets).first {
            let font = self.font ?? Self.defaultFont
            let rect = canvas.bounds
            let left = shapedLine.leftEdge(geometry, width: rect.width, alignment: drawnTextAlignment)
            let box = CGRect(
                x: left + span.lowerBound, y: lineTop(in: rect), width: span.upperBound - span.lowerBound,
                height: font.lineHeight)
            return canvas.convert(box, to: self)
        }
        let start = textCaretRect(at: range.offsets.lowerBound), end = textCaretRect(at: range.offsets.upperBound)
        return CGRect(x: start.minX, y: start.minY, width: max(end.minX - start.minX, 0), height: start.height)
    }

    /// One rectangle for Latin text; one per visual run piece in bidirectional text.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        let rect = canvas.bounds, font = self.font ?? Self.defaultFont
        guard let geometry = shapedGeometry else {
            let first = firstRect(for: range)
            return [UITextSelectionRect(rect: first, writingDirection: .leftToRight, containsStart: true, containsEnd: true)]
        }
        let left = rect.minX + shapedLine.leftEdge(geometry, width: rect.width, alignment: drawnTextAlignment)
        return geometry.selectionRects(of: range.offsets, left: left, top: lineTop(in: rect), height: font.lineHeight)
            .map { piece in
                UITextSelectionRect(
                    rect: canvas.convert(piece.rect, to: self), writingDirection: piece.writingDirection,
                    containsStart: piece.containsStart, containsEnd: piece.containsEnd)
            }
    }

    open func closestPosition(to point: CGPoint) -> UITextPosition? { UITextPosition(offset: textOffset(at: point)) }

    // MARK: Internal layout

    /// Keeps the caret in view and redraws after a change of text, selection or size.
    private func textDidChangeLayout() {
        if let geometry = shapedGeometry {
            shapedLine.scrollToShow(caretX: geometry.caretX(at: editor.caret), in: geometry, width: canvas.bounds.width)
        } else {
            lineLayout.scrollToShow(caret: editor.caret, in: editor.storage, width: canvas.bounds.width)
        }
        placeCaret()
        canvas.setNeedsDisplay()
    }

    private func placeCaret() {
        let font = self.font ?? Self.defaultFont
        let rect = canvas.bounds
        let x = rect.minX + caretX(at: editor.caret, width: rect.width)
        caretView.frame = CGRect(
            x: min(max(x - 1, 0), max(rect.width - 2, 0)), y: lineTop(in: rect), width: 2, height: font.lineHeight)
        caretView.backgroundColor = tintColor
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        caretView.backgroundColor = tintColor
    }

    /// A border colour is a `CGColor`, fixed when set: the rounded field's follows light and dark again.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle { applyBorderStyle() }
    }

    /// The rounded field's hairline: light grey, or dark grey in dark appearance.
    private static let roundedBorderColor = UIColor.system(light: UIColor(white: 0.8, alpha: 1), dark: UIColor(white: 0.3, alpha: 1))

    private func applyBorderStyle() {
        switch borderStyle {
        case .none:
            layer.borderWidth = 0
            layer.cornerRadius = 0
        case .line:
            layer.borderWidth = 1
            layer.borderColor = UIColor.black.cgColor
            layer.cornerRadius = 0
        case .bezel:
            layer.borderWidth = 1
            layer.borderColor = UIColor.systemGray.cgColor
            layer.cornerRadius = 0
        case .roundedRect:
            layer.borderWidth = 0.5
            layer.borderColor = Self.roundedBorderColor.resolvedColor(with: traitCollection).cgColor
            layer.cornerRadius = 5
            if backgroundColor == nil { backgroundColor = .tertiarySystemBackground }
        }
    }

    private func showsOverlay(_ view: UIView?, mode: ViewMode) -> Bool { view != nil && mode.shows(editing: isEditing) }

    private var showsClearButton: Bool {
        clearButtonMode.shows(editing: isEditing) && !editor.storage.isEmpty
            && !showsOverlay(rightView, mode: rightViewMode)
    }

    private func replaceOverlay(_ old: UIView?, with new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new { addSubview(new) }
        setNeedsLayout()
    }

    private func layoutOverlay(_ view: UIView?, mode: ViewMode, rect: CGRect) {
        guard let view else { return }
        view.isHidden = !mode.shows(editing: isEditing)
        view.frame = rect
    }

    private func layoutClearButton() {
        guard showsClearButton else {
            clearButton?.isHidden = true
            return
        }
        let button = clearButton ?? makeClearButton()
        button.isHidden = false
        button.frame = clearButtonRect(forBounds: bounds)
    }

    private func makeClearButton() -> TextFieldClearButton {
        let button = TextFieldClearButton { [unowned self] in clearTapped() }
        addSubview(button)
        clearButton = button
        return button
    }

    /// The clear button asks `textFieldShouldClear(_:)`, then empties the field as an edit.
    private func clearTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isEditing { _ = becomeFirstResponder() }
        editor.userReplace(0..<editor.count, with: "")
    }
}

// MARK: - The editing model's and the interaction's hooks

extension UITextField: TextEditorHost, TextInteractionHost, TextEditingResponder {
    func textEditor(_ editor: TextEditor, shouldReplace range: Range<Int>, with text: String) -> Bool {
        guard !settingText, let delegate else { return true }
        let utf16 = TextOffsets.utf16Range(of: range, in: editor.storage)
        return delegate.textField(self, shouldChangeCharactersIn: utf16, replacementString: text)
    }

    func textEditor(_ editor: TextEditor, didChange change: TextStorage.ParagraphChange) {
        guard !settingText else { return }
        textDidChangeLayout()
        setNeedsLayout()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    func textEditorDidChangeSelection(_ editor: TextEditor) {
        textDidChangeLayout()
        interaction.selectionDidChange()
        guard !settingText, isEditing else { return }
        delegate?.textFieldDidChangeSelection(self)
    }

    func textEditor(_ editor: TextEditor, offsetFrom offset: Int, lines: Int, x: inout CGFloat?) -> Int {
        lines < 0 ? 0 : editor.count
    }

    func textEditor(_ editor: TextEditor, lineBoundaryOf offset: Int, forward: Bool) -> Int {
        forward ? editor.count : 0
    }

    func textEditor(_ editor: TextEditor, visualOffsetFrom offset: Int, rightward: Bool) -> Int? {
        guard let geometry = shapedGeometry else { return nil }
        return geometry.offset(from: offset, rightward: rightward) ?? offset
    }

    func textEditor(_ editor: TextEditor, visualEdgeOf range: Range<Int>, rightward: Bool) -> Int? {
        shapedGeometry?.visualEdge(range.lowerBound, range.upperBound, rightward: rightward)
    }

    func textOffset(at point: CGPoint) -> Int {
        if let geometry = shapedGeometry {
            let left = shapedLine.leftEdge(geometry, width: canvas.bounds.width, alignment: drawnTextAlignment)
            return geometry.offset(atX: canvas.convert(point, from: self).x - left)
        }
        let x = canvas.convert(point, from: self).x - alignmentOffset(width: canvas.bounds.width)
        return lineLayout.offset(at: x, in: editor.storage, width: canvas.bounds.width)
    }

    func textCaretRect(at offset: Int) -> CGRect {
        let font = self.font ?? Self.defaultFont
        let rect = canvas.bounds
        let x = caretX(at: offset, width: rect.width)
        let caret = CGRect(x: x - 1, y: lineTop(in: rect), width: 2, height: font.lineHeight)
        return canvas.convert(caret, to: self)
    }

    func textReturnPressed() {
        editor.unmarkText()
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let resigns = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if resigns { resignFirstResponder() }
    }

    func textTabPressed(backwards: Bool) {
        guard let window else { return }
        let fields = TextFieldOrder.fields(in: window)
        guard let index = fields.firstIndex(where: { $0 === self }), fields.count > 1 else { return }
        let next = fields[(index + (backwards ? fields.count - 1 : 1)) % fields.count]
        next.becomeFirstResponder()
    }

    func textSetCaretVisible(_ visible: Bool) {
        caretView.isHidden = !(visible && isEditing)
    }

    func handleEditingKey(_ key: UIKey) -> Bool { isEditing && interaction.handleKey(key) }
}
