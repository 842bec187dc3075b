import Flick

/// A day's detail: the screen Days pushes when a row is tapped (its navigation controller
/// slides it in, titled with the day; a swipe from the left edge or the back button
/// returns). Its date in words, whether it is starred, and how to go back.
final class DayDetailScreen: ViewController {
    /// The detail's look (ours): a 34 pt date on white, 20 pt grey lines under it, inset
    /// 32 pt, each line 48 pt tall.
    static let titleFont = Font.system(size: 34), lineFont = Font.system(size: 20)
    static let inset = 32.0, lineHeight = 48.0
    static let lineColor = Color(white: 0.35)

    /// The day shown (days since 1970-01-01, UTC).
    let day: Int
    /// Whether the day was starred when the screen was made.
    let isStarred: Bool

    /// The detail of `day`, starred or not.
    init(day: Int, isStarred: Bool) {
        self.day = day
        self.isStarred = isStarred
        super.init()
        title = DaySections.title(day)
    }

    override func viewDidLoad() {
        view.name = "day detail"
        view.backgroundColor = .white
        let lines = [
            (DaySections.title(day), Self.titleFont, Color.black),
            (isStarred ? "★ Starred" : "Not starred", Self.lineFont, Self.lineColor),
            ("Swipe from the left edge to go back", Self.lineFont, Self.lineColor),
        ]
        for (index, line) in lines.enumerated() {
            let label = Label(
                text: line.0,
                frame: Rect(
                    x: Self.inset, y: Self.inset + Double(index) * Self.lineHeight, width: 600, height: Self.lineHeight)
            )
            label.font = line.1
            label.textColor = line.2
            label.autoresizingMask = [.flexibleWidth]
            view.addSubview(label)
        }
    }
}
