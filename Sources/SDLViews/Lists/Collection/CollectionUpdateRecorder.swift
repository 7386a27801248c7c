import Foundation

/// The insert/delete/move/reload calls of one batch update, in UIKit's index spaces
/// (deletes, reloads and move sources before the update; inserts and move destinations after).
struct CollectionUpdateRecorder {
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var movedSections: [SnapshotDiff.Move<Int>] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var movedItems: [SnapshotDiff.Move<IndexPath>] = []
    var reloadedItems: [IndexPath] = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && deletedItems.isEmpty
            && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
    }
}
