import FlickAnimation
import FlickInput
import FlickRender
import FlickScene
import FlickTestSupport
import Foundation
import XCTest

final class TiledRenderingTests: XCTestCase {
    /// Text in the goldens is drawn with DejaVu Sans pinned by path.
    override func setUpWithError() throws { try TestFonts.install() }

    /// A tiled "map": a coloured 100-point grid with coordinates written in each cell.
    static let map: TileDrawing = { canvas, request in
        let r = request.contentRect
        canvas.fill(r, color: Color(red: 0.97, green: 0.96, blue: 0.9))
        let cell = 100.0
        let c0 = Int((r.minX / cell).rounded(.down)), c1 = Int((r.maxX / cell).rounded(.up))
        let r0 = Int((r.minY / cell).rounded(.down)), r1 = Int((r.maxY / cell).rounded(.up))
        for j in r0..<r1 {
            for i in c0..<c1 {
                let box = Rect(x: Double(i) * cell, y: Double(j) * cell, width: cell, height: cell)
                if (i + j) % 3 == 0 {
                    canvas.fill(box.insetBy(dx: 4, dy: 4), color: Color(red: 0.6, green: 0.8, blue: 0.6))
                }
                canvas.stroke(box, lineWidth: 1, color: Color(red: 0.3, green: 0.3, blue: 0.5))
                canvas.draw(text: "\(i),\(j)", at: Point(x: box.minX + 8, y: box.minY + 8), fontSize: 16,
                            color: Color(red: 0.5, green: 0.1, blue: 0.1))
            }
        }
    }

    func render(offset: Point, zoom: Double, size: Size) throws -> Bitmap {
        let r = try HeadlessRenderer(pixelWidth: Int(size.width), pixelHeight: Int(size.height))
        var content = TiledContent(grid: TileGrid(contentSize: Size(width: 1_000_000, height: 1_000_000), keepBuffer: 1),
                                   uploadsPerFrame: 100)
        let worker = SynchronousTileWorker(draw: Self.map)
        let visible = TiledContent.visibleRect(offset: offset, zoom: zoom, viewport: size)
        let transform = TiledContent.contentToWindow(offset: offset, zoom: zoom)
        _ = content.frame(visible: visible, zoom: zoom, at: 0, worker: worker, contentToWindow: transform)
        // After the 0.25 s fade every tile is opaque.
        let items = content.frame(visible: visible, zoom: zoom, at: 1, worker: worker, contentToWindow: transform)
        return try r.render(DisplayList(items: items), background: .black)
    }

    func testTiledCanvasAtAnOffset() throws {
        let b = try render(offset: Point(x: 123_456.5, y: 98_765.25), zoom: 1, size: Size(width: 480, height: 320))
        try GoldenImageTests.assertGolden(b, "tiled-offset", goldens: GoldenImage.directory(besides: #filePath))
    }

    func testTiledCanvasZoomed() throws {
        // Zoom 1.5 uses level-0 tiles magnified 1.5×; zoom 0.7 uses level −1.
        let zoomedIn = try render(offset: Point(x: 1000, y: 2000), zoom: 1.5, size: Size(width: 480, height: 320))
        try GoldenImageTests.assertGolden(zoomedIn, "tiled-zoom-1.5", goldens: GoldenImage.directory(besides: #filePath))
        let zoomedOut = try render(offset: Point(x: 1000, y: 2000), zoom: 0.7, size: Size(width: 480, height: 320))
        try GoldenImageTests.assertGolden(zoomedOut, "tiled-zoom-0.7", goldens: GoldenImage.directory(besides: #filePath))
    }

    func testScrollingCreatesNoTexturesAfterWarmUp() throws {
        let size = Size(width: 640, height: 400)
        let r = try HeadlessRenderer(pixelWidth: 640, pixelHeight: 400)
        let grid = TileGrid(contentSize: Size(width: 1_000_000, height: 1_000_000), keepBuffer: 1)
        var content = TiledContent(grid: grid, uploadsPerFrame: 100)
        let worker = SynchronousTileWorker(draw: { canvas, request in
            canvas.fill(request.contentRect, color: Color(red: 0.2, green: 0.4, blue: Double(request.key.column % 5) / 5))
        })
        var createdAfterWarmUp = 0, allocationsAfterWarmUp = 0
        for frame in 0..<240 {
            let offset = Point(x: 5000 + Double(frame) * 9.7, y: 7000 + Double(frame) * 4.3)
            let items = content.frame(visible: TiledContent.visibleRect(offset: offset, zoom: 1, viewport: size), zoom: 1,
                                      at: Double(frame) / 60, worker: worker,
                                      contentToWindow: TiledContent.contentToWindow(offset: offset, zoom: 1))
            try r.render(DisplayList(items: items))
            if frame == 120 {
                createdAfterWarmUp = r.renderer.counters.texturesCreated
                allocationsAfterWarmUp = content.counters.poolAllocations
            }
        }
        XCTAssertGreaterThan(content.counters.poolHits, 20)
        XCTAssertGreaterThan(r.renderer.counters.uploads, createdAfterWarmUp, "reused textures were re-uploaded")
        XCTAssertEqual(r.renderer.counters.texturesCreated, createdAfterWarmUp, "no texture created after warm-up")
        XCTAssertEqual(content.counters.poolAllocations, allocationsAfterWarmUp, "no bitmap allocated after warm-up")
    }
}
