/* The rules built into the runner: spec/rules/<FAMILY>.json, embedded at build time
 * by spec_embed.cmake, parsed with cJSON at first use into aclcts_rule
 * records that live until exit.
 *
 * The families come from the spec too: their order from spec/families.json
 * (embedded beside the rules), each one's title from its rule file's
 * "title". That one list serves the reports, `aclcts compare` and the spec
 * lint, which checks that the two agree.
 *
 * The spec lint (harness/tools/spec_lint.c) is what judges the files; this loader trusts them
 * but stays safe: a malformed file or rule is reported on stderr and left
 * out, never a crash. Rules come out in the families' order, then by id,
 * whatever the file order; a family the list lacks comes after the listed
 * ones. */
#define _POSIX_C_SOURCE 200809L /* strdup */

#include <cjson/cJSON.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "aclcts/case.h" /* ACLCTS_PRODUCT, ACLCTS_IPV350 */
#include "results.h"
#include "spec_rules.h"

/* Defined by the source spec_embed.cmake generates. */
extern const char *const aclcts_spec_names[];
extern const unsigned char *const aclcts_spec_data[];
extern const size_t aclcts_spec_sizes[];
extern const size_t aclcts_spec_count;
extern const unsigned char aclcts_spec_families_json[];

static struct {
    pthread_once_t once;
    aclcts_rule *rules;
    size_t count;
    aclcts_family families[ACLCTS_FAMILY_MAX];
    size_t nfamilies;
} spec = {PTHREAD_ONCE_INIT, NULL, 0, {{NULL, NULL}}, 0};

/* ---- families ---- */

static size_t find_family(const char *name)
{
    for (size_t i = 0; name && i < spec.nfamilies; i++)
        if (strcmp(spec.families[i].name, name) == 0) return i;
    return spec.nfamilies;
}

/* Index of family name, added at the end when new; ACLCTS_FAMILY_MAX when full. */
static size_t add_family(const char *name)
{
    size_t i = find_family(name);
    if (i < spec.nfamilies) return i;
    if (spec.nfamilies == ACLCTS_FAMILY_MAX) {
        fprintf(stderr, "aclcts: more than %u rule families in the spec; %s is left out\n", ACLCTS_FAMILY_MAX, name);
        return ACLCTS_FAMILY_MAX;
    }
    spec.families[spec.nfamilies].name = strdup(name);
    spec.families[spec.nfamilies].title = "";
    return spec.nfamilies++;
}

static void load_families(void)
{
    cJSON *root = cJSON_Parse((const char *)aclcts_spec_families_json);
    const cJSON *list = cJSON_GetObjectItemCaseSensitive(root, "families"), *f;
    if (!cJSON_IsArray(list))
        fprintf(stderr, "aclcts: embedded spec/families.json is malformed; families come in file order\n");
    cJSON_ArrayForEach (f, list)
        if (cJSON_IsString(f)) add_family(f->valuestring);
    cJSON_Delete(root);
}

static void set_title(const cJSON *root)
{
    const cJSON *name = cJSON_GetObjectItemCaseSensitive(root, "family");
    const cJSON *title = cJSON_GetObjectItemCaseSensitive(root, "title");
    if (!cJSON_IsString(name)) return;
    size_t i = add_family(name->valuestring);
    if (i < spec.nfamilies && cJSON_IsString(title)) spec.families[i].title = strdup(title->valuestring);
}

size_t aclcts_family_count(void)
{
    aclcts_spec_rules(NULL);
    return spec.nfamilies;
}

const char *aclcts_family_name(size_t i) { return i < aclcts_family_count() ? spec.families[i].name : "other"; }

const char *aclcts_family_title(size_t i)
{
    return i < aclcts_family_count() && spec.families[i].title ? spec.families[i].title : "";
}

size_t aclcts_family_index(const char *name)
{
    aclcts_spec_rules(NULL);
    return find_family(name);
}

void aclcts_family_of(const char *id, char *buf, size_t cap)
{
    size_t n = 0;
    while (id && id[n] >= 'A' && id[n] <= 'Z' && n + 1 < cap) {
        buf[n] = id[n];
        n++;
    }
    buf[n] = '\0';
}

size_t aclcts_result_family(const aclcts_result *r)
{
    char fam[16];
    aclcts_family_of(r->nrules > 0 ? r->rules[0] : r->name, fam, sizeof fam);
    return aclcts_family_index(fam);
}

/* ---- rules ---- */

static char *dup_string(const cJSON *item)
{
    return cJSON_IsString(item) && item->valuestring ? strdup(item->valuestring) : NULL;
}

static unsigned parse_profiles(const cJSON *arr)
{
    unsigned bits = 0;
    const cJSON *p;
    cJSON_ArrayForEach (p, arr) {
        if (!cJSON_IsString(p)) continue;
        if (strcmp(p->valuestring, "product") == 0) bits |= ACLCTS_PRODUCT;
        else if (strcmp(p->valuestring, "ipv350") == 0) bits |= ACLCTS_IPV350;
    }
    return bits;
}

static void parse_sources(aclcts_rule *r, const cJSON *arr)
{
    size_t n = (size_t)cJSON_GetArraySize(arr);
    r->sources = n ? calloc(n, sizeof *r->sources) : NULL;
    if (!r->sources) return;
    const cJSON *s;
    cJSON_ArrayForEach (s, arr) {
        char *text = dup_string(s);
        if (text) r->sources[r->nsources++] = text;
    }
}

static void free_rule(aclcts_rule *r)
{
    free(r->id);
    free(r->family);
    free(r->level);
    free(r->statement);
    for (size_t i = 0; i < r->nsources; i++) free(r->sources[i]);
    free(r->sources);
    free(r->divergence);
    memset(r, 0, sizeof *r);
}

/* Fills r from one rule object; 0, or -1 when a required field is missing. */
static int parse_rule(aclcts_rule *r, const cJSON *obj)
{
    char family[16];
    memset(r, 0, sizeof *r);
    r->id = dup_string(cJSON_GetObjectItemCaseSensitive(obj, "id"));
    r->level = dup_string(cJSON_GetObjectItemCaseSensitive(obj, "level"));
    r->statement = dup_string(cJSON_GetObjectItemCaseSensitive(obj, "statement"));
    r->divergence = dup_string(cJSON_GetObjectItemCaseSensitive(obj, "divergence"));
    r->profiles = parse_profiles(cJSON_GetObjectItemCaseSensitive(obj, "profiles"));
    parse_sources(r, cJSON_GetObjectItemCaseSensitive(obj, "sources"));
    if (!r->id || !r->level || !r->statement) return -1;
    aclcts_family_of(r->id, family, sizeof family);
    r->family = strdup(family);
    return r->family ? 0 : -1;
}

static int add_rule(const aclcts_rule *r)
{
    aclcts_rule *grown = realloc(spec.rules, (spec.count + 1) * sizeof *grown);
    if (!grown) return -1;
    spec.rules = grown;
    spec.rules[spec.count++] = *r;
    return 0;
}

static void load_file(const char *name, const unsigned char *data, size_t size)
{
    cJSON *root = cJSON_ParseWithLength((const char *)data, size);
    const cJSON *rules = cJSON_GetObjectItemCaseSensitive(root, "rules");
    if (!cJSON_IsArray(rules)) {
        fprintf(stderr, "aclcts: embedded spec/rules/%s is malformed; its rules are left out\n", name);
        cJSON_Delete(root);
        return;
    }
    set_title(root);
    const cJSON *obj;
    cJSON_ArrayForEach (obj, rules) {
        aclcts_rule r;
        if (parse_rule(&r, obj) != 0 || add_rule(&r) != 0) {
            fprintf(stderr, "aclcts: embedded spec/rules/%s: a rule is malformed; left out\n", name);
            free_rule(&r);
        }
    }
    cJSON_Delete(root);
}

static int compare_rules(const void *a, const void *b)
{
    const aclcts_rule *x = a, *y = b;
    size_t fx = find_family(x->family), fy = find_family(y->family);
    if (fx != fy) return fx < fy ? -1 : 1;
    return strcmp(x->id, y->id);
}

static void load_all(void)
{
    load_families();
    for (size_t i = 0; i < aclcts_spec_count; i++)
        load_file(aclcts_spec_names[i], aclcts_spec_data[i], aclcts_spec_sizes[i]);
    if (spec.count > 1) qsort(spec.rules, spec.count, sizeof *spec.rules, compare_rules);
}

const aclcts_rule *aclcts_spec_rules(size_t *count)
{
    pthread_once(&spec.once, load_all);
    if (count) *count = spec.count;
    return spec.rules;
}

const aclcts_rule *aclcts_spec_find(const char *id)
{
    size_t n;
    const aclcts_rule *rules = aclcts_spec_rules(&n);
    for (size_t i = 0; id && i < n; i++)
        if (strcmp(rules[i].id, id) == 0) return &rules[i];
    return NULL;
}
