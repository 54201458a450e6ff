/* CB015: the callback registries refuse without reporting: a NULL function
 * (100000), a second entry of a type other than OTHER (500000), and an
 * unregistration that finds nothing (500000) put nothing into the error
 * manager, so aclGetRecentErrMsg still answers NULL
 * (init_callback_manager.cpp RegInitCallback, UnregisterCallbackImpl and the
 * API wrappers of callback_api.cpp only return their codes). */
#include "helpers/callbacks.h"

static void refusals_report_nothing(aclcts_t *t, cb_registry r)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    static aclcts_cb a = {.tag = "A"};
    cb_register(t, "CB015", r, ACL_REG_TYPE_ACL_MODEL, CB_NULL, &a, ACL_ERROR_INVALID_PARAM);
    cb_register(t, "CB015", r, ACL_REG_TYPE_ACL_MODEL, CB_FN, &a, ACL_SUCCESS);
    cb_register(t, "CB015", r, ACL_REG_TYPE_ACL_MODEL, CB_FN2, &a, ACL_ERROR_INTERNAL_ERROR);
    cb_unregister(t, "CB015", r, ACL_REG_TYPE_ACL_MODEL, CB_NULL, ACL_ERROR_INVALID_PARAM);
    cb_unregister(t, "CB015", r, ACL_REG_TYPE_ACL_MODEL, CB_FN2, ACL_ERROR_INTERNAL_ERROR);
    cb_unregister(t, "CB015", r, ACL_REG_TYPE_ACL_DVPP, CB_FN, ACL_ERROR_INTERNAL_ERROR);
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), NULL);
}
CB_BOTH_REGISTRIES(CB015, InitRegistryRefusalsReportNothing, FinalizeRegistryRefusalsReportNothing,
                   "CB015 CB001 CB002 ERRMSG003", refusals_report_nothing)
