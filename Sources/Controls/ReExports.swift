// A control is a view with content: its API names views, constraints and fonts, so importing
// Controls imports the engine (and through it Foundation) and text measurement.
@_exported import AutoLayout
@_exported import TextMeasurement
