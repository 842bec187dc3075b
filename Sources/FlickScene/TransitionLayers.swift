import FlickAnimation
import FlickInput

/// The layer tree that shows a fold or flip transition: a container the size of the
/// transitioning view with one layer per `TransitionPanel` (showing its half of the
/// source or destination image through `contentsRect`), each with a gradient sublayer for
/// the shading and a black sublayer for the overlay. Call `update(with:)` every frame
/// with the panels from `FoldTransition`/`FlipTransition` (computed from the eased
/// progress at the frame's time); changes never animate implicitly.
///
/// The panel transforms already include the perspective, so the panel layers are plain
/// children of the (flat) container, anchored at their top-left corner at the origin.
public final class TransitionLayers {
    /// Add this to the layer tree in place of the transitioning view's layer.
    public let container: Layer
    /// The source view's image.
    public var sourceContents: (any LayerContents)?
    /// The destination view's image.
    public var destinationContents: (any LayerContents)?
    /// The size of the transitioning view (and of both images), points.
    public let size: Size
    private var panelLayers: [TransitionPanel.Role: (panel: Layer, shading: Layer, overlay: Layer)] = [:]

    /// Creates the container at `frame` (points, in its future superlayer).
    public init(frame: Rect, source: (any LayerContents)?, destination: (any LayerContents)?) {
        container = Layer(name: "transition")
        container.allowsImplicitAnimations = false
        container.frame = frame
        size = frame.size
        sourceContents = source
        destinationContents = destination
    }

    /// The panel layer for a role, once `update(with:)` has created it.
    public func layer(for role: TransitionPanel.Role) -> Layer? { panelLayers[role]?.panel }

    /// Lays the panels out (creating layers on first use), in the panels' paint order.
    public func update(with panels: [TransitionPanel]) {
        for (index, panel) in panels.enumerated() {
            let layers = panelLayers[panel.role] ?? makeLayers(for: panel.role)
            let layer = layers.panel
            layer.bounds = Rect(origin: .zero, size: panel.size)
            layer.transform = panel.transform
            layer.isHidden = !panel.isVisible
            layer.contents = panel.content == .source ? sourceContents : destinationContents
            layer.contentsRect = Rect(x: size.width > 0 ? panel.textureRect.minX / size.width : 0,
                                      y: size.height > 0 ? panel.textureRect.minY / size.height : 0,
                                      width: size.width > 0 ? panel.textureRect.width / size.width : 1,
                                      height: size.height > 0 ? panel.textureRect.height / size.height : 1)
            layers.shading.frame = Rect(origin: .zero, size: panel.size)
            layers.shading.gradient = panel.shading?.gradient
            layers.shading.opacity = panel.shading?.opacity ?? 0
            layers.shading.isHidden = panel.shading == nil
            layers.overlay.frame = Rect(origin: .zero, size: panel.size)
            layers.overlay.opacity = panel.overlayOpacity
            layers.overlay.isHidden = panel.overlayOpacity <= 0
            if container.sublayers.firstIndex(where: { $0 === layer }) != index {
                container.insertSublayer(layer, at: index)
            }
        }
        log.trace("transition layers updated: \(panels.count) panels")
    }

    private func makeLayers(for role: TransitionPanel.Role) -> (panel: Layer, shading: Layer, overlay: Layer) {
        let panel = Layer(name: role.rawValue), shading = Layer(name: role.rawValue + ".shading")
        let overlay = Layer(name: role.rawValue + ".overlay")
        for layer in [panel, shading, overlay] { layer.allowsImplicitAnimations = false }
        panel.anchorPoint = .zero
        panel.position = .zero
        overlay.backgroundColor = .black
        panel.addSublayer(shading)
        panel.addSublayer(overlay)
        container.addSublayer(panel)
        let layers = (panel, shading, overlay)
        panelLayers[role] = layers
        return layers
    }
}
