import Foundation

/// The heights of section headers and footers: the delegate's, else the
/// table's `sectionHeaderHeight`/`sectionFooterHeight`, else (for
/// `automaticDimension`) the style's: in `.plain` a bar only where there is
/// a title or view, in the grouped styles grey space between sections,
/// taller with a title.
extension UITableView {
    static let plainHeaderHeight: CGFloat = 28
    static let groupedTitleHeight: CGFloat = 38
    static let groupedSpacing: CGFloat = 18
    static let groupedFirstHeaderHeight: CGFloat = 35

    func supplementaryHeight(_ section: Int, header: Bool) -> CGFloat {
        let asked =
            header
            ? tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
            : tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        if asked.isFinite && asked >= 0 { return asked }
        if asked != UITableView.automaticDimension {
            SDLViewsLog.error(
                "UITableView: \(header ? "header" : "footer") height \(asked) for section \(section) is not valid; "
                    + "using the style's")
        }
        return styleHeight(section, header: header)
    }

    private func styleHeight(_ section: Int, header: Bool) -> CGFloat {
        let view =
            header
            ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        if let view, view.frame.height > 0 { return view.frame.height }
        let title =
            header
            ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        let hasContent = view != nil || title != nil
        switch style {
        case .plain:
            return hasContent ? Self.plainHeaderHeight : 0
        case .grouped, .insetGrouped:
            if hasContent { return Self.groupedTitleHeight + (header && section == 0 ? 17 : 0) }
            return header && section == 0 ? Self.groupedFirstHeaderHeight : Self.groupedSpacing
        }
    }
}
