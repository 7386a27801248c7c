import Foundation

/// The state of a list's data at one moment: section identifiers in order, each
/// with its item identifiers in order. Matches UIKit's `NSDiffableDataSourceSnapshot`:
/// a value type, built by appending and editing, handed to a diffable data source's
/// `apply(_:animatingDifferences:)`, which works out the inserts, deletes and moves.
///
/// Identifiers are unique across the whole snapshot. Where UIKit refuses an edit
/// with an exception (an identifier already in the snapshot, a section or item that
/// is not in it, items without a section), the snapshot logs the reason
/// (`SDLViewsLog`) and leaves itself unchanged, except that an appended or inserted
/// item already in the snapshot is moved into place (UIKit's documented fallback).
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    typealias Section = SectionIdentifierType
    typealias Item = ItemIdentifierType

    /// Section identifiers in order.
    private(set) var sections: [Section] = []
    /// Items of each section, parallel to `sections`.
    private(set) var itemsBySection: [[Item]] = []
    /// Where each section is in `sections`.
    private var sectionIndex: [Section: Int] = [:]
    /// Which section holds each item.
    private var sectionOfItem: [Item: Section] = [:]
    private var reloadedSections: [Section] = []
    private var reloadedItems: [Item] = []
    private var reconfiguredItems: [Item] = []

    /// An empty snapshot (no sections).
    public init() {}

    // MARK: - Reading

    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOfItem.count }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The section identifiers in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }

    /// Every item identifier, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { itemsBySection.flatMap { $0 } }

    /// Sections marked by `reloadSections(_:)` since the snapshot was made.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }

    /// Items marked by `reloadItems(_:)` since the snapshot was made.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }

    /// Items marked by `reconfigureItems(_:)` since the snapshot was made.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }

    /// The number of items in a section; 0 (logged) for a section not in the snapshot.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// The items of a section in order; empty (logged) for a section not in the snapshot.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = sectionIndex[identifier] else {
            SDLViewsLog.error("NSDiffableDataSourceSnapshot: section \(identifier) is not in the snapshot")
            return []
        }
        return itemsBySection[index]
    }

    /// The section holding an item, or nil when the item is not in the snapshot.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The item's position in `itemIdentifiers`, or nil when it is not in the snapshot.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = location(of: identifier) else { return nil }
        return itemsBySection[..<location.section].reduce(0) { $0 + $1.count } + location.item
    }

    /// The section's position in `sectionIdentifiers`, or nil when it is not in the snapshot.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndex[identifier]
    }

    /// The section index and the index inside the section of an item.
    func location(of item: Item) -> (section: Int, item: Int)? {
        guard let section = sectionOfItem[item], let sectionPosition = sectionIndex[section],
            let itemPosition = itemsBySection[sectionPosition].firstIndex(of: item)
        else { return nil }
        return (sectionPosition, itemPosition)
    }

    // MARK: - Items

    /// Adds items at the end of a section (the last section when `sectionIdentifier` is nil).
    /// UIKit refuses items when there is no section; this logs and adds nothing.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        let target: Section
        if let sectionIdentifier {
            guard sectionIndex[sectionIdentifier] != nil else {
                return refuse("appendItems: section \(sectionIdentifier) is not in the snapshot")
            }
            target = sectionIdentifier
        } else {
            guard let last = sections.last else {
                return refuse("appendItems: there are currently no sections in the snapshot; add a section first")
            }
            target = last
        }
        let items = takeForInsertion(identifiers, operation: "appendItems")
        guard let index = sectionIndex[target] else { return }
        itemsBySection[index].append(contentsOf: items)
        for item in items { sectionOfItem[item] = target }
    }

    /// Inserts items just before an item already in the snapshot.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem: ItemIdentifierType) {
        insert(identifiers, nextTo: beforeItem, after: false, operation: "insertItems(_:beforeItem:)")
    }

    /// Inserts items just after an item already in the snapshot.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem: ItemIdentifierType) {
        insert(identifiers, nextTo: afterItem, after: true, operation: "insertItems(_:afterItem:)")
    }

    /// Removes items; identifiers not in the snapshot are ignored (logged).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let present = identifiers.filter { sectionOfItem[$0] != nil }
        if present.count < identifiers.count {
            SDLViewsLog.error(
                "NSDiffableDataSourceSnapshot deleteItems: \(identifiers.count - present.count) "
                    + "identifier(s) not in the snapshot were ignored")
        }
        removeItems(Set(present))
    }

    /// Empties the snapshot: like UIKit's, this removes the sections as well as the items.
    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    /// Moves an item just before another item (possibly in another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, nextTo: toIdentifier, after: false, operation: "moveItem(_:beforeItem:)")
    }

    /// Moves an item just after another item (possibly in another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, nextTo: toIdentifier, after: true, operation: "moveItem(_:afterItem:)")
    }

    /// Marks items to be reloaded (their cells made again) when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItems = marked(identifiers, adding: reloadedItems, operation: "reloadItems")
    }

    /// Marks items to be reconfigured (their existing cells updated in place) when applied.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItems = marked(identifiers, adding: reconfiguredItems, operation: "reconfigureItems")
    }

    // MARK: - Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(takeSectionsForInsertion(identifiers, operation: "appendSections"), at: sections.count)
    }

    /// Inserts sections just before a section already in the snapshot.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, nextTo: toIdentifier, after: false, operation: "insertSections(_:beforeSection:)")
    }

    /// Inserts sections just after a section already in the snapshot.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, nextTo: toIdentifier, after: true, operation: "insertSections(_:afterSection:)")
    }

    /// Removes sections with their items; identifiers not in the snapshot are ignored (logged).
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers.filter { sectionIndex[$0] != nil })
        if doomed.count < Set(identifiers).count {
            SDLViewsLog.error("NSDiffableDataSourceSnapshot deleteSections: sections not in the snapshot were ignored")
        }
        guard !doomed.isEmpty else { return }
        var keptSections: [Section] = []
        var keptItems: [[Item]] = []
        for (section, items) in zip(sections, itemsBySection) {
            if doomed.contains(section) {
                for item in items { sectionOfItem[item] = nil }
            } else {
                keptSections.append(section)
                keptItems.append(items)
            }
        }
        sections = keptSections
        itemsBySection = keptItems
        reindexSections()
        forgetMarks()
    }

    /// Moves a section (with its items) just before another section.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, nextTo: toIdentifier, after: false, operation: "moveSection(_:beforeSection:)")
    }

    /// Moves a section (with its items) just after another section.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, nextTo: toIdentifier, after: true, operation: "moveSection(_:afterSection:)")
    }

    /// Marks sections to be reloaded when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers {
            guard sectionIndex[section] != nil else {
                refuse("reloadSections: section \(section) is not in the snapshot")
                continue
            }
            if !reloadedSections.contains(section) { reloadedSections.append(section) }
        }
    }
}

// MARK: - Editing helpers

extension NSDiffableDataSourceSnapshot {
    private func refuse(_ reason: String) {
        SDLViewsLog.error("NSDiffableDataSourceSnapshot \(reason)")
    }

    /// Drops repeats inside `identifiers` (logged) and takes out of their current place the
    /// ones already in the snapshot (logged), which UIKit then moves into the new place.
    private mutating func takeForInsertion(_ identifiers: [Item], operation: String) -> [Item] {
        var seen = Set<Item>()
        let unique = Self.equatable(identifiers, operation: operation).filter { seen.insert($0).inserted }
        if unique.count < identifiers.count {
            refuse("\(operation): \(identifiers.count - unique.count) repeated item identifier(s) were dropped")
        }
        let existing = Set(unique.filter { sectionOfItem[$0] != nil })
        if !existing.isEmpty {
            refuse(
                "\(operation): \(existing.count) item identifier(s) already in the snapshot; "
                    + "the existing items are moved into place instead")
            removeItems(existing, keepingMarks: true)
        }
        return unique
    }

    private mutating func insert(_ identifiers: [Item], nextTo anchor: Item, after: Bool, operation: String) {
        guard sectionOfItem[anchor] != nil else { return refuse("\(operation): item \(anchor) is not in the snapshot") }
        if identifiers.contains(anchor) {
            return refuse("\(operation): the items inserted include the anchor item \(anchor)")
        }
        let items = takeForInsertion(identifiers, operation: operation)
        guard let location = location(of: anchor) else { return }
        itemsBySection[location.section].insert(contentsOf: items, at: location.item + (after ? 1 : 0))
        for item in items { sectionOfItem[item] = sections[location.section] }
    }

    private mutating func move(_ item: Item, nextTo anchor: Item, after: Bool, operation: String) {
        guard sectionOfItem[item] != nil else { return refuse("\(operation): item \(item) is not in the snapshot") }
        guard sectionOfItem[anchor] != nil else { return refuse("\(operation): item \(anchor) is not in the snapshot") }
        guard item != anchor else { return refuse("\(operation): an item cannot move relative to itself") }
        removeItems([item], keepingMarks: true)
        let location = location(of: anchor)!
        itemsBySection[location.section].insert(item, at: location.item + (after ? 1 : 0))
        sectionOfItem[item] = sections[location.section]
    }

    /// Removes items known to be in the snapshot.
    private mutating func removeItems(_ items: Set<Item>, keepingMarks: Bool = false) {
        guard !items.isEmpty else { return }
        let touched = Set(items.compactMap { sectionOfItem[$0] })
        for section in touched {
            let index = sectionIndex[section]!
            itemsBySection[index].removeAll { items.contains($0) }
        }
        for item in items { sectionOfItem[item] = nil }
        if !keepingMarks { forgetMarks() }
    }

    private func marked(_ identifiers: [Item], adding existing: [Item], operation: String) -> [Item] {
        var marks = existing
        for item in identifiers {
            guard sectionOfItem[item] != nil else {
                refuse("\(operation): item \(item) is not in the snapshot")
                continue
            }
            if !marks.contains(item) { marks.append(item) }
        }
        return marks
    }

    /// Reload and reconfigure marks only name what is still in the snapshot.
    private mutating func forgetMarks() {
        reloadedItems.removeAll { sectionOfItem[$0] == nil }
        reconfiguredItems.removeAll { sectionOfItem[$0] == nil }
        reloadedSections.removeAll { sectionIndex[$0] == nil }
    }

    private mutating func takeSectionsForInsertion(_ identifiers: [Section], operation: String) -> [Section] {
        var seen = Set<Section>()
        let equatable = Self.equatable(identifiers, operation: operation)
        let unique = equatable.filter { seen.insert($0).inserted && sectionIndex[$0] == nil }
        if unique.count < equatable.count {
            refuse(
                "\(operation): \(identifiers.count - unique.count) section identifier(s) repeated or already in "
                    + "the snapshot were ignored")
        }
        return unique
    }

    private mutating func insertSections(
        _ identifiers: [Section], nextTo anchor: Section, after: Bool,
        operation: String
    ) {
        guard let anchorIndex = sectionIndex[anchor] else {
            return refuse("\(operation): section \(anchor) is not in the snapshot")
        }
        let unique = takeSectionsForInsertion(identifiers, operation: operation)
        insertSections(unique, at: anchorIndex + (after ? 1 : 0))
    }

    private mutating func insertSections(_ identifiers: [Section], at index: Int) {
        guard !identifiers.isEmpty else { return }
        sections.insert(contentsOf: identifiers, at: index)
        itemsBySection.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: index)
        reindexSections()
    }

    private mutating func moveSection(_ section: Section, nextTo anchor: Section, after: Bool, operation: String) {
        guard let from = sectionIndex[section] else {
            return refuse("\(operation): section \(section) is not in the snapshot")
        }
        guard sectionIndex[anchor] != nil else {
            return refuse("\(operation): section \(anchor) is not in the snapshot")
        }
        guard section != anchor else { return refuse("\(operation): a section cannot move relative to itself") }
        sections.remove(at: from)
        let items = itemsBySection.remove(at: from)
        let to = sections.firstIndex(of: anchor)! + (after ? 1 : 0)
        sections.insert(section, at: to)
        itemsBySection.insert(items, at: to)
        reindexSections()
    }

    /// Drops (logged) identifiers not equal to themselves, such as a Double NaN: no lookup could
    /// ever find them again, so UIKit traps on them; the snapshot refuses them where they come in.
    private static func equatable<Identifier: Hashable>(_ identifiers: [Identifier], operation: String) -> [Identifier] {
        let kept = identifiers.filter { $0 == $0 }
        if kept.count < identifiers.count {
            SDLViewsLog.error(
                "NSDiffableDataSourceSnapshot \(operation): \(identifiers.count - kept.count) identifier(s) not equal "
                    + "to itself (such as NaN) were refused: no lookup could find them")
        }
        return kept
    }

    private mutating func reindexSections() {
        sectionIndex = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1, $0) })
    }
}
