import FlickScene

/// One item of a ``TabBar`` (`UITabBarItem`): a title, an image (and, if it differs, one
/// for the selected state) and a tag for the app's own use. The bar shows it as a button of
/// equal width with the image above the title. Changing a property updates the bar that
/// shows the item at once.
///
/// An item is a reference: ``TabBar/selectedItem`` names it by identity, as UIKit does.
public final class TabBarItem {
    /// The title under the image (or centred alone); `nil` or empty shows none.
    public var title: String? { didSet { bar?.itemDidChange(self) } }
    /// The image above the title, drawn as a template in the bar's tint colours (UIKit's
    /// default rendering in a tab bar): each pixel keeps its alpha and takes the colour.
    public var image: Image? { didSet { bar?.itemDidChange(self) } }
    /// The image shown while the item is selected; `nil` uses ``image``.
    public var selectedImage: Image? { didSet { bar?.itemDidChange(self) } }
    /// A number the app chooses (a tab's index, an enum's raw value); the bar does not read it.
    public var tag: Int
    /// When false the item's button takes no tap and is drawn faded (UIKit's `isEnabled`).
    public var isEnabled = true { didSet { bar?.itemDidChange(self) } }

    /// The bar showing the item (set by ``TabBar/items``).
    weak var bar: TabBar?

    /// An item titled `title` with `image` (and `selectedImage` while selected), tagged `tag`.
    public init(title: String?, image: Image? = nil, selectedImage: Image? = nil, tag: Int = 0) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        self.tag = tag
    }
}
