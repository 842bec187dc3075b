@testable import flick_demo
import FlickInput
import FlickScene
import FlickTestSupport
import FlickUI
import XCTest

/// The Map scene as an app of views, replayed on a manual clock: landmark taps select after
/// the double tap fails, a double tap zooms without selecting, a tap on the map deselects,
/// pans and pinches over a landmark move the map, landmark views follow the visible area and
/// are reused, labels keep their size on screen, and the scene settles only when its tiles
/// have faded in.
final class MapSceneTests: XCTestCase {
    let viewport = Rect(x: 0, y: 0, width: 1280, height: 736)

    override func setUpWithError() throws { try TestFonts.install(for: self) }

    func makeScene() -> MapScene { MapScene(viewport: viewport, work: .inline) }

    /// A landmark whose disc is on screen well inside the viewport, and its centre in the
    /// window.
    func landmarkOnScreen(_ scene: MapScene) throws -> (Landmark, Point) {
        let inside = viewport.insetBy(dx: 150, dy: 150)
        let found = scene.landmarkViews.compactMap { landmark, view -> (Landmark, Point)? in
            guard let point = view.convert(view.bounds.center, to: nil), inside.contains(point) else { return nil }
            return (landmark, point)
        }
        .min { $0.1.x < $1.1.x }
        return try XCTUnwrap(found, "a landmark on screen")
    }

    /// A point of the map with no landmark within 150 points.
    func emptyMapPoint(_ scene: MapScene) throws -> Point {
        let candidates = stride(from: 100.0, to: 700, by: 50).flatMap { y in
            stride(from: 100.0, to: 1200, by: 50).map { Point(x: $0, y: y) }
        }
        let discs = scene.landmarkViews.values.compactMap { $0.convert($0.bounds.center, to: nil) }
        return try XCTUnwrap(candidates.first { p in discs.allSatisfy { $0.distance(to: p) > 150 } })
    }

    func tap(_ trace: inout TraceBuilder, at point: Point) {
        trace.down(0, at: point); trace.hold(0.06); trace.up(0)
    }

    func testATapOnALandmarkSelectsItOnceTheDoubleTapHasFailed() throws {
        let scene = makeScene()
        let (landmark, point) = try landmarkOnScreen(scene)
        var trace = TraceBuilder()
        tap(&trace, at: point)
        let lift = trace.time
        play(trace, into: scene, until: lift + 0.1)
        XCTAssertNil(scene.selectedLandmark, "the double tap may still come")
        play(TraceBuilder(), into: scene, until: lift + 0.6)
        XCTAssertEqual(scene.selectedLandmark, landmark)
        XCTAssertEqual(scene.landmarkTaps, 1)
        XCTAssertTrue(try XCTUnwrap(scene.landmarkViews[landmark]).isSelected, "its callout shows")
        XCTAssertEqual(scene.scrollView.zoomScale, 1, "no zoom")
        XCTAssertTrue(scene.report.events.contains { $0.text.hasPrefix("landmark tapped: \(landmark.name)") })
    }

    func testADoubleTapOnALandmarkZoomsAndSelectsNothing() throws {
        let scene = makeScene()
        let (landmark, point) = try landmarkOnScreen(scene)
        var trace = TraceBuilder()
        tap(&trace, at: point); trace.wait(0.1); tap(&trace, at: point + Point(x: 1, y: 1))
        play(trace, into: scene, until: trace.time + 1)
        XCTAssertEqual(scene.doubleTapZooms, 1)
        XCTAssertEqual(scene.scrollView.zoomScale, MapScene.minimumZoom, accuracy: 1e-9, "from 1×: out to the minimum")
        // Again on the same landmark (it stayed under the finger): in to 2×.
        let view = try XCTUnwrap(scene.landmarkViews[landmark])
        let again = try XCTUnwrap(view.convert(view.bounds.center, to: nil))
        trace = TraceBuilder(start: trace.time + 1)
        tap(&trace, at: again); trace.wait(0.1); tap(&trace, at: again)
        play(trace, into: scene, until: trace.time + 1)
        XCTAssertEqual(scene.doubleTapZooms, 2)
        XCTAssertEqual(scene.scrollView.zoomScale, MapScene.doubleTapZoom, accuracy: 1e-9)
        XCTAssertNil(scene.selectedLandmark)
        XCTAssertEqual(scene.landmarkTaps, 0, "no tap of either double tap selected")
    }

    func testATapOnTheMapDeselectsAndATapWithNothingSelectedDoesNothing() throws {
        let scene = makeScene()
        let (_, point) = try landmarkOnScreen(scene)
        let empty = try emptyMapPoint(scene)
        var trace = TraceBuilder()
        tap(&trace, at: empty); trace.wait(0.6)
        play(trace, into: scene, until: trace.time)
        XCTAssertEqual(scene.deselections, 0)
        trace = TraceBuilder(start: trace.time)
        tap(&trace, at: point); trace.wait(0.6)
        play(trace, into: scene, until: trace.time)
        XCTAssertNotNil(scene.selectedLandmark)
        trace = TraceBuilder(start: trace.time)
        tap(&trace, at: empty); trace.wait(0.6)
        play(trace, into: scene, until: trace.time)
        XCTAssertNil(scene.selectedLandmark)
        XCTAssertEqual(scene.deselections, 1)
        XCTAssertEqual(scene.landmarkTaps, 1, "the map's tap did not count as a landmark's")
        XCTAssertTrue(scene.landmarkViews.values.allSatisfy { !$0.isSelected })
    }

    func testAPanStartingOnALandmarkMovesTheMapAndSelectsNothing() throws {
        let scene = makeScene()
        let (_, point) = try landmarkOnScreen(scene)
        var trace = TraceBuilder()
        trace.down(0, at: point); trace.move(0, to: point + Point(x: -200, y: -100), duration: 0.3); trace.up(0)
        play(trace, into: scene, until: trace.time + 3)
        XCTAssertGreaterThan(scene.mapOffset.distance(to: MapScene.initialOffset), 150)
        XCTAssertNil(scene.selectedLandmark)
        XCTAssertEqual(scene.landmarkTaps, 0)
    }

    func testAPinchOverALandmarkZoomsAndSelectsNothing() throws {
        let scene = makeScene()
        let (_, point) = try landmarkOnScreen(scene)
        var trace = TraceBuilder()
        trace.down([(0, point - Point(x: 60, y: 0)), (1, point + Point(x: 60, y: 0))])
        trace.move([0, 1], duration: 0.5) { finger, start, t in start + Point(x: (finger == 0 ? -1 : 1) * 120 * t, y: 0) }
        trace.up([0, 1])
        play(trace, into: scene, until: trace.time + 1)
        XCTAssertGreaterThan(scene.scrollView.zoomScale, 1.5)
        XCTAssertNil(scene.selectedLandmark)
        XCTAssertEqual(scene.landmarkTaps, 0)
    }

    /// Where the map comes to rest after `frames` on `grid`: zoom, offset, the readout, and
    /// how many resampled frames it was shown.
    private func rest(_ frames: [TouchFrame], on grid: FrameGrid, until end: Double)
        -> (zoom: Double, offset: Point, readout: String, resampled: Int) {
        let scene = makeScene()
        let steps = grid.steps(frames, until: end)
        play(steps, into: scene)
        XCTAssertEqual(scene.scrollView.model.state, .idle, "at rest by \(end) s on \(grid)")
        return (scene.scrollView.zoomScale, scene.scrollView.contentOffset, scene.readout.text ?? "",
                FrameGrid.resampledCount(steps))
    }

    /// Asserts that `frames` leave the map where they leave it without resampling, on every
    /// resampling grid; returns that zoom.
    private func assertRestIsIndependentOfResampling(_ frames: [TouchFrame], until end: Double,
                                                     file: StaticString = #filePath, line: UInt = #line) -> Double {
        let reference = rest(frames, on: FrameGrid(rate: 60, resamples: false), until: end)
        for grid in FrameGrid.resampling {
            let shown = rest(frames, on: grid, until: end)
            XCTAssertGreaterThan(shown.resampled, 10, "the grid resampled the pinch (\(grid))", file: file, line: line)
            XCTAssertEqual(shown.zoom, reference.zoom, "zoom on \(grid)", file: file, line: line)
            XCTAssertEqual(shown.offset, reference.offset, "offset on \(grid)", file: file, line: line)
            XCTAssertEqual(shown.readout, reference.readout, "readout on \(grid)", file: file, line: line)
        }
        return reference.zoom
    }

    func testTheKioskPinchRestsWhereItsReportsPutItOnAnyFrameGrid() {
        // The real-kernel tier's pinch (`flick kiosk-play`): same script, synthesizer and seed,
        // on Flick's synthetic 1280 x 800 panel.
        var script = GestureScript(start: 0.1)
        script.pinch(center: Point(x: 640, y: 380), fromSpan: 140, toSpan: 420, duration: 0.7)
        script.wait(1)
        let recording = TraceSynthesizer(seed: 15).recording(for: script)
        let frames = recording.touchFrames(mapping: recording.mapping(windowSize: Size(width: 1280, height: 800)))
        let zoom = assertRestIsIndependentOfResampling(frames, until: 4)
        XCTAssertGreaterThan(zoom, 2, "140 → 420 pt apart")
    }

    func testAPinchAboutAMovingFocalPointRestsWhereItsReportsPutItOnAnyFrameGrid() {
        // The fingers spread while their centre travels, on a 90 Hz panel; one lifts first.
        var trace = TraceBuilder(rate: 90)
        trace.down([(0, Point(x: 520, y: 330)), (1, Point(x: 640, y: 420))])
        trace.move([0, 1], duration: 0.6) { finger, start, t in
            let spread = (finger == 0 ? -1.0 : 1.0) * 90 * t * (2 - t)
            return start + Point(x: spread + 130 * t, y: 0.7 * spread - 60 * t * t)
        }
        trace.up(1)
        trace.move(0, to: Point(x: 600, y: 280), duration: 0.05)
        trace.up(0)
        let zoom = assertRestIsIndependentOfResampling(trace.frames, until: 3)
        XCTAssertGreaterThan(zoom, 1.5)
    }

    func testOnlyLandmarksNearTheVisibleAreaHaveViewsAndTheyAreReused() {
        let scene = makeScene()
        let zoom = scene.scrollView.zoomScale
        func checkNear() {
            let margin = MapScene.landmarkMargin / scene.scrollView.zoomScale
            let near = Rect(origin: scene.mapOffset, size: Size(width: viewport.width / zoom, height: viewport.height / zoom))
                .insetBy(dx: -margin, dy: -margin)
            XCTAssertEqual(Set(scene.landmarkViews.keys), Set(Landmark.centered(in: near, side: MapScene.contentSide)))
            for (landmark, view) in scene.landmarkViews {
                XCTAssertTrue(view.superview === scene.mapView, "in the zoomed content")
                XCTAssertEqual(view.frame, landmark.discFrame)
            }
        }
        checkNear()
        let first = scene.landmarks.createdViewCount
        XCTAssertGreaterThan(first, 4)
        // Pan across many landmark squares, a screen at a time.
        for step in 1...8 {
            scene.scrollView.contentOffset = MapScene.initialOffset + Point(x: Double(step) * 1_200, y: Double(step) * 700)
            checkNear()
        }
        XCTAssertLessThan(scene.landmarks.createdViewCount, 2 * first, "views were reused, not made per landmark")
        XCTAssertGreaterThan(scene.landmarks.queuedViewCount, 0)
    }

    func testASelectedLandmarkScrolledAwayAndBackIsStillSelected() throws {
        let scene = makeScene()
        let (landmark, point) = try landmarkOnScreen(scene)
        var trace = TraceBuilder()
        tap(&trace, at: point); trace.wait(0.6)
        play(trace, into: scene, until: trace.time)
        scene.scrollView.contentOffset = Point(x: 50_000, y: 50_000)
        XCTAssertNil(scene.landmarkViews[landmark], "its view went back to the queue")
        XCTAssertTrue(scene.landmarkViews.values.allSatisfy { !$0.isSelected }, "a reused view is not selected")
        scene.scrollView.contentOffset = MapScene.initialOffset
        XCTAssertTrue(try XCTUnwrap(scene.landmarkViews[landmark]).isSelected)
        XCTAssertEqual(scene.selectedLandmark, landmark)
    }

    func testNamesKeepTheirSizeOnWholePixelsAndTheDiscsScaleAndAreDrawnForTheirPixels() throws {
        let scene = makeScene()
        let labels = LabelCache()
        // 0.72 and 1.27: z · (1/z) rounds below 1 in doubles.
        for zoom in [MapScene.minimumZoom, 0.72, 1, 1.27, MapScene.maximumZoom] {
            scene.scrollView.setZoomScale(zoom, animated: false)
            XCTAssertFalse(scene.landmarkViews.isEmpty)
            for (landmark, view) in scene.landmarkViews {
                let name = try XCTUnwrap(view.subviews.compactMap { $0 as? Label }.first { $0.text == landmark.name })
                let topLeft = try XCTUnwrap(name.convert(.zero, to: nil))
                let bottomRight = try XCTUnwrap(name.convert(Point(x: name.bounds.width, y: name.bounds.height), to: nil))
                XCTAssertEqual(bottomRight.x - topLeft.x, name.bounds.width, accuracy: 1e-6, "\(landmark.name) at \(zoom)×")
                XCTAssertEqual(bottomRight.y - topLeft.y, name.bounds.height, accuracy: 1e-6, "\(landmark.name) at \(zoom)×")
                let discLeft = try XCTUnwrap(view.convert(.zero, to: nil))
                let discRight = try XCTUnwrap(view.convert(Point(x: 2 * Landmark.radius, y: 0), to: nil))
                XCTAssertEqual(discRight.x - discLeft.x, 2 * Landmark.radius * zoom, accuracy: 1e-6, "disc at \(zoom)×")
                XCTAssertEqual(topLeft.x - discRight.x, LandmarkView.nameGap, accuracy: 1e-6, "beside the disc")
            }
            // Every glyph (the readout's and the names') sits on whole pixels: drawn sharp.
            var list = DisplayList()
            scene.draw(into: &list, at: 0, labels: labels)
            let glyphs = list.items.flatMap { item -> [Point] in
                guard case .mesh(let mesh) = item, mesh.texture != nil else { return [] }
                return mesh.vertices.map(\.position)
            }
            XCTAssertGreaterThan(glyphs.count, 0)
            for view in scene.landmarkViews.values {
                XCTAssertEqual(view.layer.contentsScale, labels.pixelsPerPoint * zoom, accuracy: 1e-12,
                               "the disc is drawn for the pixels it covers at \(zoom)×")
            }
            for p in glyphs {
                XCTAssertEqual(p.x * labels.pixelsPerPoint, (p.x * labels.pixelsPerPoint).rounded(), accuracy: 1e-6, "at \(zoom)×")
                XCTAssertEqual(p.y * labels.pixelsPerPoint, (p.y * labels.pixelsPerPoint).rounded(), accuracy: 1e-6, "at \(zoom)×")
            }
        }
    }

    func testTheReadoutIsALabelShowingTheCentreAndZoom() {
        let scene = makeScene()
        XCTAssertEqual(scene.readout.text, "centre (840, 518)   zoom 1.00x")
        scene.scrollView.setZoomScale(2, animated: false)
        XCTAssertTrue(scene.readout.text?.hasSuffix("zoom 2.00x") == true, scene.readout.text ?? "")
    }

    func testTheSceneSettlesOnlyOnceItsTilesHaveFadedIn() {
        let scene = makeScene()
        let labels = LabelCache()
        var list = DisplayList()
        scene.draw(into: &list, at: 0, labels: labels)
        XCTAssertGreaterThan(scene.mapView.tiledContent.counters.liveTiles, 0)
        XCTAssertFalse(scene.isSettled(at: 0.01), "tiles uploading and fading in")
        play(TraceBuilder(), into: scene, until: 3, drawingWith: labels)
        XCTAssertTrue(scene.isSettled(at: 3))
        XCTAssertEqual(scene.mapView.tiledContent.counters.pendingTiles, 0)
    }
}
