#ifndef ACLCTS_DIFF_CONFIGS_H_
#define ACLCTS_DIFF_CONFIGS_H_

#include <stddef.h>

typedef struct aclcts_diff_config {
    const char *name;  /* file name in the scratch directory */
    const char *text;
} aclcts_diff_config;

#define ACLCTS_DIFF_FULL_CONFIG "full.json" /* every key valid: the fault scenarios use it */

extern const aclcts_diff_config aclcts_diff_configs[];
extern const size_t aclcts_diff_config_count;

#endif /* ACLCTS_DIFF_CONFIGS_H_ */
