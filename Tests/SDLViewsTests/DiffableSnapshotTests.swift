import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// NSDiffableDataSourceSnapshot's editing API as UIKit documents it, including the
/// refusals UIKit raises as exceptions (logged here, snapshot unchanged).
@Suite(.serialized) struct DiffableSnapshotTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    private func sample() -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([4, 5])
        return snapshot
    }

    @Test func appendingAndReading() {
        let snapshot = sample()
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.sectionIdentifiers == ["a", "b"])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5])
        #expect(snapshot.numberOfItems(inSection: "a") == 3)
        #expect(snapshot.sectionIdentifier(containingItem: 4) == "b")
        #expect(snapshot.sectionIdentifier(containingItem: 9) == nil)
        #expect(snapshot.indexOfItem(4) == 3)
        #expect(snapshot.indexOfItem(9) == nil)
        #expect(snapshot.indexOfSection("b") == 1)
    }

    @Test func insertingMovingAndDeleting() {
        var snapshot = sample()
        snapshot.insertItems([10], beforeItem: 1)
        snapshot.insertItems([11, 12], afterItem: 4)
        #expect(snapshot.itemIdentifiers == [10, 1, 2, 3, 4, 11, 12, 5])
        snapshot.moveItem(10, afterItem: 5)
        snapshot.moveItem(3, beforeItem: 1)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [3, 1, 2])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 11, 12, 5, 10])
        snapshot.deleteItems([11, 2])
        #expect(snapshot.itemIdentifiers == [3, 1, 4, 12, 5, 10])
        snapshot.insertSections(["z"], beforeSection: "a")
        snapshot.insertSections(["m"], afterSection: "a")
        #expect(snapshot.sectionIdentifiers == ["z", "a", "m", "b"])
        snapshot.moveSection("z", afterSection: "b")
        snapshot.moveSection("b", beforeSection: "a")
        #expect(snapshot.sectionIdentifiers == ["b", "a", "m", "z"])
        #expect(snapshot.itemIdentifiers == [4, 12, 5, 10, 3, 1])
        snapshot.deleteSections(["b"])
        #expect(snapshot.itemIdentifiers == [3, 1])
        #expect(snapshot.sectionIdentifier(containingItem: 4) == nil)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.numberOfSections == 0)
    }

    @Test func reloadAndReconfigureMarksFollowTheItems() {
        var snapshot = sample()
        snapshot.reloadItems([2, 4, 2])
        snapshot.reconfigureItems([5])
        snapshot.reloadSections(["b"])
        #expect(snapshot.reloadedItemIdentifiers == [2, 4])
        #expect(snapshot.reconfiguredItemIdentifiers == [5])
        #expect(snapshot.reloadedSectionIdentifiers == ["b"])
        snapshot.deleteItems([4])
        #expect(snapshot.reloadedItemIdentifiers == [2])
    }

    @Test func duplicatesAreLoggedAndMovedIntoPlace() {
        SDLViewsLog.clear()
        var snapshot = sample()
        snapshot.appendItems([6, 6, 7], toSection: "a")
        #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 2, 3, 6, 7])
        #expect(SDLViewsLog.messages.contains { $0.contains("repeated item identifier") })
        snapshot.appendItems([1], toSection: "b")
        #expect(snapshot.itemIdentifiers == [2, 3, 6, 7, 4, 5, 1])
        #expect(snapshot.sectionIdentifier(containingItem: 1) == "b")
        #expect(SDLViewsLog.messages.contains { $0.contains("already in the snapshot") })
        snapshot.appendSections(["a", "c", "c"])
        #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
    }

    @Test func refusalsLeaveTheSnapshotUnchanged() {
        SDLViewsLog.clear()
        var empty = Snapshot()
        empty.appendItems([1])
        #expect(empty.numberOfItems == 0)
        #expect(SDLViewsLog.messages.last?.contains("no sections") == true)
        let before = sample()
        var snapshot = before
        snapshot.appendItems([9], toSection: "nope")
        snapshot.insertItems([9], beforeItem: 99)
        snapshot.moveItem(1, afterItem: 99)
        snapshot.moveItem(1, afterItem: 1)
        snapshot.moveSection("a", beforeSection: "nope")
        snapshot.insertSections(["q"], afterSection: "nope")
        snapshot.deleteItems([99])
        snapshot.deleteSections(["nope"])
        snapshot.reloadItems([99])
        #expect(snapshot.itemIdentifiers == before.itemIdentifiers)
        #expect(snapshot.sectionIdentifiers == before.sectionIdentifiers)
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
        #expect(SDLViewsLog.messages.count >= 9)
    }

    @Test func diffOfASmallChangeIsInUIKitsIndexSpaces() {
        let old = sample()
        var new = old
        new.deleteItems([1])
        new.insertItems([8], afterItem: 2)
        new.moveItem(5, beforeItem: 4)
        let diff = SnapshotDiff(from: old, to: new)
        #expect(diff.deletedItems == [IndexPath(indexes: [0, 0])])
        #expect(diff.insertedItems == [IndexPath(indexes: [0, 1])])
        #expect(diff.movedItems.count == 1)
        #expect(diff.deletedSections.isEmpty && diff.insertedSections.isEmpty && diff.movedSections.isEmpty)
        #expect(SnapshotDiff(from: old, to: old).isEmpty)
    }

    @Test func reloadedSectionIsADeleteAndAnInsert() {
        let old = sample()
        var new = old
        new.reloadSections(["b"])
        new.reloadItems([2])
        new.reconfigureItems([3])
        let diff = SnapshotDiff(from: old, to: new)
        #expect(diff.deletedSections == [1])
        #expect(diff.insertedSections == [1])
        #expect(diff.reloadedItems == [IndexPath(indexes: [0, 1])])
        #expect(diff.reconfiguredItems == [IndexPath(indexes: [0, 2])])
    }

    /// 1,000 random snapshot pairs: the diff applied to the old model as a list applies a batch
    /// update (deletes and moves out in old index space, then inserts and moves in ascending in
    /// new index space) gives exactly the new snapshot.
    @Test func randomSnapshotPairsApplyToTheNewSnapshot() throws {
        SDLViewsLog.printsToStandardError = false
        defer { SDLViewsLog.printsToStandardError = true }
        var random = SeededGenerator(seed: 16)
        for _ in 0..<1000 {
            let old = Self.randomSnapshot(using: &random)
            let new =
                Bool.random(using: &random) ? Self.edited(old, using: &random) : Self.randomSnapshot(using: &random)
            let diff = SnapshotDiff(from: old, to: new)
            let result = try BatchModel.apply(diff, to: BatchModel(old), new: BatchModel(new))
            #expect(result == BatchModel(new))
            try checkMinimal(diff, old: old, new: new)
        }
    }

    /// An item present on both sides in sections that survive is never deleted and inserted
    /// unless it was marked for reload and moves.
    private func checkMinimal(_ diff: SnapshotDiff, old: Snapshot, new: Snapshot) throws {
        let oldModel = BatchModel(old)
        let inserted = Set(diff.insertedSections)
        for path in diff.deletedItems {
            let item = oldModel.sections[path[0]].items[path[1]]
            guard let newSection = new.sectionIdentifier(containingItem: item) else { continue }
            let newIndex = try #require(new.indexOfSection(newSection))
            #expect(inserted.contains(newIndex) || new.reloadedItemIdentifiers.contains(item))
        }
        for path in diff.reloadedItems {
            #expect(new.reloadedItemIdentifiers.contains(oldModel.sections[path[0]].items[path[1]]))
        }
    }

    static func randomSnapshot(using random: inout SeededGenerator) -> Snapshot {
        var snapshot = Snapshot()
        let sections = (0..<8).map { "s\($0)" }.shuffled(using: &random).prefix(Int.random(in: 0...5, using: &random))
        snapshot.appendSections(Array(sections))
        var items = Array(0..<40).shuffled(using: &random)
        for section in sections {
            let count = Int.random(in: 0...min(10, items.count), using: &random)
            snapshot.appendItems(Array(items.prefix(count)), toSection: section)
            items.removeFirst(count)
        }
        return snapshot
    }

    static func edited(_ snapshot: Snapshot, using random: inout SeededGenerator) -> Snapshot {
        var edited = snapshot
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            let items = edited.itemIdentifiers
            let sections = edited.sectionIdentifiers
            let item = items.randomElement(using: &random)
            let other = items.randomElement(using: &random)
            let section = sections.randomElement(using: &random)
            let otherSection = sections.randomElement(using: &random)
            let fresh = Int.random(in: 40..<80, using: &random)
            switch Int.random(in: 0..<9, using: &random) {
            case 0: if let item { edited.deleteItems([item]) }
            case 1: if let other, other != item, let item { edited.moveItem(item, afterItem: other) }
            case 2:
                if let item, !edited.itemIdentifiers.contains(fresh) { edited.insertItems([fresh], beforeItem: item) }
            case 3:
                if let section, section != otherSection, let otherSection {
                    edited.moveSection(section, beforeSection: otherSection)
                }
            case 4: if let section { edited.deleteSections([section]) }
            case 5: edited.appendSections(["s\(Int.random(in: 0..<10, using: &random))"])
            case 6: if let item { edited.reloadItems([item]) }
            case 7: if let section { edited.reloadSections([section]) }
            default: if let item { edited.reconfigureItems([item]) }
            }
        }
        return edited
    }
}

/// The array model a list keeps: sections with their items, edited the way UIKit applies
/// one batch update.
struct BatchModel: Equatable {
    struct Section: Equatable {
        var identifier: String
        var items: [Int]
    }
    struct Invalid: Error {
        var reason: String
    }
    var sections: [Section]

    init(_ snapshot: NSDiffableDataSourceSnapshot<String, Int>) {
        sections = snapshot.sectionIdentifiers.map {
            Section(identifier: $0, items: snapshot.itemIdentifiers(inSection: $0))
        }
    }

    static func apply(_ diff: SnapshotDiff, to old: BatchModel, new: BatchModel) throws -> BatchModel {
        let deletedSections = Set(diff.deletedSections)
        let sectionsOut = deletedSections.union(diff.movedSections.map(\.from))
        let itemsOut = Set(diff.deletedItems + diff.movedItems.map(\.from))
        guard sectionsOut.count == diff.deletedSections.count + diff.movedSections.count,
            itemsOut.count == diff.deletedItems.count + diff.movedItems.count
        else { throw Invalid(reason: "an index is deleted or moved twice") }
        if itemsOut.contains(where: { deletedSections.contains($0[0]) }) {
            throw Invalid(reason: "an item is deleted or moved out of a deleted section")
        }
        // Out: items first (old index space), then sections.
        var remaining = old.sections
        for (index, section) in old.sections.enumerated() {
            remaining[index].items = section.items.enumerated().filter {
                !itemsOut.contains(IndexPath(indexes: [index, $0.offset]))
            }.map(\.element)
        }
        let movedSectionContents = Dictionary(
            uniqueKeysWithValues: diff.movedSections.map { ($0.to, remaining[$0.from]) })
        var result = BatchModel(
            sections: remaining.enumerated().filter { !sectionsOut.contains($0.offset) }.map(\.element))
        // In: sections ascending (new index space), then items ascending.
        let inserted = Set(diff.insertedSections)
        for index in (diff.insertedSections + diff.movedSections.map(\.to)).sorted() {
            guard index <= result.sections.count else { throw Invalid(reason: "section insert past the end") }
            result.sections.insert(
                inserted.contains(index) ? new.sections[index] : movedSectionContents[index]!, at: index)
        }
        let movedItems = Dictionary(
            uniqueKeysWithValues: diff.movedItems.map {
                ($0.to, old.sections[$0.from[0]].items[$0.from[1]])
            })
        for path in (diff.insertedItems + diff.movedItems.map(\.to)).sorted() {
            guard path[0] < result.sections.count, path[1] <= result.sections[path[0]].items.count,
                !inserted.contains(path[0])
            else { throw Invalid(reason: "item insert at \(path) is out of range or in an inserted section") }
            result.sections[path[0]].items.insert(movedItems[path] ?? new.sections[path[0]].items[path[1]], at: path[1])
        }
        return result
    }

    private init(sections: [Section]) {
        self.sections = sections
    }
}
