#ifndef FLICK_CHARFBUZZ_SHIM_H
#define FLICK_CHARFBUZZ_SHIM_H
/* Thin system-library shim for HarfBuzz (6.0 on Debian 12): shaping, and the OpenType
 * functions (ligature carets). */
#include <hb.h>
#include <hb-ot.h>
#endif
