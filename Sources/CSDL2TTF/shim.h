#ifndef FLICK_CSDL2TTF_SHIM_H
#define FLICK_CSDL2TTF_SHIM_H
/* Thin system-library shim for SDL2_ttf (2.20 on Debian 12: FreeType, with HarfBuzz). */
#include <SDL2/SDL_ttf.h>
#endif
