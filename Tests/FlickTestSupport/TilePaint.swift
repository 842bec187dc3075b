import FlickAnimation
import FlickScene

/// Tile drawings for tiling tests.
public enum TilePaint {
    /// Fills each tile with a colour from its content position (red from x, green from y,
    /// per 1000 points), so tiles from different places differ.
    public static let byPosition: TileDrawing = { canvas, request in
        let r = request.contentRect
        canvas.fill(r, color: Color(red: (r.minX / 1000).truncatingRemainder(dividingBy: 1),
                                    green: (r.minY / 1000).truncatingRemainder(dividingBy: 1), blue: 0.5))
    }
}
