import FlickAnimation
import FlickInput
import FlickScene
import FlickScroll
import Foundation

/// Days: an endless list of dates in a vertical `ScrollModel`. The content is a finite
/// strip (`contentHeight`) whose rows are laid out from an anchor day; when the list comes
/// to rest far from the strip's middle it is re-centred (anchor and offset moved together,
/// nothing moves on screen), so it scrolls forever both ways. Rows vary in height (month
/// and week headers). Each row has a star button, reached through the scroll view's
/// delayed content touches: a tap presses it, a drag scrolls instead (the button's touch
/// is cancelled). Swiping a row left slides in a delete button; a tap elsewhere hides it,
/// a tap on it deletes the row (it collapses).
final class DaysScene: DemoScene {
    /// Height of the content strip, points (ours: far more than any fling travels).
    static let contentHeight = 400_000.0
    /// Re-centre when at rest more than this many screen heights from the strip's middle
    /// (ours: one, so every long fling ends re-centred, like UIKit's StreetScroller sample
    /// re-centring in `layoutSubviews`).
    static let recentreScreens = 1.0
    /// Row heights, points: a plain day, a Monday (with a week header), the 1st of a
    /// month (with a month header). Ours.
    static let dayHeight = 60.0, weekStartHeight = 92.0, monthStartHeight = 132.0
    /// Star button size, points, and its inset from the right edge (ours: a 44 pt target
    /// or larger, Apple HIG).
    static let buttonSize = Size(width: 96, height: 44), buttonInset = 16.0
    /// Width of the revealed delete button, points (ours, close to UITableView's swipe action).
    static let deleteWidth = 120.0
    /// Collapse time of a deleted row, seconds (ours).
    static let collapseDuration = 0.3
    /// Horizontal travel that reveals the delete button, points, dominating vertical
    /// travel by `swipeDominance` (ours; `DirectionalLock` uses 2 as well).
    static let revealDistance = 60.0, swipeDominance = 2.0

    let name = "Days"
    let report = SceneReport()
    let viewport: Rect
    /// The day shown first (days since 1970-01-01, UTC).
    let firstDay: Int
    private(set) var scroll: ScrollModel
    private var anchorDay: Int
    private var anchorY: Double
    private(set) var starred: Set<Int> = []
    private(set) var deleted: [Int: Double] = [:]
    private var pressed: Int?
    private(set) var reveal = DeleteReveal()
    private var session: Session?
    private var labelsByDay: [Int: (title: String, header: String?)] = [:]
    /// Counters the tests check.
    private(set) var buttonTaps = 0, buttonTouchesCancelledByDrag = 0, recentres = 0, reveals = 0, revealCancels = 0
    private var lastState: ScrollModel.State = .idle

    private struct Session {
        var start: Point
        var day: Int?
        var consumed: Bool
        var onDelete: Bool
        var revealed = false
    }

    /// A list starting at `firstDay` (days since 1970-01-01) at the top of `viewport`.
    init(viewport: Rect, firstDay: Int) {
        self.viewport = viewport
        self.firstDay = firstDay
        anchorDay = firstDay
        anchorY = Self.contentHeight / 2
        var scroll = ScrollModel(size: viewport.size, contentSize: Size(width: viewport.width, height: Self.contentHeight))
        scroll.isDirectionalLockEnabled = true
        scroll.showsHorizontalScrollIndicator = false
        scroll.contentOffset = Point(x: 0, y: Self.contentHeight / 2)
        self.scroll = scroll
        self.scroll.contentHitTest = { [unowned self] location in self.contentView(at: location) }
        // Buttons are controls, which UIKit never lets a drag cancel by default; the demo
        // wants "a drag scrolls instead", so every content touch may be cancelled.
        self.scroll.touchesShouldCancel = { _ in true }
    }

    // MARK: Layout

    /// The full height of `day`'s row, before collapsing, points.
    func fullHeight(_ day: Int) -> Double {
        let parts = Self.components(day)
        if parts.day == 1 { return Self.monthStartHeight }
        return parts.weekday == 2 ? Self.weekStartHeight : Self.dayHeight
    }

    /// The height of `day`'s row at `time` (collapsing or gone when deleted), points.
    func height(_ day: Int, at time: Double) -> Double {
        guard let deletedAt = deleted[day] else { return fullHeight(day) }
        let f = min(max((time - deletedAt) / Self.collapseDuration, 0), 1)
        return fullHeight(day) * (1 - TimingFunction.easeInEaseOut(f))
    }

    /// The rows intersecting content rows `top…bottom` (content points): day, top y, height.
    func rows(from top: Double, to bottom: Double, at time: Double) -> [(day: Int, y: Double, height: Double)] {
        var day = anchorDay, y = anchorY
        while y > top {
            day -= 1
            y -= height(day, at: time)
        }
        while y + height(day, at: time) <= top {
            y += height(day, at: time)
            day += 1
        }
        var result: [(Int, Double, Double)] = []
        while y < bottom {
            let h = height(day, at: time)
            if h > 0.5 { result.append((day, y, h)) }
            y += h
            day += 1
        }
        return result
    }

    /// The row under `location` (scroll view coordinates).
    func row(at location: Point, time: Double) -> (day: Int, y: Double, height: Double)? {
        let y = scroll.contentOffset.y + location.y
        return rows(from: y, to: y + 0.001, at: time).first
    }

    /// The star button's frame in a row of `height` at `y` (content y), scroll view x.
    func buttonFrame(rowY: Double, height: Double) -> Rect {
        Rect(x: viewport.width - Self.buttonInset - Self.buttonSize.width, y: rowY + height - Self.dayHeight / 2
             - Self.buttonSize.height / 2, width: Self.buttonSize.width, height: Self.buttonSize.height)
    }

    /// The scroll offset and time at the frame being handled: the hit test runs inside
    /// the scroll view's own mutation, so it must not read `scroll` itself.
    private var hitOffsetY = 0.0, hitTime = 0.0

    private func contentView(at location: Point) -> ContentView? {
        let y = hitOffsetY + location.y
        guard let row = rows(from: y, to: y + 0.001, at: hitTime).first else { return nil }
        let frame = buttonFrame(rowY: row.y, height: row.height)
        let contentPoint = Point(x: location.x, y: y)
        return frame.insetBy(dx: -4, dy: -4).contains(contentPoint) ? ContentView(name: "\(row.day)", isControl: true) : nil
    }

    // MARK: Input

    func handle(_ frame: TouchFrame) {
        var local = frame
        for index in local.touches.indices { local.touches[index].location -= viewport.origin }
        let time = frame.time
        if let first = local.touches.first(where: { $0.phase == .began }), session == nil {
            session = beginSession(at: first.location, time: time)
        }
        if var current = session {
            if !current.consumed {
                hitOffsetY = scroll.contentOffset.y
                hitTime = time
                scroll.handle(local)
            }
            if let touch = local.touches.first, !current.consumed, !current.revealed {
                let delta = touch.location - current.start
                if abs(delta.x) >= Self.revealDistance && abs(delta.x) >= Self.swipeDominance * abs(delta.y),
                   let day = current.day {
                    current.revealed = true
                    if delta.x < 0 {
                        reveal.swipeLeft(on: day, at: time)
                        reveals += 1
                        report.note("swipe left on \(title(day)): delete button slides in", at: time)
                    } else if reveal.day == day, reveal.isOpen {
                        reveal.close(at: time)
                        report.note("swipe right: delete button slides out", at: time)
                    }
                }
            }
            if local.activeTouches.isEmpty {
                if current.consumed, current.onDelete, let day = reveal.confirm() {
                    deleted[day] = time
                    report.note("deleted \(title(day)): the row collapses", at: time)
                }
                current = Session(start: .zero, day: nil, consumed: false, onDelete: false)
                session = nil
            } else {
                session = current
            }
        }
        for event in scroll.takeContentTouchEvents() {
            switch event {
            case .began(let view, _, let t):
                pressed = Int(view.name)
                report.note("star button of \(title(Int(view.name) ?? 0)) pressed (after the content-touch delay)", at: t)
            case .moved: break
            case .ended(let view, _, let t):
                if let day = Int(view.name) {
                    if starred.contains(day) { starred.remove(day) } else { starred.insert(day) }
                    buttonTaps += 1
                    report.note("tap: \(title(day)) \(starred.contains(day) ? "starred" : "unstarred")", at: t)
                }
                pressed = nil
            case .cancelled(let view, let t):
                buttonTouchesCancelledByDrag += 1
                report.note("drag from the star of \(title(Int(view.name) ?? 0)): button touch cancelled, list scrolls",
                            at: t)
                pressed = nil
            }
        }
        observe(at: time)
    }

    private func beginSession(at location: Point, time: Double) -> Session {
        let row = row(at: location, time: time)
        if reveal.isOpen, let day = reveal.day {
            if let row, row.day == day, location.x >= viewport.width - Self.deleteWidth * reveal.progress(at: time) {
                return Session(start: location, day: row.day, consumed: true, onDelete: true)
            }
            reveal.close(at: time)
            revealCancels += 1
            report.note("tap elsewhere: delete on \(title(day)) cancelled", at: time)
            return Session(start: location, day: row?.day, consumed: true, onDelete: false)
        }
        return Session(start: location, day: row?.day, consumed: false, onDelete: false)
    }

    /// How far the delete button has slid in, 0…1.
    func revealProgress(at time: Double) -> Double { reveal.progress(at: time) }

    func advance(to time: Double) {
        scroll.advance(to: time)
        reveal.advance(to: time)
        observe(at: time)
    }

    private func observe(at time: Double) {
        if scroll.state != lastState {
            switch scroll.state {
            case .dragging: report.note("list drag", at: time)
            case .decelerating: report.note("list fling", at: time)
            case .idle:
                recentreIfNeeded(at: time)
                if let top = rows(from: scroll.contentOffset.y, to: scroll.contentOffset.y + 1, at: time).first {
                    report.note("at rest with \(title(top.day)) at the top", at: time)
                }
            case .tracking, .bouncing, .paging, .zooming, .animating: break
            }
            lastState = scroll.state
        }
    }

    /// Moves the anchor and the offset together so the strip's middle is on screen.
    private func recentreIfNeeded(at time: Double) {
        let middle = Self.contentHeight / 2
        guard abs(scroll.contentOffset.y - middle) > Self.recentreScreens * viewport.height,
              let top = rows(from: scroll.contentOffset.y, to: scroll.contentOffset.y + 1, at: time).first else { return }
        let inside = scroll.contentOffset.y - top.y
        anchorDay = top.day
        anchorY = middle
        scroll.contentOffset = Point(x: 0, y: middle + inside)
        recentres += 1
        report.note("re-centred: \(title(top.day)) moved to the strip's middle", at: time)
    }

    func isSettled(at time: Double) -> Bool {
        scroll.state == .idle && (reveal.state == .hidden || reveal.isOpen)
            && deleted.values.allSatisfy { time >= $0 + Self.collapseDuration }
    }

    // MARK: Drawing

    func draw(into list: inout DisplayList, at time: Double, labels: LabelCache) {
        list.append(.pushClip(viewport))
        let offset = scroll.contentOffset.y
        for row in rows(from: offset, to: offset + viewport.height, at: time) {
            drawRow(row, y: viewport.minY + row.y - offset, time: time, into: &list, labels: labels)
        }
        if let indicator = scroll.scrollIndicator(.vertical), indicator.alpha > 0 {
            list.fill(indicator.frame.offsetBy(viewport.origin), color: Color(white: 0, alpha: 0.45 * indicator.alpha),
                      cornerRadius: ScrollIndicator.thickness / 2)
        }
        list.append(.popClip)
    }

    private func drawRow(_ row: (day: Int, y: Double, height: Double), y: Double, time: Double,
                         into list: inout DisplayList, labels: LabelCache) {
        let width = viewport.width
        let full = fullHeight(row.day)
        let collapse = row.height / full
        let info = labelsFor(row.day)
        list.append(.pushClip(Rect(x: viewport.minX, y: y, width: width, height: row.height)))
        // Headers sit above the day's own 60 pt line.
        let lineTop = y + row.height - Self.dayHeight * collapse
        if let header = info.header {
            let isMonth = full == Self.monthStartHeight
            list.fill(Rect(x: viewport.minX, y: y, width: width, height: row.height - Self.dayHeight * collapse),
                      color: isMonth ? Color(red: 0.2, green: 0.35, blue: 0.6) : Color(white: 0.85))
            labels.draw(header, at: Point(x: viewport.minX + 24, y: y + (isMonth ? 22 : 8)), size: isMonth ? 36 : 18,
                        color: isMonth ? .white : Color(white: 0.3), into: &list)
        }
        let slide = Self.deleteWidth * (reveal.day == row.day ? reveal.progress(at: time) : 0)
        if slide > 0 {
            let deleteRect = Rect(x: viewport.maxX - slide, y: lineTop, width: Self.deleteWidth, height: Self.dayHeight)
            list.fill(deleteRect, color: Color(red: 0.9, green: 0.2, blue: 0.2))
            labels.draw("Delete", centeredAt: deleteRect.center, size: 18, color: .white, into: &list)
        }
        let weekend = Self.components(row.day).weekday == 1 || Self.components(row.day).weekday == 7
        list.fill(Rect(x: viewport.minX - slide, y: lineTop, width: width, height: Self.dayHeight - 1),
                  color: row.day == firstDay ? Color(red: 1, green: 0.97, blue: 0.85)
                      : weekend ? Color(red: 0.94, green: 0.96, blue: 1) : .white)
        labels.draw(info.title, at: Point(x: viewport.minX + 24 - slide, y: lineTop + 20), size: 20,
                    color: Color(white: 0.12), into: &list)
        let button = buttonFrame(rowY: row.y, height: row.height).offsetBy(Point(x: viewport.minX - slide,
                                                                                  y: y - row.y))
        let isStarred = starred.contains(row.day)
        list.fill(button, color: pressed == row.day ? Color(red: 0.75, green: 0.6, blue: 0.1)
                    : isStarred ? Color(red: 1, green: 0.8, blue: 0.2) : Color(white: 0.9), cornerRadius: 10)
        labels.draw(isStarred ? "Starred" : "Star", centeredAt: button.center, size: 16, color: Color(white: 0.15),
                    into: &list)
        list.append(.popClip)
    }

    private func labelsFor(_ day: Int) -> (title: String, header: String?) {
        if let cached = labelsByDay[day] { return cached }
        let parts = Self.components(day)
        let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                      "October", "November", "December"]
        let title = "\(weekdays[parts.weekday - 1]) \(parts.day) \(months[parts.month - 1]) \(parts.year)"
        let header: String? = parts.day == 1 ? "\(months[parts.month - 1]) \(parts.year)"
            : parts.weekday == 2 ? "Week of \(parts.day) \(months[parts.month - 1])" : nil
        if labelsByDay.count > 2_000 { labelsByDay.removeAll(keepingCapacity: true) }
        labelsByDay[day] = (title, header)
        return (title, header)
    }

    /// The row title of `day`.
    func title(_ day: Int) -> String { labelsFor(day).title }

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
