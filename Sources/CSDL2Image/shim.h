#ifndef FLICK_CSDL2IMAGE_SHIM_H
#define FLICK_CSDL2IMAGE_SHIM_H
/* Thin system-library shim for SDL2_image (2.6 on Debian 12: libpng, libjpeg-turbo). */
#include <SDL2/SDL_image.h>
#endif
