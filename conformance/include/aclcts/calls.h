/* The ACL calls a case makes, as it made them: the runner hands a case the
 * observed table (aclcts_acl_observe, generated from acl_functions.def by
 * scripts/gen_acl_calls.py), whose functions record each call with its
 * arguments' values and its result before and after calling the target's.
 * A failing check names the call (check.c), and a crash the call it
 * happened in (the runner's crash handler reads aclcts_call_in_progress). */
#ifndef ACLCTS_CALLS_H_
#define ACLCTS_CALLS_H_

#include <stddef.h>

#include "aclcts/case.h"

#ifdef __cplusplus
extern "C" {
#endif

#define ACLCTS_CALL_TEXT_MAX 512 /* one call as text: "aclrtSetDevice(8)", "aclInit(\"/dev/shm/aclcts.x/a.json\")" */

typedef enum {
    ACLCTS_ARG_KIND_NONE,
    ACLCTS_ARG_KIND_INT,
    ACLCTS_ARG_KIND_CODE,
    ACLCTS_ARG_KIND_STR,
    ACLCTS_ARG_KIND_PTR,
    ACLCTS_ARG_KIND_FLOAT,
    ACLCTS_ARG_KIND_HALF
} aclcts_arg_kind;

/* One argument or result, by kind: an integer (enums included), an ACL
 * error code (printed with its name), a string, a pointer (NULL or ptr), a
 * float (printed exactly, with its bits), a half's bits (aclFloat16, hex). */
typedef struct aclcts_call_arg {
    aclcts_arg_kind kind;
    long long i;
    const void *p;
    float f;
} aclcts_call_arg;

#define ACLCTS_ARG_INT(x) ((aclcts_call_arg){ACLCTS_ARG_KIND_INT, (long long)(x), NULL, 0.0f})
#define ACLCTS_ARG_CODE(x) ((aclcts_call_arg){ACLCTS_ARG_KIND_CODE, (long long)(x), NULL, 0.0f})
#define ACLCTS_ARG_STR(x) ((aclcts_call_arg){ACLCTS_ARG_KIND_STR, 0, (const void *)(x), 0.0f})
#define ACLCTS_ARG_PTR(x) ((aclcts_call_arg){ACLCTS_ARG_KIND_PTR, 0, (const void *)(x), 0.0f})
#define ACLCTS_ARG_NONE() ((aclcts_call_arg){ACLCTS_ARG_KIND_NONE, 0, NULL, 0.0f})
#define ACLCTS_ARG_FLOAT(x) ((aclcts_call_arg){ACLCTS_ARG_KIND_FLOAT, 0, NULL, (x)})
#define ACLCTS_ARG_HALF(x) ((aclcts_call_arg){ACLCTS_ARG_KIND_HALF, (long long)(x), NULL, 0.0f})

/* Fills observed with functions that record each call and then call target's. */
void aclcts_acl_observe(aclcts_acl *observed, const aclcts_acl *target);

/* What the observed functions call around the target's (per thread). */
void aclcts_call_begin(const char *fn, const aclcts_call_arg *args, size_t n);
void aclcts_call_end(aclcts_call_arg result);

/* The call this thread is in ("aclrtGetDeviceCount(NULL)"), or NULL: read by
 * a signal handler, so it only reads a buffer of this thread. */
const char *aclcts_call_in_progress(void);
/* The last call this thread finished, as it was made, or NULL. */
const char *aclcts_call_last(void);

/* How many calls the case made (all threads); buf gets the k-th most recent
 * (0: the last), of the last few kept, when there is one. */
size_t aclcts_calls_recent(size_t k, char *buf, size_t cap);

/* Where a case starts (the environment as it is then) and what a failing
 * case appends to its message: the configuration files it wrote and the
 * environment it changed (check.c, util.c). */
void aclcts_inputs_begin(aclcts_t *t);
void aclcts_inputs_note_file(const char *name, const void *data, size_t len);
void aclcts_inputs_append(aclcts_t *t);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_CALLS_H_ */
