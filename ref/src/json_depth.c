/* The depth scan that runs before parsing (JSON001, JSON002, JSON011).
 *
 * Purely lexical, as in the product: brackets inside strings count too, and
 * the scan stops at the first NUL (the caller passes the text up to it). */
#include "aclref_limits.h"
#include "errmsg.h"
#include "json.h"
#include "json_grammar.h"

aclError check_json_depth(const char *text, size_t len, unsigned *max_object, unsigned *max_array)
{
    unsigned object = 0, array = 0, object_max = 0, array_max = 0;
    for (size_t i = 0; i < len; i++) {
        i += json_grammar_space_run(text + i, len - i); /* whitespace moves no depth (a big config is padding) */
        if (i == len || text[i] == '\0') break;
        switch (text[i]) {
        case '{':
            object++;
            if (object > object_max) object_max = object;
            break;
        case '}':
            if (object > 0) object--;
            break;
        case '[':
            array++;
            if (array > array_max) array_max = array;
            break;
        case ']':
            if (array > 0) array--;
            break;
        default:
            break;
        }
    }
    if (max_object != NULL) *max_object = object_max;
    if (max_array != NULL) *max_array = array_max;
    /* JSON001 objects, JSON002 arrays; ERRMSG019: one report gives both maxima */
    REQUIRE(object_max <= ACLREF_MAX_OBJECT_DEPTH && array_max <= ACLREF_MAX_ARRAY_DEPTH, ACL_ERROR_PARSE_FILE,
            object_max > ACLREF_MAX_OBJECT_DEPTH ? "JSON001" : "JSON002", EH_INVALID_FILE,
            "config file \"%s\" is invalid: object depth %u exceeds max %u or array depth %u exceeds max %u",
            errmsg_config_path(), object_max, ACLREF_MAX_OBJECT_DEPTH, array_max, ACLREF_MAX_ARRAY_DEPTH);
    return ACL_SUCCESS;
}
