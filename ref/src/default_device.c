/* defaultDevice.default_device (DEV001..DEV006).
 *
 * The value must be a JSON string matching 0|[1-9][0-9]*; it becomes
 * (int32)strtol(text). -1 is the runtime's "no default device", so a text
 * that converts to -1 ("4294967295", or anything strtol saturates) sets
 * nothing. Every parse failure is ACL_ERROR_FAILURE at aclInit. */
#include <stdlib.h>

#include "aclref_limits.h"
#include "apply.h"
#include "errmsg.h"
#include "lower/lower_layers.h"

static bool is_device_id_text(const char *text)
{
    if (text[0] == '0') {
        return text[1] == '\0'; /* DEV003: no leading zero */
    }
    if (text[0] < '1' || text[0] > '9') {
        return false;
    }
    for (const char *p = text + 1; *p != '\0'; p++) {
        if (*p < '0' || *p > '9') {
            return false;
        }
    }
    return true;
}

aclError check_default_device(json_span root, bool *present, int32_t *device_id)
{
    json_span section, member;
    *present = false;
    *device_id = ACLREF_NO_DEFAULT_DEVICE;
    /* DEV001: absent or non-object defaultDevice, or no default_device */
    if (!json_member(root, "defaultDevice", &section) || !json_member(section, "default_device", &member)) {
        return ACL_SUCCESS;
    }
    REQUIRE(json_kind_of(member) == JSON_STRING, ACL_ERROR_FAILURE, "DEV002", EH_INVALID_FILE, /* ERRMSG020 */
            "config file \"%s\" is invalid: JSON parse exception: defaultDevice.default_device must be a string",
            errmsg_config_path());
    char *text = json_string_dup(member);
    if (text == NULL || !is_device_id_text(text)) {
        aclError ret = aclref_fail(ACL_ERROR_FAILURE, "DEV003", __FILE__, __LINE__, EH_INVALID_PARAM, /* ERRMSG022 */
                                   "Parsing the default device ID from the configuration file failed: value %s "
                                   "for parameter default_device: value must be 0 or a positive integer",
                                   text != NULL ? text : "");
        free(text);
        return ret;
    }
    *device_id = (int32_t)strtol(text, NULL, 10); /* DEV004: saturate, then truncate */
    free(text);
    *present = *device_id != ACLREF_NO_DEFAULT_DEVICE; /* DEV004 */
    return ACL_SUCCESS;
}

aclError apply_default_device(aclref_state *state, json_span root)
{
    bool present;
    int32_t device_id;
    aclError ret = check_default_device(root, &present, &device_id);
    if (ret != ACL_SUCCESS || !present) {
        return ret;
    }
    rtError_t rt = rtSetDefaultDeviceId(device_id);
    REQUIRE(rt == ACL_RT_SUCCESS, rt, "DEV005", EH_INTERNAL, "rtSetDefaultDeviceId(%d) returned %d", (int)device_id,
            (int)rt);
    state->default_device_set = true; /* DEV006, FIN008: sticky */
    return ACL_SUCCESS;
}
