/* The protocol between fuzz_prof_diff and its fork server
 * (prof_diff_server.c), over the server's stdin and stdout:
 *   request: uint32 length, then that many bytes of `profiler` text;
 *   reply:   a prof_server_reply, then log_len bytes of the child's stderr.
 * The server ends when its stdin closes. */
#ifndef ACLFUZZ_PROF_SERVER_H_
#define ACLFUZZ_PROF_SERVER_H_

#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <unistd.h>

#define PROF_SERVER_TEXT_MAX 4096        /* max_len of options/fuzz_prof_diff.options */
#define PROF_SERVER_LOG_MAX 8192         /* what is kept of a child's stderr */
#define PROF_SERVER_CHILD_SETUP_FAILED 3 /* a child's exit code when its scratch directory or pipe failed */

typedef enum prof_server_status {
    PROF_SERVER_ANSWERED,   /* init_ret and finalize_ret hold the library's codes */
    PROF_SERVER_SIGNALLED,  /* the child died of signal `detail` before answering */
    PROF_SERVER_EXITED,     /* the child exited with `detail` before answering */
    PROF_SERVER_HUNG,       /* no answer before the deadline: killed */
    PROF_SERVER_SETUP_ERROR /* the server could not fork or make a pipe */
} prof_server_status;

typedef struct prof_server_reply {
    int32_t status; /* prof_server_status */
    int32_t detail;
    int32_t init_ret, finalize_ret;
    uint32_t log_len;
} prof_server_reply;

/* Reads or writes all n bytes of a message of the protocol (both sides);
 * 0, or -1 when the other side is gone. */
static inline int prof_server_io(int fd, void *buf, size_t n, int writing)
{
    char *p = buf;
    while (n > 0) {
        ssize_t k = writing ? write(fd, p, n) : read(fd, p, n);
        if (k < 0 && errno == EINTR) continue;
        if (k <= 0) return -1;
        p += k;
        n -= (size_t)k;
    }
    return 0;
}

#endif /* ACLFUZZ_PROF_SERVER_H_ */
