import Synchronization

/// The rectangles written into a glyph atlas page since it was made, each with the page
/// version that first shows it: the page's pixels are shared by every value of it (the
/// atlas only adds glyphs in free space, so a pixel, once written, never changes), and a
/// texture holding version `v` is brought up to date by uploading only the rectangles added
/// after `v` (`rectangles(after:through:)`), not the whole page.
///
/// Race-free by construction: a writer fills a rectangle no earlier version shows, inside
/// `write(version:rectangle:_:)`, and the rectangle is published only after its pixels are
/// written (both under this log's lock); a reader of version `v` reads only rectangles up to
/// `v`, or the whole page inside `withFullRead(_:)`, which waits for a write in progress.
public final class AtlasPageLog: Sendable {
    /// A rectangle of a page, whole pixels.
    public struct Rectangle: Hashable, Sendable {
        /// Left and top edges, pixels from the page's top-left.
        public var x: Int, y: Int
        /// Width and height, pixels.
        public var width: Int, height: Int
    }

    private struct Entry { var version: UInt64; var rectangle: Rectangle }
    private let entries = Mutex<[Entry]>([])

    /// A log with no rectangles (a blank page).
    public init() {}

    /// Runs `body` (which writes `rectangle`'s pixels, a part of the page no earlier version
    /// shows) and then records `rectangle` as first shown by `version`.
    func write(version: UInt64, rectangle: Rectangle, _ body: () -> Void) {
        entries.withLock { list in
            body()
            list.append(Entry(version: version, rectangle: rectangle))
        }
    }

    /// Runs `body`, which reads the whole page (its first upload, a copy when it grows),
    /// while no rectangle is being written.
    public func withFullRead<R>(_ body: () throws -> R) rethrows -> R {
        try entries.withLock { _ in try body() }
    }

    /// The parts of the page that changed after version `old` up to version `new`: the
    /// rectangles written in between, those on one shelf (the same top) merged into their
    /// bounding box, which holds only pixels written by then or never written (the atlas
    /// places a shelf's later glyphs to the right of its earlier ones, and later shelves
    /// below it; GlyphAtlas.swift).
    public func rectangles(after old: UInt64, through new: UInt64) -> [Rectangle] {
        entries.withLock { list in
            var merged: [Rectangle] = []
            // Versions only grow: the entries after `old` are the last ones.
            var first = list.endIndex
            while first > list.startIndex, list[first - 1].version > old { first -= 1 }
            for entry in list[first...] where entry.version <= new {
                let r = entry.rectangle
                if let last = merged.last, last.y == r.y {
                    let x0 = min(last.x, r.x), x1 = max(last.x + last.width, r.x + r.width)
                    merged[merged.count - 1] = Rectangle(x: x0, y: r.y, width: x1 - x0, height: max(last.height, r.height))
                } else {
                    merged.append(r)
                }
            }
            return merged
        }
    }
}
