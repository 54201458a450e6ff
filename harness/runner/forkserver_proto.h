/* The fork server's protocol (forkserver_proto.c): the runner and a worker
 * talk over a SOCK_SEQPACKET socket (the worker's ACLCTS_REPORT_FD), the
 * runner and each standby over one of the standby's own, one message per
 * packet:
 *   worker -> runner   READY   text: "" (served) or why the target cannot be
 *   worker -> runner   STANDBY standby: the pid of the child that runs the
 *                              first test, with its socket (SCM_RIGHTS); -1
 *                              and no socket: the fork failed
 *   runner -> standby  RUN     text: "SUITE.Name\0WORKDIR", status: the case's
 *                              index in aclcts_cases() (a hint), with the
 *                              test's report and output pipes (SCM_RIGHTS);
 *                              the runner then closes its end
 *   worker -> runner   DONE    pid, wait status and peak size of a child that
 *                              ended (the test's, or a standby something
 *                              killed before its test), and the next standby
 *                              as STANDBY has it (forked while the test ran)
 * The worker runs one test at a time; the runner enforces the deadline and
 * kills the child's group itself, as for a child of its own. */
#ifndef ACLCTS_FORKSERVER_PROTO_H_
#define ACLCTS_FORKSERVER_PROTO_H_

#include <limits.h>
#include <stddef.h>
#include <stdint.h>

enum { MSG_READY = 1, MSG_RUN = 2, MSG_DONE = 4, MSG_STANDBY = 5 };

typedef struct wmsg {
    uint32_t kind;
    int32_t pid;
    int32_t status;
    int32_t standby;    /* STANDBY, DONE: the pid of the next standby (<= 0: the fork failed) */
    int64_t maxrss_kib; /* DONE: the child's peak resident size (test_limits.c) */
    char text[PATH_MAX + 600];
} wmsg;

/* Sends one message, with nfds descriptors (SCM_RIGHTS, at most 2); 0 or -1.
 * The packet ends at the text's NUL: a message without text is a few bytes. */
int aclcts_fs_send(int sock, const wmsg *m, const int *fds, size_t nfds);
/* One message, with the descriptors it carries (fds may be NULL), its text
 * NUL-terminated; 0, or -1 at EOF or error (errno EAGAIN with MSG_DONTWAIT and
 * nothing there). */
int aclcts_fs_recv(int sock, wmsg *m, int *fds, size_t *nfds, int flags);

#endif /* ACLCTS_FORKSERVER_PROTO_H_ */
