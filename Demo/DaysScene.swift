import Flick
import Foundation

/// Days: an app of toolkit views. A `ListView` of endless dates (`DaySections`: whole
/// sections around an anchor day, re-centred from `scrollViewDidScroll` with
/// `reloadData(keepingRowAt:movedTo:)` while the list is dragged or flung, so nothing on
/// screen moves and it scrolls forever both ways). A section starts at every month and every
/// week, under a sticky header. Each row's star `Button` is reached through the list's
/// delayed content touches: a tap toggles it, a finger resting on it and then dragging has
/// its touch cancelled (`touchCancel`) and scrolls the list. Swiping a row left reveals
/// the list's Delete button; a tap elsewhere hides it, a tap on it deletes the row (it
/// collapses). A tap on a row pushes its day's detail (`DayDetailScreen`) on the demo's
/// navigation controller; a swipe from the left edge returns.
final class DaysScene: DemoScreen, ListViewDataSource, ListViewDelegate {
    /// Header heights, points: a month's, a week's (the seed's rows: 132 and 92 pt with the
    /// day's 60 pt line).
    static let monthHeaderHeight = 72.0, weekHeaderHeight = 32.0
    /// Re-centre once the top row is more than this many days from the anchor (ours: four
    /// weeks, about 1,800 pt, well inside `DaySections.span`).
    static let recentreDays = 28
    /// Header looks: a month's blue with white text, a week's grey (ours).
    static let monthHeaderColor = Color(red: 0.2, green: 0.35, blue: 0.6), weekHeaderColor = Color(white: 0.85)

    /// The day shown first (days since 1970-01-01, UTC).
    let firstDay: Int
    /// The list.
    let list = ListView()
    /// The dates the list holds now.
    private(set) var days: DaySections
    private(set) var starred: Set<Int> = []
    private(set) var deleted: Set<Int> = []
    /// Counters the tour's checks read.
    private(set) var buttonTaps = 0, buttonTouchesCancelledByDrag = 0, recentres = 0, reveals = 0, revealCancels = 0
    /// What the list was doing at each re-centre ("dragging", "decelerating"…: `motion`).
    private(set) var recentreStates: [String] = []
    private var deletedWhileEditing = false
    /// Day details pushed, edge swipes begun over one, and returns to the list.
    private(set) var detailsPushed = 0, edgeSwipes = 0, returnsToList = 0, settingsShown = 0
    private var settingsSnapshotTaken = false
    /// When the keyboard first ended its slide over the settings, window seconds.
    private var keyboardShownAt: Double?
    private var keyboardObserver: Int?
    /// The day whose detail is pushed, until the list shows again.
    private var shownDetail: Int?

    /// A list starting at `firstDay` (days since 1970-01-01) at the top of `viewport`.
    init(viewport: Rect, firstDay: Int) {
        self.firstDay = firstDay
        days = DaySections(anchor: firstDay, deleted: [])
        super.init(name: "Days", viewport: viewport)
        list.frame = view.bounds
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.name = "days"
        list.register(DayCell.self, forCellReuseIdentifier: DayCell.identifier)
        list.dataSource = self
        list.delegate = self
        view.addSubview(list)
        if let first = days.indexPath(of: firstDay) { list.scrollToRow(at: first, at: .top, animated: false) }
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Settings") { [unowned self] in showSettings() }
    }

    /// The settings screen, made on first use and kept (its values last the run).
    private(set) lazy var settings: DemoSettingsScreen = {
        let screen = DemoSettingsScreen(reminderTime: Date(timeIntervalSince1970: Double(firstDay) * 86_400 + 9 * 3600))
        screen.onChange = { [unowned self, unowned screen] change in
            // The list is off screen under the settings: their window's time.
            report.note("settings: \(change)", at: screen.viewIfLoaded?.window?.currentTime ?? currentTime)
        }
        return screen
    }()

    /// Builds the settings ahead of their push, for a window of `windowSize` drawn at
    /// `pixelsPerPoint` (`ViewController.prepareView(size:pixelsPerPoint:)`), so the push's
    /// first frame only draws them: built on the tap, they cost that frame 4.0 ms in its
    /// gestures, 2.7 ms in its layout and 4.3 ms in its display list, 16 ms in all, a missed
    /// deadline at 120 Hz (the headless tour, measured by us).
    func prepareSettings(in windowSize: Size, pixelsPerPoint: Double) {
        settings.prepareView(size: DemoSettingsScreen.size(in: windowSize), pixelsPerPoint: pixelsPerPoint)
    }

    /// How long after the keyboard has slid in over the settings their snapshot is taken,
    /// seconds (ours: past the slide, before the tour types).
    static let settingsSnapshotDelay = 0.2

    /// One snapshot of the settings with the keyboard over them (the tour types a name
    /// there): a moment after the keyboard's slide has ended. (A field being edited never
    /// lets the window settle: its caret blinks.)
    override func wantedSnapshot(at time: Double) -> String? {
        guard !settingsSnapshotTaken, let shown = keyboardShownAt, time >= shown + Self.settingsSnapshotDelay,
            navigationController?.topViewController === settings
        else { return nil }
        settingsSnapshotTaken = true
        return "Settings"
    }

    /// Pushes the settings (the Settings button).
    func showSettings() {
        guard let navigationController, navigationController.topViewController === self else { return }
        settingsShown += 1
        if keyboardObserver == nil, let window = view.window {
            keyboardObserver = window.addKeyboardObserver { [unowned self] notification in
                guard notification.name == .willShow, keyboardShownAt == nil,
                    self.navigationController?.topViewController === settings
                else { return }
                keyboardShownAt = notification.time + notification.animationDuration
            }
        }
        navigationController.pushViewController(settings, animated: true)
    }

    // MARK: Data source

    func numberOfSections(in listView: ListView) -> Int { days.sections.count }

    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { days.sections[section].days.count }

    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(withIdentifier: DayCell.identifier, for: indexPath)
        guard let dayCell = cell as? DayCell else { return cell }
        let day = days.day(at: indexPath)
        dayCell.configure(day: day, starred: starred.contains(day), isFirstDay: day == firstDay)
        dayCell.starActions = { [unowned self, unowned dayCell] day, events in star(day, events, in: dayCell) }
        return dayCell
    }

    var supportsDeletion: Bool { true }

    func listView(_ listView: ListView, commitDeleteRowAt indexPath: ListIndexPath) {
        let day = days.day(at: indexPath)
        deleted.insert(day)
        days.remove(at: indexPath)
        deletedWhileEditing = true
        report.note("deleted \(DaySections.title(day)): the row collapses", at: currentTime)
        listView.deleteRows(at: [indexPath], with: .automatic)
    }

    // MARK: Delegate: rows and headers

    func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double { DayCell.height }

    func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double? {
        days.sections[section].header == .month ? Self.monthHeaderHeight : Self.weekHeaderHeight
    }

    func listView(_ listView: ListView, viewForHeaderInSection section: Int) -> View? {
        let isMonth = days.sections[section].header == .month
        let header = View()
        header.backgroundColor = isMonth ? Self.monthHeaderColor : Self.weekHeaderColor
        let title = Label(
            text: days.headerTitle(section),
            frame: Rect(
                x: DayCell.titleInset, y: 0, width: max(0, listView.bounds.width - 2 * DayCell.titleInset),
                height: isMonth ? Self.monthHeaderHeight : Self.weekHeaderHeight))
        title.font = .system(size: isMonth ? 36 : 18, weight: isMonth ? .bold : .regular)
        title.textColor = isMonth ? .white : Color(white: 0.3)
        title.isUserInteractionEnabled = false
        header.addSubview(title)
        return header
    }

    // MARK: Delegate: swipe to delete

    func listView(_ listView: ListView, willBeginEditingRowAt indexPath: ListIndexPath) {
        reveals += 1
        deletedWhileEditing = false
        report.note(
            "swipe left on \(DaySections.title(days.day(at: indexPath))): delete button slides in",
            at: currentTime)
    }

    func listView(_ listView: ListView, didEndEditingRowAt indexPath: ListIndexPath?) {
        guard !deletedWhileEditing else { return }
        revealCancels += 1
        let row = indexPath.map { " on \(DaySections.title(days.day(at: $0)))" } ?? ""
        report.note("delete\(row) cancelled (a tap elsewhere, a scroll or a short swipe hid it)", at: currentTime)
    }

    // MARK: Delegate: scrolling

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { report.note("list drag", at: currentTime) }

    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { report.note("list fling", at: currentTime) }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { noteRest() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { noteRest() }

    /// The endless list: once the top row is `recentreDays` from the anchor, the sections are
    /// rebuilt around it and the list keeps it in place (the offset and the motion shift).
    func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard let top = topRow else { return }
        let day = days.day(at: top)
        guard abs(day - days.anchor) > Self.recentreDays else { return }
        let recentred = DaySections(anchor: day, deleted: deleted)
        guard let moved = recentred.indexPath(of: day) else { return }
        days = recentred
        list.reloadData(keepingRowAt: top, movedTo: moved)
        recentres += 1
        recentreStates.append(motion)
        report.note("re-centred while \(motion): \(DaySections.title(day)) stays at the top", at: currentTime)
    }

    /// What the list is doing, in the report's words (from UIKit's state properties).
    private var motion: String {
        if list.isDragging { return "dragging" }
        if list.isDecelerating { return "decelerating" }
        if list.isScrollAnimating { return "animating" }
        return list.isTracking ? "tracking" : "idle"
    }

    private func noteRest() {
        guard let top = topRow else { return }
        report.note("at rest with \(DaySections.title(days.day(at: top))) at the top", at: currentTime)
    }

    /// The row at the top of the list, under the sticky header of its section.
    var topRow: ListIndexPath? {
        guard let first = list.indexPathsForVisibleRows.first else { return nil }
        let header = listView(list, heightForHeaderInSection: first.section) ?? 0
        return list.indexPathForRow(at: Point(x: 1, y: list.contentOffset.y + header)) ?? first
    }

    // MARK: Details

    /// A row tapped: its day's detail slides in (the row is deselected at once: the list
    /// shows no selection when it comes back).
    func listView(_ listView: ListView, didSelectRowAt indexPath: ListIndexPath) {
        listView.deselectRow(at: indexPath, animated: false)
        guard let navigationController else { return }
        let day = days.day(at: indexPath)
        detailsPushed += 1
        shownDetail = day
        report.note("row \(DaySections.title(day)) tapped: its detail slides in", at: currentTime)
        navigationController.pushViewController(
            DayDetailScreen(day: day, isStarred: starred.contains(day)), animated: true)
    }

    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        guard let navigation = parent as? NavigationController else { return }
        _ = navigation.interactivePopGestureRecognizer.addTarget { [unowned self] event in
            guard event.phase == .began else { return }
            edgeSwipes += 1
            report.note("edge swipe: the detail follows the finger", at: event.time)
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let day = shownDetail else { return }
        shownDetail = nil
        returnsToList += 1
        report.note("back from \(DaySections.title(day)) to the list", at: currentTime)
    }

    // MARK: Stars

    private func star(_ day: Int, _ events: ControlEvents, in cell: DayCell) {
        let time = currentTime
        if events.contains(.touchDown) {
            report.note("star button of \(DaySections.title(day)) pressed (after the content-touch delay)", at: time)
        }
        if events.contains(.touchUpInside) {
            if starred.insert(day).inserted == false { starred.remove(day) }
            cell.starButton.isSelected = starred.contains(day)
            buttonTaps += 1
            report.note("tap: \(DaySections.title(day)) \(starred.contains(day) ? "starred" : "unstarred")", at: time)
        }
        if events.contains(.touchCancel) {
            buttonTouchesCancelledByDrag += 1
            report.note(
                "drag from the star of \(DaySections.title(day)): button touch cancelled, list scrolls", at: time)
        }
    }
}
