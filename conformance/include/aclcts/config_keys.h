/* The keys of the aclInit configuration file (include/acl/config_keys.def)
 * as data, and the configurations built from them: one key at a value, and
 * every key at its valid value. */
#ifndef ACLCTS_CONFIG_KEYS_H_
#define ACLCTS_CONFIG_KEYS_H_

#include <stddef.h>

#define ACLCTS_CONFIG_ROOT "ROOT" /* the section of a top-level key */

typedef struct aclcts_config_key {
    const char *key;
    const char *section;         /* ACLCTS_CONFIG_ROOT: a top-level key */
    const char *family, *stage;  /* config_keys.def's FAMILY and STAGE */
    const char *valid, *invalid; /* JSON texts */
} aclcts_config_key;

extern const aclcts_config_key aclcts_config_keys[];
extern const size_t aclcts_config_key_count;

/* {"KEY":value} or {"SECTION":{"KEY":value}}; malloc'd, NULL without memory. */
char *aclcts_config_one_key(const aclcts_config_key *k, const char *value);

/* Every key at its valid value, in config_keys.def's order, the members of a
 * section in one object: {"err_msg_mode":"1",...,"StackSize":{...},...}.
 * Built on the first call; NULL without memory. */
const char *aclcts_config_all_keys(void);

/* The same but without the key named `key` (NULL: none left out; a section
 * none of whose keys is left is not written); malloc'd, NULL without memory. */
char *aclcts_config_all_keys_but(const char *key);

#endif /* ACLCTS_CONFIG_KEYS_H_ */
