/* IPV004 (ipv350 profile): aclFinalizeReference and the four callback
 * (un)register APIs are not supported: a build either does not export them
 * or returns ACL_ERROR_API_NOT_SUPPORT (200001). A callback handed to an
 * unsupported register is never run. */
#include "helpers/callbacks.h"

#define NOT_EXPORTED(t, member) CHECK_TRUE((t), !ACLCTS_EXPORTS(t, member), #member " is not exported")

/* A build without `member` passes here (that it is absent is the check);
 * with it, the case goes on to check the refusal. */
#define ABSENT_OR_GO_ON(t, member)        \
    do {                                  \
        if (!ACLCTS_EXPORTS(t, member)) { \
            NOT_EXPORTED(t, member);      \
            return;                       \
        }                                 \
    } while (0)

/* An unregister function: absent, or it refuses with ACL_ERROR_API_NOT_SUPPORT. */
#define UNREGISTER_CASE(NAME, FN, CB)                                                     \
    ACLCTS_TEST(IPV004, NAME, "IPV004", ACLCTS_IPV350)                                    \
    {                                                                                     \
        ABSENT_OR_GO_ON(t, FN);                                                           \
        CHECK_CODE(t, t->acl->FN(ACL_REG_TYPE_ACL_MODEL, CB), ACL_ERROR_API_NOT_SUPPORT); \
    }

ACLCTS_TEST(IPV004, FinalizeReferenceIsNotSupported, "IPV004", ACLCTS_IPV350)
{
    ABSENT_OR_GO_ON(t, aclFinalizeReference);
    uint64_t n = 0;
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalizeReference(&n), ACL_ERROR_API_NOT_SUPPORT);
    CHECK_CODE(t, t->acl->aclFinalizeReference(NULL), ACL_ERROR_API_NOT_SUPPORT);
}

/* A register function the build exports refuses before and while
 * initialised, and the callback handed to it never runs (neither at init nor
 * at finalize). */
#define register_is_not_supported(t, ...) ACLCTS_HELPER(register_is_not_supported_, t, __VA_ARGS__)
static void register_is_not_supported_(aclcts_t *t, cb_registry r)
{
    static aclcts_cb a = {.tag = "A"};
    cb_register(t, "IPV004", r, ACL_REG_TYPE_ACL_MODEL, CB_FN, &a, ACL_ERROR_API_NOT_SUPPORT);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    cb_register(t, "IPV004", r, ACL_REG_TYPE_OTHER, CB_FN, &a, ACL_ERROR_API_NOT_SUPPORT);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, a.calls, 0);
}

ACLCTS_TEST(IPV004, InitCallbackRegisterIsNotSupported, "IPV004", ACLCTS_IPV350)
{
    ABSENT_OR_GO_ON(t, aclInitCallbackRegister);
    register_is_not_supported(t, CB_INIT);
}

UNREGISTER_CASE(InitCallbackUnRegisterIsNotSupported, aclInitCallbackUnRegister, aclcts_init_cb)

ACLCTS_TEST(IPV004, FinalizeCallbackRegisterIsNotSupported, "IPV004", ACLCTS_IPV350)
{
    ABSENT_OR_GO_ON(t, aclFinalizeCallbackRegister);
    register_is_not_supported(t, CB_FIN);
}

UNREGISTER_CASE(FinalizeCallbackUnRegisterIsNotSupported, aclFinalizeCallbackUnRegister, aclcts_fin_cb)
