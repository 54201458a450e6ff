/* EVT003: any non-zero code from rtEventWorkModeSet is returned by aclInit,
 * FEATURE_NOT_SUPPORT (207000, e.g. 310B/310P) included, and init stops
 * before profiling (acl.cpp HandleEventModeConfig). */
#include "helpers/init.h"

#define EVT_CFG "{\"acl_graph\":{\"event_mode\":\"1\"}}"

/* Each row: rtEventWorkModeSet answers CODE, which aclInit returns. */
#define EVT_RETURNED(NAME, CODE) \
    INIT_RETURNED_CASE(EVT003, NAME, "EVT003", EVT_CFG, "rtEventWorkModeSet", "rtEventWorkModeSet(1)", CODE)

EVT_RETURNED(FeatureNotSupportIsReturned, ACL_ERROR_RT_FEATURE_NOT_SUPPORT)
/* What the runtime answers to a second set in the same process. */
EVT_RETURNED(ParamInvalidIsReturned, ACL_ERROR_RT_PARAM_INVALID)
EVT_RETURNED(RuntimeInternalErrorIsReturned, ACL_ERROR_RT_INTERNAL_ERROR)
