// libdispatch's main-queue hooks, the two CoreFoundation's run loop serves the main queue
// with on Linux (swift-corelibs-libdispatch, private/queue_private.h): the eventfd libdispatch
// writes to whenever a block is queued on the main queue, and the call that runs the queued
// blocks. Declared here and linked directly (not looked up with dlsym), so they are found
// with libdispatch linked statically too (`swift build --static-swift-stdlib`).
#pragma once
#include <sys/syscall.h>
#include <unistd.h>

extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *_Null_unspecified message);

// True on the process's main thread (its thread id is the process id).
static inline int flick_is_main_thread(void) { return getpid() == (pid_t)syscall(SYS_gettid); }
