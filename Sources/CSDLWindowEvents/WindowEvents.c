#include "CSDLWindowEvents.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <dlfcn.h>
#include <stddef.h>

#if defined(SDL_VIDEO_DRIVER_WAYLAND)
/* SDL loads libwayland-client itself (privately): find wl_display_get_fd in that copy. */
static int wayland_display_fd(void *display) {
    typedef int (*get_fd_function)(void *);
    get_fd_function get_fd = NULL;
    void *library = dlopen("libwayland-client.so.0", RTLD_NOW | RTLD_NOLOAD);
    if (library != NULL) {
        get_fd = (get_fd_function)dlsym(library, "wl_display_get_fd");
    }
    if (get_fd == NULL) {
        get_fd = (get_fd_function)dlsym(RTLD_DEFAULT, "wl_display_get_fd");
    }
    int fd = get_fd != NULL ? get_fd(display) : -1;
    if (library != NULL) {
        dlclose(library);
    }
    return fd;
}
#endif

/* Fills `info` for `window` (an SDL_Window *); false when there is none or SDL cannot tell. */
static int window_info(void *window, SDL_SysWMinfo *info) {
    if (window == NULL) {
        return 0;
    }
    SDL_VERSION(&info->version);
    return SDL_GetWindowWMInfo((SDL_Window *)window, info) == SDL_TRUE;
}

int flick_window_queued_events(void *window) {
    SDL_SysWMinfo info;
    if (!window_info(window, &info)) {
        return -1;
    }
#if defined(SDL_VIDEO_DRIVER_X11)
    if (info.subsystem == SDL_SYSWM_X11 && info.info.x11.display != NULL) {
        /* SDL loads libX11 itself (privately): find XEventsQueued in that copy. */
        typedef int (*events_queued_function)(Display *, int);
        void *library = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD);
        events_queued_function queued =
            library != NULL ? (events_queued_function)dlsym(library, "XEventsQueued") : NULL;
        if (queued == NULL) {
            queued = (events_queued_function)dlsym(RTLD_DEFAULT, "XEventsQueued");
        }
        int count = queued != NULL ? queued(info.info.x11.display, QueuedAlready) : -1;
        if (library != NULL) {
            dlclose(library);
        }
        return count;
    }
#endif
    return -1;
}

int flick_window_event_fd(void *window) {
    SDL_SysWMinfo info;
    if (!window_info(window, &info)) {
        return -1;
    }
#if defined(SDL_VIDEO_DRIVER_X11)
    if (info.subsystem == SDL_SYSWM_X11 && info.info.x11.display != NULL) {
        return ConnectionNumber(info.info.x11.display);
    }
#endif
#if defined(SDL_VIDEO_DRIVER_WAYLAND)
    if (info.subsystem == SDL_SYSWM_WAYLAND && info.info.wl.display != NULL) {
        return wayland_display_fd(info.info.wl.display);
    }
#endif
    return -1;
}
