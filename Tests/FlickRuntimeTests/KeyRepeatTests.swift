import FlickRuntime
import XCTest

/// Every transition of the key repeat (FlickRuntime.docc/HardwareKeyboards.md), on time values.
final class KeyRepeatTests: XCTestCase {
    let a: UInt16 = 30, b: UInt16 = 48, shift: UInt16 = 42

    func testIdleToDelayingOnARepeatingKeyOnly() {
        var keyRepeat = KeyRepeat()
        keyRepeat.press(shift, repeats: false, at: 1)
        XCTAssertEqual(keyRepeat.state, .idle)
        XCTAssertNil(keyRepeat.nextTime)
        keyRepeat.press(a, repeats: true, at: 1)
        XCTAssertEqual(keyRepeat.state, .delaying)
        XCTAssertEqual(keyRepeat.code, a)
        XCTAssertEqual(keyRepeat.nextTime!, 1 + KeyRepeat.delay, accuracy: 1e-12)
    }

    func testDelayingStaysUntilTheDelayThenRepeatsAtTheRate() {
        var keyRepeat = KeyRepeat()
        keyRepeat.press(a, repeats: true, at: 0)
        XCTAssertEqual(keyRepeat.repeats(upTo: 0.659), [])
        XCTAssertEqual(keyRepeat.state, .delaying)
        let first = keyRepeat.repeats(upTo: 0.660)
        XCTAssertEqual(first.count, 1)
        XCTAssertEqual(keyRepeat.state, .repeating)
        // Held 2 s, asked every 60 Hz frame: 1 + floor((2 - 0.66) / 0.04) = 34 repeats in
        // all (25 Hz after 660 ms).
        var rest: [Double] = []
        for frame in 40...120 { rest += keyRepeat.repeats(upTo: Double(frame) / 60) }
        XCTAssertEqual(first.count + rest.count, 34)
        XCTAssertEqual(rest.first!, 0.700, accuracy: 1e-9)
        XCTAssertEqual(keyRepeat.state, .repeating)
    }

    func testReleasingTheKeyEndsTheRepeatAndAnotherKeysReleaseDoesNot() {
        var keyRepeat = KeyRepeat()
        keyRepeat.press(a, repeats: true, at: 0)
        keyRepeat.release(b)
        XCTAssertEqual(keyRepeat.state, .delaying, "another key's release leaves it")
        keyRepeat.release(a)
        XCTAssertEqual(keyRepeat.state, .idle, "delaying → idle")
        keyRepeat.press(a, repeats: true, at: 0)
        _ = keyRepeat.repeats(upTo: 1)
        keyRepeat.release(a)
        XCTAssertEqual(keyRepeat.state, .idle, "repeating → idle")
        XCTAssertEqual(keyRepeat.repeats(upTo: 5), [])
    }

    func testANewKeyTakesOverTheRepeatAndAModifierDoesNot() {
        var keyRepeat = KeyRepeat()
        keyRepeat.press(a, repeats: true, at: 0)
        _ = keyRepeat.repeats(upTo: 1)
        keyRepeat.press(shift, repeats: false, at: 1.01)
        XCTAssertEqual(keyRepeat.state, .repeating)
        XCTAssertEqual(keyRepeat.code, a)
        keyRepeat.press(b, repeats: true, at: 1.02)
        XCTAssertEqual(keyRepeat.state, .delaying, "repeating → delaying on a new key")
        XCTAssertEqual(keyRepeat.code, b)
        XCTAssertEqual(keyRepeat.repeats(upTo: 1.5), [], "the new key waits the whole delay")
        keyRepeat.release(a)
        XCTAssertEqual(keyRepeat.code, b, "the first key's release does not stop the second's")
    }

    func testCancelEndsItFromEveryState() {
        for held in [0.1, 1.0] {
            var keyRepeat = KeyRepeat()
            keyRepeat.press(a, repeats: true, at: 0)
            _ = keyRepeat.repeats(upTo: held)
            keyRepeat.cancel()
            XCTAssertEqual(keyRepeat.state, .idle)
            XCTAssertNil(keyRepeat.code)
            XCTAssertEqual(keyRepeat.repeats(upTo: 10), [])
        }
        var idle = KeyRepeat()
        idle.cancel()
        XCTAssertEqual(idle.state, .idle)
    }

    func testAStallTypesAtMostOneSecondsWorth() {
        var keyRepeat = KeyRepeat()
        keyRepeat.press(a, repeats: true, at: 0)
        let burst = keyRepeat.repeats(upTo: 60)
        XCTAssertEqual(burst.count, KeyRepeat.maximumBurst)
        XCTAssertEqual(keyRepeat.nextTime!, 60 + KeyRepeat.interval, accuracy: 1e-9)
        XCTAssertEqual(keyRepeat.repeats(upTo: 60.03), [])
        XCTAssertEqual(keyRepeat.repeats(upTo: 60.04).count, 1)
    }
}
