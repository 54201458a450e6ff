/* aclFinalize and the deinit sequence (FIN001..FIN009, STATE002).
 *
 * aclFinalize consults only finalized: once a deinit has completed it answers
 * 100037; otherwise it runs the whole deinit whatever init_count is, even in a
 * process that never initialised. A failing step returns its code and
 * leaves init_count and finalized as they were; nothing is undone. */
#include "aclref_limits.h"
#include "apply.h"
#include "errmsg.h"
#include "lower/lower_layers.h"

/* FIN005: only if an init ever started the dump server (sticky, FIN008). */
static aclError stop_dump_server(const aclref_state *state)
{
    if (!state->dump_server_started) {
        return ACL_SUCCESS;
    }
    int ret = AdxDataDumpServerUnInit(); /* ERRMSG025: the report gives adump's code */
    REQUIRE(ret == 0, ACL_ERROR_INTERNAL_ERROR, "FIN005", EH_INTERNAL, "AdxDataDumpServerUnInit returned %d", ret);
    return ACL_SUCCESS;
}

/* FIN007, DEV006: only if a default device was ever set (sticky, FIN008);
 * SETDEV026: the default device is cleared. */
static aclError disable_default_device(const aclref_state *state)
{
    if (!state->default_device_set) {
        return ACL_SUCCESS;
    }
    rtError_t rt = rtSetDefaultDeviceId(ACLREF_NO_DEFAULT_DEVICE);
    REQUIRE(rt == ACL_RT_SUCCESS, rt, "FIN007", EH_INTERNAL, "rtSetDefaultDeviceId(-1) returned %d", (int)rt);
    return ACL_SUCCESS;
}

/* FIN003: the order of the product's aclFinalizeInternal. CB004: the
 * finalize callbacks run OP_COMPILER, MODEL, DVPP, OTHER at these points,
 * whatever their registration order. CB010: no registry is cleared.
 * FIN012: no config key's effect is undone (no rtDeviceSetLimit,
 * rtEventWorkModeSet or ErrMgrInit call). Devices, contexts, streams and
 * events are left alone: SETDEV027, SETDEV028, CTX020, STREAM012, RTEVENT014. */
aclError finalize_deinit(aclref_state *state)
{
    (void)DlogReportFinalize();      /* FIN004: failures ignored; FIN010: the flush delay is spent here */
    int32_t prof = MsprofFinalize(); /* PROF008: every deinit attempt, initialised or not */
    if (prof != 0) {                 /* FIN004: only reported (ERRMSG028) */
        REPORT("ERRMSG028", EH_INTERNAL, "MsprofFinalize returned %d", (int)prof);
    }
    aclError ret = callbacks_notify_finalize(ACL_REG_TYPE_ACL_OP_COMPILER);
    if (ret == ACL_SUCCESS) ret = callbacks_notify_finalize(ACL_REG_TYPE_ACL_MODEL);
    if (ret == ACL_SUCCESS) ret = stop_dump_server(state);
    if (ret == ACL_SUCCESS) ret = callbacks_notify_finalize(ACL_REG_TYPE_ACL_DVPP);
    if (ret == ACL_SUCCESS) ret = apply_fill_func_unregister();
    if (ret == ACL_SUCCESS) ret = disable_default_device(state);
    if (ret == ACL_SUCCESS) ret = callbacks_notify_finalize(ACL_REG_TYPE_OTHER);
    if (ret == ACL_SUCCESS) {
        state->finalized = true; /* FIN001; the first config stays (REP005) */
        state_set_init_count(state, 0);
    }
    return ret;
}

static aclError finalize_locked(aclref_state *state)
{
    REQUIRE(!state->finalized, ACL_ERROR_REPEAT_FINALIZE, "FIN001", EH_INTERNAL, "repeatedly finalized");
    return finalize_deinit(state); /* FIN002: also when never initialised */
}

aclError aclFinalize(void)
{
    aclref_state *state = state_get();
    state_lock_lifecycle();
    aclError ret = finalize_locked(state);
    state_unlock_lifecycle();
    return ret;
}
