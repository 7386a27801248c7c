import Foundation
import SDLViews

/// A data source of fixed counts whose cells are the registered "cell" class.
@MainActor
final class CountingDataSource: UICollectionViewDataSource {
    var counts: [Int]
    var cellRequests = 0
    var headerKinds: [String] = []
    static var kept: CountingDataSource?

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        cellRequests += 1
        return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        headerKinds.append(kind)
        return collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}

/// Records the selection callbacks in order.
@MainActor
final class SelectionLog: UICollectionViewDelegate {
    var events: [String] = []
    var refuseSelection: Set<IndexPath> = []

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        events.append("highlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        events.append("unhighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        !refuseSelection.contains(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("select \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        events.append("deselect \(indexPath.item)")
    }
}

@MainActor
func makeCollectionView(
    frame: CGRect, layout: UICollectionViewLayout, counts: [Int]
) -> (UICollectionView, CountingDataSource) {
    let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
    let dataSource = CountingDataSource(counts: counts)
    collectionView.dataSource = dataSource
    // The collection view does not retain its data source; tests that ignore it still need it.
    CountingDataSource.kept = dataSource
    return (collectionView, dataSource)
}
