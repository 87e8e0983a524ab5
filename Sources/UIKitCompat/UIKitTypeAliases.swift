#if !canImport(UIKit)
import AutoLayoutKit

// UIKit's names for the types that are UIKit's concepts, one to one. (Call shapes that differ
// are in the extensions beside this file.)

/// UIKit's `UIView`: ``AutoLayout/View``.
public typealias UIView = View
/// UIKit's `UIWindow`: ``AutoLayout/Window``.
public typealias UIWindow = Window
/// UIKit's `UIViewController`: ``AutoLayout/ViewController``.
public typealias UIViewController = ViewController
/// UIKit's `UIViewControllerTransitionCoordinator`: ``AutoLayout/ViewControllerTransitionCoordinator``
/// (a class here, a protocol in UIKit).
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
/// UIKit's `UILabel`: ``Controls/Label``.
public typealias UILabel = Label
/// UIKit's `UIControl`: ``Controls/Control``.
public typealias UIControl = Control
/// UIKit's `UIAction`: ``Controls/Action``.
public typealias UIAction = Action
/// UIKit's `UIButton`: ``Controls/Button``.
public typealias UIButton = Button
/// UIKit's `UIImageView`: ``Controls/ImageView``.
public typealias UIImageView = ImageView
/// UIKit's `UIImage`: ``Controls/Image`` (a value here, a class in UIKit).
public typealias UIImage = Image
/// UIKit's `UIScrollView`: ``AutoLayout/ScrollView``.
public typealias UIScrollView = ScrollView
/// UIKit's `UITableView`: ``AutoLayout/TableView``.
public typealias UITableView = TableView
/// UIKit's `UITableViewCell`: ``AutoLayout/TableViewCell``.
public typealias UITableViewCell = TableViewCell
/// UIKit's `UITableViewDataSource`: ``AutoLayout/TableViewDataSource``.
public typealias UITableViewDataSource = TableViewDataSource
/// UIKit's `UICollectionView`: ``AutoLayout/CollectionView`` (with a compositional list layout).
public typealias UICollectionView = CollectionView
/// UIKit's `UICollectionViewCell`: ``AutoLayout/CollectionViewCell``.
public typealias UICollectionViewCell = CollectionViewCell
/// UIKit's `UICollectionViewDataSource`: ``AutoLayout/CollectionViewDataSource``.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// UIKit's `UICollectionViewCompositionalLayout`: ``AutoLayout/CollectionViewCompositionalLayout``
/// (one column of items: ``AutoLayout/CollectionViewCompositionalLayout/list(using:)``).
public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
/// UIKit's `UICollectionLayoutListConfiguration`: ``AutoLayout/CollectionLayoutListConfiguration``.
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration
/// UIKit's `NSCollectionLayoutSize`: ``AutoLayout/CollectionLayoutSize`` (a value here).
public typealias NSCollectionLayoutSize = CollectionLayoutSize
/// UIKit's `NSCollectionLayoutDimension`: ``AutoLayout/CollectionLayoutDimension`` (a value here).
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
/// UIKit's `UIStackView`: ``AutoLayout/StackView``.
public typealias UIStackView = StackView
/// UIKit's `UITextField`: ``Controls/TextField``.
public typealias UITextField = TextField
/// UIKit's `UITextView`: ``Controls/TextView``.
public typealias UITextView = TextView
/// UIKit's `UISwitch`: ``Controls/Switch``.
public typealias UISwitch = Switch
/// UIKit's `UISlider`: ``Controls/Slider``.
public typealias UISlider = Slider
/// UIKit's `UIActivityIndicatorView`: ``Controls/ActivityIndicatorView``.
public typealias UIActivityIndicatorView = ActivityIndicatorView
/// UIKit's `UIProgressView`: ``Controls/ProgressView``.
public typealias UIProgressView = ProgressView
/// UIKit's `UILayoutGuide`: ``AutoLayout/LayoutGuide``.
public typealias UILayoutGuide = LayoutGuide
/// UIKit's `NSLayoutConstraint`: ``AutoLayout/LayoutConstraint``.
public typealias NSLayoutConstraint = LayoutConstraint
/// UIKit's `NSLayoutAnchor<AnchorType>`: ``AutoLayout/LayoutAnchor``.
public typealias NSLayoutAnchor = LayoutAnchor
/// UIKit's `NSLayoutXAxisAnchor`: ``AutoLayout/LayoutXAxisAnchor``.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// UIKit's `NSLayoutYAxisAnchor`: ``AutoLayout/LayoutYAxisAnchor``.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// UIKit's `NSLayoutDimension`: ``AutoLayout/LayoutDimension``.
public typealias NSLayoutDimension = LayoutDimension
/// UIKit's `UILayoutPriority` (`.required`, `.defaultHigh + 1`): ``AutoLayout/LayoutPriority``.
public typealias UILayoutPriority = LayoutPriority
/// UIKit's `UIEdgeInsets`: ``AutoLayout/EdgeInsets``.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's `NSDirectionalEdgeInsets`: ``AutoLayout/DirectionalEdgeInsets``.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// UIKit's `UIFont`: ``TextMeasurement/Font`` (a value here, a class in UIKit).
public typealias UIFont = Font
/// UIKit's `UIColor`: ``Graphics/Color`` (a value here).
public typealias UIColor = Color
/// UIKit's `UITraitCollection`: ``AutoLayout/TraitCollection`` (a value here).
public typealias UITraitCollection = TraitCollection
/// UIKit's `UIUserInterfaceSizeClass`: ``AutoLayout/TraitCollection/SizeClass``.
public typealias UIUserInterfaceSizeClass = TraitCollection.SizeClass
/// UIKit's `UIUserInterfaceLayoutDirection`: ``AutoLayout/UserInterfaceLayoutDirection``.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
/// UIKit's `UISemanticContentAttribute`: ``AutoLayout/SemanticContentAttribute``.
public typealias UISemanticContentAttribute = SemanticContentAttribute
/// UIKit's `UIContentSizeCategory`: ``TextMeasurement/ContentSizeCategory``.
public typealias UIContentSizeCategory = ContentSizeCategory
/// UIKit's `NSTextAlignment`: ``Controls/TextAlignment``.
public typealias NSTextAlignment = TextAlignment
/// UIKit's `NSLineBreakMode`: ``TextMeasurement/LineBreakMode``.
public typealias NSLineBreakMode = LineBreakMode
/// UIKit's `UIViewPropertyAnimator`: ``AutoLayout/ViewPropertyAnimator``.
public typealias UIViewPropertyAnimator = ViewPropertyAnimator
/// UIKit's `UIViewAnimating`: ``AutoLayout/ViewPropertyAnimator`` (a protocol in UIKit, the one
/// animator class here: a variable of the type holds an animator, a class cannot adopt it).
public typealias UIViewAnimating = ViewPropertyAnimator
/// UIKit's `UIViewImplicitlyAnimating`: ``AutoLayout/ViewPropertyAnimator`` (a protocol in
/// UIKit), as ``UIViewAnimating``.
public typealias UIViewImplicitlyAnimating = ViewPropertyAnimator
/// UIKit's `UIViewAnimatingPosition`: ``AutoLayout/ViewAnimatingPosition``.
public typealias UIViewAnimatingPosition = ViewAnimatingPosition
/// UIKit's `UIViewAnimatingState`: ``AutoLayout/ViewAnimatingState``.
public typealias UIViewAnimatingState = ViewAnimatingState
#endif
