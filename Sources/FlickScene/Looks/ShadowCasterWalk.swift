import FlickAnimation
import FlickInput

/// The last walk of a shadowed layer's subtree for its composited shadow (`ShadowCaster`),
/// and what it depended on: a frame whose sublayers did not change since (the layer change
/// tracking of Layer+Changes.swift: the same sublayers, each unmarked at the same
/// `changeGeneration`), with no animation below, and whose own properties are the same but
/// for where the layer sits, takes the walk's casters and key instead of walking again (one
/// presented value and one hash per caster, up to `Layer.maximumShadowCasters`).
struct ShadowCasterWalk {
    /// The shadowed layer's properties as its casters see them (`normalized(_:)`).
    var properties: LayerProperties
    /// The shadowed layer's own bitmap contents (identity, version), if any.
    var contents: (identity: UInt64, version: UInt64)?
    /// Whether the shadowed layer kept its sublayers in 3D.
    var isTransformLayer: Bool
    /// The sublayers walked, in order, and each one's `changeGeneration` then.
    var sublayers: [(layer: Layer, generation: Int)]
    /// The casters found (`nil`: the shadow keeps its plain shape).
    var casters: [ShadowCaster]?
    /// Their extent and hash (`nil` with no casters, or when none covers anything).
    var key: CompositeShadowKey?

    /// `properties` without what places the layer in its superlayer (its position, transform,
    /// opacity): the casters are in the layer's own bounds coordinates, so a card that only
    /// moves or fades keeps its walk.
    static func normalized(_ properties: LayerProperties) -> LayerProperties {
        var seen = properties
        seen.position = .zero
        seen.zPosition = 0
        seen.transform = .identity
        seen.opacity = 1
        return seen
    }

    /// True when a walk of `layer`, whose presented properties are `properties`, would find
    /// what this one found.
    func isCurrent(for layer: Layer, _ properties: LayerProperties) -> Bool {
        guard layer.isTransformLayer == isTransformLayer, layer.sublayers.count == sublayers.count else { return false }
        for (sublayer, walked) in zip(layer.sublayers, sublayers) {
            guard sublayer === walked.layer, !sublayer.hasChangesInSubtree,
                sublayer.changeGeneration == walked.generation
            else { return false }
        }
        let shown = (layer.contents as? Bitmap).map { (identity: $0.identity, version: $0.version) }
        guard shown?.identity == contents?.identity, shown?.version == contents?.version else { return false }
        return Self.normalized(properties) == self.properties
    }
}
