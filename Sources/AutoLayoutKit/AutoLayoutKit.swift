// One import for a screen: `import AutoLayoutKit` brings what UIKit's `import UIKit` brings to a
// layout — views, constraints, stack views and the layout cycle (AutoLayout), the controls
// (Controls), fonts and text measurement (TextMeasurement), colours and drawing (Graphics), and
// Foundation's geometry (`CGRect`, `CGSize`, `CGFloat`). The solver stays a separate import
// (`Cassowary`): a screen does not name it.
@_exported import AutoLayout
@_exported import Controls
@_exported import Foundation
@_exported import Graphics
@_exported import TextMeasurement
