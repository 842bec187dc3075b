import FlickAnimation
import FlickInput
import Foundation
import XCTest

final class DecomposedTransformTests: XCTestCase {
    private func assertClose(_ a: Transform3D, _ b: Transform3D, accuracy: Double = 1e-9,
                             file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in zip(a.animatableComponentsRaw, b.animatableComponentsRaw) {
            XCTAssertEqual(x, y, accuracy: accuracy, "\(a) vs \(b)", file: file, line: line)
        }
    }

    func testDecomposeRecomposeRoundTrip() throws {
        let t = Transform3D(scaleX: 2, y: 0.5, z: 1.5)
            .concatenating(Transform3D(rotationAngle: 0.7, x: 1, y: 2, z: 3))
            .concatenating(Transform3D(translationX: 10, y: -20, z: 0))
            .concatenating(Transform3D(perspectiveDistance: 800))
        let d = try XCTUnwrap(DecomposedTransform(t))
        assertClose(d.transform, t)
        // With m44 ≠ 1 the matrix comes back divided by m44: the same projective map.
        let deep = t.concatenating(Transform3D(translationX: 0, y: 0, z: 5)).concatenating(Transform3D(perspectiveDistance: 300))
        let back = try XCTUnwrap(DecomposedTransform(deep)).transform
        XCTAssertEqual(back.m44, 1, accuracy: 1e-12)
        for p in [Point(x: 3, y: 4), Point(x: -50, y: 20)] {
            let a = try XCTUnwrap(back.project(p)), b = try XCTUnwrap(deep.project(p))
            XCTAssertEqual(a.x, b.x, accuracy: 1e-9)
            XCTAssertEqual(a.y, b.y, accuracy: 1e-9)
        }
        XCTAssertEqual(d.scale.x, 2, accuracy: 1e-9)
        XCTAssertEqual(d.translation.y, -20, accuracy: 1e-9)
        var skewed = Transform3D.identity
        skewed.m21 = 0.3 // x += 0.3·y
        assertClose(try XCTUnwrap(DecomposedTransform(skewed)).transform, skewed)
    }

    func testRotationInterpolatesAlongTheArc() throws {
        let a = Transform3D.identity, b = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        let half = a.interpolated(to: b, fraction: 0.5)
        assertClose(half, Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1))
        // Entry-wise interpolation would shrink the square: the decomposition keeps its size.
        let corner = try XCTUnwrap(half.project(Point(x: 1, y: 0)))
        XCTAssertEqual(corner.length, 1, accuracy: 1e-12)
    }

    func testScaleAndTranslationInterpolateLinearly() {
        let a = Transform3D(scaleX: 1, y: 1).concatenating(Transform3D(translationX: 0, y: 0))
        let b = Transform3D(scaleX: 3, y: 3).concatenating(Transform3D(translationX: 100, y: 40))
        assertClose(a.interpolated(to: b, fraction: 0.5),
                    Transform3D(scaleX: 2, y: 2).concatenating(Transform3D(translationX: 50, y: 20)))
        // A singular end (scale 0) interpolates entry-wise.
        let zero = Transform3D(scaleX: 0, y: 0)
        XCTAssertEqual(zero.interpolated(to: .identity, fraction: 0.25).m11, 0.25, accuracy: 1e-12)
    }

    func testAdditiveTransformsConcatenate() {
        let rotation = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
        let translation = Transform3D(translationX: 10, y: 0)
        XCTAssertEqual(translation.adding(rotation), rotation.concatenating(translation))
        assertClose(translation.adding(rotation).subtracting(translation), rotation)
        assertClose(rotation.scaled(by: 2), Transform3D(rotationAngle: 0.6, x: 0, y: 0, z: 1))
        assertClose(translation.scaled(by: 1_000_001), Transform3D(translationX: 10_000_010, y: 0))
        assertClose(translation.scaled(by: -2.5), Transform3D(translationX: -25, y: 0))
        assertClose(rotation.scaled(by: 0), .identity)
    }

    func testTransformKeyPaths() throws {
        let t = Transform3D(scaleX: 2, y: 2, z: 2).concatenating(Transform3D(rotationAngle: 0.4, x: 0, y: 0, z: 1))
            .concatenating(Transform3D(translationX: 5, y: 6))
        XCTAssertEqual(try XCTUnwrap(t.value(forTransformKeyPath: "scale") as? Double), 2, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(t.value(forTransformKeyPath: "rotation.z") as? Double), 0.4, accuracy: 1e-12)
        XCTAssertEqual(t.value(forTransformKeyPath: "translation") as? Point, Point(x: 5, y: 6))
        let rotated = try XCTUnwrap(t.setting(1.0, forTransformKeyPath: "rotation.z"))
        XCTAssertEqual(try XCTUnwrap(rotated.value(forTransformKeyPath: "rotation.z") as? Double), 1, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(rotated.value(forTransformKeyPath: "scale") as? Double), 2, accuracy: 1e-12)
        let scaled = try XCTUnwrap(Transform3D.identity.setting(0.6, forTransformKeyPath: "scale"))
        assertClose(scaled, Transform3D(scaleX: 0.6, y: 0.6, z: 0.6))
        let tilted = try XCTUnwrap(Transform3D.identity.setting(0.5, forTransformKeyPath: "rotation.x"))
        assertClose(tilted, Transform3D(rotationAngle: 0.5, x: 1, y: 0, z: 0))
        XCTAssertNil(t.setting(1.0, forTransformKeyPath: "bogus"))
        XCTAssertNil(t.setting(Point.zero, forTransformKeyPath: "scale"))
    }
}

extension Transform3D {
    /// The sixteen entries, for comparisons.
    var animatableComponentsRaw: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }
}
