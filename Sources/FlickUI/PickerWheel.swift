import FlickAnimation
import FlickGestures
import FlickInput
import FlickScene
import FlickScroll
import Foundation

/// One wheel of a `PickerView`: a vertical scroll view of 32 pt rows whose flings and drags
/// come to rest exactly on a row (the release's target offset is rounded to the nearest row,
/// as Flutter's `FixedExtentScrollPhysics`, so it never overshoots and rolls back), drawn on
/// a cylinder (diameter 1.07 × the height, perspective 0.003 applied to each row as a
/// scale, rows off the centre at 0.447 opacity: Flutter's measured iOS figures). A tap on a row turns the wheel to it (0.3 s).
/// The row it rests on is reported once it stops.
public final class PickerWheel: ScrollView, ScrollViewDelegate {
    /// A row's height, points (measured iOS picker rows).
    public static let rowHeight = 32.0
    /// The cylinder's diameter over the wheel's height (Flutter's measured 1.07).
    public static let diameterRatio = 1.07
    /// The perspective's strength, 1 / eye distance (Flutter's measured 0.003).
    public static let perspective = 0.003
    /// Rows off the centre line show at this opacity (Flutter's measured 0.447).
    public static let offCenterOpacity = 0.447

    /// The rows' labels, top to bottom.
    public private(set) var rowLabels: [Label] = []
    /// The row it rests on (or is turning to), −1 with no rows.
    public private(set) var selectedRow: Int
    /// Called with the row it came to rest on after the user moved it.
    var onSelect: ((Int) -> Void)?

    /// The number of rows.
    public var numberOfRows: Int { rowLabels.count }

    /// Creates a wheel of `titles`, resting on the first.
    init(titles: [String]) {
        selectedRow = titles.isEmpty ? -1 : 0
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
            select(row(at: point.y), animated: true, notifies: true)
        }
        addGestureRecognizer(tap)
    }

    /// Creates an empty wheel.
    public override convenience init(frame: Rect) { self.init(titles: []) }

    /// The inset that lets the first and last rows reach the centre line, points.
    private var centreInset: Double { max((bounds.height - Self.rowHeight) / 2, 0) }

    /// The content offset that centres `row`, points.
    public func offset(for row: Int) -> Double { Double(row) * Self.rowHeight - centreInset }

    /// The row nearest the content y `y` (clamped to the rows).
    func row(at y: Double) -> Int { clampedRow(Int((y / Self.rowHeight).rounded(.down))) }

    /// The row centred at content offset `offset` (rounded, clamped).
    public func row(forOffset offset: Double) -> Int {
        clampedRow(Int(((offset + centreInset) / Self.rowHeight).rounded()))
    }

    private func clampedRow(_ row: Int) -> Int { min(max(row, 0), max(numberOfRows - 1, 0)) }

    /// Turns to `row`; reports it when `notifies` (a user's tap), once it is there.
    func select(_ row: Int, animated: Bool, notifies: Bool) {
        guard numberOfRows > 0 else { return }
        let target = clampedRow(row)
        selectedRow = target
        pendingReport = notifies
        setContentOffset(Point(x: 0, y: offset(for: target)), animated: animated)
        if !animated { settle() }
    }

    private var pendingReport = false

    // MARK: Layout: rows on the cylinder

    public override func layoutSubviews() {
        super.layoutSubviews()
        let inset = centreInset
        if contentInset.top != inset || contentSize.height != Double(numberOfRows) * Self.rowHeight {
            contentInset = EdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
            contentSize = Size(width: bounds.width, height: Double(numberOfRows) * Self.rowHeight)
            if selectedRow >= 0 { contentOffset = Point(x: 0, y: offset(for: selectedRow)) }
        }
        let radius = Self.diameterRatio * bounds.height / 2
        let centre = contentOffset.y + bounds.height / 2
        for (index, label) in rowLabels.enumerated() {
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
            let shrink = eye / (eye + radius * (1 - cos(angle)))
            let shift = shrink * radius * sin(angle) - (middle - centre)
            label.transform = Transform3D(scaleX: shrink, y: shrink * cos(angle))
                .concatenating(Transform3D(translationX: 0, y: shift))
            label.alpha = abs(middle - centre) < Self.rowHeight / 2 ? 1 : Self.offCenterOpacity
        }
    }

    // MARK: Resting on a row

    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {
        guard numberOfRows > 0 else { return }
        let row = row(forOffset: targetContentOffset.y)
        targetContentOffset.y = offset(for: row)
        selectedRow = row
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
        selectedRow = row
        if pendingReport {
            pendingReport = false
            onSelect?(row)
        }
    }

    /// How far from a row's offset a wheel at rest counts as on it, points.
    static let restTolerance = 0.5
}
