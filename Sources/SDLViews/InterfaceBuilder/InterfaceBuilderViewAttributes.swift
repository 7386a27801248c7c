import Foundation

/// The element-specific attributes of Interface Builder's view elements
/// (`label`, `button`, `stackView`, the value controls, the text views),
/// applied after `init?(coder:)` made the view.
@MainActor
enum InterfaceBuilderViewAttributes {
    static func apply(to view: UIView, from element: InterfaceBuilderElement, reader: InterfaceBuilderValueReader) {
        applyPriorities(to: view, from: element, reader: reader)
        InterfaceBuilderListAttributes.apply(to: view, from: element, reader: reader)
        if let control = view as? UIControl { applyControlState(to: control, from: element, reader: reader) }
        switch view {
        case let label as UILabel: applyLabel(label, element, reader)
        case let button as UIButton: applyButton(button, element, reader)
        case let imageView as UIImageView: imageView.image = element["image"].flatMap { UIImage(named: $0) }
        case let stack as UIStackView: applyStack(stack, element, reader)
        case let slider as UISlider: applySlider(slider, element, reader)
        case let toggle as UISwitch: toggle.isOn = reader.bool("on", of: element) ?? toggle.isOn
        case let segmented as UISegmentedControl: applySegments(segmented, element, reader)
        case let field as UITextField: applyTextField(field, element, reader)
        case let textView as UITextView: applyTextView(textView, element, reader)
        case let indicator as UIActivityIndicatorView: applyIndicator(indicator, element, reader)
        case let progress as UIProgressView:
            progress.progress = Float(reader.number("progress", of: element) ?? CGFloat(progress.progress))
        case let pages as UIPageControl:
            pages.numberOfPages = reader.integer("numberOfPages", of: element) ?? pages.numberOfPages
            pages.currentPage = reader.integer("currentPage", of: element) ?? pages.currentPage
        case let stepper as UIStepper: applyStepper(stepper, element, reader)
        default: break
        }
    }

    private static func applyPriorities(
        to view: UIView, from element: InterfaceBuilderElement, reader: InterfaceBuilderValueReader
    ) {
        let axes: [(String, NSLayoutConstraint.Axis)] = [("horizontal", .horizontal), ("vertical", .vertical)]
        for (name, axis) in axes {
            if let hugging = reader.number("\(name)HuggingPriority", of: element) {
                view.setContentHuggingPriority(UILayoutPriority(Float(hugging)), for: axis)
            }
            if let resistance = reader.number("\(name)CompressionResistancePriority", of: element) {
                view.setContentCompressionResistancePriority(UILayoutPriority(Float(resistance)), for: axis)
            }
        }
    }

    private static func applyControlState(
        to control: UIControl, from element: InterfaceBuilderElement, reader: InterfaceBuilderValueReader
    ) {
        control.isEnabled = reader.bool("enabled", of: element) ?? control.isEnabled
        control.isSelected = reader.bool("selected", of: element) ?? control.isSelected
        control.isHighlighted = reader.bool("highlighted", of: element) ?? control.isHighlighted
    }

    /// Text is an attribute, or a `<string key="text">` child for multi-line text.
    private static func text(_ element: InterfaceBuilderElement) -> String? {
        element["text"] ?? element.child("string", key: "text")?["_text"]
    }

    private static func applyLabel(
        _ label: UILabel, _ element: InterfaceBuilderElement, _ reader: InterfaceBuilderValueReader
    ) {
        label.text = text(element) ?? label.text
        label.textAlignment = reader.choice("textAlignment", of: element, textAlignments) ?? label.textAlignment
        label.lineBreakMode = reader.choice("lineBreakMode", of: element, lineBreakModes) ?? label.lineBreakMode
        label.numberOfLines = reader.integer("numberOfLines", of: element) ?? label.numberOfLines
        label.isEnabled = reader.bool("enabled", of: element) ?? label.isEnabled
        if let font = element.child("fontDescription").flatMap(reader.font) { label.font = font }
        if let color = element.child("color", key: "textColor").flatMap(reader.color) { label.textColor = color }
        label.highlightedTextColor =
            element.child("color", key: "highlightedColor").flatMap(reader.color) ?? label.highlightedTextColor
    }

    private static func applyButton(
        _ button: UIButton, _ element: InterfaceBuilderElement, _ reader: InterfaceBuilderValueReader
    ) {
        let states: [String: UIControl.State] = [
            "normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled
        ]
        for stateElement in element.children(named: "state") {
            guard let state = reader.choice("key", of: stateElement, states) else { continue }
            if let title = stateElement["title"] { button.setTitle(title, for: state) }
            if let image = stateElement["image"] { button.setImage(UIImage(named: image), for: state) }
            if let image = stateElement["backgroundImage"] {
                button.setBackgroundImage(UIImage(named: image), for: state)
            }
            if let color = stateElement.child("color", key: "titleColor").flatMap(reader.color) {
                button.setTitleColor(color, for: state)
            }
        }
        if let title = element.child("buttonConfiguration")?["title"] { button.setTitle(title, for: .normal) }
        if let font = element.child("fontDescription").flatMap(reader.font) { button.titleLabel?.font = font }
    }

    private static func applyStack(
        _ stack: UIStackView, _ element: InterfaceBuilderElement, _ reader: InterfaceBuilderValueReader
    ) {
        stack.axis =
            reader.choice("axis", of: element, ["horizontal": .horizontal, "vertical": .vertical]) ?? .horizontal
        let distributions: [String: UIStackView.Distribution] = [
            "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
            "equalSpacing": .equalSpacing, "equalCentering": .equalCentering
        ]
        stack.distribution = reader.choice("distribution", of: element, distributions) ?? stack.distribution
        let alignments: [String: UIStackView.Alignment] = [
            "fill": .fill, "top": .leading, "leading": .leading, "firstBaseline": .firstBaseline, "center": .center,
            "bottom": .trailing, "trailing": .trailing, "lastBaseline": .lastBaseline
        ]
        stack.alignment = reader.choice("alignment", of: element, alignments) ?? stack.alignment
        stack.spacing = reader.number("spacing", of: element) ?? stack.spacing
    }

    private static func applySlider(
        _ slider: UISlider, _ element: InterfaceBuilderElement, _ reader: InterfaceBuilderValueReader
    ) {
        let minimum = reader.number("minValue", of: element) ?? reader.number("minimumValue", of: element)
        let maximum = reader.number("maxValue", of: element) ?? reader.number("maximumValue", of: element)
        if let minimum { slider.minimumValue = Float(minimum) }
        if let maximum { slider.maximumValue = Float(maximum) }
        if let value = reader.number("value", of: element) { slider.value = Float(value) }
        slider.isContinuous = reader.bool("continuous", of: element) ?? slider.isContinuous
    }

    private static func applyStepper(
        _ stepper: UIStepper, _ element: InterfaceBuilderElement, _ reader: InterfaceBuilderValueReader
    ) {
        let minimum = reader.number("minimumValue", of: element) ?? reader.number("minValue", of: element)
        let maximum = reader.number("maximumValue", of: element) ?? reader.number("maxValue", of: element)
        if let minimum { stepper.minimumValue = Double(minimum) }
        if let maximum { stepper.maximumValue = Double(maximum) }
        if let step = reader.number("stepValue", of: element) { stepper.stepValue = Double(step) }
        if let value = reader.number("value", of: element) { stepper.value = Double(value) }
    }

    private static func applySegments(
        _ control: UISegmentedControl, _ element: InterfaceBuilderElement, _ reader: InterfaceBuilderValueReader
    ) {
        for (index, segment) in element.items(in: "segments").enumerated() {
            if let image = segment["image"] {
                control.insertSegment(with: UIImage(named: image), at: index, animated: false)
            } else {
                control.insertSegment(withTitle: segment["title"] ?? "", at: index, animated: false)
            }
        }
        if let selected = reader.integer("selectedSegmentIndex", of: element) {
            control.selectedSegmentIndex = selected
        }
    }

    private static func applyTextField(
        _ field: UITextField, _ element: InterfaceBuilderElement, _ reader: InterfaceBuilderValueReader
    ) {
        field.text = text(element) ?? field.text
        field.placeholder = element["placeholder"] ?? field.placeholder
        let borders: [String: UITextField.BorderStyle] = [
            "none": .none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect
        ]
        field.borderStyle = reader.choice("borderStyle", of: element, borders) ?? field.borderStyle
        field.textAlignment = reader.choice("textAlignment", of: element, textAlignments) ?? field.textAlignment
        if let font = element.child("fontDescription").flatMap(reader.font) { field.font = font }
        if let color = element.child("color", key: "textColor").flatMap(reader.color) { field.textColor = color }
    }

    private static func applyTextView(
        _ textView: UITextView, _ element: InterfaceBuilderElement, _ reader: InterfaceBuilderValueReader
    ) {
        if let text = text(element) { textView.text = text }
        textView.isEditable = reader.bool("editable", of: element) ?? textView.isEditable
        textView.textAlignment = reader.choice("textAlignment", of: element, textAlignments) ?? textView.textAlignment
        if let font = element.child("fontDescription").flatMap(reader.font) { textView.font = font }
        if let color = element.child("color", key: "textColor").flatMap(reader.color) { textView.textColor = color }
    }

    private static func applyIndicator(
        _ indicator: UIActivityIndicatorView, _ element: InterfaceBuilderElement, _ reader: InterfaceBuilderValueReader
    ) {
        let styles: [String: UIActivityIndicatorView.Style] = [
            "medium": .medium, "large": .large, "gray": .medium, "white": .medium, "whiteLarge": .large
        ]
        indicator.style = reader.choice("style", of: element, styles) ?? indicator.style
        indicator.hidesWhenStopped = reader.bool("hidesWhenStopped", of: element) ?? indicator.hidesWhenStopped
        if let color = element.child("color", key: "color").flatMap(reader.color) { indicator.color = color }
        if reader.bool("animating", of: element) == true { indicator.startAnimating() }
    }

    static let textAlignments: [String: NSTextAlignment] = [
        "natural": .natural, "left": .left, "center": .center, "right": .right, "justified": .justified
    ]
    static let lineBreakModes: [String: NSLineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
        "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail,
        "middleTruncation": .byTruncatingMiddle
    ]
}
