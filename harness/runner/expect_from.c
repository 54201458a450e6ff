/* aclcts expect --from RESULTS [--key path|sha256 | --target-name NAME]
 * [--reason TEXT] [--expires YYYY-MM-DD] [--out FILE]: the expectations file
 * (run --expect) that takes a run's failures as known: one entry per test
 * that failed, crashed or timed out, by its full name (a glob could turn a
 * test that passes into an xpass), each with the status it had. The target
 * is keyed on what stays across a port's rebuilds: its file name in any
 * directory by default, a name the user gives, or (--key sha256) this very
 * binary. The file is checked by the parser --expect uses before it is
 * written (expect_check.c), so what it writes is accepted. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "commands.h"
#include "expect.h"
#include "expect_check.h"
#include "options.h"
#include "outfile.h"
#include "results.h"
#include "status.h"
#include "text.h"

static cJSON *entries_of(const aclcts_run *run, const char *reason, const char *expires, size_t *n)
{
    cJSON *list = cJSON_CreateArray();
    for (size_t i = 0; list != NULL && i < run->nresults; i++) {
        const aclcts_result *r = &run->results[i];
        if (r->status != ACLCTS_FAIL && r->status != ACLCTS_CRASH && r->status != ACLCTS_TIMEOUT) continue;
        cJSON *e = cJSON_CreateObject();
        if (e == NULL || !cJSON_AddItemToArray(list, e) || !cJSON_AddStringToObject(e, "test", r->name) ||
            !cJSON_AddStringToObject(e, "status", aclcts_status_name(r->status)) ||
            !cJSON_AddStringToObject(e, "reason", reason) ||
            (expires != NULL && !cJSON_AddStringToObject(e, "expires", expires))) {
            cJSON_Delete(list);
            return NULL;
        }
        ++*n;
    }
    return list;
}

/* The document, or NULL after saying why. */
/* The target's key: {"name"}, {"sha256"} or {"path_glob": "*\/FILE"}. */
static int add_key(cJSON *target, const aclcts_opts *o, const aclcts_run *run)
{
    if (o->target_name != NULL) return cJSON_AddStringToObject(target, "name", o->target_name) != NULL;
    if (o->key != NULL && strcmp(o->key, "sha256") == 0)
        return cJSON_AddStringToObject(target, "sha256", run->target_sha256) != NULL;
    const char *slash = strrchr(run->target_path, '/');
    char *glob = aclcts_printf("*/%s", slash ? slash + 1 : run->target_path);
    int ok = cJSON_AddStringToObject(target, "path_glob", glob) != NULL;
    free(glob);
    return ok;
}

static cJSON *expectations(const aclcts_loaded *l, const aclcts_opts *o, const char *reason, size_t *n)
{
    cJSON *root = cJSON_CreateObject(), *targets = cJSON_AddArrayToObject(root, "targets");
    cJSON *target = cJSON_CreateObject();
    cJSON *list = entries_of(&l->run, reason, o->expires, n);
    if (root == NULL || targets == NULL || target == NULL || list == NULL || !cJSON_AddItemToArray(targets, target) ||
        !add_key(target, o, &l->run) || !cJSON_AddItemToObject(target, "expect", list)) {
        fprintf(stderr, "aclcts expect: out of memory\n");
        cJSON_Delete(root);
        return NULL;
    }
    return root;
}

/* What run --expect would say of the text (a bad --expires, say). */
static int acceptable(const char *text, const char *name)
{
    size_t ntests = 0;
    char **tests = aclcts_suite_names(&ntests), err[ACLCTS_EXPECT_ERR_MAX];
    cJSON *back = aclcts_expect_parse(text, strlen(text), name, (const char *const *)tests, ntests, err);
    aclcts_free_words(tests, ntests);
    if (back == NULL) fprintf(stderr, "aclcts expect: %s\n", err);
    cJSON_Delete(back);
    return back != NULL;
}

int aclcts_cmd_expect(const aclcts_opts *o)
{
    if (o->from == NULL) {
        fprintf(stderr, "aclcts expect: --from RESULTS is required (see 'aclcts expect --help')\n");
        return ACLCTS_EXIT_USAGE;
    }
    aclcts_loaded l;
    if (aclcts_read_results("aclcts expect", o->from, &l) != 0) return ACLCTS_EXIT_USAGE;
    char *reason = o->reason != NULL ? aclcts_strdup(o->reason)
                                     : aclcts_printf("failing in the run of %s (aclcts expect --from %s)",
                                                     l.run.date ? l.run.date : "an unknown date", o->from);
    size_t n = 0;
    if (o->key != NULL && o->target_name != NULL) {
        fprintf(stderr, "aclcts expect: --key and --target-name choose the target's key both; give one\n");
        aclcts_loaded_free(&l);
        free(reason);
        return ACLCTS_EXIT_USAGE;
    }
    cJSON *root = expectations(&l, o, reason, &n);
    char *text = root != NULL ? cJSON_Print(root) : NULL;
    int rc = ACLCTS_EXIT_USAGE;
    if (text != NULL && acceptable(text, o->out_given ? o->out : "(standard output)")) {
        if (!o->out_given) rc = printf("%s\n", text) < 0 || fflush(stdout) != 0 ? ACLCTS_EXIT_USAGE : ACLCTS_EXIT_OK;
        else rc = aclcts_out_write_json(o->out, cJSON_Duplicate(root, 1)) == 0 ? ACLCTS_EXIT_OK : ACLCTS_EXIT_USAGE;
        fprintf(stderr, "aclcts expect: %zu failing test(s) of %s listed%s%s\n", n, l.run.target_path,
                o->out_given ? " in " : "", o->out_given ? o->out : "");
    }
    free(text);
    cJSON_Delete(root);
    free(reason);
    aclcts_loaded_free(&l);
    return rc;
}
