/* DumpConfigConverter::Convert (dump_config_converter.cpp): the envelope
 * (DUMP003), phase A member types (DUMP004, DUMP005), phase B values
 * (DUMP006-DUMP009), phase C constraints by mode (DUMP010-DUMP019), then the
 * need-dump decision, the dump type, the DumpConfig and the kernel-DFX input
 * (DUMP020-DUMP023, DUMP028, DUMP030); each rule is tagged at its check below. The first failed check decides the
 * error report (EPxxxx, the item it names) and the result is
 * ADUMP_INPUT_FAILED. Check order follows the product so the reported item
 * is the product's. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adump/adump_internal.h"

#define ADC_MAX_DUMP_PATH 512       /* MAX_DUMP_PATH_LENGTH */
#define ADC_MAX_STEP_SEGMENTS 100   /* MAX_DUMP_STEP_INTERVAL_COUNT */
#define ADC_MAX_BLACKLIST 100       /* MAX_BLACKLIST_SIZE */

/* adump_error_manager.h reasons. */
#define R_NOT_FOUND "The configuration item is not found"
#define R_VALUE_EMPTY "The configuration item value is empty"
#define R_MUST_BE_STRING "This configuration item must be of the string type"
#define R_MUST_BE_ARRAY "This configuration item must be of the array type"
#define R_MUST_BE_OBJECT "This configuration item must be of the object type"
#define R_MEMBER_STRING "The member type of this configuration item must be string"
#define R_MEMBER_OBJECT "The member type of this configuration item must be object"
#define R_INVALID_CHARS "The value contains invalid characters"
#define R_NOT_EXIST "The path does not exist"
#define R_NO_PERMISSION "The value is a path without read and write permissions"
#define R_PATH_INVALID "The value is an invalid path"
#define R_NOT_DIRECTORY "The path is not a directory path"
#define R_PATH_TOO_LONG "The path length exceeds the limit"
#define R_STEP_TOO_MANY "The number of dump_step intervals exceeds the limit"
#define R_STEP_FORMAT "The dump_step interval format is invalid"
#define R_STEP_DIGIT "The dump_step value is not a digit"
#define R_STEP_RANGE "The dump_step interval start is greater than its end"
#define R_BLACKLIST_SIZE "The blacklist size exceeds the limit"
#define R_RANGE_INCOMPLETE "The opname_range needs both begin and end"
#define R_PARSE "The configuration is not valid JSON"
#define R_CONFLICT "The item cannot be set together with the condition item"
#define R_ENUM "The value is not one of the valid options"

typedef struct adc_ctx {
    adj_doc doc;
    const cJSON *dump; /* the `dump` object */
    adc_result *r;
} adc_ctx;

char *adm_strdup(const char *s)
{
    return s != NULL ? adm_strndup(s, strlen(s)) : NULL;
}

char *adm_strndup(const char *s, size_t n)
{
    char *c = malloc(n + 1);
    if (c != NULL) {
        memcpy(c, s, n);
        c[n] = '\0';
    }
    return c;
}

static char *fmt(const char *f, ...) __attribute__((format(printf, 1, 2)));
static char *fmt(const char *f, ...)
{
    va_list ap;
    va_start(ap, f);
    int n = vsnprintf(NULL, 0, f, ap);
    va_end(ap);
    char *s = malloc((size_t)n + 1);
    if (s != NULL) {
        va_start(ap, f);
        vsnprintf(s, (size_t)n + 1, f, ap);
        va_end(ap);
    }
    return s;
}

/* BuildPath: "base.key", or "key" at the top of `dump`. */
static char *item_path(const char *base, const char *key)
{
    return base[0] != '\0' ? fmt("%s.%s", base, key) : adm_strdup(key);
}

/* Records the first failure; always returns 0 so checks can `return fail(...)`. */
static int fail_owned(adc_ctx *c, const char *report, char *item, const char *reason)
{
    adc_result *r = c->r;
    if (r->report[0] == '\0') {
        snprintf(r->report, sizeof r->report, "%s", report);
        r->item = item;
        r->reason = reason;
    } else {
        free(item);
    }
    r->result = ACLCTS_ADUMP_INPUT_FAILED;
    return 0;
}

static int fail(adc_ctx *c, const char *report, const char *item, const char *reason)
{
    return fail_owned(c, report, adm_strdup(item), reason);
}

/* GetStringIfExist: the member's text when it is a string, else NULL. */
static const char *str_member(const cJSON *obj, const char *key)
{
    const cJSON *m = adj_member(obj, key);
    return cJSON_IsString(m) ? m->valuestring : NULL;
}

/* GetStringOrDefault: absent, not a string or empty gives the default. */
static const char *str_or(const cJSON *obj, const char *key, const char *dflt)
{
    const char *v = str_member(obj, key);
    return v != NULL && v[0] != '\0' ? v : dflt;
}

static int str_is(const char *v, const char *want)
{
    return v != NULL && strcmp(v, want) == 0;
}

/* ---- phase A: member types ---- */

static int string_field_ok(adc_ctx *c, const cJSON *obj, const char *key, const char *base)
{
    const cJSON *m = adj_member(obj, key);
    if (m != NULL && !cJSON_IsString(m)) {
        return fail_owned(c, "EP0001", item_path(base, key), R_MUST_BE_STRING);
    }
    return 1;
}

/* CheckArrayOfType: an array whose members are all strings (or objects) (DUMP005). */
static int array_of_ok(adc_ctx *c, const cJSON *arr, const char *path, int strings)
{
    if (!cJSON_IsArray(arr)) {
        return fail(c, "EP0001", path, R_MUST_BE_ARRAY);
    }
    size_t i = 0;
    for (const cJSON *e = arr->child; e != NULL; e = e->next, i++) {
        if (strings ? !cJSON_IsString(e) : !cJSON_IsObject(e)) {
            return fail_owned(c, "EP0001", fmt("%s[%zu]", path, i), strings ? R_MEMBER_STRING : R_MEMBER_OBJECT);
        }
    }
    return 1;
}

static int member_array_ok(adc_ctx *c, const cJSON *obj, const char *key, const char *base, int strings)
{
    const cJSON *m = adj_member(obj, key);
    if (m == NULL) {
        return 1;
    }
    char *path = item_path(base, key);
    int ok = array_of_ok(c, m, path != NULL ? path : key, strings);
    free(path);
    return ok;
}

/* Objects of an array member, each checked by `item_ok`. */
static int objects_ok(adc_ctx *c, const cJSON *obj, const char *key, const char *base,
                      int (*item_ok)(adc_ctx *, const cJSON *, const char *))
{
    const cJSON *m = adj_member(obj, key);
    if (m == NULL) {
        return 1;
    }
    char *path = item_path(base, key);
    int ok = path != NULL && array_of_ok(c, m, path, 0);
    size_t i = 0;
    for (const cJSON *e = m->child; ok && e != NULL; e = e->next, i++) {
        char *ipath = fmt("%s[%zu]", path, i);
        ok = ipath != NULL && item_ok(c, e, ipath);
        free(ipath);
    }
    free(path);
    return ok;
}

static int blacklist_item_ok(adc_ctx *c, const cJSON *item, const char *base)
{
    return string_field_ok(c, item, "name", base) && member_array_ok(c, item, "pos", base, 1);
}

static int range_item_ok(adc_ctx *c, const cJSON *item, const char *base)
{
    return string_field_ok(c, item, "begin", base) && string_field_ok(c, item, "end", base);
}

static int list_item_types_ok(adc_ctx *c, const cJSON *item, const char *base)
{
    return string_field_ok(c, item, "model_name", base) && member_array_ok(c, item, "layer", base, 1) &&
           member_array_ok(c, item, "watcher_nodes", base, 1) &&
           objects_ok(c, item, "optype_blacklist", base, blacklist_item_ok) &&
           objects_ok(c, item, "opname_blacklist", base, blacklist_item_ok) &&
           objects_ok(c, item, "opname_range", base, range_item_ok);
}

/* CheckDumpFieldTypes: DUMP004 the string members in the product's order
 * (null rejected), then DUMP005 dump_stats and the dump_list items. */
static int phase_a(adc_ctx *c)
{
    static const char *const k_strings[] = {"dump_path", "dump_mode", "dump_op_switch", "dump_level", "dump_scene",
                                            "dump_data", "dump_debug", "dump_kernel_data", "dump_step"};
    for (size_t i = 0; i < sizeof k_strings / sizeof k_strings[0]; i++) {
        if (!string_field_ok(c, c->dump, k_strings[i], "")) {
            return 0;
        }
    }
    if (!member_array_ok(c, c->dump, "dump_stats", "", 1)) {
        return 0;
    }
    return objects_ok(c, c->dump, "dump_list", "", list_item_types_ok);
}

/* ---- phase B: values ---- */

typedef struct adc_options {
    const char *key;
    const char *const *values; /* NULL-terminated */
    const char *shown;         /* TransOptionsToStr: sorted, '/'-separated */
} adc_options;

static const char *const k_mode[] = {"input", "output", "all", NULL};
static const char *const k_data[] = {"tensor", "stats", NULL};
static const char *const k_switch[] = {"on", "off", NULL};
static const char *const k_level[] = {"op", "kernel", "all", NULL};
static const char *const k_scene[] = {"lite_exception", "aic_err_brief_dump", "aic_err_norm_dump",
                                      "aic_err_detail_dump", "watcher", NULL};
static const char *const k_kernel[] = {"all", "printf", "tensor", "assert", "timestamp", NULL};
static const char *const k_stats[] = {"Max", "Min", "Avg", "Nan", "Negative Inf", "Positive Inf", "L2norm", NULL};

/* dumpValidOptions, in the order CheckDumpFieldValues checks them. */
static const adc_options k_single_values[] = {
    {"dump_mode", k_mode, "all/input/output"},
    {"dump_data", k_data, "stats/tensor"},
    {"dump_op_switch", k_switch, "off/on"},
    {"dump_level", k_level, "all/kernel/op"},
    {"dump_debug", k_switch, "off/on"},
    {"dump_scene", k_scene, "aic_err_brief_dump/aic_err_detail_dump/aic_err_norm_dump/lite_exception/watcher"},
};
static const adc_options k_kernel_options = {"dump_kernel_data", k_kernel, "all/assert/printf/tensor/timestamp"};
static const adc_options k_stats_options = {"dump_stats", k_stats,
                                            "Avg/L2norm/Max/Min/Nan/Negative Inf/Positive Inf"};

/* IsValueValid on `len` bytes: empty is EP0001 (DUMP006), not an option is EP0002 (DUMP007). */
static int value_ok(adc_ctx *c, const adc_options *o, const char *v, size_t len, const char *item)
{
    if (len == 0) {
        return fail(c, "EP0001", item, R_VALUE_EMPTY);
    }
    for (const char *const *opt = o->values; *opt != NULL; opt++) {
        if (strlen(*opt) == len && memcmp(*opt, v, len) == 0) {
            return 1;
        }
    }
    (void)o->shown;
    return fail(c, "EP0002", item, R_ENUM);
}

/* DumpConfigConverter::Split: n delimiters give n+1 pieces ("" gives [""]). */
typedef int (*adc_piece_fn)(adc_ctx *c, const char *piece, size_t len, size_t index, void *arg);

static int split_each(adc_ctx *c, const char *s, char delim, adc_piece_fn fn, void *arg)
{
    size_t index = 0;
    for (const char *start = s;; index++) {
        const char *end = strchr(start, delim);
        size_t len = end != NULL ? (size_t)(end - start) : strlen(start);
        if (!fn(c, start, len, index, arg)) {
            return 0;
        }
        if (end == NULL) {
            return 1;
        }
        start = end + 1;
    }
}

static size_t split_count(const char *s, char delim)
{
    size_t n = 1;
    for (; *s; s++) {
        n += *s == delim;
    }
    return n;
}

/* DUMP008: one ','-piece of dump_kernel_data, untrimmed. */
static int kernel_piece_ok(adc_ctx *c, const char *piece, size_t len, size_t index, void *arg)
{
    (void)index;
    (void)arg;
    return value_ok(c, &k_kernel_options, piece, len, "dump_kernel_data");
}

/* CheckDumpFieldValues: DUMP007 the single values, DUMP008 dump_kernel_data, DUMP009 dump_stats. */
static int phase_b(adc_ctx *c)
{
    for (size_t i = 0; i < sizeof k_single_values / sizeof k_single_values[0]; i++) {
        const adc_options *o = &k_single_values[i];
        const char *v = str_member(c->dump, o->key);
        if (v != NULL && !value_ok(c, o, v, strlen(v), o->key)) {
            return 0;
        }
    }
    const char *kernel = str_member(c->dump, "dump_kernel_data");
    if (kernel != NULL && !split_each(c, kernel, ',', kernel_piece_ok, NULL)) {
        return 0;
    }
    const cJSON *stats = adj_member(c->dump, "dump_stats");
    size_t i = 0;
    for (const cJSON *e = stats != NULL ? stats->child : NULL; e != NULL; e = e->next, i++) {
        char *item = fmt("dump_stats[%zu]", i);
        int ok = item != NULL && value_ok(c, &k_stats_options, e->valuestring, strlen(e->valuestring), item);
        free(item);
        if (!ok) {
            return 0;
        }
    }
    return 1;
}

/* ---- phase C: constraints ---- */

static int conflicts(adc_ctx *c, const char *key, const char *value)
{
    return str_is(str_member(c->dump, key), value);
}

/* CheckWatcherDumpScene / CheckExceptionDumpScene (DUMP010). */
static int scene_ok(adc_ctx *c, const char *scene)
{
    if (conflicts(c, "dump_debug", "on")) {
        return fail(c, "EP0005", "dump_debug", R_CONFLICT);
    }
    if (conflicts(c, "dump_op_switch", "on")) {
        return fail(c, "EP0005", "dump_op_switch", R_CONFLICT);
    }
    if (strcmp(scene, "watcher") == 0 && strcmp(str_or(c->dump, "dump_mode", "output"), "output") != 0) {
        return fail(c, "EP0005", "dump_mode", R_CONFLICT);
    }
    return 1;
}

/* CheckDumpPath: DUMP012 required and at most 512, DUMP014 the remote form, DUMP013 the local directory. */
static int dump_path_ok(adc_ctx *c)
{
    const cJSON *m = adj_member(c->dump, "dump_path");
    if (m == NULL) {
        return fail(c, "EP0001", "dump_path", R_NOT_FOUND);
    }
    const char *path = m->valuestring;
    size_t len = adj_len(&c->doc, path);
    if (len == 0) {
        return fail(c, "EP0001", "dump_path", R_VALUE_EMPTY);
    }
    if (len > ADC_MAX_DUMP_PATH) {
        return fail(c, "EP0003", "dump_path", R_PATH_TOO_LONG);
    }
    int colon_last = 0;
    if (adp_is_ip_path(path, &colon_last)) {
        const char *rest = strchr(path, ':') + 1;
        if (!adp_valid_dir_chars(rest, adj_len(&c->doc, rest))) {
            return fail(c, "EP0003", "dump_path", R_INVALID_CHARS);
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
        return fail(c, "EP0003", "dump_path", colon_last ? R_PATH_INVALID : reason);
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
    char *copy = adm_strndup(seg, len);
    char *item = fmt("dump_step[%zu]", index);
    adc_step_parts sp = {0, NULL, NULL, 1};
    int ok = copy != NULL && item != NULL;
    if (ok) {
        split_each(c, copy, '-', step_part, &sp);
        if (sp.count > 2) {
            ok = fail(c, "EP0003", item, R_STEP_FORMAT);
        } else if (!sp.digits) {
            ok = fail(c, "EP0003", item, R_STEP_DIGIT);
        } else if (strtol(sp.first, NULL, 10) > strtol(sp.last, NULL, 10)) {
            ok = fail(c, "EP0003", item, R_STEP_RANGE);
        }
    }
    free(copy);
    free(item);
    return ok;
}

/* CheckDumpStep (DUMP016): "" counts as absent. */
static int dump_step_ok(adc_ctx *c)
{
    const char *step = str_or(c->dump, "dump_step", "");
    if (step[0] == '\0') {
        return 1;
    }
    if (split_count(step, '|') > ADC_MAX_STEP_SEGMENTS) {
        return fail(c, "EP0003", "dump_step", R_STEP_TOO_MANY);
    }
    return split_each(c, step, '|', step_segment, NULL);
}

static size_t array_size(const cJSON *a)
{
    return cJSON_IsArray(a) ? (size_t)cJSON_GetArraySize(a) : 0;
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
            return fail_owned(c, "EP0001", item_path(base, "watcher_nodes"), R_NOT_FOUND);
        }
        if (array_size(nodes) == 0) {
            return fail_owned(c, "EP0001", item_path(base, "watcher_nodes"), R_VALUE_EMPTY);
        }
        if (adj_member(item, "model_name") != NULL) {
            return fail_owned(c, "EP0005", item_path(base, "model_name"), R_CONFLICT);
        }
    } else if (array_size(nodes) > 0) {
        return fail_owned(c, "EP0005", item_path(base, "watcher_nodes"), R_CONFLICT);
    }
    return 1;
}

/* CheckOpNameRange (DUMP018, opname_range). */
static int ranges_ok(adc_ctx *c, const cJSON *item, const char *base, const char *level)
{
    const cJSON *ranges = adj_member(item, "opname_range");
    if (array_size(ranges) == 0) {
        return 1;
    }
    if (strcmp(level, "op") != 0) {
        return fail_owned(c, "EP0005", item_path(base, "opname_range"), R_CONFLICT);
    }
    const cJSON *model = adj_member(item, "model_name");
    if (model == NULL) {
        return fail_owned(c, "EP0001", item_path(base, "model_name"), R_NOT_FOUND);
    }
    if (adj_len(&c->doc, model->valuestring) == 0) {
        return fail_owned(c, "EP0001", item_path(base, "model_name"), R_VALUE_EMPTY);
    }
    size_t j = 0;
    for (const cJSON *r = ranges->child; r != NULL; r = r->next, j++) {
        const char *b = str_member(r, "begin");
        const char *e = str_member(r, "end");
        if (b == NULL || e == NULL || b[0] == '\0' || e[0] == '\0') {
            return fail_owned(c, "EP0003", fmt("%s.opname_range[%zu]", base, j), R_RANGE_INCOMPLETE);
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
            return fail_owned(c, "EP0001", item_path(base, "model_name"), R_VALUE_EMPTY);
        }
        const cJSON *layer = adj_member(item, "layer");
        if (layer != NULL && array_size(layer) == 0) {
            return fail_owned(c, "EP0001", item_path(base, "layer"), R_VALUE_EMPTY);
        }
    }
    if (!watcher_item_ok(c, item, base, l->scene)) {
        return 0;
    }
    static const char *const k_blacklists[] = {"optype_blacklist", "opname_blacklist"};
    for (size_t i = 0; i < 2; i++) {
        if (array_size(adj_member(item, k_blacklists[i])) > ADC_MAX_BLACKLIST) {
            return fail_owned(c, "EP0003", item_path(base, k_blacklists[i]), R_BLACKLIST_SIZE);
        }
    }
    for (size_t i = 0; i < 2; i++) {
        if (array_size(adj_member(item, k_blacklists[i])) > 0 && strcmp(l->level, "op") != 0) {
            return fail_owned(c, "EP0005", item_path(base, k_blacklists[i]), R_CONFLICT);
        }
    }
    return ranges_ok(c, item, base, l->level);
}

/* CheckDumplist: only a non-empty list is checked (DUMP017). */
static int dump_list_ok(adc_ctx *c)
{
    const cJSON *list = adj_member(c->dump, "dump_list");
    adc_list_ctx l = {str_or(c->dump, "dump_level", "all"), str_or(c->dump, "dump_scene", ""),
                      strcmp(str_or(c->dump, "dump_op_switch", "off"), "off") == 0};
    size_t i = 0;
    for (const cJSON *e = list != NULL ? list->child : NULL; e != NULL; e = e->next, i++) {
        char *base = fmt("dump_list[%zu]", i);
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
    if (array_size(stats) == 0) {
        return fail(c, "EP0001", "dump_stats", R_VALUE_EMPTY);
    }
    if (strcmp(str_or(c->dump, "dump_data", "tensor"), "tensor") == 0) {
        return fail(c, "EP0005", "dump_stats", R_CONFLICT);
    }
    return 1;
}

/* CheckDumpConstraints: exception scenes stop after the scene checks
 * (DUMP011), overflow after the path and op-switch checks (DUMP015); a
 * dump_list beside them is never checked (DUMP022). */
static int phase_c(adc_ctx *c)
{
    const char *scene = str_member(c->dump, "dump_scene");
    if (scene != NULL && !scene_ok(c, scene)) {
        return 0;
    }
    if (scene != NULL && strcmp(scene, "watcher") != 0) {
        return 1;
    }
    if (!dump_path_ok(c)) {
        return 0;
    }
    if (strcmp(str_or(c->dump, "dump_debug", "off"), "on") == 0) {
        if (conflicts(c, "dump_op_switch", "on")) {
            return fail(c, "EP0005", "dump_op_switch", R_CONFLICT);
        }
        return 1;
    }
    return dump_step_ok(c) && dump_list_ok(c) && dump_stats_ok(c);
}

/* ---- the converted configuration ---- */

/* DUMP028: the runtime kernel-DFX types of one dump_kernel_data name. */
unsigned adc_dfx_mask_of(const char *name, size_t len)
{
    static const struct {
        const char *name;
        int type;
    } k_types[] = {{"printf", ACLCTS_ADUMP_DFX_PRINTF}, {"tensor", ACLCTS_ADUMP_DFX_TENSOR},
                   {"assert", ACLCTS_ADUMP_DFX_ASSERT}, {"timestamp", ACLCTS_ADUMP_DFX_TIME_STAMP}};
    if (len == 3 && memcmp(name, "all", 3) == 0) {
        return 1u << ACLCTS_ADUMP_DFX_DEFAULT;
    }
    for (size_t i = 0; i < sizeof k_types / sizeof k_types[0]; i++) {
        if (strlen(k_types[i].name) == len && memcmp(k_types[i].name, name, len) == 0) {
            return (1u << k_types[i].type) | (1u << ACLCTS_ADUMP_DFX_BLOCK_INFO);
        }
    }
    return 0;
}

static int dfx_piece(adc_ctx *c, const char *piece, size_t len, size_t index, void *arg)
{
    (void)index;
    c->r->dfx_mask |= adc_dfx_mask_of(piece, len);
    (void)arg;
    return 1;
}

/* ConvertDumpScene / ConvertDumpType (DUMP021; an exception or overflow dump wins over dump_list, DUMP022). */
static aclcts_adump_type type_of(const char *scene, const char *debug)
{
    if (str_is(scene, "aic_err_brief_dump") || str_is(scene, "lite_exception")) {
        return ACLCTS_ADUMP_TYPE_ARGS_EXCEPTION;
    }
    if (str_is(scene, "aic_err_norm_dump")) {
        return ACLCTS_ADUMP_TYPE_EXCEPTION;
    }
    if (str_is(scene, "aic_err_detail_dump")) {
        return ACLCTS_ADUMP_TYPE_AIC_ERR_DETAIL_DUMP;
    }
    return strcmp(debug, "on") == 0 ? ACLCTS_ADUMP_TYPE_OP_OVERFLOW : ACLCTS_ADUMP_TYPE_OPERATOR;
}

static const char *mode_of(aclcts_adump_type type, const char *scene, int list, int op_switch_on)
{
    switch (type) {
    case ACLCTS_ADUMP_TYPE_ARGS_EXCEPTION:
        return "exception-brief";
    case ACLCTS_ADUMP_TYPE_EXCEPTION:
        return "exception-norm";
    case ACLCTS_ADUMP_TYPE_AIC_ERR_DETAIL_DUMP:
        return "exception-detail";
    case ACLCTS_ADUMP_TYPE_OP_OVERFLOW:
        return "overflow";
    default:
        break;
    }
    if (str_is(scene, "watcher")) {
        return "watcher";
    }
    if (op_switch_on) {
        return list ? "model+single-op" : "single-op";
    }
    return "model";
}

static char *shown_member(adc_ctx *c, const char *key, const char *dflt)
{
    const char *v = dflt != NULL ? str_or(c->dump, key, dflt) : str_member(c->dump, key);
    return v != NULL ? adj_show(&c->doc, v) : NULL;
}

static char *joined_stats(adc_ctx *c)
{
    const cJSON *stats = adj_member(c->dump, "dump_stats");
    if (stats == NULL) {
        return NULL;
    }
    size_t n = 1;
    for (const cJSON *e = stats->child; e != NULL; e = e->next) {
        n += strlen(e->valuestring) + 1;
    }
    char *out = calloc(n, 1);
    for (const cJSON *e = stats->child; out != NULL && e != NULL; e = e->next) {
        if (e != stats->child) {
            strcat(out, ",");
        }
        strcat(out, e->valuestring);
    }
    return out;
}

/* The switches as adump resolves them (RawDumpConfig from_json defaults), DUMP023. */
static void take_switches(adc_ctx *c)
{
    adc_result *r = c->r;
    r->dump_mode = shown_member(c, "dump_mode", "output");
    r->dump_level = shown_member(c, "dump_level", "all");
    r->dump_op_switch = shown_member(c, "dump_op_switch", "off");
    r->dump_debug = shown_member(c, "dump_debug", "off");
    r->dump_data = shown_member(c, "dump_data", NULL);
    r->dump_scene = shown_member(c, "dump_scene", NULL);
    r->dump_step = shown_member(c, "dump_step", NULL);
    r->kernel_data = shown_member(c, "dump_kernel_data", NULL);
    r->dump_stats = joined_stats(c);
    const char *level = str_or(c->dump, "dump_level", "all");
    r->dump_switch = strcmp(level, "op") == 0 ? 1 : strcmp(level, "kernel") == 0 ? 2 : 3;
}

/* NeedDump (DUMP020). */
static int need_dump(adc_ctx *c)
{
    return array_size(adj_member(c->dump, "dump_list")) > 0 ||
           strcmp(str_or(c->dump, "dump_op_switch", "off"), "on") == 0 ||
           strcmp(str_or(c->dump, "dump_debug", "off"), "on") == 0 || str_or(c->dump, "dump_scene", NULL) != NULL;
}

/* An environment directory that is set, non-empty and usable (DUMP030). */
static const char *usable_env(const char *value)
{
    return value != NULL && value[0] != '\0' && adp_env_dir_usable(value) ? value : NULL;
}

/* ConvertDumpConfig's path: exception scenes take ASCEND_DUMP_PATH over
 * ASCEND_WORK_PATH over dump_path (DUMP030). */
static void take_path(adc_ctx *c, const aclcts_adump_env *env)
{
    adc_result *r = c->r;
    const char *raw = str_member(c->dump, "dump_path");
    r->path = raw != NULL ? adj_show(&c->doc, raw) : adm_strdup("");
    r->path_source = "dump_path";
    if (r->type == ACLCTS_ADUMP_TYPE_OPERATOR || r->type == ACLCTS_ADUMP_TYPE_OP_OVERFLOW) {
        return;
    }
    const char *work = usable_env(env->ascend_work_path);
    const char *dump = usable_env(env->ascend_dump_path);
    const char *chosen = dump != NULL ? dump : work;
    if (chosen != NULL) {
        free(r->path);
        r->path = adm_strdup(chosen);
        r->path_source = dump != NULL ? "ASCEND_DUMP_PATH" : "ASCEND_WORK_PATH";
    }
}

/* After the checks passed: the DFX input, need-dump, type and DumpConfig. */
static void convert_checked(adc_ctx *c, const aclcts_adump_env *env)
{
    adc_result *r = c->r;
    const char *raw_path = str_member(c->dump, "dump_path");
    r->dfx_path = raw_path != NULL ? adj_cstr(&c->doc, raw_path) : adm_strdup("");
    const char *kernel = str_member(c->dump, "dump_kernel_data");
    if (kernel != NULL) {
        split_each(c, kernel, ',', dfx_piece, NULL);
    }
    take_switches(c);
    r->need_dump = need_dump(c);
    if (!r->need_dump) {
        return;
    }
    const char *scene = str_or(c->dump, "dump_scene", NULL);
    r->type = type_of(scene, str_or(c->dump, "dump_debug", "off"));
    r->mode = mode_of(r->type, scene, array_size(adj_member(c->dump, "dump_list")) > 0,
                      strcmp(str_or(c->dump, "dump_op_switch", "off"), "on") == 0);
    take_path(c, env);
    /* EnsureDefaultDfxType (DUMP028): an operator dump without
     * dump_kernel_data enables kernel-DFX "all". */
    if (r->type == ACLCTS_ADUMP_TYPE_OPERATOR && kernel == NULL) {
        r->dfx_mask |= 1u << ACLCTS_ADUMP_DFX_DEFAULT;
    }
}

void adc_convert(const char *data, size_t size, const aclcts_adump_env *env, adc_result *r)
{
    memset(r, 0, sizeof *r);
    r->mode = "none";
    adc_ctx c = {{0}, NULL, r};
    if (adj_parse(data, size, &c.doc) != 0) {
        fail(&c, "EP0004", "", R_PARSE);
        adj_free(&c.doc);
        return;
    }
    c.dump = adj_member(c.doc.root, "dump");
    if (c.dump != NULL && !cJSON_IsObject(c.dump)) {
        fail(&c, "EP0001", "dump", R_MUST_BE_OBJECT);
    } else if (c.dump != NULL && c.dump->child != NULL && phase_a(&c) && phase_b(&c) && phase_c(&c)) {
        convert_checked(&c, env);
    }
    adj_free(&c.doc);
}

void adc_free(adc_result *r)
{
    char **owned[] = {&r->item, &r->path, &r->dump_mode, &r->dump_level, &r->dump_data, &r->dump_op_switch,
                      &r->dump_debug, &r->dump_scene, &r->dump_step, &r->dump_stats, &r->kernel_data, &r->dfx_path};
    for (size_t i = 0; i < sizeof owned / sizeof owned[0]; i++) {
        free(*owned[i]);
        *owned[i] = NULL;
    }
}
