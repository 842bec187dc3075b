import FlickAnimation
import XCTest

/// The explicit transaction context: settings nest, contexts are independent, completions
/// wait for registered animations.
final class TransactionContextTests: XCTestCase {
    func testSettingsNestAndContextsAreIndependent() {
        let a = TransactionContext(), b = TransactionContext()
        a.begin()
        a.animationDuration = 2
        a.animationStyle = ImplicitAnimationStyle(delay: 0.5)
        a.begin()
        XCTAssertEqual(a.depth, 2)
        XCTAssertEqual(a.animationDuration, 2, "inherited from the outer transaction")
        XCTAssertEqual(a.animationStyle.delay, 0.5)
        XCTAssertFalse(b.isActive, "another context knows nothing of a's transactions")
        XCTAssertEqual(b.animationDuration, TransactionContext.defaultAnimationDuration)
        a.commit()
        a.commit()
        XCTAssertFalse(a.isActive)
        XCTAssertEqual(a.animationStyle, ImplicitAnimationStyle())
    }

    func testCompletionWaitsForRegisteredAnimationsAndReportsInterruption() {
        let context = TransactionContext()
        var finished: Bool?
        let first = BasicAnimation<Double>(keyPath: "opacity", from: 0, to: 1, duration: 1)
        let second = BasicAnimation<Double>(keyPath: "opacity", from: 0, to: 1, duration: 1)
        context.begin()
        context.completionHandler = { finished = $0 }
        context.register(first)
        context.register(second)
        XCTAssertEqual(context.animationsInInnermostTransaction.count, 2)
        context.commit()
        XCTAssertNil(finished)
        first.finish(true)
        XCTAssertNil(finished, "still waiting for the second")
        second.finish(false)
        XCTAssertEqual(finished, false)
    }

    func testCommitWithoutBeginIsIgnored() {
        let context = TransactionContext()
        context.commit()
        XCTAssertEqual(context.depth, 0)
    }
}
