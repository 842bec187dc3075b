import Flick

/// The dates the Days list holds at a time: whole sections from about `span` days before an
/// anchor day to `span` days after it. A section starts on every 1st of a month (its header
/// names the month) and every Monday (its header names the week); deleted days are left out
/// (a section whose days are all deleted keeps its header). Moving the anchor (a new value
/// from `init(anchor:deleted:)`) is the endless list's re-centre.
struct DaySections: Equatable {
    /// Days held on each side of the anchor (ours: eight weeks, about 3,600 pt of rows,
    /// several screens more than the list moves between two frames or two re-centres).
    static let span = 56
    /// The month names, January first.
    static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                         "October", "November", "December"]
    /// The weekday names, Sunday first (weekday 1).
    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// What a section's header names.
    enum Header: Equatable {
        /// The month of the section's first day (a 1st).
        case month
        /// The week starting on the section's first day (a Monday).
        case week
    }

    /// One section: the day it starts on (days since 1970-01-01), its header, its days.
    struct Section: Equatable {
        let firstDay: Int
        let header: Header
        var days: [Int]
    }

    /// The day the sections are centred on.
    let anchor: Int
    /// The sections, earliest first.
    private(set) var sections: [Section] = []

    /// The whole sections around `anchor` (days since 1970-01-01), without the `deleted` days.
    init(anchor: Int, deleted: Set<Int>) {
        self.anchor = anchor
        var day = anchor - Self.span
        while !Self.startsSection(day) { day -= 1 }
        while day <= anchor + Self.span || !Self.startsSection(day) {
            if Self.startsSection(day) {
                sections.append(Section(firstDay: day, header: Self.components(day).day == 1 ? .month : .week, days: []))
            }
            if !deleted.contains(day) { sections[sections.count - 1].days.append(day) }
            day += 1
        }
    }

    /// The day shown at `indexPath`.
    func day(at indexPath: ListIndexPath) -> Int { sections[indexPath.section].days[indexPath.row] }

    /// Where `day` is, or `nil` when it is outside the sections or deleted.
    func indexPath(of day: Int) -> ListIndexPath? {
        guard let section = sections.lastIndex(where: { $0.firstDay <= day }),
              let row = sections[section].days.firstIndex(of: day) else { return nil }
        return ListIndexPath(row: row, section: section)
    }

    /// Removes the day at `indexPath` (the list deletes its row).
    mutating func remove(at indexPath: ListIndexPath) {
        sections[indexPath.section].days.remove(at: indexPath.row)
    }

    /// The title of `section`'s header: "November 2026" or "Week of 23 November".
    func headerTitle(_ section: Int) -> String {
        let first = sections[section].firstDay, parts = Self.components(first)
        switch sections[section].header {
        case .month: return "\(Self.months[parts.month - 1]) \(parts.year)"
        case .week: return "Week of \(parts.day) \(Self.months[parts.month - 1])"
        }
    }

    /// Whether `day` starts a section: a Monday or a 1st.
    static func startsSection(_ day: Int) -> Bool {
        let parts = components(day)
        return parts.day == 1 || parts.weekday == 2
    }

    /// A row's title: "Sunday 22 November 2026".
    static func title(_ day: Int) -> String {
        let parts = components(day)
        return "\(weekdays[parts.weekday - 1]) \(parts.day) \(months[parts.month - 1]) \(parts.year)"
    }

    /// Year, month (1…12), day of month and weekday (1 = Sunday) of `day` (days since
    /// 1970-01-01), proleptic Gregorian calendar (Howard Hinnant's `civil_from_days`).
    static func components(_ day: Int) -> (year: Int, month: Int, day: Int, weekday: Int) {
        let z = day + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        let weekday = ((day + 4) % 7 + 7) % 7 + 1
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d, weekday)
    }
}
