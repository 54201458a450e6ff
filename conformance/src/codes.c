/* Names of the codes a lifecycle call can return, for failure messages. */
#include <stddef.h>

#include "aclcts/case.h"

typedef struct code_name {
    long long code;
    const char *name;
} code_name;

static const code_name CODE_NAMES[] = {
    {0, "ACL_SUCCESS"},
    {100000, "ACL_ERROR_INVALID_PARAM"},
    {100001, "ACL_ERROR_UNINITIALIZE"},
    {100002, "ACL_ERROR_REPEAT_INITIALIZE"},
    {100003, "ACL_ERROR_INVALID_FILE"},
    {100004, "ACL_ERROR_WRITE_FILE"},
    {100005, "ACL_ERROR_INVALID_FILE_SIZE"},
    {100006, "ACL_ERROR_PARSE_FILE"},
    {100007, "ACL_ERROR_FILE_MISSING_ATTR"},
    {100008, "ACL_ERROR_FILE_ATTR_INVALID"},
    {100009, "ACL_ERROR_INVALID_DUMP_CONFIG"},
    {100010, "ACL_ERROR_INVALID_PROFILING_CONFIG"},
    {100037, "ACL_ERROR_REPEAT_FINALIZE"},
    {100045, "ACL_ERROR_DUMP_NOT_RUN"},
    {148048, "ACL_ERROR_INVALID_MAX_OPQUEUE_NUM_CONFIG"},
    {200000, "ACL_ERROR_BAD_ALLOC"},
    {200001, "ACL_ERROR_API_NOT_SUPPORT"},
    {200006, "ACL_ERROR_FEATURE_UNSUPPORTED"},
    {500000, "ACL_ERROR_INTERNAL_ERROR"},
    {500001, "ACL_ERROR_FAILURE"},
    {500002, "ACL_ERROR_GE_FAILURE"},
    {500003, "ACL_ERROR_RT_FAILURE"},
    {107000, "ACL_ERROR_RT_PARAM_INVALID"},
    {107001, "ACL_ERROR_RT_INVALID_DEVICEID"},
    {107002, "ACL_ERROR_RT_CONTEXT_NULL"},
    {207000, "ACL_ERROR_RT_FEATURE_NOT_SUPPORT"},
    {507000, "ACL_ERROR_RT_INTERNAL_ERROR"},
    {-1, "ADUMP_FAILED"},
    {-2, "ADUMP_INPUT_FAILED"},
};

const char *aclcts_code_name(long long code)
{
    for (size_t i = 0; i < sizeof CODE_NAMES / sizeof CODE_NAMES[0]; i++)
        if (CODE_NAMES[i].code == code)
            return CODE_NAMES[i].name;
    return NULL;
}
