/* The streams of the DEVSET and PEER cases (devset.h). */
#include "devset.h"

#include "chain.h"

aclrtStream devset_destroyed_stream(aclcts_t *t, const char *rule)
{
    chain_set_device(t, rule, 0);
    aclrtStream s = chain_create_stream(t, rule);
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclrtDestroyStream(s), ACL_SUCCESS);
    return s;
}

aclrtStream devset_foreign_stream(aclcts_t *t, const char *rule)
{
    chain_set_device(t, rule, 0);
    aclrtStream s = chain_create_stream(t, rule);
    chain_set_device(t, rule, 1);
    return s;
}
