import Foundation

/// UIKit's `UICollectionViewDataSource`. `numberOfSections(in:)` and
/// `collectionView(_:viewForSupplementaryElementOfKind:at:)` are optional in UIKit:
/// the defaults answer 1 section and a plain, empty reusable view (logged, as UIKit
/// would raise for a layout that asks for a supplementary view nobody provides).
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionView.missingSupplementaryView(kind: kind, at: indexPath)
    }
}

extension UICollectionView {
    /// What a data source that provides no supplementary views answers (logged).
    static func missingSupplementaryView(kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        SDLViewsLog.error(
            "UICollectionView: the layout asks for a supplementary view of kind \(kind) at \(indexPath) "
                + "but the data source does not provide one; showing an empty view")
        return UICollectionReusableView(frame: .zero)
    }
}
