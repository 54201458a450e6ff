/* HAZ002: a non-string acl_graph.event_mode. The product reads it with
 * get<std::string>() outside any try/catch and throws nlohmann::type_error
 * out of aclInit (json_parser.cpp GetEventModeFromFile); the intended result
 * is ACL_ERROR_INVALID_PARAM, like any other invalid event_mode. */
#include "init_common.h"

LC_CONFIG_CASE(HAZ002, NumericEventModeReturnsInvalidParam, "HAZ002",
               "{\"acl_graph\":{\"event_mode\":1}}", ACL_ERROR_INVALID_PARAM)
LC_CONFIG_CASE(HAZ002, BooleanEventModeReturnsInvalidParam, "HAZ002",
               "{\"acl_graph\":{\"event_mode\":true}}", ACL_ERROR_INVALID_PARAM)
LC_CONFIG_CASE(HAZ002, NullEventModeReturnsInvalidParam, "HAZ002",
               "{\"acl_graph\":{\"event_mode\":null}}", ACL_ERROR_INVALID_PARAM)
