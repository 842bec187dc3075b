import FlickAnimation
import FlickGestures
import FlickInput

/// A stack of screens (`UINavigationController`): the top controller's view fills the area
/// between a `NavigationBar` (title and back button) and an optional `Toolbar` (the top
/// controller's `toolbarItems`). Pushes slide the new screen in from the right edge while
/// the covered one moves a third of the way left under a dimming; pops reverse it. A drag
/// from the left edge (`interactivePopGestureRecognizer`) pops interactively; the slide
/// follows the finger, and the release finishes or cancels with a spring carrying its speed.
///
/// Bad input is logged and refused, naming the controllers, leaving the stack as it was:
/// pushing a controller already in a stack or a child of another (UIKit logs "Pushing the same
/// view controller instance more than once is not supported" for its own stack, and raises
/// for another container's child), popping the root (UIKit returns `nil`), and pushing or
/// popping while a transition runs (UIKit queues or corrupts the bar; Flick refuses).
open class NavigationController: ViewController {
    /// A push or pop's duration: 0.4 s (Flutter route.dart `_kTransitionDuration`,
    /// "rigorously eyeballed" against iOS, research note app-platform §5 [F-RT]).
    public static let transitionDuration: Double = 0.4
    /// The push curve: Flutter `Curves.linearToEaseOut` (route.dart [F-RT], fitted to video of
    /// iOS frames).
    public static let pushTimingFunction = TimingFunction.cubicBezier(x1: 0.35, y1: 0.91, x2: 0.33, y2: 0.97)
    /// The pop curve: Flutter `Curves.easeInToLinear` (route.dart [F-RT]).
    public static let popTimingFunction = TimingFunction.cubicBezier(x1: 0.67, y1: 0.03, x2: 0.65, y2: 0.09)
    /// How far the covered screen moves, as a fraction of the width: 1/3 (Flutter route.dart
    /// parallax −1/3 [F-RT]).
    public static let coveredScreenParallax: Double = 1.0 / 3
    /// The dimming over the covered screen, alpha of black: 0x18/0xFF ≈ 0.094 (Flutter
    /// route.dart barrier 0x18000000 [F-RT]).
    public static let coveredScreenDimming: Double = 24.0 / 255
    /// The release speed that decides an interactive pop by its direction alone: 1 screen
    /// width per second (Flutter route.dart `_kMinFlingVelocity` [F-RT]).
    public static let decidingFlingSpeed: Double = 1
    /// The progress past which a slower release finishes the pop: 0.5 (Flutter route.dart
    /// [F-RT]).
    public static let decidingProgress: Double = 0.5
    /// A finishing interactive pop lasts this times the distance left, seconds (Flutter
    /// route.dart `_kMaxDroppedSwipePageForwardAnimationTime` 800 ms lerped by progress [F-RT]).
    public static let maximumReleaseDuration: Double = 0.8
    /// A cancelled interactive pop lasts at most this, seconds (Flutter route.dart
    /// `_kMaxPageBackAnimationTime` 300 ms [F-RT]).
    public static let maximumCancelDuration: Double = 0.3
    /// The shortest release animation, seconds (ours: a spring settling in less is a jump).
    public static let minimumReleaseDuration: Double = 0.05

    /// The stack, root first.
    public private(set) var viewControllers: [ViewController] = []
    /// The bar at the top.
    public let navigationBar = NavigationBar()
    /// The bar at the bottom (shown when `isToolbarHidden` is false).
    public let toolbar = Toolbar()
    /// Hides the toolbar (UIKit: true by default).
    public var isToolbarHidden = true { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The drag from the left edge that pops (`interactivePopGestureRecognizer`); on the
    /// controller's view, enabled while there is a screen to pop back to.
    public let interactivePopGestureRecognizer = ScreenEdgePanGestureRecognizer(
        name: "interactive pop", edges: .leading)
    /// The view the screens slide in (between the bars; clips them).
    public let transitionView = View()
    /// The dimming over the covered screen during a transition.
    let dimmingView = View()
    var transition: NavigationTransition?

    /// Creates a navigation controller showing `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init()
        push(rootViewController, animated: false)
    }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }
    /// The controller shown (the top one; UIKit's also counts a presented one).
    public var visibleViewController: ViewController? { topViewController }
    /// True while a push, pop or interactive pop runs.
    public var isTransitioning: Bool { transition != nil }

    open override func loadView() {
        let container = View()
        container.name = "navigation"
        container.backgroundColor = .white
        transitionView.name = "transition"
        transitionView.clipsToBounds = true
        dimmingView.name = "dimming"
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        dimmingView.isUserInteractionEnabled = false
        container.addSubview(transitionView)
        container.addSubview(navigationBar)
        container.addSubview(toolbar)
        navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
        interactivePopGestureRecognizer.addTarget { [unowned self] event in self.handleEdgePan(event) }
        container.addGestureRecognizer(interactivePopGestureRecognizer)
        view = container
    }

    open override func viewDidLoad() {
        if let top = topViewController { show(top) }
        updateBars(animated: false)
    }

    open override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        navigationBar.frame = Rect(x: 0, y: 0, width: bounds.width, height: NavigationBar.height)
        let toolbarHeight = isToolbarHidden ? 0 : Toolbar.height
        toolbar.isHidden = isToolbarHidden
        toolbar.frame = Rect(x: 0, y: bounds.height - toolbarHeight, width: bounds.width, height: toolbarHeight)
        transitionView.frame = Rect(
            x: 0, y: NavigationBar.height, width: bounds.width,
            height: max(bounds.height - NavigationBar.height - toolbarHeight, 0))
        if transition == nil {
            topViewController?.viewIfLoaded?.frame = transitionView.bounds
        }
        if let origin = view.convert(Point(x: 0, y: 0), to: nil) {
            interactivePopGestureRecognizer.referenceBounds = Rect(origin: origin, size: bounds.size)
        }
    }

    override var appearanceChildren: [ViewController] { topViewController.map { [$0] } ?? [] }

    /// The top controller's orientations (UIKit's navigation controller asks it too).
    open override var supportedInterfaceOrientations: InterfaceOrientationMask {
        topViewController?.supportedInterfaceOrientations ?? .all
    }

    // MARK: - Stack changes

    /// Why `controller` cannot be pushed, or `nil` when it can.
    public func pushProblem(_ controller: ViewController) -> String? {
        if viewControllers.contains(where: { $0 === controller }) {
            return "\(debugName): pushing \(controller.debugName), already in its stack at "
                + "\(viewControllers.firstIndex { $0 === controller }!), is not supported"
        }
        if let parent = controller.parent {
            return "\(debugName): pushing \(controller.debugName), a child of \(parent.debugName), is not supported"
        }
        if controller === self || childProblem(controller) != nil {
            return "\(debugName): pushing \(controller.debugName), this controller or an ancestor, is not supported"
        }
        if let transition {
            return "\(debugName): pushing \(controller.debugName) while the \(transition.operation.rawValue) from "
                + "\(transition.from.debugName) to \(transition.to.debugName) runs is not supported"
        }
        return nil
    }

    /// Pushes `controller` on top, sliding it in from the right edge when `animated`. A
    /// controller already in a stack (or a child elsewhere), or a push during a transition,
    /// is refused with a logged message (see the type's comment).
    open func pushViewController(_ controller: ViewController, animated: Bool) {
        push(controller, animated: animated)
    }

    private func push(_ controller: ViewController, animated: Bool) {
        if let problem = pushProblem(controller) {
            log.error("\(problem); refused")
            return
        }
        let from = topViewController
        addChild(controller)
        viewControllers.append(controller)
        guard isViewLoaded, let from else {
            if isViewLoaded {
                show(controller); controller.didMove(toParent: self)
            } else {
                controller.didMove(toParent: self)
            }
            updateBars(animated: false)
            return
        }
        run(NavigationTransition(.push, from: from, to: controller, interactive: false), animated: animated)
    }

    /// Pops the top controller, sliding it out to the right when `animated`; returns it.
    /// Popping the root, or during a transition, is refused (logged) and returns `nil`.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard let problem = popProblem() else {
            let from = viewControllers[viewControllers.count - 1]
            let to = viewControllers[viewControllers.count - 2]
            beginPop(from: from, to: to, interactive: false, animated: animated)
            return from
        }
        log.error("\(problem); refused")
        return nil
    }

    /// Why the top controller cannot be popped, or `nil` when it can.
    public func popProblem() -> String? {
        if viewControllers.count < 2 {
            return "\(debugName): popping \(topViewController?.debugName ?? "nothing"), the root of the stack, "
                + "is not supported"
        }
        if let transition {
            return "\(debugName): popping while the \(transition.operation.rawValue) from \(transition.from.debugName) "
                + "to \(transition.to.debugName) runs is not supported"
        }
        return nil
    }

    /// Pops every controller above the root (the top one slides out; the ones between leave
    /// at once); returns them. Refused as `popViewController(animated:)` is.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController] {
        guard viewControllers.count > 1 else { return [] }
        if let problem = popProblem() {
            log.error("\(problem); refused")
            return []
        }
        let between = Array(viewControllers[1..<(viewControllers.count - 1)])
        for controller in between { drop(controller) }
        viewControllers.removeSubrange(1..<(viewControllers.count - 1))
        return between + [popViewController(animated: animated)].compactMap { $0 }
    }

    /// Replaces the stack with `controllers` (root first) without animation: controllers that
    /// leave are removed, new ones added, the new top shown. Duplicates, controllers that are
    /// children elsewhere, an empty list, or a call during a transition are refused (logged).
    open func setViewControllers(_ controllers: [ViewController], animated: Bool = false) {
        var problem: String?
        if controllers.isEmpty { problem = "\(debugName): setViewControllers with no controllers" }
        if transition != nil { problem = "\(debugName): setViewControllers during a transition" }
        for (index, controller) in controllers.enumerated() {
            if controllers[..<index].contains(where: { $0 === controller }) {
                problem = "\(debugName): setViewControllers lists \(controller.debugName) twice"
            } else if let parent = controller.parent, parent !== self {
                problem =
                    "\(debugName): setViewControllers lists \(controller.debugName), a child of \(parent.debugName)"
            }
        }
        if let problem {
            log.error("\(problem); refused")
            return
        }
        let oldTop = topViewController
        let newTop = controllers.last!
        if oldTop !== newTop, let oldTop, isViewLoaded {
            oldTop.beginAppearanceTransition(false, animated: false)
            oldTop.viewIfLoaded?.removeFromSuperview()
            oldTop.endAppearanceTransition(animated: false)
        }
        for old in viewControllers where !controllers.contains(where: { $0 === old }) { drop(old) }
        for controller in controllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        viewControllers = controllers
        if isViewLoaded && oldTop !== newTop {
            let appearing = appearanceState == .appeared || appearanceState == .appearing
            if appearing { newTop.beginAppearanceTransition(true, animated: false) }
            show(newTop)
            if appearing { newTop.endAppearanceTransition(animated: false) }
        }
        updateBars(animated: false)
    }

    private func drop(_ controller: ViewController) {
        controller.isMovingFromParent = true
        controller.willMove(toParent: nil)
        controller.viewIfLoaded?.removeFromSuperview()
        controller.removeFromParent()
    }

    /// Puts `controller`'s view in the transition view, filling it, and makes its scroll
    /// views' pans wait for the edge pan to fail (UIKit: a drag from the edge pops rather
    /// than scrolls; away from the edge the edge pan fails on its first frame).
    private func show(_ controller: ViewController) {
        let screen = controller.view
        screen.frame = transitionView.bounds
        screen.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView.addSubview(screen)
        yieldScrollingToEdgePan(in: screen)
    }

    /// Makes the pans of the scroll views in `screen` require `interactivePopGestureRecognizer`
    /// to fail. Called when a screen is shown; call it again after adding scroll views to a
    /// shown screen.
    public func yieldScrollingToEdgePan(in screen: View) {
        for case let scroll as ScrollView in screen.subtree
        where !scroll.panGestureRecognizer.failureRequirements.contains(where: {
            $0 === interactivePopGestureRecognizer
        }) {
            do {
                try scroll.panGestureRecognizer.require(toFail: interactivePopGestureRecognizer)
            } catch {
                log.warning("\(debugName): \(scroll.debugName)'s pan cannot wait for the edge pan: \(error)")
            }
        }
    }

    // MARK: - Transitions

    private func beginPop(from: ViewController, to: ViewController, interactive: Bool, animated: Bool) {
        from.isMovingFromParent = true
        if !interactive { from.willMove(toParent: nil) }
        run(NavigationTransition(.pop, from: from, to: to, interactive: interactive), animated: animated)
    }

    /// Starts `transition`: the appearance callbacks' `will` half, the incoming screen placed,
    /// the bars' cross-fade begun; then animates it (or, interactive, waits for the finger).
    private func run(_ newTransition: NavigationTransition, animated: Bool) {
        transition = newTransition
        let (from, to) = (newTransition.from, newTransition.to)
        to.loadViewIfNeeded()
        let shown = appearanceState == .appeared || appearanceState == .appearing
        if shown {
            from.beginAppearanceTransition(false, animated: animated)
            to.beginAppearanceTransition(true, animated: animated)
        }
        let upper = newTransition.operation == .push ? to : from
        let lower = newTransition.operation == .push ? from : to
        if to.viewIfLoaded?.superview !== transitionView { show(to) }
        transitionView.insertSubview(lower.view, at: 0)
        transitionView.insertSubview(dimmingView, at: 1)
        dimmingView.frame = transitionView.bounds
        transitionView.bringSubviewToFront(upper.view)
        beginBarCrossFade(to: to)
        let start = newTransition.operation == .push ? 1.0 : 0
        view.performWithoutAnimation { place(upper: upper, lower: lower, popProgress: start) }
        guard !newTransition.isInteractive else { return }
        let end = 1 - start
        guard animated else {
            place(upper: upper, lower: lower, popProgress: end)
            complete()
            return
        }
        let curve = newTransition.operation == .push ? Self.pushTimingFunction : Self.popTimingFunction
        view.animate(withDuration: Self.transitionDuration, timingFunction: curve) {
            place(upper: upper, lower: lower, popProgress: end)
        } completion: { [weak self] _ in
            self?.complete()
        }
        view.animate(withDuration: NavigationBar.crossFadeDuration) { setBarProgress(1) }
    }

    /// Lays out a transition's two screens for a pop at `popProgress` (0: the upper screen
    /// covers; 1: it is off to the right and the lower one in place).
    private func place(upper: ViewController, lower: ViewController, popProgress: Double) {
        let width = transitionView.bounds.width
        let middle = Point(x: transitionView.bounds.width / 2, y: transitionView.bounds.height / 2)
        upper.view.center = Point(x: middle.x + popProgress * width, y: middle.y)
        lower.view.center = Point(x: middle.x - (1 - popProgress) * width * Self.coveredScreenParallax, y: middle.y)
        dimmingView.alpha = (1 - popProgress) * Self.coveredScreenDimming
    }

    private func complete() {
        guard let finished = transition else { return }
        transition = nil
        let (from, to) = (finished.from, finished.to)
        let completes = finished.completes
        let leaving = completes ? from : to
        let staying = completes ? to : from
        leaving.viewIfLoaded?.removeFromSuperview()
        dimmingView.removeFromSuperview()
        staying.view.frame = transitionView.bounds
        endBarCrossFade(finished: completes)
        let shown = appearanceState == .appeared || appearanceState == .appearing
        if shown {
            from.endAppearanceTransition(animated: true)
            to.endAppearanceTransition(animated: true)
        }
        switch (finished.operation, completes) {
        case (.push, _):
            to.didMove(toParent: self)
        case (.pop, true):
            viewControllers.removeAll { $0 === from }
            if from.parent === self { from.removeFromParent() }
        case (.pop, false):
            from.isMovingFromParent = false
        }
        interactivePopGestureRecognizer.isEnabled = viewControllers.count > 1
    }

    // MARK: - Interactive pop

    /// Whether a release at `progress` (0…1) with `velocity` (screen widths per second,
    /// positive towards the pop) finishes the pop: a fling at or over
    /// `decidingFlingSpeed` decides by its direction, a slower release by `decidingProgress`.
    public static func shouldFinishPop(progress: Double, velocity: Double) -> Bool {
        InteractiveRelease.finishes(
            progress: progress, velocity: velocity, decidingSpeed: decidingFlingSpeed, decidingProgress: decidingProgress)
    }

    private func handleEdgePan(_ event: GestureEvent) {
        let width = max(transitionView.bounds.width, 1)
        switch event.phase {
        case .began:
            guard popProblem() == nil else { return }
            beginPop(
                from: viewControllers[viewControllers.count - 1], to: viewControllers[viewControllers.count - 2],
                interactive: true, animated: true)
        case .changed:
            guard var current = transition, current.isInteractive else { return }
            current.update(progress: event.values.translation.x / width)
            transition = current
            if case .interactive(let progress) = current.state {
                view.performWithoutAnimation {
                    place(upper: current.from, lower: current.to, popProgress: progress)
                    setBarProgress(progress)
                }
            }
        case .ended, .cancelled:
            guard var current = transition, case .interactive(let progress) = current.state else { return }
            // The event's values: the recognizer may have reset by the time its `ended` is sent.
            let speed = event.phase == .ended ? event.values.velocity.x / width : 0
            log.debug("\(debugName): edge pan released at progress \(progress), \(speed) widths/s")
            let finishing = current.release(
                finishing: event.phase == .ended && Self.shouldFinishPop(progress: progress, velocity: speed))
            let release = InteractiveRelease(
                progress: progress, velocity: speed, finishing: finishing, maximumDuration: Self.maximumReleaseDuration,
                maximumCancelDuration: Self.maximumCancelDuration, minimumDuration: Self.minimumReleaseDuration)
            transition = current
            if finishing { current.from.willMove(toParent: nil) }
            let target = release.target
            let (upper, lower) = (current.from, current.to)
            release.run(on: view) { [unowned self] in
                place(upper: upper, lower: lower, popProgress: target)
                setBarProgress(target)
            } completion: { [weak self] in
                self?.complete()
            }
            // Direction turned back: the appearance callbacks turn back too.
            if !finishing {
                current.from.beginAppearanceTransition(true, animated: true)
                current.to.beginAppearanceTransition(false, animated: true)
            }
        default:
            break
        }
    }

    // MARK: - Bars

    private func backItem(below controller: ViewController) -> NavigationItem? {
        guard let index = viewControllers.firstIndex(where: { $0 === controller }), index > 0 else { return nil }
        return viewControllers[index - 1].navigationItem
    }

    private func updateBars(animated: Bool) {
        interactivePopGestureRecognizer.isEnabled = viewControllers.count > 1
        guard isViewLoaded, let top = topViewController else { return }
        navigationBar.setContent(navigationBar.makeContent(for: top.navigationItem, backItem: backItem(below: top)))
        toolbar.setContent(toolbar.makeContent(for: top.toolbarItems ?? []))
    }

    private func beginBarCrossFade(to controller: ViewController) {
        navigationBar.beginCrossFade(
            to: navigationBar.makeContent(
                for: controller.navigationItem, backItem: backItem(below: controller)))
        toolbar.beginCrossFade(to: toolbar.makeContent(for: controller.toolbarItems ?? []))
    }

    private func setBarProgress(_ progress: Double) {
        navigationBar.setCrossFadeProgress(progress)
        toolbar.setCrossFadeProgress(progress)
    }

    private func endBarCrossFade(finished: Bool) {
        navigationBar.endCrossFade(finished: finished)
        toolbar.endCrossFade(finished: finished)
    }

    /// A controller's navigation item changed (title, bar buttons): the bar follows when it
    /// is on top.
    func topNavigationItemDidChange(of controller: ViewController) {
        guard controller === topViewController, transition == nil, isViewLoaded else { return }
        navigationBar.setContent(navigationBar.makeContent(for: controller.navigationItem, backItem: backItem(below: controller)))
    }

    /// A controller's `toolbarItems` changed: the toolbar follows when it is on top.
    func topToolbarItemsDidChange(of controller: ViewController) {
        guard controller === topViewController, transition == nil, isViewLoaded else { return }
        toolbar.setContent(toolbar.makeContent(for: controller.toolbarItems ?? []))
    }
}
