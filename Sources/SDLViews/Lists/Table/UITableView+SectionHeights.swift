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

extension UITableView {
    enum SectionPart { case header, footer, whole }

    /// The padding above a header of `height` (none above a header that is not shown).
    func headerTopPadding(above height: CGFloat) -> CGFloat {
        let padding = sectionHeaderTopPaddingStorage
        return height > 0 && padding != UITableView.automaticDimension ? padding : 0
    }

    /// The frame of a section's header, footer or whole span, as wide as the
    /// table (inset in an inset grouped table, as its cells).
    func sectionPartRect(_ section: Int, part: SectionPart) -> CGRect {
        loadDataIfNeeded()
        guard section >= 0 && section < geometry.sections.count else {
            SDLViewsLog.error("UITableView rect for section \(section): no such section; .zero")
            return .zero
        }
        let span: (y: CGFloat, height: CGFloat)
        switch part {
        case .header: span = geometry.headerViewSpan(section)
        case .footer: span = geometry.footerSpan(section)
        case .whole: span = (geometry.sectionTops[section], geometry.sections[section].height)
        }
        let inset: CGFloat = style == .insetGrouped && part != .whole ? Self.insetGroupedMargin : 0
        return CGRect(x: inset, y: span.y, width: max(0, bounds.width - 2 * inset), height: span.height)
    }
}
