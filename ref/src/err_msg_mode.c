/* err_msg_mode (ERRMSG001, ERRMSG002): only the JSON strings "0" and "1".
 * The product compares the value's compact JSON text with "\"0\"" and
 * "\"1\"", so numbers, "01", " 1" fail and "\u0031" passes. */
#include "config.h"
#include "errmsg.h"
#include "lower/lower_layers.h"

aclError check_err_msg_mode(json_span root, uint32_t *mode)
{
    *mode = ERR_MSG_INTERNAL_MODE;
    json_span value;
    if (!json_member(root, "err_msg_mode", &value) || json_string_equals(value, "0")) {
        return ACL_SUCCESS;
    }
    /* ERRMSG022: the value as its JSON text, as the product reports the
     * dumped value (the raw span: the same for every value but an escaped
     * spelling, which the product re-serialises) */
    REQUIRE(json_string_equals(value, "1"), ACL_ERROR_INVALID_PARAM, "ERRMSG001", EH_INVALID_PARAM,
            "Parsing the configuration of the error information reporting mode failed: value %.*s for parameter "
            "err_msg mode: err_msg mode config is invalid, only support INTERNAL_MODE and PROCESS_MODE",
            (int)value.len, value.start);
    *mode = ERR_MSG_PROCESS_MODE;
    return ACL_SUCCESS;
}
