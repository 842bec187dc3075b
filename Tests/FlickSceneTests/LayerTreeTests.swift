import FlickAnimation
import FlickInput
@testable import FlickScene
import XCTest

final class LayerTreeTests: XCTestCase {
    func testInsertRemoveAndReparent() {
        let a = Layer(name: "a"), b = Layer(name: "b"), c = Layer(name: "c"), other = Layer(name: "other")
        let root = Layer(name: "root")
        root.addSublayer(a)
        root.addSublayer(c)
        root.insertSublayer(b, below: c)
        XCTAssertEqual(root.sublayers.map(\.name), ["a", "b", "c"])
        root.insertSublayer(a, above: c) // moving within the same parent
        XCTAssertEqual(root.sublayers.map(\.name), ["b", "c", "a"])
        root.insertSublayer(c, at: 0)
        XCTAssertEqual(root.sublayers.map(\.name), ["c", "b", "a"])
        other.addSublayer(b) // reparenting removes it from the old parent
        XCTAssertEqual(root.sublayers.map(\.name), ["c", "a"])
        XCTAssertTrue(b.superlayer === other)
        b.removeFromSuperlayer()
        XCTAssertNil(b.superlayer)
        XCTAssertTrue(other.sublayers.isEmpty)
        root.insertSublayer(b, at: 99) // clamped
        XCTAssertEqual(root.sublayers.last?.name, "b")
        XCTAssertTrue(b.isDescendant(of: root))
        XCTAssertTrue(b.rootLayer === root)
    }

    func testContentsGravityPlacement() {
        let bounds = Rect(x: 0, y: 0, width: 100, height: 50)
        let image = Size(width: 20, height: 20)
        XCTAssertEqual(ContentsGravity.resize.rect(forContentsSize: image, in: bounds), bounds)
        XCTAssertEqual(ContentsGravity.resizeAspect.rect(forContentsSize: image, in: bounds),
                       Rect(x: 25, y: 0, width: 50, height: 50))
        XCTAssertEqual(ContentsGravity.resizeAspectFill.rect(forContentsSize: image, in: bounds),
                       Rect(x: 0, y: -25, width: 100, height: 100))
        XCTAssertEqual(ContentsGravity.center.rect(forContentsSize: image, in: bounds),
                       Rect(x: 40, y: 15, width: 20, height: 20))
        XCTAssertEqual(ContentsGravity.topLeft.rect(forContentsSize: image, in: bounds),
                       Rect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertEqual(ContentsGravity.bottomRight.rect(forContentsSize: image, in: bounds),
                       Rect(x: 80, y: 30, width: 20, height: 20))
        XCTAssertEqual(ContentsGravity.top.rect(forContentsSize: image, in: bounds).origin, Point(x: 40, y: 0))
        XCTAssertEqual(ContentsGravity.right.rect(forContentsSize: image, in: bounds).origin, Point(x: 80, y: 15))
    }

    func testUpdateAnimationsInTreeReportsRunningAnimations() {
        let root = Layer(), child = Layer()
        root.addSublayer(child)
        child.add(BasicAnimation<Double>(keyPath: "opacity", from: 0, to: 1, duration: 1), forKey: "fade", at: 0)
        XCTAssertTrue(root.updateAnimationsInTree(at: 0.5))
        XCTAssertFalse(root.updateAnimationsInTree(at: 1))
        XCTAssertTrue(child.animationKeys.isEmpty)
    }

    func testConvertBetweenLayers() throws {
        let root = Layer(), a = Layer(), b = Layer()
        root.frame = Rect(x: 0, y: 0, width: 500, height: 500)
        a.frame = Rect(x: 100, y: 50, width: 200, height: 200)
        b.frame = Rect(x: 10, y: 20, width: 50, height: 50)
        b.transform = Transform3D(scaleX: 2, y: 2)
        root.addSublayer(a)
        a.addSublayer(b)
        // b's (0, 0): its centre (35, 45) in a minus 2·25 → (−15, −5) in a → (85, 45) in the window.
        let window = try XCTUnwrap(b.convert(.zero, to: nil))
        XCTAssertEqual(window.x, 85, accuracy: 1e-9)
        XCTAssertEqual(window.y, 45, accuracy: 1e-9)
        let inA = try XCTUnwrap(b.convert(Point(x: 10, y: 10), to: a))
        XCTAssertEqual(inA.x, 5, accuracy: 1e-9)
        XCTAssertEqual(inA.y, 15, accuracy: 1e-9)
        let back = try XCTUnwrap(b.convert(inA, from: a))
        XCTAssertEqual(back.x, 10, accuracy: 1e-9)
        XCTAssertEqual(back.y, 10, accuracy: 1e-9)
    }

    func testUnknownKeyPathsAndWrongTypesAreRejected() {
        let layer = Layer()
        XCTAssertFalse(layer.setModelValue(1.0, forKeyPath: "nonsense"))
        XCTAssertFalse(layer.setModelValue(Point.zero, forKeyPath: "opacity"))
        XCTAssertTrue(layer.setModelValue(0.5, forKeyPath: "transform.scale"))
        XCTAssertEqual(layer.transform.m11, 0.5, accuracy: 1e-12)
        XCTAssertTrue(layer.setModelValue(3.0, forKeyPath: "position.x"))
        XCTAssertEqual(layer.position.x, 3)
        // An animation of the wrong type leaves the presentation alone.
        layer.add(BasicAnimation<Point>(keyPath: "opacity", from: .zero, to: .zero, duration: 1), forKey: "bad", at: 0)
        XCTAssertEqual(layer.presentation(at: 0.5).opacity, 1)
    }
}

final class LayerFrameTests: XCTestCase {
    private struct Renderer: LayerContentsRenderer {
        struct Contents: LayerContents { let pixelWidth: Int, pixelHeight: Int }
        func makeContents(size: Size, scale: Double, pixelWidth: Int, pixelHeight: Int,
                          draw: (inout any LayerDrawingContext) -> Void) -> (any LayerContents)? {
            Contents(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        }
    }

    func testPrepareFrameRunsAnimationsDisplayAndFlatteningInOrder() {
        let root = Layer(name: "root"), child = Layer(name: "child")
        root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        child.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        child.drawHandler = { _ in }
        child.setNeedsDisplay()
        root.addSublayer(child)
        let transactions = root.transactionContext
        var finished: Bool?
        transactions.perform(duration: 1, timingFunction: .linear, completion: { finished = true }) {
            child.position = Point(x: 55, y: 5)
        }
        let first = root.prepareFrame(at: 3, contentsRenderer: Renderer())
        XCTAssertEqual(first.redrawnLayerCount, 1)
        XCTAssertTrue(first.isAnimating)
        XCTAssertEqual(first.items.map(\.layer.name), ["root", "child"])
        XCTAssertEqual(first.items[1].transform.project(.zero)?.x ?? -1, 0, accuracy: 1e-9) // starts at the old place
        let middle = root.prepareFrame(at: 3.5, contentsRenderer: Renderer())
        XCTAssertEqual(middle.redrawnLayerCount, 0)
        XCTAssertEqual(middle.items[1].transform.project(.zero)?.x ?? -1, 25, accuracy: 1e-9)
        XCTAssertNil(finished)
        let last = root.prepareFrame(at: 4, contentsRenderer: nil)
        XCTAssertFalse(last.isAnimating)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(last.items[1].transform.project(.zero)?.x ?? -1, 50, accuracy: 1e-9)
    }
}
