// libpng for the rendering tests only: they decode the PNGs the renderer writes with a decoder
// of its own (libpng's simplified API), not with the library that wrote them.
#include <png.h>
