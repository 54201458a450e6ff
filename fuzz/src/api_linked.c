/* The reference's functions as an acl_api (scenario.h), for the targets that
 * link the reference. */
#include "scenario.h"

const acl_api acl_api_linked = {
#define ACLCTS_ACL_FN(NAME, RET, PARAMS, PROFILES) .NAME = NAME,
#include "acl/acl_functions.def"
};
