#ifndef FLICK_CSDL_WINDOW_EVENTS_H
#define FLICK_CSDL_WINDOW_EVENTS_H
/* The display connection behind an SDL window, for waking a sleeping frame loop on window
 * events. Kept apart from CSDL2 so the X11 headers SDL_syswm.h pulls in stay out of Swift. */

/* The file descriptor of the display connection of `window` (an SDL_Window *): the X11
 * connection (ConnectionNumber) or the Wayland display's fd; -1 for other video drivers
 * (dummy, offscreen, KMS/DRM) or when SDL cannot tell. It becomes readable when the display
 * server sends events; SDL_PumpEvents reads them. */
int flick_window_event_fd(void *window);

/* The number of events the X11 connection of `window` has already read into Xlib's queue
 * (XEventsQueued with QueuedAlready: reads nothing), or -1 for other drivers. Xlib reads
 * the socket when it flushes requests, so an event can be queued before a wait on the
 * descriptor starts: the frame loop pumps before every wait for that reason, and the wake
 * test uses this to tell the two paths apart. */
int flick_window_queued_events(void *window);

#endif
