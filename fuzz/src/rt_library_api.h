/* A runtime library behind fuzz_rt_diff's rtd_api, and the fork server that
 * runs programs against it (rt_library_api.c). */
#ifndef ACLCTS_FUZZ_RT_LIBRARY_API_H_
#define ACLCTS_FUZZ_RT_LIBRARY_API_H_

#include <stdbool.h>

#include "rt_seq.h"

#define RTD_STATUS_BYTES 128

/* What a server child leaves for fuzz_rt_diff: its transcript and how it ended. */
typedef struct rtd_reply {
    rtd_text text;
    char status[RTD_STATUS_BYTES]; /* "exit 0", "killed by signal N", "timeout" */
} rtd_reply;

/* dlopen(path, RTLD_NOW | RTLD_LOCAL) and dlsym of every rtd_symbols entry;
 * false with a message in `error` when one is missing. */
bool rtd_library_load(const char *path, rtd_api *api, char *error, size_t cap);

/* Writes one byte to done_fd (ready), then serves programs until cmd_fd
 * closes: reads a length (size_t), the bytes
 * and the model side's skip array (RTD_MAX_CALLS bytes, rtd_run), runs them in a child forked from this process (stdout and stderr
 * to /dev/null, killed after timeout_s seconds) with its transcript in
 * `reply` (shared memory), then writes one byte to done_fd. */
void rtd_serve(const rtd_api *api, rtd_reply *reply, int cmd_fd, int done_fd, unsigned timeout_s);

#endif
