#ifndef FLICK_CLIBPNG_SHIM_H
#define FLICK_CLIBPNG_SHIM_H
/* Thin system-library shim for libpng's simplified API (png_image; 1.6 on Debian 12),
 * which reads every PNG colour type into 8-bit RGBA and writes RGBA with zlib. */
#include <png.h>
#endif
