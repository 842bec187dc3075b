import Flick
import Foundation

/// The demo's settings: the screen Days pushes from its Settings button, built as a kiosk's
/// settings screen is (seed 002's mail settings, UIKit's grouped table): an inset grouped
/// list of sections, each row a label and a control — a switch that turns the whole demo
/// dark, a segmented control, a stepper, a reminder time on a date picker, and text fields
/// for a name and an address, the lower ones off screen: editing one scrolls it above the
/// keyboard. Rows holding the first responder are not reused while scrolled away.
final class DemoSettingsScreen: ViewController, ListViewDataSource, ListViewDelegate {
    /// Row heights, points: UIKit's 44, and a date picker's 216.
    static let rowHeight = 44.0, pickerRowHeight = DatePicker.defaultSize.height
    /// A control's width in a row, points (ours: room for a 3-segment control).
    static let controlWidth = 220.0

    /// One row: its label and the control it holds.
    private struct Row {
        let title: String
        let control: View
        var height: Double = DemoSettingsScreen.rowHeight
    }

    /// The list.
    let list = ListView(style: .insetGrouped)
    let darkMode = Switch()
    let weekStart = SegmentedControl(items: ["Sunday", "Monday"])
    let daysAhead = Stepper()
    let reminder: DatePicker
    let name = TextField()
    let email = TextField()
    let street = TextField()
    let city = TextField()
    /// What changed, in order, for the demo's report ("dark mode on", "name Ada").
    private(set) var changes: [String] = []
    private var sections: [(title: String, rows: [Row], footer: String?)] = []
    /// Told each change as it is noted ("dark mode on", "Name Renée"), for the demo's report.
    var onChange: ((String) -> Void)?

    /// Settings starting with the reminder at `reminderTime` (the demo's fixed day, 9:00).
    init(reminderTime: Date) {
        reminder = DatePicker(mode: .time, date: reminderTime)
        super.init()
        title = "Settings"
    }

    override func viewDidLoad() {
        view.name = "settings"
        list.frame = view.bounds
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.name = "settings list"
        list.keepsFirstResponderVisible = true
        view.addSubview(list)

        reminder.minuteInterval = 5
        daysAhead.minimumValue = 1
        daysAhead.maximumValue = 14
        daysAhead.value = 7
        weekStart.selectedSegmentIndex = 0
        for (field, title, placeholder, type) in [
            (name, "Name", "Your name", KeyboardType.default), (email, "Email", "name@example.com", .emailAddress),
            (street, "Street", "Street", .default), (city, "City", "City", .default),
        ] {
            field.placeholder = placeholder
            field.keyboardType = type
            field.returnKeyType = .done
            field.name = title
        }
        sections = [
            (
                "Display", [Row(title: "Dark mode", control: darkMode), Row(title: "Week starts", control: weekStart)],
                nil
            ),
            (
                "Reminders",
                [
                    Row(title: "Days ahead", control: daysAhead),
                    Row(title: "Remind at", control: reminder, height: Self.pickerRowHeight),
                ], "A reminder shows on the Days screen at this time."
            ),
            (
                "Profile",
                [
                    Row(title: "Name", control: name), Row(title: "Email", control: email),
                    Row(title: "Street", control: street), Row(title: "City", control: city),
                ], "Shown on the check-in screen."
            ),
        ]
        darkMode.addAction(for: .valueChanged) { [unowned self] _, _ in
            // The whole window: every view with appearance colours follows.
            view.window?.overrideAppearance = darkMode.isOn ? .dark : .light
            note("dark mode \(darkMode.isOn ? "on" : "off")")
        }
        weekStart.addAction(for: .valueChanged) { [unowned self] _, _ in
            note("week starts \(weekStart.titleForSegment(at: weekStart.selectedSegmentIndex) ?? "?")")
        }
        daysAhead.addAction(for: .valueChanged) { [unowned self] _, _ in note("days ahead \(Int(daysAhead.value))") }
        reminder.addAction(for: .valueChanged) { [unowned self] _, _ in note("remind at \(reminderText)") }
        for field in [name, email, street, city] {
            field.addAction(for: .editingDidEnd) { [unowned self, unowned field] _, _ in
                note("\(field.name ?? "field") \(field.text)")
            }
        }
        for (section, content) in sections.enumerated() {
            for row in content.rows.indices {
                list.register(DemoSettingsCell.self, forCellReuseIdentifier: "\(section)-\(row)")
            }
        }
        list.dataSource = self
        list.delegate = self
    }

    /// The reminder's time, "09:05".
    var reminderText: String {
        var calendar = reminder.calendar
        calendar.timeZone = reminder.timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: reminder.date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }

    private func note(_ change: String) {
        changes.append(change)
        onChange?(change)
    }

    /// Where the tour touches, window points, for the demo laid out in `windowSize`: the
    /// dark-mode switch and the name field, as the screen lays them out above the tab bar
    /// and under the navigation bar (`DemoTour`).
    static func tourPoints(in windowSize: Size) -> (darkMode: Point, name: Point) {
        let window = Window(frame: Rect(origin: .zero, size: windowSize))
        let screen = DemoSettingsScreen(reminderTime: Date(timeIntervalSince1970: 0))
        screen.view.frame = Rect(origin: Point(x: 0, y: NavigationBar.height), size: size(in: windowSize))
        window.addSubview(screen.view)
        _ = window.prepareFrame(at: 0)
        func centre(_ view: View) -> Point {
            view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: nil) ?? .zero
        }
        return (centre(screen.darkMode), centre(screen.name))
    }

    /// The screen's size in a window of `windowSize`: between the navigation bar and the
    /// tab bar, points.
    static func size(in windowSize: Size) -> Size {
        Size(width: windowSize.width, height: windowSize.height - NavigationBar.height - DemoApp.tabBarHeight)
    }

    // MARK: List

    func numberOfSections(in listView: ListView) -> Int { sections.count }

    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }

    func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? { sections[section].title }

    func listView(_ listView: ListView, titleForFooterInSection section: Int) -> String? { sections[section].footer }

    func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double {
        sections[indexPath.section].rows[indexPath.row].height
    }

    /// Each row has its own control, so cells are not shared between rows: a cell per row,
    /// kept by the list's queue under the row's own identifier.
    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListViewCell {
        let row = sections[indexPath.section].rows[indexPath.row]
        let identifier = "\(indexPath.section)-\(indexPath.row)"
        let cell = listView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.text = row.title
        (cell as? DemoSettingsCell)?.control = row.control
        return cell
    }
}

/// A settings row: its title at the leading edge, its control at the trailing edge,
/// centred vertically (a switch or stepper at its own size, a segmented control or field
/// `DemoSettingsScreen.controlWidth` wide, a date picker at its own).
final class DemoSettingsCell: ListViewCell {
    /// The row's control.
    var control: View? {
        didSet {
            guard control !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let control { contentView.addSubview(control) }
            setNeedsLayout()
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let control else { return }
        let size: Size
        switch control {
        case is DatePicker: size = DatePicker.defaultSize
        case is TextField: size = Size(width: DemoSettingsScreen.controlWidth, height: bounds.height)
        case is SegmentedControl:
            size = Size(width: DemoSettingsScreen.controlWidth, height: control.intrinsicContentSize.height)
        default: size = control.intrinsicContentSize
        }
        control.frame = Rect(
            x: bounds.width - ListViewCell.textInset - size.width, y: (bounds.height - size.height) / 2,
            width: size.width, height: size.height)
    }
}
