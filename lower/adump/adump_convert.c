/* DumpConfigConverter::Convert (dump_config_converter.cpp): the envelope
 * (DUMP003), the three phases of checks (adump_phases.h: member types
 * DUMP004-DUMP005, values DUMP006-DUMP009, constraints by mode
 * DUMP010-DUMP019), then the need-dump decision, the dump type, the
 * DumpConfig and the kernel-DFX input (DUMP020-DUMP023, DUMP028, DUMP030);
 * each rule is tagged at its check. The first failed check decides the error
 * report (EPxxxx, the item it names) and the result is ADUMP_INPUT_FAILED.
 * Check order follows the product so the reported item is the product's. */
#include <stdlib.h>
#include <string.h>

#include "adump/adump_convert.h"
#include "adump/adump_path.h"
#include "adump/adump_phases.h"
#include "adump/adump_str.h"

/* DUMP028: the runtime kernel-DFX types of one dump_kernel_data name. */
static unsigned dfx_mask_of(const char *name, size_t len)
{
    static const struct {
        const char *name;
        int type;
    } k_types[] = {{"printf", ACLCTS_ADUMP_DFX_PRINTF},
                   {"tensor", ACLCTS_ADUMP_DFX_TENSOR},
                   {"assert", ACLCTS_ADUMP_DFX_ASSERT},
                   {"timestamp", ACLCTS_ADUMP_DFX_TIME_STAMP}};
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

/* One ','-piece of dump_kernel_data; arg: the result. */
static int dfx_piece(adc_ctx *c, const char *piece, size_t len, size_t index, void *arg)
{
    (void)c;
    (void)index;
    adc_result *r = arg;
    r->dfx_mask |= dfx_mask_of(piece, len);
    return 1;
}

/* ConvertDumpScene / ConvertDumpType (DUMP021; an exception or overflow dump wins over dump_list, DUMP022). */
static aclcts_adump_type type_of(const char *scene, const char *debug)
{
    if (adc_str_is(scene, "aic_err_brief_dump") || adc_str_is(scene, "lite_exception")) {
        return ACLCTS_ADUMP_TYPE_ARGS_EXCEPTION;
    }
    if (adc_str_is(scene, "aic_err_norm_dump")) {
        return ACLCTS_ADUMP_TYPE_EXCEPTION;
    }
    if (adc_str_is(scene, "aic_err_detail_dump")) {
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
    if (adc_str_is(scene, "watcher")) {
        return "watcher";
    }
    if (op_switch_on) {
        return list ? "model+single-op" : "single-op";
    }
    return "model";
}

static char *shown_member(adc_ctx *c, const char *key, const char *dflt)
{
    const char *v = dflt != NULL ? adc_str_or(c->dump, key, dflt) : adc_str_member(c->dump, key);
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
static void take_switches(adc_ctx *c, adc_result *r)
{
    r->dump_mode = shown_member(c, "dump_mode", "output");
    r->dump_level = shown_member(c, "dump_level", "all");
    r->dump_op_switch = shown_member(c, "dump_op_switch", "off");
    r->dump_debug = shown_member(c, "dump_debug", "off");
    r->dump_data = shown_member(c, "dump_data", NULL);
    r->dump_scene = shown_member(c, "dump_scene", NULL);
    r->dump_step = shown_member(c, "dump_step", NULL);
    r->kernel_data = shown_member(c, "dump_kernel_data", NULL);
    r->dump_stats = joined_stats(c);
    const char *level = adc_str_or(c->dump, "dump_level", "all");
    r->dump_switch = strcmp(level, "op") == 0 ? 1 : strcmp(level, "kernel") == 0 ? 2 : 3;
}

/* NeedDump (DUMP020). */
static int need_dump(adc_ctx *c)
{
    return adc_array_size(adj_member(c->dump, "dump_list")) > 0 ||
           strcmp(adc_str_or(c->dump, "dump_op_switch", "off"), "on") == 0 ||
           strcmp(adc_str_or(c->dump, "dump_debug", "off"), "on") == 0 ||
           adc_str_or(c->dump, "dump_scene", NULL) != NULL;
}

/* An environment directory that is set, non-empty and usable (DUMP030). */
static const char *usable_env(const char *value)
{
    return value != NULL && value[0] != '\0' && adp_env_dir_usable(value) ? value : NULL;
}

/* ConvertDumpConfig's path: exception scenes take ASCEND_DUMP_PATH over
 * ASCEND_WORK_PATH over dump_path (DUMP030). */
static void take_path(adc_ctx *c, const aclcts_adump_env *env, adc_result *r)
{
    const char *raw = adc_str_member(c->dump, "dump_path");
    r->path = raw != NULL ? adj_show(&c->doc, raw) : ads_strdup("");
    r->path_source = "dump_path";
    if (r->type == ACLCTS_ADUMP_TYPE_OPERATOR || r->type == ACLCTS_ADUMP_TYPE_OP_OVERFLOW) {
        return;
    }
    const char *work = usable_env(env->ascend_work_path);
    const char *dump = usable_env(env->ascend_dump_path);
    const char *chosen = dump != NULL ? dump : work;
    if (chosen != NULL) {
        free(r->path);
        r->path = ads_strdup(chosen);
        r->path_source = dump != NULL ? "ASCEND_DUMP_PATH" : "ASCEND_WORK_PATH";
    }
}

/* After the checks passed: the DFX input, need-dump, type and DumpConfig. */
static void convert_checked(adc_ctx *c, const aclcts_adump_env *env, adc_result *r)
{
    const char *raw_path = adc_str_member(c->dump, "dump_path");
    r->dfx_path = raw_path != NULL ? adj_cstr(&c->doc, raw_path) : ads_strdup("");
    const char *kernel = adc_str_member(c->dump, "dump_kernel_data");
    if (kernel != NULL) {
        adc_split(c, kernel, ',', dfx_piece, r);
    }
    take_switches(c, r);
    r->need_dump = need_dump(c);
    if (!r->need_dump) {
        return;
    }
    const char *scene = adc_str_or(c->dump, "dump_scene", NULL);
    r->type = type_of(scene, adc_str_or(c->dump, "dump_debug", "off"));
    r->mode = mode_of(r->type, scene, adc_array_size(adj_member(c->dump, "dump_list")) > 0,
                      strcmp(adc_str_or(c->dump, "dump_op_switch", "off"), "on") == 0);
    take_path(c, env, r);
    /* EnsureDefaultDfxType (DUMP028): an operator dump without
     * dump_kernel_data enables kernel-DFX "all". */
    if (r->type == ACLCTS_ADUMP_TYPE_OPERATOR && kernel == NULL) {
        r->dfx_mask |= 1u << ACLCTS_ADUMP_DFX_DEFAULT;
    }
}

/* The first failure, if any, decides the result (DUMP003-DUMP019). */
static void take_failure(adc_failure *f, adc_result *r)
{
    r->result = f->result;
    memcpy(r->report, f->report, sizeof r->report);
    r->item = f->item;
    r->reason = f->reason;
}

/* The envelope (DUMP003): text that parses (EP0004), a `dump` member that is
 * an object (EP0001); an absent or empty `dump` is no dump. Then the three
 * phases of checks, and the conversion once they pass. */
void adc_convert(const char *data, size_t size, const aclcts_adump_env *env, adc_result *r)
{
    memset(r, 0, sizeof *r);
    r->mode = "none";
    adc_ctx c = {{0}, NULL, {0}};
    if (adj_parse(data, size, &c.doc) != 0) {
        adc_fail(&c, "EP0004", "", R_PARSE);
        adj_free(&c.doc);
        take_failure(&c.failure, r);
        return;
    }
    c.dump = adj_member(c.doc.root, "dump");
    if (c.dump != NULL && !cJSON_IsObject(c.dump)) {
        adc_fail(&c, "EP0001", "dump", R_MUST_BE_OBJECT);
    } else if (c.dump != NULL && c.dump->child != NULL && adc_check_types(&c) && adc_check_values(&c) &&
               adc_check_constraints(&c)) {
        convert_checked(&c, env, r);
    }
    adj_free(&c.doc);
    take_failure(&c.failure, r);
}

void adc_free(adc_result *r)
{
    char **owned[] = {&r->item,      &r->path,           &r->dump_mode,   &r->dump_level,
                      &r->dump_data, &r->dump_op_switch, &r->dump_debug,  &r->dump_scene,
                      &r->dump_step, &r->dump_stats,     &r->kernel_data, &r->dfx_path};
    for (size_t i = 0; i < sizeof owned / sizeof owned[0]; i++) {
        free(*owned[i]);
        *owned[i] = NULL;
    }
}
