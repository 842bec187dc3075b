#ifndef FLICK_CXKBCOMMON_SHIM_H
#define FLICK_CXKBCOMMON_SHIM_H
/* Thin system-library shim: libxkbcommon (keymaps from RMLVO names, key state, keysyms,
   UTF-8, compose tables for dead keys and Compose sequences) for evdev keyboards with no
   display server, and epoll and eventfd to wait on several of them from a reading thread. */
#include <xkbcommon/xkbcommon.h>
#include <xkbcommon/xkbcommon-keysyms.h>
#include <xkbcommon/xkbcommon-compose.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#endif
