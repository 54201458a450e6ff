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

typedef struct acl_api {
    aclError (*init)(const char *);
    aclError (*finalize)(void);
    aclError (*finalize_reference)(uint64_t *);
    const char *(*recent_errmsg)(void);
    aclError (*init_cb_register)(aclRegisterCallbackType, aclInitCallbackFunc, void *);
    aclError (*init_cb_unregister)(aclRegisterCallbackType, aclInitCallbackFunc);
    aclError (*fin_cb_register)(aclRegisterCallbackType, aclFinalizeCallbackFunc, void *);
    aclError (*fin_cb_unregister)(aclRegisterCallbackType, aclFinalizeCallbackFunc);
} acl_api;

typedef struct out_buf {
    char *text;
    size_t cap;
    size_t len;
} out_buf;

/* dlsym of the eight functions; an absent one stays NULL (reported per call). */
void acl_api_resolve(void *handle, acl_api *api);
/* The process environment and the spy as the program's FAULT/ENV ask
 * (resets the spy). Call in the process that then runs the program. */
void scenario_prepare(const prog *p);
/* Runs every operation; appends the text to out. */
void scenario_run(const prog *p, const acl_api *api, const scratch *s, out_buf *out);

#endif /* ACLFUZZ_SCENARIO_H_ */
