/* What the converter's checks share (adump_check.h): the first failure, the
 * item paths and member lookups of dump_config_converter.cpp, and its Split. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adump/adump_check.h"
#include "adump/adump_model.h"
#include "adump/adump_str.h"

int adc_fail_owned(adc_ctx *c, const char *report, char *item, const char *reason)
{
    adc_failure *f = &c->failure;
    if (f->report[0] == '\0') {
        snprintf(f->report, sizeof f->report, "%s", report);
        f->item = item;
        f->reason = reason;
    } else {
        free(item);
    }
    f->result = ACLCTS_ADUMP_INPUT_FAILED;
    return 0;
}

int adc_fail(adc_ctx *c, const char *report, const char *item, const char *reason)
{
    return adc_fail_owned(c, report, ads_strdup(item), reason);
}

char *adc_item_path(const char *base, const char *key)
{
    return base[0] != '\0' ? ads_fmt("%s.%s", base, key) : ads_strdup(key);
}

const char *adc_str_member(const cJSON *obj, const char *key)
{
    const cJSON *m = adj_member(obj, key);
    return cJSON_IsString(m) ? m->valuestring : NULL;
}

const char *adc_str_or(const cJSON *obj, const char *key, const char *dflt)
{
    const char *v = adc_str_member(obj, key);
    return v != NULL && v[0] != '\0' ? v : dflt;
}

int adc_str_is(const char *v, const char *want) { return v != NULL && strcmp(v, want) == 0; }

size_t adc_array_size(const cJSON *a) { return cJSON_IsArray(a) ? (size_t)cJSON_GetArraySize(a) : 0; }

int adc_split(adc_ctx *c, const char *s, char delim, adc_piece_fn fn, void *arg)
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

size_t adc_split_count(const char *s, char delim)
{
    size_t n = 1;
    for (; *s; s++) {
        n += *s == delim;
    }
    return n;
}
