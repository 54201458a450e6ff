/* HAZ002: a non-string acl_graph.event_mode. The product reads it with
 * get<std::string>() outside any try/catch and throws nlohmann::type_error
 * out of aclInit (json_parser.cpp GetEventModeFromFile); the intended result
 * is ACL_ERROR_INVALID_PARAM, like any other invalid event_mode. */
#include "helpers/init.h"

/* A config whose acl_graph.event_mode is the JSON value V (not a string). */
#define EVENT_MODE(V) "{\"acl_graph\":{\"event_mode\":" V "}}"

INIT_CONFIG_CASE(HAZ002, NumericEventModeReturnsInvalidParam, "HAZ002", EVENT_MODE("1"), ACL_ERROR_INVALID_PARAM)
INIT_CONFIG_CASE(HAZ002, BooleanEventModeReturnsInvalidParam, "HAZ002", EVENT_MODE("true"), ACL_ERROR_INVALID_PARAM)
INIT_CONFIG_CASE(HAZ002, NullEventModeReturnsInvalidParam, "HAZ002", EVENT_MODE("null"), ACL_ERROR_INVALID_PARAM)
