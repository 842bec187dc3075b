import FlickInput

/// Screens chosen by a tab bar (`UITabBarController`): one child per tab, the selected one's
/// view above a `TabBar` (49 pt). Children keep their state while another tab is shown (a
/// navigation controller keeps its stack). Only the selected child gets appearance callbacks.
/// Tapping the selected tab again pops its navigation controller to the root, as UIKit does.
open class TabBarController: ViewController, TabBarDelegate {
    /// The bar along the bottom.
    public let tabBar = TabBar()
    /// The controllers, one per tab, in tab order.
    public private(set) var viewControllers: [ViewController] = []
    /// The index of the selected tab.
    public private(set) var selectedIndex = 0
    /// The bar's height, points (`TabBar.defaultHeight`, UIKit's 49 pt, unless an app sets
    /// a taller one, as a kiosk with larger labels does); setting it lays the view out again.
    public var tabBarHeight = TabBar.defaultHeight {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// Creates a controller with `viewControllers` (each tab titled after its controller).
    public init(viewControllers: [ViewController]) {
        super.init()
        setViewControllers(viewControllers)
    }

    /// The selected controller, or `nil` with no tabs.
    public var selectedViewController: ViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    override var appearanceChildren: [ViewController] { selectedViewController.map { [$0] } ?? [] }

    /// The selected controller's orientations.
    open override var supportedInterfaceOrientations: InterfaceOrientationMask {
        selectedViewController?.supportedInterfaceOrientations ?? .all
    }

    /// Replaces the tabs. A controller listed twice or a child of another controller is
    /// refused (logged, naming it) and the tabs stay as they were.
    public func setViewControllers(_ controllers: [ViewController]) {
        for (index, controller) in controllers.enumerated() {
            if controllers[..<index].contains(where: { $0 === controller }) {
                log.error("\(debugName): setViewControllers lists \(controller.debugName) twice; refused")
                return
            }
            if let parent = controller.parent, parent !== self {
                log.error(
                    "\(debugName): setViewControllers lists \(controller.debugName), a child of \(parent.debugName); refused"
                )
                return
            }
        }
        let shown = selectedViewController
        let appeared = appearanceState == .appeared
        if appeared { shown?.beginAppearanceTransition(false, animated: false) }
        shown?.viewIfLoaded?.removeFromSuperview()
        if appeared { shown?.endAppearanceTransition() }
        for old in viewControllers where !controllers.contains(where: { $0 === old }) { removeChild(old) }
        for controller in controllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        viewControllers = controllers
        selectedIndex = 0
        tabBar.items = controllers.enumerated().map { TabBarItem(title: $1.title, tag: $0) }
        tabBar.selectedItem = tabBar.items.first
        if isViewLoaded, let selected = selectedViewController { show(selected, appearing: appeared) }
    }

    /// Selects tab `index` (out-of-range indices are logged and ignored): the old child
    /// disappears, the new one appears.
    public func select(_ index: Int) {
        guard viewControllers.indices.contains(index) else {
            log.error("\(debugName): no tab at \(index) (\(viewControllers.count) tabs); ignored")
            return
        }
        guard index != selectedIndex else { return }
        let old = selectedViewController
        let appeared = appearanceState == .appeared
        if appeared { old?.beginAppearanceTransition(false, animated: false) }
        old?.viewIfLoaded?.removeFromSuperview()
        if appeared { old?.endAppearanceTransition() }
        selectedIndex = index
        tabBar.selectedItem = tabBar.items[index]
        if isViewLoaded { show(viewControllers[index], appearing: appeared) }
    }

    private func show(_ controller: ViewController, appearing: Bool) {
        controller.loadViewIfNeeded()
        if appearing { controller.beginAppearanceTransition(true, animated: false) }
        let screen = controller.view
        screen.frame = contentFrame
        screen.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(screen, at: 0)
        if appearing { controller.endAppearanceTransition() }
    }

    private var contentFrame: Rect {
        let bounds = view.bounds
        return Rect(x: 0, y: 0, width: bounds.width, height: max(bounds.height - tabBarHeight, 0))
    }

    open override func loadView() {
        let container = View()
        container.name = "tabs"
        tabBar.delegate = self
        container.addSubview(tabBar)
        view = container
    }

    open override func viewDidLoad() {
        if let selected = selectedViewController { show(selected, appearing: false) }
    }

    open override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        tabBar.frame = Rect(
            x: 0, y: bounds.height - tabBarHeight, width: bounds.width, height: tabBarHeight)
        selectedViewController?.viewIfLoaded?.frame = contentFrame
    }

    /// The tab bar's selection: selects that tab, or pops the selected navigation stack to
    /// its root when it was selected already.
    public func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {
        if item.tag == selectedIndex {
            (selectedViewController as? NavigationController)?.popToRootViewController(animated: true)
        } else {
            select(item.tag)
        }
    }
}
