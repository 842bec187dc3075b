// flick-settings: a kiosk settings screen on the public API, laid out with stack views:
// switches (one turns the whole screen dark), a segmented control, a stepper, a
// pull-to-refresh list, shadowed cards, and a shadowed toast that slides across after a
// refresh. Run live, or headless from its recording:
//   flick-settings --replay Examples/settings/settings.evemu --headless
// It prints each change, and at the end the frame times and how many shadows were blurred.
import Flick

@main
struct FlickSettings: ParsableCommand {
    @OptionGroup var options: ApplicationOptions

    @Flag(help: "Print the controls' window frames and exit (to write recordings against).")
    var printLayout = false

    @Flag(
        help:
            "Move the shadowed toast across the window for 2 s of 120 Hz frames, off screen, and print the toolkit's cost per frame (layout and display list) and the shadows blurred meanwhile."
    )
    var benchShadow = false

    func run() throws {
        SystemFonts.installStandard()
        let screen = SettingsScreen(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
        if benchShadow {
            print(screen.benchShadow())
            return
        }
        if printLayout {
            _ = screen.window.displayList(at: 0)
            for (name, view) in screen.namedControls {
                guard let origin = view.convert(Point(x: 0, y: 0), to: nil) else { continue }
                print("\(name): x \(origin.x) y \(origin.y) w \(view.bounds.width) h \(view.bounds.height)")
            }
            return
        }
        let app = Application(window: screen.window)
        let report = try app.run(options.configuration(title: "flick-settings"))
        let profile = report.profile
        print(screen.summary)
        print(
            String(
                printf: "%d frames, frame p50 %.2f ms p99 %.2f ms, %d missed, %d shadows blurred",
                report.frames, profile.frameMs.p50, profile.frameMs.p99, profile.missed, ShadowRasterizer.blurCount))
    }
}

/// The screen: two shadowed cards side by side in the window's safe area.
final class SettingsScreen: PickerViewDataSource, PickerViewDelegate {
    let window: Window
    let darkMode = Switch()
    let wifi = Switch()
    let brightness = SegmentedControl(items: ["Auto", "Day", "Night"])
    let copies = Stepper()
    let copiesLabel = Label(text: "Copies: 1")
    let closing = PickerView()
    let updates = UpdatesList()
    let refresh = RefreshControl()
    let toast = View(frame: Rect(x: -320, y: 700, width: 300, height: 64))
    private var refreshes = 0

    init(frame: Rect) {
        window = Window(frame: frame)
        window.safeAreaInsets = EdgeInsets(top: 24, left: 24, bottom: 24, right: 24)  // the panel's bezel
        let background = View(frame: frame)
        background.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        background.setDynamicColor(.systemGroupedBackground, for: \.backgroundColor)
        window.addSubview(background)

        copies.minimumValue = 1
        copies.maximumValue = 20
        copies.value = 1
        let settings = SettingsScreen.card(
            title: "Kiosk settings",
            rows: [
                SettingsScreen.row("Dark mode", darkMode), SettingsScreen.row("Wi-Fi", wifi),
                SettingsScreen.row("Brightness", brightness), SettingsScreen.row(copiesLabel, copies),
                SettingsScreen.row("Closes at", closing),
            ])
        closing.dataSource = self
        closing.delegate = self
        closing.selectRow(22, inComponent: 0, animated: false)
        updates.refreshControl = refresh
        updates.setContentHuggingPriority(LayoutPriority(1), for: .vertical)
        let news = SettingsScreen.card(title: "Updates", rows: [updates])
        news.distribution = .fill

        let columns = StackView(arrangedSubviews: [settings, news])
        columns.distribution = .fillEqually
        columns.alignment = .fill
        columns.spacing = 24
        columns.frame = window.safeAreaRect
        columns.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(columns)

        toast.layer.cornerRadius = 16
        toast.layer.shadowOpacity = 0.3
        toast.layer.shadowRadius = 10
        toast.layer.shadowOffset = Size(width: 0, height: 4)
        toast.setDynamicColor(.secondarySystemGroupedBackground, for: \.backgroundColor)
        let toastLabel = Label(text: "Updated", frame: Rect(x: 20, y: 20, width: 260, height: 24))
        toastLabel.setDynamicColor(.label, for: \.textColor)
        toast.addSubview(toastLabel)
        window.addSubview(toast)

        darkMode.addAction(for: .valueChanged) { [unowned self] _, _ in
            window.overrideAppearance = darkMode.isOn ? .dark : .light
            print("dark mode \(darkMode.isOn ? "on" : "off")")
        }
        wifi.addAction(for: .valueChanged) { [unowned self] _, _ in print("wifi \(wifi.isOn ? "on" : "off")") }
        brightness.selectedSegmentIndex = 0
        brightness.addAction(for: .valueChanged) { [unowned self] _, _ in
            print("brightness \(brightness.titleForSegment(at: brightness.selectedSegmentIndex) ?? "?")")
        }
        copies.addAction(for: .valueChanged) { [unowned self] _, _ in
            copiesLabel.text = "Copies: \(Int(copies.value))"
        }
        copies.addAction(for: .touchUpInside) { [unowned self] _, _ in print("copies \(Int(copies.value))") }
        refresh.addAction(for: .valueChanged) { [unowned self] _, _ in
            refreshes += 1
            print("refresh started")
            updates.finishRefresh(after: 1) { [unowned self] in
                refresh.endRefreshing()
                print("refresh ended")
                slideToast()
            }
        }
    }

    /// The toast slides across the bottom of the window, shadow and all, in 1.5 s.
    private func slideToast() {
        toast.center = Point(x: -160, y: 732)
        toast.animate(withDuration: 1.5, options: [.curveLinear, .allowUserInteraction]) {
            self.toast.center = Point(x: self.window.bounds.width + 160, y: 732)
        }
    }

    /// Frames of the toast moving across the window (2 s at 120 Hz): the toolkit's cost per
    /// frame, against one blur of the toast's shadow (what every frame would cost without the
    /// cache), and the shadows blurred while it moved.
    func benchShadow() -> String {
        let clock = ContinuousClock()
        func milliseconds(_ duration: Duration) -> Double {
            Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
        }
        _ = window.displayList(at: 0)  // the first frame blurs the cards' and the toast's shadows
        let blur = clock.now
        _ = ShadowRasterizer.shadowBitmap(size: toast.bounds.size, cornerRadius: 16, sigma: 10, color: .black, scale: 1)
        let blurCost = milliseconds(clock.now - blur)
        let before = ShadowRasterizer.blurCount
        let frames = 240
        var costs: [Double] = []
        for frame in 0..<frames {
            let start = clock.now
            toast.center = Point(x: -160 + (window.bounds.width + 320) * Double(frame) / Double(frames - 1), y: 732)
            _ = window.displayList(at: 1 + Double(frame) / 120)
            costs.append(milliseconds(clock.now - start))
        }
        let slowest = costs.indices.sorted { costs[$0] > costs[$1] }.prefix(3).map(String.init).joined(separator: ", ")
        costs.sort()
        let p50 = costs[frames / 2], p99 = costs[frames * 99 / 100], worst = costs[frames - 1]
        return String(
            printf: "toast moved %d frames: toolkit frame p50 %.3f ms, p99 %.3f ms, max %.3f ms; "
                + "one blur of its shadow %.2f ms; shadows blurred while moving: %d",
            frames, p50, p99, worst, blurCost, ShadowRasterizer.blurCount - before) + " (slowest frames: \(slowest))"
    }

    func numberOfComponents(in pickerView: PickerView) -> Int { 2 }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? 24 : 12
    }

    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? "\(row) h" : String(printf: "%02d min", row * 5)
    }

    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        print(
            "closes at \(closing.selectedRow(inComponent: 0)):\(String(printf: "%02d", closing.selectedRow(inComponent: 1) * 5))"
        )
    }

    /// The controls by name, for `--print-layout`.
    var namedControls: [(String, View)] {
        [
            ("dark mode", darkMode), ("wifi", wifi), ("brightness", brightness), ("copies", copies),
            ("closing", closing), ("updates", updates),
        ]
    }

    /// One line with the final state.
    var summary: String {
        let segment = brightness.titleForSegment(at: brightness.selectedSegmentIndex) ?? "none"
        return "final: \(window.appearance), wifi \(wifi.isOn ? "on" : "off"), brightness \(segment), "
            + "copies \(Int(copies.value)), refreshes \(refreshes)"
    }

    /// A shadowed, rounded card: a column of `rows` under a title, inside its margins.
    static func card(title: String, rows: [View]) -> StackView {
        let heading = Label(text: title)
        heading.fontSize = 24
        heading.setDynamicColor(.label, for: \.textColor)
        let filler = View()
        filler.setContentHuggingPriority(LayoutPriority(1), for: .vertical)
        let card = StackView(arrangedSubviews: [heading] + rows + (rows.count > 1 ? [filler] : []))
        card.axis = .vertical
        card.spacing = 20
        card.setCustomSpacing(28, after: heading)
        card.isLayoutMarginsRelativeArrangement = true
        card.layoutMargins = EdgeInsets(top: 24, left: 24, bottom: 24, right: 24)
        card.setDynamicColor(.secondarySystemGroupedBackground, for: \.backgroundColor)
        card.layer.cornerRadius = 16
        card.layer.shadowOpacity = 0.15
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = Size(width: 0, height: 3)
        return card
    }

    /// A row: a title taking the spare width, then the control, centred vertically.
    static func row(_ title: String, _ control: View) -> StackView { row(Label(text: title), control) }

    /// A row with its own title label.
    static func row(_ label: Label, _ control: View) -> StackView {
        label.setDynamicColor(.label, for: \.textColor)
        label.setContentHuggingPriority(LayoutPriority(1), for: .horizontal)
        let row = StackView(arrangedSubviews: [label, control])
        row.alignment = .center
        row.spacing = 12
        return row
    }
}

/// The updates: a scroll view of dated lines, ending a refresh a while after it starts
/// (timed on the window's frames).
final class UpdatesList: ScrollView {
    private let column = StackView()
    private var pending: (due: Double, action: () -> Void)?
    private var now = 0.0

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        column.axis = .vertical
        column.spacing = 12
        for day in 1...30 {
            let line = Label(text: "Update \(day): menu prices refreshed")
            line.setDynamicColor(.secondaryLabel, for: \.textColor)
            column.addArrangedSubview(line)
        }
        addSubview(column)
    }

    /// Runs `action` `delay` seconds of frames from now.
    func finishRefresh(after delay: Double, _ action: @escaping () -> Void) { pending = (now + delay, action) }

    override func advance(to time: Double) {
        super.advance(to: time)
        now = time
        if let job = pending, time >= job.due {
            pending = nil
            job.action()
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let height = column.intrinsicContentSize.height
        column.frame = Rect(x: 0, y: 0, width: bounds.width, height: height)
        if contentSize != Size(width: bounds.width, height: height) {
            contentSize = Size(width: bounds.width, height: height)
        }
    }
}
