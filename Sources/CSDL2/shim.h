#ifndef FLICK_CSDL2_SHIM_H
#define FLICK_CSDL2_SHIM_H
/* Thin system-library shim for SDL2 (2.26 on Debian 12). */
#include <SDL2/SDL.h>
#endif
