import CPixman

/// A set of whole pixels kept as pixman's banded rectangles (`pixman_region32_t`): the union of
/// boxes, what of a box lies outside it. When pixman cannot allocate, the region counts as
/// empty from then on (it holds nothing, so every pixel is drawn): wrong only by doing more.
final class PixelRegion {
    private let region = UnsafeMutablePointer<pixman_region32_t>.allocate(capacity: 1)
    /// True once pixman failed to allocate: the region is then taken to hold nothing.
    private(set) var isBroken = false

    /// The empty region.
    init() { pixman_region32_init(region) }

    deinit {
        pixman_region32_fini(region)
        region.deallocate()
    }

    /// Adds `box`'s pixels.
    func add(_ box: PixelBox) {
        guard !box.isEmpty, !isBroken else { return }
        let w = UInt32(box.x1 - box.x0), h = UInt32(box.y1 - box.y0)
        if pixman_region32_union_rect(region, region, Int32(box.x0), Int32(box.y0), w, h) == 0 { isBroken = true }
    }

    /// The region's pixels as disjoint boxes (pixman's bands, top to bottom), `nil` once pixman
    /// failed to allocate (the region then says nothing of where its pixels are).
    var boxes: [PixelBox]? {
        isBroken ? nil : Self.boxes(of: region)
    }

    /// True when every pixel of `box` is in the region (false for an empty box).
    func contains(_ box: PixelBox) -> Bool {
        guard !box.isEmpty, !isBroken else { return false }
        var b = pixman_box32_t(x1: Int32(box.x0), y1: Int32(box.y0), x2: Int32(box.x1), y2: Int32(box.y1))
        return pixman_region32_contains_rectangle(region, &b) == PIXMAN_REGION_IN
    }

    /// The pixels of `box` outside the region, as boxes (pixman's bands, top to bottom);
    /// `[box]` when the region is broken or pixman cannot subtract.
    func remainder(of box: PixelBox) -> [PixelBox] {
        guard !box.isEmpty else { return [] }
        guard !isBroken else { return [box] }
        var rest = pixman_region32_t()
        pixman_region32_init_rect(&rest, Int32(box.x0), Int32(box.y0), UInt32(box.x1 - box.x0), UInt32(box.y1 - box.y0))
        defer { pixman_region32_fini(&rest) }
        let subtracted = withUnsafeMutablePointer(to: &rest) { pixman_region32_subtract($0, $0, region) }
        guard subtracted != 0 else { return [box] }
        return Self.boxes(of: &rest)
    }

    /// The boxes of `region` (pixman's bands, top to bottom).
    private static func boxes(of region: UnsafeMutablePointer<pixman_region32_t>) -> [PixelBox] {
        var count: Int32 = 0
        guard let rects = pixman_region32_rectangles(region, &count) else { return [] }
        return (0..<Int(count)).map { k in
            PixelBox(x0: Int(rects[k].x1), y0: Int(rects[k].y1), x1: Int(rects[k].x2), y1: Int(rects[k].y2))
        }
    }
}
