/* EVT003: any non-zero code from rtEventWorkModeSet is returned by aclInit,
 * FEATURE_NOT_SUPPORT (207000, e.g. 310B/310P) included, and init stops
 * before profiling (acl.cpp HandleEventModeConfig). */
#include "dev_common.h"

#define EVT_CFG "{\"acl_graph\":{\"event_mode\":\"1\"}}"

KC_FAULT_CASE(EVT003, FeatureNotSupportIsReturned, "EVT003",
              .json = EVT_CFG,
              .symbol = "rtEventWorkModeSet", .fail = ACL_ERROR_RT_FEATURE_NOT_SUPPORT, .nth = 0, .code = ACL_ERROR_RT_FEATURE_NOT_SUPPORT,
              .keys = "rtEventWorkModeSet(1)=207000\n")
/* What the runtime answers to a second set in the same process. */
KC_FAULT_CASE(EVT003, ParamInvalidIsReturned, "EVT003",
              .json = EVT_CFG,
              .symbol = "rtEventWorkModeSet", .fail = ACL_ERROR_RT_PARAM_INVALID, .nth = 0, .code = ACL_ERROR_RT_PARAM_INVALID,
              .keys = "rtEventWorkModeSet(1)=107000\n")
KC_FAULT_CASE(EVT003, RuntimeInternalErrorIsReturned, "EVT003",
              .json = EVT_CFG,
              .symbol = "rtEventWorkModeSet", .fail = ACL_ERROR_RT_INTERNAL_ERROR, .nth = 0, .code = ACL_ERROR_RT_INTERNAL_ERROR,
              .keys = "rtEventWorkModeSet(1)=507000\n")
