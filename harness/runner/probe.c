/* "aclcts probe": aclInit(FILE or NULL) then aclFinalize() in a fresh child;
 * prints {"init","finalize","trace","errmsg"} as one JSON object. */
#define _GNU_SOURCE
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aclcts/scenarios.h"
#include "child.h"
#include "commands.h"
#include "host_lower.h"
#include "jobs.h"
#include "options.h"
#include "reap.h"
#include "scenario.h"
#include "workdir.h"

/* The probe's steps are the suite's (aclcts_scenario_probe); each phase goes
 * on the report channel, so a crash names the call it happened in. */
static void phase(void *ctx, const char *text) { aclcts_report(*(int *)ctx, ACLCTS_REC_PHASE, text, strlen(text)); }

static void probe_body(void *arg, int rfd)
{
    const aclcts_scenario_run *s = arg;
    static aclcts_child_target l;
    aclcts_child_load_or_end(&s->cfg, &l, rfd);
    cJSON *errmsg = NULL;
    cJSON *o = aclcts_scenario_probe(&l.acl, s->config, phase, &rfd, &errmsg);
    if (o == NULL) aclcts_child_exit(rfd, ACLCTS_CHILD_NO_LIFECYCLE);
    cJSON_AddItemToObject(o, "trace", l.have_spy ? aclcts_trace_json(&l.spy, 0) : cJSON_CreateArray());
    cJSON_AddItemToObject(o, "errmsg", errmsg);
    aclcts_send_json(rfd, o);
    aclcts_child_exit(rfd, ACLCTS_CHILD_OK);
}

int aclcts_cmd_probe(const aclcts_opts *o)
{
    if (o->lib == NULL) {
        fprintf(stderr, "aclcts probe: --lib PATH is required (see 'aclcts probe --help')\n");
        return ACLCTS_EXIT_USAGE;
    }
    char lib[PATH_MAX], config[PATH_MAX];
    if (realpath(o->lib, lib) == NULL) {
        fprintf(stderr, "aclcts probe: cannot read %s\n", o->lib);
        return ACLCTS_EXIT_USAGE;
    }
    /* The child runs in a private directory: make a relative config absolute
     * (a missing file stays as given: that is the probe's point). */
    const char *cfgpath = o->config;
    if (cfgpath != NULL && cfgpath[0] != '/' && cfgpath[0] != '\0' && realpath(cfgpath, config) != NULL)
        cfgpath = config;
    aclcts_reap_init();
    char *dir = aclcts_workdir_create();
    if (dir == NULL) return ACLCTS_EXIT_USAGE;
    aclcts_scenario_run s = {{lib, o->use_spy ? o->spy : NULL, o->profile, o->soc, o->faults, 1, dir}, "", cfgpath};
    if (aclcts_host_lower_check("aclcts probe", &s.cfg, o->timeout_ms) != 0) {
        aclcts_workdir_remove(dir);
        free(dir);
        return ACLCTS_EXIT_USAGE;
    }
    aclcts_job j;
    if (aclcts_job_start(&j, probe_body, &s, NULL, dir, o->timeout_ms) != 0) {
        perror("aclcts probe: fork");
        return ACLCTS_EXIT_USAGE;
    }
    aclcts_job_run(&j);
    aclcts_workdir_remove(dir);
    free(dir);
    aclcts_outcome oc;
    aclcts_job_outcome(&j, &oc);
    int rc = ACLCTS_EXIT_OK;
    if (WIFEXITED(j.wstatus) && WEXITSTATUS(j.wstatus) == ACLCTS_CHILD_OK && !j.timed_out && oc.text != NULL) {
        printf("%s\n", oc.text);
    } else if (WIFEXITED(j.wstatus) && WEXITSTATUS(j.wstatus) == ACLCTS_CHILD_LOAD_FAILED) {
        fprintf(stderr, "aclcts probe: %s\n", oc.text ? oc.text : "cannot load the target");
        rc = ACLCTS_EXIT_USAGE;
    } else {
        char *death = aclcts_job_death(&j, &oc);
        cJSON *c = cJSON_CreateObject();
        cJSON_AddNullToObject(c, "init");
        cJSON_AddNullToObject(c, "finalize");
        cJSON_AddItemToObject(c, "trace", cJSON_CreateArray());
        cJSON_AddNullToObject(c, "errmsg");
        cJSON_AddStringToObject(c, "crash", death);
        char *text = cJSON_PrintUnformatted(c);
        printf("%s\n", text);
        free(text);
        cJSON_Delete(c);
        free(death);
        rc = ACLCTS_EXIT_NONCONFORMANT;
    }
    aclcts_outcome_free(&oc);
    aclcts_job_free(&j);
    return rc;
}
