/// Views for the items near what is on screen, reused as items come and go: the annotation
/// views of a map (`MKMapView.dequeueReusableAnnotationView(withIdentifier:)`) or any
/// overlay of markers over a scroll view's content, without a list's rows.
///
/// Each call of `show(_:in:configure:)` names the items that should have a view now (say,
/// the landmarks within the visible rectangle and a margin). A view whose item is no longer
/// named leaves its container and waits in the queue (`prepareForReuse` runs on it); each
/// newly named item gets a queued view, or a new one from `makeView` when the queue is
/// empty, configured by `configure` and added to the container. Items still named keep
/// their views untouched, so a view's state (a selection, an animation) lives as long as
/// its item stays near. The number of views ever made is bounded by the most items shown at
/// once plus what the queue holds.
public final class ViewReuseQueue<Item: Hashable, Content: View> {
    /// The views shown, by item.
    public private(set) var visibleViews: [Item: Content] = [:]
    /// Views made so far by `makeView` (the rest were reused).
    public private(set) var createdViewCount = 0
    private var queue: [Content] = []
    private let makeView: () -> Content
    private let prepareForReuse: (Content) -> Void

    /// A queue making its views with `makeView`; `prepareForReuse` resets a view when its
    /// item leaves (UIKit's `prepareForReuse()`; by default nothing).
    public init(makeView: @escaping () -> Content, prepareForReuse: @escaping (Content) -> Void = { _ in }) {
        self.makeView = makeView
        self.prepareForReuse = prepareForReuse
    }

    /// The number of views waiting for reuse.
    public var queuedViewCount: Int { queue.count }

    /// The view shown for `item`, if it has one.
    public func view(for item: Item) -> Content? { visibleViews[item] }

    /// Shows a view for each of `items` in `container` and no other: views of items not
    /// named are removed from their superview and queued; each new item's view (queued or
    /// new) is passed to `configure` with the item, then added to `container` in front of its
    /// subviews, in the order of `items`. Repeated items count once.
    public func show(_ items: some Collection<Item>, in container: View, configure: (Content, Item) -> Void) {
        let wanted = Set(items)
        for (item, view) in visibleViews where !wanted.contains(item) {
            visibleViews[item] = nil
            enqueue(view)
        }
        for item in items where visibleViews[item] == nil {
            let view = dequeue()
            configure(view, item)
            container.addSubview(view)
            visibleViews[item] = view
        }
    }

    /// Queues every shown view (`show([], in:configure:)` without a container).
    public func removeAll() {
        for view in visibleViews.values { enqueue(view) }
        visibleViews = [:]
    }

    private func dequeue() -> Content {
        if let view = queue.popLast() { return view }
        createdViewCount += 1
        return makeView()
    }

    private func enqueue(_ view: Content) {
        view.removeFromSuperview()
        view.layer.removeAllAnimations()
        prepareForReuse(view)
        queue.append(view)
    }
}
