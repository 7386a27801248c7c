import Foundation
import SDLViews

/// The game menu's level select: a `UICollectionView` grid of levels driven
/// by the focus engine. Arrows, the D-pad or the stick move between levels
/// (the locked ones cannot be focused: the delegate's
/// `collectionView(_:canFocusItemAt:)` refuses them), holding a direction
/// walks past the screen's edge and scrolls, Return / A (or a tap) picks the
/// focused level, and coming back to the grid returns to the level focused
/// last (`remembersLastFocusedIndexPath`).
@MainActor
final class LevelSelectController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    static let levelCount = 60
    /// Levels from here on are locked.
    static let firstLocked = 45
    private(set) var chosenLevel: Int?
    let status = UILabel()
    lazy var grid: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 96, height: 72)
        layout.minimumInteritemSpacing = 16
        layout.minimumLineSpacing = 16
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        return UICollectionView(frame: .zero, collectionViewLayout: layout)
    }()

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Levels"
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.08, green: 0.1, blue: 0.2, alpha: 1)
        status.text = "Choose a level"
        status.textColor = .white
        status.textAlignment = .center
        view.addSubview(status)
        grid.backgroundColor = .clear
        grid.register(LevelGridCell.self, forCellWithReuseIdentifier: "level")
        grid.dataSource = self
        grid.delegate = self
        grid.remembersLastFocusedIndexPath = true
        grid.focusGroupIdentifier = "levels"
        view.addSubview(grid)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top = view.safeAreaInsets.top
        status.frame = CGRect(x: 0, y: top + 8, width: view.bounds.width, height: 28)
        let width = min(view.bounds.width, 16 + 6 * (96 + 16))
        grid.frame = CGRect(
            x: (view.bounds.width - width) / 2, y: top + 44, width: width, height: view.bounds.height - top - 44)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.levelCount
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "level", for: indexPath)
        (cell as? LevelGridCell)?.show(level: indexPath.item + 1, locked: indexPath.item >= Self.firstLocked)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        indexPath.item < Self.firstLocked
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        indexPath.item < Self.firstLocked
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        chosenLevel = indexPath.item + 1
        status.text = "Level \(indexPath.item + 1) selected"
    }
}

/// A level tile: its number on a coloured card (grey and marked when locked).
@MainActor
final class LevelGridCell: UICollectionViewCell {
    let number = UILabel()
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 10
        tintColor = UIColor(red: 1, green: 0.8, blue: 0.3, alpha: 1)
        number.textColor = .white
        number.textAlignment = .center
        number.font = UIFont.boldSystemFont(ofSize: 24)
        caption.textColor = UIColor(white: 1, alpha: 0.7)
        caption.textAlignment = .center
        caption.font = UIFont.systemFont(ofSize: 11)
        contentView.addSubview(number)
        contentView.addSubview(caption)
        let selected = UIView()
        selected.backgroundColor = UIColor(red: 0.2, green: 0.6, blue: 0.35, alpha: 1)
        selected.layer.cornerRadius = 10
        selectedBackgroundView = selected
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func show(level: Int, locked: Bool) {
        number.text = "\(level)"
        caption.text = locked ? "locked" : "stars \(3 - level % 4)/3"
        backgroundColor =
            locked ? UIColor(white: 0.3, alpha: 1) : UIColor(red: 0.25, green: 0.32, blue: 0.6, alpha: 1)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        number.frame = CGRect(x: 0, y: 10, width: bounds.width, height: 32)
        caption.frame = CGRect(x: 0, y: 44, width: bounds.width, height: 16)
    }
}
