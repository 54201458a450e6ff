/* aclFinalizeReference (REF001..REF004, THR002).
 *
 * rc > 1: count down, no deinit. rc == 1: the full deinit. rc == 0: 100037
 * without consulting F. *refCount always receives the count after the call
 * (when refCount is not NULL). */
#include "apply.h"
#include "errmsg.h"

static aclError finalize_reference_locked(aclref_state *state)
{
    uint64_t count = state_init_count(state);
    if (count > 1) { /* REF001 */
        state_set_init_count(state, count - 1);
        return ACL_SUCCESS;
    }
    REQUIRE(count == 1, ACL_ERROR_REPEAT_FINALIZE, "REF003", EH_INTERNAL, /* API005 */
            "aclFinalizeReference without an initialised library");
    return finalize_deinit(state); /* REF002 */
}

aclError aclFinalizeReference(uint64_t *refCount)
{
    aclref_state *state = state_get();
    state_lock_lifecycle();
    aclError ret = finalize_reference_locked(state);
    if (refCount != NULL) { /* REF003, REF004: whatever the result */
        *refCount = state_init_count(state);
    }
    state_unlock_lifecycle();
    return ret;
}
