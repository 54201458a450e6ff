/* Target preflight: can the target be loaded at all, which lifecycle symbols
 * does it lack, does it import the southbound? Loading happens in a throwaway
 * child, so a constructor that crashes or hangs cannot take the runner down. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "aclcts/case.h"
#include "child.h"
#include "elf_imports.h"
#include "host_lower.h"
#include "jobs.h"
#include "preflight.h"
#include "southbound_names.h"

static void preflight_body(void *arg, int rfd)
{
    const aclcts_child_cfg *cfg = arg;
    static aclcts_child_target l;
    aclcts_child_load_or_end(cfg, &l, rfd);
    for (size_t i = 0; i < ACLCTS_ACL_COUNT; i++) {
        if (dlsym(l.target, aclcts_acl_names[i]) == NULL) {
            char line[128];
            int n = snprintf(line, sizeof line, "missing %s\n", aclcts_acl_names[i]);
            aclcts_report(rfd, ACLCTS_REC_TEXT, line, (size_t)n);
        }
    }
    aclcts_report(rfd, ACLCTS_REC_PHASE, "loaded", 6);
    aclcts_child_exit(rfd, ACLCTS_CHILD_OK);
}

static void collect_missing(const char *text, aclcts_target *out)
{
    const char *p = text;
    while (p != NULL && (p = strstr(p, "missing ")) != NULL && out->nmissing < ACLCTS_ACL_COUNT) {
        p += strlen("missing ");
        size_t n = strcspn(p, "\n");
        out->missing[out->nmissing++] = strndup(p, n);
        p += n;
    }
}

int aclcts_preflight(const char *who, const aclcts_child_cfg *cfg, unsigned timeout_ms, aclcts_target *out)
{
    memset(out, 0, sizeof *out);
    if (access(cfg->lib, R_OK) != 0) {
        fprintf(stderr, "aclcts: the target cannot be loaded: %s: cannot read the file\n", cfg->lib);
        return -1;
    }
    if (aclcts_host_lower_check(who, cfg, timeout_ms) != 0) return -1; /* --southbound system */
    aclcts_job j;
    if (aclcts_job_start(&j, preflight_body, (void *)cfg, NULL, cfg->workdir, timeout_ms) != 0) {
        perror("aclcts: fork");
        return -1;
    }
    aclcts_job_run(&j);
    aclcts_outcome oc;
    aclcts_job_outcome(&j, &oc);
    int ok = strcmp(oc.phase, "loaded") == 0 && WIFEXITED(j.wstatus) && WEXITSTATUS(j.wstatus) == ACLCTS_CHILD_OK;
    if (ok) {
        collect_missing(oc.text, out);
    } else if (oc.text != NULL && strstr(oc.text, "(--lower)") != NULL) {
        fprintf(stderr, "aclcts: %s\n", oc.text); /* the libraries beneath, not the target */
    } else if (oc.text != NULL && strncmp(oc.text, "cannot load the target: ", 24) == 0) {
        fprintf(stderr, "aclcts: the target cannot be loaded: %s\n", oc.text + 24); /* said once */
    } else if (oc.text != NULL && strstr(oc.text, "cannot load") != NULL) {
        fprintf(stderr, "aclcts: the target cannot be loaded: %s\n", oc.text);
    } else {
        char *death = aclcts_job_death(&j, &oc);
        char *output = aclcts_job_output_text(&j);
        fprintf(stderr, "aclcts: the target cannot be loaded: %s: %s%s%s\n", cfg->lib, death,
                output[0] ? "\n--- its output ---\n" : "", output);
        free(death);
        free(output);
    }
    aclcts_outcome_free(&oc);
    aclcts_job_free(&j);
    if (!ok) return -1;
    const char *why = NULL;
    int imports = aclcts_elf_imports_any(cfg->lib, aclcts_southbound_names(ACLCTS_LAYER_ANY), &why);
    if (imports < 0) /* the loader reads program headers, this the section headers: a hostile file can pass one */
        fprintf(stderr,
                "aclcts: %s loads, but its dynamic symbols cannot be read (%s): it is taken as importing "
                "no southbound symbol\n",
                cfg->lib, why);
    out->imports_southbound = imports == 1;
    return 0;
}
