/* The device-log flush timeout of DlogReportFinalize (FIN011; product
 * src/dfx/log/liblog/slog/plog/plog_device_log.c DlogReportGetFlushTimeout,
 * LogStrToInt; docs/zh/env_vars/ASCEND_LOG_DEVICE_FLUSH_TIMEOUT.md). */
#ifndef ACLCTS_LOWER_FLUSH_TIMEOUT_H_
#define ACLCTS_LOWER_FLUSH_TIMEOUT_H_

#define ACLCTS_FLUSH_TIMEOUT_DEFAULT_MS 2000
#define ACLCTS_FLUSH_TIMEOUT_MAX_MS 180000

/* The timeout in ms for a value of ASCEND_LOG_DEVICE_FLUSH_TIMEOUT (NULL:
 * unset): strtol base 10 (leading whitespace and one sign accepted), the
 * whole string consumed, no ERANGE, result in [0, 180000]; anything else 2000. */
int aclcts_flush_timeout_ms(const char *env_value);

#endif
