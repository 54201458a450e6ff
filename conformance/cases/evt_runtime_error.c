/* EVT003: any non-zero code from rtEventWorkModeSet is returned by aclInit,
 * FEATURE_NOT_SUPPORT (207000, e.g. 310B/310P) included, and init stops
 * before profiling (config spec EVT-004, acl.cpp HandleEventModeConfig). */
#include "dev_common.h"

#define EVT_CFG "{\"acl_graph\":{\"event_mode\":\"1\"}}"

KC_FAULT_CASE(EVT003, FeatureNotSupportIsReturned, "EVT003", EVT_CFG, "rtEventWorkModeSet", 207000, 0, 207000,
              "rtEventWorkModeSet(1)=207000\n")
/* What the runtime answers to a second set in the same process. */
KC_FAULT_CASE(EVT003, ParamInvalidIsReturned, "EVT003", EVT_CFG, "rtEventWorkModeSet", 107000, 0, 107000,
              "rtEventWorkModeSet(1)=107000\n")
KC_FAULT_CASE(EVT003, RuntimeInternalErrorIsReturned, "EVT003", EVT_CFG, "rtEventWorkModeSet", 507000, 0, 507000,
              "rtEventWorkModeSet(1)=507000\n")
