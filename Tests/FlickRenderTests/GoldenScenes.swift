import FlickAnimation
import FlickInput
import FlickScene
import Foundation

/// Scenes drawn by the golden-image tests and the render benchmark's texture.
enum GoldenScenes {
    /// A 300×100 texture: a checkerboard of 10-point squares, a frame and a label, so
    /// wrong texel mapping is easy to see.
    static func checkerTexture(width: Int = 300, height: Int = 100, label: String) -> Bitmap {
        var c = Canvas(width: width, height: height, fill: RGBA8(red: 250, green: 250, blue: 245, alpha: 255))
        let cell = 10.0
        for j in 0..<(height / 10) {
            for i in 0..<(width / 10) where (i + j) % 2 == 0 {
                c.fill(Rect(x: Double(i) * cell, y: Double(j) * cell, width: cell, height: cell),
                       color: Color(red: 0.55, green: 0.75, blue: 0.95))
            }
        }
        c.stroke(Rect(x: 1, y: 1, width: Double(width) - 2, height: Double(height) - 2), lineWidth: 2, color: .black)
        c.strokeLine(from: Point(x: 0, y: 0), to: Point(x: Double(width), y: Double(height)), lineWidth: 2,
                     color: Color(red: 0.8, green: 0.1, blue: 0.1))
        c.draw(text: label, at: Point(x: 12, y: 12), fontSize: 24, color: Color(red: 0.1, green: 0.1, blue: 0.3))
        return c.bitmap
    }

    /// The fold of the research note (§2) for a `width × 2h` view whose centre is at
    /// `centre` in the window, at fold angle `degrees`: the upper and lower panels of
    /// `texture`'s halves, with the fold shading gradients (black → clear, opacity
    /// 0.25·(1 − cos θ)).
    static func fold(texture: Bitmap, width: Double, h: Double, centre: Point, degrees: Double) -> [DisplayItem] {
        let theta = degrees * .pi / 180
        let perspective = Transform3D(perspectiveDistance: 4.6666667 * h)
            .concatenating(Transform3D(translationX: centre.x, y: centre.y))
        // Upper panel: hinged at its top edge, bottom edge (the crease) at the centre, z = −h sin θ.
        let upper = Transform3D(rotationAngle: -theta, x: 1, y: 0, z: 0)
            .concatenating(Transform3D(translationX: -width / 2, y: -h * cos(theta)))
            .concatenating(perspective)
        // Lower panel: from the crease back to z = 0 at y = +h cos θ.
        let lower = Transform3D(rotationAngle: theta, x: 1, y: 0, z: 0)
            .concatenating(Transform3D(translationX: -width / 2, y: 0, z: -h * sin(theta)))
            .concatenating(perspective)
        let panel = Rect(x: 0, y: 0, width: width, height: h)
        let shadow = 0.25 * (1 - cos(theta))
        let shade = Gradient(colors: [.black, .clear])
        return [
            .quad(TransformedQuad(rect: panel, transform: upper,
                                  fill: .texture(texture, uv: Rect(x: 0, y: 0, width: 1, height: 0.5), tint: .white))),
            .quad(TransformedQuad(rect: panel, transform: upper,
                                  fill: .gradient(shade, start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1)),
                                  opacity: shadow)),
            .quad(TransformedQuad(rect: panel, transform: lower,
                                  fill: .texture(texture, uv: Rect(x: 0, y: 0.5, width: 1, height: 0.5), tint: .white))),
            .quad(TransformedQuad(rect: panel, transform: lower,
                                  fill: .gradient(shade, start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1)),
                                  opacity: shadow)),
        ]
    }
}
