import FlickAnimation
import FlickInput
import FlickScene
@testable import FlickUI
import Foundation
import XCTest

/// A view that lays out its subviews in a row and records each pass.
private final class RowView: View {
    var log: [String]
    init(frame: Rect, log: [String] = []) {
        self.log = log
        super.init(frame: frame)
    }
    override func layoutSubviews() {
        log.append("row")
        var x = 0.0
        for subview in subviews {
            subview.frame = Rect(x: x, y: 0, width: bounds.width / Double(max(subviews.count, 1)), height: bounds.height)
            x += subview.frame.width
        }
    }
}

private final class CountingView: View {
    var onLayout: () -> Void = {}
    override func layoutSubviews() { onLayout() }
}

/// Value types, like the render developer's Bitmap and Canvas.
private struct FakeContents: LayerContents {
    let pixelWidth: Int, pixelHeight: Int
    var strokes: Int
}
private struct FakeContext: LayerDrawingContext {
    let pointSize: Size, pixelsPerPoint: Double
    var strokes = 0
}
private struct FakeRenderer: LayerContentsRenderer {
    func makeContents(size: Size, scale: Double, pixelWidth: Int, pixelHeight: Int,
                      draw: (inout any LayerDrawingContext) -> Void) -> (any LayerContents)? {
        var context: any LayerDrawingContext = FakeContext(pointSize: size, pixelsPerPoint: scale)
        draw(&context)
        return FakeContents(pixelWidth: pixelWidth, pixelHeight: pixelHeight,
                            strokes: (context as? FakeContext)?.strokes ?? -1)
    }
}
private final class DrawingView: View {
    var draws: [Size] = []
    override func draw(in context: inout any LayerDrawingContext) {
        draws.append(context.pointSize)
        guard var canvas = context as? FakeContext else { return }
        canvas.strokes += 2
        context = canvas
    }
}

final class ViewTests: XCTestCase {
    func testLayoutPassRunsOncePerFrameHoweverManyChanges() {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let row = RowView(frame: Rect(x: 0, y: 0, width: 300, height: 50))
        root.addSubview(row)
        for _ in 0..<3 { row.addSubview(View()) }
        root.layoutIfNeeded()
        XCTAssertEqual(row.log, ["row"])
        XCTAssertEqual(row.subviews.map(\.frame.minX), [0, 100, 200])
        // A frame's worth of changes: many invalidations, one pass.
        for i in 0..<50 {
            row.setNeedsLayout()
            row.bounds.size.width = 300 + Double(i)
        }
        row.addSubview(View())
        XCTAssertEqual(row.log, ["row"])
        root.layoutIfNeeded()
        XCTAssertEqual(row.log, ["row", "row"])
        XCTAssertEqual(row.layoutPassCount, 2)
        XCTAssertEqual(row.subviews.last?.frame.width ?? 0, 349.0 / 4, accuracy: 1e-12)
        root.layoutIfNeeded() // nothing changed: no pass
        XCTAssertEqual(row.log, ["row", "row"])
    }

    func testParentsLayOutBeforeChildrenInOnePass() {
        var order: [String] = []
        let parent = CountingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = CountingView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        parent.onLayout = { order.append("parent"); child.frame.size = Size(width: 50, height: 50) }
        child.onLayout = { order.append("child") }
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        XCTAssertEqual(order, ["parent", "child"]) // the child's resize is handled in the same pass
        parent.layoutIfNeeded()
        XCTAssertEqual(order, ["parent", "child"])
    }

    func testMovingAViewDoesNotNeedLayoutButResizingDoes() {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.center = Point(x: 50, y: 50)
        XCTAssertFalse(view.needsLayout)
        view.bounds.size = Size(width: 20, height: 10)
        XCTAssertTrue(view.needsLayout)
    }

    func testHitTestingRespectsInteractionHiddenAlphaAndOrder() {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let back = View(frame: Rect(x: 0, y: 0, width: 100, height: 100)); back.name = "back"
        let front = View(frame: Rect(x: 50, y: 50, width: 100, height: 100)); front.name = "front"
        root.addSubview(back)
        root.addSubview(front)
        XCTAssertTrue(root.hitTest(Point(x: 75, y: 75)) === front)
        XCTAssertTrue(root.hitTest(Point(x: 25, y: 25)) === back)
        front.isUserInteractionEnabled = false
        XCTAssertTrue(root.hitTest(Point(x: 75, y: 75)) === back)
        front.isUserInteractionEnabled = true
        front.alpha = 0.005
        XCTAssertTrue(root.hitTest(Point(x: 75, y: 75)) === back)
        front.alpha = 1
        front.isHidden = true
        XCTAssertTrue(root.hitTest(Point(x: 75, y: 75)) === back)
        front.isHidden = false
        back.layer.zPosition = 1 // now painted in front
        XCTAssertTrue(root.hitTest(Point(x: 75, y: 75)) === back)
        XCTAssertNil(root.hitTest(Point(x: 250, y: 10)))
        XCTAssertEqual(front.responderChain.count, 2)
    }

    func testHitTestingUnderRotation() {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let bar = View(frame: Rect(x: 100, y: 140, width: 100, height: 20)) // centre (150, 150)
        root.addSubview(bar)
        bar.transform = Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)
        // Along the diagonal the rotated bar is hit; on the old horizontal extent it is not.
        XCTAssertTrue(root.hitTest(Point(x: 150 + 30, y: 150 + 30)) === bar)
        XCTAssertTrue(root.hitTest(Point(x: 150 + 45, y: 150)) === root)
        let local = bar.convert(Point(x: 150 + 30, y: 150 + 30), from: root)
        XCTAssertEqual(local?.x ?? 0, 50 + 30 * 2.0.squareRoot(), accuracy: 1e-9)
        XCTAssertEqual(local?.y ?? 0, 10, accuracy: 1e-9)
    }

    func testHitTestingUnderPerspective() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        root.layer.sublayerTransform = Transform3D(perspectiveDistance: 400)
        let card = View(frame: Rect(x: 100, y: 100, width: 200, height: 200)) // centred on root's anchor
        root.addSubview(card)
        card.transform = Transform3D(rotationAngle: .pi / 3, x: 1, y: 0, z: 0) // tip about x
        // The bottom edge (y = 200 local, 100 below the axis) turns to y' = 50, z = 86.6·(sign)…
        let bottom = try XCTUnwrap(card.convert(Point(x: 100, y: 200), to: root))
        let top = try XCTUnwrap(card.convert(Point(x: 100, y: 0), to: root))
        // Hand-computed: y' = 100·cos 60° = 50, z = ±86.6, w = 1 ∓ 86.6/400.
        let s = 100 * sin(Double.pi / 3)
        XCTAssertEqual(bottom.y, 200 + 50 / (1 - s / 400), accuracy: 1e-9)
        XCTAssertEqual(top.y, 200 - 50 / (1 + s / 400), accuracy: 1e-9)
        XCTAssertTrue(root.hitTest(Point(x: 200, y: bottom.y - 1)) === card)
        XCTAssertTrue(root.hitTest(Point(x: 200, y: bottom.y + 1)) === root)
        XCTAssertTrue(root.hitTest(Point(x: 200, y: top.y + 1)) === card)
        XCTAssertTrue(root.hitTest(Point(x: 200, y: top.y - 1)) === root)
        // Edge-on (90°): nothing to hit.
        card.transform = Transform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0)
        XCTAssertTrue(root.hitTest(Point(x: 200, y: 205)) === root)
        XCTAssertTrue(root.hitTest(Point(x: 200, y: 195)) === root)
    }

    func testNeedsDisplayCallsDrawOnceThroughTheRenderer() {
        let view = DrawingView(frame: Rect(x: 0, y: 0, width: 30, height: 20))
        view.layer.contentsScale = 2
        XCTAssertFalse(view.layer.needsDisplay)
        view.setNeedsDisplay()
        view.setNeedsDisplay()
        XCTAssertEqual(view.layer.displayTreeIfNeeded(using: FakeRenderer()), 1)
        XCTAssertEqual(view.draws, [Size(width: 30, height: 20)])
        XCTAssertEqual(view.layer.contents?.pixelWidth, 60)
        XCTAssertEqual(view.layer.contents?.pixelHeight, 40)
        XCTAssertEqual((view.layer.contents as? FakeContents)?.strokes, 2) // the drawing came back
        XCTAssertEqual(view.layer.displayTreeIfNeeded(using: FakeRenderer()), 0)
    }

    func testSubviewOrderMatchesLayerOrder() {
        let root = View(), a = View(), b = View(), c = View()
        root.addSubview(a)
        root.addSubview(c)
        root.insertSubview(b, at: 1)
        XCTAssertTrue(root.layer.sublayers.elementsEqual([a.layer, b.layer, c.layer], by: ===))
        root.bringSubviewToFront(a)
        XCTAssertTrue(root.layer.sublayers.elementsEqual([b.layer, c.layer, a.layer], by: ===))
        b.removeFromSuperview()
        XCTAssertTrue(root.layer.sublayers.elementsEqual([c.layer, a.layer], by: ===))
        XCTAssertNil(b.superview)
    }

    // MARK: Drawing cache and sizing

    /// Counts `draw(in:)` calls with the size drawn.
    final class DrawCountingView: View {
        var sizes: [Size] = []
        override func draw(in context: inout any LayerDrawingContext) { sizes.append(context.pointSize) }
    }

    func testDrawRunsOnceAcrossFramesAndAgainAfterSetNeedsDisplayOrAResizeWithRedraw() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let view = DrawCountingView(frame: Rect(x: 0, y: 0, width: 40, height: 30))
        window.addSubview(view)
        view.setNeedsDisplay()
        for frame in 0..<4 { _ = window.displayList(at: Double(frame) / 60, contentsRenderer: CanvasContentsRenderer()) }
        XCTAssertEqual(view.sizes.count, 1, "cached as a bitmap")
        view.setNeedsDisplay()
        _ = window.displayList(at: 0.1, contentsRenderer: CanvasContentsRenderer())
        XCTAssertEqual(view.sizes.count, 2)
        view.frame = Rect(x: 0, y: 0, width: 80, height: 30) // scaleToFill: the bitmap stretches
        _ = window.displayList(at: 0.2, contentsRenderer: CanvasContentsRenderer())
        XCTAssertEqual(view.sizes.count, 2)
        view.contentMode = .redraw
        view.frame = Rect(x: 0, y: 0, width: 60, height: 30)
        _ = window.displayList(at: 0.3, contentsRenderer: CanvasContentsRenderer())
        XCTAssertEqual(view.sizes.last, Size(width: 60, height: 30))
        XCTAssertEqual(view.sizes.count, 3)
        XCTAssertEqual(view.layer.contentsGravity, .resize)
        view.contentMode = .center
        XCTAssertEqual(view.layer.contentsGravity, .center)
    }

    func testDefaultSizeThatFitsIsTheCurrentSize() {
        let view = View(frame: Rect(x: 5, y: 5, width: 40, height: 30))
        XCTAssertEqual(view.sizeThatFits(Size(width: 1, height: 1)), Size(width: 40, height: 30))
        view.sizeToFit()
        XCTAssertEqual(view.frame, Rect(x: 5, y: 5, width: 40, height: 30))
        XCTAssertEqual(view.intrinsicContentSize, Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    }

    // MARK: didMoveToWindow

    /// Records `didMoveToWindow()` calls as "name→window name" ("name→nil" when it left).
    private final class WindowMoveLog: View {
        final class Journal { var calls: [String] = [] }
        let journal: Journal
        init(_ name: String, journal: Journal) {
            self.journal = journal
            super.init(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            self.name = name
        }
        override func didMoveToWindow() { journal.calls.append("\(debugName)→\(window?.name ?? "nil")") }
    }

    func testDidMoveToWindowIsCalledOnTheSubtreeThatEntersOrLeavesAWindow() {
        let journal = WindowMoveLog.Journal()
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.name = "main"
        let parent = WindowMoveLog("parent", journal: journal)
        let child = WindowMoveLog("child", journal: journal)
        parent.addSubview(child)
        XCTAssertEqual(journal.calls, [], "no window yet")
        window.addSubview(parent)
        XCTAssertEqual(journal.calls, ["parent→main", "child→main"], "parents first")
        journal.calls = []
        let other = View()
        window.addSubview(other)
        other.addSubview(child)
        XCTAssertEqual(journal.calls, [], "moved within the window: UIKit does not call it")
        child.removeFromSuperview()
        XCTAssertEqual(journal.calls, ["child→nil"])
        let second = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        second.name = "second"
        journal.calls = []
        second.addSubview(parent)
        XCTAssertEqual(journal.calls, ["parent→second"], "from one window straight to another: once")
        parent.removeFromSuperview()
        parent.removeFromSuperview()
        XCTAssertEqual(journal.calls, ["parent→second", "parent→nil"], "removing a detached view calls nothing")
    }
}
