#ifndef FLICK_CDRM_SHIM_H
#define FLICK_CDRM_SHIM_H
/* Thin system-library shim for libdrm (KMS without a GPU: dumb buffers and page flips).
 * The dumb-buffer ioctls are function-like macros Swift cannot call, and the page-flip
 * event arrives through a C callback: both are wrapped here, nothing more. */
#include <errno.h>
#include <poll.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <xf86drm.h>
#include <xf86drmMode.h>

/* Creates a dumb buffer of width x height at 32 bits a pixel; 0, or -1 with errno set. */
static inline int flick_drm_create_dumb(int fd, uint32_t width, uint32_t height, uint32_t *handle,
                                        uint32_t *pitch, uint64_t *size) {
    struct drm_mode_create_dumb create;
    memset(&create, 0, sizeof create);
    create.width = width;
    create.height = height;
    create.bpp = 32;
    if (drmIoctl(fd, DRM_IOCTL_MODE_CREATE_DUMB, &create) != 0) return -1;
    *handle = create.handle;
    *pitch = create.pitch;
    *size = create.size;
    return 0;
}

/* The offset to mmap a dumb buffer at; 0, or -1 with errno set. */
static inline int flick_drm_map_dumb(int fd, uint32_t handle, uint64_t *offset) {
    struct drm_mode_map_dumb map;
    memset(&map, 0, sizeof map);
    map.handle = handle;
    if (drmIoctl(fd, DRM_IOCTL_MODE_MAP_DUMB, &map) != 0) return -1;
    *offset = map.offset;
    return 0;
}

/* Destroys a dumb buffer. */
static inline int flick_drm_destroy_dumb(int fd, uint32_t handle) {
    struct drm_mode_destroy_dumb destroy;
    memset(&destroy, 0, sizeof destroy);
    destroy.handle = handle;
    return drmIoctl(fd, DRM_IOCTL_MODE_DESTROY_DUMB, &destroy);
}

static void flick_drm_flip_done(int fd, unsigned int sequence, unsigned int seconds, unsigned int microseconds,
                                void *slot) {
    (void)fd;
    (void)sequence;
    *(double *)slot = (double)seconds + (double)microseconds / 1e6;
}

/* Queues a flip to framebuffer fb at the next vblank; its event writes the vblank's time
 * (CLOCK_MONOTONIC seconds) into *slot. 0, or a negative errno. */
static inline int flick_drm_page_flip(int fd, uint32_t crtc, uint32_t fb, double *slot) {
    *slot = -1;
    return drmModePageFlip(fd, crtc, fb, DRM_MODE_PAGE_FLIP_EVENT, slot);
}

/* Waits up to timeout_ms for the queued flip whose event writes *slot: 1 when it took
 * effect (*slot set), 0 on timeout, -1 on error (errno set). */
static inline int flick_drm_wait_flip(int fd, int timeout_ms, double *slot) {
    drmEventContext context;
    memset(&context, 0, sizeof context);
    context.version = 2;
    context.page_flip_handler = flick_drm_flip_done;
    while (*slot < 0) {
        struct pollfd descriptor = {fd, POLLIN, 0};
        int ready = poll(&descriptor, 1, timeout_ms);
        if (ready == 0) return 0;
        if (ready < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        if (drmHandleEvent(fd, &context) != 0) return -1;
    }
    return 1;
}
#endif
