#ifndef FLICK_CFREETYPE_SHIM_H
#define FLICK_CFREETYPE_SHIM_H
/* Thin system-library shim for FreeType (2.12 on Debian 12): glyphs rendered by index, for
 * shaped text (SDL2_ttf renders by code point only). FT_LOAD_TARGET_LIGHT is a function-like
 * macro, which Swift does not import: an inline function names it. */
#include <ft2build.h>
#include FT_FREETYPE_H

/* FT_LOAD_TARGET_LIGHT: light hinting, as SDL2_ttf's TTF_HINTING_LIGHT loads glyphs. */
static inline FT_Int32 flick_ft_load_target_light(void) { return FT_LOAD_TARGET_LIGHT; }
#endif
