/* The configuration files a case hands aclInit, written into the case's
 * private directory, and the environment aclInit reads beside them. */
#ifndef ACLCTS_HELPERS_CONFIGS_H_
#define ACLCTS_HELPERS_CONFIGS_H_

#include <stddef.h>

#include "aclcts/case.h"

/* A config that sets default device 0: starts the dump server (any non-empty
 * config does) and sets both sticky flags of FIN008. */
#define CONFIG_DEV0_JSON "{\"defaultDevice\":{\"default_device\":\"0\"}}"

/* The product's limit: json_parser.cpp MAX_CONFIG_FILE_BYTE = 10 MiB. */
#define CONFIG_SIZE_LIMIT (10u * 1024u * 1024u)

/* The product reads these at aclInit (PROFILER_SAMPLECONFIG,
 * AUTO_USE_UC_MEMORY); the cases unset them so the runner's environment
 * cannot change the expected trace. */
void config_clear_env(void);

/* Writes `json` as the case's config file acl.json and returns its path.
 * The expected traces of these cases carry the default SoC's runtime answers
 * (SIMT limit types unsupported, FIFO ranges), so this pins that SoC
 * (aclcts_default_soc), and it clears the environment (config_clear_env). */
const char *config_write(aclcts_t *t, const char *json);

/* dev0.json holding CONFIG_DEV0_JSON. */
const char *config_dev0_file(aclcts_t *t);
/* braces.json holding `{}`: non-empty, so it starts the dump server, but sets
 * no default device. */
const char *config_braces_file(aclcts_t *t);
/* full.json holding the all-keys config (aclcts_config_all_keys); pins the
 * default SoC, whose runtime answers the full trace carries (trace_init_full);
 * its profiler is on ({"switch":"on"}): a case that goes past the profiling
 * step needs msprof's yes, a device host's (prof_need_device_host); on a
 * general server init stops there (PROF011). */
const char *config_all_keys_file(aclcts_t *t);
/* A file `name` of exactly `size` bytes: `head`, then spaces (valid trailing
 * whitespace when head is a JSON value); skips when it cannot be written. */
const char *config_file_of_size(aclcts_t *t, const char *name, const char *head, size_t size);
/* The same size with `head` and then a hole: the rest reads as NUL bytes and
 * is never written (ftruncate), so a file over the size limit costs nothing
 * to make. Its stat size and its read length are `size`, as the other's; for
 * a file a target must refuse by its size (FILE005: the product's
 * IsValidFileName refuses on stat's size before it reads a byte), not for
 * one whose content is parsed. */
const char *config_file_sparse(aclcts_t *t, const char *name, const char *head, size_t size);

#endif /* ACLCTS_HELPERS_CONFIGS_H_ */
