import FlickAnimation
import FlickInput
import FlickTestSupport
@testable import FlickScene
import Foundation
import XCTest

private final class MarkerContents: LayerContents {
    let pixelWidth = 300, pixelHeight = 200
}

/// Identity of contents that are images of this test.
private func shows(_ layer: Layer?, _ image: MarkerContents) -> Bool { ObjectIdentifier(layer?.contents as? MarkerContents ?? MarkerContents()) == ObjectIdentifier(image) }

final class TransitionLayersTests: XCTestCase {
    private let size = Size(width: 300, height: 200)

    private func corners(_ layer: Layer) -> [Point?] {
        let t = layer.transformToWindow(at: nil), b = layer.bounds
        return [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY),
                Point(x: b.minX, y: b.maxY)].map { t.project($0) }
    }

    func testPanelLayersReproduceThePanelGeometry() throws {
        let fold = FoldTransition(size: size)
        let root = Layer()
        root.frame = Rect(origin: .zero, size: size)
        let source = MarkerContents(), destination = MarkerContents()
        let layers = TransitionLayers(frame: root.frame, source: source, destination: destination)
        root.addSublayer(layers.container)
        for degrees in [30.0, 60, 85] {
            let panels = fold.panels(angle: degrees * .pi / 180)
            layers.update(with: panels)
            for panel in panels {
                let layer = try XCTUnwrap(layers.layer(for: panel.role))
                assertPoints(corners(layer), panel.projectedCorners)
            }
        }
        let upper = try XCTUnwrap(layers.layer(for: .upperFold))
        XCTAssertTrue(shows(upper, source))
        XCTAssertEqual(upper.contentsRect, Rect(x: 0, y: 0, width: 1, height: 0.5))
        XCTAssertTrue(shows(layers.layer(for: .bottomSleeve), destination))
        XCTAssertEqual(layers.layer(for: .lowerFold)?.contentsRect, Rect(x: 0, y: 0.5, width: 1, height: 0.5))
        let shading = try XCTUnwrap(upper.sublayers.first)
        XCTAssertEqual(shading.opacity, 0.25 * (1 - cos(85 * Double.pi / 180)), accuracy: 1e-12)
        XCTAssertNotNil(shading.gradient)
        XCTAssertTrue(layers.container.animationKeys.isEmpty && upper.animationKeys.isEmpty)
        // The renderer sees the panels in paint order with their shading (hidden sleeve
        // shading and zero overlays are skipped).
        let names = root.flattenedForRendering(at: 0).compactMap(\.layer.name)
        XCTAssertEqual(names, ["transition", "topSleeve", "upperFold", "upperFold.shading", "lowerFold",
                               "lowerFold.shading", "bottomSleeve"])
    }

    /// MPFoldTransition's own layer tree (research note §2): a perspective layer whose height is
    /// 2h·cos θ about the fixed centre, transform-layer joints at −θ and +2θ, sleeves
    /// counter-rotated. Built from our Layer type, it must give the same corners as the
    /// analytic panels — a check of both the layer engine and the fold geometry.
    func testMPFoldLayerTreeMatchesTheAnalyticPanels() throws {
        let w = size.width, h = size.height / 2
        let fold = FoldTransition(size: size)
        for degrees in [30.0, 60, 85] {
            let theta = degrees * .pi / 180
            let root = Layer()
            root.frame = Rect(origin: .zero, size: size)
            let perspective = Layer()
            perspective.bounds = Rect(x: 0, y: 0, width: w, height: 2 * h * cos(theta))
            perspective.position = Point(x: w / 2, y: h)
            perspective.sublayerTransform = Transform3D(perspectiveDistance: 4.6666667 * h)
            root.addSublayer(perspective)
            func layer(_ parent: Layer, anchor: Point, position: Point, height: Double, angle: Double,
                       transformLayer: Bool = false) -> Layer {
                let l = Layer()
                l.bounds = Rect(x: 0, y: 0, width: w, height: height)
                l.anchorPoint = anchor
                l.position = position
                l.transform = Transform3D(rotationAngle: angle, x: 1, y: 0, z: 0)
                l.isTransformLayer = transformLayer
                parent.addSublayer(l)
                return l
            }
            let firstJoint = layer(perspective, anchor: Point(x: 0.5, y: 0), position: Point(x: w / 2, y: 0),
                                   height: 2 * h, angle: -theta, transformLayer: true)
            let topSleeve = layer(firstJoint, anchor: Point(x: 0.5, y: 1), position: Point(x: w / 2, y: 0),
                                  height: h, angle: theta)
            let upperFold = layer(firstJoint, anchor: Point(x: 0.5, y: 0), position: Point(x: w / 2, y: 0),
                                  height: h, angle: 0)
            let secondJoint = layer(firstJoint, anchor: Point(x: 0.5, y: 0), position: Point(x: w / 2, y: h),
                                    height: 2 * h, angle: 2 * theta, transformLayer: true)
            let lowerFold = layer(secondJoint, anchor: Point(x: 0.5, y: 0), position: Point(x: w / 2, y: 0),
                                  height: h, angle: 0)
            let bottomSleeve = layer(secondJoint, anchor: Point(x: 0.5, y: 0), position: Point(x: w / 2, y: h),
                                     height: h, angle: -theta)
            let panels = fold.panels(angle: theta)
            for (role, l) in [(TransitionPanel.Role.topSleeve, topSleeve), (.upperFold, upperFold),
                              (.lowerFold, lowerFold), (.bottomSleeve, bottomSleeve)] {
                let panel = try XCTUnwrap(panels.first { $0.role == role })
                assertPoints(corners(l), panel.projectedCorners, accuracy: 1e-6)
            }
        }
    }

    func testFlipPanelsOrderAndVisibility() throws {
        let flip = FlipTransition(size: size)
        let layers = TransitionLayers(frame: Rect(origin: .zero, size: size), source: MarkerContents(), destination: MarkerContents())
        layers.update(with: flip.panels(stageProgress: 0.5))
        XCTAssertEqual(layers.container.sublayers.map(\.name), ["facing", "reveal", "back", "front"])
        XCTAssertTrue(try XCTUnwrap(layers.layer(for: .back)).isHidden)
        layers.update(with: flip.panels(stageProgress: 1.5))
        XCTAssertEqual(layers.container.sublayers.map(\.name), ["facing", "reveal", "front", "back"])
        XCTAssertFalse(try XCTUnwrap(layers.layer(for: .back)).isHidden)
        let facingOverlay = try XCTUnwrap(layers.layer(for: .facing)?.sublayers.last)
        XCTAssertEqual(facingOverlay.opacity, sin(Double.pi / 4) / 3, accuracy: 1e-12)
        XCTAssertFalse(facingOverlay.isHidden)
    }
}
