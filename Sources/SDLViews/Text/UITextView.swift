import Foundation

/// UIKit's `UITextView`: multi-line text, editable and selectable, word
/// wrapped at its width inside `textContainerInset` (and UIKit's 5-point line
/// fragment padding), scrolling vertically.
///
/// Editing is as `UITextField`'s (same model, keys, mouse, IME and undo);
/// Return inserts a line break, Tab a tab, Up/Down move by visual line keeping
/// the caret's x, Home/End go to the visual line's ends. Only the lines on
/// screen are laid out and drawn; typing redraws the edited lines only.
/// A `UIScrollView`, as UIKit's: the text is its content (`contentSize` is
/// the wrapped text's height inside `textContainerInset`), scrolled with the
/// scroll view's physics, indicators, wheel and keys, and the caret is kept
/// in view with `scrollRectToVisible(_:animated:)`. A finger pan scrolls; a
/// mouse drag selects (as iPadOS with a pointer). Coordinates (`caretRect(for:)`,
/// `firstRect(for:)`) are the view's bounds, so they include the content offset.
/// `delegate` is the scroll view's: assign a `UITextViewDelegate` (it refines
/// `UIScrollViewDelegate`, as UIKit's); Swift cannot narrow its type.
/// Differences from UIKit: see <doc:DifferencesFromUIKit>.
@MainActor
open class UITextView: UIScrollView, UITextInput, UIResponderStandardEditActions {
    let editor = TextEditor()
    private lazy var interaction = TextInteraction(host: self)
    private(set) var lineLayout = TextViewLayout(font: UITextView.defaultFont, width: 0)
    /// A rich text view's lines (nil: plain text on `lineLayout`).
    var richLayout: RichTextViewLayout?
    /// The lines the caret, selections and hit tests read.
    var lines: TextViewLines { richLayout ?? lineLayout }
    let canvas = TextCanvasView(frame: .zero)
    let caretView = UIView(frame: .zero)
    var settingText = false
    private(set) var isEditingText = false
    /// Whether the canvas may show a selection or marked text (drawn with
    /// either since the selection last changed to neither): a caret moved
    /// without either (typing) leaves the canvas as it is (the caret is a view
    /// of its own), so a keystroke redraws only the edited lines.
    private var canvasShowsSelection = false

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
    /// The on-screen keyboard's return key title.
    open var returnKeyType: UIReturnKeyType = .default
    /// UIKit's `isSecureTextEntry` on a text view: kept, the text stays visible (as UIKit's text view).
    open var isSecureTextEntry = false

    static let defaultFont = UIFont.systemFont(ofSize: 12)

    /// UIKit's `textContainer`: the region the text is laid out in (its
    /// `lineFragmentPadding`, and its own width when it does not track the
    /// view's); see `NSTextContainer` for what it does not honour.
    open var textContainer: NSTextContainer { container }
    private let container = NSTextContainer(size: CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))

    /// The container changed its padding or width: the text is wrapped again.
    func textContainerDidChange() {
        setNeedsLayout()
        canvas.setNeedsDisplay()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTextView()
    }

    /// UIKit's designated coder initializer (nothing is decoded: see `UIView`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpTextView()
    }

    private func setUpTextView() {
        editor.host = self
        container.owner = self
        backgroundColor = .systemBackground
        pointerDragsScroll = false
        canvas.drawing = { [unowned self] rect in drawLines(in: rect) }
        insertSubview(canvas, at: 0)
        caretView.isHidden = true
        caretView.isUserInteractionEnabled = false
        addSubview(caretView)
        lineLayout.reset(to: editor.storage)
    }

    // MARK: Text and appearance

    /// The delegate as a text view's (`delegate` is the scroll view's, which it refines).
    var textDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    /// The text ("" when empty). Setting it from code calls no delegate method;
    /// as UIKit, the new text is all in the view's `font` and `textColor`
    /// (rich text's attributes are dropped).
    open var text: String! {
        get { editor.text }
        set { setText(newValue ?? "", attributes: nil) }
    }

    /// UIKit's `attributedText`: the text with its attributes, as shown and
    /// as edited since (untouched text keeps its runs, typed text has
    /// `typingAttributes`). Per run: font (a line grows to its tallest run),
    /// foreground and background colours, underline and strikethrough (styles,
    /// colours), kern, baseline offset, shadow, and each paragraph's style
    /// (alignment, line and paragraph spacing, indents), laid out and drawn as
    /// a label's. Text in one font and colour and nothing else takes the view's
    /// `font` and `textColor` and stays on the plain, incremental layout.
    /// Attributes of the wrong type are ignored (see `TextRunStyle`).
    open var attributedText: NSAttributedString! {
        get {
            guard let attributes = editor.attributes else {
                return NSAttributedString(string: editor.text, attributes: plainAttributes)
            }
            return attributes.attributedString(editor.text)
        }
        set { setAttributedText(newValue ?? NSAttributedString(string: "")) }
    }

    /// UIKit's `typingAttributes`: what typed and pasted text takes. Reset from
    /// the Character before the caret (at the start: the first one; no text:
    /// the view's font and colour) whenever the selection changes, as UIKit.
    /// Setting attributes other than the view's font and colour on a plain
    /// view makes it rich.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { editor.attributes == nil ? plainAttributes : editor.typingAttributes }
        set { setTypingAttributes(newValue) }
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

    /// The font (nil: the system font at 12 points, UIKit's default).
    open var font: UIFont? = UITextView.defaultFont {
        didSet {
            if font == nil { font = Self.defaultFont }
            lineLayout.font = font ?? Self.defaultFont
            lineLayout.reset(to: editor.storage)
            applyToAllText(.font, font ?? Self.defaultFont)
            textDidChangeLayout(dirtyLines: nil)
        }
    }

    /// The text's colour; on rich text, as UIKit, every run takes it.
    open var textColor: UIColor? = .label {
        didSet {
            applyToAllText(.foregroundColor, textColor ?? .label)
            canvas.setNeedsDisplay()
        }
    }
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            lineLayout.alignment = drawnTextAlignment
            layOutRichText()
            canvas.setNeedsDisplay()
        }
    }

    /// `textAlignment` as drawn: `.natural` is right when the view's
    /// `effectiveUserInterfaceLayoutDirection` is right to left (UIKit's rule).
    var drawnTextAlignment: NSTextAlignment { textAlignment.resolved(for: effectiveUserInterfaceLayoutDirection) }

    /// Whether the user can change the text (a non-editable view can still be selected and copied).
    // MARK: Accessibility (UIKit's defaults until set; see UIResponder)

    override var isAccessibilityElementByDefault: Bool { true }
    override var defaultAccessibilityValue: String? { text }
    /// `.staticText` for a text view that cannot be edited.
    override var defaultAccessibilityTraits: UIAccessibilityTraits { isEditable ? .none : .staticText }

    open var isEditable = true {
        didSet {
            editor.isEditable = isEditable
            if !isEditable && !isSelectable && isFirstResponder { resignFirstResponder() }
        }
    }

    /// Whether the user can select text; neither editable nor selectable, it ignores touches.
    open var isSelectable = true

    /// UIKit's `dataDetectorTypes` (default none): while the view is not
    /// editable, the kinds of data shown as links (`linkTextAttributes`) that
    /// a tap opens: the delegate's `textView(_:shouldInteractWith:in:interaction:)`
    /// is asked, then `UIApplication.open(_:)` hands the URL to the desktop.
    /// Links and phone numbers are found (see `UIDataDetectorTypes`); detection
    /// runs on the paragraphs drawn, so a long text costs what is on screen.
    open var dataDetectorTypes: UIDataDetectorTypes = [] {
        didSet { detectedLinks.removeAll(); canvas.setNeedsDisplay() }
    }

    /// UIKit's `linkTextAttributes`: how detected links are drawn (default: the
    /// tint colour). Setting nil restores the default. Of the attributes, the
    /// foreground colour is drawn (the others wait for attributed text).
    open var linkTextAttributes: [NSAttributedString.Key: Any]! {
        get { linkAttributesSet ?? [.foregroundColor: tintColor as Any] }
        set {
            linkAttributesSet = newValue
            canvas.setNeedsDisplay()
        }
    }
    private var linkAttributesSet: [NSAttributedString.Key: Any]?
    /// The links found per paragraph text (a paragraph's links depend on nothing else).
    var detectedLinks: [Substring: [DataDetector.Match]] = [:]
    /// The link a touch went down on, until it lifts.
    var pressedLink: (range: Range<Int>, url: URL)?

    /// The space around the text container inside the content (UIKit's default:
    /// 8 points above and below). Non-finite or negative insets are refused (logged).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet {
            let sides = [
                textContainerInset.top, textContainerInset.left, textContainerInset.bottom,
                textContainerInset.right
            ]
            guard sides.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
                SDLViewsLog.error(
                    "UITextView.textContainerInset \(textContainerInset) refused (not finite or negative)")
                textContainerInset = oldValue
                return
            }
            lineLayout.width = containerWidth
            lineLayout.reset(to: editor.storage)
            layOutRichText()
            textDidChangeLayout(dirtyLines: nil)
        }
    }

    /// The selected range in UTF-16 units, as UIKit's.
    open var selectedRange: NSRange {
        get { TextOffsets.utf16Range(of: editor.selection, in: editor.storage) }
        set { editor.select(TextOffsets.characters(in: editor.storage, utf16: newValue)) }
    }

    open var markedTextStyle: [NSAttributedString.Key: Any]?

    /// The text view's own undo manager.
    open override var undoManager: UndoManager? { editor.undoManager }

    /// Scrolls the least that shows the range's first line.
    open func scrollRangeToVisible(_ range: NSRange) {
        scrollToShowCaret(at: TextOffsets.characters(in: editor.storage, utf16: range).lowerBound)
    }

    // MARK: Geometry

    var containerOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + container.lineFragmentPadding, y: textContainerInset.top)
    }

    var containerWidth: CGFloat {
        container.lineWidth(offered: bounds.width - textContainerInset.left - textContainerInset.right)
    }

    func containerToContent(_ rect: CGRect) -> CGRect {
        rect.offsetBy(dx: containerOrigin.x, dy: containerOrigin.y)
    }

    /// Scrolls the least that shows the caret at `offset` with the insets around its line.
    private func scrollToShowCaret(at offset: Int) {
        let caret = containerToContent(lines.caretRect(at: offset, in: editor.storage))
        scrollRectToVisible(
            CGRect(
                x: 0, y: caret.minY - textContainerInset.top, width: 1,
                height: caret.height + textContainerInset.top + textContainerInset.bottom),
            animated: false)
    }

    /// The part of the content the canvas covers (the visible bounds), in content coordinates.
    private var visibleContent: CGRect { CGRect(origin: contentOffset, size: bounds.size) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? size.width : bounds.width
        let offered = width - textContainerInset.left - textContainerInset.right
        if editor.attributes != nil {
            let height = richLayout(width: container.lineWidth(offered: offered)).height
            return CGSize(width: width, height: (height + textContainerInset.top + textContainerInset.bottom).rounded(.up))
        }
        let measuring = TextViewLayout(font: font ?? Self.defaultFont, width: container.lineWidth(offered: offered))
        measuring.reset(to: editor.storage)
        measuring.layOutAll(in: editor.storage)
        return CGSize(
            width: width, height: (measuring.height + textContainerInset.top + textContainerInset.bottom).rounded(.up))
    }

    /// Keeps the canvas over the visible part of the content: after a scroll the
    /// lines now shown are laid out and drawn; after a width change everything is re-wrapped.
    open override func layoutSubviews() {
        super.layoutSubviews()
        // `.natural` is right in a right-to-left interface, else each paragraph's direction.
        lineLayout.alignment = drawnTextAlignment
        let width = containerWidth
        if width != lineLayout.width {
            lineLayout.width = width
            lineLayout.reset(to: editor.storage)
            layOutRichText()
            textDidChangeLayout(dirtyLines: nil)
        }
        let visible = visibleContent
        guard canvas.frame != visible else { return }
        let caretWasShown = !caretView.isHidden && visible.intersects(caretView.frame)
        canvas.frame = visible
        let origin = containerOrigin
        if richLayout == nil {
            lineLayout.layOutLines(from: visible.minY - origin.y, to: visible.maxY - origin.y, in: editor.storage)
        }
        let height = contentSize.height
        updateContentSize()
        placeCaret()
        canvas.setNeedsDisplay()
        // Estimates turned exact moved the caret an editor was following: follow it again.
        if caretWasShown, contentSize.height != height, !isDragging, !isDecelerating {
            scrollToShowCaret(at: editor.caret)
        }
    }

    private func updateContentSize() {
        let height = (lines.height + textContainerInset.top + textContainerInset.bottom).rounded(.up)
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
    }

    // MARK: Drawing

    private func drawLines(in dirty: CGRect) {
        if !editor.selection.isEmpty || editor.markedRange != nil { canvasShowsSelection = true }
        if let richLayout { return drawRichText(richLayout, in: dirty) }
        let storage = editor.storage
        let font = self.font ?? Self.defaultFont
        let origin = containerOrigin
        let shift = canvas.frame.minY
        let top = dirty.minY + shift - origin.y, bottom = dirty.maxY + shift - origin.y
        let lineHeight = lineLayout.lineHeight
        // Line by line (not paragraph by paragraph): one paragraph may be 2 MB of lines.
        for line in lineLayout.lines(from: top, to: bottom).prefix(TextViewLayout.maximumLinesShown) {
            let (paragraph, _, fragment) = lineLayout.fragment(atLine: line, in: storage)
            let y = CGFloat(line) * lineHeight + origin.y - shift
            guard y + lineHeight > dirty.minY, y < dirty.maxY else { continue }
            let start = storage.start(ofParagraph: paragraph)
            if let geometry = lineLayout.shapedGeometry(of: fragment, paragraph: paragraph, in: storage) {
                let x = origin.x - canvas.frame.minX + lineLayout.leftEdge(of: geometry)
                drawShaped(geometry, fragment, lineStart: start, at: CGPoint(x: x, y: y))
                continue
            }
            let width = TextMeasurer(font: font).width(fragment.text)
            let x =
                origin.x - canvas.frame.minX + CGContext.alignmentOffset(width, in: lineLayout.width, drawnTextAlignment)
            drawHighlights(fragment, lineStart: start, at: CGPoint(x: x, y: y))
            drawFragment(fragment, paragraph: paragraph, width: width, at: CGPoint(x: x, y: y))
        }
    }

    /// A line the text engine lays out: the selection's pieces (one per visual
    /// run it covers), the glyphs, the composition's underline. Links in such
    /// lines are drawn in the text colour.
    private func drawShaped(
        _ geometry: BidiLineGeometry, _ fragment: TextViewLayout.Fragment, lineStart: Int, at origin: CGPoint
    ) {
        let font = self.font ?? Self.defaultFont
        let first = lineStart + fragment.columns.lowerBound
        let local = { (range: Range<Int>) -> Range<Int> in
            let lower = min(max(range.lowerBound - first, 0), geometry.count)
            return lower..<max(min(range.upperBound - first, geometry.count), lower)
        }
        let selection = editor.selection
        if (isEditingText || isFirstResponder), !selection.isEmpty, editor.markedRange == nil {
            for span in geometry.spans(of: local(selection)) {
                TextPainter.fill(
                    CGRect(
                        x: origin.x + span.lowerBound, y: origin.y, width: span.upperBound - span.lowerBound,
                        height: font.lineHeight),
                    color: TextPainter.selectionColor(tint: tintColor))
            }
        }
        let layout = ShapedTextLayout(
            lines: [geometry.line], lineHeight: font.lineHeight, ascender: font.ascender, pointSize: font.pointSize,
            size: CGSize(width: geometry.width, height: font.lineHeight))
        UIGraphicsGetCurrentContext()?.drawShapedLine(layout, color: textColor ?? .label, at: origin)
        for span in editor.markedRange.map({ geometry.spans(of: local($0)) }) ?? [] {
            TextPainter.underline(
                from: origin.x + span.lowerBound, to: origin.x + span.upperBound, top: origin.y, font: font,
                color: textColor ?? .label)
        }
    }

    /// A line (`width` wide) in the text colour, its detected links in the link colour.
    private func drawFragment(
        _ fragment: TextViewLayout.Fragment, paragraph: Int, width: CGFloat, at origin: CGPoint
    ) {
        let font = self.font ?? Self.defaultFont
        let color = textColor ?? .label
        let links = links(inParagraph: paragraph).filter { $0.columns.overlaps(fragment.columns) }
        guard !links.isEmpty else {
            return TextPainter.drawLine(fragment.text, font: font, color: color, at: origin, width: width)
        }
        let linkColor: UIColor = linkTextAttributes[.foregroundColor] as? UIColor ?? tintColor ?? .link
        let characters = Array(fragment.text)
        var column = fragment.columns.lowerBound
        for link in links + [nil] {
            let end = min(link?.columns.lowerBound ?? fragment.columns.upperBound, fragment.columns.upperBound)
            drawRun(characters, column..<max(column, end), of: fragment, color: color, font: font, at: origin)
            guard let link else { break }
            let linkEnd = min(link.columns.upperBound, fragment.columns.upperBound)
            let linkStart = max(link.columns.lowerBound, column)
            drawRun(characters, linkStart..<max(linkStart, linkEnd), of: fragment, color: linkColor, font: font, at: origin)
            column = max(column, linkEnd)
        }
    }

    private func drawRun(
        _ characters: [Character], _ columns: Range<Int>, of fragment: TextViewLayout.Fragment, color: UIColor,
        font: UIFont, at origin: CGPoint
    ) {
        guard !columns.isEmpty else { return }
        let base = fragment.columns.lowerBound
        let text = String(characters[(columns.lowerBound - base)..<(columns.upperBound - base)])
        let x = lineLayout.x(ofColumn: columns.lowerBound, in: fragment)
        TextPainter.drawLine(text, font: font, color: color, at: CGPoint(x: origin.x + x, y: origin.y))
    }

    // MARK: Data detectors

    /// The paragraph's detected links (columns in the paragraph), none while editable.
    func links(inParagraph paragraph: Int) -> [DataDetector.Match] {
        guard !dataDetectorTypes.isEmpty, !isEditable else { return [] }
        let text = editor.storage.paragraph(paragraph)
        if let known = detectedLinks[text] { return known }
        if detectedLinks.count > 1024 { detectedLinks.removeAll() }
        let found = DataDetector(types: dataDetectorTypes).matches(in: text)
        detectedLinks[text] = found
        return found
    }

    /// The link under `point` (content coordinates), as offsets in the text and its URL.
    func link(at point: CGPoint) -> (range: Range<Int>, url: URL)? {
        guard !dataDetectorTypes.isEmpty, !isEditable else { return nil }
        let offset = textOffset(at: point)
        let storage = editor.storage
        let (paragraph, column) = storage.location(of: offset)
        let start = storage.start(ofParagraph: paragraph)
        for link in links(inParagraph: paragraph) where link.columns.contains(column) || link.columns.upperBound == column {
            let range = (start + link.columns.lowerBound)..<(start + link.columns.upperBound)
            let left = textCaretRect(at: range.lowerBound), right = textCaretRect(at: range.upperBound)
            guard point.x >= left.minX, point.x <= right.maxX, point.y >= left.minY, point.y <= right.maxY else {
                continue
            }
            return (range, link.url)
        }
        return nil
    }

    /// A tap on a link: the delegate may refuse; otherwise the URL opens.
    private func interact(with link: (range: Range<Int>, url: URL)) {
        let utf16 = TextOffsets.utf16Range(of: link.range, in: editor.storage)
        let allowed =
            textDelegate?.textView(self, shouldInteractWith: link.url, in: utf16, interaction: .invokeDefaultAction)
            ?? true
        if allowed { UIApplication.shared.open(link.url) }
    }

    /// The selection behind a line, or the composition's underline under it.
    private func drawHighlights(_ fragment: TextViewLayout.Fragment, lineStart: Int, at origin: CGPoint) {
        let lineRange = lineStart + fragment.columns.lowerBound..<lineStart + fragment.nextStart
        let font = self.font ?? Self.defaultFont
        if let marked = editor.markedRange, marked.overlaps(lineRange) || marked.lowerBound == lineRange.lowerBound {
            let x0 = lineLayout.x(ofColumn: max(marked.lowerBound, lineRange.lowerBound) - lineStart, in: fragment)
            let x1 = lineLayout.x(ofColumn: min(marked.upperBound, lineRange.upperBound) - lineStart, in: fragment)
            TextPainter.underline(
                from: origin.x + x0, to: origin.x + x1, top: origin.y, font: font, color: textColor ?? .label)
            return
        }
        let selection = editor.selection
        guard isEditingText || isFirstResponder, !selection.isEmpty,
            selection.overlaps(lineRange)
                || (selection.upperBound > lineRange.upperBound && selection.lowerBound <= lineRange.upperBound
                    && lineRange.isEmpty)
        else { return }
        let x0 = lineLayout.x(ofColumn: max(selection.lowerBound, lineRange.lowerBound) - lineStart, in: fragment)
        var x1 = lineLayout.x(ofColumn: min(selection.upperBound, lineRange.upperBound) - lineStart, in: fragment)
        if selection.upperBound > lineRange.upperBound { x1 += font.pointSize * 0.3 }
        TextPainter.fill(
            CGRect(x: origin.x + x0, y: origin.y, width: x1 - x0, height: font.lineHeight),
            color: TextPainter.selectionColor(tint: tintColor))
    }

    // MARK: Editing state

    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if isEditable, !(textDelegate?.textViewShouldBeginEditing(self) ?? true) { return false }
        return super.becomeFirstResponder()
    }

    open override var canResignFirstResponder: Bool {
        guard isFirstResponder, isEditingText else { return true }
        return textDelegate?.textViewShouldEndEditing(self) ?? true
    }

    override func firstResponderStatusDidChange() {
        if isFirstResponder {
            interaction.didBecomeFirstResponder()
            guard isEditable, !isEditingText else { return }
            isEditingText = true
            textDelegate?.textViewDidBeginEditing(self)
            NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        } else {
            interaction.didResignFirstResponder()
            canvas.setNeedsDisplay()
            guard isEditingText else { return }
            isEditingText = false
            textDelegate?.textViewDidEndEditing(self)
            NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        }
    }

    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressedLink = touches.first.flatMap { link(at: $0.location(in: self)) }
        if pressedLink != nil { return }
        guard isSelectable || isEditable, let touch = touches.first, touch.type != .direct || isFirstResponder else {
            return super.touchesBegan(touches, with: event)
        }
        if !isFirstResponder && !becomeFirstResponder() { return }
        interaction.touchBegan(at: touch.location(in: self), tapCount: touch.tapCount)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if pressedLink != nil { return }
        guard isFirstResponder, let touch = touches.first, touch.type != .direct else {
            return super.touchesMoved(touches, with: event)
        }
        interaction.touchMoved(to: touch.location(in: self))
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let pressed = pressedLink {
            pressedLink = nil
            // Lifted on the same link (a tap, not a drag off it).
            if let touch = touches.first, link(at: touch.location(in: self))?.range == pressed.range {
                interact(with: pressed)
            }
            return
        }
        guard let touch = touches.first, touch.type == .direct, !isFirstResponder, isSelectable || isEditable else {
            return
        }
        // A finger's tap (not a pan) focuses and places the caret.
        if becomeFirstResponder() { interaction.touchBegan(at: touch.location(in: self), tapCount: touch.tapCount) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { pressedLink = nil }

    // MARK: UIKeyInput

    open var hasText: Bool { !editor.storage.isEmpty }
    open func insertText(_ text: String) {
        editor.insertTyped(text, quotes: smartQuotesType == .yes, dashes: smartDashesType == .yes)
    }
    open func deleteBackward() { editor.deleteBackward() }

    // MARK: UIResponderStandardEditActions

    open func cut(_ sender: Any?) { editor.cut(to: .general) }
    open func copy(_ sender: Any?) { editor.copy(to: .general) }
    open func paste(_ sender: Any?) { editor.paste(from: .general) }
    open func selectAll(_ sender: Any?) { editor.selectAll() }
    open func delete(_ sender: Any?) { editor.deleteSelection() }

    /// UIKit's `allowsEditingTextAttributes` (default false): when true,
    /// Ctrl/Cmd+B and Ctrl/Cmd+U toggle bold and underline (`toggleBoldface`,
    /// `toggleUnderline`). There is no italic system face, so Ctrl/Cmd+I does nothing.
    open var allowsEditingTextAttributes = false

    /// UIKit's `toggleBoldface(_:)`: the selection turns bold unless its first
    /// Character is bold, then regular (an empty selection: the typing
    /// attributes). Fonts other than the system font's two faces stay.
    open func toggleBoldface(_ sender: Any?) {
        toggleAttribute(.font) { value, on in
            guard let font = value as? UIFont else { return value }
            return on ? UIFont.boldSystemFont(ofSize: font.pointSize) : UIFont.systemFont(ofSize: font.pointSize)
        } isOn: { ($0 as? UIFont)?.fontName == UIFont.boldSystemFont(ofSize: 12).fontName }
    }

    /// UIKit's `toggleUnderline(_:)`: a single underline on the selection
    /// unless its first Character is underlined, then none.
    open func toggleUnderline(_ sender: Any?) {
        toggleAttribute(.underlineStyle) { _, on in
            on ? NSUnderlineStyle.single.rawValue : nil
        } isOn: { TextRunStyle.number($0).map { $0 != 0 } ?? false }
    }

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

    open func firstRect(for range: UITextRange) -> CGRect {
        let start = textCaretRect(at: range.offsets.lowerBound)
        let end = textCaretRect(at: range.offsets.upperBound)
        let width = end.minY == start.minY ? max(end.minX - start.minX, 0) : max(bounds.width - start.minX, 0)
        return CGRect(x: start.minX, y: start.minY, width: width, height: start.height)
    }

    /// One rectangle per line the range covers, and one per visual run piece
    /// of a line in bidirectional text.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        lines.selectionRects(of: editor.storage.clamp(range.offsets), in: editor.storage).map { piece in
            UITextSelectionRect(
                rect: containerToContent(piece.rect), writingDirection: piece.writingDirection,
                containsStart: piece.containsStart, containsEnd: piece.containsEnd)
        }
    }

    open func closestPosition(to point: CGPoint) -> UITextPosition? { UITextPosition(offset: textOffset(at: point)) }

    // MARK: Internal layout

    /// After a change: content height, caret in view, caret placed, lines redrawn
    /// (only `dirtyLines` when given, else everything shown).
    func textDidChangeLayout(dirtyLines: Range<Int>?) {
        updateContentSize()
        let before = contentOffset
        scrollToShowCaret(at: editor.caret)
        placeCaret()
        guard before == contentOffset else { return }  // the scroll lays out and redraws what is shown
        guard let dirtyLines else { return canvas.setNeedsDisplay() }
        let first = CGFloat(dirtyLines.lowerBound) * lineLayout.lineHeight
        let height = CGFloat(dirtyLines.count) * lineLayout.lineHeight
        let rect = containerToContent(CGRect(x: -containerOrigin.x, y: first, width: bounds.width, height: height))
        canvas.setNeedsDisplay(
            rect.offsetBy(dx: -canvas.frame.minX, dy: -canvas.frame.minY).intersection(canvas.bounds))
    }

    private func placeCaret() {
        let rect = containerToContent(lines.caretRect(at: editor.caret, in: editor.storage))
        caretView.frame = rect
        caretView.backgroundColor = tintColor
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        caretView.backgroundColor = tintColor
    }
}

// MARK: - The editing model's and the interaction's hooks

extension UITextView: TextEditorHost, TextInteractionHost, TextEditingResponder {
    func textEditor(_ editor: TextEditor, shouldReplace range: Range<Int>, with text: String) -> Bool {
        guard !settingText, let delegate = textDelegate else { return true }
        let utf16 = TextOffsets.utf16Range(of: range, in: editor.storage)
        return delegate.textView(self, shouldChangeTextIn: utf16, replacementText: text)
    }

    func textEditor(_ editor: TextEditor, didChange change: TextStorage.ParagraphChange) {
        guard !settingText else { return }
        if richLayout != nil {
            layOutRichText()
            textDidChangeLayout(dirtyLines: nil)
        } else {
            lineLayout.apply(change, storage: editor.storage)
            textDidChangeLayout(dirtyLines: lineLayout.settleEdit(in: editor.storage))
        }
        textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    func textEditorDidChangeSelection(_ editor: TextEditor) {
        guard !settingText else { return }
        resetTypingAttributes()
        let before = contentOffset
        scrollToShowCaret(at: editor.caret)
        placeCaret()
        let showsSelection = !editor.selection.isEmpty || editor.markedRange != nil
        if before == contentOffset, showsSelection || canvasShowsSelection { canvas.setNeedsDisplay() }
        canvasShowsSelection = showsSelection
        interaction.selectionDidChange()
        textDelegate?.textViewDidChangeSelection(self)
    }

    func textEditor(_ editor: TextEditor, offsetFrom offset: Int, lines: Int, x: inout CGFloat?) -> Int {
        let caret = self.lines.caretRect(at: offset, in: editor.storage)
        let keptX = x ?? caret.midX
        x = keptX
        let y = self.lines.verticalTarget(from: caret, lines: lines)
        if y < 0 { return 0 }
        if y > self.lines.height { return editor.count }
        return self.lines.offset(at: CGPoint(x: keptX, y: y), in: editor.storage)
    }

    func textEditor(_ editor: TextEditor, lineBoundaryOf offset: Int, forward: Bool) -> Int {
        lines.lineBoundary(of: offset, forward: forward, in: editor.storage)
    }

    func textEditor(_ editor: TextEditor, visualOffsetFrom offset: Int, rightward: Bool) -> Int? {
        lines.visualOffset(from: offset, rightward: rightward, in: editor.storage)
    }

    func textEditor(_ editor: TextEditor, visualEdgeOf range: Range<Int>, rightward: Bool) -> Int? {
        lines.visualEdge(of: range, rightward: rightward, in: editor.storage)
    }

    func textOffset(at point: CGPoint) -> Int {
        let origin = containerOrigin
        let p = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
        return lines.offset(at: p, in: editor.storage)
    }

    func textCaretRect(at offset: Int) -> CGRect {
        containerToContent(lines.caretRect(at: offset, in: editor.storage))
    }

    func textReturnPressed() { editor.insertText("\n") }
    func textTabPressed(backwards: Bool) { if !backwards { editor.insertText("\t") } }

    func textSetCaretVisible(_ visible: Bool) {
        caretView.isHidden = !(visible && isEditingText)
    }

    func handleEditingKey(_ key: UIKey) -> Bool { isFirstResponder && interaction.handleKey(key) }
}
