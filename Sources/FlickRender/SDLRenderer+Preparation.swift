import CSDL2
import FlickScene

/// Bitmaps prepared before they are shown (`DisplayList.preparations`).
extension SDLRenderer {
    /// Prepares `items` (a display list's `preparations`, not drawn): each bitmap's texture is
    /// brought up to date (uploaded on this thread: a hidden overlay's images are usually
    /// small), and a quad that would be drawn from a kept stretched copy (`prescalesCopies`:
    /// linear, axis-aligned, the whole bitmap scaled inside the target) has that copy stretched
    /// on a background thread and kept once done, so the frame that first shows it does not
    /// stretch it.
    func prepare(_ items: [DisplayItem]) {
        for item in items {
            prepareTexture(of: item)
            guard prescalesCopies, case .quad(let quad) = item, case .texture(let bitmap, _, _) = quad.fill else { continue }
            let mesh = MeshBuilder.mesh(for: quad, tolerance: meshTolerance)
            guard mesh.filter == .linear, Self.isAxisAlignedQuad(mesh) else { continue }
            let s = Float(scale)
            guard let destination = prescaledDestination(of: mesh.vertices.map { Self.vertex($0, scale: s, snapped: true) },
                                                         bitmap: bitmap)
            else { continue }
            prescaled.prepare(bitmap, width: destination.w, height: destination.h)
        }
    }

    /// Blocks until the stretches `prepare` queued are done (tests; never from a frame): the
    /// next frame keeps them.
    public func waitForPreparations() { prescaled.waitForPreparations() }
}
