// Text is drawn through Graphics (glyph runs, colours, the drawing context): importing
// TextMeasurement imports it.
@_exported import Graphics
