/* Internals of the adump model shared by its files. */
#ifndef ACLCTS_LOWER_ADUMP_INTERNAL_H_
#define ACLCTS_LOWER_ADUMP_INTERNAL_H_

#include <stddef.h>

#include <cjson/cJSON.h>

#include "adump/adump_model.h"

/* ---- adump_json.c: the configuration text as nlohmann::json reads it ---- */

/* A parsed document. A `\u0000` escape (a NUL inside a string for nlohmann,
 * the end of a C string for cJSON) is parsed as `marker`, a non-character
 * absent from the text, so that strings keep their length and content. */
typedef struct adj_doc {
    cJSON *root;
    char marker[5]; /* UTF-8 of the stand-in for NUL; "" when the text has no \u0000 */
} adj_doc;

/* Parses the bytes as nlohmann::json::parse(string_view(data, size)) does;
 * 0 on success, -1 on a parse error. */
int adj_parse(const char *data, size_t size, adj_doc *doc);
void adj_free(adj_doc *doc);
/* js.find(key) of nlohmann: the LAST member named `key` (duplicates: the last
 * one wins); NULL when absent or when `obj` is not an object. */
const cJSON *adj_member(const cJSON *obj, const char *key);
/* Length of a string value as std::string::size() (a stand-in counts 1). */
size_t adj_len(const adj_doc *doc, const char *s);
/* The C string std::string::c_str() gives: up to the first NUL (malloc'd). */
char *adj_cstr(const adj_doc *doc, const char *s);
/* The string with each stand-in shown as "\u0000" (malloc'd), for reports. */
char *adj_show(const adj_doc *doc, const char *s);

/* ---- adump_path.c: path checks ---- */

/* DumpConfigConverter::CheckIpAddress: `text` is "<IPv4>:<rest>" with a valid
 * IPv4 part. Sets *colon_last when a ':' ends the text (reported, not fatal). */
int adp_is_ip_path(const char *text, int *colon_last);
/* FileUtils::IsValidDirChar: non-empty, only [A-Za-z0-9] and -=[];\,./!@#$%^&*()_+{}: ? */
int adp_valid_dir_chars(const char *text, size_t len);
/* realpath succeeds / is a directory / R and W access, of the C string `path`.
 * Each returns 1 when the check passes. */
int adp_exists(const char *path);
int adp_is_dir(const char *path);
int adp_rw(const char *path);
/* DumpConfigConverter::CheckDumpPath for an environment value: created
 * recursively (mode 0700) when missing, then resolvable, a directory, R/W. */
int adp_env_dir_usable(const char *path);
/* Path(base).Append(part): separators between and after, `part` trimmed. */
char *adp_append(const char *base, const char *part);

/* ---- adump_convert.c: DumpConfigConverter::Convert ---- */

typedef struct adc_result {
    int result;              /* 0 or ACLCTS_ADUMP_INPUT_FAILED */
    char report[8];
    char *item;
    const char *reason;
    int need_dump;
    aclcts_adump_type type;
    const char *mode;
    char *path;              /* ConvertDumpConfig's dumpPath (after DUMP030) */
    const char *path_source;
    char *dump_mode, *dump_level, *dump_data, *dump_op_switch, *dump_debug, *dump_scene;
    char *dump_step, *dump_stats, *kernel_data;
    int dump_switch;
    char *dfx_path;          /* DumpDfxConfig: raw dump_path */
    unsigned dfx_mask;       /* runtime types of the DumpDfxConfig names */
} adc_result;

void adc_convert(const char *data, size_t size, const aclcts_adump_env *env, adc_result *r);
void adc_free(adc_result *r);
/* Runtime kernel-DFX types for one dump_kernel_data name (GetRegisterDfxTypes). */
unsigned adc_dfx_mask_of(const char *name, size_t len);

/* Small string helpers (adump_convert.c). */
char *adm_strdup(const char *s);
char *adm_strndup(const char *s, size_t n);

#endif
