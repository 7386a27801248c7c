import Foundation
import SDLViews

/// A quest log in a `UINavigationController` with large titles, a search
/// controller and a toolbar: the "Search quests" row under the large "Quest
/// Log" title collapses first as the list scrolls up, then the large title
/// into the small centred one (both stretch back when pulled down); typing
/// filters the list by name or region; the
/// toolbar's filter button, count and add button stay at the bottom. A quest
/// opens with a small title (`largeTitleDisplayMode = .never`) and its own
/// toolbar items.
@MainActor
final class QuestLogSampleViewController: SampleViewController {
    private(set) var navigation: UINavigationController!
    private(set) var list: QuestLogListController!

    /// Fills the window (its views follow with autoresizing masks); smaller windows scroll.
    override var contentLayout: SampleContentLayout { .adaptive(minimum: CGSize(width: 360, height: 300)) }

    override func buildContent(in content: UIView) {
        list = QuestLogListController(style: .insetGrouped)
        navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.setToolbarHidden(false, animated: false)
        addChild(navigation)
        navigation.view.frame = content.bounds
        navigation.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        content.addSubview(navigation.view)
        navigation.didMove(toParent: self)
    }
}

/// One quest.
struct Quest: Equatable {
    var name: String
    var region: String
    var isDone = false
}

/// The quests, with a toolbar that filters them and adds one.
@MainActor
final class QuestLogListController: UITableViewController, UISearchResultsUpdating {
    var quests: [Quest] = [
        Quest(name: "The Lighthouse Keeper", region: "Harbour Town"),
        Quest(name: "Salt and Iron", region: "Harbour Town", isDone: true),
        Quest(name: "A Map Without Roads", region: "Glass Desert"),
        Quest(name: "Whispers in the Mill", region: "Old Mill"),
        Quest(name: "The Sunken Bell", region: "Sunken Keep"),
        Quest(name: "Seven Lanterns", region: "Mistwood", isDone: true),
        Quest(name: "The Cartographer's Debt", region: "Glass Desert"),
        Quest(name: "Tidewater Pact", region: "Harbour Town"),
        Quest(name: "Ashes of the Watch", region: "Sunken Keep"),
        Quest(name: "Lost Shepherd", region: "Mistwood")
    ]
    private(set) var showsDone = true
    private let countLabel = UILabel()
    let searchController = UISearchController(searchResultsController: nil)
    private var query = ""

    var shown: [Quest] {
        quests.filter { quest in
            (showsDone || !quest.isDone)
                && (query.isEmpty || quest.name.localizedCaseInsensitiveContains(query)
                    || quest.region.localizedCaseInsensitiveContains(query))
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Quest Log"
        tableView.rowHeight = 56
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search quests"
        searchController.searchBar.searchTextField.accessibilityLabel = "Search quests"
        navigationItem.searchController = searchController
        countLabel.font = UIFont.systemFont(ofSize: 13)
        countLabel.textColor = SampleTheme.secondaryText
        countLabel.textAlignment = .center
        let filter = UIBarButtonItem(title: "Hide Done", primaryAction: UIAction { [weak self] _ in self?.toggleDone() })
        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.addQuest() })
        toolbarItems = [filter, .flexibleSpace(), UIBarButtonItem(customView: countLabel), .flexibleSpace(), add]
        refreshCount()
    }

    func toggleDone() {
        showsDone.toggle()
        toolbarItems?.first?.title = showsDone ? "Hide Done" : "Show Done"
        tableView.reloadData()
        refreshCount()
    }

    func addQuest() {
        quests.insert(Quest(name: "New Quest \(quests.count + 1)", region: "Unknown"), at: 0)
        tableView.reloadData()
        refreshCount()
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        guard text != query else { return }
        query = text
        tableView.reloadData()
        refreshCount()
    }

    private func refreshCount() {
        countLabel.text = "\(shown.count) quests"
        countLabel.sizeToFit()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let quest = shown[indexPath.row]
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        var content = UIListContentConfiguration.subtitleCell()
        content.text = (quest.isDone ? "✓ " : "") + quest.name
        content.secondaryText = quest.region
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        navigationController?.pushViewController(QuestDetailController(quest: shown[indexPath.row]), animated: true)
    }
}

/// One quest: a small title and toolbar items of its own.
@MainActor
final class QuestDetailController: UIViewController {
    let quest: Quest
    private let status = UILabel()

    init(quest: Quest) {
        self.quest = quest
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = quest.name
        navigationItem.largeTitleDisplayMode = .never
        view.backgroundColor = .systemGroupedBackground
        status.numberOfLines = 0
        status.font = UIFont.systemFont(ofSize: 17)
        status.text = "\(quest.region)\n\(quest.isDone ? "Completed" : "In progress")"
        status.frame = view.bounds.inset(by: UIEdgeInsets(top: 60, left: 20, bottom: 60, right: 20))
        status.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        status.textAlignment = .center
        view.addSubview(status)
        let track = UIBarButtonItem(title: "Track", style: .done)
        track.primaryAction = UIAction { [weak self] _ in self?.status.text = "Tracking \(self?.quest.name ?? "")" }
        toolbarItems = [UIBarButtonItem(systemItem: .trash), .flexibleSpace(), track]
    }
}
