import Foundation

/// The parts of list elements that are views or nibs: a table's prototype
/// cells, header and footer views; a collection view's prototype cells; a
/// cell's content view (the cell's own, filled from the file) and the standard
/// labels a styled table cell names (`textLabel="…"` is the cell's `textLabel`).
extension InterfaceBuilderLoader {
    func loadListParts(of element: InterfaceBuilderElement, into view: UIView) {
        switch view {
        case let table as UITableView: loadTableParts(of: element, into: table)
        case let collection as UICollectionView:
            for cell in element.items(in: "cells") {
                registerPrototype(cell, kind: "collectionViewCell") {
                    collection.register($0, forCellWithReuseIdentifier: $1)
                }
            }
            let supplementaryKinds = [
                ("sectionHeaderView", UICollectionView.elementKindSectionHeader),
                ("sectionFooterView", UICollectionView.elementKindSectionFooter)
            ]
            for (key, kind) in supplementaryKinds {
                guard let view = element.child("collectionReusableView", key: key) else { continue }
                registerPrototype(view, kind: "collectionReusableView") {
                    collection.register($0, forSupplementaryViewOfKind: kind, withReuseIdentifier: $1)
                }
            }
        case let cell as UITableViewCell:
            let standard: [(String, () -> UIView?)] = [
                ("textLabel", { cell.textLabel }), ("detailTextLabel", { cell.detailTextLabel }),
                ("imageView", { cell.imageView })
            ]
            for (attribute, make) in standard {
                if let id = element[attribute], let standardView = make() { existingViews[id] = standardView }
            }
            loadCellParts(of: element, contentView: cell.contentView) { key, part in
                if key == "backgroundView" { cell.backgroundView = part } else { cell.selectedBackgroundView = part }
            }
        case let cell as UICollectionViewCell:
            loadCellParts(of: element, contentView: cell.contentView) { key, part in
                if key == "backgroundView" { cell.backgroundView = part } else { cell.selectedBackgroundView = part }
            }
        case let header as UITableViewHeaderFooterView:
            loadCellParts(of: element, contentView: header.contentView) { key, part in
                if key == "backgroundView" { header.backgroundView = part }
            }
        default: break
        }
    }

    private func loadTableParts(of element: InterfaceBuilderElement, into table: UITableView) {
        for cell in element.items(in: "prototypes") {
            registerPrototype(cell, kind: "tableViewCell") { table.register($0, forCellReuseIdentifier: $1) }
        }
        for part in element.children(named: "view") {
            guard let view = makeView(part) else { continue }
            switch part.key {
            case "tableHeaderView": table.tableHeaderView = view
            case "tableFooterView": table.tableFooterView = view
            default: break
            }
        }
    }

    /// A prototype becomes a nib of this file registered under its reuse
    /// identifier; each dequeue with an empty queue builds a new copy from it.
    private func registerPrototype(
        _ element: InterfaceBuilderElement, kind: String, register: (UINib, String) -> Void
    ) {
        guard element.name == kind else {
            return diagnostics.error("<\(element.name)> is not a prototype <\(kind)>; skipped", at: element)
        }
        guard let identifier = element["reuseIdentifier"], !identifier.isEmpty else {
            return diagnostics.error("prototype <\(kind)> has no reuseIdentifier; skipped", at: element)
        }
        let prototype = InterfaceBuilderPrototype(element: element)
        prototypes.append(prototype)
        register(UINib(file: file, prototype: prototype), identifier)
    }

    /// The content view element fills the cell's own `contentView`; background views are made.
    private func loadCellParts(
        of element: InterfaceBuilderElement, contentView: UIView, setBackground: (String, UIView) -> Void
    ) {
        for part in element.children where part.key == "contentView" {
            adopt(part, as: contentView)
        }
        for part in element.children(named: "view") where part.key != "contentView" {
            guard let key = part.key, ["backgroundView", "selectedBackgroundView"].contains(key),
                let view = makeView(part)
            else { continue }
            setBackground(key, view)
        }
    }
}
