import FlickScene

/// Visual caret stops for a line longer than `shapedByteLimit` with right-to-left runs: the
/// line is shaped in pieces of at most that many bytes, cut where the text is at the
/// paragraph's own level on both sides (between two characters of the paragraph's direction,
/// the first not a space, the second a letter: UAX #9 reverses no run across such a place, so each piece reorders
/// on its own as the whole line would), laid side by side in the paragraph's direction. A
/// change shapes again only the pieces it touches. Text that cannot be cut so (a run of
/// the other direction longer than a piece) is cut at a character boundary anyway, and
/// reorders within its pieces only.
extension TextCaretGeometry {
    /// A stretch of a long line shaped on its own.
    struct Piece: Hashable, Sendable {
        /// Its first byte's UTF-8 offset in the text.
        var start: Int
        /// Its own stops, offsets from `start`, x from its left end.
        var geometry: TextCaretGeometry
        /// Its left end in the line, points.
        var left = 0.0
    }

    /// True when the line is shaped in pieces.
    var isPieced: Bool { !pieces.isEmpty }

    /// The geometry of `text` (longer than `shapedByteLimit`, one line) shaped piece by piece
    /// in the measurer's engine: `nil` when the engine does not shape, the text is short or
    /// holds a line break, or it has no character of a right-to-left script (its stops are
    /// then measured glyph by glyph, cheaper, `init(text:mask:revealed:measurer:)`).
    init?(shapingPieces text: String, measurer: TextAdvanceMeasurer) {
        let utf8 = text.utf8
        guard let shaper = measurer.engine.shaper, utf8.count > Self.shapedByteLimit, !utf8.contains(0x0A),
            Self.mayHoldRightToLeftScript(utf8)
        else { return nil }
        var level: UInt8?
        let cuts = Self.pieceCuts(text, from: 0, to: utf8.count, shaper: shaper, level: &level)
        let made = Self.shapedPieces(text, cuts: cuts, measurer: measurer)
        guard !made.isEmpty else { return nil }
        isRightToLeft = made[0].geometry.isRightToLeft
        arrange(made)
    }

    /// True when `utf8` may hold a character of a right-to-left script: a byte scan for the
    /// lead bytes of U+0580–U+08FF (Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic)
    /// and U+FB1D–U+FEFF (their presentation forms), and the bidi controls RLM, RLE, RLO,
    /// RLI. A few other characters pass too; they only cost a shaping.
    static func mayHoldRightToLeftScript(_ utf8: some Sequence<UInt8>) -> Bool {
        var previous: UInt8 = 0, beforePrevious: UInt8 = 0
        for byte in utf8 {
            if (0xD6...0xDF).contains(byte) { return true }
            if previous == 0xE0, (0xA0...0xA3).contains(byte) { return true }
            if previous == 0xEF, (0xAC...0xBB).contains(byte) { return true }
            // E2 80 8F (RLM), E2 80 AB (RLE), E2 80 AE (RLO), E2 81 A7 (RLI).
            if beforePrevious == 0xE2, previous == 0x80, byte == 0x8F || byte == 0xAB || byte == 0xAE { return true }
            if beforePrevious == 0xE2, previous == 0x81, byte == 0xA7 { return true }
            (beforePrevious, previous) = (previous, byte)
        }
        return false
    }

    /// Where `text[lower..<upper]` (UTF-8 offsets) is cut into pieces of at most
    /// `shapedByteLimit` bytes: `lower`, the cuts, `upper`. `level` is the paragraph's level
    /// (taken from the first piece's levels when `nil`).
    static func pieceCuts(
        _ text: String, from lower: Int, to upper: Int, shaper: any TextShaper, level: inout UInt8?
    ) -> [Int] {
        let utf8 = text.utf8
        var cuts = [lower]
        var start = lower
        while upper - start > shapedByteLimit {
            var end = start + shapedByteLimit
            var endIndex = utf8.index(utf8.startIndex, offsetBy: end)
            while end > start + 1, utf8[endIndex] & 0xC0 == 0x80 {
                end -= 1
                endIndex = utf8.index(before: endIndex)
            }
            let scalars = Array(text.unicodeScalars[utf8.index(utf8.startIndex, offsetBy: start)..<endIndex])
            let levels = shaper.levels(of: scalars)
            let paragraph = level ?? levels.paragraphLevel
            level = paragraph
            var offsets: [Int] = []
            offsets.reserveCapacity(scalars.count)
            var offset = start
            for scalar in scalars {
                offsets.append(offset)
                offset += UTF8.width(scalar)
            }
            // Backwards from the end, to a quarter of the piece: a letter at the paragraph's
            // level after a character at it (not a space, which would end the piece as a
            // line's trailing space, placed otherwise); else the last grapheme start.
            var cut: Int?
            var index = scalars.count - 1
            while index > scalars.count / 4 {
                if levels.levels.indices.contains(index), levels.levels[index] == paragraph,
                    levels.levels[index - 1] == paragraph, scalars[index].properties.isAlphabetic,
                    !scalars[index - 1].properties.isWhitespace, Self.startsGrapheme(scalars, at: index)
                {
                    cut = offsets[index]
                    break
                }
                index -= 1
            }
            if cut == nil {
                index = scalars.count - 1
                while index > 1, !Self.startsGrapheme(scalars, at: index) { index -= 1 }
                cut = offsets[max(index, 1)]
            }
            start = cut!
            cuts.append(start)
        }
        cuts.append(upper)
        return cuts
    }

    /// True when scalar `index` starts a grapheme cluster (is not a mark, a joiner, a
    /// variation selector or after a zero-width joiner): enough for a cut between pieces.
    private static func startsGrapheme(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        let scalar = scalars[index]
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format: return false
        default: break
        }
        return !scalar.properties.isVariationSelector && scalars[index - 1] != "\u{200D}"
    }

    /// The pieces between `cuts` (UTF-8 offsets in `text`), each shaped as its own line (or
    /// measured glyph by glyph when it will not shape).
    static func shapedPieces(_ text: String, cuts: [Int], measurer: TextAdvanceMeasurer) -> [Piece] {
        let utf8 = text.utf8
        var pieces: [Piece] = []
        pieces.reserveCapacity(cuts.count)
        var lower = utf8.index(utf8.startIndex, offsetBy: cuts[0])
        for k in 1..<cuts.count {
            let upper = utf8.index(lower, offsetBy: cuts[k] - cuts[k - 1])
            let piece = String(text[lower..<upper])
            let geometry =
                TextCaretGeometry(shaping: piece, measurer: measurer)
                ?? TextCaretGeometry(text: piece, measurer: measurer)
            pieces.append(Piece(start: cuts[k - 1], geometry: geometry))
            lower = upper
        }
        return pieces
    }

    /// Lays `made` (the whole line's pieces in the text's order) side by side, left to right
    /// or right to left in a right-to-left paragraph, and joins their stops.
    private mutating func arrange(_ made: [Piece]) {
        let total = made.reduce(0) { $0 + $1.geometry.width }
        let joined = joined(made, from: isRightToLeft ? total : 0)
        pieces = joined.pieces
        (boundaryX, boundaryOffsets, visualExtents) = (joined.xs, joined.offsets, joined.extents)
        (isShaped, visualWidth, layoutOrigin) = (true, total, 0)
    }

    /// `made` (consecutive pieces) laid side by side from `edge` (points: their left end, or
    /// their right end in a right-to-left paragraph), with their stops joined: at each cut
    /// the stop of the character after it (its leading edge).
    private func joined(_ made: [Piece], from edge: Double) -> (
        pieces: [Piece], xs: [Double], offsets: [Int], extents: [ClosedRange<Double>]
    ) {
        let count = made.reduce(1) { $0 + $1.geometry.count }
        var xs: [Double] = [], offsets: [Int] = [], extents: [ClosedRange<Double>] = []
        xs.reserveCapacity(count)
        offsets.reserveCapacity(count)
        extents.reserveCapacity(count - 1)
        var placed = made
        var edge = edge
        for index in placed.indices {
            let geometry = placed[index].geometry
            let left = isRightToLeft ? edge - geometry.width : edge
            edge = isRightToLeft ? left : left + geometry.width
            placed[index].left = left
            if !xs.isEmpty {
                xs.removeLast()
                offsets.removeLast()
            }
            let start = placed[index].start
            xs.append(contentsOf: geometry.boundaryX.lazy.map { left + $0 })
            offsets.append(contentsOf: geometry.boundaryOffsets.lazy.map { start + $0 })
            if let own = geometry.visualExtents {
                extents.append(contentsOf: own.lazy.map { (left + $0.lowerBound)...(left + $0.upperBound) })
            } else {
                for k in 0..<geometry.count {
                    extents.append((left + geometry.boundaryX[k])...(left + geometry.boundaryX[k + 1]))
                }
            }
        }
        return (placed, xs, offsets, extents)
    }

    /// Updates pieced stops after UTF-8 `range` (offsets before the change) became
    /// `replacementCount` bytes, giving `text`: the pieces the change touches (and the one
    /// before, whose end it may join) are cut and shaped again, the others kept. False when
    /// the text is no longer pieced (short, or with a line break): make it again.
    mutating func replacePieces(
        _ range: Range<Int>, replacementCount: Int, in text: String, measurer: TextAdvanceMeasurer
    ) -> Bool {
        let utf8 = text.utf8
        guard isPieced, let shaper = measurer.engine.shaper, utf8.count > Self.shapedByteLimit else { return false }
        let delta = replacementCount - range.count
        let starts = pieces.map(\.start)
        func piece(containing offset: Int) -> Int { max((starts.lastIndex { $0 <= offset }) ?? 0, 0) }
        // The pieces the change falls in; with the one before when it starts at a cut (the
        // character before the cut may change, and the cut with it).
        var first = piece(containing: range.lowerBound)
        if first > 0, range.lowerBound == starts[first] { first -= 1 }
        let last = max(piece(containing: range.upperBound), first)
        let lower = starts[first]
        let upper = (last + 1 < pieces.count ? starts[last + 1] : starts[last] + pieces[last].geometry.length) + delta
        guard lower <= upper, upper <= utf8.count else { return false }
        var level: UInt8? = isRightToLeft ? 1 : 0
        let cuts = Self.pieceCuts(text, from: lower, to: upper, shaper: shaper, level: &level)
        let fresh = Self.shapedPieces(text, cuts: cuts, measurer: measurer)
        // The paragraph's direction comes from its first piece: a change there may turn it.
        guard first > 0 || fresh.first?.geometry.isRightToLeft == isRightToLeft, var extents = visualExtents else {
            return false
        }
        // Taken out, so changing them copies no megabyte of extents (they were shared).
        visualExtents = nil
        // The new pieces take the old ones' place: the line grows or shrinks by `shift` on
        // the side the paragraph runs to (the stops after them move in a left-to-right
        // paragraph, those before them in a right-to-left one).
        let shift =
            fresh.reduce(0) { $0 + $1.geometry.width } - pieces[first...last].reduce(0) { $0 + $1.geometry.width }
        let edge = isRightToLeft ? pieces[first].left + pieces[first].geometry.width + shift : pieces[first].left
        let region = joined(fresh, from: edge)
        let lowerBoundary = boundaryIndex(forOffset: lower)
        let upperBoundary = last + 1 < pieces.count ? boundaryIndex(forOffset: starts[last + 1]) : count
        let moved = isRightToLeft ? 0..<lowerBoundary : upperBoundary..<boundaryX.count
        // Through buffers: one pass of additions over up to a megabyte's stops, with no
        // uniqueness check per element.
        if shift != 0 {
            boundaryX.withUnsafeMutableBufferPointer { xs in for k in moved { xs[k] += shift } }
            extents.withUnsafeMutableBufferPointer { spans in
                for k in moved where k < spans.count {
                    spans[k] = (spans[k].lowerBound + shift)...(spans[k].upperBound + shift)
                }
            }
        }
        for k in (isRightToLeft ? 0..<first : (last + 1)..<pieces.count) { pieces[k].left += shift }
        if delta != 0 {
            boundaryOffsets.withUnsafeMutableBufferPointer { offsets in
                for k in upperBoundary..<offsets.count { offsets[k] += delta }
            }
        }
        for k in (last + 1)..<pieces.count { pieces[k].start += delta }
        // At the cut after them the next piece's stop stays (its first character's).
        let end = upperBoundary < count ? upperBoundary - 1 : upperBoundary
        let kept = upperBoundary < count ? region.xs.count - 1 : region.xs.count
        boundaryX.replaceSubrange(lowerBoundary...end, with: region.xs.prefix(kept))
        boundaryOffsets.replaceSubrange(lowerBoundary...end, with: region.offsets.prefix(kept))
        extents.replaceSubrange(lowerBoundary..<upperBoundary, with: region.extents)
        visualExtents = extents
        pieces.replaceSubrange(first...last, with: region.pieces)
        visualWidth = (visualWidth ?? 0) + shift
        return true
    }

    /// The text's length, UTF-8 bytes.
    var length: Int { boundaryOffsets.last ?? 0 }

    /// The pieces drawn to show `xs` (points from the line's left end), in the text's order:
    /// the UTF-8 range each holds, and where its drawing starts (its leftmost glyph, points)
    /// and its width. Each is drawn as it was shaped (`TextField` draws each in a label of its
    /// own: the layout the piece was measured with is the one drawn, from the engine's cache).
    func drawnPieces(showing xs: ClosedRange<Double>) -> [(range: Range<Int>, x: Double, width: Double)] {
        pieces.indices.compactMap { index in
            let piece = pieces[index]
            let left = piece.left, width = piece.geometry.width
            guard left <= xs.upperBound, left + width >= xs.lowerBound else { return nil }
            let end = index + 1 < pieces.count ? pieces[index + 1].start : length
            // Its trailing spaces (on its left in a right-to-left piece) are not drawn.
            let x = left + piece.geometry.layoutOrigin
            return (piece.start..<end, x, left + width - x)
        }
    }
}
