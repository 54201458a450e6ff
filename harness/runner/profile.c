/* What a run learns of its target before the first test: that it loads
 * (aclcts_preflight), the profile (--profile, else the southbound it
 * imports), and which functions of that profile's API it lacks. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aclcts/case.h"
#include "child.h"
#include "elf_imports.h"
#include "preflight.h"
#include "results.h"
#include "run.h"
#include "southbound_names.h"
#include "text.h"
#include "workdir.h"

/* The profile: --profile, else ipv350 for a build that imports the C layer's
 * southbound (src/acl/aclrt_c/common/acl_rt.c: rtInit, GeInitialize, ...)
 * and none of the C++ lifecycle's, else product. */
static void choose_profile(aclcts_run_ctx *r)
{
    r->profile = r->o->profile;
    r->profile_bit = r->o->profile_bit;
    r->profile_source = r->o->profile_given ? "option" : "default";
    if (r->o->profile_given) return;
    const char *why = NULL;
    int clayer = aclcts_elf_imports_any(r->lib, aclcts_southbound_names(ACLCTS_LAYER_CLAYER), &why) == 1;
    int product = aclcts_elf_imports_any(r->lib, aclcts_southbound_names(ACLCTS_LAYER_PRODUCT), &why) == 1;
    if (clayer && !product) {
        r->profile = "ipv350";
        r->profile_bit = ACLCTS_IPV350;
        r->profile_source = "detected";
        fprintf(stderr, "aclcts: profile ipv350: the target imports the C layer's southbound and none of the "
                        "product's (--profile product overrides)\n");
    }
}

static int profile_needs(const aclcts_run_ctx *r, const char *fn)
{
    for (size_t k = 0; k < ACLCTS_ACL_COUNT; k++)
        if (strcmp(aclcts_acl_names[k], fn) == 0) return (aclcts_acl_profiles[k] & r->profile_bit) != 0;
    return 1;
}

/* Per missing function, the tests skipped because a case needed it. */
void aclcts_missing_skips_count(aclcts_run_ctx *r)
{
    for (size_t k = 0; k < r->nmissing; k++) {
        char *why = aclcts_printf("the target does not export %s", r->missing[k]);
        for (size_t i = 0; i < r->nsel; i++)
            if (r->results[i].status == ACLCTS_SKIP && r->results[i].message != NULL &&
                strcmp(r->results[i].message, why) == 0)
                r->missing_skips[k]++;
        free(why);
    }
}

int aclcts_target_check(aclcts_run_ctx *r)
{
    char *tmp = aclcts_workdir_create();
    if (tmp == NULL) return -1;
    aclcts_child_cfg cfg = {r->lib, r->o->use_spy ? r->o->spy : NULL, r->o->profile, r->o->soc, NULL, 0, tmp};
    unsigned ms = r->o->timeout_ms;
    int rc = aclcts_preflight("aclcts run", &cfg, ms, &r->target);
    aclcts_workdir_remove(tmp);
    free(tmp);
    if (rc != 0) return -1;
    r->trace = r->o->use_spy && r->target.imports_southbound;
    choose_profile(r);
    size_t outside = 0; /* functions outside the profile's API: one line for them all */
    char *outside_first = NULL, *outside_last = NULL;
    for (size_t i = 0; i < r->target.nmissing; i++) {
        char *fn = r->target.missing[i];
        if (profile_needs(r, fn)) {
            r->missing[r->nmissing++] = fn;
            fprintf(stderr, "aclcts: the target does not export %s\n", fn);
        } else {
            outside_first = outside++ == 0 ? fn : outside_first;
            outside_last = fn;
        }
    }
    if (outside == 1)
        fprintf(stderr, "aclcts: the target does not export %s (not part of the %s profile's API)\n", outside_first,
                r->profile);
    else if (outside > 1)
        fprintf(stderr,
                "aclcts: the target does not export %zu functions outside the %s profile's API (%s ... %s); "
                "the tests that need them are skipped naming them\n",
                outside, r->profile, outside_first, outside_last);
    if (r->o->use_spy && !r->target.imports_southbound)
        fprintf(stderr, "aclcts: the target does not import the southbound symbols: its checks of the lower layers are "
                        "not observable; a test that asserts nothing else is skipped\n");
    return 0;
}
