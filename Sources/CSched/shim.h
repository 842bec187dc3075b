// The CPU a thread runs on (sched_getcpu(3), a GNU extension Swift's Glibc module leaves out):
// the band helper checks it was not woken onto the CPU of the thread it helps (BandWorker).
#pragma once
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <sched.h>

// The CPU the calling thread runs on now, or -1 where it cannot be read.
static inline int flick_current_cpu(void) { return sched_getcpu(); }
