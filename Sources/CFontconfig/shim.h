#ifndef FLICK_CFONTCONFIG_SHIM_H
#define FLICK_CFONTCONFIG_SHIM_H
/* Thin system-library shim for fontconfig (2.14 on Debian 12). */
#include <fontconfig/fontconfig.h>
#endif
