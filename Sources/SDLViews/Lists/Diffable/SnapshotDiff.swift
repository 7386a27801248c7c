import Foundation

/// The changes that turn one snapshot into another, as one batch update a list can
/// apply (`performBatchUpdates`), with UIKit's index spaces: deletes, reloads and the
/// `from` of moves name positions before the update; inserts, reconfigures and the
/// `to` of moves name positions after it. Items that are neither deleted, inserted nor
/// moved keep their order and section, so their new positions follow from the rest.
///
/// A section reload is a delete of the old section plus an insert of the new one (as
/// UIKit turns it into); an item reload of an item that also moves becomes a delete
/// and an insert (UIKit refuses a move and a reload of the same item in one batch).
/// Items whose section is deleted or inserted are not listed themselves: the section
/// change covers them.
struct SnapshotDiff: Equatable {
    struct Move<Index: Hashable>: Hashable {
        var from: Index
        var to: Index
    }

    /// Old section indices, ascending.
    var deletedSections: [Int] = []
    /// New section indices, ascending.
    var insertedSections: [Int] = []
    var movedSections: [Move<Int>] = []
    /// Old index paths, ascending.
    var deletedItems: [IndexPath] = []
    /// New index paths, ascending.
    var insertedItems: [IndexPath] = []
    var movedItems: [Move<IndexPath>] = []
    /// Old index paths of items whose cells are made again, ascending.
    var reloadedItems: [IndexPath] = []
    /// New index paths of items whose existing cells are updated in place, ascending.
    var reconfiguredItems: [IndexPath] = []

    var isEmpty: Bool { self == SnapshotDiff() }

    init() {}

    init<Section, Item>(
        from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>
    ) {
        let sections = SectionChanges(old: old.sections, new: new.sections, reloaded: new.reloadedSectionIdentifiers)
        deletedSections = sections.deleted
        insertedSections = sections.inserted
        movedSections = sections.moved
        var items = ItemChanges(old: old, new: new, sections: sections)
        items.applyMarks(reloaded: new.reloadedItemIdentifiers, reconfigured: new.reconfiguredItemIdentifiers)
        deletedItems = items.deleted.sorted()
        insertedItems = items.inserted.sorted()
        movedItems = items.moved.sorted { $0.to < $1.to }
        reloadedItems = items.reloaded.sorted()
        reconfiguredItems = items.reconfigured.sorted()
    }
}

/// Which sections go, come and move; `newIndexOfSurvivor` maps an old section index that
/// keeps its contents (present in both, not reloaded) to its new index.
private struct SectionChanges {
    var deleted: [Int] = []
    var inserted: [Int] = []
    var moved: [SnapshotDiff.Move<Int>] = []
    var newIndexOfSurvivor: [Int: Int] = [:]
    var survivingNewSections: Set<Int> = []

    init<Section: Hashable>(old: [Section], new: [Section], reloaded: [Section]) {
        let oldIndex = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1, $0) })
        let newIndex = Dictionary(uniqueKeysWithValues: new.enumerated().map { ($1, $0) })
        let reloadedSet = Set(reloaded)
        deleted = old.indices.filter { newIndex[old[$0]] == nil || reloadedSet.contains(old[$0]) }
        inserted = new.indices.filter { oldIndex[new[$0]] == nil || reloadedSet.contains(new[$0]) }
        let survivors = new.indices.filter { oldIndex[new[$0]] != nil && !reloadedSet.contains(new[$0]) }
        let oldPositions = survivors.map { oldIndex[new[$0]]! }
        let staying = IncreasingRun.longest(in: oldPositions)
        for (position, newSection) in survivors.enumerated() {
            newIndexOfSurvivor[oldPositions[position]] = newSection
            survivingNewSections.insert(newSection)
            if !staying.contains(position) {
                moved.append(.init(from: oldPositions[position], to: newSection))
            }
        }
    }
}

/// Item changes between sections that keep their contents.
private struct ItemChanges<Item: Hashable> {
    var deleted: [IndexPath] = []
    var inserted: [IndexPath] = []
    var moved: [SnapshotDiff.Move<IndexPath>] = []
    var reloaded: [IndexPath] = []
    var reconfigured: [IndexPath] = []
    /// Old and new index paths of items present on both sides whose cells carry over.
    private var carried: [Item: (old: IndexPath, new: IndexPath, moves: Bool)] = [:]

    init<Section>(
        old: NSDiffableDataSourceSnapshot<Section, Item>, new: NSDiffableDataSourceSnapshot<Section, Item>,
        sections: SectionChanges
    ) {
        let oldLocations = Self.locations(of: old.itemsBySection)
        let newLocations = Self.locations(of: new.itemsBySection)
        let oldSectionOfNew = Dictionary(uniqueKeysWithValues: sections.newIndexOfSurvivor.map { ($1, $0) })
        for (newSection, items) in new.itemsBySection.enumerated() {
            guard let oldSection = oldSectionOfNew[newSection] else { continue }
            collectArrivals(
                items, newSection: newSection, oldSection: oldSection, oldLocations: oldLocations, sections: sections)
        }
        for (oldSection, items) in old.itemsBySection.enumerated() where sections.newIndexOfSurvivor[oldSection] != nil
        {
            for (index, item) in items.enumerated() where !Self.arrives(item, at: newLocations, sections: sections) {
                deleted.append(IndexPath(indexes: [oldSection, index]))
            }
        }
    }

    /// Inserts and moves into one surviving section; items already there in the same
    /// relative order stay, the longest such run is kept so the moves are fewest.
    private mutating func collectArrivals(
        _ items: [Item], newSection: Int, oldSection: Int, oldLocations: [Item: IndexPath], sections: SectionChanges
    ) {
        var sameSection: [(newIndex: Int, oldIndex: Int)] = []
        for (index, item) in items.enumerated() {
            let newPath = IndexPath(indexes: [newSection, index])
            guard let oldPath = oldLocations[item], sections.newIndexOfSurvivor[oldPath[0]] != nil else {
                inserted.append(newPath)
                continue
            }
            if oldPath[0] == oldSection {
                sameSection.append((index, oldPath[1]))
            } else {
                carried[item] = (oldPath, newPath, true)
            }
        }
        let staying = IncreasingRun.longest(in: sameSection.map(\.oldIndex))
        for (position, pair) in sameSection.enumerated() {
            let item = items[pair.newIndex]
            carried[item] = (
                IndexPath(indexes: [oldSection, pair.oldIndex]), IndexPath(indexes: [newSection, pair.newIndex]),
                !staying.contains(position)
            )
        }
    }

    /// Whether an old item has a place in a surviving section of the new snapshot.
    private static func arrives(_ item: Item, at newLocations: [Item: IndexPath], sections: SectionChanges) -> Bool {
        guard let newPath = newLocations[item] else { return false }
        return sections.survivingNewSections.contains(newPath[0])
    }

    /// Moves, reloads and reconfigures from the carried items and the new snapshot's marks.
    mutating func applyMarks(reloaded reloadMarks: [Item], reconfigured reconfigureMarks: [Item]) {
        let reloadSet = Set(reloadMarks)
        for (item, carry) in carried {
            switch (carry.moves, reloadSet.contains(item)) {
            case (true, true):
                deleted.append(carry.old)
                inserted.append(carry.new)
            case (true, false):
                moved.append(.init(from: carry.old, to: carry.new))
            case (false, true):
                reloaded.append(carry.old)
            case (false, false):
                break
            }
        }
        for item in reconfigureMarks where !reloadSet.contains(item) {
            if let carry = carried[item] { reconfigured.append(carry.new) }
        }
    }

    private static func locations(of itemsBySection: [[Item]]) -> [Item: IndexPath] {
        var result: [Item: IndexPath] = [:]
        for (section, items) in itemsBySection.enumerated() {
            for (index, item) in items.enumerated() { result[item] = IndexPath(indexes: [section, index]) }
        }
        return result
    }
}
