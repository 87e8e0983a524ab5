// The engine's API is written in Foundation's geometry (`CGRect`, `CGSize`, `CGFloat`), as
// UIKit's is: importing AutoLayout imports Foundation, so that a frame can be named without a
// second import.
@_exported import Foundation
