import FlickRuntime
import XCTest

/// Every transition of the dead-key and Compose sequence (FlickRuntime.docc/HardwareKeyboards.md).
final class ComposeSequenceTests: XCTestCase {
    func composing(_ marked: String) -> ComposeSequence {
        var sequence = ComposeSequence()
        _ = sequence.handle(.extended(mark: marked))
        return sequence
    }

    func testIdleKeysTypeThemselvesWhateverTheStep() {
        for step: ComposeSequence.Step in [.passed, .backspace, .cancelled] {
            var sequence = ComposeSequence()
            XCTAssertEqual(sequence.handle(step), .typeKey, "\(step)")
            XCTAssertEqual(sequence.state, .idle)
            XCTAssertFalse(sequence.isComposing)
        }
    }

    func testIdleToComposingShowsTheMark() {
        var sequence = ComposeSequence()
        XCTAssertEqual(sequence.handle(.extended(mark: "´")), .mark("´"))
        XCTAssertEqual(sequence.state, .composing(marked: "´"))
        XCTAssertTrue(sequence.isComposing)
    }

    func testComposingExtendsTheMark() {
        var sequence = composing("·")
        XCTAssertEqual(sequence.handle(.extended(mark: "\"")), .mark("·\""))
        XCTAssertEqual(sequence.state, .composing(marked: "·\""))
    }

    func testAModifierLeavesTheSequencePending() {
        var sequence = composing("·")
        XCTAssertEqual(sequence.handle(.passed), .typeKey)
        XCTAssertEqual(sequence.state, .composing(marked: "·"))
    }

    func testComposedCommitsFromComposingAndFromIdle() {
        var sequence = composing("´")
        XCTAssertEqual(sequence.handle(.composed("é")), .commit("é"))
        XCTAssertEqual(sequence.state, .idle)
        // A one-key sequence completes at once.
        XCTAssertEqual(sequence.handle(.composed("ŋ")), .commit("ŋ"))
        XCTAssertEqual(sequence.state, .idle)
    }

    func testCancelledAndBackspaceDropThePendingSequence() {
        for step: ComposeSequence.Step in [.cancelled, .backspace] {
            var sequence = composing("´")
            XCTAssertEqual(sequence.handle(step), .drop, "\(step)")
            XCTAssertEqual(sequence.state, .idle)
        }
    }

    func testCancelSaysWhetherASequenceWasPending() {
        var sequence = composing("~")
        XCTAssertTrue(sequence.cancel())
        XCTAssertEqual(sequence.state, .idle)
        XCTAssertFalse(sequence.cancel())
    }
}
