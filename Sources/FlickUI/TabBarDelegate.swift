/// Told when the user picks a tab (`UITabBarDelegate`); a ``TabBar`` holds its delegate
/// weakly. Called synchronously on the frame thread, inside the window's touch routing.
public protocol TabBarDelegate: AnyObject {
    /// The user selected `item`: a touch lifted inside its button (touch-up-inside, with
    /// `ControlTracking`'s 70 pt margin). Called after ``TabBar/selectedItem`` changed, and
    /// also when `item` was selected already (UIKit: a tab bar controller then pops to its
    /// root); setting `selectedItem` in code calls nothing.
    func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem)
}
