import FlickGestures
import FlickInput
import FlickTestSupport
@testable import FlickUI
import XCTest

/// `KeyboardView` through a real window on virtual time: taps typed on lift, rollover,
/// nearest keys, slides, shift and caps lock, automatic capitals, long-press alternates, the
/// backspace repeat, pages, the return and hide keys, the number pad.
final class KeyboardViewTests: XCTestCase {
    /// Taps each key of `keys` in turn: down, 50 ms held, up, 100 ms apart.
    private func tap(_ points: [Point], on trace: inout TraceBuilder) {
        for point in points {
            trace.down(0, at: point)
            trace.hold(0.05)
            trace.up(0)
            trace.wait(0.1)
        }
    }

    func testTypingAWordGivesTheSameTextAt60120And240Hz() {
        var texts: [String] = []
        for rate in [60.0, 120, 240] {
            let harness = KeyboardHarness(input: KeyboardTestInput(autocapitalization: .sentences))
            var trace = TraceBuilder(rate: rate)
            tap("hello".map(harness.point) + [harness.point(.space)] + "world".map(harness.point), on: &trace)
            harness.window.play(trace.frames, settle: 0.2)
            texts.append(harness.input.text)
            XCTAssertTrue(harness.keyboard.popups.isEmpty, "no preview left after the last lift at \(rate) Hz")
        }
        XCTAssertEqual(texts, Array(repeating: "Hello world", count: 3), "capital H: the empty text starts a sentence")
    }

    func testRolloverTypesBothKeysInTheOrderPressed() {
        for firstLiftsFirst in [true, false] {
            let harness = KeyboardHarness()
            var trace = TraceBuilder(rate: 120)
            trace.down(0, at: harness.point("a"))
            trace.hold(0.04)
            trace.down(1, at: harness.point("s"))
            XCTAssertEqual(harness.input.text, "", "nothing typed before the frames play")
            trace.hold(0.04)
            if firstLiftsFirst { trace.up(0); trace.up(1) } else { trace.up(1); trace.up(0) }
            harness.window.play(trace.frames, settle: 0.1)
            XCTAssertEqual(harness.input.text, "as", "first finger lifting \(firstLiftsFirst ? "first" : "last")")
        }
    }

    func testTheOlderPressTypesWhenTheNewerGoesDown() {
        let harness = KeyboardHarness()
        let d = harness.point("d"), f = harness.point("f")
        func touch(_ id: Int, _ location: Point, _ phase: TouchPhase) -> Touch {
            Touch(id: id, slot: id, trackingID: id, location: location, phase: phase)
        }
        harness.window.handle(TouchFrame(time: 1, touches: [touch(1, d, .began)]))
        harness.window.handle(TouchFrame(time: 1.04, touches: [touch(1, d, .stationary)]))
        XCTAssertEqual(harness.input.text, "", "a key types on lift")
        harness.window.handle(TouchFrame(time: 1.08, touches: [touch(1, d, .stationary), touch(2, f, .began)]))
        XCTAssertEqual(harness.input.text, "d", "the second finger released the first (LatinIME's rollover)")
        harness.window.handle(TouchFrame(time: 1.12, touches: [touch(1, d, .ended), touch(2, f, .ended)]))
        XCTAssertEqual(harness.input.text, "df", "the first finger's lift types nothing more")
    }

    func testTwoFingersOnTheKeyboardAreNeverAPinch() {
        let harness = KeyboardHarness()
        let pinch = PinchGestureRecognizer()
        var pinchEvents = 0
        pinch.addTarget { _ in pinchEvents += 1 }
        harness.window.addGestureRecognizer(pinch)
        var trace = TraceBuilder(rate: 120)
        let left = harness.point("g"), right = harness.point("h")
        trace.down([(0, left), (1, right)])
        trace.move([0, 1], duration: 0.2) { finger, start, progress in
            Point(x: start.x + (finger == 0 ? -60 : 60) * progress, y: start.y)
        }
        trace.up([0, 1])
        harness.window.play(trace.frames, settle: 0.1)
        XCTAssertEqual(pinchEvents, 0, "the window's pinch never began on the keyboard's touches")
        XCTAssertEqual(harness.input.text.count, 2, "both fingers typed: \(harness.input.text)")
    }

    func testATouchBetweenKeysGoesToTheNearestKey() {
        let harness = KeyboardHarness()
        let q = harness.keyboard.frame(of: .character("q"))!, a = harness.keyboard.frame(of: .character("a"))!
        let origin = harness.keyboard.frame.origin
        // In the gap right of q (its slot's inset), and left of a (the row is centred, its
        // margin belongs to no key).
        let gap = Point(x: origin.x + q.maxX + 1, y: origin.y + q.midY)
        let margin = Point(x: origin.x + 1, y: origin.y + a.midY)
        XCTAssertLessThan(margin.x, origin.x + a.minX - 3, "the margin is outside a's slot")
        var trace = TraceBuilder(rate: 120)
        tap([gap, margin], on: &trace)
        harness.window.play(trace.frames)
        XCTAssertEqual(harness.input.text, "qa")
    }

    func testSlidingMovesThePressAndItsPreview() {
        let harness = KeyboardHarness()
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: harness.point("r"))
        harness.window.play(trace.frames)
        XCTAssertEqual(harness.keyboard.popups.values.first?.options, ["r"], "the preview shows the pressed key")
        let balloon = harness.keyboard.popups.values.first!.frame, r = harness.keyboard.frame(of: .character("r"))!
        XCTAssertEqual(balloon.maxY, r.maxY, accuracy: 1e-9, "the balloon stands on the key")
        XCTAssertEqual(
            balloon.minY, r.minY - r.height - KeyboardView.popupGap, accuracy: 1e-9, "a key's height above it")
        trace.move(0, to: harness.point("t"), duration: 0.1)
        let moved = trace.frames.count
        harness.window.play(Array(trace.frames.dropFirst()))
        XCTAssertEqual(harness.keyboard.popups.values.first?.options, ["t"], "the preview moved with the finger")
        XCTAssertEqual(harness.input.text, "", "nothing typed before the lift")
        trace.up(0)
        harness.window.play(Array(trace.frames.dropFirst(moved)))
        XCTAssertEqual(harness.input.text, "t")
        XCTAssertTrue(harness.keyboard.popups.isEmpty)
    }

    func testShiftTypesOneCapitalAndADoubleTapLocksCapitals() {
        let harness = KeyboardHarness()
        var trace = TraceBuilder(rate: 120)
        let shift = harness.point(.shift)
        tap([shift, harness.point("a"), harness.point("b")], on: &trace)
        harness.window.play(trace.frames)
        XCTAssertEqual(harness.input.text, "Ab", "one tap: one capital")
        XCTAssertEqual(harness.keyboard.shift.state, .off)

        var lock = TraceBuilder(rate: 120, start: trace.time + 1)
        tap([shift, shift], on: &lock)
        harness.window.play(lock.frames)
        XCTAssertEqual(harness.keyboard.shift.state, .capsLock, "two taps 0.15 s apart, within 0.5 s")
        XCTAssertEqual(
            harness.keyboard.keyViews[harness.keyboard.keys.firstIndex { $0.kind == .shift }!].label.text, "⇪")
        var type = TraceBuilder(rate: 120, start: lock.time + 1)
        tap([harness.point("c"), harness.point("d"), shift, harness.point("e")], on: &type)
        harness.window.play(type.frames)
        XCTAssertEqual(harness.input.text, "AbCDe", "caps lock until shift is tapped again")

        var slow = TraceBuilder(rate: 120, start: type.time + 1)
        tap([shift], on: &slow)
        slow.wait(0.6)
        tap([shift, harness.point("f")], on: &slow)
        harness.window.play(slow.frames)
        XCTAssertEqual(harness.input.text, "AbCDef", "two taps 0.75 s apart: on, then off")
    }

    func testAutomaticCapitalsFollowTheAutocapitalizationType() {
        let cases: [(TextAutocapitalizationType, String)] = [
            (.sentences, "Ab. Cd e"), (.words, "Ab. Cd E"), (.allCharacters, "AB. CD E"), (.none, "ab. cd e"),
        ]
        for (type, expected) in cases {
            let harness = KeyboardHarness(input: KeyboardTestInput(autocapitalization: type))
            var trace = TraceBuilder(rate: 120)
            let space = harness.point(.space)
            // The "." is on the numbers page: tap "123", ".", back with "ABC".
            let keys: [Point] = [harness.point("a"), harness.point("b")]
            tap(keys + [harness.point(.page("numbers"))], on: &trace)
            harness.window.play(trace.frames)
            var rest = TraceBuilder(rate: 120, start: trace.time)
            tap([harness.point("."), harness.point(.page("letters"))], on: &rest)
            harness.window.play(rest.frames)
            var words = TraceBuilder(rate: 120, start: rest.time)
            tap([space, harness.point("c"), harness.point("d"), space, harness.point("e")], on: &words)
            harness.window.play(words.frames)
            XCTAssertEqual(harness.input.text, expected, "\(type)")
        }
    }

    func testALongPressShowsTheAlternatesAndSlidingChoosesOne() {
        for rate in [60.0, 240] {
            let harness = KeyboardHarness()
            var trace = TraceBuilder(rate: rate)
            let e = harness.point("e")
            trace.down(0, at: e)
            trace.hold(0.45)
            harness.window.play(trace.frames)
            XCTAssertEqual(harness.keyboard.presses.first?.state, .pressed, "0.45 s: not yet")
            let count = trace.frames.count
            trace.hold(0.1)
            harness.window.play(Array(trace.frames.dropFirst(count)))
            let strip = try! XCTUnwrap(harness.keyboard.popups.values.first)
            XCTAssertEqual(strip.options, KeyboardLayout.englishAlternates["e"]!.map(String.init))
            XCTAssertEqual(harness.keyboard.presses.first?.selectedAlternate, 0)
            // Two cells right: the third alternate, "ê".
            let cell = harness.keyboard.frame(of: .character("e"))!.width
            let moved = trace.frames.count
            trace.move(0, to: Point(x: e.x + 2 * cell, y: e.y - 10), duration: 0.15)
            trace.up(0)
            harness.window.play(Array(trace.frames.dropFirst(moved)), settle: 0.1)
            XCTAssertEqual(harness.input.text, "ê", "at \(rate) Hz")
            XCTAssertTrue(harness.keyboard.popups.isEmpty)
        }
    }

    func testTheAlternatesFrameIsWhereTheStripShows() throws {
        let harness = KeyboardHarness()
        let key = try XCTUnwrap(harness.keyboard.frame(of: .character("e")))
        let strip = try XCTUnwrap(harness.keyboard.alternatesFrame(of: .character("e")))
        XCTAssertEqual(strip.width, key.width * Double(KeyboardLayout.englishAlternates["e"]!.count), accuracy: 1e-9)
        XCTAssertLessThan(strip.maxY, key.minY, "above the key")
        XCTAssertNil(harness.keyboard.alternatesFrame(of: .character("q")), "q has none")
        // A slide to the second cell's centre picks the second alternate, "é".
        var trace = TraceBuilder(rate: 120)
        let e = harness.point("e")
        trace.down(0, at: e)
        trace.hold(KeyPress.longPressDelay + 0.1)
        let cell = try XCTUnwrap(harness.keyboard.convert(Point(x: strip.minX + 1.5 * key.width, y: strip.midY), to: nil))
        trace.move(0, to: cell, duration: 0.15)
        trace.up(0)
        harness.window.play(trace.frames, settle: 0.1)
        XCTAssertEqual(harness.input.text, "é")
    }

    /// Deletions the documented schedule makes for a backspace held `held` seconds with
    /// `text` before the caret (BackspaceRepeat.swift): one on touch down, then one repeat at
    /// 0.5 s and every 0.1 s, a word per repeat from 3 s held.
    private func expectedAfterHoldingBackspace(_ text: String, for held: Double) -> String {
        var text = text
        text.removeLast()
        var repeatTime = BackspaceRepeat.initialDelay
        while repeatTime <= held + 1e-9 {
            if repeatTime + 1e-9 >= BackspaceRepeat.wordsAfter {
                while text.last?.isWhitespace == true { text.removeLast() }
                while let last = text.last, !last.isWhitespace { text.removeLast() }
            } else if !text.isEmpty {
                text.removeLast()
            }
            repeatTime += BackspaceRepeat.interval
        }
        return text
    }

    func testBackspaceHeldTwoSecondsDeletesSeventeenCharacters() {
        let text = String(repeating: "abcdefghij", count: 4)
        // 1 on touch down + repeats at 0.5, 0.6, … 2.0 s (16) = 17.
        let count = 1 + Int(((2.0 - BackspaceRepeat.initialDelay) / BackspaceRepeat.interval).rounded(.down)) + 1
        XCTAssertEqual(count, 17)
        for rate in [60.0, 120, 240] {
            let harness = KeyboardHarness(input: KeyboardTestInput(text: text))
            var trace = TraceBuilder(rate: rate)
            trace.down(0, at: harness.point(.backspace), time: 1)
            trace.hold(2.0 - 1 / rate)
            trace.up(0, time: 3.0)
            harness.window.play(trace.frames, settle: 0.5)
            XCTAssertEqual(harness.input.text.count, text.count - 17, "at \(rate) Hz")
            XCTAssertEqual(harness.input.text, expectedAfterHoldingBackspace(text, for: 2.0))
        }
    }

    func testBackspaceHeldPastThreeSecondsDeletesWholeWords() {
        let text = String(repeating: "lorem ipsum ", count: 8)
        let harness = KeyboardHarness(input: KeyboardTestInput(text: text))
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: harness.point(.backspace), time: 1)
        trace.hold(3.2)
        trace.up(0, time: 1 + 3.25)
        harness.window.play(trace.frames, settle: 0.5)
        XCTAssertEqual(harness.input.text, expectedAfterHoldingBackspace(text, for: 3.25))
        XCTAssertTrue(harness.input.text.hasSuffix(" "), "whole words went: \(harness.input.text)")
    }

    func testAnotherKeyGoingDownStopsAHeldBackspace() {
        let harness = KeyboardHarness(input: KeyboardTestInput(text: "abcdefghijklmnop"))
        var trace = TraceBuilder(rate: 120, start: 1)
        trace.down(0, at: harness.point(.backspace))
        trace.hold(0.55)
        trace.down(1, at: harness.point("x"))
        trace.hold(1)
        trace.up([0, 1])
        harness.window.play(trace.frames)
        XCTAssertEqual(harness.input.text, "abcdefghijklmnx", "one on down, one at 0.5 s, then x")
    }

    func testThePagesSwitchAndTypeTheirSymbols() {
        let harness = KeyboardHarness()
        var trace = TraceBuilder(rate: 120)
        tap([harness.point(.page("numbers"))], on: &trace)
        harness.window.play(trace.frames)
        XCTAssertEqual(harness.keyboard.currentPage.name, "numbers")
        var more = TraceBuilder(rate: 120, start: trace.time)
        tap([harness.point("4"), harness.point("2"), harness.point(.page("symbols"))], on: &more)
        harness.window.play(more.frames)
        XCTAssertEqual(harness.keyboard.currentPage.name, "symbols")
        var back = TraceBuilder(rate: 120, start: more.time)
        tap([harness.point("#"), harness.point(.page("letters"))], on: &back)
        harness.window.play(back.frames)
        var letters = TraceBuilder(rate: 120, start: back.time)
        tap([harness.point("z")], on: &letters)
        harness.window.play(letters.frames)
        XCTAssertEqual(harness.input.text, "42#z")
        XCTAssertEqual(harness.keyboard.currentPage.name, "letters")
    }

    func testReturnIsLabelledByTheReturnKeyTypeAndDisabledWhileEmpty() {
        let input = KeyboardTestInput()
        input.returnKeyType = .go
        input.enablesReturnKeyAutomatically = true
        let harness = KeyboardHarness(input: input)
        let returnIndex = harness.keyboard.keys.firstIndex { $0.kind == .return }!
        XCTAssertEqual(harness.keyboard.keyViews[returnIndex].label.text, "Go")
        XCTAssertFalse(harness.keyboard.isReturnKeyEnabled)
        var trace = TraceBuilder(rate: 120)
        tap([harness.point(.return), harness.point("k")], on: &trace)
        harness.window.play(trace.frames)
        XCTAssertEqual(harness.input.text, "k", "return did nothing while empty")
        XCTAssertTrue(harness.keyboard.isReturnKeyEnabled)
        var more = TraceBuilder(rate: 120, start: trace.time)
        tap([harness.point(.return)], on: &more)
        harness.window.play(more.frames)
        XCTAssertEqual(harness.input.text, "k\n", "return types a new line")
    }

    func testTheHideKeyCallsOnDismiss() {
        let harness = KeyboardHarness()
        var dismissed = 0
        harness.keyboard.onDismiss = { dismissed += 1 }
        var trace = TraceBuilder(rate: 120)
        tap([harness.point(.hideKeyboard)], on: &trace)
        harness.window.play(trace.frames)
        XCTAssertEqual(dismissed, 1)
        XCTAssertEqual(harness.input.text, "")
    }

    func testANumberPadFieldGetsTheNumberPad() {
        let input = KeyboardTestInput()
        input.keyboardType = .numberPad
        let harness = KeyboardHarness(input: input)
        XCTAssertEqual(harness.keyboard.activeLayout.name, "number-pad")
        XCTAssertEqual(harness.keyboard.sizeThatFits(Size(width: 375, height: 667)).height, 4 * 54)
        var trace = TraceBuilder(rate: 120)
        tap([harness.point("7"), harness.point("0"), harness.point(.backspace), harness.point("5")], on: &trace)
        harness.window.play(trace.frames)
        XCTAssertEqual(harness.input.text, "75")
        input.keyboardType = .emailAddress
        harness.keyboard.reloadInputContext()
        XCTAssertNotNil(harness.keyboard.frame(of: .character("@")), "email: @ on the letters page")
        XCTAssertEqual(harness.keyboard.autocapitalizationType, .none, "no capitals in an address")
    }

    func testACancelledTouchTypesNothing() {
        let harness = KeyboardHarness()
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: harness.point("m"))
        harness.window.play(trace.frames)
        harness.window.cancelAllTouches(at: trace.time + 0.05)
        XCTAssertTrue(harness.keyboard.presses.isEmpty)
        XCTAssertTrue(harness.keyboard.popups.isEmpty)
        XCTAssertEqual(harness.input.text, "")
    }

    func testAKeyboardHiddenWhileKeysAreDownKeepsNoPress() {
        let harness = KeyboardHarness(input: KeyboardTestInput(text: "abcdef"))
        var trace = TraceBuilder(rate: 120)
        trace.down([(0, harness.point(.backspace)), (1, harness.point("q"))])
        trace.hold(0.2)
        harness.window.play(trace.frames)
        XCTAssertFalse(harness.keyboard.presses.isEmpty)
        harness.keyboard.removeFromSuperview()
        XCTAssertTrue(harness.keyboard.presses.isEmpty, "hidden: no press left")
        XCTAssertFalse(harness.keyboard.isMoving)
        XCTAssertTrue(harness.keyboard.popups.isEmpty)
        harness.keyboard.advance(to: trace.time + 2)
        XCTAssertEqual(harness.input.text, "abcde", "one deletion on touch down, no repeat after hiding")
        let held = trace.frames.count
        trace.up([0, 1], time: trace.time + 2.5)
        harness.window.play(Array(trace.frames.dropFirst(held)))
        XCTAssertEqual(harness.input.text, "abcde", "the lifts after hiding type nothing")
        harness.window.addSubview(harness.keyboard)
        var again = TraceBuilder(rate: 120, start: trace.time + 3)
        again.down(2, at: harness.point("w"))
        again.up(2)
        harness.window.play(again.frames)
        XCTAssertEqual(harness.input.text, "abcdew", "shown again, it types")
    }

    func testTheKeysFillTheWidthInPortraitAndLandscape() {
        let harness = KeyboardHarness()
        XCTAssertEqual(harness.keyboard.frame.height, 216, "4 rows of 54: iOS's iPhone portrait height")
        let q = harness.keyboard.frame(of: .character("q"))!, p = harness.keyboard.frame(of: .character("p"))!
        XCTAssertEqual(q.minX, 3, accuracy: 1e-9, "the inset")
        XCTAssertEqual(p.maxX, 375 - 3, accuracy: 1e-9)
        XCTAssertEqual(q.height, 42, accuracy: 1e-9, "54 less 2 × 6")
        let wide = Window(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
        let keyboard = KeyboardView()
        wide.addSubview(keyboard)
        let size = keyboard.sizeThatFits(Size(width: 1280, height: 800))
        XCTAssertEqual(size.height, 4 * 86, "iPad landscape rows")
    }
}

/// Layouts through the view: the German keys, a layout of an app's own with a globe key, the
/// alternates under shift.
final class KeyboardViewLayoutTests: XCTestCase {
    private func tap(_ points: [Point], from start: Double, in harness: KeyboardHarness) -> Double {
        var trace = TraceBuilder(rate: 120, start: start)
        for point in points {
            trace.down(0, at: point)
            trace.hold(0.05)
            trace.up(0)
            trace.wait(0.1)
        }
        harness.window.play(trace.frames)
        return trace.time
    }

    func testTheGermanKeyboardTypesItsOwnKeys() {
        let harness = KeyboardHarness(layout: .germanDE)
        _ = tap(["z", "ü", "y", "ö", "ä"].map { harness.point(.character($0)) }, from: 0, in: harness)
        XCTAssertEqual(harness.input.text, "züyöä")
        let z = harness.keyboard.frame(of: .character("z"))!, y = harness.keyboard.frame(of: .character("y"))!
        XCTAssertLessThan(z.minY, y.minY, "z on the top row, y on the third")
    }

    func testTheNextLayoutKeyCyclesTheAvailableLayouts() throws {
        let own = try KeyboardLayout(
            name: "xx-GLOBE",
            pages: [
                KeyboardPage(
                    name: "main", switchLabel: "ABC", isShiftable: true,
                    rows: [
                        [KeyboardKey(.character("a")), KeyboardKey(.nextLayout), KeyboardKey(.backspace)]
                    ])
            ])
        let harness = KeyboardHarness(layout: own)
        harness.keyboard.availableLayouts = [own, .frenchFR]
        let globe = harness.keyboard.keys.firstIndex { $0.kind == .nextLayout }!
        XCTAssertEqual(harness.keyboard.keyViews[globe].label.text, "FR", "labelled by the next layout's language")
        let end = tap([harness.point("a"), harness.point(.nextLayout)], from: 0, in: harness)
        XCTAssertEqual(harness.keyboard.layout.name, "fr-FR")
        _ = tap([harness.point("a")], from: end, in: harness)
        XCTAssertEqual(harness.input.text, "aa")
        XCTAssertEqual(harness.keyboard.keys.first?.kind, .character("a"), "AZERTY: a first")
    }

    func testAlternatesFollowShift() {
        let harness = KeyboardHarness()
        var trace = TraceBuilder(rate: 120)
        let end = tap([harness.point(.shift)], from: 0, in: harness)
        trace = TraceBuilder(rate: 120, start: end)
        trace.down(0, at: harness.point("u"))
        trace.hold(0.6)
        harness.window.play(trace.frames)
        XCTAssertEqual(harness.keyboard.popups.values.first?.options.first, "Û")
        trace.up(0)
        harness.window.play(Array(trace.frames.suffix(1)))
        XCTAssertEqual(harness.input.text, "Û")
        XCTAssertEqual(harness.keyboard.shift.state, .off, "one capital")
    }
}
