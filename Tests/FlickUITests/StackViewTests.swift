import FlickAnimation
import FlickInput
import FlickScene
import FlickScroll
import FlickTestSupport
@testable import FlickUI
import XCTest

/// `StackView` through a real window: the distributions against the worked example of
/// UIKit's documented rules (a 300 pt row, spacing 10, intrinsic widths 40 / 100 / 60),
/// alignments, custom spacing, margins, hidden views collapsing (animated in a block),
/// nesting, intrinsic size changes, and bad input.
final class StackViewTests: XCTestCase {
    /// A view with a settable intrinsic size.
    private final class Sized: View {
        var intrinsic: Size { didSet { invalidateIntrinsicContentSize() } }
        init(_ width: Double, _ height: Double, name: String) {
            intrinsic = Size(width: width, height: height)
            super.init()
            self.name = name
        }
        override var intrinsicContentSize: Size { intrinsic }
    }

    /// A window holding a 300 × 50 row of three views of widths 40 / 100 / 60 (height 20),
    /// spacing 10, laid out.
    private func makeRow(_ distribution: StackView.Distribution, alignment: StackView.Alignment = .fill)
        -> (Window, StackView, [Sized])
    {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let views = [Sized(40, 20, name: "a"), Sized(100, 20, name: "b"), Sized(60, 20, name: "c")]
        let stack = StackView(arrangedSubviews: views, frame: Rect(x: 20, y: 30, width: 300, height: 50))
        stack.name = "row"
        stack.spacing = 10
        stack.distribution = distribution
        stack.alignment = alignment
        window.addSubview(stack)
        _ = window.displayList(at: 0)
        return (window, stack, views)
    }

    private func xRanges(_ views: [View]) -> [[Double]] { views.map { [$0.frame.minX, $0.frame.maxX] } }

    private func assertRanges(
        _ views: [View], _ expected: [[Double]], _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        for (actual, wanted) in zip(xRanges(views), expected) {
            XCTAssertEqual(actual[0], wanted[0], accuracy: 0.05, message, file: file, line: line)
            XCTAssertEqual(actual[1], wanted[1], accuracy: 0.05, message, file: file, line: line)
        }
    }

    func testTheDistributionsMatchTheWorkedExample() {
        let expected: [(StackView.Distribution, [[Double]])] = [
            (.fillEqually, [[0, 93.3], [103.3, 196.7], [206.7, 300]]),
            (.fillProportionally, [[0, 56], [66, 206], [216, 300]]),
            (.equalSpacing, [[0, 40], [90, 190], [240, 300]]),
            (.equalCentering, [[0, 40], [95, 195], [240, 300]]),
        ]
        for (distribution, ranges) in expected {
            let (_, _, views) = makeRow(distribution)
            assertRanges(views, ranges, "\(distribution)")
            XCTAssertEqual(views.map(\.frame.height), [50, 50, 50], "fill alignment spans the height")
        }
    }

    func testFillGivesTheSlackToTheLowestHuggingView() {
        let (window, stack, views) = makeRow(.fill)
        assertRanges(views, [[0, 120], [130, 230], [240, 300]], "equal hugging: the first view takes the 80 pt")
        views[1].setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
        _ = window.displayList(at: 0.1)
        assertRanges(views, [[0, 40], [50, 230], [240, 300]], "the middle view hugs least")
        // A shortfall comes from the lowest compression resistance first.
        stack.frame.size.width = 150
        views[2].setContentCompressionResistancePriority(LayoutPriority(700), for: .horizontal)
        _ = window.displayList(at: 0.2)
        assertRanges(views, [[0, 30], [40, 140], [150, 150]], "c gives its 60 pt, then a (the first of a tie) 10")
        XCTAssertEqual(views[2].frame.width, 0)
    }

    func testAlignmentsPlaceTheViewsAcross() {
        let cases: [(StackView.Alignment, [Double])] = [(.top, [0, 20]), (.center, [15, 35]), (.bottom, [30, 50])]
        for (alignment, range) in cases {
            let (_, _, views) = makeRow(.fillEqually, alignment: alignment)
            for view in views {
                XCTAssertEqual([view.frame.minY, view.frame.maxY], range, "\(alignment)")
            }
        }
    }

    func testAColumnCustomSpacingAndMargins() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let views = [Sized(40, 20, name: "a"), Sized(100, 30, name: "b"), Sized(60, 40, name: "c")]
        let column = StackView(arrangedSubviews: views, frame: Rect(x: 0, y: 0, width: 200, height: 300))
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 5
        column.setCustomSpacing(25, after: views[0])
        column.isLayoutMarginsRelativeArrangement = true
        XCTAssertEqual(column.layoutMargins, EdgeInsets(top: 8, left: 8, bottom: 8, right: 8), "UIKit's default")
        column.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        column.distribution = .equalSpacing
        window.addSubview(column)
        _ = window.displayList(at: 0)
        // 280 pt inside the margins, 90 pt of views: the gaps are (280 − 90) / 2 = 95 ≥ 25 and 5.
        XCTAssertEqual(views.map(\.frame.minY), [10, 125, 250])
        XCTAssertEqual(views.map(\.frame.minX), [20, 20, 20])
        XCTAssertEqual(views.map(\.frame.width), [40, 100, 60])
        column.distribution = .fill
        _ = window.displayList(at: 0.1)
        XCTAssertEqual(views.map(\.frame.minY), [10, 215, 250], "a takes the slack; the custom 25 after a, 5 after b")
        XCTAssertEqual(column.customSpacing(after: views[0]), 25)
        column.setCustomSpacing(StackView.spacingUseDefault, after: views[0])
        XCTAssertEqual(column.customSpacing(after: views[0]), StackView.spacingUseDefault)
        XCTAssertEqual(column.intrinsicContentSize, Size(width: 140, height: 20 + 90 + 10))
    }

    func testAHiddenViewCollapsesAndAnimatesInABlock() {
        let (window, stack, views) = makeRow(.equalSpacing)
        views[1].isHidden = true
        _ = window.displayList(at: 0.1)
        assertRanges([views[0], views[2]], [[0, 40], [240, 300]], "two views: one gap")
        XCTAssertEqual(views[1].frame.width, 0, "the hidden view collapses")
        XCTAssertEqual(stack.intrinsicContentSize.width, 110)
        // Shown again inside a block: the neighbours slide back, animated.
        stack.distribution = .fill
        _ = window.displayList(at: 0.2)
        XCTAssertEqual(views[2].frame.minX, 240 - 0, "fill: a takes the slack")
        stack.animate(withDuration: 0.5, options: .curveLinear) { views[1].isHidden = false }
        XCTAssertEqual(views[0].frame.width, 120, "the model changed at once")
        _ = window.displayList(at: 1)
        let presented = views[0].layer.presentation(at: 1.25).bounds.width
        XCTAssertEqual(presented, (230 + 120) / 2, accuracy: 1e-6, "half way from 230 to 120")
        _ = window.displayList(at: 1.5)
        XCTAssertEqual(views[0].layer.presentation(at: 1.5).bounds.width, 120, accuracy: 1e-6)
    }

    func testStacksNestAndFollowIntrinsicSizeChanges() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let a = Sized(50, 20, name: "a"), b = Sized(70, 30, name: "b")
        let c = Label(text: "Hello")
        let row = StackView(arrangedSubviews: [a, b])
        row.spacing = 10
        row.alignment = .center
        row.setContentHuggingPriority(.defaultHigh, for: .vertical)  // the label takes the column's slack
        let column = StackView(arrangedSubviews: [row, c], frame: Rect(x: 0, y: 0, width: 200, height: 400))
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 4
        window.addSubview(column)
        _ = window.displayList(at: 0)
        XCTAssertEqual(row.frame, Rect(x: 0, y: 0, width: 130, height: 30), "the row's intrinsic size")
        XCTAssertEqual(a.frame, Rect(x: 0, y: 5, width: 50, height: 20))
        XCTAssertEqual(b.frame, Rect(x: 60, y: 0, width: 70, height: 30))
        XCTAssertEqual(c.frame.minY, 34)
        // A nested view growing lays out the row and the column in the next pass.
        b.intrinsic = Size(width: 90, height: 50)
        _ = window.displayList(at: 0.1)
        XCTAssertEqual(row.frame, Rect(x: 0, y: 0, width: 150, height: 50))
        XCTAssertEqual(c.frame.minY, 54)
        // A label's new text changes its intrinsic width.
        let before = c.frame.width
        c.text = "Hello, longer text"
        _ = window.displayList(at: 0.2)
        XCTAssertGreaterThan(c.frame.width, before)
        XCTAssertEqual(c.frame.width, min(c.intrinsicContentSize.width, 200), accuracy: 1e-9)
    }

    func testABadArrangementIsRefusedWithAMessageNamingTheViews() {
        let (window, stack, views) = makeRow(.fill)
        let outer = View(frame: window.bounds)
        outer.name = "outer"
        window.addSubview(outer)
        outer.addSubview(stack)
        XCTAssertEqual(stack.arrangementProblem(stack), "stack view row cannot arrange itself")
        XCTAssertEqual(stack.arrangementProblem(outer), "stack view row cannot arrange outer, which contains it")
        stack.addArrangedSubview(stack)
        stack.addArrangedSubview(outer)
        XCTAssertEqual(stack.arrangedSubviews.map(\.debugName), ["a", "b", "c"], "refused: the layout is unchanged")
        // Negative spacing overlaps (UIKit), with a message; non-finite spacing is ignored.
        XCTAssertEqual(
            stack.spacingProblem(-10), "stack view row: spacing -10.0 is negative; its views overlap by 10.0 pt")
        stack.spacing = -10
        stack.distribution = .fillEqually
        stack.spacing = .nan
        XCTAssertEqual(stack.spacing, -10)
        _ = window.displayList(at: 0.1)
        assertRanges(views, [[0, 106.7], [96.7, 203.3], [193.3, 300]], "(300 + 20) / 3 each, overlapping by 10")
        // Removing an arranged view from the stack's subviews takes it out of the arrangement.
        views[1].removeFromSuperview()
        XCTAssertEqual(stack.arrangedSubviews.map(\.debugName), ["a", "c"])
    }

    func testTheDistributionSpansDirectly() {
        let items = [40.0, 100, 60].map { StackView.ArrangedItem(length: $0) }
        // equalCentering that cannot keep the spacing falls back to the spacing, then squeezes.
        let spans = StackView.Distribution.equalCentering.spans(for: items, gaps: [30, 30], available: 200)
        // 60 pt short with the spacing: a gives its 40, then b 20 (ties: the first view).
        XCTAssertEqual(spans.map(\.origin), [0, 30, 140])
        XCTAssertEqual(spans.map(\.length), [0, 80, 60])
        XCTAssertEqual(StackView.Distribution.fill.spans(for: [], gaps: [], available: 100), [])
        let single = StackView.Distribution.equalSpacing.spans(for: [items[0]], gaps: [], available: 100)
        XCTAssertEqual(single, [StackView.Span(origin: 0, length: 100)], "one view is pinned to both ends")
    }
}
