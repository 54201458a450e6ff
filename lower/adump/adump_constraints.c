/* CheckDumpConstraints (dump_config_converter.cpp), phase C of the
 * converter's checks: the constraints of each mode: the scenes (DUMP010,
 * DUMP011), dump_path (DUMP012-DUMP014), the overflow dump (DUMP015),
 * dump_step (DUMP016), the dump_list items (DUMP017, DUMP018) and dump_stats
 * (DUMP019). */
#include <stdlib.h>
#include <string.h>

#include "adump/adump_path.h"
#include "adump/adump_phases.h"
#include "adump/adump_str.h"

#define ADC_MAX_DUMP_PATH 512     /* MAX_DUMP_PATH_LENGTH */
#define ADC_MAX_STEP_SEGMENTS 100 /* MAX_DUMP_STEP_INTERVAL_COUNT */
#define ADC_MAX_BLACKLIST 100     /* MAX_BLACKLIST_SIZE */

static int conflicts(adc_ctx *c, const char *key, const char *value)
{
    return adc_str_is(adc_str_member(c->dump, key), value);
}

/* CheckWatcherDumpScene / CheckExceptionDumpScene (DUMP010). */
static int scene_ok(adc_ctx *c, const char *scene)
{
    if (conflicts(c, "dump_debug", "on")) {
        return adc_fail(c, "EP0005", "dump_debug", R_CONFLICT);
    }
    if (conflicts(c, "dump_op_switch", "on")) {
        return adc_fail(c, "EP0005", "dump_op_switch", R_CONFLICT);
    }
    if (strcmp(scene, "watcher") == 0 && strcmp(adc_str_or(c->dump, "dump_mode", "output"), "output") != 0) {
        return adc_fail(c, "EP0005", "dump_mode", R_CONFLICT);
    }
    return 1;
}

/* CheckDumpPath: DUMP012 required and at most 512, DUMP014 the remote form, DUMP013 the local directory. */
static int dump_path_ok(adc_ctx *c)
{
    const cJSON *m = adj_member(c->dump, "dump_path");
    if (m == NULL) {
        return adc_fail(c, "EP0001", "dump_path", R_NOT_FOUND);
    }
    const char *path = m->valuestring;
    size_t len = adj_len(&c->doc, path);
    if (len == 0) {
        return adc_fail(c, "EP0001", "dump_path", R_VALUE_EMPTY);
    }
    if (len > ADC_MAX_DUMP_PATH) {
        return adc_fail(c, "EP0003", "dump_path", R_PATH_TOO_LONG);
    }
    int colon_last = 0;
    if (adp_is_ip_path(path, &colon_last)) {
        const char *rest = strchr(path, ':') + 1;
        if (!adp_valid_dir_chars(rest, adj_len(&c->doc, rest))) {
            return adc_fail(c, "EP0003", "dump_path", R_INVALID_CHARS);
        }
        return 1;
    }
    /* A ':' at the end is reported (EP0003) but only the local checks decide. */
    char *local = adj_cstr(&c->doc, path);
    const char *reason = NULL;
    if (local == NULL || !adp_exists(local)) {
        reason = R_NOT_EXIST;
    } else if (!adp_is_dir(local)) {
        reason = R_NOT_DIRECTORY;
    } else if (!adp_rw(local)) {
        reason = R_NO_PERMISSION;
    }
    free(local);
    if (reason != NULL) {
        return adc_fail(c, "EP0003", "dump_path", colon_last ? R_PATH_INVALID : reason);
    }
    return 1;
}

static int all_digits(const char *s, size_t len)
{
    if (len == 0) {
        return 0;
    }
    for (size_t i = 0; i < len; i++) {
        if (s[i] < '0' || s[i] > '9') {
            return 0;
        }
    }
    return 1;
}

typedef struct adc_step_parts {
    size_t count;
    const char *first;
    const char *last;
    int digits;
} adc_step_parts;

static int step_part(adc_ctx *c, const char *piece, size_t len, size_t index, void *arg)
{
    (void)c;
    adc_step_parts *sp = arg;
    sp->count = index + 1;
    if (index == 0) {
        sp->first = piece;
    }
    sp->last = piece;
    sp->digits = sp->digits && all_digits(piece, len);
    return 1;
}

/* One "a" or "a-b" segment of dump_step (CheckDumpStep). */
static int step_segment(adc_ctx *c, const char *seg, size_t len, size_t index, void *arg)
{
    (void)arg;
    char *copy = ads_strndup(seg, len);
    char *item = ads_fmt("dump_step[%zu]", index);
    adc_step_parts sp = {0, NULL, NULL, 1};
    int ok = copy != NULL && item != NULL;
    if (ok) {
        adc_split(c, copy, '-', step_part, &sp);
        if (sp.count > 2) {
            ok = adc_fail(c, "EP0003", item, R_STEP_FORMAT);
        } else if (!sp.digits) {
            ok = adc_fail(c, "EP0003", item, R_STEP_DIGIT);
        } else if (strtol(sp.first, NULL, 10) > strtol(sp.last, NULL, 10)) {
            ok = adc_fail(c, "EP0003", item, R_STEP_RANGE);
        }
    }
    free(copy);
    free(item);
    return ok;
}

/* CheckDumpStep (DUMP016): "" counts as absent. */
static int dump_step_ok(adc_ctx *c)
{
    const char *step = adc_str_or(c->dump, "dump_step", "");
    if (step[0] == '\0') {
        return 1;
    }
    if (adc_split_count(step, '|') > ADC_MAX_STEP_SEGMENTS) {
        return adc_fail(c, "EP0003", "dump_step", R_STEP_TOO_MANY);
    }
    return adc_split(c, step, '|', step_segment, NULL);
}

typedef struct adc_list_ctx {
    const char *level;
    const char *scene;
    int switch_off;
} adc_list_ctx;

/* CheckWatcherSceneConstraints (DUMP017, watcher_nodes). */
static int watcher_item_ok(adc_ctx *c, const cJSON *item, const char *base, const char *scene)
{
    const cJSON *nodes = adj_member(item, "watcher_nodes");
    if (strcmp(scene, "watcher") == 0) {
        if (nodes == NULL) {
            return adc_fail_owned(c, "EP0001", adc_item_path(base, "watcher_nodes"), R_NOT_FOUND);
        }
        if (adc_array_size(nodes) == 0) {
            return adc_fail_owned(c, "EP0001", adc_item_path(base, "watcher_nodes"), R_VALUE_EMPTY);
        }
        if (adj_member(item, "model_name") != NULL) {
            return adc_fail_owned(c, "EP0005", adc_item_path(base, "model_name"), R_CONFLICT);
        }
    } else if (adc_array_size(nodes) > 0) {
        return adc_fail_owned(c, "EP0005", adc_item_path(base, "watcher_nodes"), R_CONFLICT);
    }
    return 1;
}

/* CheckOpNameRange (DUMP018, opname_range). */
static int ranges_ok(adc_ctx *c, const cJSON *item, const char *base, const char *level)
{
    const cJSON *ranges = adj_member(item, "opname_range");
    if (adc_array_size(ranges) == 0) {
        return 1;
    }
    if (strcmp(level, "op") != 0) {
        return adc_fail_owned(c, "EP0005", adc_item_path(base, "opname_range"), R_CONFLICT);
    }
    const cJSON *model = adj_member(item, "model_name");
    if (model == NULL) {
        return adc_fail_owned(c, "EP0001", adc_item_path(base, "model_name"), R_NOT_FOUND);
    }
    if (adj_len(&c->doc, model->valuestring) == 0) {
        return adc_fail_owned(c, "EP0001", adc_item_path(base, "model_name"), R_VALUE_EMPTY);
    }
    size_t j = 0;
    for (const cJSON *r = ranges->child; r != NULL; r = r->next, j++) {
        const char *b = adc_str_member(r, "begin");
        const char *e = adc_str_member(r, "end");
        if (b == NULL || e == NULL || b[0] == '\0' || e[0] == '\0') {
            return adc_fail_owned(c, "EP0003", ads_fmt("%s.opname_range[%zu]", base, j), R_RANGE_INCOMPLETE);
        }
    }
    return 1;
}

/* CheckDumpListItems for one item: DUMP017 model_name and layer, DUMP018 the blacklists. */
static int list_item_ok(adc_ctx *c, const cJSON *item, const char *base, const adc_list_ctx *l)
{
    if (l->switch_off) {
        const cJSON *model = adj_member(item, "model_name");
        if (model != NULL && adj_len(&c->doc, model->valuestring) == 0) {
            return adc_fail_owned(c, "EP0001", adc_item_path(base, "model_name"), R_VALUE_EMPTY);
        }
        const cJSON *layer = adj_member(item, "layer");
        if (layer != NULL && adc_array_size(layer) == 0) {
            return adc_fail_owned(c, "EP0001", adc_item_path(base, "layer"), R_VALUE_EMPTY);
        }
    }
    if (!watcher_item_ok(c, item, base, l->scene)) {
        return 0;
    }
    static const char *const k_blacklists[] = {"optype_blacklist", "opname_blacklist"};
    for (size_t i = 0; i < 2; i++) {
        if (adc_array_size(adj_member(item, k_blacklists[i])) > ADC_MAX_BLACKLIST) {
            return adc_fail_owned(c, "EP0003", adc_item_path(base, k_blacklists[i]), R_BLACKLIST_SIZE);
        }
    }
    for (size_t i = 0; i < 2; i++) {
        if (adc_array_size(adj_member(item, k_blacklists[i])) > 0 && strcmp(l->level, "op") != 0) {
            return adc_fail_owned(c, "EP0005", adc_item_path(base, k_blacklists[i]), R_CONFLICT);
        }
    }
    return ranges_ok(c, item, base, l->level);
}

/* CheckDumplist: only a non-empty list is checked (DUMP017). */
static int dump_list_ok(adc_ctx *c)
{
    const cJSON *list = adj_member(c->dump, "dump_list");
    adc_list_ctx l = {adc_str_or(c->dump, "dump_level", "all"), adc_str_or(c->dump, "dump_scene", ""),
                      strcmp(adc_str_or(c->dump, "dump_op_switch", "off"), "off") == 0};
    size_t i = 0;
    for (const cJSON *e = list != NULL ? list->child : NULL; e != NULL; e = e->next, i++) {
        char *base = ads_fmt("dump_list[%zu]", i);
        int ok = base != NULL && list_item_ok(c, e, base, &l);
        free(base);
        if (!ok) {
            return 0;
        }
    }
    return 1;
}

/* CheckDumpStats (DUMP019): stats need dump_data "stats" (default tensor). */
static int dump_stats_ok(adc_ctx *c)
{
    const cJSON *stats = adj_member(c->dump, "dump_stats");
    if (stats == NULL) {
        return 1;
    }
    if (adc_array_size(stats) == 0) {
        return adc_fail(c, "EP0001", "dump_stats", R_VALUE_EMPTY);
    }
    if (strcmp(adc_str_or(c->dump, "dump_data", "tensor"), "tensor") == 0) {
        return adc_fail(c, "EP0005", "dump_stats", R_CONFLICT);
    }
    return 1;
}

/* Exception scenes stop after the scene checks (DUMP011), overflow after the
 * path and op-switch checks (DUMP015); a dump_list beside them is never
 * checked (DUMP022). */
int adc_check_constraints(adc_ctx *c)
{
    const char *scene = adc_str_member(c->dump, "dump_scene");
    if (scene != NULL && !scene_ok(c, scene)) {
        return 0;
    }
    if (scene != NULL && strcmp(scene, "watcher") != 0) {
        return 1;
    }
    if (!dump_path_ok(c)) {
        return 0;
    }
    if (strcmp(adc_str_or(c->dump, "dump_debug", "off"), "on") == 0) {
        if (conflicts(c, "dump_op_switch", "on")) {
            return adc_fail(c, "EP0005", "dump_op_switch", R_CONFLICT);
        }
        return 1;
    }
    return dump_step_ok(c) && dump_list_ok(c) && dump_stats_ok(c);
}
