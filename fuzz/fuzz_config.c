/* fuzz_config: the bytes are a config file; the reference's pure stages
 * (read and file checks on a scratch file, depth scan, syntax, every key
 * check) decide on it, and the decision is checked against the spec:
 *
 *   - each stage returns a code the spec allows for it (FILE001..FILE007,
 *     JSON001..JSON014, ERRMSG001, STACK004, DEV002, DEV003, FIFO002,
 *     EVT002, HAZ002, PROF002);
 *   - a readable regular file of at most 10 MiB passes the read and file
 *     checks, and reads back byte for byte (FILE005, JSON011);
 *   - a raw '{' or '[' depth over 10 before the first NUL gives 100006
 *     (JSON001, JSON002; counted here independently of the reference);
 *   - an empty text or a leading NUL is no JSON and passes (INIT004);
 *   - only the text up to the first NUL decides (JSON011);
 *   - a non-object top level, or an object without a recognised key,
 *     passes every key check and applies nothing (JSON003, JSON012);
 *   - an accepted profiler value serialises to valid JSON (PROF002);
 *   - the same bytes give the same decision twice.
 * A broken invariant prints the input and the decision, then aborts. */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aclref_limits.h"
#include "config.h"
#include "errmsg.h"
#include "lower/lower_layers.h"
#include "src/scratch.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

/* Everything the pure stages decide for one text. */
typedef struct decision {
    int json, errmsg, stack[3], dev, fifo[2], evt, prof;
    uint32_t mode, stack_value[3], fifo_value[2], prof_type, prof_len;
    int32_t device;
    uint8_t event;
    bool stack_present[3], dev_present, fifo_present[2], evt_present;
    uint32_t prof_hash;
} decision;

static scratch g_scratch;
static const uint8_t *g_data;
static size_t g_size;

static void fail(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
static void fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "\nfuzz_config: invariant broken: ");
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\ninput (%zu bytes): \"", g_size);
    for (size_t i = 0; i < g_size && i < 4096; i++) {
        uint8_t c = g_data[i];
        if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') fputc(c, stderr);
        else fprintf(stderr, "\\x%02x", c);
    }
    fprintf(stderr, "\"\n");
    abort();
}

static void expect_in(const char *stage, int code, int allowed_a, int allowed_b)
{
    if (code != ACL_SUCCESS && code != allowed_a && code != allowed_b) {
        fail("%s returned %d, not a code the spec allows for this stage (0, %d, %d)", stage, code, allowed_a,
             allowed_b);
    }
}

static uint32_t fnv(const char *s, size_t n)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++) h = (h ^ (uint8_t)s[i]) * 16777619u;
    return h;
}

/* The top-level names of include/acl/config_keys.def's keys that aclInit or
 * the layers it hands the config to read: a section's name for its members;
 * not the op executor's (STAGE OPEXE), which libascendcl ignores. */
static bool is_recognised_key(const char *name)
{
    static const struct {
        const char *key, *section, *stage;
    } keys[] = {
#define ACLCTS_CONFIG_KEY(KEY, SECTION, JSON_TYPE, FAMILY, STAGE, VALID, INVALID) {#KEY, #SECTION, #STAGE},
#include "acl/config_keys.def"
    };
    for (size_t i = 0; i < sizeof(keys) / sizeof(keys[0]); i++) {
        const char *top = strcmp(keys[i].section, "ROOT") == 0 ? keys[i].key : keys[i].section;
        if (strcmp(keys[i].stage, "OPEXE") != 0 && strcmp(name, top) == 0) return true;
    }
    return false;
}

/* JSON003, JSON012: what the key checks see when they should see nothing. */
static bool root_has_recognised_key(json_span root)
{
    if (json_kind_of(root) != JSON_OBJECT) return false;
    json_iter it = json_iter_begin(root);
    json_span key, value;
    bool found = false;
    while (!found && json_iter_next(&it, &key, &value)) {
        char *name = json_string_dup(key);
        found = name != NULL && is_recognised_key(name);
        free(name);
    }
    return found;
}

static void decide_keys(json_span root, decision *d)
{
    static const int fifo_types[2] = {4, 5};
    d->errmsg = check_err_msg_mode(root, &d->mode);
    for (int i = 0; i < 3; i++) d->stack[i] = check_stack_size(root, i + 1, &d->stack_present[i], &d->stack_value[i]);
    d->dev = check_default_device(root, &d->dev_present, &d->device);
    for (int i = 0; i < 2; i++)
        d->fifo[i] = check_printf_fifo(root, fifo_types[i], &d->fifo_present[i], &d->fifo_value[i]);
    d->evt = check_event_mode(root, &d->evt_present, &d->event);
    profiling_request request;
    d->prof = check_profiling(root, true, NULL, &request);
    d->prof_type = request.data_type;
    d->prof_len = request.text_len;
    if (request.text) {
        d->prof_hash = fnv(request.text, strlen(request.text));
        /* PROF002: the product hands MsprofInit nlohmann's dump, always JSON */
        if (!json_is_valid(request.text, strlen(request.text))) fail("profiler text %s is not JSON", request.text);
    }
    free(request.text);
}

static void check_key_codes(const decision *d)
{
    expect_in("err_msg_mode", d->errmsg, ACL_ERROR_INVALID_PARAM, ACL_ERROR_INVALID_PARAM);
    for (int i = 0; i < 3; i++) expect_in("StackSize", d->stack[i], ACL_ERROR_FAILURE, ACL_ERROR_FAILURE);
    expect_in("defaultDevice", d->dev, ACL_ERROR_FAILURE, ACL_ERROR_FAILURE);
    for (int i = 0; i < 2; i++) expect_in("printf fifo", d->fifo[i], ACL_ERROR_FAILURE, ACL_ERROR_FAILURE);
    expect_in("event_mode", d->evt, ACL_ERROR_INVALID_PARAM, ACL_ERROR_INVALID_PARAM);
    expect_in("profiler", d->prof, ACL_ERROR_INVALID_PARAM, ACL_ERROR_INTERNAL_ERROR);
    if (d->errmsg == ACL_SUCCESS && d->mode > 1) fail("err_msg_mode %u accepted", (unsigned)d->mode);
    if (d->evt == ACL_SUCCESS && d->evt_present && d->event > 1) fail("event_mode %u accepted", (unsigned)d->event);
}

static void check_nothing_applies(const decision *d, const char *why)
{
    bool any = d->errmsg || d->dev || d->evt || d->prof || d->mode || d->dev_present || d->evt_present ||
               d->prof_type != MSPROF_CTRL_INIT_DYNA;
    for (int i = 0; i < 3; i++) any |= d->stack[i] || d->stack_present[i];
    for (int i = 0; i < 2; i++) any |= d->fifo[i] || d->fifo_present[i];
    if (any) fail("%s, yet a key check returned non-zero or found a key", why);
}

/* The raw depth of JSON001/JSON002, independently of the reference. */
static bool raw_depth_over_limit(const char *text, size_t len)
{
    unsigned obj = 0, arr = 0, obj_max = 0, arr_max = 0;
    for (size_t i = 0; i < len; i++) {
        switch (text[i]) {
        case '{':
            if (++obj > obj_max) obj_max = obj;
            break;
        case '}':
            if (obj) obj--;
            break;
        case '[':
            if (++arr > arr_max) arr_max = arr;
            break;
        case ']':
            if (arr) arr--;
            break;
        default:
            break;
        }
    }
    return obj_max > ACLREF_MAX_OBJECT_DEPTH || arr_max > ACLREF_MAX_ARRAY_DEPTH;
}

static void decide(const config_text *text, decision *d)
{
    memset(d, 0, sizeof(*d));
    json_span root;
    d->json = check_config_json(text, &root);
    if (d->json == ACL_SUCCESS) decide_keys(root, d);
}

static void check_decision(const config_text *text, const decision *d)
{
    size_t prefix = strnlen(text->bytes, text->size);
    expect_in("depth/syntax", d->json, ACL_ERROR_PARSE_FILE, ACL_ERROR_PARSE_FILE);
    if (raw_depth_over_limit(text->bytes, prefix) && d->json != ACL_ERROR_PARSE_FILE) {
        fail("raw depth over 10 gave %d, not 100006", d->json);
    }
    if (prefix == 0 && d->json != ACL_SUCCESS) fail("no JSON text gave %d, not 0 (INIT004)", d->json);
    if (d->json != ACL_SUCCESS) return;
    check_key_codes(d);
    json_span root;
    (void)check_config_json(text, &root);
    if (!root_has_recognised_key(root)) check_nothing_applies(d, "no recognised key");
}

/* FILE001..FILE007 on a regular scratch file: must pass and read back exactly. */
static void read_from_file(config_text *out)
{
    if (!scratch_write(&g_scratch, 0, g_data, g_size)) fail("cannot write in %s", g_scratch.dir);
    const char *path = scratch_path(&g_scratch, SLOT_FIRST_CONFIG);
    bool changed;
    int read = check_config_read(path, ACLREF_READ_CAP_BYTES, out, &changed);
    if (read != ACL_SUCCESS) fail("check_config_read returned %d for a readable regular file", read);
    if (out->size != g_size || (g_size && memcmp(out->bytes, g_data, g_size) != 0) || out->bytes[out->size] != '\0') {
        fail("check_config_read: the bytes read back differ (%zu of %zu)", out->size, g_size);
    }
    int file = check_config_file(path, out);
    if (file != ACL_SUCCESS) fail("check_config_file returned %d for a small regular file", file);
}

static void drain_messages(void)
{
    for (uint32_t mode = 0; mode < 2; mode++) {
        errmsg_set_mode(mode);
        free(errmsg_take_host_text());
    }
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    if (!scratch_open(&g_scratch, "fuzz_config")) {
        fprintf(stderr, "fuzz_config: cannot create a scratch directory\n");
        exit(1);
    }
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > ACLREF_MAX_CONFIG_BYTES) return 0;
    g_data = data;
    g_size = size;
    config_text from_file = {0};
    read_from_file(&from_file);
    decision first, again, prefix_only;
    decide(&from_file, &first);
    check_decision(&from_file, &first);

    /* The same bytes from memory: the same decision. */
    config_text in_memory = {.bytes = malloc(size + 1), .size = size, .is_regular = true};
    if (size) memcpy(in_memory.bytes, data, size);
    in_memory.bytes[size] = '\0';
    decide(&in_memory, &again);
    if (memcmp(&first, &again, sizeof(first)) != 0) fail("the decision differs between two runs on the same bytes");

    /* JSON011: nothing after the first NUL matters to the decision. */
    size_t prefix = strnlen(in_memory.bytes, size);
    if (prefix < size) {
        in_memory.size = prefix;
        decide(&in_memory, &prefix_only);
        if (memcmp(&first, &prefix_only, sizeof(first)) != 0) {
            fail("JSON011: the bytes after the first NUL changed the decision (NUL at %zu of %zu)", prefix, size);
        }
    }
    free(in_memory.bytes);
    config_text_free(&from_file);
    drain_messages();
    return 0;
}
