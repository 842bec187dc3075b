import Flick

/// A row of the Days list: the date's title, a hairline separator, and a star `Button` at the
/// trailing edge whose selected state is "starred". The list owns the cell (reuse); the
/// scene sets `day` and `starActions` each time it hands the cell out.
final class DayCell: ListViewCell {
    /// The reuse identifier the list registers it under.
    static let identifier = "day"
    /// The row height, points (the seed's day line).
    static let height = 60.0
    /// Star button size, points, and its inset from the trailing edge (ours: a 44 pt target
    /// or larger, Apple HIG).
    static let buttonSize = Size(width: 96, height: 44), buttonInset = 16.0
    /// The title's leading inset, points (ours, the seed's row layout).
    static let titleInset = 24.0
    /// Row backgrounds: a weekday, a weekend day, the day the list opened on (ours).
    static let weekdayColor = Color.white, weekendColor = Color(red: 0.94, green: 0.96, blue: 1),
        firstDayColor = Color(red: 1, green: 0.97, blue: 0.85)
    /// The star's backgrounds: not starred, starred, and darker while pressed (ours).
    static let starColor = Color(white: 0.9), starredColor = Color(red: 1, green: 0.8, blue: 0.2),
        pressedColor = Color(red: 0.75, green: 0.6, blue: 0.1)

    /// The day shown (days since 1970-01-01).
    var day = 0
    /// Called with the day and the star's control events (press, tap, cancel).
    var starActions: ((Int, ControlEvents) -> Void)?
    /// The date, at the leading edge.
    let titleLabel = Label()
    /// Toggles the star; selected while starred.
    let starButton = Button()
    private let separator = View()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        titleLabel.font = .system(size: 20)
        titleLabel.textColor = Color(white: 0.12)
        titleLabel.isUserInteractionEnabled = false
        contentView.addSubview(titleLabel)
        separator.backgroundColor = Color(white: 0.88)
        separator.isUserInteractionEnabled = false
        contentView.addSubview(separator)
        starButton.name = "star"
        starButton.layer.cornerRadius = 10
        starButton.titleLabel.font = .system(size: 16)
        starButton.setTitle("Star", for: .normal)
        starButton.setTitle("Starred", for: .selected)
        starButton.setTitle("Starred", for: [.selected, .highlighted])
        starButton.setTitleColor(Color(white: 0.15), for: .normal)
        starButton.setBackgroundColor(Self.starColor, for: .normal)
        starButton.setBackgroundColor(Self.starredColor, for: .selected)
        starButton.setBackgroundColor(Self.pressedColor, for: .highlighted)
        starButton.setBackgroundColor(Self.pressedColor, for: [.selected, .highlighted])
        _ = starButton.addAction(for: [.touchDown, .touchUpInside, .touchCancel]) { [unowned self] _, events in
            starActions?(day, events)
        }
        contentView.addSubview(starButton)
    }

    /// Shows `day`, `starred` or not; `isFirstDay` marks the day the list opened on.
    func configure(day: Int, starred: Bool, isFirstDay: Bool) {
        self.day = day
        name = "day \(day)"
        titleLabel.text = DaySections.title(day)
        starButton.isSelected = starred
        let weekday = DaySections.components(day).weekday
        normalBackgroundColor = isFirstDay ? Self.firstDayColor
            : weekday == 1 || weekday == 7 ? Self.weekendColor : Self.weekdayColor
    }

    /// Lays the row out at its full height even while a deletion collapses the cell (which
    /// clips it), so the content does not jump.
    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width, height = Self.height
        let content = Rect(x: contentView.frame.minX, y: 0, width: width, height: height)
        if contentView.frame != content { contentView.frame = content }
        titleLabel.frame = Rect(x: Self.titleInset, y: 0, width: max(0, width - 2 * Self.titleInset
                                    - Self.buttonSize.width - Self.buttonInset), height: height)
        separator.frame = Rect(x: Self.titleInset, y: height - 1, width: max(0, width - Self.titleInset), height: 1)
        starButton.frame = Rect(x: width - Self.buttonInset - Self.buttonSize.width, y: (height - Self.buttonSize.height) / 2,
                                width: Self.buttonSize.width, height: Self.buttonSize.height)
    }
}
