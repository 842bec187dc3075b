#ifndef FLICK_CLIBEVDEV_SHIM_H
#define FLICK_CLIBEVDEV_SHIM_H
/* Thin system-library shim: libevdev plus the kernel input headers and the
   POSIX calls the live source needs (open flags, poll). */
#include <libevdev/libevdev.h>
#include <libevdev/libevdev-uinput.h>
#include <linux/input.h>
#include <fcntl.h>
#include <unistd.h>
#include <poll.h>
#include <errno.h>
#include <time.h>
#endif
