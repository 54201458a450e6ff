/* aclrtGetSocName (QUERY022..QUERY025; src/acl/aclrt_impl/acl_rt_impl_base.cpp
 * aclrtGetSocNameImpl, InitSocVersion): the SoC probe's cached name, shared
 * with aclInit (soc.c). */
#include "acl/acl.h"
#include "apply.h"
#include "state.h"

ACL_FUNC_VISIBILITY const char *aclrtGetSocName(void)
{
    aclref_state *state = state_get();
    if (soc_probe(state) != 0) return NULL; /* QUERY024: only logged, nothing cached */
    return state->soc_name;                 /* QUERY022: the same text for the process */
}
