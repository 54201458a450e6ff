/* DEVSET022: the NULL refusals of the device settings are reported as
 * EH0008 with the function's name and the parameter's
 * (ACL_REQUIRES_NOT_NULL_WITH_INPUT_REPORT in device.cpp and event.cpp). */
#include "helpers/devset.h"

DEVSET_NULL_REPORT(DEVSET022, GetDeviceSatModeNullIsReported, t->acl->aclrtGetDeviceSatMode(NULL),
                   "aclrtGetDeviceSatMode", "mode")
DEVSET_NULL_REPORT(DEVSET022, SetOpExecuteTimeOutV2NullIsReported, t->acl->aclrtSetOpExecuteTimeOutV2(1000u, NULL),
                   "aclrtSetOpExecuteTimeOutV2", "actualTimeout")
DEVSET_NULL_REPORT(DEVSET022, GetOverflowStatusNullIsReported, t->acl->aclrtGetOverflowStatus(NULL, 64, NULL),
                   "aclrtGetOverflowStatus", "outputAddr")
