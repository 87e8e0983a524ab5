// The engine's API is written in Foundation's geometry (`CGRect`, `CGSize`, `CGFloat`), as
// UIKit's is: importing AutoLayout imports Foundation, so that a frame can be named without a
// second import.
@_exported import Foundation

// Views draw through Graphics (`Color` for backgrounds and tints, the drawing context of
// `draw(_:)`): importing AutoLayout imports it.
@_exported import Graphics
