import FlickInput

/// Grouped lists (`UITableView.Style.grouped`, `.insetGrouped`): the settings screen's look.
/// Sections are set apart on a grey background, each a white block of rows with separators
/// between them; a section's header title sits just above its block, its footer text just
/// below; neither sticks to the top. An inset grouped list insets each block from the edges
/// and rounds its corners.
///
/// The figures are iOS 13–17's as commonly measured (est.: UIKit does not document them).
extension ListView {
    /// A list's look (`UITableView.Style`).
    public enum Style: String, CaseIterable, Hashable, Sendable {
        /// Rows edge to edge, sticky section headers on a light grey band.
        case plain
        /// Sections as blocks on a grey background, edge to edge.
        case grouped
        /// Sections as rounded blocks inset from the edges.
        case insetGrouped
    }

    /// The space above a grouped list's first section when it has no header title, points
    /// (est.).
    public static let groupedTopSpacing = 35.0
    /// Half the space between two grouped sections without titles, points: a section's
    /// untitled header and footer each take it (est.: 35 pt between blocks).
    public static let groupedSectionSpacing = 17.5
    /// A grouped header holding a title: the title's line, the space above it and the 7 pt
    /// between its baseline area and the block, points (est.).
    public static let groupedHeaderTitleHeight = 38.0
    /// The margin between a grouped header's or footer's text and its block, points (est.).
    public static let groupedTextMargin = 7.0
    /// The size of a grouped header's or footer's text, points (UIKit's footnote style).
    public static let groupedTextSize = 13.0
    /// How far an inset grouped block is inset from each side, points: UIKit's layout margin,
    /// 16 on a narrow window, 20 from `insetGroupedWideWidth` on (est.).
    public static let insetGroupedMargin = 16.0, insetGroupedWideMargin = 20.0
    /// The window width from which an inset grouped block takes the wide margin, points (est.).
    public static let insetGroupedWideWidth = 600.0
    /// An inset grouped block's corner radius, points (iOS 13's, est.).
    public static let insetGroupedCornerRadius = 10.0

    /// How far rows are inset from each side, points (0 unless inset grouped).
    var rowInset: Double {
        guard style == .insetGrouped else { return 0 }
        return bounds.width >= Self.insetGroupedWideWidth ? Self.insetGroupedWideMargin : Self.insetGroupedMargin
    }

    /// A grouped section's header height: a title's, else the gap above the first block or
    /// half the gap between blocks.
    func groupedHeaderHeight(for section: Int, titled: Bool) -> Double {
        if titled { return Self.groupedHeaderTitleHeight }
        return section == 0 ? Self.groupedTopSpacing : Self.groupedSectionSpacing
    }

    /// A section's footer height: none in a plain list; in a grouped one its text's lines and
    /// the margins, or half the gap between blocks.
    func footerHeight(for section: Int) -> Double {
        guard style != .plain else { return 0 }
        guard let title = dataSource?.listView(self, titleForFooterInSection: section) else {
            return Self.groupedSectionSpacing
        }
        let label = groupedLabel(title)
        let width = max(bounds.width - 2 * (rowInset + ListViewCell.textInset), 1)
        let text = label.sizeThatFits(Size(width: width, height: .infinity)).height
        return Self.groupedTextMargin + text + Self.groupedSectionSpacing
    }

    /// A header's or footer's text: 13 pt, secondary, wrapping.
    private func groupedLabel(_ text: String?) -> Label {
        let label = Label(text: text)
        label.fontSize = Self.groupedTextSize
        label.numberOfLines = 0
        label.setDynamicColor(.secondaryLabel, for: \.textColor)
        return label
    }

    /// A grouped cell takes the block's look: clear over the block's background unless the
    /// app gave it another colour, a separator under every row but a section's last, and in
    /// an inset block the rounded corners of the block's ends.
    func dressGroupedCell(_ cell: ListViewCell, at indexPath: ListIndexPath) {
        if cell.normalBackgroundColor == .white { cell.normalBackgroundColor = .clear }
        let rows = sections[indexPath.section].heights.count
        cell.showsSeparator = indexPath.row < rows - 1
        // An inset block's first and last rows take its rounded corners (ListViewCell+SectionCorners.swift).
        var corners: ListViewCell.SectionCorners = []
        if style == .insetGrouped {
            if indexPath.row == 0 { corners.insert(.top) }
            if indexPath.row == rows - 1 { corners.insert(.bottom) }
        }
        cell.sectionCornerRadius = Self.insetGroupedCornerRadius
        cell.sectionCorners = corners
    }

    /// Removes the grouped views on screen (a reload makes them again).
    func removeGroupedViews() {
        for view in footerViews.values { view.removeFromSuperview() }
        for view in sectionBackgrounds.values { view.removeFromSuperview() }
        footerViews = [:]
        sectionBackgrounds = [:]
    }

    /// Places the visible sections' blocks, header titles and footers (they scroll with the
    /// content), and removes those scrolled away.
    func layoutGroupedSections() {
        let minY = bounds.minY, maxY = bounds.maxY
        let inset = rowInset
        var shown = Set<Int>()
        for (index, section) in sections.enumerated() {
            let top = sectionTops[index]
            guard top + section.height > minY, top < maxY else { continue }
            shown.insert(index)
            let rowsTop = top + section.headerHeight
            if section.rowsHeight > 0 {
                let block = sectionBackgrounds[index] ?? makeSectionBackground(for: index)
                let frame = Rect(x: inset, y: rowsTop, width: max(bounds.width - 2 * inset, 0), height: section.rowsHeight)
                if block.frame != frame { block.frame = frame }
            }
            if headerViews[index] == nil, let header = makeGroupedHeader(for: index) { headerViews[index] = header }
            headerViews[index]?.frame = Rect(x: 0, y: top, width: bounds.width, height: section.headerHeight)
            if footerViews[index] == nil, let footer = makeGroupedFooter(for: index) { footerViews[index] = footer }
            footerViews[index]?.frame = Rect(
                x: 0, y: rowsTop + section.rowsHeight, width: bounds.width, height: section.footerHeight)
        }
        for (index, view) in headerViews where !shown.contains(index) {
            view.removeFromSuperview()
            headerViews[index] = nil
        }
        for (index, view) in footerViews where !shown.contains(index) {
            view.removeFromSuperview()
            footerViews[index] = nil
        }
        for (index, view) in sectionBackgrounds where !shown.contains(index) {
            view.removeFromSuperview()
            sectionBackgrounds[index] = nil
        }
    }

    /// A section's block: behind every row (rounded when inset).
    private func makeSectionBackground(for section: Int) -> View {
        let block = View()
        block.name = "section \(section) background"
        block.setDynamicColor(.secondarySystemGroupedBackground, for: \.backgroundColor)
        if style == .insetGrouped { block.layer.cornerRadius = Self.insetGroupedCornerRadius }
        block.isUserInteractionEnabled = false
        insertSubview(block, at: 0)
        sectionBackgrounds[section] = block
        return block
    }

    /// The delegate's header view, else a title just above the block; `nil` with neither.
    private func makeGroupedHeader(for section: Int) -> View? {
        if let view = (delegate as? any ListViewDelegate)?.listView(self, viewForHeaderInSection: section) {
            view.name = view.name ?? "header \(section)"
            addSubview(view)
            return view
        }
        guard let title = dataSource?.listView(self, titleForHeaderInSection: section) else { return nil }
        let header = View()
        header.name = "header \(section)"
        header.isUserInteractionEnabled = false
        let label = groupedLabel(title.uppercased())
        label.name = "header \(section) title"
        label.numberOfLines = 1
        label.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        let x = rowInset + ListViewCell.textInset
        let height = label.sizeThatFits(Size(width: .infinity, height: .infinity)).height
        label.frame = Rect(
            x: x, y: Self.groupedHeaderTitleHeight - Self.groupedTextMargin - height,
            width: max(bounds.width - 2 * x, 0), height: height)
        header.frame = Rect(x: 0, y: 0, width: bounds.width, height: Self.groupedHeaderTitleHeight)
        header.addSubview(label)
        addSubview(header)
        return header
    }

    /// The footer's text just below the block; `nil` without one.
    private func makeGroupedFooter(for section: Int) -> View? {
        guard let title = dataSource?.listView(self, titleForFooterInSection: section) else { return nil }
        let footer = View()
        footer.name = "footer \(section)"
        footer.isUserInteractionEnabled = false
        let label = groupedLabel(title)
        label.name = "footer \(section) text"
        label.autoresizingMask = [.flexibleWidth]
        let x = rowInset + ListViewCell.textInset
        let width = max(bounds.width - 2 * x, 0)
        let height = label.sizeThatFits(Size(width: width, height: .infinity)).height
        label.frame = Rect(x: x, y: Self.groupedTextMargin, width: width, height: height)
        footer.frame = Rect(x: 0, y: 0, width: bounds.width, height: sections[section].footerHeight)
        footer.addSubview(label)
        addSubview(footer)
        return footer
    }
}
