import FlickInput
import FlickUI

extension WindowTester {
    /// A lookup found no view, or not of the type asked for.
    public struct ViewNotFound: Error, CustomStringConvertible {
        /// What was looked for, and what the window holds instead.
        public var description: String
    }

    /// The views of the window whose `accessibilityIdentifier` is `identifier`, in
    /// depth-first order (the window itself first).
    public func views(identifiedBy identifier: String) -> [View] {
        window.subtree.filter { $0.accessibilityIdentifier == identifier }
    }

    /// The one view identified by `identifier`, as a `T` (`View` by default). Throws
    /// `ViewNotFound` naming the identifiers present when there is none, when there are
    /// several, or when it is not a `T`.
    public func view<T: View>(identifiedBy identifier: String, as type: T.Type = View.self) throws(ViewNotFound) -> T {
        let found = views(identifiedBy: identifier)
        guard found.count == 1 else {
            let known = Set(window.subtree.compactMap(\.accessibilityIdentifier)).sorted()
            throw ViewNotFound(
                description: found.isEmpty
                    ? "no view identified by \"\(identifier)\"; the window has: \(known.isEmpty ? "none" : known.joined(separator: ", "))"
                    : "\(found.count) views identified by \"\(identifier)\": \(found.map(\.debugName).joined(separator: ", "))"
            )
        }
        guard let view = found[0] as? T else {
            throw ViewNotFound(
                description:
                    "the view identified by \"\(identifier)\" is a \(Swift.type(of: found[0])), not a \(T.self)")
        }
        return view
    }

    /// The views of the window of type `T`, in depth-first order.
    public func views<T: View>(of type: T.Type) -> [T] { window.subtree.compactMap { $0 as? T } }

    /// The centre of `view`'s bounds in window points, where its presentation is at the
    /// current time (what a finger aiming at it touches). `nil` when it is not in the window.
    public func center(of view: View) -> Point? {
        guard view === window || view.isDescendant(of: window) else { return nil }
        return view.convert(view.bounds.center, to: window)
    }

    /// `view`'s bounds in window points (their bounding box under a transform), or `nil`
    /// when it is not in the window.
    public func frame(of view: View) -> Rect? {
        guard view === window || view.isDescendant(of: window) else { return nil }
        let corners = [
            Point(x: view.bounds.minX, y: view.bounds.minY), Point(x: view.bounds.maxX, y: view.bounds.minY),
            Point(x: view.bounds.minX, y: view.bounds.maxY), Point(x: view.bounds.maxX, y: view.bounds.maxY),
        ]
        .compactMap { view.convert($0, to: window) }
        guard corners.count == 4 else { return nil }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
