/* The dump layer's path checks (adump_path.c). */
#ifndef ACLCTS_LOWER_ADUMP_PATH_H_
#define ACLCTS_LOWER_ADUMP_PATH_H_

#include <stddef.h>

/* DumpConfigConverter::CheckIpAddress: `text` is "<IPv4>:<rest>" with a valid
 * IPv4 part. Sets *colon_last when a ':' ends the text (reported, not fatal). */
int adp_is_ip_path(const char *text, int *colon_last);
/* FileUtils::IsValidDirChar: non-empty, only [A-Za-z0-9] and -=[];\,./!@#$%^&*()_+{}: ? */
int adp_valid_dir_chars(const char *text, size_t len);
/* realpath succeeds / is a directory / R and W access, of the C string `path`.
 * Each returns 1 when the check passes. */
int adp_exists(const char *path);
int adp_is_dir(const char *path);
int adp_rw(const char *path);
/* DumpConfigConverter::CheckDumpPath for an environment value: created
 * recursively (mode 0700) when missing, then resolvable, a directory, R/W. */
int adp_env_dir_usable(const char *path);
/* Path(base).Append(part): separators between and after, `part` trimmed. */
char *adp_append(const char *base, const char *part);

#endif
