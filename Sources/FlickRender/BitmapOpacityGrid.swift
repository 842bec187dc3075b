import FlickScene

/// Which parts of a bitmap are fully opaque, on a coarse grid over its texture: a cell is
/// opaque when every texel it covers, and every texel next to those, has alpha 255. A
/// triangle whose texture coordinates stay inside opaque cells samples opaque texels only,
/// so `SDLRenderer` may draw it unblended (`RenderOptions.drawsOpaqueInteriors`): a card with
/// rounded, transparent corners folding in perspective is blended only along its edges.
///
/// Pure: computed from the bitmap's pixels, once per version.
struct BitmapOpacityGrid: Sendable {
    /// Cells along each side (ours: 32 cells keep the blended border of a card with 12-point
    /// corners to a few percent of its area while the scan stays one pass over the texels).
    static let cellsPerSide = 32

    /// Cells across and down (at most `cellsPerSide`, at most one per texel).
    let columns: Int, rows: Int
    /// The bitmap's size in texels.
    let width: Int, height: Int
    /// Row-major: true for an opaque cell.
    private var opaque: [Bool]

    /// The grid of `bitmap`.
    init(bitmap: Bitmap) {
        width = bitmap.width
        height = bitmap.height
        columns = max(1, min(Self.cellsPerSide, width))
        rows = max(1, min(Self.cellsPerSide, height))
        opaque = [Bool](repeating: true, count: columns * rows)
        guard width > 0, height > 0 else {
            opaque = [Bool](repeating: false, count: columns * rows)
            return
        }
        let w = width, h = height, cols = columns, rws = rows
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<h {
                let row = y * w * Bitmap.bytesPerPixel
                for x in 0..<w where pixels[row + x * Bitmap.bytesPerPixel + 3] != 255 {
                    // The cells of this texel and of its neighbours (a sample near a cell's edge
                    // may land on the texel next door).
                    let c0 = max(0, x - 1) * cols / w, c1 = min(w - 1, x + 1) * cols / w
                    let r0 = max(0, y - 1) * rws / h, r1 = min(h - 1, y + 1) * rws / h
                    for r in r0...r1 {
                        for c in c0...c1 { opaque[r * cols + c] = false }
                    }
                }
            }
        }
    }

    /// True when some cell is opaque.
    var hasOpaqueCells: Bool { opaque.contains(true) }

    /// True when every cell that the texture coordinates `u0…u1` × `v0…v1` (0…1) touch, one
    /// texel beyond them on every side, is opaque.
    func isOpaque(u0: Float, v0: Float, u1: Float, v1: Float) -> Bool {
        func texel(_ t: Float, _ size: Int) -> Int { Int((max(0, min(1, t)) * Float(size)).rounded(.down)) }
        let x0 = max(0, texel(u0, width) - 1), x1 = min(width - 1, texel(u1, width) + 1)
        let y0 = max(0, texel(v0, height) - 1), y1 = min(height - 1, texel(v1, height) + 1)
        for r in (y0 * rows / height)...(y1 * rows / height) {
            for c in (x0 * columns / width)...(x1 * columns / width) where !opaque[r * columns + c] { return false }
        }
        return true
    }
}
