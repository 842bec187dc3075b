#ifndef FLICK_CPIXMAN_SHIM_H
#define FLICK_CPIXMAN_SHIM_H
/* Thin system-library shim for pixman (0.42 on Debian 12), the pixel compositing library of
 * cairo and the X server, with SIMD paths (SSE2, SSSE3, AVX2) for the blends SDL 2.26's
 * software blitter does pixel by pixel. */
#include <pixman.h>
#endif
