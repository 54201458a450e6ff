/* The ipv350 profile (IPV001..IPV012): the product's C layer (src/acl/aclrt_c,
 * shipped as a libascendcl.so of its own). This file is what the ipv350
 * library, build/lib/ipv350/libascendcl.so (ref/CMakeLists.txt, target
 * ascendcl_ipv350), has in place of the product library's init.c,
 * finalize.c, get_recent_errmsg.c and platform_info.c. Like the C layer, that
 * library has no aclFinalizeReference and no callback function (IPV004).
 *
 * Counted pairs, like the product's C layer (src/acl/aclrt_c/common/acl_rt.c):
 * only the first aclInit runs the init hook, each later one counts and
 * returns 0; each aclFinalize counts down and returns 0, the deinit hook runs
 * at 1 -> 0, nothing at 0. The hooks call the C layer's own lower layer:
 *
 *   init   rtInit, GeInitialize, then GeDbgInit(path) for a legal path;
 *          a failure undoes what the hook started and aclInit returns 500000
 *   deinit GeDbgDeInit, GeFinalize, rtDeinit (results ignored)
 *
 * No JSON checks, no first-config rule. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

#include "acl/acl.h"
#include "errmsg.h"
#include "lower/lower_layers.h"
#include "rt_chain.h"
#include "state.h"

#define GE_SUCCESS 0u /* SUCCESS of ge_executor_rt.h */

/* IPV011 (acl_rt.c PathIsLegal): the path is legal when fopen(path, "r")
 * succeeds and fseek to the end then ftell gives a non-zero size. NULL, "",
 * a path that cannot be opened and an empty file are not legal, and not an
 * error (IPV005). HAZ006: the product's fopen blocks on a FIFO until a writer
 * comes; here only regular files are opened, so a FIFO (or any other special
 * file) is simply not legal. */
static bool path_is_legal(const char *path)
{
    struct stat st;
    if (path == NULL || stat(path, &st) != 0 || !S_ISREG(st.st_mode)) return false;
    FILE *f = fopen(path, "r");
    if (f == NULL) return false;
    (void)fseek(f, 0, SEEK_END);
    bool legal = ftell(f) != 0;
    fclose(f);
    return legal;
}

/* IPV009, IPV010: the init hook, in the C layer's order; a failure rolls back
 * what the hook started, in reverse. */
static aclError init_hook(const char *path)
{
    bool legal = path_is_legal(path); /* no side effect: asked first, used where the C layer asks */
    rtError_t rt = rtInit();
    REQUIRE(rt == ACL_RT_SUCCESS, ACL_ERROR_INTERNAL_ERROR, "IPV010", EH_INTERNAL, "rtInit returned %d", (int)rt);
    aclcts_ge_status ge = GeInitialize();
    if (ge != GE_SUCCESS) rtDeinit();
    REQUIRE(ge == GE_SUCCESS, ACL_ERROR_INTERNAL_ERROR, "IPV010", EH_INTERNAL, "GeInitialize returned %u",
            (unsigned)ge);
    if (!legal) return ACL_SUCCESS;
    ge = GeDbgInit(path);
    if (ge != GE_SUCCESS) {
        (void)GeFinalize();
        rtDeinit();
    }
    REQUIRE(ge == GE_SUCCESS, ACL_ERROR_INTERNAL_ERROR, "IPV010", EH_INTERNAL, "GeDbgInit returned %u", (unsigned)ge);
    return ACL_SUCCESS;
}

/* IPV012: the deinit hook; GeDbgDeInit runs even when GeDbgInit never did. */
static void deinit_hook(void)
{
    (void)GeDbgDeInit();
    (void)GeFinalize();
    rtDeinit();
}

aclError aclInit(const char *configPath)
{
    aclref_state *state = state_get();
    state_lock_lifecycle(); /* IPV006: concurrent calls, one init */
    aclError ret = ACL_SUCCESS;
    if (state->ipv350_count > 0) { /* IPV001, IPV003: later configs are ignored */
        state->ipv350_count++;
    } else {
        ret = init_hook(configPath); /* IPV008: a failure leaves the count at 0 */
        if (ret == ACL_SUCCESS) state->ipv350_count = 1;
    }
    state_unlock_lifecycle();
    return ret;
}

/* IPV002: always 0; the deinit runs when the count goes from 1 to 0. */
aclError aclFinalize(void)
{
    aclref_state *state = state_get();
    state_lock_lifecycle();
    if (state->ipv350_count > 0 && --state->ipv350_count == 0) deinit_hook();
    state_unlock_lifecycle();
    return ACL_SUCCESS;
}

/* IPV007: the C layer reports nothing to its error manager itself: acl_rt.c
 * and its aclrt* functions only log their failures (aclrt_c/common/
 * log_inner.h: ACL_LOG_INNER_ERROR, ACL_REQUIRES_NOT_NULL_WITH_INPUT_REPORT
 * print or DlogRecord), so GetErrorMessage answers NULL after any of them.
 * The host text the reference recorded is taken and dropped. */
const char *aclGetRecentErrMsg(void)
{
    free(errmsg_take_host_text());
    return NULL;
}

/* SETDEV035, CTX023: aclrtSetDevice and aclrtCreateContext of the C layer
 * (aclrt_c/runtime/device.c, context.c) update no platform info. */
aclError rt_chain_device_up(int32_t deviceId)
{
    (void)deviceId;
    return ACL_SUCCESS;
}
