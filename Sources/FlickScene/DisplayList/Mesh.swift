import FlickAnimation
import FlickInput

/// One corner of a mesh triangle: where it lands in the window, which texture
/// coordinate it samples and its colour.
public struct MeshVertex: Hashable, Sendable {
    /// Position in window points (already projected: perspective divided out).
    public var position: Point
    /// Texture coordinate, 0…1 across the texture (ignored without a texture).
    public var uv: Point
    /// Vertex colour (straight alpha); it multiplies the texture, and its alpha carries
    /// opacity. SDL interpolates it linearly across the triangle.
    public var color: Color

    /// Creates a vertex.
    public init(position: Point, uv: Point, color: Color) {
        self.position = position
        self.uv = uv
        self.color = color
    }
}

/// Triangles ready for `SDL_RenderGeometry`: vertices in window points, indices three
/// per triangle, and an optional texture.
public struct Mesh: Sendable {
    /// The vertices.
    public var vertices: [MeshVertex]
    /// Vertex indices, three per triangle.
    public var indices: [Int32]
    /// The texture sampled by `uv`, or `nil` for vertex colours only.
    public var texture: Bitmap?
    /// How the texture is sampled when scaled.
    public var filter: TextureFilter
    /// True when the texture is white with the coverage in its alpha (a glyph atlas page):
    /// the vertex colour shows through the alpha alone, so a renderer may composite it
    /// through the alpha as a mask (`GlyphCompositor` in FlickRender) instead of modulating
    /// the texture's colours.
    public var isCoverageMask: Bool

    /// Creates a mesh.
    public init(vertices: [MeshVertex] = [], indices: [Int32] = [], texture: Bitmap? = nil,
                filter: TextureFilter = .linear, isCoverageMask: Bool = false) {
        self.vertices = vertices
        self.indices = indices
        self.texture = texture
        self.filter = filter
        self.isCoverageMask = isCoverageMask
    }

    /// Number of triangles.
    public var triangleCount: Int { indices.count / 3 }

    /// Appends the quad `a`, `b`, `c`, `d` (in order around it) as two triangles.
    mutating func appendQuad(_ a: MeshVertex, _ b: MeshVertex, _ c: MeshVertex, _ d: MeshVertex) {
        let base = Int32(vertices.count)
        vertices.append(a)
        vertices.append(b)
        vertices.append(c)
        vertices.append(d)
        for offset: Int32 in [0, 1, 2, 0, 2, 3] { indices.append(base + offset) }
    }

    /// Appends a convex polygon as a triangle fan.
    mutating func appendFan(_ polygon: [MeshVertex]) {
        guard polygon.count >= 3 else { return }
        let base = Int32(vertices.count)
        vertices += polygon
        for i in 1..<(polygon.count - 1) {
            indices += [base, base + Int32(i), base + Int32(i + 1)]
        }
    }

    /// The smallest rectangle holding every vertex (window points), or `nil` when empty.
    public var bounds: Rect? {
        guard let first = vertices.first?.position else { return nil }
        var x0 = first.x, y0 = first.y, x1 = first.x, y1 = first.y
        for v in vertices {
            x0 = min(x0, v.position.x); x1 = max(x1, v.position.x)
            y0 = min(y0, v.position.y); y1 = max(y1, v.position.y)
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
