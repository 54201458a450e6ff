/* The configuration files of the cases (configs.h). */
/* setenv/unsetenv under plain C11. */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include "configs.h"
#include "prof.h"

#include <stdlib.h>
#include <string.h>

#include "aclcts/config_keys.h"

void config_clear_env(void)
{
    unsetenv("PROFILER_SAMPLECONFIG");
    unsetenv("AUTO_USE_UC_MEMORY");
}

const char *config_write(aclcts_t *t, const char *json)
{
    config_clear_env();
    aclcts_default_soc(t);
    return aclcts_file(t, "acl.json", json);
}

const char *config_dev0_file(aclcts_t *t) { return aclcts_file(t, "dev0.json", CONFIG_DEV0_JSON); }

const char *config_braces_file(aclcts_t *t) { return aclcts_file(t, "braces.json", "{}"); }

const char *config_all_keys_file(aclcts_t *t)
{
    aclcts_default_soc(t);    /* the full trace carries its runtime answers */
    prof_need_device_host(t); /* its profiler is on */
    return aclcts_file(t, "full.json", aclcts_config_all_keys());
}

const char *config_file_of_size(aclcts_t *t, const char *name, const char *head, size_t size)
{
    char *buf = malloc(size);
    if (!buf) SKIP(t, "cannot allocate %zu bytes", size);
    size_t h = strlen(head);
    memset(buf, ' ', size);
    memcpy(buf, head, h < size ? h : size);
    const char *path = aclcts_file_bytes(t, name, buf, size);
    free(buf);
    return path;
}
