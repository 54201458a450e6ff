/* The target loaded once in a throwaway child before a run (preflight.c). */
#ifndef ACLCTS_PREFLIGHT_H_
#define ACLCTS_PREFLIGHT_H_

#include <stddef.h>

#include "aclcts/case.h"
#include "child.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct aclcts_target {
    char *missing[ACLCTS_ACL_COUNT]; /* ACL functions the target does not export */
    size_t nmissing;
    int imports_southbound; /* .dynsym has undefined references to the southbound */
} aclcts_target;

/* Loads the target in a throwaway child; returns 0, or -1 after printing why
 * it cannot be loaded (or, under --southbound system, why this host cannot
 * run it: aclcts_host_lower_check, whose messages start with `who`,
 * "aclcts run" or "aclcts diff"). */
int aclcts_preflight(const char *who, const aclcts_child_cfg *cfg, unsigned timeout_ms, aclcts_target *out);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_PREFLIGHT_H_ */
