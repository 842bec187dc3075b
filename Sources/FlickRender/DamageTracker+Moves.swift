import FlickAnimation
import FlickInput
import FlickScene

/// Content that moved by whole pixels (a scroll view scrolled): when a clip whose layer noted
/// its bounds origin (`ScrolledClip`) is where it was, and its origin moved by whole pixels,
/// the pixels drawn inside it are moved (`PixelMove`) instead of drawn again, and the damage is
/// what the move does not account for:
/// - the strip the move exposes;
/// - inside the clip, items that did not move with the content (matched in order as
///   `changedBounds` matches them, an item compared with the previous frame's moved by the
///   same amount): an old one where its pixels were moved to, a new one where it is;
/// - outside the clip, items that changed, as without a move (a quad drawn to the same pixels
///   from a rect and transform that moved against each other, as a scroll view's background
///   from its bounds, counts as unchanged);
/// - items outside the clip that reach into it (a background under it, an overlay over it),
///   where they are and where the move put their pixels, except one-colour opaque rects that
///   cover the whole clip (each pixel of the clip the same under them, so moving them changes
///   nothing) and the items under the last of those (hidden in the clip).
/// Every other pixel of the clip is drawn, in both frames, by the same items in the same order
/// moved by the same whole pixels over the same uniform colour, so the moved pixel is the one a
/// full redraw draws (tested frame by frame against full redraws).
extension DamageTracker {
    /// A frame's damage, and the pixels to move before it is drawn.
    struct Changes: Equatable {
        /// What to draw, after the move.
        var damage: Damage
        /// The pixels to move first, `nil` for none.
        var move: PixelMove?
    }

    /// Points of difference below which an item's position counts as moved by exactly the
    /// move (ours: rounding of sums of positions, far below what changes a pixel).
    static let moveTolerance = 1e-7

    /// The changes of a frame of `entries` drawn with `settings`, inside `scrolledClips`,
    /// against the previous frame, which it then becomes: a move of the pixels of one
    /// scrolled clip and the damage around it when that draws less, else `damage(for:settings:)`'s.
    /// `cover` gives the pixels an item paints with one opaque colour, as drawn
    /// (`SDLRenderer.opaqueCover(of:)`).
    mutating func changes(
        for entries: [Entry], settings: Settings, scrolledClips: [ScrolledClip],
        cover: (DisplayItem) -> PixelBox?
    ) -> Changes {
        let old = previous, oldClips = previousScrolledClips
        guard previousSettings == settings else {
            _ = damage(for: entries, settings: settings)
            previousScrolledClips = scrolledClips
            return Changes(damage: .full, move: nil)
        }
        previous = entries
        previousScrolledClips = scrolledClips
        let target = PixelBox(x0: 0, y0: 0, x1: settings.width, y1: settings.height)
        if let (move, boxes) = Self.movedDamage(
            from: old, in: oldClips, to: entries, in: scrolledClips,
            scale: settings.scale, cover: cover)
        {
            let damage = Self.finished(boxes, entries: entries, target: target)
            if damage != .full { return Changes(damage: damage, move: move) }
        }
        return Changes(
            damage: Self.finished(Self.changedBounds(from: old, to: entries), entries: entries, target: target),
            move: nil)
    }

    /// The move of the largest clip of `newClips` that is where one of `oldClips` was, with its
    /// origin moved by whole pixels (less than the clip's size), and the damage around it (see
    /// above); `nil` when there is none.
    static func movedDamage(
        from old: [Entry], in oldClips: [ScrolledClip], to new: [Entry], in newClips: [ScrolledClip],
        scale: Double, cover: (DisplayItem) -> PixelBox?
    ) -> (PixelMove, [PixelBox])? {
        for clip in newClips.sorted(by: { $0.clip.area > $1.clip.area }) where !clip.clip.isEmpty {
            guard let before = oldClips.first(where: { $0.clip == clip.clip }),
                let dx = wholePixels((before.origin.x - clip.origin.x) * scale),
                let dy = wholePixels((before.origin.y - clip.origin.y) * scale),
                dx != 0 || dy != 0, abs(dx) < clip.clip.x1 - clip.clip.x0, abs(dy) < clip.clip.y1 - clip.clip.y0
            else { continue }
            let move = PixelMove(clip: clip.clip, dx: dx, dy: dy)
            let c = clip.clip
            var boxes = move.exposed
            // Outside the clip: what changed, in order before it and after it. The scroll view's
            // own background is drawn from its bounds, whose origin moved, to the same pixels.
            let unmoved = PixelMove(clip: c, dx: 0, dy: 0)
            func sameInWindow(_ a: Entry, _ b: Entry) -> Bool {
                same(a, b) || (a.clip == b.clip && sameMoved(a, b, by: unmoved, points: (0, 0)))
            }
            boxes += changedBounds(
                from: old[..<before.entries.lowerBound], to: new[..<clip.entries.lowerBound],
                same: sameInWindow, moved: { $0 })
            boxes += changedBounds(
                from: old[before.entries.upperBound...], to: new[clip.entries.upperBound...],
                same: sameInWindow, moved: { $0 })
            // Outside the clip and reaching into it: where it is and where its pixels went; not
            // one that covers the clip, nor one under such a cover.
            for (entries, inside) in [(old, before.entries), (new, clip.entries)] {
                func covers(_ entry: Entry) -> Bool {
                    guard let painted = cover(entry.item) else { return false }
                    return painted.intersection(entry.clip ?? painted).contains(c)
                }
                let outside =
                    Array(entries.indices[..<inside.lowerBound]) + Array(entries.indices[inside.upperBound...])
                let firstShown = outside.last { covers(entries[$0]) } ?? 0
                for index in outside where index > firstShown || (index == firstShown && !covers(entries[index])) {
                    let bounds = entries[index].bounds
                    guard bounds.intersects(c) || bounds.offsetBy(dx: dx, dy: dy).intersects(c) else { continue }
                    boxes.append(bounds.intersection(c))
                    boxes.append(bounds.offsetBy(dx: dx, dy: dy).intersection(c))
                }
            }
            // Inside: what did not move with the content.
            let points = (dx: Double(dx) / scale, dy: Double(dy) / scale)
            boxes += changedBounds(
                from: old[before.entries], to: new[clip.entries],
                same: { sameMoved($0, $1, by: move, points: points) },
                moved: { $0.offsetBy(dx: dx, dy: dy).intersection(c) })
            return (move, boxes.filter { !$0.isEmpty })
        }
        return nil
    }

    /// `value` (pixels) as a whole number when it is one within `moveTolerance`, else `nil`.
    static func wholePixels(_ value: Double) -> Int? {
        guard value.isFinite, abs(value) < PixelBox.farAway else { return nil }
        let whole = value.rounded()
        return abs(value - whole) <= moveTolerance ? Int(whole) : nil
    }

    /// True when `b` draws `a`'s pixels moved by `move` (`points` in window points): the same
    /// item moved, under its clip moved, on the pixels both keep; never a scaled copy (SDL
    /// resamples those by where their edges fall).
    static func sameMoved(_ a: Entry, _ b: Entry, by move: PixelMove, points: (dx: Double, dy: Double)) -> Bool {
        guard a.copyBoxes.isEmpty, b.copyBoxes.isEmpty else { return false }
        let c = move.clip
        let movedClip = (a.clip ?? c).offsetBy(dx: move.dx, dy: move.dy).intersection(c)
        guard movedClip == (b.clip ?? c).intersection(c.offsetBy(dx: move.dx, dy: move.dy)) else { return false }
        return sameMoved(a.item, b.item, dx: points.dx, dy: points.dy)
    }

    /// True when `b` is `a` moved by `dx`, `dy` window points on the window's plane: a quad of
    /// the same size and fill whose transform keeps it in the plane (no perspective) and
    /// differs only by its translation, with the rect's origin moved by that much in the window,
    /// or a mesh whose every vertex moved by it.
    static func sameMoved(_ a: DisplayItem, _ b: DisplayItem, dx: Double, dy: Double) -> Bool {
        func near(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= moveTolerance }
        switch (a, b) {
        case (.quad(let p), .quad(let q)):
            // The same plane map but for its translation, and the rect's origin landing moved.
            let s = p.transform, t = q.transform
            guard s.m14 == 0, s.m24 == 0, s.m44 == 1, p.rect.size == q.rect.size else { return false }
            var moved = s
            moved.m41 = t.m41
            moved.m42 = t.m42
            guard moved == t else { return false }
            let from = p.rect.origin, to = q.rect.origin
            let x0 = from.x * s.m11 + from.y * s.m21 + s.m41, y0 = from.x * s.m12 + from.y * s.m22 + s.m42
            let x1 = to.x * t.m11 + to.y * t.m21 + t.m41, y1 = to.x * t.m12 + to.y * t.m22 + t.m42
            return near(x1, x0 + dx) && near(y1, y0 + dy) && p.cornerRadius == q.cornerRadius
                && p.maskedCorners == q.maskedCorners && p.opacity == q.opacity
                && p.filter == q.filter && same(p.fill, q.fill)
        case (.mesh(let m), .mesh(let n)):
            guard m.filter == n.filter, m.isCoverageMask == n.isCoverageMask, sameBitmap(m.texture, n.texture),
                m.vertices.count == n.vertices.count, m.indices == n.indices
            else { return false }
            return zip(m.vertices, n.vertices).allSatisfy { u, v in
                u.uv == v.uv && u.color == v.color && near(v.position.x, u.position.x + dx)
                    && near(v.position.y, u.position.y + dy)
            }
        default:
            return false
        }
    }
}
