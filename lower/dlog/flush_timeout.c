/* FIN011: the strict parse of ASCEND_LOG_DEVICE_FLUSH_TIMEOUT. */
#include "dlog/flush_timeout.h"

#include <errno.h>
#include <stdlib.h>

int aclcts_flush_timeout_ms(const char *env_value)
{
    if (env_value == NULL || *env_value == '\0') {
        return ACLCTS_FLUSH_TIMEOUT_DEFAULT_MS;
    }
    char *end = NULL;
    errno = 0;
    long v = strtol(env_value, &end, 10);
    if (end == env_value || *end != '\0' || errno == ERANGE) {
        return ACLCTS_FLUSH_TIMEOUT_DEFAULT_MS;
    }
    if (v < 0 || v > ACLCTS_FLUSH_TIMEOUT_MAX_MS) {
        return ACLCTS_FLUSH_TIMEOUT_DEFAULT_MS;
    }
    return (int)v;
}
