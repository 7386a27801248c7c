import Foundation

/// UIKit's `UISearchBar`: a search text field (`searchTextField`, with the
/// magnifier and the placeholder) and, when `showsCancelButton`, a Cancel
/// button on its trailing side; 56 pt tall, as UIKit's minimal-prominence bar
/// outside a navigation bar. It tells its `delegate` of edits, the Search
/// (return) key and Cancel, and the `UISearchController` that owns it.
/// Escape while editing is Cancel when the button shows (UIKit with a hardware keyboard).
///
/// Differences: no scope bar, bookmark or results-list buttons, prompt or
/// background images.
@MainActor
open class UISearchBar: UIView {
    /// UIKit's height for a search bar outside a navigation bar.
    public static let standardHeight: CGFloat = 56

    /// The field the user types in (UIKit's `searchTextField`, iOS 13).
    public let searchTextField = UISearchTextField(frame: .zero)
    open weak var delegate: UISearchBarDelegate?
    /// The search controller this bar belongs to (told of the same events as the delegate).
    weak var searchController: UISearchController?

    private let cancelButton = UIButton(type: .system)
    private lazy var fieldDelegate = SearchFieldDelegate(bar: self)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpParts()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpParts()
    }

    private func setUpParts() {
        searchTextField.delegate = fieldDelegate
        searchTextField.addAction(UIAction { [weak self] _ in self?.userEditedText() }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelTapped() }, for: .touchUpInside)
        cancelButton.isHidden = true
        addSubview(cancelButton)
        if bounds.height == 0 { bounds.size.height = Self.standardHeight }
    }

    /// The field's text ("" rather than nil, as UIKit). Setting it tells no delegate.
    open var text: String? {
        get { searchTextField.text ?? "" }
        set { searchTextField.text = newValue }
    }

    /// The gray text shown while the field is empty.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// Whether the Cancel button shows (a search controller shows it while active
    /// when `automaticallyShowsCancelButton`).
    open var showsCancelButton: Bool {
        get { !cancelButton.isHidden }
        set { setShowsCancelButton(newValue, animated: false) }
    }

    /// UIKit's `setShowsCancelButton(_:animated:)`: the field narrows to make room (animated when asked).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton == cancelButton.isHidden else { return }
        cancelButton.isHidden = !showsCancelButton
        setNeedsLayout()
        if animated {
            UIView.animate(withDuration: 0.25) { self.layoutIfNeeded() }
        }
    }

    /// Kept for UIKit source compatibility: every style draws the same here.
    open var searchBarStyle: Style = .default

    /// UIKit's `UISearchBar.Style`.
    public enum Style: UInt, Sendable { case `default`, prominent, minimal }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.standardHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let inset: CGFloat = 8
        let fieldHeight: CGFloat = 36
        var fieldWidth = bounds.width - inset * 2
        if !cancelButton.isHidden {
            let cancelWidth = ceil(cancelButton.sizeThatFits(bounds.size).width)
            cancelButton.frame = CGRect(
                x: bounds.width - inset - cancelWidth, y: (bounds.height - fieldHeight) / 2, width: cancelWidth,
                height: fieldHeight)
            fieldWidth -= cancelWidth + inset
        }
        searchTextField.frame = CGRect(
            x: inset, y: (bounds.height - fieldHeight) / 2, width: max(fieldWidth, 0), height: fieldHeight)
    }

    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    // MARK: Events

    func userEditedText() {
        let text = self.text ?? ""
        delegate?.searchBar(self, textDidChange: text)
        searchController?.searchBarTextDidChange()
    }

    func cancelTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.searchBarCancelled()
    }

    func didBeginEditing() {
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.searchBarDidBeginEditing()
    }

    /// Escape while editing: Cancel, when the button shows.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if presses.contains(where: { $0.key?.keyCode == .keyboardEscape }), showsCancelButton, isFirstResponder {
            cancelTapped()
            return
        }
        super.pressesBegan(presses, with: event)
    }
}

/// The search bar's text field delegate: forwards to `UISearchBarDelegate`.
@MainActor
final class SearchFieldDelegate: UITextFieldDelegate {
    private weak var bar: UISearchBar?

    init(bar: UISearchBar) { self.bar = bar }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { bar?.didBeginEditing() }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldEndEditing(bar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        guard let bar else { return }
        bar.delegate?.searchBarTextDidEndEditing(bar)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        guard let bar else { return true }
        return bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// The Search key: the delegate hears it; the field keeps the keyboard (the app resigns it), as UIKit.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let bar else { return false }
        bar.delegate?.searchBarSearchButtonClicked(bar)
        return false
    }
}
