import Foundation

/// The .xib form of table and collection views for `InterfaceBuilderWriter`:
/// their attributes as Xcode spells them, a collection view's flow layout, and
/// the cell nibs they have registered as `<prototypes>` / `<cells>` (the
/// prototype's XML as read, so a loaded storyboard's table saves its
/// prototypes). Cells registered as classes are code and are not written.
@MainActor
enum InterfaceBuilderListWriter {
    /// `id` gives the written id of a view (a styled cell names its labels by id).
    static func attributes(of view: UIView, id: (UIView) -> String?) -> [(String, String)] {
        switch view {
        case let table as UITableView: tableAttributes(table)
        case let cell as UITableViewCell: tableCellAttributes(cell, id: id)
        case let cell as UICollectionViewCell: cell.reuseIdentifier.map { [("reuseIdentifier", $0)] } ?? []
        case let collection as UICollectionView:
            flags([
                ("allowsSelection", collection.allowsSelection, true),
                ("allowsMultipleSelection", collection.allowsMultipleSelection, false)
            ])
        default: []
        }
    }

    private static func tableAttributes(_ table: UITableView) -> [(String, String)] {
        var attributes: [(String, String)] = [
            ("style", name(of: table.style, in: InterfaceBuilderListAttributes.tableStyles)),
            ("separatorStyle", table.separatorStyle == .none ? "none" : "default")
        ]
        let heights: [(String, CGFloat)] = [
            ("rowHeight", table.rowHeight), ("estimatedRowHeight", table.estimatedRowHeight),
            ("sectionHeaderHeight", table.sectionHeaderHeight), ("sectionFooterHeight", table.sectionFooterHeight),
            ("estimatedSectionHeaderHeight", table.estimatedSectionHeaderHeight),
            ("estimatedSectionFooterHeight", table.estimatedSectionFooterHeight)
        ]
        attributes += heights.map { ($0.0, "\($0.1)") }
        return attributes
            + flags([
                ("allowsSelection", table.allowsSelection, true),
                ("allowsMultipleSelection", table.allowsMultipleSelection, false),
                ("allowsSelectionDuringEditing", table.allowsSelectionDuringEditing, false),
                ("allowsMultipleSelectionDuringEditing", table.allowsMultipleSelectionDuringEditing, false)
            ])
    }

    private static func tableCellAttributes(_ cell: UITableViewCell, id: (UIView) -> String?) -> [(String, String)] {
        var attributes = [("style", name(of: cell.cellStyle, in: InterfaceBuilderListAttributes.cellStyles))]
        if let identifier = cell.reuseIdentifier { attributes.append(("reuseIdentifier", identifier)) }
        if cell.accessoryType != .none {
            attributes.append(
                ("accessoryType", name(of: cell.accessoryType, in: InterfaceBuilderListAttributes.accessoryTypes)))
        }
        if cell.selectionStyle != .default {
            attributes.append(
                ("selectionStyle", name(of: cell.selectionStyle, in: InterfaceBuilderListAttributes.selectionStyles)))
        }
        let standard: [(String, UIView?)] = [
            ("textLabel", cell.standardTextLabel), ("detailTextLabel", cell.standardDetailLabel),
            ("imageView", cell.standardImageView)
        ]
        for (attribute, view) in standard {
            if let view, let viewID = id(view) { attributes.append((attribute, viewID)) }
        }
        return attributes
    }

    /// A cell's content view and the element it is written as.
    static func contentView(of view: UIView) -> (view: UIView, element: String)? {
        switch view {
        case let cell as UITableViewCell: (cell.contentView, "tableViewCellContentView")
        case let cell as UICollectionViewCell: (cell.contentView, "collectionViewCellContentView")
        default: nil
        }
    }

    /// Flags that differ from UIKit's default, as IB writes them.
    private static func flags(_ flags: [(String, Bool, Bool)]) -> [(String, String)] {
        flags.filter { $0.1 != $0.2 }.map { ($0.0, $0.1 ? "YES" : "NO") }
    }

    private static func name<Value: Equatable>(of value: Value, in names: [String: Value]) -> String {
        names.first { $0.value == value }?.key ?? ""
    }

    /// The child elements, one string per line, indented from `depth`.
    static func children(of view: UIView, depth: Int) -> [String] {
        switch view {
        case let table as UITableView:
            return prototypes(table.reuse.registeredNibs, kind: "tableViewCell", container: "prototypes", depth: depth)
        case let collection as UICollectionView:
            return flowLayout(collection.collectionViewLayout, depth: depth)
                + prototypes(collection.cellNibs, kind: "collectionViewCell", container: "cells", depth: depth)
        default: return []
        }
    }

    private static func flowLayout(_ layout: UICollectionViewLayout, depth: Int) -> [String] {
        guard let flow = layout as? UICollectionViewFlowLayout else { return [] }
        let indent = String(repeating: "    ", count: depth)
        let direction = flow.scrollDirection == .horizontal ? " scrollDirection=\"horizontal\"" : ""
        var lines = [
            indent + "<collectionViewFlowLayout key=\"collectionViewLayout\"\(direction) minimumLineSpacing=\""
                + "\(flow.minimumLineSpacing)\" minimumInteritemSpacing=\"\(flow.minimumInteritemSpacing)\">"
        ]
        let sizes = [
            ("itemSize", flow.itemSize), ("estimatedItemSize", flow.estimatedItemSize),
            ("headerReferenceSize", flow.headerReferenceSize), ("footerReferenceSize", flow.footerReferenceSize)
        ]
        for (key, size) in sizes {
            lines.append(indent + "    <size key=\"\(key)\" width=\"\(size.width)\" height=\"\(size.height)\"/>")
        }
        let inset = flow.sectionInset
        lines.append(
            indent + "    <inset key=\"sectionInset\" minX=\"\(inset.left)\" minY=\"\(inset.top)\" "
                + "maxX=\"\(inset.right)\" maxY=\"\(inset.bottom)\"/>")
        lines.append(indent + "</collectionViewFlowLayout>")
        return lines
    }

    private static func prototypes(
        _ nibs: [String: UINib], kind: String, container: String, depth: Int
    ) -> [String] {
        let cells = nibs.sorted { $0.key < $1.key }.compactMap { identifier, nib -> [String]? in
            let element =
                nib.prototype?.element ?? nib.file.document?.items(in: "objects").first { $0.name == kind }
            guard let element else { return nil }
            return xml(element, depth: depth + 1, overriding: ["reuseIdentifier": identifier])
        }
        guard !cells.isEmpty else { return [] }
        let indent = String(repeating: "    ", count: depth)
        return ["\(indent)<\(container)>"] + cells.flatMap { $0 } + ["\(indent)</\(container)>"]
    }

    /// An element as read, back to XML (attributes sorted by name).
    private static func xml(
        _ element: InterfaceBuilderElement, depth: Int, overriding: [String: String] = [:]
    ) -> [String] {
        let indent = String(repeating: "    ", count: depth)
        let attributes = element.attributes.merging(overriding) { $1 }.filter { $0.key != "_text" }
        let opening =
            "<\(element.name)"
            + attributes.sorted { $0.key < $1.key }.map { " \($0.key)=\"\(InterfaceBuilderWriter.escaped($0.value))\"" }
            .joined()
        if let text = element["_text"] {
            return [indent + opening + ">" + InterfaceBuilderWriter.escaped(text) + "</\(element.name)>"]
        }
        guard !element.children.isEmpty else { return [indent + opening + "/>"] }
        return [indent + opening + ">"] + element.children.flatMap { xml($0, depth: depth + 1) }
            + [indent + "</\(element.name)>"]
    }
}
