/* "aclcts list" and "aclcts rules": the selection and the spec, no child. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aclcts/case.h"
#include "commands.h"
#include "options.h"
#include "results.h"
#include "select.h"
#include "shard.h"
#include "spec_rules.h"

int aclcts_cmd_list(const aclcts_opts *o)
{
    const aclcts_case *const *sel;
    unsigned index = o->shard_index, total = o->shard_total;
    /* Without --shard, GoogleTest's own sharding reads GTEST_SHARD_INDEX and
     * GTEST_TOTAL_SHARDS: the split that 'run --shard' reproduces (harness.shard). */
    if (total > 0) aclcts_shard_from_env(&index, &total);
    size_t n = aclcts_select(o->filter, o->profile_bit, &sel);
    n = aclcts_shard_apply(index, total, &sel, n);
    for (size_t i = 0; i < n; i++) printf("%s.%s  %s\n", sel[i]->suite, sel[i]->name, sel[i]->rules);
    if (n == 0) {
        fprintf(stderr, "aclcts: no test of profile %s matches '%s'\n", o->profile, o->filter ? o->filter : "*");
        return ACLCTS_EXIT_USAGE;
    }
    return ACLCTS_EXIT_OK;
}

/* 1 when the space-separated list `rules` contains `id`. */
static int cites(const char *rules, const char *id)
{
    size_t len = strlen(id);
    for (const char *p = rules; (p = strstr(p, id)) != NULL; p += len) {
        int starts = p == rules || p[-1] == ' ' || p[-1] == ',';
        int ends = p[len] == '\0' || p[len] == ' ' || p[len] == ',';
        if (starts && ends) return 1;
    }
    return 0;
}

static int family_matches(const aclcts_rule *r, const char *family)
{
    if (family == NULL) return 1;
    if (r->family != NULL) return strcmp(r->family, family) == 0;
    return strncmp(r->id, family, strlen(family)) == 0;
}

int aclcts_cmd_rules(const aclcts_opts *o)
{
    size_t nrules = 0, ncases = 0, shown = 0;
    const aclcts_rule *rules = aclcts_spec_rules(&nrules);
    const aclcts_case *const *cases = aclcts_cases(&ncases);
    for (size_t i = 0; i < nrules; i++) {
        const aclcts_rule *r = &rules[i];
        if (!family_matches(r, o->family)) continue;
        shown++;
        size_t cited = 0;
        for (size_t k = 0; k < ncases; k++) cited += cites(cases[k]->rules, r->id);
        printf("%s %s %s", r->id, r->level ? r->level : "?", cited ? "tested" : "untested");
        for (size_t k = 0; k < ncases; k++)
            if (cites(cases[k]->rules, r->id)) printf(" %s.%s", cases[k]->suite, cases[k]->name);
        putchar('\n');
        if (o->statements && r->statement != NULL)
            printf("    %s\n", r->statement); /* --statements: what the rule says, under its line */
    }
    if (shown == 0) {
        fprintf(stderr, "aclcts: no rule%s%s\n", o->family ? " in family " : "", o->family ? o->family : "");
        return ACLCTS_EXIT_USAGE;
    }
    return ACLCTS_EXIT_OK;
}
