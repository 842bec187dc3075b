import FlickAnimation
import FlickInput
import FlickScene

/// Damage tracking for `SDLRenderer` (LVGL's invalidated areas, Flutter's partial repaint):
/// compares a frame's display list with the previous frame's, item by item, and returns
/// the pixels that may differ, as a few boxes, or that the whole target must be drawn.
///
/// Items are compared by value: geometry, fill, corner radius, opacity, filter and the clip
/// they are drawn under. Texture fills compare their bitmaps by identity and version, as
/// `TextureCache` keys them (never by pixels). Order is kept: the lists are matched from
/// both ends, then by a short look-ahead, so an item inserted, removed or changed damages
/// only its own bounds (old and new). Every other pixel is covered, in both frames, by
/// the same items in the same order over the same background, so it is unchanged.
///
/// Correct only on a target that keeps its pixels between frames (a software surface);
/// `SDLRenderer.tracksDamage` says where it is used.
struct DamageTracker {
    /// One item of a frame as drawn: the item, the clip in force and the pixels it may
    /// change.
    struct Entry {
        /// The item (a quad or a mesh; clips are folded into `clip`); constant, as its `look`.
        let item: DisplayItem
        /// The SDL clip in force (snapped to whole pixels as `SDLRenderer` sets it), `nil`
        /// for none.
        var clip: PixelBox?
        /// The pixels the item may change: its projected bounds grown by `rasterMargin`,
        /// within its clip and the target.
        var bounds: PixelBox
        /// The scaled texture copies on screen axes the item is drawn as, which SDL's software
        /// renderer draws with `SDL_BlitScaled` and resamples differently when a clip cuts
        /// them: their exact destinations within the clip and the target. A damage box must
        /// hold all of each or none of it. Empty for every other item.
        var copyBoxes: [PixelBox] = []
        /// What of the item both `same` and `sameMoved` compare, hashed (`look(of:)`): two
        /// entries whose looks differ are neither the same nor moved, and are told apart
        /// without comparing (or copying) the items.
        var look: Int

        /// `item` under `clip`, changing `bounds` (and drawn as `copyBoxes`).
        init(item: DisplayItem, clip: PixelBox?, bounds: PixelBox, copyBoxes: [PixelBox] = []) {
            self.item = item
            self.clip = clip
            self.bounds = bounds
            self.copyBoxes = copyBoxes
            look = DamageTracker.look(of: item)
        }
    }

    /// What, besides the items, decides a frame's pixels: when any of it changes, the
    /// whole target is drawn.
    struct Settings: Equatable {
        /// Target size, pixels.
        var width: Int
        var height: Int
        /// `SDLRenderer.scale`.
        var scale: Double
        /// The colour the target is cleared to.
        var background: RGBA8
        /// `SDLRenderer`'s drawing options and its opaque texture format.
        var options: RenderOptions
        var opaqueTextureFormat: UInt32?
    }

    /// What to draw this frame.
    enum Damage: Equatable {
        /// Everything (first frame, settings changed, or damage too large to be worth it).
        case full
        /// Only inside these boxes (none: the frame is unchanged).
        case boxes([PixelBox])
    }

    /// Pixels added on every side of a projected item's bounds (ours: SDL's software
    /// triangle rasteriser snaps vertices to its fixed-point grid and `SDLRenderer` snaps
    /// axis-aligned quads to whole pixels; both move an edge by less than one pixel).
    static let rasterMargin = 1
    /// Damage boxes drawn at most per frame (ours, like LVGL's joined areas): every box is
    /// one more pass over the items it meets, so nearby boxes are merged.
    static let maximumBoxCount = 4
    /// Share of the target above which the whole target is drawn instead (ours: one pass
    /// with no clipping is then cheaper than clearing and clipping most of it).
    static let fullRedrawShare = 0.6
    /// Items looked ahead in each list for a match after an insertion or a removal.
    static let lookahead = 8
    /// Rounds of growing boxes over cut scaled copies before giving up on a full redraw.
    static let maximumGrowthRounds = 8

    /// The previous frame's entries, settings and scrolled clips.
    var previous: [Entry] = []
    var previousSettings: Settings?
    var previousScrolledClips: [ScrolledClip] = []

    /// Forgets the previous frame: the next one is drawn whole.
    mutating func invalidate() {
        previous = []
        previousSettings = nil
        previousScrolledClips = []
    }

    /// The damage of a frame of `entries` drawn with `settings` against the previous
    /// frame, which it then becomes.
    mutating func damage(for entries: [Entry], settings: Settings) -> Damage {
        defer {
            previous = entries
            previousSettings = settings
        }
        guard previousSettings == settings else { return .full }
        let target = PixelBox(x0: 0, y0: 0, x1: settings.width, y1: settings.height)
        return Self.finished(Self.changedBounds(from: previous, to: entries), entries: entries, target: target)
    }

    /// `boxes` within `target`, merged (`merged(_:)`), grown over the scaled copies of
    /// `entries` they cut and joined across its quads in perspective; the whole target when
    /// that does not settle or covers more than `fullRedrawShare` of it.
    static func finished(_ boxes: [PixelBox], entries: [Entry], target: PixelBox) -> Damage {
        var boxes = Self.merged(boxes.map { $0.intersection(target) })
        // Scaled copies cut by a box would be resampled: grow the box over them. Boxes that
        // meet one quad in perspective become one (`joinAcrossPerspective(_:entries:)`).
        var round = 0
        while round < Self.maximumGrowthRounds,
            Self.grow(&boxes, over: entries) || Self.joinAcrossPerspective(&boxes, entries: entries)
        {
            boxes = Self.merged(boxes)
            round += 1
        }
        if round == Self.maximumGrowthRounds { return .full }
        let area = boxes.reduce(0) { $0 + $1.area }
        if Double(area) > Self.fullRedrawShare * Double(target.area) { return .full }
        return .boxes(boxes)
    }

    /// The bounds (old and new) of the items that differ between `old` and `new`, matched
    /// in order: common ends first, then a look-ahead of `lookahead` items for insertions
    /// and removals.
    static func changedBounds(from old: [Entry], to new: [Entry]) -> [PixelBox] {
        changedBounds(from: old[...], to: new[...], same: same, moved: { $0 })
    }

    /// `changedBounds(from:to:)` with entries matched by `same`, which holds only for entries of
    /// the same `look` (it is not asked about others), and the bounds of the old entries that
    /// differ taken where `moved` puts them (their pixels moved there).
    static func changedBounds(from old: ArraySlice<Entry>, to new: ArraySlice<Entry>, same: (Entry, Entry) -> Bool,
                              moved: (PixelBox) -> PixelBox) -> [PixelBox] {
        func matching(_ i: Int, _ j: Int) -> Bool { old[i].look == new[j].look && same(old[i], new[j]) }
        var a = old.startIndex, b = new.startIndex
        while a < old.endIndex, b < new.endIndex, matching(a, b) {
            a += 1
            b += 1
        }
        var oldEnd = old.endIndex, newEnd = new.endIndex
        while oldEnd > a, newEnd > b, matching(oldEnd - 1, newEnd - 1) {
            oldEnd -= 1
            newEnd -= 1
        }
        var boxes: [PixelBox] = []
        while a < oldEnd, b < newEnd {
            if matching(a, b) {
                a += 1
                b += 1
                continue
            }
            if let k = (1...lookahead).first(where: { b + $0 < newEnd && matching(a, b + $0) }) {
                boxes += new[b..<(b + k)].map(\.bounds)  // inserted
                b += k
            } else if let k = (1...lookahead).first(where: { a + $0 < oldEnd && matching(a + $0, b) }) {
                boxes += old[a..<(a + k)].map { moved($0.bounds) }  // removed
                a += k
            } else {
                boxes.append(moved(old[a].bounds))
                boxes.append(new[b].bounds)
                a += 1
                b += 1
            }
        }
        boxes += old[a..<oldEnd].map { moved($0.bounds) }
        boxes += new[b..<newEnd].map(\.bounds)
        return boxes
    }

    /// True when two entries draw the same pixels over the same background.
    static func same(_ a: Entry, _ b: Entry) -> Bool {
        a.clip == b.clip && same(a.item, b.item)
    }

    /// True when two items are equal: geometry, fill (bitmaps by identity and version),
    /// corner radius, opacity and filter.
    static func same(_ a: DisplayItem, _ b: DisplayItem) -> Bool {
        switch (a, b) {
        case (.quad(let p), .quad(let q)):
            return p.rect == q.rect && p.transform == q.transform && p.cornerRadius == q.cornerRadius
                && p.maskedCorners == q.maskedCorners
                && p.opacity == q.opacity && p.filter == q.filter && same(p.fill, q.fill)
                && p.fadesInOverPrevious == q.fadesInOverPrevious
        case (.mesh(let m), .mesh(let n)):
            return m.filter == n.filter && sameBitmap(m.texture, n.texture) && m.indices == n.indices
                && m.vertices == n.vertices
        case (.pushClip(let r), .pushClip(let s)):
            return r == s
        case (.popClip, .popClip):
            return true
        default:
            return false
        }
    }

    /// True when two fills are equal, bitmaps compared by identity and version.
    static func same(_ a: QuadFill, _ b: QuadFill) -> Bool {
        switch (a, b) {
        case (.color(let c), .color(let d)):
            return c == d
        case (.texture(let p, let uv, let tint), .texture(let q, let uw, let tunt)):
            return uv == uw && tint == tunt && sameBitmap(p, q)
        case (.gradient(let g, let s, let e), .gradient(let h, let t, let f)):
            return g == h && s == t && e == f
        default:
            return false
        }
    }

    /// True when both are `nil` or hold the same pixels by identity and version; for a glyph
    /// atlas page by identity alone (a later version only adds glyphs where the earlier drew
    /// nothing: `AtlasPageLog`), so text whose page gained glyphs is not damaged for it.
    static func sameBitmap(_ a: Bitmap?, _ b: Bitmap?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let p?, let q?): p.identity == q.identity && (p.version == q.version || (p.pageLog != nil && q.pageLog != nil))
        default: false
        }
    }

    /// A hash of what of `item` is equal whenever `same(_:_:)` or `sameMoved(_:_:dx:dy:)`
    /// holds: for a quad its size, transform but for its translation, corners, opacity,
    /// filter and fill; for a mesh its texture, filter and counts of indices and vertices.
    /// (Not the clip, nor where the item lies: a moved item keeps its look.) In a frame that
    /// changes most items (a push, a rotation) each is looked ahead for among the next few of
    /// the other frame; the items themselves were copied for each comparison, a millisecond of
    /// such a frame (perf, the headless tour, measured by us). A multiply-and-shift mix, not
    /// `Hasher`: this runs for every item of every frame, and SipHash cost as much as the
    /// comparisons it saved.
    static func look(of item: DisplayItem) -> Int {
        var look = LookHash()
        switch item {
        case .quad(let q):
            look.mix(bits: 1)
            look.mix(q.rect.size.width)
            look.mix(q.rect.size.height)
            let t = q.transform
            look.mix(t.m11, t.m12, t.m13, t.m14)
            look.mix(t.m21, t.m22, t.m23, t.m24)
            look.mix(t.m31, t.m32, t.m33, t.m34)
            look.mix(t.m43)
            look.mix(t.m44)
            look.mix(q.cornerRadius)
            look.mix(bits: UInt64(truncatingIfNeeded: q.maskedCorners.rawValue))
            look.mix(q.opacity)
            look.mix(bits: q.filter == .linear ? 1 : 2)
            switch q.fill {
            case .color(let c):
                look.mix(bits: 1)
                look.mix(c.red, c.green, c.blue, c.alpha)
            case .texture(let bitmap, let uv, let tint):
                look.mix(bits: 2)
                look.mix(bitmap)
                look.mix(uv.origin.x, uv.origin.y, uv.size.width, uv.size.height)
                look.mix(tint.red, tint.green, tint.blue, tint.alpha)
            case .gradient:
                look.mix(bits: 3)
            }
        case .mesh(let m):
            look.mix(bits: 2)
            if let texture = m.texture { look.mix(texture) }
            look.mix(bits: m.filter == .linear ? 1 : 2)
            look.mix(bits: UInt64(m.indices.count))
            look.mix(bits: UInt64(m.vertices.count))
        case .pushClip, .popClip:
            look.mix(bits: 3)
        }
        return Int(truncatingIfNeeded: look.value)
    }

    /// A 64-bit multiply-and-shift hash, for `look(of:)`.
    private struct LookHash {
        /// The hash so far, from FNV-1a's 64-bit offset basis.
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        /// 2⁶⁴ divided by the golden ratio (Knuth's multiplicative hashing): spreads each
        /// word's bits over the whole product.
        static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

        /// Mixes `bits` in.
        mutating func mix(bits: UInt64) {
            value = (value ^ bits) &* Self.multiplier
            value ^= value >> 29
        }

        /// Mixes `v` in; -0.0 as 0.0 (they compare equal), by adding 0.
        mutating func mix(_ v: Double) { mix(bits: (v + 0).bitPattern) }

        /// Mixes four values in, in order.
        mutating func mix(_ a: Double, _ b: Double, _ c: Double, _ d: Double) {
            mix(a)
            mix(b)
            mix(c)
            mix(d)
        }

        /// Mixes in what `sameBitmap(_:_:)` compares of `bitmap`: its identity, and its version
        /// unless it is a glyph atlas page.
        mutating func mix(_ bitmap: Bitmap) {
            mix(bits: bitmap.identity)
            if bitmap.pageLog == nil { mix(bits: bitmap.version) }
        }
    }

    /// `boxes` with every two whose union is no larger than their two areas together
    /// (they overlap or touch well) joined, then the closest pairs joined until at most
    /// `maximumBoxCount` remain (the pair whose union adds the fewest pixels first).
    static func merged(_ boxes: [PixelBox]) -> [PixelBox] {
        var result: [PixelBox] = []
        for box in boxes where !box.isEmpty {
            var joined = box
            var k = 0
            while k < result.count {
                let union = joined.union(result[k])
                if union.area <= joined.area + result[k].area {
                    joined = union
                    result.remove(at: k)
                    k = 0
                } else {
                    k += 1
                }
            }
            result.append(joined)
        }
        while result.count > maximumBoxCount {
            var best = (i: 0, j: 1, added: Int.max)
            for i in 0..<result.count {
                for j in (i + 1)..<result.count {
                    let added = result[i].union(result[j]).area - result[i].area - result[j].area
                    if added < best.added { best = (i, j, added) }
                }
            }
            let union = result[best.i].union(result[best.j])
            result.remove(at: best.j)
            result[best.i] = union
        }
        return result
    }

    /// Joins into one box (their union) every two boxes that both meet a quad of `entries` in
    /// perspective (a fold's or a page turn's panel); true when any were joined. Such a quad is
    /// tessellated and drawn whole in each box it meets, clipped: the page turn's panel, nearly
    /// edge-on at its stage crossing (56 × 562 pixels), cost 1.5 ms and its shading 0.9 ms in
    /// each of the frame's two boxes, 4.9 ms of the frame's 6.3, where their union is 9 % more
    /// pixels than the two (the headless tour, an instrumented build, measured by us).
    static func joinAcrossPerspective(_ boxes: inout [PixelBox], entries: [Entry]) -> Bool {
        guard boxes.count > 1 else { return false }
        var joined = false
        for entry in entries {
            // In perspective: the plane's w varies (m14, m24) or is scaled (m44).
            guard case .quad(let quad) = entry.item,
                quad.transform.m14 != 0 || quad.transform.m24 != 0 || quad.transform.m44 != 1
            else { continue }
            let met = boxes.indices.filter { boxes[$0].intersects(entry.bounds) }
            guard met.count > 1 else { continue }
            let union = met.dropFirst().reduce(boxes[met[0]]) { $0.union(boxes[$1]) }
            boxes = boxes.indices.filter { !met.contains($0) }.map { boxes[$0] } + [union]
            joined = true
            if boxes.count == 1 { break }
        }
        return joined
    }

    /// Grows every box that cuts a scaled copy of `entries` over the whole copy; true when
    /// any box grew.
    static func grow(_ boxes: inout [PixelBox], over entries: [Entry]) -> Bool {
        var grew = false
        for k in boxes.indices {
            for entry in entries {
                for copy in entry.copyBoxes where boxes[k].intersects(copy) && !boxes[k].contains(copy) {
                    boxes[k] = boxes[k].union(copy)
                    grew = true
                }
            }
        }
        return grew
    }
}
