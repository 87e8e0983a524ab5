// `import UIKitCompat`: one import, UIKit's names (docs/porting-from-uikit.md). Where UIKit
// exists it is UIKit itself, so that the same source builds on both; elsewhere it is
// AutoLayoutKit (the engine, the controls, fonts, colours, Foundation) with UIKit's names
// (typealiases where our type is UIKit's concept) and call shapes (thin extensions where UIKit's
// call differs), defined in the other files of this module, each under the same condition.
#if canImport(UIKit)
@_exported import UIKit
#else
@_exported import AutoLayoutKit
#endif
