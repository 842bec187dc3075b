import FlickAnimation
import FlickInput

/// Shadows and borders (`CALayer`'s): the display list draws a shadow under the layer's
/// background as a blurred bitmap of its shape (`ShadowRasterizer`), made once and kept while
/// only the position moves; a border over its contents as a ring bitmap following the
/// corner radius, at the corners `maskedCorners` names (both square at the others). A layer
/// that `masksToBounds` casts no shadow: the mask clips it away, as in Core Animation. Not
/// animatable here (changes apply at once). With no `shadowPath` and no background, the
/// shadow follows the layer's composited alpha, as Core Animation's: its
/// bitmap contents and text and its sublayers' backgrounds, gradients, bitmaps and text
/// (`ShadowCaster`: a label's glyphs cast their coverage); it is
/// blurred again only when one of them changes, and the subtree is walked again only when
/// something below the layer changed (`ShadowCasterWalk`). A `shadowPath` is cheaper: give one when the
/// shape is known.
extension Layer {
    /// The shadow's colour (opaque black by default).
    public var shadowColor: Color {
        get { looks.shadowColor }
        set {
            looks.shadowColor = newValue
            noteChange()
        }
    }
    /// The shadow's opacity, 0…1 (0 by default: no shadow); clamped, NaN refused (logged).
    public var shadowOpacity: Double {
        get { looks.shadowOpacity }
        set {
            guard !newValue.isNaN else { return warn("shadowOpacity", newValue, keeping: looks.shadowOpacity) }
            looks.shadowOpacity = min(max(newValue, 0), 1)
            noteChange()
        }
    }
    /// The shadow's offset, points ((0, −3) by default); non-finite parts refused (logged).
    public var shadowOffset: Size {
        get { looks.shadowOffset }
        set {
            guard newValue.width.isFinite, newValue.height.isFinite else {
                return warn("shadowOffset", newValue, keeping: looks.shadowOffset)
            }
            looks.shadowOffset = newValue
            noteChange()
        }
    }
    /// The shadow's blur radius, points (3 by default; σ of the Gaussian). A value that is not
    /// a finite non-negative number is refused with a logged warning naming the layer.
    public var shadowRadius: Double {
        get { looks.shadowRadius }
        set {
            if let problem = shadowRadiusProblem(newValue) {
                log.warning("\(problem)")
                return
            }
            looks.shadowRadius = newValue
            noteChange()
        }
    }
    /// The shape the shadow is cast from; `nil` (the default) is the rounded bounds.
    public var shadowPath: ShadowPath? {
        get { looks.shadowPath }
        set {
            looks.shadowPath = newValue
            noteChange()
        }
    }
    /// The border's width, points, inside the bounds (0 by default); negative or non-finite
    /// refused (logged).
    public var borderWidth: Double {
        get { looks.borderWidth }
        set {
            guard newValue.isFinite, newValue >= 0 else {
                return warn("borderWidth", newValue, keeping: looks.borderWidth)
            }
            looks.borderWidth = newValue
            noteChange()
        }
    }
    /// The border's colour (opaque black by default).
    public var borderColor: Color {
        get { looks.borderColor }
        set {
            looks.borderColor = newValue
            noteChange()
        }
    }
    /// How many times this layer's shadow has been blurred.
    public var shadowBlurCount: Int { looks.shadowBlurCount }
    /// How many times this layer's subtree has been walked for a shadow following its
    /// composited alpha: once while nothing below it changes, however it moves.
    public var shadowCasterWalkCount: Int { looks.shadowCasterWalkCount }

    /// Why `radius` cannot be this layer's shadow radius, naming the layer; `nil` when it can.
    public func shadowRadiusProblem(_ radius: Double) -> String? {
        guard radius.isFinite, radius >= 0 else {
            return
                "layer \(name ?? "(unnamed)"): shadowRadius \(radius) is not a finite, non-negative number; keeping \(looks.shadowRadius)"
        }
        return nil
    }

    private func warn<T>(_ property: String, _ value: T, keeping old: T) {
        log.warning("layer \(name ?? "(unnamed)"): \(property) \(value) is not valid; keeping \(old)")
    }

    /// The shadow's quad for `properties` (the layer's presented values) placed by
    /// `transform` at `opacity`, made or taken from the cache; `nil` with no shadow. `time`
    /// presents the sublayers a shadow follows the alpha of (model values when `nil`).
    func shadowQuad(_ properties: LayerProperties, transform: Transform3D, opacity: Double, at time: Double? = nil)
        -> TransformedQuad?
    {
        let looks = self.looks
        guard looks.shadowOpacity > 0, looks.shadowColor.alpha > 0, !properties.masksToBounds else { return nil }
        let scale = properties.contentsScale > 0 ? properties.contentsScale : 1
        var shape = looks.shadowPath ?? ShadowPath(
            rect: properties.bounds, cornerRadius: properties.cornerRadius, maskedCorners: properties.maskedCorners)
        var contentsKey: ContentsShadowKey?
        var compositeKey: CompositeShadowKey?
        // With no path and no background, the shadow follows the contents' alpha, as Core
        // Animation's does (an icon's outline, not its box).
        let shown = contents as? Bitmap
        let walk =
            looks.shadowPath == nil && properties.backgroundColor.alpha == 0 && properties.gradient == nil
            ? shadowCasterWalk(properties, at: time) : nil
        let casters = walk?.casters
        if casters != nil {
            // The subtree's composited alpha: the shape is the casters' extent.
            guard let key = walk?.key else { return nil }
            shape = ShadowPath(rect: key.region)
            compositeKey = key
        } else if looks.shadowPath == nil, properties.backgroundColor.alpha == 0, let shown, !shown.isOpaque {
            let size = Size(width: Double(shown.width) / scale, height: Double(shown.height) / scale)
            shape = ShadowPath(rect: properties.contentsGravity.rect(forContentsSize: size, in: properties.bounds))
            contentsKey = ContentsShadowKey(
                identity: shown.identity, version: shown.version, contentsRect: properties.contentsRect)
        }
        guard shape.rect.width > 0, shape.rect.height > 0 else { return nil }
        let key = ShadowKey(
            size: shape.rect.size, cornerRadius: shape.cornerRadius, maskedCorners: shape.maskedCorners,
            sigma: looks.shadowRadius,
            color: looks.shadowColor, scale: scale, contents: contentsKey, composite: compositeKey)
        let (bitmap, made) = self.looks.shadowCache.bitmap(for: key) {
            if let casters, let region = $0.composite?.region {
                return ShadowRasterizer.shadowBitmap(
                    casting: casters, over: region, sigma: $0.sigma, color: $0.color, scale: $0.scale)
            }
            if let shown, $0.contents != nil {
                return ShadowRasterizer.shadowBitmap(
                    alphaOf: shown, contentsRect: properties.contentsRect, size: $0.size, sigma: $0.sigma,
                    color: $0.color, scale: $0.scale)
            }
            return ShadowRasterizer.shadowBitmap(
                size: $0.size, cornerRadius: $0.cornerRadius, corners: $0.maskedCorners, sigma: $0.sigma,
                color: $0.color, scale: $0.scale)
        }
        if made { self.looks.shadowBlurCount += 1 }
        let rect = Rect(
            x: shape.rect.minX + looks.shadowOffset.width + shape.rect.width / 2 - Double(bitmap.width) / scale / 2,
            y: shape.rect.minY + looks.shadowOffset.height + shape.rect.height / 2 - Double(bitmap.height) / scale / 2,
            width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale)
        return TransformedQuad(
            rect: rect, transform: transform,
            fill: .texture(bitmap, uv: Rect(x: 0, y: 0, width: 1, height: 1), tint: .white),
            opacity: opacity * looks.shadowOpacity)
    }

    /// The border's quad, made or taken from the cache; `nil` with no border.
    func borderQuad(_ properties: LayerProperties, transform: Transform3D, opacity: Double) -> TransformedQuad? {
        let looks = self.looks
        guard looks.borderWidth > 0, looks.borderColor.alpha > 0, properties.bounds.width > 0,
            properties.bounds.height > 0
        else { return nil }
        let scale = properties.contentsScale > 0 ? properties.contentsScale : 1
        let key = BorderKey(
            size: properties.bounds.size, cornerRadius: properties.cornerRadius,
            maskedCorners: properties.maskedCorners, width: looks.borderWidth,
            color: looks.borderColor, scale: scale)
        let bitmap = self.looks.borderCache.bitmap(for: key) {
            ShadowRasterizer.borderBitmap(
                size: $0.size, cornerRadius: $0.cornerRadius, corners: $0.maskedCorners, borderWidth: $0.width,
                color: $0.color, scale: $0.scale)
        }.bitmap
        return TransformedQuad(
            rect: properties.bounds, transform: transform,
            fill: .texture(bitmap, uv: Rect(x: 0, y: 0, width: 1, height: 1), tint: .white), opacity: opacity)
    }
}
