/* The depth scan that runs before parsing (JSON001, JSON002, JSON011).
 *
 * Purely lexical, as in the product: brackets inside strings count too, and
 * the scan stops at the first NUL (the caller passes the text up to it). */
#include "aclref_limits.h"
#include "errmsg.h"
#include "json.h"

aclError check_json_depth(const char *text, size_t len, unsigned *max_object, unsigned *max_array)
{
    unsigned object = 0, array = 0, object_max = 0, array_max = 0;
    for (size_t i = 0; i < len && text[i] != '\0'; i++) {
        switch (text[i]) {
        case '{': object++; if (object > object_max) object_max = object; break;
        case '}': if (object > 0) object--; break;
        case '[': array++; if (array > array_max) array_max = array; break;
        case ']': if (array > 0) array--; break;
        default: break;
        }
    }
    if (max_object != NULL) *max_object = object_max;
    if (max_array != NULL) *max_array = array_max;
    REQUIRE(object_max <= ACLREF_MAX_OBJECT_DEPTH,
            ACL_ERROR_PARSE_FILE, "JSON001", EH_INVALID_FILE,
            "object depth %u exceeds max %u", object_max, ACLREF_MAX_OBJECT_DEPTH);
    REQUIRE(array_max <= ACLREF_MAX_ARRAY_DEPTH, ACL_ERROR_PARSE_FILE, "JSON002", EH_INVALID_FILE,
            "array depth %u exceeds max %u", array_max, ACLREF_MAX_ARRAY_DEPTH);
    return ACL_SUCCESS;
}
