/* The lifecycle scenarios of "aclcts diff" and "aclcts probe", as the suite
 * defines them: what each scenario calls (the steps), the callbacks it
 * registers, the configurations it is run with and the southbound faults it is
 * run under. The runner (harness/runner/diff.c, scenario.c) only starts each
 * in a fresh child and compares what the two libraries did. */
#ifndef ACLCTS_SCENARIOS_H_
#define ACLCTS_SCENARIOS_H_

#include <stddef.h>

#include <cjson/cJSON.h>

#include "aclcts/case.h"

typedef struct aclcts_diff_scenario {
    const char *name;
    const char *ops; /* comma list of the steps: init, fin, ref, cbs */
    int config_free; /* runs once, without a configuration */
    int faults;      /* expands into one run per fault symbol */
    int probe_pair;  /* the steps are aclcts probe's: a difference is reproduced by a probe pair */
} aclcts_diff_scenario;

extern const aclcts_diff_scenario aclcts_diff_scenarios[];
extern const size_t aclcts_diff_scenario_count;

/* The built-in configurations (diff_configs.c; per key from
 * include/acl/config_keys.def). */
typedef struct aclcts_diff_config {
    const char *name; /* file name in the scratch directory */
    const char *text;
} aclcts_diff_config;

#define ACLCTS_DIFF_FULL_CONFIG "full.json" /* every key valid (config_keys.h): the fault scenarios use it */

/* Built on the first call; *count of them (fewer if memory ran out). */
const aclcts_diff_config *aclcts_diff_config_list(size_t *count);

/* The southbound symbols a fault scenario fails, one run each, with
 * ACLCTS_DIFF_FAULT_CODE. */
#define ACLCTS_DIFF_FAULT_CODE 507000 /* ACL_ERROR_RT_INTERNAL_ERROR: a plausible lower-layer failure */

extern const char *const aclcts_diff_fault_symbols[];
extern const size_t aclcts_diff_fault_symbol_count;

/* The callback log of the current child: a new JSON array that every
 * callback registered by a "cbs" step appends to ("init:TYPE(len)",
 * "fin:TYPE"). The caller owns it; call once per child, before the steps. */
cJSON *aclcts_scenario_callback_log(void);
/* Runs one step against acl. Returns its JSON record ({"op", "ret", ...}), or
 * NULL for "cbs", which appends one record per callback type to calls. */
cJSON *aclcts_scenario_step(const aclcts_acl *acl, const char *op, const char *config, cJSON *calls);

/* What aclGetRecentErrMsg returns now, as a JSON string (null: NULL or not exported). */
cJSON *aclcts_scenario_errmsg(const aclcts_acl *acl);

/* "aclcts probe": aclInit(config), then aclFinalize. Returns
 * {"init": code, "finalize": code} and sets *errmsg to the message read right
 * after a failed aclInit, else after aclFinalize. phase(ctx, text) is told
 * before each call. Returns NULL (phase told why) when the target lacks
 * aclInit or aclFinalize. */
cJSON *aclcts_scenario_probe(const aclcts_acl *acl, const char *config, void (*phase)(void *ctx, const char *text),
                             void *ctx, cJSON **errmsg);

#endif /* ACLCTS_SCENARIOS_H_ */
