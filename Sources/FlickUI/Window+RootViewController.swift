extension Window {
    /// The controller whose view fills the window (`UIWindow.rootViewController`). Setting it
    /// removes the old controller's view (`viewWillDisappear` / `viewDidDisappear`) and
    /// installs the new one's, filling the window and resizing with it (`viewWillAppear` /
    /// `viewDidAppear`, not animated).
    public var rootViewController: ViewController? {
        get { rootViewControllerStorage }
        set {
            guard newValue !== rootViewControllerStorage else { return }
            if let newValue, newValue.parent != nil {
                log.error(
                    "\(debugName).rootViewController = \(newValue.debugName): it is a child of \(newValue.parent!.debugName); refused"
                )
                return
            }
            if let old = rootViewControllerStorage {
                old.beginAppearanceTransition(false, animated: false)
                old.viewIfLoaded?.removeFromSuperview()
                old.endAppearanceTransition(animated: false)
            }
            rootViewControllerStorage = newValue
            guard let controller = newValue else { return }
            let root = controller.view
            root.frame = bounds
            root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            controller.beginAppearanceTransition(true, animated: false)
            insertSubview(root, at: 0)
            controller.endAppearanceTransition(animated: false)
        }
    }
}
