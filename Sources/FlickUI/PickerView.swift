import FlickAnimation
import FlickInput
import FlickScene

/// Spinning wheels of rows to pick from (`UIPickerView`): one `PickerWheel` per component,
/// side by side, each a scroll view whose flings come to rest exactly on a row, drawn on a
/// 3D cylinder. Rows are 32 pt; the default size is 320 × 216 (UIKit's, est.). A wheel the
/// data source says loops (`pickerView(_:loopsComponent:)`) repeats its rows endlessly.
open class PickerView: View {
    /// UIKit's picker size, points (est.: about 6.75 rows of 32).
    public static let defaultSize = Size(width: 320, height: 216)

    /// The rows' source; set it, then `reloadAllComponents()` (done at once when set).
    public weak var dataSource: (any PickerViewDataSource)? { didSet { reloadAllComponents() } }
    /// The titles and the selection reports.
    public weak var delegate: (any PickerViewDelegate)? { didSet { reloadAllComponents() } }
    /// The wheels, left to right.
    public private(set) var wheels: [PickerWheel] = []

    /// Creates an empty picker (UIKit's size when `frame` has none).
    public override init(frame: Rect = .zero) {
        super.init(
            frame: frame.size == Size(width: 0, height: 0) ? Rect(origin: frame.origin, size: Self.defaultSize) : frame)
        clipsToBounds = true
    }

    /// The number of wheels.
    public var numberOfComponents: Int { wheels.count }

    /// The number of rows of wheel `component` (0 when there is no such wheel).
    public func numberOfRows(inComponent component: Int) -> Int {
        wheels.indices.contains(component) ? wheels[component].numberOfRows : 0
    }

    /// The row wheel `component` rests on (on a looping wheel, the real row, whichever copy
    /// of it shows), or −1 when it has no rows (or no such wheel).
    public func selectedRow(inComponent component: Int) -> Int {
        wheels.indices.contains(component) ? wheels[component].selectedRow : -1
    }

    /// Turns wheel `component` to `row` (clamped; a looping wheel the shorter way round), in
    /// 0.3 s (ease in-out) when `animated`.
    /// Sends no `didSelectRow`. A missing wheel is ignored with a logged warning.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard wheels.indices.contains(component) else {
            log.warning("picker \(debugName): no component \(component) to select row \(row) in; ignored")
            return
        }
        wheels[component].select(row, animated: animated, notifies: false)
    }

    /// Asks the data source and the delegate again: wheels, rows and titles. A wheel with no
    /// rows shows nothing and reports row −1 (logged: a picker needs rows).
    public func reloadAllComponents() {
        for wheel in wheels { wheel.removeFromSuperview() }
        wheels = []
        guard let dataSource else { return }
        let count = max(dataSource.numberOfComponents(in: self), 0)
        for component in 0..<count {
            let rows = max(dataSource.pickerView(self, numberOfRowsInComponent: component), 0)
            let loops = dataSource.pickerView(self, loopsComponent: component)
            if rows == 0 {
                let loopNote = loops ? "; it cannot loop, and shows nothing" : ""
                log.warning("picker \(debugName): component \(component) has no rows\(loopNote)")
            }
            let titles = (0..<rows).map {
                delegate?.pickerView(self, titleForRow: $0, forComponent: component) ?? "\($0)"
            }
            let wheel = PickerWheel(titles: titles, looping: loops)
            wheel.name = "\(debugName) wheel \(component)"
            wheel.onSelect = { [unowned self] row in
                delegate?.pickerView(self, didSelectRow: row, inComponent: component)
            }
            wheels.append(wheel)
            addSubview(wheel)
        }
        setNeedsLayout()
    }

    /// The wheels side by side: those the delegate gives a width take it (a negative or
    /// non-finite one counts as none), the others share what is left equally.
    open override func layoutSubviews() {
        guard !wheels.isEmpty else { return }
        let asked = wheels.indices.map { component -> Double? in
            guard let width = delegate?.pickerView(self, widthForComponent: component), width.isFinite, width >= 0
            else { return nil }
            return width
        }
        let shared = asked.filter { $0 == nil }.count
        let left = max(bounds.width - asked.compactMap { $0 }.reduce(0, +), 0)
        var x = bounds.minX
        for (index, wheel) in wheels.enumerated() {
            let width = asked[index] ?? left / Double(max(shared, 1))
            wheel.frame = Rect(x: x, y: bounds.minY, width: width, height: bounds.height)
            x += width
        }
    }

    /// UIKit's size.
    open override var intrinsicContentSize: Size { Self.defaultSize }
}
