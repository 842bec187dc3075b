import FlickAnimation
import FlickInput
import FlickRender
import FlickScene
import FlickTestSupport
import Foundation
import XCTest

/// Goldens of layer trees (the animation developer's `Layer`) drawn through
/// `LayerDisplayListBuilder` and the SDL software renderer.
final class LayerGoldenTests: XCTestCase {
    /// Text in the goldens is drawn with DejaVu Sans pinned by path.
    override func setUpWithError() throws { try TestFonts.install() }

    let goldens = GoldenImage.directory(besides: #filePath)

    /// A page image of `size` points: a tinted checkerboard with a title.
    func page(_ title: String, width: Int, height: Int, tint: Color) -> Bitmap {
        var c = Canvas(width: width, height: height, fill: RGBA8(tint))
        for j in 0..<(height / 20) {
            for i in 0..<(width / 20) where (i + j) % 2 == 0 {
                c.fill(Rect(x: Double(i) * 20, y: Double(j) * 20, width: 20, height: 20), color: Color(white: 1, alpha: 0.35))
            }
        }
        c.stroke(Rect(x: 1, y: 1, width: Double(width) - 2, height: Double(height) - 2), lineWidth: 2, color: .black)
        c.draw(text: title, at: Point(x: 10, y: 10), fontSize: 16, color: .black)
        return c.bitmap
    }

    func layer(_ name: String, bounds: Rect, anchor: Point, position: Point, contents: Bitmap? = nil,
               transform: Transform3D = .identity) -> Layer {
        let l = Layer(name: name)
        l.bounds = bounds
        l.anchorPoint = anchor
        l.position = position
        l.transform = transform
        if let contents { l.contents = contents }
        return l
    }

    func rotationX(_ angle: Double) -> Transform3D { Transform3D(rotationAngle: angle, x: 1, y: 0, z: 0) }

    /// The research note's fold tree (§2, vertical style) at angle θ: a W × 2h view,
    /// source halves folding, destination halves as sleeves, the perspective layer's
    /// height 2h·cos θ about a fixed centre.
    func foldTree(theta: Double, width w: Double, h: Double, centre: Point) -> Layer {
        let source = page("SOURCE", width: Int(w), height: Int(h), tint: Color(red: 0.95, green: 0.75, blue: 0.4))
        let sourceLower = page("source lower", width: Int(w), height: Int(h), tint: Color(red: 0.9, green: 0.6, blue: 0.3))
        let destUpper = page("DEST upper", width: Int(w), height: Int(h), tint: Color(red: 0.5, green: 0.75, blue: 0.95))
        let destLower = page("dest lower", width: Int(w), height: Int(h), tint: Color(red: 0.4, green: 0.65, blue: 0.9))
        let root = layer("window", bounds: Rect(x: 0, y: 0, width: 400, height: 300), anchor: .zero, position: .zero)
        let perspective = layer("perspective", bounds: Rect(x: 0, y: 0, width: w, height: 2 * h * cos(theta)),
                                anchor: Point(x: 0.5, y: 0.5), position: centre)
        perspective.sublayerTransform = Transform3D(perspectiveDistance: 4.6666667 * h)
        let panel = Rect(x: 0, y: 0, width: w, height: h)
        let first = layer("firstJoint", bounds: Rect(x: 0, y: 0, width: w, height: 2 * h), anchor: Point(x: 0.5, y: 0),
                          position: Point(x: w / 2, y: 0), transform: rotationX(-theta))
        first.isTransformLayer = true
        let topSleeve = layer("topSleeve", bounds: panel, anchor: Point(x: 0.5, y: 1), position: Point(x: w / 2, y: 0),
                              contents: destUpper, transform: rotationX(theta))
        let upperFold = layer("upperFold", bounds: panel, anchor: Point(x: 0.5, y: 0), position: Point(x: w / 2, y: 0),
                              contents: source)
        let second = layer("secondJoint", bounds: Rect(x: 0, y: 0, width: w, height: 2 * h), anchor: Point(x: 0.5, y: 0),
                           position: Point(x: w / 2, y: h), transform: rotationX(2 * theta))
        second.isTransformLayer = true
        let lowerFold = layer("lowerFold", bounds: panel, anchor: Point(x: 0.5, y: 0), position: Point(x: w / 2, y: 0),
                              contents: sourceLower)
        let bottomSleeve = layer("bottomSleeve", bounds: panel, anchor: Point(x: 0.5, y: 0), position: Point(x: w / 2, y: h),
                                 contents: destLower, transform: rotationX(-theta))
        root.addSublayer(perspective)
        perspective.addSublayer(first)
        first.addSublayer(topSleeve)
        first.addSublayer(upperFold)
        first.addSublayer(second)
        second.addSublayer(lowerFold)
        second.addSublayer(bottomSleeve)
        return root
    }

    func render(_ root: Layer, at time: Double = 0, background: Color = Color(white: 0.25)) throws -> Bitmap {
        let r = try HeadlessRenderer(pixelWidth: 400, pixelHeight: 300)
        return try r.render(LayerDisplayListBuilder.displayList(for: root, at: time), background: background)
    }

    func testFoldAt45Degrees() throws {
        let root = foldTree(theta: 45 * .pi / 180, width: 300, h: 100, centre: Point(x: 200, y: 150))
        try GoldenImageTests.assertGolden(try render(root), "layers-fold-45", goldens: goldens)
    }

    func testFlipAt120Degrees() throws {
        // MPFlipTransition (§2), horizontal, forward: at 120° the turning page shows its
        // back (the destination's left half) 60° off flat, over the source's left half
        // ("facing", darkened by sin(90°·p)/3 with p = 1/3) and beside the destination's
        // right half ("reveal"). m34 = −1/(4.667·h) with h half the page width.
        let w = 300.0, hh = 200.0, half = w / 2
        let p = (120.0 - 90) / 90
        let root = layer("window", bounds: Rect(x: 0, y: 0, width: 400, height: 300), anchor: .zero, position: .zero)
        let container = layer("container", bounds: Rect(x: 0, y: 0, width: w, height: hh), anchor: Point(x: 0.5, y: 0.5),
                              position: Point(x: 200, y: 150))
        container.sublayerTransform = Transform3D(perspectiveDistance: 4.6666667 * half)
        let facing = layer("facing", bounds: Rect(x: 0, y: 0, width: half, height: hh), anchor: .zero, position: .zero,
                           contents: page("src left", width: 150, height: 200, tint: Color(red: 0.95, green: 0.8, blue: 0.5)))
        let overlay = layer("overlay", bounds: facing.bounds, anchor: .zero, position: .zero)
        overlay.backgroundColor = .black
        overlay.opacity = sin(Double.pi / 2 * p) / 3
        facing.addSublayer(overlay)
        let reveal = layer("reveal", bounds: Rect(x: 0, y: 0, width: half, height: hh), anchor: .zero,
                           position: Point(x: half, y: 0),
                           contents: page("dest right", width: 150, height: 200, tint: Color(red: 0.55, green: 0.8, blue: 0.95)))
        let back = layer("back", bounds: Rect(x: 0, y: 0, width: half, height: hh), anchor: Point(x: 1, y: 0.5),
                         position: Point(x: half, y: hh / 2),
                         contents: page("DEST left", width: 150, height: 200, tint: Color(red: 0.6, green: 0.85, blue: 1)),
                         transform: Transform3D(rotationAngle: Double.pi / 2 * (1 - p), x: 0, y: 1, z: 0))
        let shade = layer("backShade", bounds: back.bounds, anchor: .zero, position: .zero)
        shade.backgroundColor = .black
        shade.opacity = 0.1 * (1 - p)
        back.addSublayer(shade)
        root.addSublayer(container)
        container.addSublayer(facing)
        container.addSublayer(reveal)
        container.addSublayer(back)
        try GoldenImageTests.assertGolden(try render(root), "layers-flip-120", goldens: goldens)
    }

    func testAlertPopInHalfway() throws {
        let root = layer("window", bounds: Rect(x: 0, y: 0, width: 400, height: 300), anchor: .zero, position: .zero)
        let content = layer("content", bounds: root.bounds, anchor: .zero, position: .zero,
                            contents: page("behind the alert", width: 400, height: 300, tint: Color(red: 0.8, green: 0.9, blue: 0.8)))
        let dim = layer("dim", bounds: root.bounds, anchor: .zero, position: .zero)
        dim.backgroundColor = Color(white: 0, alpha: 0.4)
        let alert = layer("alert", bounds: Rect(x: 0, y: 0, width: 220, height: 120), anchor: Point(x: 0.5, y: 0.5),
                          position: Point(x: 200, y: 150))
        alert.backgroundColor = Color(white: 0.98)
        alert.cornerRadius = 14
        alert.masksToBounds = true
        alert.drawHandler = { context in
            guard var canvas = context as? Canvas else { return }
            canvas.draw(text: "Alert", at: Point(x: 80, y: 20), fontSize: 24, color: .black)
            canvas.draw(text: "Pop-in, halfway", at: Point(x: 22, y: 60), fontSize: 16, color: Color(white: 0.3))
            canvas.strokeLine(from: Point(x: 0, y: 90), to: Point(x: 220, y: 90), lineWidth: 1, color: Color(white: 0.7))
            context = canvas
        }
        alert.setNeedsDisplay()
        _ = root.displayTreeIfNeeded(using: CanvasContentsRenderer())
        root.addSublayer(content)
        root.addSublayer(dim)
        root.addSublayer(alert)
        _ = root.displayTreeIfNeeded(using: CanvasContentsRenderer())
        let popIn = AlertPopIn()
        alert.add(popIn.scaleAnimation, forKey: "popIn", at: 0)
        dim.add(popIn.backgroundOpacityAnimation, forKey: "fadeIn", at: 0)
        let halfway = AlertPopIn.duration / 2
        try GoldenImageTests.assertGolden(try render(root, at: halfway), "layers-popin-halfway", goldens: goldens)
        // The frame path (prepareFrame: animations, display, flattening) draws the same.
        let viaFrame = try HeadlessRenderer(pixelWidth: 400, pixelHeight: 300).render(root, at: halfway,
                                                                                     background: Color(white: 0.25))
        try GoldenImageTests.assertGolden(viaFrame, "layers-popin-halfway", goldens: goldens)
    }

    /// A `TransitionLayers` tree (the animation developer's fold/flip layers) centred in
    /// a 400×300 window, showing `panels`.
    func transitionTree(_ panels: [TransitionPanel], size: Size) -> Layer {
        let root = layer("window", bounds: Rect(x: 0, y: 0, width: 400, height: 300), anchor: .zero, position: .zero)
        let source = page("SOURCE", width: Int(size.width), height: Int(size.height), tint: Color(red: 0.95, green: 0.75, blue: 0.4))
        let destination = page("DESTINATION", width: Int(size.width), height: Int(size.height),
                               tint: Color(red: 0.5, green: 0.75, blue: 0.95))
        let layers = TransitionLayers(frame: Rect(x: 200 - size.width / 2, y: 150 - size.height / 2,
                                                  width: size.width, height: size.height),
                                      source: source, destination: destination)
        layers.update(with: panels)
        root.addSublayer(layers.container)
        return root
    }

    func testFoldTransitionAt45Degrees() throws {
        let size = Size(width: 300, height: 200)
        let fold = FoldTransition(size: size)
        let root = transitionTree(fold.panels(angle: .pi / 4), size: size)
        try GoldenImageTests.assertGolden(try render(root), "transition-fold-45", goldens: goldens)
    }

    func testFlipTransitionAt120Degrees() throws {
        // Stage progress runs 0…2 over 0…180°: 120° is 4/3.
        let size = Size(width: 300, height: 200)
        let flip = FlipTransition(size: size)
        let root = transitionTree(flip.panels(stageProgress: 120.0 / 90), size: size)
        try GoldenImageTests.assertGolden(try render(root), "transition-flip-120", goldens: goldens)
    }
}
