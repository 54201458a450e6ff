/* fuzz_diff's fork server: runs each scenario against the reference and the
 * target in two fresh children forked at once from a process that has loaded
 * both libraries and the spy and never called them.
 *
 * The server is its own small executable, fuzz_diff_server, built without
 * instrumentation, so that a fork costs little (forking the sanitized fuzzing
 * process costs several times more). fuzz_diff execs it with the shared
 * memory and the two pipes, or, when it cannot be found, forks itself into
 * the same loop. */
#ifndef ACLFUZZ_DIFF_SERVER_H_
#define ACLFUZZ_DIFF_SERVER_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "scenario.h"
#include "scratch.h"

#define SERVER_INPUT_BYTES (1u << 20) /* longer inputs are cut: libFuzzer's max_len is 4096 */
#define SIDE_TEXT_BYTES (256u * 1024u)

/* Shared between the fuzzing process and the server (and its children). */
typedef struct server_shm {
    size_t size; /* the input, written before each command */
    uint8_t data[SERVER_INPUT_BYTES];
    char status[2][64];            /* "exit 0", "timeout", "killed by signal N" */
    char text[2][SIDE_TEXT_BYTES]; /* what each side did (scenario.h) */
} server_shm;

/* One byte over a pipe, written or read; false when the other end is gone.
 * Retries on EINTR: libFuzzer's timers interrupt blocking calls. */
bool diff_pipe_byte(int fd, bool writing);

/* One scenario per byte read from cmd_r, one byte written to done_w after
 * both children ended; returns when cmd_r closes. apis[0] is the reference. */
void diff_serve(server_shm *shm, int cmd_r, int done_w, const acl_api *apis[2], const scratch *s, unsigned timeout_s);

#endif /* ACLFUZZ_DIFF_SERVER_H_ */
