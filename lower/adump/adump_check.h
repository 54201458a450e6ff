/* What the checks of DumpConfigConverter::Convert share (adump_check.c): the
 * parsed configuration, the first failure and the product's error reasons,
 * the member lookups of the converter and its Split. The checks themselves
 * are in three phases, one file each (adump_phases.h); adump_convert.c runs
 * them. Everything here is named adc_, the converter's prefix. */
#ifndef ACLCTS_LOWER_ADUMP_CHECK_H_
#define ACLCTS_LOWER_ADUMP_CHECK_H_

#include <stddef.h>

#include <cjson/cJSON.h>

#include "adump/adump_json.h"

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

/* The first failed check: it decides the error report and the item named. */
typedef struct adc_failure {
    int result;         /* 0 or ACLCTS_ADUMP_INPUT_FAILED */
    char report[8];     /* "EP0001".."EP0005"; "" while every check passed */
    char *item;         /* malloc'd */
    const char *reason; /* one of the R_ reasons */
} adc_failure;

typedef struct adc_ctx {
    adj_doc doc;
    const cJSON *dump; /* the `dump` object */
    adc_failure failure;
} adc_ctx;

/* Records a failure (the first one is kept, `item` is taken over or freed);
 * both return 0 so a check can `return adc_fail(...)`. */
int adc_fail_owned(adc_ctx *c, const char *report, char *item, const char *reason);
int adc_fail(adc_ctx *c, const char *report, const char *item, const char *reason);
/* BuildPath: "base.key", or "key" at the top of `dump` (malloc'd). */
char *adc_item_path(const char *base, const char *key);

/* GetStringIfExist: the member's text when it is a string, else NULL. */
const char *adc_str_member(const cJSON *obj, const char *key);
/* GetStringOrDefault: absent, not a string or empty gives the default. */
const char *adc_str_or(const cJSON *obj, const char *key, const char *dflt);
int adc_str_is(const char *v, const char *want);
/* The size of an array member; 0 for anything else. */
size_t adc_array_size(const cJSON *a);

/* DumpConfigConverter::Split: n delimiters give n+1 pieces ("" gives [""]);
 * fn is called for each until it returns 0, which adc_split returns. */
typedef int (*adc_piece_fn)(adc_ctx *c, const char *piece, size_t len, size_t index, void *arg);
int adc_split(adc_ctx *c, const char *s, char delim, adc_piece_fn fn, void *arg);
size_t adc_split_count(const char *s, char delim);

#endif
