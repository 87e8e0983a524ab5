#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_SFNT_NAMES_H
#include FT_TRUETYPE_TABLES_H
#include FT_ADVANCES_H
#include FT_OUTLINE_H

// Swift cannot import FreeType's function-like macros and parenthesised shift constants; these
// wrappers expose the few that TextMeasurement needs.

/// Whether the face has a TrueType `kern` table that FT_Get_Kerning reads (FT_HAS_KERNING).
static inline int cfreetype_has_kerning(FT_Face face) { return FT_HAS_KERNING(face) ? 1 : 0; }

/// FT_LOAD_NO_SCALE: advances and outlines in font units, unhinted, independent of any size.
static inline FT_Int32 cfreetype_load_no_scale(void) { return FT_LOAD_NO_SCALE; }
