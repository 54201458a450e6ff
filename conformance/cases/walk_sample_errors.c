/* WALK008: the product's error-handling sample
 * (example/0_quickstart/1_error_handling/main.cpp main,
 * PrintVerboseErrorInfo): aclInit, device 0, the run mode read; a deliberate
 * error, aclrtGetRunMode(NULL), which must fail; then the diagnostics read
 * once (aclrtPeekAtLastError, aclrtGetLastError, aclGetRecentErrMsg, and
 * aclrtGetErrorVerbose(0), whose failure the sample only warns about) and
 * read again, when both codes and the message are consumed (the README's
 * peekErr=0, lastErr=0, recentErrMsg=<null>); aclrtResetDeviceForce(0),
 * aclFinalize. The sample's refusal is libascendcl's own, which stores no
 * last error (LASTERR010): the codes the first read gives are those of a
 * runtime failure the walk's earlier steps tolerated, if any (LASTERR021:
 * the platform-info update after aclrtSetDevice, over a runtime without its
 * SoC's specification). */
#include <string.h>

#include "helpers/chain.h"
#include "helpers/walk.h"

/* The code of the last failing rtGetAiCoreCount since `from` (the
 * platform-info update aclrtSetDevice tolerates), 0 when none failed. */
static aclError tolerated_since(aclcts_t *t, size_t from)
{
    aclError code = ACL_SUCCESS;
    if (t->spy == NULL) return code;
    for (size_t i = from; i < aclcts_mark(t); i++) {
        const aclcts_sb_call *c = t->spy->call_at(i);
        if (c != NULL && strcmp(c->fn, "rtGetAiCoreCount") == 0 && c->ret != 0) code = (aclError)c->ret;
    }
    return code;
}

ACLCTS_TEST(WALK008, TheSamplesDiagnostics, "WALK008", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_default_soc(t); /* the verbose error info needs RT_FEATURE_DFX_ERR_GET_AND_REPAIR */
    walk w = walk_begin(t, NULL);
    size_t m = aclcts_mark(t);
    WALK_STEP(w, t->acl->aclInit(NULL), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    aclError stored = tolerated_since(t, m);
    aclrtRunMode mode = (aclrtRunMode)77;
    WALK_STEP(w, t->acl->aclrtGetRunMode(&mode), ACL_SUCCESS);
    WALK_READ(w, mode == ACL_HOST, "run mode %d, expected ACL_HOST", (int)mode);
    WALK_STEP(w, t->acl->aclrtGetRunMode(NULL), ACL_ERROR_INVALID_PARAM);

    WALK_STEP(w, t->acl->aclrtPeekAtLastError(ACL_RT_THREAD_LEVEL), stored);
    WALK_STEP(w, t->acl->aclrtGetLastError(ACL_RT_THREAD_LEVEL), stored);
    const char *msg = WALK_CALL(w, t->acl->aclGetRecentErrMsg());
    WALK_READ(w, msg != NULL && strstr(msg, "aclrtGetRunMode") != NULL,
              "the recent message does not name aclrtGetRunMode: %s", msg != NULL ? msg : "NULL");
    aclrtErrorInfo info;
    memset(&info, 0xa5, sizeof info);
    WALK_STEP(w, t->acl->aclrtGetErrorVerbose(0, &info), ACL_SUCCESS);
    WALK_READ(w, info.errorType == ACL_RT_NO_ERROR && info.tryRepair == 0 && info.hasDetail == 0,
              "errorType %d, tryRepair %u, hasDetail %u on a device without a fault", (int)info.errorType,
              info.tryRepair, info.hasDetail);

    WALK_STEP(w, t->acl->aclrtPeekAtLastError(ACL_RT_THREAD_LEVEL), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtGetLastError(ACL_RT_THREAD_LEVEL), ACL_SUCCESS);
    msg = WALK_CALL(w, t->acl->aclGetRecentErrMsg());
    if (walk_observable(&w, "rtGetDevMsg", "an empty message",
                        "its driver stand-in reports a device message on every read; the host's is checked gone"))
        WALK_READ(w, msg == NULL, "a message is left after the first read: %s", msg);
    else
        WALK_READ(w, msg == NULL || strstr(msg, "aclrtGetRunMode") == NULL, "the host's message is read twice: %s",
                  msg);
    WALK_STEP(w, t->acl->aclrtResetDeviceForce(0), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclFinalize(), ACL_SUCCESS);
}
