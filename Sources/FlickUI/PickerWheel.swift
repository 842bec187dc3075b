import RealModule
import FlickAnimation
import FlickGestures
import FlickInput
import FlickScene
import FlickScroll
import FoundationEssentials

/// One wheel of a `PickerView`: a vertical scroll view of 32 pt rows whose flings and drags
/// come to rest exactly on a row (the release's target offset is rounded to the nearest row,
/// as Flutter's `FixedExtentScrollPhysics`, so it never overshoots and rolls back), drawn on
/// a cylinder (diameter 1.07 × the height, perspective 0.003 applied to each row as a
/// scale, rows off the centre at 0.447 opacity: Flutter's measured iOS figures). A tap on a row turns the wheel to it (0.3 s).
/// The row it rests on is reported once it stops.
///
/// A looping wheel (`isLooping`, as UIDatePicker's hour and minute wheels) repeats its rows
/// endlessly: its content holds `cycles` copies of them, reaching `loopReach` points either
/// side of the middle copy (past the longest fling), and each time it comes to rest it moves
/// by whole copies back to the middle one — the same rows in the same place, so nothing
/// shows. A flung wheel thus runs past the last row into the first; the rest row is chosen as
/// a non-looping wheel's (the release's target rounded to a row), so it is the same at any
/// input rate, and `selectedRow` is the real row.
public final class PickerWheel: ScrollView, ScrollViewDelegate {
    /// A row's height, points (measured iOS picker rows).
    public static let rowHeight = 32.0
    /// The cylinder's diameter over the wheel's height (Flutter's measured 1.07).
    public static let diameterRatio = 1.07
    /// The perspective's strength, 1 / eye distance (Flutter's measured 0.003).
    public static let perspective = 0.003
    /// Rows off the centre line show at this opacity (Flutter's measured 0.447).
    public static let offCenterOpacity = 0.447

    /// How far a looping wheel's content reaches either side of the middle copy of its rows,
    /// points (ours: four times the 4,000 pt a fling at the scroll views' 8,000 pt/s cap
    /// travels, UIKit's deceleration).
    public static let loopReach = 16_000.0

    /// The rows' labels, top to bottom (one per row; a looping wheel shows a row more than
    /// once with copies of its label, `loopCopies`).
    public private(set) var rowLabels: [Label] = []
    /// True when the rows repeat endlessly.
    public let isLooping: Bool
    /// The copies of the rows the content holds (1 unless looping).
    public let cycles: Int
    /// Labels showing rows a second time on a looping wheel of fewer rows than it shows:
    /// each mirrors its row's label (text, colour, font).
    public private(set) var loopCopies: [Label] = []
    /// The row of the content it rests on (or is turning to): `selectedRow` plus a whole
    /// number of copies of the rows on a looping wheel; −1 with no rows.
    public private(set) var contentRow: Int
    /// The row it rests on (or is turning to), −1 with no rows.
    public var selectedRow: Int { contentRow < 0 ? -1 : contentRow % numberOfRows }
    /// How many rows its last move turned it, signed (positive: on to later rows), set when
    /// it comes to rest: on a looping wheel more than its rows, so a date picker's hour wheel
    /// tells 11 → 12 (one on) from 11 → 12 the long way round (eleven back).
    public private(set) var lastTurn = 0
    /// The content row it last rested on (after recentring).
    private var restContentRow = 0
    /// Called with the row it came to rest on after the user moved it.
    var onSelect: ((Int) -> Void)?

    /// The number of rows.
    public var numberOfRows: Int { rowLabels.count }

    /// The rows of the content (the rows times `cycles`).
    var contentRows: Int { numberOfRows * cycles }

    /// Creates a wheel of `titles`, resting on the first; `looping` repeats them endlessly
    /// (a wheel of no rows cannot: it stays empty).
    init(titles: [String], looping: Bool = false) {
        isLooping = looping && !titles.isEmpty
        let cycleLength = Double(titles.count) * Self.rowHeight
        cycles = isLooping ? 2 * Int((Self.loopReach / cycleLength).rounded(.up)) + 1 : 1
        contentRow = titles.isEmpty ? -1 : (cycles / 2) * titles.count
        restContentRow = contentRow
        super.init(frame: .zero)
        delegate = self
        showsVerticalScrollIndicator = false
        alwaysBounceVertical = true
        for title in titles {
            let label = Label(text: title)
            label.textAlignment = .center
            label.setDynamicColor(.label, for: \.textColor)
            rowLabels.append(label)
            addSubview(label)
        }
        let tap = TapGestureRecognizer(name: "picker row tap")
        tap.addTarget { [unowned self] event in
            guard event.phase == .recognized, let point = convert(event.values.location, from: nil) else { return }
            selectContentRow(row(at: point.y), animated: true, notifies: true)
        }
        addGestureRecognizer(tap)
    }

    /// Creates an empty wheel.
    public override convenience init(frame: Rect) { self.init(titles: []) }

    /// The inset that lets the first and last rows reach the centre line, points.
    private var centreInset: Double { max((bounds.height - Self.rowHeight) / 2, 0) }

    /// The content offset that centres `row`, points.
    public func offset(for row: Int) -> Double { Double(row) * Self.rowHeight - centreInset }

    /// The content row nearest the content y `y` (clamped to the content's rows).
    func row(at y: Double) -> Int { clampedRow(Int((y / Self.rowHeight).rounded(.down))) }

    /// The content row centred at content offset `offset` (rounded, clamped; a row of
    /// `rowLabels` unless the wheel loops).
    public func row(forOffset offset: Double) -> Int {
        clampedRow(Int(((offset + centreInset) / Self.rowHeight).rounded()))
    }

    private func clampedRow(_ row: Int) -> Int { min(max(row, 0), max(contentRows - 1, 0)) }

    /// The content row showing `row` nearest the content row `near` (`row` itself unless the
    /// wheel loops).
    private func contentRow(for row: Int, near: Int) -> Int {
        guard isLooping else { return row }
        let real = min(max(row, 0), numberOfRows - 1)
        let base = near - near % numberOfRows
        return [base - numberOfRows, base, base + numberOfRows].map { $0 + real }
            .min { abs($0 - near) < abs($1 - near) } ?? real
    }

    /// Turns to real row `row` (clamped; a looping wheel the shorter way round); reports it
    /// when `notifies`, once it is there.
    func select(_ row: Int, animated: Bool, notifies: Bool) {
        guard numberOfRows > 0 else { return }
        selectContentRow(contentRow(for: row, near: max(contentRow, 0)), animated: animated, notifies: notifies)
    }

    /// Turns to content row `row` (a tapped row); reports it when `notifies`, once there.
    private func selectContentRow(_ row: Int, animated: Bool, notifies: Bool) {
        guard numberOfRows > 0 else { return }
        let target = clampedRow(row)
        contentRow = target
        pendingReport = notifies
        setContentOffset(Point(x: 0, y: offset(for: target)), animated: animated)
        if !animated { settle() }
    }

    private var pendingReport = false

    // MARK: Layout: rows on the cylinder

    public override func layoutSubviews() {
        super.layoutSubviews()
        let inset = centreInset
        if contentInset.top != inset || contentSize.height != Double(contentRows) * Self.rowHeight {
            contentInset = EdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
            contentSize = Size(width: bounds.width, height: Double(contentRows) * Self.rowHeight)
            if contentRow >= 0 { contentOffset = Point(x: 0, y: offset(for: contentRow)) }
        }
        let radius = Self.diameterRatio * bounds.height / 2
        let centre = contentOffset.y + bounds.height / 2
        for (index, label) in placedLabels(around: centre, within: radius * Double.pi / 2) {
            let middle = (Double(index) + 0.5) * Self.rowHeight
            label.bounds = Rect(x: 0, y: 0, width: bounds.width, height: Self.rowHeight)
            label.center = Point(x: bounds.width / 2, y: middle)
            let angle = (middle - centre) / radius
            guard abs(angle) < Double.pi / 2 else {
                label.isHidden = true
                continue
            }
            label.isHidden = false
            // On the cylinder: foreshortened by cos(angle), at radius·sin(angle) from the centre
            // line and radius·(1 − cos(angle)) further from the eye, where the perspective
            // shrinks it by d / (d + depth) about the centre line. The perspective is applied
            // per row as that scale (no keystone within a row): a true 3D transform makes every
            // row a perspective mesh, which the software renderer draws slowly (the settings
            // example's frame p99 went from 8.5 to 18 ms at 120 Hz).
            let eye = 1 / Self.perspective
            let shrink = eye / (eye + radius * (1 - Double.cos(angle)))
            let shift = shrink * radius * Double.sin(angle) - (middle - centre)
            label.transform = Transform3D(scaleX: shrink, y: shrink * Double.cos(angle))
                .concatenating(Transform3D(translationX: 0, y: shift))
            label.alpha = abs(middle - centre) < Self.rowHeight / 2 ? 1 : Self.offCenterOpacity
        }
    }

    /// The labels to place, with their content rows: every row's label at its row, or on a
    /// looping wheel, each row's label at its content row nearest `centre` (content y,
    /// points) and copies of it (`loopCopies`) at the others within `reach` points of it.
    private func placedLabels(around centre: Double, within reach: Double) -> [(Int, Label)] {
        guard isLooping else { return Array(rowLabels.enumerated()) }
        let nearest = min(max(Int((centre / Self.rowHeight).rounded(.down)), 0), contentRows - 1)
        var placed = rowLabels.enumerated().map { (contentRow(for: $0.offset, near: nearest), $0.element) }
        // Rows shown again: the content rows within reach not given a label above.
        let first = max(Int(((centre - reach) / Self.rowHeight).rounded(.down)), 0)
        let last = min(Int(((centre + reach) / Self.rowHeight).rounded(.up)), contentRows - 1)
        let labelled = Set(placed.map(\.0))
        var copies = 0
        if first <= last {
            for row in first...last where !labelled.contains(row) {
                if copies == loopCopies.count {
                    let copy = Label()
                    copy.textAlignment = .center
                    copy.isUserInteractionEnabled = false
                    loopCopies.append(copy)
                    addSubview(copy)
                }
                let copy = loopCopies[copies], source = rowLabels[row % numberOfRows]
                if copy.text != source.text { copy.text = source.text }
                if copy.textColor != source.textColor { copy.textColor = source.textColor }
                if copy.font != source.font { copy.font = source.font }
                placed.append((row, copy))
                copies += 1
            }
        }
        for copy in loopCopies[copies...] where !copy.isHidden { copy.isHidden = true }
        return placed
    }

    // MARK: Resting on a row

    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {
        guard numberOfRows > 0 else { return }
        let row = row(forOffset: targetContentOffset.y)
        targetContentOffset.y = offset(for: row)
        contentRow = row
        pendingReport = true
    }

    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { settle() }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { settle() }

    /// At rest: snap onto the row if a drag left it between rows, then report.
    private func settle() {
        guard numberOfRows > 0 else { return }
        let row = row(forOffset: contentOffset.y)
        if abs(contentOffset.y - offset(for: row)) > Self.restTolerance {
            setContentOffset(Point(x: 0, y: offset(for: row)), animated: true)
            return
        }
        contentRow = row
        lastTurn = row - restContentRow
        recentre()
        restContentRow = contentRow
        if pendingReport {
            pendingReport = false
            onSelect?(selectedRow)
        }
    }

    /// A looping wheel at rest moves by whole copies of its rows to the middle copy: the same
    /// rows in the same place, and the full reach for the next fling either way.
    private func recentre() {
        guard isLooping, contentRow >= 0 else { return }
        let middle = (cycles / 2) * numberOfRows + contentRow % numberOfRows
        guard middle != contentRow else { return }
        contentRow = middle
        contentOffset = Point(x: 0, y: offset(for: middle))
    }

    /// How far from a row's offset a wheel at rest counts as on it, points.
    static let restTolerance = 0.5
}
