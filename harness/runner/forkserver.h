/* The fork server (forkserver.c, the runner's side; forkserver_worker.c, the
 * worker): a worker process loads the spy and the target once and forks one
 * child per test from that freshly loaded state; the child gets its pipes,
 * work directory, process group and deadline exactly as a child of the
 * runner. */
#ifndef ACLCTS_FORKSERVER_H_
#define ACLCTS_FORKSERVER_H_

#include <stdint.h>
#include <sys/types.h>

#include "aclcts/case.h"
#include "child.h"
#include "jobs.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct aclcts_worker {
    pid_t pid;        /* 0: not started */
    int sock;         /* the runner's end of the worker's socket */
    char *workdir;    /* the worker's own working directory */
    char *vgdir;      /* under valgrind: where memcheck's per-process logs go */
    pid_t standby;    /* its child waiting for the next test; 0: not said yet, -1: none can be forked */
    int standby_sock; /* the runner's end of that child's socket (forkserver_proto.h), -1: none */
    int ready;        /* its READY came: the target is served */
} aclcts_worker;
/* Starts a worker (under valgrind when `valgrind` is not NULL): the process,
 * then its checks of the loaded target; a failing step leaves the worker
 * stopped (pid 0), with *why (malloc). */
int aclcts_worker_spawn(aclcts_worker *w, const aclcts_child_cfg *cfg, const char *valgrind, char **why);
int aclcts_worker_ready(aclcts_worker *w, unsigned timeout_ms, char **why);
/* Both steps. 0: ready; -1: the target cannot be served (*why says why) and
 * the worker is gone. */
int aclcts_worker_start(aclcts_worker *w, const aclcts_child_cfg *cfg, const char *valgrind, unsigned timeout_ms,
                        char **why);
/* Starts case "SUITE.Name" in a child of the worker, as aclcts_job_start does. */
int aclcts_worker_job_start(aclcts_worker *w, aclcts_job *j, const char *case_name, int32_t case_index, const char *dir,
                            unsigned timeout_ms);
/* The index of a case in aclcts_cases(), -1 when it is not there. */
int32_t aclcts_case_index(const aclcts_case *c);
/* Reads the worker's word on a running job (its end, or the worker's death). */
void aclcts_worker_poll(aclcts_job *j);
/* memcheck's log of the job's child (malloc), NULL when not under valgrind. */
char *aclcts_worker_vglog(const aclcts_worker *w, const aclcts_job *j);
void aclcts_worker_stop(aclcts_worker *w);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_FORKSERVER_H_ */
