import Flick
import Foundation

/// One of the map's landmarks: one in every `cell`-point square of the map, placed, named and
/// coloured by the square's hash (`MapScene.hash`), so the same square always has the same
/// landmark. Two landmarks are equal when they are in the same square.
struct Landmark: Hashable {
    /// Side of the square holding one landmark, map points (ours).
    static let cell = 500.0
    /// Radius of a landmark's disc, map points (ours).
    static let radius = 40.0
    /// A landmark's centre lies at least `margin` map points inside its square, within a
    /// range of `spread` points (ours: the disc never reaches the square's edge).
    static let margin = 80.0, spread = 340

    /// The square's column and row (0-based, from the map's top-left).
    let column: Int, row: Int
    /// The centre, map points.
    let center: Point
    /// The square's hash: the landmark's place, name and colour.
    private let key: Int

    /// The landmark of the square at `column`, `row`.
    init(column: Int, row: Int) {
        self.column = column
        self.row = row
        key = MapScene.hash(column, row)
        center = Point(x: Double(column) * Self.cell + Self.margin + Double(key % Self.spread),
                       y: Double(row) * Self.cell + Self.margin + Double((key / Self.spread) % Self.spread))
    }

    /// The name, e.g. "Fox Park".
    var name: String { Self.name(key) }

    /// The disc's colour.
    var color: Color {
        let hue = Double(key % 360) / 360 * 2 * Double.pi
        return Color(red: 0.5 + 0.4 * sin(hue), green: 0.5 + 0.4 * sin(hue + 2.1), blue: 0.5 + 0.4 * sin(hue + 4.2))
    }

    /// The disc's rectangle, map points.
    var discFrame: Rect {
        Rect(x: center.x - Self.radius, y: center.y - Self.radius, width: 2 * Self.radius, height: 2 * Self.radius)
    }

    /// The landmarks whose centres lie in `rect` (map points) on a map of `side` points,
    /// row by row.
    static func centered(in rect: Rect, side: Double) -> [Landmark] {
        let last = Double((side / cell).rounded(.up) - 1)
        let first = (x: max(0, (rect.minX / cell).rounded(.down)), y: max(0, (rect.minY / cell).rounded(.down)))
        let end = (x: min(last, (rect.maxX / cell).rounded(.down)), y: min(last, (rect.maxY / cell).rounded(.down)))
        guard first.x <= end.x, first.y <= end.y else { return [] }
        return (Int(first.y)...Int(end.y)).flatMap { row in
            (Int(first.x)...Int(end.x)).map { Landmark(column: $0, row: row) }
        }.filter { rect.contains($0.center) }
    }

    /// A name from a square's hash.
    static func name(_ k: Int) -> String {
        let first = ["North", "Old", "Blue", "Stone", "Cedar", "Harbour", "King's", "Mill", "Elm", "Fox"]
        let second = ["Gate", "Tower", "Park", "Bridge", "Market", "Hill", "Square", "Lake", "Fort", "Well"]
        return first[k % first.count] + " " + second[(k / 10) % second.count]
    }

    static func == (lhs: Landmark, rhs: Landmark) -> Bool { lhs.column == rhs.column && lhs.row == rhs.row }

    func hash(into hasher: inout Hasher) {
        hasher.combine(column)
        hasher.combine(row)
    }
}
