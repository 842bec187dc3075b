import FlickAnimation
import FlickInput

/// One part of a shadowed layer's subtree whose alpha casts the layer's shadow, when the layer
/// has no `shadowPath` and no background: Core Animation's shadow follows the composited alpha
/// of the layer and its sublayers (a clear card's rounded panel and icon, not its box). Each
/// caster is a sublayer's background or gradient, or a bitmap's contents, placed in the
/// shadowed layer's bounds coordinates, at the opacity accumulated below the shadowed layer,
/// inside the rounded bounds of every masking ancestor between them.
struct ShadowCaster {
    /// What the caster covers, in its own layer's bounds coordinates.
    enum Fill {
        /// The layer's bounds rounded by its corner radius, filled at `alpha` (0…1).
        case shape(alpha: Double)
        /// The `contentsRect` part (unit coordinates) of `bitmap`, drawn over `placed` (points).
        case bitmap(Bitmap, contentsRect: Rect, placed: Rect)
    }

    /// A masking layer's rounded bounds, and the map from its bounds coordinates into the
    /// shadowed layer's.
    struct Clip {
        var toShadowed: Transform3D
        var bounds: Rect
        var cornerRadius: Double
        var maskedCorners: CornerMask
    }

    /// The map from the caster's layer's bounds coordinates into the shadowed layer's.
    var toShadowed: Transform3D
    /// The caster's layer's bounds, points.
    var bounds: Rect
    /// The caster's layer's corner radius, points.
    var cornerRadius: Double
    /// The corners the radius rounds.
    var maskedCorners: CornerMask
    /// What it covers.
    var fill: Fill
    /// The opacity of the caster's layer times its ancestors' below the shadowed layer, 0…1.
    var opacity: Double
    /// Masking ancestors (and, for contents, the caster's own layer when it masks).
    var clips: [Clip]

    /// The caster's extent in the shadowed layer's bounds coordinates: the bounding box of its
    /// projected corners, inside its clips' (`nil` when nothing of it projects).
    var extent: Rect? {
        var rect: Rect
        switch fill {
        case .shape: rect = bounds
        case .bitmap(_, _, let placed): rect = placed
        }
        guard var box = Self.projectedBox(of: rect, by: toShadowed) else { return nil }
        for clip in clips {
            guard let clipBox = Self.projectedBox(of: clip.bounds, by: clip.toShadowed) else { return nil }
            guard let inside = box.intersection(clipBox), !inside.isEmpty else { return nil }
            box = inside
        }
        return box
    }

    /// The box around every caster's extent, or `nil` when none covers anything.
    static func extent(of casters: [ShadowCaster]) -> Rect? {
        let boxes = casters.compactMap(\.extent)
        guard let x0 = boxes.map(\.minX).min(), let y0 = boxes.map(\.minY).min(), let x1 = boxes.map(\.maxX).max(),
            let y1 = boxes.map(\.maxY).max(), x1 > x0, y1 > y0
        else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The bounding box of `rect`'s corners projected by `transform`, or `nil` when a corner
    /// has no image (behind the eye).
    static func projectedBox(of rect: Rect, by transform: Transform3D) -> Rect? {
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
        ]
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for corner in corners {
            guard let p = transform.project(corner) else { return nil }
            x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Feeds what the caster's pixels depend on to `hasher` (a bitmap by identity and version).
    func combine(into hasher: inout Hasher) {
        hasher.combine(toShadowed)
        hasher.combine(bounds)
        hasher.combine(cornerRadius)
        hasher.combine(maskedCorners)
        hasher.combine(opacity)
        switch fill {
        case .shape(let alpha):
            hasher.combine(0)
            hasher.combine(alpha)
        case .bitmap(let bitmap, let contentsRect, let placed):
            hasher.combine(1)
            hasher.combine(bitmap.identity)
            hasher.combine(bitmap.version)
            hasher.combine(contentsRect)
            hasher.combine(placed)
        }
        hasher.combine(clips.count)
        for clip in clips {
            hasher.combine(clip.toShadowed)
            hasher.combine(clip.bounds)
            hasher.combine(clip.cornerRadius)
            hasher.combine(clip.maskedCorners)
        }
    }
}

extension Layer {
    /// The most casters a composited shadow is made from (ours, est.: a card's subtree is tens
    /// of layers; past this, blurring again whenever one of them changes costs more than a
    /// frame, so the layer's rounded bounds cast the shadow instead, as with no sublayers).
    static let maximumShadowCasters = 256

    /// The casters of this layer's composited alpha and their key (`shadowCasters(_:at:)`),
    /// from the last walk while it is current (`ShadowCasterWalk`), else from a new walk, kept
    /// unless something below the layer animates.
    func shadowCasterWalk(_ properties: LayerProperties, at time: Double?) -> ShadowCasterWalk {
        if let walk = shadowCasterWalk, walk.isCurrent(for: self, properties) { return walk }
        looks.shadowCasterWalkCount += 1
        var animated = false
        let casters = shadowCasters(properties, at: time, animated: &animated)
        var key: CompositeShadowKey?
        if let casters, let region = ShadowCaster.extent(of: casters) {
            var hasher = Hasher()
            for caster in casters { caster.combine(into: &hasher) }
            key = CompositeShadowKey(region: region, casters: hasher.finalize())
        }
        let walk = ShadowCasterWalk(
            properties: ShadowCasterWalk.normalized(properties),
            contents: (contents as? Bitmap).map { (identity: $0.identity, version: $0.version) },
            isTransformLayer: isTransformLayer, sublayers: sublayers.map { ($0, $0.changeGeneration) },
            casters: casters, key: key)
        // Marked sublayers would not count a later change (their generation moves only from
        // unmarked), animations present new values with no change, and the layer's own text
        // changes with no sublayer marked: walk again next time.
        let settled = !animated && !sublayers.contains(where: \.hasChangesInSubtree) && !castsItsDisplayItems
        shadowCasterWalk = settled ? walk : nil
        return walk
    }

    /// True when this layer's display items cast a shadow: a provider whose items follow the
    /// layer's own state (`displayItemsVaryWithTime` false: a label's text) draws glyphs whose
    /// coverage casts, as a `UILabel`'s text does in Core Animation.
    var castsItsDisplayItems: Bool { displayItemsProvider != nil && !displayItemsVaryWithTime }

    /// The casters of this layer's composited alpha: its own bitmap contents and text and its
    /// visible sublayers' backgrounds, gradients, bitmap contents and text, with presented
    /// values at `time` (model values when `nil`); `animated` is set when a layer below has
    /// animations. `nil` when neither a sublayer is visible nor the layer draws text (the
    /// shadow keeps its plain shape), or when there are more than `maximumShadowCasters`.
    func shadowCasters(_ properties: LayerProperties, at time: Double?, animated: inout Bool) -> [ShadowCaster]? {
        guard sublayers.contains(where: { !$0.model.isHidden }) || castsItsDisplayItems else { return nil }
        var casters: [ShadowCaster] = []
        if let bitmap = contents as? Bitmap, let placed = Self.placedContents(bitmap, properties) {
            casters.append(
                ShadowCaster(
                    toShadowed: .identity, bounds: properties.bounds, cornerRadius: properties.cornerRadius,
                    maskedCorners: properties.maskedCorners,
                    fill: .bitmap(bitmap, contentsRect: properties.contentsRect, placed: placed), opacity: 1, clips: []))
        }
        appendGlyphCasters(to: &casters, properties, toShadowed: .identity, opacity: 1, clips: [], at: time)
        guard casters.count <= Self.maximumShadowCasters else { return nil }
        for sublayer in sublayers {
            guard
                sublayer.collectShadowCasters(
                    into: &casters, superlayer: self, superlayerProperties: properties, superlayerToShadowed: .identity,
                    opacity: 1, clips: [], at: time, animated: &animated)
            else { return nil }
        }
        return casters
    }

    /// Appends this layer's casters and its sublayers'; false once there are more than
    /// `maximumShadowCasters`.
    private func collectShadowCasters(
        into casters: inout [ShadowCaster], superlayer: Layer, superlayerProperties: LayerProperties,
        superlayerToShadowed: Transform3D, opacity: Double, clips: [ShadowCaster.Clip], at time: Double?,
        animated: inout Bool
    ) -> Bool {
        if hasAnimations { animated = true }
        let properties = time.map(presentation(at:)) ?? model
        let opacity = opacity * properties.opacity
        guard !properties.isHidden, opacity > 0, !properties.bounds.isEmpty else { return true }
        let toShadowed = Layer.transformIntoSuperlayer(
            properties, superlayer: superlayerProperties, superlayerIsTransformLayer: superlayer.isTransformLayer
        ).concatenating(superlayerToShadowed)
        var fillAlpha = properties.backgroundColor.alpha
        if let gradient = properties.gradient {
            fillAlpha = max(fillAlpha, gradient.stops.map(\.color.alpha).max() ?? 0)
        }
        if fillAlpha > 0 {
            casters.append(
                ShadowCaster(
                    toShadowed: toShadowed, bounds: properties.bounds, cornerRadius: properties.cornerRadius,
                    maskedCorners: properties.maskedCorners,
                    fill: .shape(alpha: fillAlpha), opacity: opacity, clips: clips))
        }
        var inner = clips
        if properties.masksToBounds {
            inner.append(
                ShadowCaster.Clip(
                    toShadowed: toShadowed, bounds: properties.bounds, cornerRadius: properties.cornerRadius,
                    maskedCorners: properties.maskedCorners))
        }
        if let bitmap = contents as? Bitmap, let placed = Self.placedContents(bitmap, properties) {
            casters.append(
                ShadowCaster(
                    toShadowed: toShadowed, bounds: properties.bounds, cornerRadius: properties.cornerRadius,
                    maskedCorners: properties.maskedCorners,
                    fill: .bitmap(bitmap, contentsRect: properties.contentsRect, placed: placed), opacity: opacity,
                    clips: inner))
        }
        appendGlyphCasters(to: &casters, properties, toShadowed: toShadowed, opacity: opacity, clips: inner, at: time)
        guard casters.count <= Self.maximumShadowCasters else { return false }
        for sublayer in sublayers {
            guard
                sublayer.collectShadowCasters(
                    into: &casters, superlayer: self, superlayerProperties: properties, superlayerToShadowed: toShadowed,
                    opacity: opacity, clips: inner, at: time, animated: &animated)
            else { return false }
        }
        return true
    }

    /// Appends a caster per glyph this layer's display items draw (`castsItsDisplayItems`):
    /// the items made for the layer in its own bounds coordinates (identity transform, full
    /// opacity), each glyph quad of a coverage-mask mesh (an atlas page, white with the
    /// coverage in alpha) as the part of the page it shows, placed where it is drawn, at the
    /// text colour's alpha.
    private func appendGlyphCasters(
        to casters: inout [ShadowCaster], _ properties: LayerProperties, toShadowed: Transform3D, opacity: Double,
        clips: [ShadowCaster.Clip], at time: Double?
    ) {
        guard castsItsDisplayItems, let provider = displayItemsProvider else { return }
        let item = RenderItem(layer: self, properties: properties, transform: .identity, opacity: 1, clips: [], depth: 0)
        for case .mesh(let mesh) in provider(item, time ?? 0) {
            guard mesh.isCoverageMask, let page = mesh.texture else { continue }
            // Glyphs are quads of four vertices, corners in order (TextEngine+DisplayList.swift).
            for first in stride(from: 0, to: mesh.vertices.count - 3, by: 4) {
                let a = mesh.vertices[first], c = mesh.vertices[first + 2]
                let placed = Rect(
                    x: a.position.x, y: a.position.y, width: c.position.x - a.position.x,
                    height: c.position.y - a.position.y)
                let part = Rect(x: a.uv.x, y: a.uv.y, width: c.uv.x - a.uv.x, height: c.uv.y - a.uv.y)
                guard placed.width > 0, placed.height > 0, a.color.alpha > 0 else { continue }
                casters.append(
                    ShadowCaster(
                        toShadowed: toShadowed, bounds: properties.bounds, cornerRadius: 0, maskedCorners: .all,
                        fill: .bitmap(page, contentsRect: part, placed: placed), opacity: opacity * a.color.alpha,
                        clips: clips))
            }
        }
    }

    /// Where `bitmap` is drawn in a layer of `properties` (its `contentsRect` part placed by
    /// `contentsGravity`), points; `nil` when it covers nothing.
    static func placedContents(_ bitmap: Bitmap, _ properties: LayerProperties) -> Rect? {
        guard bitmap.width > 0, bitmap.height > 0 else { return nil }
        let scale = properties.contentsScale > 0 ? properties.contentsScale : 1
        let part = properties.contentsRect
        let size = Size(
            width: Double(bitmap.width) * part.width / scale, height: Double(bitmap.height) * part.height / scale)
        let placed = properties.contentsGravity.rect(forContentsSize: size, in: properties.bounds)
        return placed.width > 0 && placed.height > 0 ? placed : nil
    }
}
