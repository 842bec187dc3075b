import FlickInput

/// Manages one screen's view (`UIViewController`): loads it lazily, is told when it appears
/// and disappears, and can hold child controllers whose views it shows (containment).
///
/// - The view is made by `loadView()` the first time `view` is read, then `viewDidLoad()`
///   runs once. The view knows its controller, so the layout pass calls
///   `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` around its `layoutSubviews()`.
/// - Appearance callbacks come in UIKit's order (ViewController+Appearance.swift):
///   `viewWillAppear` → `viewDidAppear` → `viewWillDisappear` → `viewDidDisappear`, with a
///   cancelled interactive transition turning back (`viewWillDisappear` → `viewWillAppear` →
///   `viewDidAppear`). Containers forward them to the children they show.
/// - `isMovingToParent` / `isMovingFromParent` / `isBeingPresented` / `isBeingDismissed` are
///   true during the appearance callbacks of a push, pop, presentation or dismissal.
open class ViewController {
    /// The screen's title; a navigation bar shows it (through `navigationItem`).
    open var title: String? {
        didSet { if navigationItemIfMade?.title == oldValue { navigationItemIfMade?.title = title } }
    }
    /// The view if it was loaded, else `nil` (reading it does not load the view).
    public private(set) var viewIfLoaded: View?
    /// The controller containing this one (`addChild(_:)`), or `nil`.
    public private(set) weak var parent: ViewController?
    /// The child controllers, in the order they were added.
    public private(set) var children: [ViewController] = []
    /// The items a navigation controller's toolbar shows while this controller is on top
    /// (`nil` or empty hides the toolbar).
    public var toolbarItems: [BarButtonItem]? {
        didSet { navigationController?.topToolbarItemsDidChange(of: self) }
    }
    /// True during the appearance callbacks of a push onto a navigation stack (or
    /// `addChild(_:)` until `didMove(toParent:)`).
    public internal(set) var isMovingToParent = false
    /// True during the appearance callbacks of a pop (or between `willMove(toParent: nil)`
    /// and `removeFromParent()`).
    public internal(set) var isMovingFromParent = false
    /// True during the appearance callbacks of this controller's presentation.
    public internal(set) var isBeingPresented = false
    /// True during the appearance callbacks of this controller's dismissal.
    public internal(set) var isBeingDismissed = false
    /// Where the controller is in its appearance cycle.
    public internal(set) var appearanceState = AppearanceState.disappeared
    var navigationItemIfMade: NavigationItem?
    /// The controller this one presented (`present(_:animated:completion:)`), or `nil`.
    public internal(set) var presentedViewController: ViewController?
    /// The controller that presented this one, or `nil`.
    public internal(set) weak var presentingViewController: ViewController?
    /// How `present(_:animated:completion:)` shows this controller (UIKit's default on iOS 13
    /// and later: `.pageSheet`).
    public var modalPresentationStyle = ModalPresentationStyle.pageSheet
    /// Refuses interactive dismissal of this sheet (UIKit: false).
    public var isModalInPresentation = false
    /// Hears about this sheet's interactive dismissal (ViewController+SheetDismissal.swift).
    public weak var presentationDelegate: PresentationControllerDelegate?
    /// The running presentation or dismissal's views (ViewController+Presentation.swift).
    var presentation: ModalPresentation?
    /// The name logs use: the title, else the type's name.
    public var debugName: String { title.map { "\(type(of: self)) \"\($0)\"" } ?? "\(type(of: self))" }

    /// The orientations this controller's screen can be shown in
    /// (`supportedInterfaceOrientations`): `.all` by default. The window asks the root
    /// controller, or the topmost full-screen presented one; containers answer for the
    /// controller they show. After the answer changes, call
    /// `setNeedsUpdateOfSupportedInterfaceOrientations()`.
    open var supportedInterfaceOrientations: InterfaceOrientationMask { .all }

    /// The window is about to take `size` (points), turned or resized: queue animations to
    /// run alongside with `coordinator`. The default forwards to the children and the
    /// presented controller; an override calls `super`.
    open func viewWillTransition(to size: Size, with coordinator: ViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
        presentedViewController?.viewWillTransition(to: size, with: coordinator)
    }

    /// Asks the window again which orientations are supported
    /// (`setNeedsUpdateOfSupportedInterfaceOrientations`): the interface leaves one no
    /// longer supported, or follows the device into one now supported, animated.
    public func setNeedsUpdateOfSupportedInterfaceOrientations() {
        viewIfLoaded?.window?.updateSupportedInterfaceOrientations()
    }

    /// Creates a controller; its view is loaded when first read.
    public init() {}

    // MARK: - The view

    /// The controller's root view, loaded on first access (`loadView()` then `viewDidLoad()`).
    /// Setting it replaces the view (its owner link moves to the new one).
    public var view: View {
        get {
            loadViewIfNeeded()
            return viewIfLoaded!
        }
        set { install(newValue) }
    }

    /// True once the view was loaded.
    public var isViewLoaded: Bool { viewIfLoaded != nil }

    /// Makes the view. Override to build your own and assign it to `view`; the default makes
    /// a plain `View` (UIKit loads a nib or makes an empty view). Do not call it yourself.
    open func loadView() { view = View() }

    /// Called once after the view loaded; override to build the screen's subviews.
    open func viewDidLoad() {}

    /// Loads the view now if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard viewIfLoaded == nil else { return }
        loadView()
        if viewIfLoaded == nil {
            log.warning("\(debugName): loadView() did not set view; using an empty View")
            install(View())
        }
        viewDidLoad()
    }

    private func install(_ newView: View) {
        if let old = viewIfLoaded, old !== newView, old.viewController === self { old.viewController = nil }
        viewIfLoaded = newView
        newView.viewController = self
        newView.name = newView.name ?? "\(type(of: self)).view"
    }

    /// Called by the layout pass before the view's `layoutSubviews()`.
    open func viewWillLayoutSubviews() {}
    /// Called by the layout pass after the view's `layoutSubviews()`.
    open func viewDidLayoutSubviews() {}

    // MARK: - Appearance (overridable callbacks; the order is in ViewController+Appearance)

    /// The view is about to join the visible tree (`animated` when a transition animates it).
    open func viewWillAppear(_ animated: Bool) {}
    /// The view joined the visible tree and its transition ended.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave the visible tree.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view left the visible tree and its transition ended.
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: - Containment

    /// Adds `child` as a child controller: calls `child.willMove(toParent: self)`. Show its
    /// view yourself, then call `child.didMove(toParent: self)`. A child of another
    /// controller is first removed from it (as UIKit does); adding self or an ancestor is
    /// refused with a logged message naming both.
    public func addChild(_ child: ViewController) {
        if let problem = childProblem(child) {
            log.error("\(problem); refused")
            return
        }
        if child.parent === self { return }
        if child.parent != nil { child.removeFromParent() }
        child.isMovingToParent = true
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Why `child` cannot become a child of this controller, or `nil` when it can.
    public func childProblem(_ child: ViewController) -> String? {
        var node: ViewController? = self
        while let current = node {
            if current === child {
                return "\(debugName).addChild(\(child.debugName)): the child is this controller or one of its ancestors"
            }
            node = current.parent
        }
        return nil
    }

    /// Removes this controller from its parent: calls `didMove(toParent: nil)` (call
    /// `willMove(toParent: nil)` first, and remove the view, as UIKit asks). Without a parent
    /// it logs and does nothing (UIKit ignores it).
    public func removeFromParent() {
        guard let parent else {
            log.warning("\(debugName).removeFromParent(): not a child of any controller; ignored")
            return
        }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
        isMovingFromParent = false
    }

    /// Removes `child` from this controller's children (`willMove(toParent: nil)`, its view
    /// from its superview, `removeFromParent()`); a controller that is not a child is refused
    /// with a logged message naming both (UIKit does nothing).
    public func removeChild(_ child: ViewController) {
        guard child.parent === self else {
            log.error(
                "\(debugName).removeChild(\(child.debugName)): not a child of it (its parent: \(child.parent?.debugName ?? "none")); refused"
            )
            return
        }
        child.isMovingFromParent = true
        child.willMove(toParent: nil)
        if child.viewIfLoaded?.superview != nil { child.viewIfLoaded?.removeFromSuperview() }
        child.removeFromParent()
    }

    /// Called before the controller joins (`parent` non-nil) or leaves (`nil`) a parent.
    open func willMove(toParent parent: ViewController?) {}

    /// Called after the controller joined or left a parent.
    open func didMove(toParent parent: ViewController?) {
        if parent != nil { isMovingToParent = false }
    }

    /// The nearest navigation controller among the ancestors (or this one), or `nil`.
    public var navigationController: NavigationController? {
        var node = parent
        while let current = node {
            if let navigation = current as? NavigationController { return navigation }
            node = current.parent
        }
        return nil
    }

    /// What a navigation bar shows for this controller (made on first use; its title
    /// follows `title` until set otherwise).
    public var navigationItem: NavigationItem {
        if let navigationItemIfMade { return navigationItemIfMade }
        let item = NavigationItem(title: title)
        item.changeHandler = { [weak self] in
            guard let self else { return }
            navigationController?.topNavigationItemDidChange(of: self)
        }
        navigationItemIfMade = item
        return item
    }

    /// The children that get this controller's appearance callbacks (all by default; a
    /// navigation controller forwards them to its top controller only).
    var appearanceChildren: [ViewController] { children }
}
