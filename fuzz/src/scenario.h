/* Running a fuzz program against one library and writing what happened as
 * text: per operation its code, refCount, callback log and the southbound
 * calls it made. Two runs behave the same exactly when their texts are equal.
 * The text of aclGetRecentErrMsg is IMPL (ERRMSG004) and is left out. */
#ifndef ACLFUZZ_SCENARIO_H_
#define ACLFUZZ_SCENARIO_H_

#include <stddef.h>

#include "acl/acl.h"
#include "program.h"
#include "scratch.h"

/* The ACL functions of include/acl/acl_functions.def, one member each named
 * as the function; an absent one stays NULL. */
typedef struct acl_api {
#define ACLCTS_ACL_FN(NAME, RET, PARAMS, PROFILES) RET(*NAME) PARAMS;
#include "acl/acl_functions.def"
} acl_api;

/* The reference's own functions, for targets linked with it (api_linked.c). */
extern const acl_api acl_api_linked;

typedef struct out_buf {
    char *text;
    size_t cap;
    size_t len;
} out_buf;

/* One RT operation (program.h): b picks the device id (prog_rt_devices) or
 * the handle slot of the function's first handle, c the stream slot of
 * aclrtRecordEvent or the device of aclrtCreateContext; slot 4 is NULL and an
 * unfilled slot holds NULL too. Out-pointers go to slot b (4: NULL). Appends
 * what the call wrote (device, count, mode, which slot the current context
 * is) to out; returns the code, or 0 with " absent" when the function is
 * missing. Handles live until scenario_rt_reset. The allocator functions:
 * b picks the descriptor slot (aclrtAllocatorRegister: the stream key, c
 * the descriptor), c the value set (four fake values per kind, 4 NULL);
 * aclrtAllocatorGetByStream names what it wrote by slot and pick. */
int scenario_rt_call(const prog_op *op, const acl_api *api, out_buf *out);
void scenario_rt_reset(void);
/* Unregisters every stream key the program registered an allocator on and
 * destroys every allocator descriptor it made and did not destroy (through
 * api, writing nothing), then scenario_rt_reset. */
void scenario_rt_release(const acl_api *api);

/* dlsym of every function of acl_api; an absent one stays NULL (reported per call). */
void acl_api_resolve(void *handle, acl_api *api);
/* The process environment and the spy as the program's FAULT/ENV ask
 * (resets the spy). Call in the process that then runs the program. */
void scenario_prepare(const prog *p);
/* Runs every operation; appends the text to out. */
void scenario_run(const prog *p, const acl_api *api, const scratch *s, out_buf *out);

#endif /* ACLFUZZ_SCENARIO_H_ */
