#ifndef FLICK_CLINUXCONSOLE_SHIM_H
#define FLICK_CLINUXCONSOLE_SHIM_H
/* Thin shim for the Linux virtual terminal's ioctls (console_ioctl(2)): a kiosk holding the
 * display keeps its VT in graphics mode, its keyboard off (no Ctrl+Alt+Fn switch, no console
 * input) and VT switches under its control. Kernel headers only; nothing to link. */
#include <linux/kd.h>
#include <linux/vt.h>
#include <signal.h>
#include <sys/ioctl.h>

/* The VT fd a release request is refused on; set before the signal is installed. */
static int flick_vt_fd = -1;

/* SIGUSR1 from the kernel asks to release the VT (another VT wants the display): refused,
 * the kiosk keeps it. ioctl is async-signal-safe. */
static void flick_vt_refuse_release(int signal) {
    (void)signal;
    if (flick_vt_fd >= 0) ioctl(flick_vt_fd, VT_RELDISP, 0);
}

/* Puts VT fd under process control (VT_PROCESS): release requests arrive as SIGUSR1 and are
 * refused. 0, or -1 with errno set. */
static inline int flick_vt_take_switching(int fd) {
    struct vt_mode mode = {0};
    flick_vt_fd = fd;
    signal(SIGUSR1, flick_vt_refuse_release);
    mode.mode = VT_PROCESS;
    mode.relsig = SIGUSR1;
    mode.acqsig = SIGUSR1;
    return ioctl(fd, VT_SETMODE, &mode);
}

/* Gives VT switching back to the kernel (VT_AUTO). */
static inline int flick_vt_release_switching(int fd) {
    struct vt_mode mode = {0};
    mode.mode = VT_AUTO;
    int result = ioctl(fd, VT_SETMODE, &mode);
    signal(SIGUSR1, SIG_DFL);
    flick_vt_fd = -1;
    return result;
}

/* KDSETMODE / KDGETMODE, KDSKBMODE / KDGKBMODE, VT_GETSTATE's active VT. */
static inline int flick_vt_set_display_mode(int fd, int mode) { return ioctl(fd, KDSETMODE, mode); }
static inline int flick_vt_display_mode(int fd, int *mode) { return ioctl(fd, KDGETMODE, mode); }
static inline int flick_vt_set_keyboard_mode(int fd, int mode) { return ioctl(fd, KDSKBMODE, mode); }
static inline int flick_vt_keyboard_mode(int fd, int *mode) { return ioctl(fd, KDGKBMODE, mode); }
static inline int flick_vt_active(int fd) {
    struct vt_stat state;
    if (ioctl(fd, VT_GETSTATE, &state) != 0) return -1;
    return state.v_active;
}
#endif
