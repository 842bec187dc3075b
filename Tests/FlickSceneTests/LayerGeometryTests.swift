import FlickAnimation
import FlickInput
import FlickTestSupport
@testable import FlickScene
import Foundation
import XCTest

final class LayerGeometryTests: XCTestCase {
    func testPositionIsWhereTheAnchorPointSits() {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 100, height: 50)
        layer.position = Point(x: 200, y: 100)
        let t = layer.transformToWindow(at: nil)
        assertPoint(t.project(Point(x: 0, y: 0)), 150, 75)
        assertPoint(t.project(Point(x: 100, y: 50)), 250, 125)
        XCTAssertEqual(layer.frame, Rect(x: 150, y: 75, width: 100, height: 50))
        layer.frame = Rect(x: 10, y: 20, width: 30, height: 40)
        XCTAssertEqual(layer.position, Point(x: 25, y: 40))
        XCTAssertEqual(layer.bounds.size, Size(width: 30, height: 40))
    }

    func testBoundsOriginShiftsTheSublayers() {
        let parent = Layer(), child = Layer()
        parent.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        parent.bounds.origin = Point(x: 0, y: 30) // scrolled down by 30
        child.frame = Rect(x: 0, y: 50, width: 10, height: 10)
        parent.addSublayer(child)
        assertPoint(child.transformToWindow(at: nil).project(.zero), 0, 20)
    }

    func testRotationAboutAnOffCentreAnchorPoint() {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 100, height: 40)
        layer.anchorPoint = Point(x: 0, y: 0)
        layer.position = Point(x: 50, y: 50)
        layer.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        let t = layer.transformToWindow(at: nil)
        // Clockwise quarter turn about the top-left corner, which stays at (50, 50).
        assertPoint(t.project(.zero), 50, 50)
        assertPoint(t.project(Point(x: 100, y: 0)), 50, 150)
        assertPoint(t.project(Point(x: 0, y: 40)), 10, 50)
    }

    func testZoomAboutAnOffScreenPoint() {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        layer.anchorPoint = Point(x: -1, y: -1) // (−100, −100) in bounds coordinates
        layer.position = Point(x: -100, y: -100) // so the unscaled layer sits at the origin
        assertPoint(layer.transformToWindow(at: nil).project(.zero), 0, 0)
        layer.transform = Transform3D(scaleX: 2, y: 2)
        let t = layer.transformToWindow(at: nil)
        assertPoint(t.project(.zero), 100, 100)
        assertPoint(t.project(Point(x: 100, y: 100)), 300, 300)
        assertPoint(t.project(Point(x: -100, y: -100)), -100, -100) // the fixed point
    }

    /// Child rotated 60° about y inside a parent whose sublayer transform has m34 = −1/500.
    /// (The caller keeps the parent alive: a superlayer reference is weak, as in CA.)
    private func perspectiveScene() -> (parent: Layer, child: Layer) {
        let parent = Layer(name: "parent"), child = Layer(name: "child")
        parent.frame = Rect(x: 0, y: 0, width: 200, height: 200)
        parent.sublayerTransform = Transform3D(perspectiveDistance: 500)
        child.frame = Rect(x: 0, y: 0, width: 200, height: 200)
        child.transform = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
        parent.addSublayer(child)
        return (parent, child)
    }

    func testSublayerTransformPerspectiveActsAboutTheSuperlayerAnchor() {
        let (parent, child) = perspectiveScene()
        XCTAssertTrue(child.superlayer === parent)
        let t = child.transformToWindow(at: nil)
        // Right edge middle (200, 100): 100 pt from the anchor, rotated to x = 50, z = −86.6;
        // w = 1 + 86.6/500 = 1.17321; x' = 100 + 50/1.173205 = 142.6183 (hand-computed).
        assertPoint(t.project(Point(x: 200, y: 100)), 100 + 50 / (1 + 100 * sin(Double.pi / 3) / 500), 100,
                    accuracy: 1e-9)
        assertPoint(t.project(Point(x: 200, y: 100)), 142.6183, 100, accuracy: 1e-4)
        // Left edge comes towards the eye: x = 100 − 50/0.826795 = 39.5255.
        assertPoint(t.project(Point(x: 0, y: 100)), 39.5255, 100, accuracy: 1e-4)
    }

    func testHitTestingUnderPerspective() {
        let (parent, child) = perspectiveScene()
        XCTAssertTrue(parent.hitTest(Point(x: 140, y: 100)) === child)
        XCTAssertTrue(parent.hitTest(Point(x: 145, y: 100)) === parent) // beyond the projected edge
        XCTAssertTrue(parent.hitTest(Point(x: 38, y: 100)) === parent)
        XCTAssertTrue(parent.hitTest(Point(x: 41, y: 100)) === child)
        // Converting the projected edge back lands on the child's right edge.
        assertPoint(child.convert(Point(x: 100 + 50 / (1 + 0.2 * sin(Double.pi / 3)), y: 100), from: nil), 200, 100,
                    accuracy: 1e-9)
        XCTAssertNil(parent.hitTest(Point(x: 250, y: 100)))
    }

    func testHitTestingUnderRotationAndHiddenAndMasks() {
        let root = Layer(), rotated = Layer(), hidden = Layer()
        root.frame = Rect(x: 0, y: 0, width: 300, height: 300)
        rotated.bounds = Rect(x: 0, y: 0, width: 100, height: 20)
        rotated.position = Point(x: 150, y: 150)
        rotated.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        root.addSublayer(rotated)
        XCTAssertTrue(root.hitTest(Point(x: 150, y: 190)) === rotated) // vertical now
        XCTAssertTrue(root.hitTest(Point(x: 190, y: 150)) === root)
        hidden.frame = Rect(x: 0, y: 0, width: 300, height: 300)
        hidden.isHidden = true
        root.addSublayer(hidden)
        XCTAssertTrue(root.hitTest(Point(x: 150, y: 190)) === rotated)
        root.masksToBounds = true
        let outside = Layer()
        outside.frame = Rect(x: 400, y: 0, width: 50, height: 50)
        root.addSublayer(outside)
        XCTAssertNil(root.hitTest(Point(x: 410, y: 10)))
        root.masksToBounds = false
        XCTAssertTrue(root.hitTest(Point(x: 410, y: 10)) === outside)
    }

    func testFlatteningPaintOrderOpacityClipsAndHidden() {
        let root = Layer(name: "root"), a = Layer(name: "a"), b = Layer(name: "b"), c = Layer(name: "c")
        let hidden = Layer(name: "hidden"), inner = Layer(name: "inner")
        root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        for l in [a, b, c, hidden] { l.frame = Rect(x: 10, y: 10, width: 20, height: 20); root.addSublayer(l) }
        a.zPosition = 5
        b.opacity = 0.5
        b.masksToBounds = true
        inner.frame = Rect(x: 1, y: 2, width: 5, height: 5)
        inner.opacity = 0.5
        b.addSublayer(inner)
        hidden.isHidden = true
        let items = root.flattenedForRendering(at: 0)
        XCTAssertEqual(items.map { $0.layer.name }, ["root", "b", "inner", "c", "a"])
        XCTAssertEqual(items[2].opacity, 0.25, accuracy: 1e-12)
        XCTAssertEqual(items[2].clips.count, 1)
        XCTAssertEqual(items[2].clips[0].windowRect, Rect(x: 10, y: 10, width: 20, height: 20))
        XCTAssertEqual(items[2].depth, 2)
        assertPoint(items[2].transform.project(.zero), 11, 12)
        XCTAssertEqual(items[1].clips.count, 0)
    }

    func testFlatteningUsesPresentationValues() {
        let root = Layer(), moving = Layer()
        root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        moving.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        root.addSublayer(moving)
        let animation = BasicAnimation<Point>(keyPath: "position", from: Point(x: 5, y: 5), to: Point(x: 105, y: 5),
                                              duration: 1)
        moving.add(animation, forKey: "move", at: 2)
        let items = root.flattenedForRendering(at: 2.5)
        assertPoint(items[1].transform.project(.zero), 50, 0)
        XCTAssertEqual(moving.position, Point(x: 5, y: 5)) // the model is unchanged
        assertPoint(moving.transformToWindow(at: 2.25).project(.zero), 25, 0)
    }

    func testFlatteningDropsZOfSublayersOfAPlainLayerButNotOfATransformLayer() {
        let root = Layer(), joint = Layer(), leaf = Layer()
        root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        joint.frame = root.frame
        leaf.frame = root.frame
        leaf.zPosition = 40
        root.addSublayer(joint)
        joint.addSublayer(leaf)
        XCTAssertEqual(leaf.transformToWindow(at: nil).apply(to: Vector4(x: 0, y: 0, z: 0, w: 1)).z, 0)
        joint.isTransformLayer = true
        XCTAssertEqual(leaf.transformToWindow(at: nil).apply(to: Vector4(x: 0, y: 0, z: 0, w: 1)).z, 0)
        joint.zPosition = 0
        root.isTransformLayer = true
        XCTAssertEqual(leaf.transformToWindow(at: nil).apply(to: Vector4(x: 0, y: 0, z: 0, w: 1)).z, 40)
    }
}
