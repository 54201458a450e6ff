/* The child side (child.c): one case in a child process, the target and the
 * spy loaded, its result sent over the report channel. */
#ifndef ACLCTS_CHILD_H_
#define ACLCTS_CHILD_H_

#include <stddef.h>
#include <stdint.h>

#include "aclcts/case.h"
#include "results.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The report channel sits at a high descriptor so that a target closing
 * 0..1023 (a common daemon idiom) cannot take it down. */
#define ACLCTS_REPORT_FD 1024
/* Exit codes of a child process as its parent reads them: one list, so that
 * no number means two things. */
#define ACLCTS_CHILD_OK 0              /* the body ran to its end (its result is on the channel) */
#define ACLCTS_CHILD_LOAD_FAILED 3     /* the spy or the target did not load; the reason is on the channel */
#define ACLCTS_CHILD_NO_LIFECYCLE 4    /* probe: the target exports no aclInit or no aclFinalize */
#define ACLCTS_CHILD_MEMCHECK_ERROR 99 /* valgrind --error-exitcode: memcheck found an error */
#define ACLCTS_EXIT_REPORT_LOST 121    /* the report channel was closed under the child */
#define ACLCTS_CHILD_EXEC_FAILED 127   /* execv failed (the code ld.so also uses for a lookup error) */
#define ACLCTS_STR(x) ACLCTS_STR_(x)   /* a code as a string literal: "--error-exitcode=" ACLCTS_STR(...) */
#define ACLCTS_STR_(x) #x

/* Kinds of record on the report channel. */
enum { ACLCTS_REC_PHASE = 1, ACLCTS_REC_RESULT = 2, ACLCTS_REC_TEXT = 3 };
/* A record: its header, then len bytes (a result: rec_result, then its message). */
typedef struct rec_header {
    uint32_t kind;
    uint32_t len;
} rec_header;
typedef struct rec_result {
    int32_t status;
    uint32_t checks;
    uint32_t failures;
} rec_result;

typedef struct aclcts_child_cfg {
    const char *lib;
    const char *spy; /* NULL: --southbound system */
    const char *profile;
    const char *soc;
    const char *faults; /* ACLCTS_SB_FAULTS, "" or NULL: none */
    int trace;          /* target imports the southbound */
    const char *workdir;
} aclcts_child_cfg;

/* Writes one record; returns 0, or -1 when the channel is gone. */
int aclcts_report(int fd, int kind, const void *data, size_t len);
int aclcts_report_result(int fd, aclcts_status st, unsigned checks, unsigned failures, const char *msg);
/* Loads spy then target, fills acl (and spy when loaded). Reports the error
 * text and returns NULL on failure. */
void *aclcts_child_load(const aclcts_child_cfg *cfg, aclcts_acl *acl, aclcts_spy *spy, int *have_spy, void **spy_handle,
                        int rfd);
/* From now on aclcts_child_load binds the target's imports as it loads it,
 * when they all resolve (a fork-server worker, before its first fork). */
void aclcts_child_bind_now(void);
/* What aclcts_child_load fills, in one place. */
typedef struct {
    aclcts_acl acl;
    aclcts_spy spy;
    int have_spy;
    void *spy_handle;
    void *target;
} aclcts_child_target;
/* aclcts_child_load into l; on failure the child ends with ACLCTS_CHILD_LOAD_FAILED. */
void aclcts_child_load_or_end(const aclcts_child_cfg *cfg, aclcts_child_target *l, int rfd);
/* 1 when the calling thread is the first to end the case (it alone may
 * write on the report channel from now on), 0 when another already is. */
int aclcts_child_try_end(void);
/* Runs one case and reports; never returns. */
void aclcts_child_case(const aclcts_child_cfg *cfg, const aclcts_case *c, int rfd) __attribute__((noreturn));
/* Makes the tables aclcts_child_run hands every case from the loaded
 * target's (its stand-ins for what the target lacks, the observed calls);
 * aclcts_child_run does it when this process has not. */
void aclcts_child_prepare(const aclcts_acl *loaded);
/* Runs one case on a target already loaded (by aclcts_child_load, in this
 * process or in the fork server it was forked from; spy NULL: none) and
 * reports; never returns. */
void aclcts_child_run(const aclcts_child_cfg *cfg, const aclcts_case *c, aclcts_acl *acl, aclcts_spy *spy, int rfd)
    __attribute__((noreturn));
/* Ends the child: flushes what the target buffered, _exit(code). */
void aclcts_child_exit(int rfd, int code) __attribute__((noreturn));

/* The ACL functions of include/acl/acl_functions.def, in its order. */
extern const char *const aclcts_acl_names[ACLCTS_ACL_COUNT];
/* The profiles whose API includes each of them (ACLCTS_PRODUCT | ACLCTS_IPV350). */
extern const unsigned aclcts_acl_profiles[ACLCTS_ACL_COUNT];

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_CHILD_H_ */
