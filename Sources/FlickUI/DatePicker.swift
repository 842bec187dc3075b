import FlickInput
import FoundationEssentials

/// Wheels to pick a date, a time or a countdown with (`UIDatePicker`, wheels style), built
/// on `PickerView`: its flings rest exactly on a row at any input rate.
///
/// As in UIKit:
/// - the modes' wheels are en_US's: month, day, year (`.date`); hour, minute, AM/PM
///   (`.time`); weekday-and-day, hour, minute, AM/PM (`.dateAndTime`, a year of days each
///   side of the date it started on); hours and minutes (`.countDownTimer`);
/// - a day the month does not have (31 February) and a value outside `minimumDate` …
///   `maximumDate` are shown greyed; a wheel coming to rest on one turns the wheels back to
///   the nearest valid date;
/// - the hour wheel loops, and rolling it past 11 → 12 (or back past 12 → 11) flips AM and
///   PM, the AM/PM wheel turning to match: the hour moves by the rows the wheel turned,
///   round the day's 24 hours. The day stays: in `.dateAndTime` the day wheel does not turn
///   with the hour, so 11 PM on to 12 AM is midnight at the start of the same day, as
///   UIDatePicker's wheels (and Flutter's CupertinoDatePicker, which copies them) do;
/// - `valueChanged` is sent once the wheels have come to rest on a new date (not for
///   `setDate(_:animated:)`); a countdown of zero minutes turns to one (UIKit's least).
///
/// Pure: no clock is read, so there is no "now" — the date to start on is given at
/// creation. The calendar is Gregorian in UTC unless the app sets `calendar` or `timeZone`
/// (UIKit takes the device's; an app reads it at its edge).
open class DatePicker: Control, PickerViewDataSource, PickerViewDelegate {
    /// What the wheels pick (`UIDatePicker.Mode`).
    public enum Mode: String, CaseIterable, Hashable, Sendable {
        /// Hour, minute and AM/PM of `date`'s day.
        case time
        /// Month, day and year; the time of day is kept.
        case date
        /// A day (weekday, month, day), hour, minute and AM/PM.
        case dateAndTime
        /// Hours and minutes of `countDownDuration`.
        case countDownTimer
    }

    /// One wheel's meaning.
    enum Wheel: Hashable {
        case month, day, year, hour, minute, period, dayOfRange, countHours, countMinutes
    }

    /// UIKit's size (a picker's), points.
    public static let defaultSize = PickerView.defaultSize
    /// The years each side of the starting date's on the year wheel when no limit is set
    /// (our choice: UIKit's wheel looks endless).
    public static let yearsEachSide = 100
    /// The days each side of the starting date's on the `.dateAndTime` day wheel when no
    /// limit is set (our choice, as the year wheel).
    public static let daysEachSide = 365
    /// The longest countdown, seconds (UIKit: 23 h 59 min).
    public static let longestCountDown = 23 * 3600.0 + 59 * 60
    /// The wheels' share of the width for each mode, left to right (est. from iOS's layout).
    static func widthShares(for mode: Mode) -> [Double] {
        switch mode {
        case .date: [0.45, 0.2, 0.35]
        case .time: [0.36, 0.36, 0.28]
        case .dateAndTime: [0.46, 0.18, 0.18, 0.18]
        case .countDownTimer: [0.5, 0.5]
        }
    }

    /// The wheels, left to right.
    let picker: PickerView
    /// The picked date (for every mode but `.countDownTimer`).
    public private(set) var date: Date
    /// The wheels shown.
    public var datePickerMode: Mode { didSet { if datePickerMode != oldValue { rebuild() } } }
    /// The earliest date that can be picked (`nil`: none). Setting it moves `date` into
    /// range, without an event; a minimum after the maximum is logged and ignored.
    public var minimumDate: Date? { didSet { limitsDidChange(oldMinimum: oldValue, oldMaximum: maximumDate) } }
    /// The latest date that can be picked (`nil`: none); as `minimumDate`.
    public var maximumDate: Date? { didSet { limitsDidChange(oldMinimum: minimumDate, oldMaximum: oldValue) } }
    /// The minute wheel's step, minutes: a divisor of 60 from 1 to 30 (UIKit's rule); other
    /// values are logged and ignored.
    public var minuteInterval = 1 {
        didSet {
            guard minuteInterval != oldValue else { return }
            guard (1...30).contains(minuteInterval), 60 % minuteInterval == 0 else {
                log.warning(
                    "\(debugName): minute interval \(minuteInterval) does not divide 60 (1…30); keeping \(oldValue)")
                minuteInterval = oldValue
                return
            }
            rebuild()
        }
    }
    /// The countdown, seconds (`.countDownTimer`), from one minute to 23 h 59 min, on whole
    /// steps of `minuteInterval`; other values are clamped and rounded down.
    public var countDownDuration: Double {
        get { storedCountDown }
        set {
            storedCountDown = clampedCountDown(newValue)
            if datePickerMode == .countDownTimer { showValue(animated: false) }
        }
    }
    /// The calendar the wheels count in (Gregorian, UTC by default). The wheels name months,
    /// weekdays and the period in English whatever its locale: the localized names live in
    /// FoundationInternationalization, whose ICU data Flick's modules leave out.
    public var calendar: Calendar { didSet { rebuild() } }
    /// The month wheel's names, January first (en_US_POSIX's `monthSymbols`); the day wheel
    /// shows their first three letters (its `shortMonthSymbols`).
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]
    /// Weekday names on the day wheel, Sunday first (en_US_POSIX's `shortWeekdaySymbols`,
    /// indexed by `DateComponents.weekday` − 1).
    static let shortWeekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    /// The calendar's time zone.
    public var timeZone: TimeZone {
        get { calendar.timeZone }
        set { calendar.timeZone = newValue }
    }

    private var storedCountDown = 60.0
    /// What each wheel means, left to right.
    private(set) var wheelKinds: [Wheel] = []
    /// The first year on the year wheel, and the first day (its start) on the day wheel.
    private var firstYear = 0
    private var firstDay = Date(timeIntervalSinceReferenceDate: 0)
    private var dayCount = 0

    /// A picker in `mode` starting on `date`.
    public init(frame: Rect = .zero, mode: Mode = .dateAndTime, date: Date) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_US_POSIX")
        self.calendar = calendar
        self.date = date
        datePickerMode = mode
        picker = PickerView(frame: .zero)
        super.init(
            frame: frame.size == Size(width: 0, height: 0) ? Rect(origin: frame.origin, size: Self.defaultSize) : frame)
        picker.name = "date picker wheels"
        addSubview(picker)
        rebuild()
    }

    /// UIKit's size.
    open override var intrinsicContentSize: Size { Self.defaultSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        picker.frame = bounds
    }

    /// Shows `date` (moved into the limits), turning the wheels in 0.3 s when `animated`;
    /// sends no event.
    public func setDate(_ date: Date, animated: Bool) {
        let clamped = limited(date)
        self.date = clamped
        if rowsCover(clamped) { showValue(animated: animated) } else { rebuild() }
    }

    // MARK: - Wheels

    /// Makes the wheels for the mode and shows the value.
    private func rebuild() {
        switch datePickerMode {
        case .date: wheelKinds = [.month, .day, .year]
        case .time: wheelKinds = [.hour, .minute, .period]
        case .dateAndTime: wheelKinds = [.dayOfRange, .hour, .minute, .period]
        case .countDownTimer: wheelKinds = [.countHours, .countMinutes]
        }
        let year = calendar.component(.year, from: date)
        firstYear = minimumDate.map { calendar.component(.year, from: $0) } ?? year - Self.yearsEachSide
        let lastYear = maximumDate.map { calendar.component(.year, from: $0) } ?? year + Self.yearsEachSide
        firstYear = min(firstYear, year)
        yearCount = max(lastYear, year) - firstYear + 1
        let today = calendar.startOfDay(for: date)
        let before = minimumDate.map { days(from: calendar.startOfDay(for: $0), to: today) } ?? Self.daysEachSide
        let after = maximumDate.map { days(from: today, to: calendar.startOfDay(for: $0)) } ?? Self.daysEachSide
        firstDay = calendar.date(byAdding: .day, value: -min(max(before, 0), Self.daysEachSide), to: today) ?? today
        dayCount = days(from: firstDay, to: today) + min(max(after, 0), Self.daysEachSide) + 1
        picker.dataSource = self
        picker.delegate = self
        storedCountDown = clampedCountDown(storedCountDown)
        showValue(animated: false)
        picker.setNeedsLayout()
    }

    private var yearCount = 0

    /// Whole days from the start of one day to the start of another.
    private func days(from start: Date, to end: Date) -> Int {
        calendar.dateComponents([.day], from: start, to: end).day ?? 0
    }

    /// True when the wheels have rows for `date`'s year and day.
    private func rowsCover(_ date: Date) -> Bool {
        let year = calendar.component(.year, from: date) - firstYear
        let day = days(from: firstDay, to: calendar.startOfDay(for: date))
        return (0..<yearCount).contains(year) && (datePickerMode != .dateAndTime || (0..<dayCount).contains(day))
    }

    public func numberOfComponents(in pickerView: PickerView) -> Int { wheelKinds.count }

    public func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        switch wheelKinds[component] {
        case .month: Self.monthNames.count
        case .day: 31
        case .year: yearCount
        case .hour: 12
        case .minute, .countMinutes: 60 / minuteInterval
        case .period: 2
        case .dayOfRange: dayCount
        case .countHours: 24
        }
    }

    /// The hour and minute wheels loop, as UIDatePicker's: past 12 comes 1 again, past :59 :00.
    public func pickerView(_ pickerView: PickerView, loopsComponent component: Int) -> Bool {
        switch wheelKinds[component] {
        case .hour, .minute: true
        default: false
        }
    }

    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        switch wheelKinds[component] {
        case .month: return Self.monthNames[row]
        case .day: return "\(row + 1)"
        case .year: return "\(firstYear + row)"
        case .hour: return "\(row == 0 ? 12 : row)"
        case .minute:
            // Padded by hand: Foundation's String(format:) costs 7 µs a row on Linux, 0.4 ms of
            // the frame that makes a time picker's 60 rows.
            let minute = row * minuteInterval
            return minute < 10 ? "0\(minute)" : "\(minute)"
        case .period: return row == 0 ? "AM" : "PM"
        case .countHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .countMinutes: return "\(row * minuteInterval) min"
        case .dayOfRange:
            guard let day = calendar.date(byAdding: .day, value: row, to: firstDay) else { return nil }
            let parts = calendar.dateComponents([.weekday, .month, .day], from: day)
            let weekday = Self.shortWeekdayNames[(parts.weekday ?? 1) - 1]
            let month = String(Self.monthNames[(parts.month ?? 1) - 1].prefix(3))
            return "\(weekday) \(month) \(parts.day ?? 1)"
        }
    }

    public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Double? {
        let shares = Self.widthShares(for: datePickerMode)
        return shares.indices.contains(component) ? shares[component] * pickerView.bounds.width : nil
    }

    /// A wheel came to rest: the value the wheels show, made valid, becomes the date; the
    /// wheels turn to it if it had to change; `valueChanged` if it is new.
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        if datePickerMode == .countDownTimer {
            let old = storedCountDown
            storedCountDown = clampedCountDown(shownCountDown(rows: selectedRows()))
            showValue(animated: true)
            if storedCountDown != old { sendActions(for: .valueChanged) }
            return
        }
        let old = date
        var rows = selectedRows()
        if wheelKinds[component] == .hour, let period = wheelKinds.firstIndex(of: .period) {
            // The hour moves by the rows turned: past 11 → 12 either way, AM and PM swap.
            let turned = calendar.component(.hour, from: date) + pickerView.wheels[component].lastTurn
            rows[period] = (turned % 24 + 24) % 24 < 12 ? 0 : 1
        }
        date = limited(validDate(rows: rows))
        showValue(animated: true)
        if date != old { sendActions(for: .valueChanged) }
    }

    /// The rows the wheels rest on.
    private func selectedRows() -> [Int] { wheelKinds.indices.map { picker.selectedRow(inComponent: $0) } }

    /// The rows that show `date` (or the countdown).
    private func rows(for date: Date) -> [Int] {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let hour = parts.hour ?? 0
        return wheelKinds.map { kind in
            switch kind {
            case .month: (parts.month ?? 1) - 1
            case .day: (parts.day ?? 1) - 1
            case .year: (parts.year ?? firstYear) - firstYear
            case .hour: hour % 12
            case .minute: (parts.minute ?? 0) / minuteInterval
            case .period: hour < 12 ? 0 : 1
            case .dayOfRange: days(from: firstDay, to: calendar.startOfDay(for: date))
            case .countHours: Int(storedCountDown) / 3600
            case .countMinutes: Int(storedCountDown) % 3600 / 60 / minuteInterval
            }
        }
    }

    /// The date `rows` name, its day clamped to the month's last (31 February → 28 or 29);
    /// what the mode does not show is kept from `date`.
    func validDate(rows: [Int]) -> Date {
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        var hour12: Int?
        var afternoon: Bool?
        for (kind, row) in zip(wheelKinds, rows) where row >= 0 {
            switch kind {
            case .month: parts.month = row + 1
            case .day: parts.day = row + 1
            case .year: parts.year = firstYear + row
            case .hour: hour12 = row
            case .minute: parts.minute = row * minuteInterval
            case .period: afternoon = row == 1
            case .dayOfRange:
                if let day = calendar.date(byAdding: .day, value: row, to: firstDay) {
                    let picked = calendar.dateComponents([.year, .month, .day], from: day)
                    (parts.year, parts.month, parts.day) = (picked.year, picked.month, picked.day)
                }
            case .countHours, .countMinutes: break
            }
        }
        if hour12 != nil || afternoon != nil {
            let hour = parts.hour ?? 0
            parts.hour = (hour12 ?? hour % 12) + ((afternoon ?? (hour >= 12)) ? 12 : 0)
        }
        if let year = parts.year, let month = parts.month,
            let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
            let length = calendar.range(of: .day, in: .month, for: first)?.count
        {
            parts.day = min(parts.day ?? 1, length)
        }
        return calendar.date(from: parts) ?? date
    }

    /// The countdown `rows` name, seconds.
    private func shownCountDown(rows: [Int]) -> Double {
        Double(max(rows[0], 0)) * 3600 + Double(max(rows[1], 0) * minuteInterval) * 60
    }

    /// `seconds` within one step and 23 h 59 min, on a whole step of `minuteInterval`.
    private func clampedCountDown(_ seconds: Double) -> Double {
        let step = Double(minuteInterval) * 60
        guard seconds.isFinite else { return step }
        let stepped = (seconds / step).rounded(.down) * step
        return min(max(stepped, step), (Self.longestCountDown / step).rounded(.down) * step)
    }

    /// `date` moved into the limits.
    private func limited(_ date: Date) -> Date {
        var result = date
        if let minimumDate, result < minimumDate { result = minimumDate }
        if let maximumDate, result > maximumDate { result = maximumDate }
        return result
    }

    private func limitsDidChange(oldMinimum: Date?, oldMaximum: Date?) {
        if let minimumDate, let maximumDate, minimumDate > maximumDate {
            log.warning("\(debugName): minimum date \(minimumDate) is after the maximum \(maximumDate); ignored")
            (self.minimumDate, self.maximumDate) = (oldMinimum, oldMaximum)
            return
        }
        date = limited(date)
        rebuild()
    }

    /// Turns the wheels to the value and greys the rows that cannot be picked.
    private func showValue(animated: Bool) {
        let wanted = rows(for: date)
        for (component, row) in wanted.enumerated() where picker.selectedRow(inComponent: component) != row {
            picker.selectRow(row, inComponent: component, animated: animated)
        }
        greyInvalidRows(shown: wanted)
    }

    /// Greys each row that, picked with the other wheels as they are, gives no valid date:
    /// a day past the month's end, or a value outside the limits.
    private func greyInvalidRows(shown: [Int]) {
        guard datePickerMode != .countDownTimer else { return }
        for (component, wheel) in picker.wheels.enumerated() {
            for (row, label) in wheel.rowLabels.enumerated() {
                var rows = shown
                rows[component] = row
                let valid = isValid(rows: rows, changing: component)
                label.setDynamicColor(valid ? .label : .systemGray, for: \.textColor)
            }
            if wheel.isLooping { wheel.setNeedsLayout() }  // its copies of the rows follow
        }
    }

    /// True when `rows` name a date that exists and is within the limits. Only the wheel
    /// `changing` moved from the shown value, so a limit is checked at that wheel's grain
    /// (a year within the limits' years stays pickable: the other wheels move into range).
    private func isValid(rows: [Int], changing component: Int) -> Bool {
        let kind = wheelKinds[component]
        if kind == .day, let yearRow = wheelKinds.firstIndex(of: .year),
            let monthRow = wheelKinds.firstIndex(of: .month),
            let first = calendar.date(
                from: DateComponents(year: firstYear + rows[yearRow], month: rows[monthRow] + 1, day: 1)),
            let length = calendar.range(of: .day, in: .month, for: first)?.count, rows[component] >= length
        {
            return false
        }
        guard minimumDate != nil || maximumDate != nil else { return true }
        let grain: Calendar.Component
        switch kind {
        case .year: grain = .year
        case .month: grain = .month
        case .day, .dayOfRange: grain = .day
        case .hour, .period: grain = .hour
        case .minute, .countHours, .countMinutes: grain = .minute
        }
        let candidate = validDate(rows: rows)
        guard let interval = calendar.dateInterval(of: grain, for: candidate) else { return true }
        if let minimumDate, interval.end <= minimumDate { return false }
        if let maximumDate, interval.start > maximumDate { return false }
        return true
    }
}
