/* EVT001: no rtEventWorkModeSet when acl_graph is absent, is not an object,
 * or has no event_mode (fixtures testEventMode_04/05). */
#include "helpers/init.h"

INIT_KEYS_CASE(EVT001, AbsentAclGraphMakesNoCall, "EVT001", "{\"other\":{\"event_mode\":\"1\"}}", ACL_SUCCESS, "")
INIT_KEYS_CASE(EVT001, EmptyAclGraphMakesNoCall, "EVT001", "{\"acl_graph\":{}}", ACL_SUCCESS, "")
INIT_KEYS_CASE(EVT001, OtherMemberMakesNoCall, "EVT001", "{\"acl_graph\":{\"eventMode\":\"1\"}}", ACL_SUCCESS, "")
INIT_KEYS_CASE(EVT001, StringAclGraphIsIgnored, "EVT001", "{\"acl_graph\":\"event_mode\"}", ACL_SUCCESS, "")
INIT_KEYS_CASE(EVT001, NumberAclGraphIsIgnored, "EVT001", "{\"acl_graph\":1}", ACL_SUCCESS, "")
INIT_KEYS_CASE(EVT001, NullAclGraphIsIgnored, "EVT001", "{\"acl_graph\":null}", ACL_SUCCESS, "")
INIT_KEYS_CASE(EVT001, ArrayAclGraphIsIgnored, "EVT001", "{\"acl_graph\":[{\"event_mode\":\"1\"}]}", ACL_SUCCESS, "")
INIT_KEYS_CASE(EVT001, TopLevelEventModeIsIgnored, "EVT001", "{\"event_mode\":\"1\"}", ACL_SUCCESS, "")
