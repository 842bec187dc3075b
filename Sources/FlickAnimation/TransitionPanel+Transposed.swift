import FlickInput

extension TransitionPanel {
    /// The panel mirrored across the diagonal x = y: x and y swapped in its transform, its
    /// texture rectangle and its shading. A fold or flip built about one axis becomes the same
    /// motion about the other (the reflection turns rotation about x into rotation about y
    /// with the opposite sign, as MPFoldTransition's horizontal styles do).
    func transposed() -> TransitionPanel {
        var swap = Transform3D.identity
        (swap.m11, swap.m12, swap.m21, swap.m22) = (0, 1, 1, 0)
        var panel = self
        panel.transform = swap.concatenating(transform).concatenating(swap)
        panel.textureRect = Rect(x: textureRect.minY, y: textureRect.minX,
                                 width: textureRect.height, height: textureRect.width)
        if let shading {
            panel.shading?.startPoint = Point(x: shading.startPoint.y, y: shading.startPoint.x)
            panel.shading?.endPoint = Point(x: shading.endPoint.y, y: shading.endPoint.x)
        }
        return panel
    }
}
