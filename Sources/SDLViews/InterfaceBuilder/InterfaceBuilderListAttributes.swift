import Foundation

/// The attributes of Interface Builder's list elements as Xcode writes them:
/// `tableView` (style, row and section heights, separators, selection),
/// `tableViewCell` (style, accessory, selection style), `collectionView` and
/// its `collectionViewFlowLayout key="collectionViewLayout"`, and the scroll
/// view attributes they share with `scrollView` and `textView`. Prototype
/// cells, content views and header views need the loader
/// (`InterfaceBuilderLoader+Lists`). Attributes of these elements that are
/// neither read nor known to change nothing here are logged once per load.
@MainActor
enum InterfaceBuilderListAttributes {
    static func apply(to view: UIView, from element: InterfaceBuilderElement, reader: InterfaceBuilderValueReader) {
        if let scroll = view as? UIScrollView { applyScrolling(scroll, element, reader) }
        switch view {
        case let table as UITableView: applyTable(table, element, reader)
        case let collection as UICollectionView: applyCollection(collection, element, reader)
        case let cell as UITableViewCell: applyTableCell(cell, element, reader)
        default: break
        }
        if let known = knownAttributes[element.name] { reportUnknownAttributes(of: element, known: known, reader) }
    }

    /// The `style` a table or cell element gives `init?(coder:)` (IB's spelling → the raw value).
    static func codedStyle(of element: InterfaceBuilderElement, reader: InterfaceBuilderValueReader) -> Int? {
        switch element.name {
        case "tableView": reader.choice("style", of: element, tableStyles)?.rawValue
        case "tableViewCell": reader.choice("style", of: element, cellStyles)?.rawValue
        default: nil
        }
    }

    // MARK: Scroll views

    private static func applyScrolling(
        _ scroll: UIScrollView, _ element: InterfaceBuilderElement, _ reader: InterfaceBuilderValueReader
    ) {
        let flags: [(String, ReferenceWritableKeyPath<UIScrollView, Bool>)] = [
            ("bounces", \.bounces), ("alwaysBounceVertical", \.alwaysBounceVertical),
            ("alwaysBounceHorizontal", \.alwaysBounceHorizontal), ("scrollEnabled", \.isScrollEnabled),
            ("pagingEnabled", \.isPagingEnabled), ("showsHorizontalScrollIndicator", \.showsHorizontalScrollIndicator),
            ("showsVerticalScrollIndicator", \.showsVerticalScrollIndicator), ("bouncesZoom", \.bouncesZoom)
        ]
        for (name, keyPath) in flags {
            if let flag = reader.bool(name, of: element) { scroll[keyPath: keyPath] = flag }
        }
        let dismissModes: [String: UIScrollView.KeyboardDismissMode] = [
            "none": .none, "onDrag": .onDrag, "interactive": .interactive
        ]
        scroll.keyboardDismissMode =
            reader.choice("keyboardDismissMode", of: element, dismissModes) ?? scroll.keyboardDismissMode
    }

    // MARK: Tables

    private static func applyTable(
        _ table: UITableView, _ element: InterfaceBuilderElement, _ reader: InterfaceBuilderValueReader
    ) {
        let heights: [(String, ReferenceWritableKeyPath<UITableView, CGFloat>)] = [
            ("rowHeight", \.rowHeight), ("estimatedRowHeight", \.estimatedRowHeight),
            ("sectionHeaderHeight", \.sectionHeaderHeight), ("sectionFooterHeight", \.sectionFooterHeight),
            ("estimatedSectionHeaderHeight", \.estimatedSectionHeaderHeight),
            ("estimatedSectionFooterHeight", \.estimatedSectionFooterHeight)
        ]
        for (name, keyPath) in heights {
            if let height = height(name, of: element, reader) { table[keyPath: keyPath] = height }
        }
        let flags: [(String, ReferenceWritableKeyPath<UITableView, Bool>)] = [
            ("allowsSelection", \.allowsSelection), ("allowsMultipleSelection", \.allowsMultipleSelection),
            ("allowsSelectionDuringEditing", \.allowsSelectionDuringEditing),
            ("allowsMultipleSelectionDuringEditing", \.allowsMultipleSelectionDuringEditing)
        ]
        for (name, keyPath) in flags {
            if let flag = reader.bool(name, of: element) { table[keyPath: keyPath] = flag }
        }
        table.separatorStyle = reader.choice("separatorStyle", of: element, separatorStyles) ?? table.separatorStyle
        if let color = element.child("color", key: "separatorColor").flatMap(reader.color) {
            table.separatorColor = color
        }
        if let inset = element.child("inset", key: "separatorInset").flatMap(reader.edgeInsets) {
            table.separatorInset = inset
        }
    }

    /// A height attribute: a finite number not below zero, or -1 (`automaticDimension`).
    private static func height(
        _ name: String, of element: InterfaceBuilderElement, _ reader: InterfaceBuilderValueReader
    ) -> CGFloat? {
        guard let value = reader.number(name, of: element) else { return nil }
        guard value >= 0 || value == UITableView.automaticDimension else {
            reader.diagnostics.error(
                "\(element.name) \(name)=\"\(value)\" is negative (only -1, automatic, is allowed); ignored",
                at: element)
            return nil
        }
        return value
    }

    private static func applyTableCell(
        _ cell: UITableViewCell, _ element: InterfaceBuilderElement, _ reader: InterfaceBuilderValueReader
    ) {
        cell.accessoryType = reader.choice("accessoryType", of: element, accessoryTypes) ?? cell.accessoryType
        cell.selectionStyle = reader.choice("selectionStyle", of: element, selectionStyles) ?? cell.selectionStyle
        if let inset = element.child("inset", key: "separatorInset").flatMap(reader.edgeInsets) {
            cell.separatorInset = inset
        }
    }

    // MARK: Collection views

    private static func applyCollection(
        _ collection: UICollectionView, _ element: InterfaceBuilderElement, _ reader: InterfaceBuilderValueReader
    ) {
        collection.allowsSelection = reader.bool("allowsSelection", of: element) ?? collection.allowsSelection
        collection.allowsMultipleSelection =
            reader.bool("allowsMultipleSelection", of: element) ?? collection.allowsMultipleSelection
        guard let layoutElement = element.child(key: "collectionViewLayout") else { return }
        guard layoutElement.name == "collectionViewFlowLayout",
            let layout = collection.collectionViewLayout as? UICollectionViewFlowLayout
        else {
            return reader.diagnostics.once(
                "layout \(layoutElement.name)",
                "<\(layoutElement.name)> layouts are not supported; using a flow layout", at: layoutElement)
        }
        applyFlowLayout(layout, layoutElement, reader)
    }

    private static func applyFlowLayout(
        _ layout: UICollectionViewFlowLayout, _ element: InterfaceBuilderElement, _ reader: InterfaceBuilderValueReader
    ) {
        let directions: [String: UICollectionView.ScrollDirection] = ["vertical": .vertical, "horizontal": .horizontal]
        layout.scrollDirection = reader.choice("scrollDirection", of: element, directions) ?? layout.scrollDirection
        for (name, keyPath) in [
            ("minimumLineSpacing", \UICollectionViewFlowLayout.minimumLineSpacing),
            ("minimumInteritemSpacing", \.minimumInteritemSpacing)
        ] {
            if let spacing = reader.number(name, of: element) { layout[keyPath: keyPath] = spacing }
        }
        let sizes: [(String, ReferenceWritableKeyPath<UICollectionViewFlowLayout, CGSize>)] = [
            ("itemSize", \.itemSize), ("estimatedItemSize", \.estimatedItemSize),
            ("headerReferenceSize", \.headerReferenceSize), ("footerReferenceSize", \.footerReferenceSize)
        ]
        for (key, keyPath) in sizes {
            if let size = element.child("size", key: key).flatMap(reader.size) { layout[keyPath: keyPath] = size }
        }
        if reader.bool("automaticEstimatedItemSize", of: element) == true {
            layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        }
        if let inset = element.child("inset", key: "sectionInset").flatMap(reader.edgeInsets) {
            layout.sectionInset = inset
        }
        reportUnknownAttributes(of: element, known: flowLayoutAttributes, reader)
    }

    // MARK: Parts read by the loader

    /// Whether `child` is a part of the list element `parent` that the loader reads.
    static func isListPart(_ child: InterfaceBuilderElement, of parent: InterfaceBuilderElement) -> Bool {
        switch (parent.name, child.name) {
        case ("tableView", "prototypes"), ("collectionView", "cells"), ("collectionView", "collectionViewFlowLayout"),
            ("tableViewCell", "tableViewCellContentView"), ("collectionViewCell", "collectionViewCellContentView"):
            return true
        case ("tableView", "view"): return ["tableHeaderView", "tableFooterView"].contains(child.key)
        case ("collectionView", "collectionReusableView"):
            return ["sectionHeaderView", "sectionFooterView"].contains(child.key)
        case ("tableViewCell", "view"), ("collectionViewCell", "view"), ("tableViewHeaderFooterView", "view"):
            return ["contentView", "backgroundView", "selectedBackgroundView"].contains(child.key)
        default: return false
        }
    }

    // MARK: Names

    static let tableStyles: [String: UITableView.Style] = [
        "plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped
    ]
    static let cellStyles: [String: UITableViewCell.CellStyle] = [
        "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleValue1": .value1,
        "IBUITableViewCellStyleValue2": .value2, "IBUITableViewCellStyleSubtitle": .subtitle
    ]
    static let separatorStyles: [String: UITableViewCell.SeparatorStyle] = [
        "default": .singleLine, "singleLine": .singleLine, "singleLineEtched": .singleLine, "none": .none
    ]
    static let accessoryTypes: [String: UITableViewCell.AccessoryType] = [
        "none": .none, "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
        "checkmark": .checkmark, "detailButton": .detailButton
    ]
    static let selectionStyles: [String: UITableViewCell.SelectionStyle] = [
        "none": .none, "blue": .blue, "gray": .gray, "default": .default
    ]

    // MARK: Unknown attributes

    private static func reportUnknownAttributes(
        of element: InterfaceBuilderElement, known: Set<String>, _ reader: InterfaceBuilderValueReader
    ) {
        for name in element.attributes.keys.sorted()
        where !known.contains(name) && !viewAttributes.contains(name) && !name.hasPrefix("_") {
            reader.diagnostics.once(
                "attribute \(element.name).\(name)",
                "attribute \(name) of <\(element.name)> is not supported; ignored", at: element)
        }
    }

    /// What every view element may carry (read by the common decoding, or design-time only).
    private static let viewAttributes: Set<String> = [
        "id", "key", "customClass", "customModule", "customModuleProvider", "userLabel", "contentMode", "opaque",
        "clipsSubviews", "userInteractionEnabled", "multipleTouchEnabled", "hidden", "alpha", "tag",
        "translatesAutoresizingMaskIntoConstraints", "misplaced", "ambiguous", "fixedFrame", "restorationIdentifier",
        "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea", "semanticContentAttribute",
        "horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
        "verticalCompressionResistancePriority", "layoutMarginsFollowReadableWidth"
    ]

    private static let scrollAttributes: Set<String> = [
        "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal", "scrollEnabled", "pagingEnabled",
        "showsHorizontalScrollIndicator", "showsVerticalScrollIndicator", "bouncesZoom", "keyboardDismissMode",
        "contentInsetAdjustmentBehavior", "directionalLockEnabled", "delaysContentTouches", "canCancelContentTouches"
    ]

    private static let knownAttributes: [String: Set<String>] = [
        "tableView": scrollAttributes.union([
            "style", "separatorStyle", "rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight",
            "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight", "allowsSelection",
            "allowsMultipleSelection", "allowsSelectionDuringEditing", "allowsMultipleSelectionDuringEditing",
            "dataMode", "sectionIndexMinimumDisplayRowCount", "contentViewInsetsToSafeArea",
            "separatorInsetReference", "cellLayoutMarginsFollowReadableWidth"
        ]),
        "tableViewCell": [
            "reuseIdentifier", "style", "accessoryType", "editingAccessoryType", "selectionStyle",
            "indentationWidth", "indentationLevel", "showsReorderControl", "shouldIndentWhileEditing", "focusStyle",
            "textLabel", "detailTextLabel", "imageView", "rowHeight"
        ],
        "collectionView": scrollAttributes.union([
            "dataMode", "allowsSelection", "allowsMultipleSelection", "prefetchingEnabled"
        ]),
        "collectionViewCell": ["reuseIdentifier"], "collectionReusableView": ["reuseIdentifier"],
        "tableViewHeaderFooterView": ["reuseIdentifier"]
    ]

    private static let flowLayoutAttributes: Set<String> = [
        "id", "key", "scrollDirection", "minimumLineSpacing", "minimumInteritemSpacing",
        "automaticEstimatedItemSize", "sectionInsetReference"
    ]
}
