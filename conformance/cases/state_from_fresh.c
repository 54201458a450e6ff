/* STATE002, rows leaving FRESH:
 *   FRESH --aclInit ok--> INIT(1), 0
 *   FRESH --aclInit fails--> FRESH, error
 *   FRESH --aclFinalize--> deinit: ok -> FINALIZED, 0; fails -> FRESH, error
 *   FRESH --aclFinalizeReference(p)--> 100037, *p = 0, no deinit */
#include "helpers/callbacks.h"
#include "helpers/fin.h"
#include "helpers/init.h"
#include "helpers/text.h"
#include "helpers/traces.h"

ACLCTS_TEST(STATE002, FreshInitSuccessGoesToInitOne, "STATE002", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclFinalizeReference);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    init_expect_count_one(t, "STATE002");
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
}

ACLCTS_TEST(STATE002, FreshInitFailureStaysFresh, "STATE002 STATE003", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclInit(aclcts_path(t, "missing.json")), ACL_ERROR_INVALID_FILE);
    init_expect_count_zero(t, "STATE002");
    /* still not finalized: aclFinalize runs the deinit once */
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
}

/* The deinit runs in a never-initialised process: finalize callbacks fire. */
ACLCTS_TEST(STATE002, FreshFinalizeRunsDeinitAndFinalizes, "STATE002 FIN002", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclFinalizeCallbackRegister);
    aclcts_cb other = {.tag = "OTHER"};
    cb_add(t, "STATE002", CB_FIN, CB_ENTRIES({ACL_REG_TYPE_OTHER, &other, CB_FN}));
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, other.calls, 1);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
    CHECK_INT(t, other.calls, 1);
}

ACLCTS_TEST(STATE002, FreshFinalizeTraceIsTheDeinit, "STATE002 FIN002 FIN003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    text_buf want = {0};
    trace_deinit(&want, 0, 0);
    CHECK_TRACE(t, m, want.s);
}

/* A failing deinit leaves FRESH: the next aclFinalize runs it again. */
ACLCTS_TEST(STATE002, FreshFinalizeFailureStaysFresh, "STATE002 CB008", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclFinalizeCallbackRegister);
    aclcts_cb other = {.tag = "OTHER", .ret = ACL_ERROR_RT_DRV_INTERNAL_ERROR};
    cb_add(t, "STATE002", CB_FIN, CB_ENTRIES({ACL_REG_TYPE_OTHER, &other, CB_FN}));
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_RT_DRV_INTERNAL_ERROR);
    other.ret = ACL_SUCCESS;
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, other.calls, 2);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
}

ACLCTS_TEST(STATE002, FreshFinalizeReferenceReturnsRepeatFinalize, "STATE002 REF003", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclFinalizeReference);
    ACLCTS_NEED(t, aclFinalizeCallbackRegister);
    aclcts_cb other = {.tag = "OTHER"};
    cb_add(t, "STATE002", CB_FIN, CB_ENTRIES({ACL_REG_TYPE_OTHER, &other, CB_FN}));
    fin_expect_reference(t, "STATE002", ACL_ERROR_REPEAT_FINALIZE, 0);
    CHECK_INT(t, other.calls, 0);
    /* the finalized flag was not touched: aclFinalize still runs the deinit */
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, other.calls, 1);
}
