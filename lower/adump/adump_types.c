/* CheckDumpFieldTypes (dump_config_converter.cpp), phase A of the
 * converter's checks: DUMP004 the string members in the product's order
 * (null rejected), then DUMP005 dump_stats and the dump_list items
 * (CheckArrayOfType, CheckDumpListFieldTypes, CheckDumpListItemFieldTypes):
 * the first member of the wrong type is EP0001. */
#include <stdlib.h>

#include "adump/adump_phases.h"
#include "adump/adump_str.h"

static int string_field_ok(adc_ctx *c, const cJSON *obj, const char *key, const char *base)
{
    const cJSON *m = adj_member(obj, key);
    if (m != NULL && !cJSON_IsString(m)) {
        return adc_fail_owned(c, "EP0001", adc_item_path(base, key), R_MUST_BE_STRING);
    }
    return 1;
}

/* CheckArrayOfType: an array whose members are all strings (or objects) (DUMP005). */
static int array_of_ok(adc_ctx *c, const cJSON *arr, const char *path, int strings)
{
    if (!cJSON_IsArray(arr)) {
        return adc_fail(c, "EP0001", path, R_MUST_BE_ARRAY);
    }
    size_t i = 0;
    for (const cJSON *e = arr->child; e != NULL; e = e->next, i++) {
        if (strings ? !cJSON_IsString(e) : !cJSON_IsObject(e)) {
            return adc_fail_owned(c, "EP0001", ads_fmt("%s[%zu]", path, i),
                                  strings ? R_MEMBER_STRING : R_MEMBER_OBJECT);
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
    char *path = adc_item_path(base, key);
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
    char *path = adc_item_path(base, key);
    int ok = path != NULL && array_of_ok(c, m, path, 0);
    size_t i = 0;
    for (const cJSON *e = m->child; ok && e != NULL; e = e->next, i++) {
        char *ipath = ads_fmt("%s[%zu]", path, i);
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

int adc_check_types(adc_ctx *c)
{
    static const char *const k_strings[] = {"dump_path", "dump_mode",  "dump_op_switch",   "dump_level", "dump_scene",
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
