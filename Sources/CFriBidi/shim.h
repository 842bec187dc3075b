#ifndef FLICK_CFRIBIDI_SHIM_H
#define FLICK_CFRIBIDI_SHIM_H
/* Thin system-library shim for GNU FriBidi (1.0.8 on Debian 12), the Unicode bidirectional
 * algorithm. Its paragraph types are macros built from masks, which Swift does not import:
 * two inline functions name them. */
#include <fribidi.h>

/* FRIBIDI_PAR_ON: the paragraph direction comes from its first strong character (P2, P3). */
static inline FriBidiParType flick_fribidi_par_on(void) { return FRIBIDI_PAR_ON; }

/* FRIBIDI_IS_RTL: true for a right-to-left paragraph direction. */
static inline int flick_fribidi_is_rtl(FriBidiParType type) { return FRIBIDI_IS_RTL(type) ? 1 : 0; }
#endif
