/* The profiling layer's MsprofInit decision (see msprof_model.h). */
#include "msprof/msprof_model.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "msprof/nano_json.h"

/* ACLJSON_CONFIG_VECTOR (prof_acl_mgr.h): the members a `profiler` may have. */
static const char *const g_members[] = {
    "switch", "output", "aic_metrics", "aicpu", "l2", "storage_limit", "hccl", "msproftx", "instr_profiling",
    "instr_profiling_freq", "task_tsfw", "ascendcl", "task_time", "runtime_api", "ge_api", "task_memory",
    "sys_hardware_mem_freq", "sys_mem_serviceflow", "llc_profiling", "sys_io_sampling_freq",
    "sys_interconnection_freq", "sys_cpu_freq", "dvpp_freq", "host_sys", "host_sys_usage", "host_sys_usage_freq",
    "sys_lp_freq", "optype", NULL};

/* JsonConfigRequiresString (the members of the whitelist among them). */
static const char *const g_string_members[] = {
    "switch", "aic_metrics", "aicpu", "l2", "hccl", "msproftx", "instr_profiling", "task_tsfw", "ascendcl",
    "task_time", "runtime_api", "ge_api", "task_memory", "llc_profiling", "host_sys", "host_sys_usage",
    "sys_mem_serviceflow", NULL};

/* AclJsonConfigSkipsCommonValueCheck. */
static const char *const g_unchecked_members[] = {"output", "storage_limit", "instr_profiling_freq", "optype", NULL};

/* CheckFreqIsValid ranges (sys_hardware_mem_freq 1..100 without
 * PLATFORM_SYS_DEVICE_US). */
typedef struct freq_range {
    const char *name;
    unsigned min, max;
} freq_range;
static const freq_range g_freqs[] = {
    {"sys_hardware_mem_freq", 1, 100}, {"sys_io_sampling_freq", 1, 100}, {"sys_interconnection_freq", 1, 50},
    {"sys_cpu_freq", 1, 50},           {"dvpp_freq", 1, 100},            {"host_sys_usage_freq", 1, 50},
    {"sys_lp_freq", 1, 100},           {NULL, 0, 0}};

/* aic_metrics names supported on Atlas A2 (METRIC_FEATURE_MAP, config.h). */
static const char *const g_metrics[] = {"ArithmeticUtilization", "PipeUtilization", "Memory", "MemoryL0",
                                        "MemoryUB", "ResourceConflictRatio", "L2Cache", "MemoryAccess", NULL};

static const char *const g_host_sys[] = {"cpu", "mem", "disk", "network", "osrt", "numa", NULL};
static const char *const g_host_sys_usage[] = {"cpu", "mem", NULL};

#define AIC_METRICS_MAX_LEN 70 /* MAX_PARAMS_LEN */
#define PMU_EVENTS_MAX 8       /* PMU_EVENT_MAX_NUM, GetMaxMonitorNumber on A2 */
#define STORAGE_LIMIT_MIN 200  /* STORAGE_LIMIT_DOWN_THD, in MB */

static int in_list(const char *const *list, const char *s)
{
    for (; *list != NULL; ++list) {
        if (strcmp(*list, s) == 0) {
            return 1;
        }
    }
    return 0;
}

static int ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), k = strlen(suffix);
    return n >= k && strcmp(s + n - k, suffix) == 0;
}

static const char *str_or_empty(const aclcts_nj_member *m)
{
    return m->type == ACLCTS_NJ_STRING && m->str != NULL ? m->str : "";
}

/* CheckParamEmptyInvalid: "", "on" or "off". */
static int check_switch(const char *v)
{
    return *v == '\0' || strcmp(v, "on") == 0 || strcmp(v, "off") == 0;
}

/* CheckParamL0L1Invalid (l3 taken as unsupported, as on A2). */
static int check_level(const char *key, const char *v)
{
    if (*v == '\0') {
        return 1;
    }
    if (strcmp(key, "ge_api") == 0) {
        return strcmp(v, "l0") == 0 || strcmp(v, "l1") == 0 || strcmp(v, "off") == 0;
    }
    return strcmp(v, "l0") == 0 || strcmp(v, "l1") == 0 || strcmp(v, "l2") == 0 || check_switch(v);
}

/* CheckHexOrDec on one trimmed event: "0x" + [0-9a-f]+, or decimal digits
 * that fit an int. */
static int check_event(const char *e, size_t n)
{
    while (n > 0 && *e == ' ') {
        ++e, --n;
    }
    while (n > 0 && e[n - 1] == ' ') {
        --n;
    }
    if (n > 2 && e[0] == '0' && e[1] == 'x') {
        for (size_t i = 2; i < n; ++i) {
            if (!isdigit((unsigned char)e[i]) && !(e[i] >= 'a' && e[i] <= 'f')) {
                return 0;
            }
        }
        return 1;
    }
    if (n == 0 || n > 10) {
        return 0;
    }
    unsigned long long v = 0;
    for (size_t i = 0; i < n; ++i) {
        if (!isdigit((unsigned char)e[i])) {
            return 0;
        }
        v = v * 10 + (unsigned)(e[i] - '0');
    }
    return v <= 2147483647ull;
}

/* CheckAicoreMetricsIsValid: "", "Custom:<events>" (lower-cased, 1..8 comma
 * separated events) or a supported metric name. */
static int check_metrics(const char *v)
{
    if (*v == '\0') {
        return 1;
    }
    if (strlen(v) > AIC_METRICS_MAX_LEN) {
        return 0;
    }
    if (strncmp(v, "Custom:", 7) != 0) {
        return in_list(g_metrics, v);
    }
    char ev[AIC_METRICS_MAX_LEN + 1];
    size_t n = 0;
    for (const char *p = v + 7; *p != '\0'; ++p) {
        ev[n++] = (char)tolower((unsigned char)*p);
    }
    ev[n] = '\0';
    if (n == 0) {
        return 0;
    }
    unsigned count = 0;
    for (const char *p = ev;; ) {
        const char *c = strchr(p, ',');
        size_t len = c != NULL ? (size_t)(c - p) : strlen(p);
        if (++count > PMU_EVENTS_MAX || !check_event(p, len)) {
            return 0;
        }
        if (c == NULL) {
            return 1;
        }
        p = c + 1;
    }
}

/* CheckHostSysValid / CheckHostSysUsageValid: comma separated items, each in
 * the list; "" splits into nothing and passes, an empty item fails. */
static int check_items(const char *v, const char *const *allowed)
{
    if (*v == '\0') {
        return 1;
    }
    char item[64];
    for (const char *p = v;;) {
        const char *c = strchr(p, ',');
        size_t len = c != NULL ? (size_t)(c - p) : strlen(p);
        if (len == 0 || len >= sizeof item) {
            return 0;
        }
        memcpy(item, p, len);
        item[len] = '\0';
        if (!in_list(allowed, item)) {
            return 0;
        }
        if (c == NULL) {
            return 1;
        }
        p = c + 1;
    }
}

/* CheckFreqIsValid: the value as uint32, printed, must be all digits no longer
 * than the maximum's text and within the range. */
static int check_freq(const char *key, long long num)
{
    for (const freq_range *f = g_freqs; f->name != NULL; ++f) {
        if (strcmp(f->name, key) == 0) {
            unsigned v = (unsigned)(unsigned long long)num; /* GetValue<uint32_t> */
            return v >= f->min && v <= f->max;
        }
    }
    return 0;
}

/* ProfParamsAdapter::CheckJsonConfig for a member that passed the type checks. */
static int check_value(const aclcts_nj_member *m)
{
    const char *k = m->key, *v = str_or_empty(m);
    if (strcmp(k, "aic_metrics") == 0) {
        return check_metrics(v);
    }
    if (strcmp(k, "ge_api") == 0 || strcmp(k, "task_time") == 0) {
        return check_level(k, v);
    }
    if (ends_with(k, "_freq")) {
        return check_freq(k, m->num);
    }
    if (strcmp(k, "llc_profiling") == 0) {
        return strcmp(v, "read") == 0 || strcmp(v, "write") == 0;
    }
    if (strcmp(k, "host_sys") == 0) {
        return check_items(v, g_host_sys);
    }
    if (strcmp(k, "host_sys_usage") == 0) {
        return check_items(v, g_host_sys_usage);
    }
    if (strcmp(k, "sys_mem_serviceflow") == 0) {
        return *v != '\0';
    }
    return check_switch(v);
}

static aclcts_msprof_decision rejected(const char *fmt, const char *arg)
{
    aclcts_msprof_decision d = {ACLCTS_MSPROF_ERROR_CONFIG_INVALID, "rejected", ""};
    snprintf(d.reason, sizeof d.reason, fmt, arg);
    return d;
}

/* CheckAclJsonItemConfigInvalid for one whitelisted member. */
static int member_ok(const aclcts_nj_member *m)
{
    int integer = m->type == ACLCTS_NJ_INT || m->type == ACLCTS_NJ_UINT;
    if (ends_with(m->key, "_freq") && !integer) {
        return 0;
    }
    if (in_list(g_unchecked_members, m->key)) {
        return 1;
    }
    if (in_list(g_string_members, m->key) && m->type != ACLCTS_NJ_STRING) {
        return 0;
    }
    return check_value(m);
}

/* Utils::CheckPathWithInvalidChar. */
static int output_ok(const char *v)
{
    return strpbrk(v, "\n\f\r\b\t\v\x7f\"'\\%><|&$;`") == NULL;
}

/* CheckStorageLimitInner: "" or <digits>MB with 200 <= digits <= UINT32_MAX. */
static int storage_limit_ok(const char *v)
{
    size_t n = strlen(v);
    if (n == 0) {
        return 1;
    }
    if (n <= 2 || strcmp(v + n - 2, "MB") != 0 || n - 2 > 10) {
        return 0;
    }
    unsigned long long x = 0;
    for (size_t i = 0; i < n - 2; ++i) {
        if (!isdigit((unsigned char)v[i])) {
            return 0;
        }
        x = x * 10 + (unsigned)(v[i] - '0');
    }
    return x >= STORAGE_LIMIT_MIN && x <= 4294967295ull;
}

static const aclcts_nj_member *find_member(const aclcts_nj_object *o, const char *key)
{
    for (size_t i = 0; i < o->n; ++i) {
        if (strcmp(o->m[i].key, key) == 0) {
            return &o->m[i];
        }
    }
    return NULL;
}

/* MsprofAclJsonParamConstruct's checks, which run only once switch is "on". */
static aclcts_msprof_decision construct(const aclcts_nj_object *o)
{
    const aclcts_nj_member *out = find_member(o, "output");
    if (out != NULL && !output_ok(str_or_empty(out))) {
        return rejected("EK0003 %s", "output");
    }
    const aclcts_nj_member *sl = find_member(o, "storage_limit");
    if (sl != NULL && !storage_limit_ok(str_or_empty(sl))) {
        return rejected("EK0003 %s", "storage_limit");
    }
    return (aclcts_msprof_decision){ACLCTS_MSPROF_ERROR_NONE, "on", ""};
}

/* CheckAclJsonConfigInvalid, then the construction checks. Members are
 * checked in text order (the product's order is that of an unordered_map:
 * which of several bad members is reported is unspecified, the refusal is not). */
static aclcts_msprof_decision check_json(const aclcts_nj_object *o)
{
    int on = 0;
    for (size_t i = 0; i < o->n; ++i) {
        const aclcts_nj_member *m = &o->m[i];
        if (!in_list(g_members, m->key)) { /* PROF004: a member outside ACLJSON_CONFIG_VECTOR */
            return rejected("EK0005 %s", m->key);
        }
        if (strcmp(m->key, "switch") == 0 && strcmp(str_or_empty(m), "on") == 0) {
            on = 1;
        }
        if (!member_ok(m)) {
            return rejected("EK0003 %s", m->key);
        }
    }
    if (!on) { /* PROF005: every member was checked before switch decides */
        return (aclcts_msprof_decision){ACLCTS_MSPROF_ERROR_NONE, "off", ""};
    }
    return construct(o);
}

static aclcts_msprof_decision init_json(aclcts_msprof_state *st, const void *data, uint32_t len)
{
    if (data == NULL) {
        return rejected("EK0003 %s", "null");
    }
    if (len > ACLCTS_MSPROF_MAX_JSON) { /* PROF004: longer than 1 MiB */
        return rejected("EK0003 %s", "length");
    }
    if (st->mode != ACLCTS_MSPROF_MODE_OFF) { /* PROF006: running, the text is not checked */
        return (aclcts_msprof_decision){ACLCTS_MSPROF_ERROR_NONE, "running", ""};
    }
    aclcts_nj_object o;
    if (len == 0 || aclcts_nj_parse_object(data, len, &o) != 0) { /* PROF004: msprof's own parser */
        return rejected("EK0003 %s", "parse");
    }
    aclcts_msprof_decision d = check_json(&o);
    aclcts_nj_free(&o);
    if (strcmp(d.decision, "on") == 0) {
        st->mode = ACLCTS_MSPROF_MODE_JSON;
    }
    return d;
}

void aclcts_msprof_state_init(aclcts_msprof_state *st)
{
    st->mode = ACLCTS_MSPROF_MODE_OFF;
}

/* ProfInit: a dynamic init without PROFILER_SAMPLECONFIG (or with profiling
 * running) does nothing; a non-empty PROFILER_SAMPLECONFIG wins over the
 * type (MsprofInitAclEnv; the ProfileParams text itself is not modelled). */
aclcts_msprof_decision aclcts_msprof_init(aclcts_msprof_state *st, uint32_t type, const void *data, uint32_t len,
                                          const char *env_config)
{
    int env = env_config != NULL && *env_config != '\0';
    if (type == ACLCTS_MSPROF_CTRL_INIT_DYNA && (!env || st->mode != ACLCTS_MSPROF_MODE_OFF)) {
        return (aclcts_msprof_decision){ACLCTS_MSPROF_ERROR_NONE, "idle", ""};
    }
    if (env) {
        if (st->mode != ACLCTS_MSPROF_MODE_OFF) {
            return (aclcts_msprof_decision){ACLCTS_MSPROF_ERROR_NONE, "running", ""};
        }
        st->mode = ACLCTS_MSPROF_MODE_ENV; /* PROF007: command-line mode from the variable */
        return (aclcts_msprof_decision){ACLCTS_MSPROF_ERROR_NONE, "env", ""};
    }
    if (type == ACLCTS_MSPROF_CTRL_INIT_ACL_JSON) {
        return init_json(st, data, len);
    }
    if (type == ACLCTS_MSPROF_CTRL_INIT_ACL_ENV) {
        /* No case for it in ProfInit's switch: "Invalid MsprofCtrlCallback type". */
        aclcts_msprof_decision d = {ACLCTS_MSPROF_ERROR, "rejected", "type"};
        return d;
    }
    return (aclcts_msprof_decision){ACLCTS_MSPROF_ERROR_NONE, "unmodelled", ""};
}

void aclcts_msprof_finalize(aclcts_msprof_state *st)
{
    st->mode = ACLCTS_MSPROF_MODE_OFF;
}
