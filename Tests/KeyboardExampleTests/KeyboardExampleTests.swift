import FlickInput
import FlickTestSupport
import FlickUI
import Foundation
import XCTest

/// The keyboard example end to end: `flick-keyboard --replay … --headless` on its recording
/// (a word with an automatic capital, an accented letter by long press, a rollover pair, a
/// held backspace) prints the text typed. The recording is made here from a gesture script
/// aimed at the keys of a `KeyboardView` laid out as the example lays it out, and compared
/// with the committed `Examples/keyboard/keyboard.evemu` (FLICK_RECORD_GOLDENS=1 rewrites it).
final class KeyboardExampleTests: XCTestCase {
    private static let recording = ExampleRecording("Examples/keyboard/keyboard.evemu")

    /// The centres of the keys, window points, in the example's 1280 × 800 window.
    static func keys() -> (point: (KeyboardKey.Kind) -> Point, width: Double) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
        let keyboard = KeyboardView()
        window.addSubview(keyboard)
        let size = keyboard.sizeThatFits(window.bounds.size)
        keyboard.frame = Rect(x: 0, y: 800 - size.height, width: size.width, height: size.height)
        window.layoutIfNeeded()
        let point = { (kind: KeyboardKey.Kind) -> Point in
            let frame = keyboard.frame(of: kind)!
            return Point(x: frame.midX, y: keyboard.frame.minY + frame.midY)
        }
        return (point, keyboard.frame(of: .character("e"))!.width)
    }

    /// "h" (capitalized by itself), "é" by a long press on e slid one cell right, "l", then
    /// "l" and "o" overlapping (o pressed before l lifts), "xyz", and backspace held 0.65 s:
    /// 1 deletion on touch down and repeats at 0.5 and 0.6 s take the three letters away.
    static func script() -> GestureScript {
        let (key, cell) = keys()
        func letter(_ text: String) -> Point { key(.character(text)) }
        var script = GestureScript(start: 0.1)
        script.tap(at: letter("h")); script.wait(0.3)
        script.down(0, at: letter("e")); script.hold(0.7)
        script.move(0, to: Point(x: letter("e").x + cell, y: letter("e").y - 10), duration: 0.2)
        script.hold(0.1); script.up(0); script.wait(0.3)
        script.tap(at: letter("l")); script.wait(0.3)
        script.down(0, at: letter("l")); script.hold(0.06)
        script.down(1, at: letter("o")); script.hold(0.06)
        script.up(0); script.hold(0.05); script.up(1); script.wait(0.3)
        for text in ["x", "y", "z"] { script.tap(at: letter(text)); script.wait(0.2) }
        script.down(0, at: key(.backspace)); script.hold(0.65); script.up(0); script.wait(0.5)
        return script
    }

    func testTheCommittedRecordingIsTheScript() throws {
        try Self.recording.assertIsSynthesized(from: Self.script(), seedName: "flick-keyboard", testFilter: "KeyboardExampleTests")
    }

    func testReplayingHeadlessTypesTheWord() throws {
        let run = try BuiltExecutable.run(
            "flick-keyboard", arguments: ["--replay", Self.recording.url.path, "--headless"],
            besides: KeyboardExampleTests.self)
        let output = run.output, errors = run.errors
        XCTAssertEqual(run.status, 0, output + errors)
        let texts = output.split(separator: "\n").filter { $0.hasPrefix("text: ") }.map { String($0.dropFirst(6)) }
        XCTAssertEqual(
            texts,
            [
                "H", "Hé", "Hél", "Héll", "Héllo", "Héllox", "Hélloxy", "Hélloxyz",
                "Hélloxy", "Héllox", "Héllo",
            ],
            "the rollover pair typed l then o; the held backspace deleted three\n" + output + errors)
        XCTAssertTrue(output.contains("typed: Héllo\n"), output)
    }
}
