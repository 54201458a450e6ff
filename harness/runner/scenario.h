/* Lifecycle scenarios in a fresh child (scenario.c), shared by probe and diff. */
#ifndef ACLCTS_SCENARIO_H_
#define ACLCTS_SCENARIO_H_

#include <sys/wait.h>

#include <cjson/cJSON.h>

#include "child.h"

typedef struct aclcts_scenario_run {
    aclcts_child_cfg cfg; /* cfg.faults: the spy's fault list */
    const char *ops;      /* comma list of steps (aclcts/scenarios.h) */
    const char *config;   /* the aclInit argument (NULL allowed) */
} aclcts_scenario_run;

cJSON *aclcts_args_json(const char *args);
cJSON *aclcts_trace_json(const aclcts_spy *spy, size_t from);
/* Sends o as a TEXT record and frees it. */
void aclcts_send_json(int rfd, cJSON *o);
void aclcts_scenario_body(void *arg, int rfd);
/* Runs the scenario; returns its JSON text (malloc) or NULL with *death set. */
char *aclcts_scenario_exec(const aclcts_scenario_run *s, unsigned timeout_ms, char **death);

#endif /* ACLCTS_SCENARIO_H_ */
