import FlickInput
import FlickScene
import FlickTestSupport
import XCTest

/// Caret places with an affinity on mixed lines, over `BitmapFont` (every glyph 6 pt wide at
/// 8 pt) with `BidiTestShaper`'s levels: "ab אב cd" shows as "ab בא cd", so the boundary
/// before א stands both right of "ab " (upstream) and at the run's right end (downstream).
final class VisualCaretPlacesTests: XCTestCase {
    let engine = TextEngine(sources: [BitmapFont()], shaper: BidiTestShaper())
    let style = TextStyle(font: .system(size: 8), lineLimit: 0)

    private func places(_ text: String) -> VisualCaretPlaces {
        engine.layout(text, style: style).caretPlaces(inLine: 0).places
    }

    private func walk(_ places: VisualCaretPlaces, from boundary: Int, left: Bool) -> [String] {
        var visited: [String] = []
        var current = (boundary, SelectionAffinity.downstream)
        while let next = places.place(visuallyBeside: current.0, affinity: current.1, left: left), visited.count < 20 {
            visited.append("\(next.boundary)\(next.affinity == .upstream ? "u" : "")@\(Int(next.x))")
            current = (next.boundary, next.affinity)
        }
        return visited
    }

    func testARunBoundaryHasTwoPlacesAndAPlaceMayHoldTwoBoundaries() {
        let places = places("ab אב cd")
        // Before א: right of the space (upstream) and at the run's right end (downstream).
        XCTAssertEqual(places.x(ofBoundary: 3, affinity: .upstream), 18)
        XCTAssertEqual(places.x(ofBoundary: 3, affinity: .downstream), 30)
        // After ב: at the run's left end (upstream) and left of the second space.
        XCTAssertEqual(places.x(ofBoundary: 5, affinity: .upstream), 18)
        XCTAssertEqual(places.x(ofBoundary: 5, affinity: .downstream), 30)
        // Inside a run, and at the ends: one place.
        XCTAssertEqual(places.x(ofBoundary: 4, affinity: .upstream), places.x(ofBoundary: 4, affinity: .downstream))
        XCTAssertEqual(places.x(ofBoundary: 0, affinity: .upstream), 0)
        XCTAssertEqual(places.x(ofBoundary: 8, affinity: .upstream), 48)
        XCTAssertEqual(places.places.filter { $0.affinity == .upstream }.map(\.boundary), [3, 5])
    }

    func testArrowsVisitEveryPlaceOnScreenInOrder() {
        let places = places("ab אב cd")
        // Rightwards: across the space to its trailing edge (after it, upstream), across ב,
        // across א to the run's right end (before א, downstream), then on.
        XCTAssertEqual(
            walk(places, from: 0, left: false), ["1@6", "2@12", "3u@18", "4@24", "3@30", "6@36", "7@42", "8@48"])
        // Leftwards: across the second space to its leading edge (before it), across א, across
        // ב to the run's left end (after ב, upstream).
        XCTAssertEqual(
            walk(places, from: 8, left: true), ["7@42", "6@36", "5@30", "4@24", "5u@18", "2@12", "1@6", "0@0"])
    }

    func testAPressMayChangeOnlyTheAffinity() {
        // "abא": after b, upstream right of b (the left edge of א), downstream at א's right.
        let places = places("abא")
        let right = places.place(visuallyBeside: 2, affinity: .upstream, left: false)
        XCTAssertEqual(right?.boundary, 2)
        XCTAssertEqual(right?.affinity, .downstream)
        XCTAssertEqual(right?.x, 18)
        // Back left across א: its trailing edge, after it (the text's end).
        let left = places.place(visuallyBeside: 2, affinity: .downstream, left: true)
        XCTAssertEqual(left?.boundary, 3)
        XCTAssertEqual(left?.x, 12)
        // Extending a selection skips the press that would not change the offset.
        XCTAssertEqual(
            places.place(visuallyBeside: 2, affinity: .upstream, left: false, changingBoundary: true)?.boundary, nil)
    }

    func testATapTakesThePlaceOfTheCharacterTapped() {
        let places = places("ab אב cd")
        // Just right of 18 over ב's trailing half: after ב (upstream); just left, over the
        // space: after the space (upstream).
        XCTAssertEqual(places.place(nearestTo: 19).boundary, 5)
        XCTAssertEqual(places.place(nearestTo: 19).affinity, .upstream)
        XCTAssertEqual(places.place(nearestTo: 17).boundary, 3)
        XCTAssertEqual(places.place(nearestTo: 17).affinity, .upstream)
        // Around 30: over א, before it; over the second space, before it.
        XCTAssertEqual(places.place(nearestTo: 29).boundary, 3)
        XCTAssertEqual(places.place(nearestTo: 29).affinity, .downstream)
        XCTAssertEqual(places.place(nearestTo: 31).boundary, 5)
        XCTAssertEqual(places.place(nearestTo: 31).affinity, .downstream)
        XCTAssertEqual(places.place(nearestTo: -5).boundary, 0)
        XCTAssertEqual(places.place(nearestTo: 500).boundary, 8)
    }

    func testTheLayoutGivesPlacesInUTF16Offsets() {
        let layout = engine.layout("ab אב cd", style: style)
        XCTAssertEqual(layout.caretX(atOffset: 3, affinity: .upstream, inLine: 0), 18)
        XCTAssertEqual(layout.caretX(atOffset: 3, affinity: .downstream, inLine: 0), 30)
        XCTAssertEqual(layout.place(nearestTo: 19, inLine: 0), CaretPlace(offset: 5, affinity: .upstream))
        XCTAssertEqual(
            layout.place(visuallyBeside: 2, affinity: .downstream, left: false, inLine: 0),
            CaretPlace(offset: 3, affinity: .upstream))
        // A left-to-right line: one place per offset, moving through the text is the same.
        let plain = engine.layout("abc", style: style)
        XCTAssertFalse(plain.hasRightToLeftRuns(inLine: 0))
        XCTAssertNil(plain.place(visuallyBeside: 1, affinity: .downstream, left: true, inLine: 0))
        XCTAssertEqual(plain.place(nearestTo: 7, inLine: 0), CaretPlace(offset: 1))
        XCTAssertEqual(plain.caretX(atOffset: 2, affinity: .upstream, inLine: 0), 12)
    }
}
