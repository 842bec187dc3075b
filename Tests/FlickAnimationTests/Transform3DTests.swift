import FlickAnimation
import FlickInput
import Foundation
import XCTest

final class Transform3DTests: XCTestCase {
    func testRotationAboutZTurnsClockwiseOnAYDownScreen() throws {
        let t = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        let p = try XCTUnwrap(t.project(Point(x: 1, y: 0)))
        XCTAssertEqual(p.x, 0, accuracy: 1e-12)
        XCTAssertEqual(p.y, 1, accuracy: 1e-12)
    }

    func testTranslatedByAppliesTheTranslationBeforeTheTransform() throws {
        let scale = Transform3D(scaleX: 2, y: 2)
        let t = scale.translatedBy(x: 10, y: 0)
        XCTAssertEqual(try XCTUnwrap(t.project(.zero)).x, 20, accuracy: 1e-12)
        let u = scale.concatenating(Transform3D(translationX: 10, y: 0))
        XCTAssertEqual(try XCTUnwrap(u.project(.zero)).x, 10, accuracy: 1e-12)
    }

    func testPerspectiveDividesByOneMinusZOverD() {
        let t = Transform3D(perspectiveDistance: 500)
        let p = t.apply(to: Vector4(x: 100, y: 0, z: -250, w: 1))
        XCTAssertEqual(p.w, 1.5, accuracy: 1e-12)
        XCTAssertEqual(p.x / p.w, 66.6667, accuracy: 1e-3)
    }

    func testInverseUndoesAGeneralTransform() throws {
        let t = Transform3D(rotationAngle: 0.7, x: 1, y: 2, z: 3)
            .concatenating(Transform3D(translationX: 5, y: -3, z: 2))
            .concatenating(Transform3D(perspectiveDistance: 800))
        let product = t.concatenating(try XCTUnwrap(t.inverted()))
        let i = Transform3D.identity
        for (a, b) in [(product.m11, i.m11), (product.m22, i.m22), (product.m34, i.m34),
                       (product.m41, i.m41), (product.m44, i.m44), (product.m12, i.m12)] {
            XCTAssertEqual(a, b, accuracy: 1e-9)
        }
        XCTAssertNil(Transform3D(scaleX: 0, y: 1).inverted())
    }
}
