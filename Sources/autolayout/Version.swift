/// The tool's version, which `autolayout --version` prints. The one place it is written: a
/// release changes this string and nothing else.
let autolayoutVersion = "0.1.0"
