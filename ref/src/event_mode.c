/* acl_graph.event_mode (EVT001..EVT003, HAZ002): the strings "0" and "1". */
#include <stdlib.h>

#include "apply.h"
#include "errmsg.h"
#include "lower/lower_layers.h"

aclError check_event_mode(json_span root, bool *present, uint8_t *mode)
{
    json_span section, member;
    *present = false;
    /* EVT001: absent or non-object acl_graph, or no event_mode */
    if (!json_member(root, "acl_graph", &section) || !json_member(section, "event_mode", &member)) {
        return ACL_SUCCESS;
    }
    /* HAZ002: the product throws nlohmann::type_error here */
    REQUIRE(json_kind_of(member) == JSON_STRING, ACL_ERROR_INVALID_PARAM, "HAZ002", EH_INVALID_PARAM,
            "acl_graph.event_mode must be a string");
    bool zero = json_string_equals(member, "0");
    if (!zero && !json_string_equals(member, "1")) {
        char *text = json_string_dup(member);
        aclError ret = aclref_fail(ACL_ERROR_INVALID_PARAM, "EVT002", __FILE__, __LINE__, EH_INVALID_PARAM,
                                   "Getting event mode failed: value %s for parameter event_mode: value must be 0 or 1",
                                   text != NULL ? text : ""); /* ERRMSG022 */
        free(text);
        return ret;
    }
    *mode = zero ? 0 : 1;
    *present = true;
    return ACL_SUCCESS;
}

aclError apply_event_mode(json_span root)
{
    bool present = false;
    uint8_t mode = 0;
    aclError ret = check_event_mode(root, &present, &mode);
    if (ret != ACL_SUCCESS || !present) {
        return ret;
    }
    rtError_t rt = rtEventWorkModeSet(mode);
    /* EVT003: every runtime error is returned, 207000 included */
    REQUIRE(rt == ACL_RT_SUCCESS, rt, "EVT003", EH_INTERNAL, "rtEventWorkModeSet(%u) returned %d", (unsigned)mode,
            (int)rt);
    return ACL_SUCCESS;
}
