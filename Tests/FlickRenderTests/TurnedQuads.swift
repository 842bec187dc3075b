import FlickAnimation
import FlickInput
import FlickScene
import FlickTestSupport

/// Random quads turned in perspective about x or y, anywhere on a target (their centres within
/// `width` × `height` pixels), for the tests that compare the renderer's own spans with SDL's.
enum TurnedQuads {
    /// `bitmap` on a quad of random size, turned about x (even `trial`) or y (odd) by up to 1.3
    /// radians, seen from a random distance in `perspective` (points), centred at a random point.
    static func item(_ bitmap: Bitmap, trial: Int, random: inout SeededGenerator, perspective: ClosedRange<Double>,
                     sizes: (width: ClosedRange<Double>, height: ClosedRange<Double>) = (80...300, 60...200),
                     width: Double = 320, height: Double = 200) -> DisplayItem {
        let axis = trial % 2 == 0 ? (1.0, 0.0) : (0.0, 1.0)
        let w = random.uniform(sizes.width.lowerBound, sizes.width.upperBound)
        let h = random.uniform(sizes.height.lowerBound, sizes.height.upperBound)
        return .quad(TransformedQuad(
            rect: Rect(x: -w / 2, y: -h / 2, width: w, height: h),
            transform: Transform3D(rotationAngle: random.uniform(-1.3, 1.3), x: axis.0, y: axis.1, z: 0)
                .concatenating(Transform3D(perspectiveDistance: random.uniform(perspective.lowerBound, perspective.upperBound)))
                .concatenating(Transform3D(translationX: random.uniform(0, width), y: random.uniform(0, height))),
            fill: .texture(bitmap, uv: Rect(x: 0, y: 0, width: 1, height: 1), tint: .white)))
    }
}
