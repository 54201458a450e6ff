/* The profiling layer's MsprofInit decision (see msprof_model.h). */
#include "msprof/msprof_model.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "msprof/msprof_platform.h"
#include "msprof/nano_json.h"

/* ACLJSON_CONFIG_VECTOR (prof_acl_mgr.h): the members a `profiler` may have. */
const char *const aclcts_msprof_members[] = {"switch",
                                             "output",
                                             "aic_metrics",
                                             "aicpu",
                                             "l2",
                                             "storage_limit",
                                             "hccl",
                                             "msproftx",
                                             "instr_profiling",
                                             "instr_profiling_freq",
                                             "task_tsfw",
                                             "ascendcl",
                                             "task_time",
                                             "runtime_api",
                                             "ge_api",
                                             "task_memory",
                                             "sys_hardware_mem_freq",
                                             "sys_mem_serviceflow",
                                             "llc_profiling",
                                             "sys_io_sampling_freq",
                                             "sys_interconnection_freq",
                                             "sys_cpu_freq",
                                             "dvpp_freq",
                                             "host_sys",
                                             "host_sys_usage",
                                             "host_sys_usage_freq",
                                             "sys_lp_freq",
                                             "optype",
                                             NULL};

/* JsonConfigRequiresString (the members of the whitelist among them). */
static const char *const g_string_members[] = {"switch",
                                               "aic_metrics",
                                               "aicpu",
                                               "l2",
                                               "hccl",
                                               "msproftx",
                                               "instr_profiling",
                                               "task_tsfw",
                                               "ascendcl",
                                               "task_time",
                                               "runtime_api",
                                               "ge_api",
                                               "task_memory",
                                               "llc_profiling",
                                               "host_sys",
                                               "host_sys_usage",
                                               "sys_mem_serviceflow",
                                               NULL};

/* AclJsonConfigSkipsCommonValueCheck. */
static const char *const g_unchecked_members[] = {"output", "storage_limit", "instr_profiling_freq", "optype", NULL};

/* CheckFreqIsValid ranges (sys_hardware_mem_freq 1..100 without
 * PLATFORM_SYS_DEVICE_US). */
typedef struct freq_range {
    const char *name;
    unsigned min, max;
} freq_range;
static const freq_range g_freqs[] = {{"sys_hardware_mem_freq", 1, 100},
                                     {"sys_io_sampling_freq", 1, 100},
                                     {"sys_interconnection_freq", 1, 50},
                                     {"sys_cpu_freq", 1, 50},
                                     {"dvpp_freq", 1, 100},
                                     {"host_sys_usage_freq", 1, 50},
                                     {"sys_lp_freq", 1, 100},
                                     {NULL, 0, 0}};

static const char *const g_host_sys[] = {"cpu", "mem", "disk", "network", "osrt", "numa", NULL};
static const char *const g_host_sys_usage[] = {"cpu", "mem", NULL};

#define AIC_METRICS_MAX_LEN 70  /* MAX_PARAMS_LEN */
#define PMU_EVENTS_MAX 8        /* MAX_COLLECT_MONITOR_NUM: GetMaxMonitorNumber on both platforms */
#define STORAGE_LIMIT_MIN 200   /* STORAGE_LIMIT_DOWN_THD, in MB */
#define INSTR_FREQ_MIN 300      /* INSTR_PROFILING_SAMPLE_FREQ_MIN (config.h), cycles */
#define INSTR_FREQ_MAX 30000    /* INSTR_PROFILING_SAMPLE_FREQ_MAX */
#define INSTR_FREQ_DEFAULT 1000 /* DEFAULT_PROFILING_INTERVAL_1000MS, GetJsonIntParam's default */

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

/* Error ids the checks report first (MSPROF_INPUT_ERROR); NO_ID: the
 * refusal is only logged. */
#define EK_VALUE "EK0003"       /* a value msprof refuses */
#define EK_UNSUPPORTED "EK0005" /* a member unknown, or not supported on the platform */
#define NO_ID "-"

/* CheckParamEmptyInvalid: a member the platform supports, "", "on" or "off". */
static const char *check_switch(const aclcts_msprof_platform *p, const char *key, const char *v)
{
    if (!aclcts_msprof_supports_key(p, key)) {
        return EK_UNSUPPORTED;
    }
    return *v == '\0' || strcmp(v, "on") == 0 || strcmp(v, "off") == 0 ? NULL : EK_VALUE;
}

/* CheckParamL0L1Invalid: "" passes before the platform is asked; l3 needs
 * PLATFORM_TASK_TRACE_L3. */
static const char *check_level(const aclcts_msprof_platform *p, const char *key, const char *v)
{
    if (*v == '\0') {
        return NULL;
    }
    if (!aclcts_msprof_supports_key(p, key)) {
        return EK_UNSUPPORTED;
    }
    if (strcmp(v, "l3") == 0 && !aclcts_msprof_supports(p, MSPROF_F_TASK_TRACE_L3)) {
        return EK_VALUE;
    }
    if (strcmp(key, "ge_api") == 0) {
        return strcmp(v, "l0") == 0 || strcmp(v, "l1") == 0 || strcmp(v, "off") == 0 ? NULL : EK_VALUE;
    }
    return strcmp(v, "l0") == 0 || strcmp(v, "l1") == 0 || strcmp(v, "l2") == 0 || strcmp(v, "l3") == 0 ||
                   strcmp(v, "on") == 0 || strcmp(v, "off") == 0
               ? NULL
               : EK_VALUE;
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

/* CustomHexCharConfig on the text after "Custom:", lower-cased: 1..8
 * comma separated events. */
static int check_custom_events(const char *events)
{
    char ev[AIC_METRICS_MAX_LEN + 1];
    size_t n = 0;
    for (const char *p = events; *p != '\0' && n < AIC_METRICS_MAX_LEN; ++p) {
        ev[n++] = (char)tolower((unsigned char)*p);
    }
    ev[n] = '\0';
    if (n == 0) {
        return 0;
    }
    unsigned count = 0;
    for (const char *p = ev;;) {
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

/* CheckAicoreMetricsIsValid: "", "Custom:<events>" or a METRIC_FEATURE_MAP
 * name whose PMU feature the platform supports. */
static const char *check_metrics(const aclcts_msprof_platform *p, const char *v)
{
    if (*v == '\0') {
        return NULL;
    }
    if (strlen(v) > AIC_METRICS_MAX_LEN) {
        return EK_VALUE;
    }
    if (strncmp(v, "Custom:", 7) == 0) {
        return check_custom_events(v + 7) ? NULL : EK_VALUE;
    }
    return aclcts_msprof_supports_metric(p, v) ? NULL : EK_VALUE;
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

/* CheckFreqIsValid: a member the platform supports; the value as uint32,
 * printed, must be all digits no longer than the maximum's text and within
 * the range (CheckArgRange). No platform of the model has
 * PLATFORM_SYS_DEVICE_US, which widens sys_hardware_mem_freq to 10000. */
static const char *check_freq(const aclcts_msprof_platform *p, const char *key, long long num)
{
    if (!aclcts_msprof_supports_key(p, key)) {
        return EK_UNSUPPORTED;
    }
    for (const freq_range *f = g_freqs; f->name != NULL; ++f) {
        if (strcmp(f->name, key) == 0) {
            unsigned v = (unsigned)(unsigned long long)num; /* GetValue<uint32_t> */
            return v >= f->min && v <= f->max ? NULL : EK_VALUE;
        }
    }
    return EK_VALUE;
}

/* CheckLlcConfigValid: "read" or "write" (it refuses everything on
 * CHIP_MINI, a platform neither world has). */
static const char *check_llc(const char *v)
{
    return strcmp(v, "read") == 0 || strcmp(v, "write") == 0 ? NULL : EK_VALUE;
}

/* ProfParamsAdapter::CheckJsonConfig for a member that passed the type
 * checks: the id its first error report carries, NULL when it passes. */
static const char *check_value(const aclcts_msprof_platform *p, const aclcts_nj_member *m)
{
    const char *k = m->key, *v = str_or_empty(m);
    if (strcmp(k, "aic_metrics") == 0) {
        return check_metrics(p, v);
    }
    if (strcmp(k, "ge_api") == 0 || strcmp(k, "task_time") == 0) {
        return check_level(p, k, v);
    }
    if (ends_with(k, "_freq")) {
        return check_freq(p, k, m->num);
    }
    if (strcmp(k, "llc_profiling") == 0) {
        return check_llc(v);
    }
    if (strcmp(k, "host_sys") == 0) {
        return check_items(v, g_host_sys) ? NULL : EK_VALUE;
    }
    if (strcmp(k, "host_sys_usage") == 0) {
        return check_items(v, g_host_sys_usage) ? NULL : EK_VALUE;
    }
    if (strcmp(k, "sys_mem_serviceflow") == 0) { /* CheckMemServiceflowValid */
        return aclcts_msprof_supports(p, MSPROF_F_MEM_SERVICEFLOW) && *v != '\0' ? NULL : EK_VALUE;
    }
    return check_switch(p, k, v);
}

/* CheckAclJsonItemConfigInvalid for one member of ACLJSON_CONFIG_VECTOR:
 * the id of its first error report, NULL when it passes. */
static const char *check_member(const aclcts_msprof_platform *p, const aclcts_nj_member *m)
{
    if (strcmp(m->key, "instr_profiling_freq") == 0 && !aclcts_msprof_key_support_check(p, m->key)) {
        return EK_UNSUPPORTED; /* JsonConfigRequiresSupportCheck */
    }
    int integer = m->type == ACLCTS_NJ_INT || m->type == ACLCTS_NJ_UINT;
    if (ends_with(m->key, "_freq") && !integer) {
        return EK_VALUE;
    }
    if (in_list(g_unchecked_members, m->key)) {
        return NULL;
    }
    if (in_list(g_string_members, m->key) && m->type != ACLCTS_NJ_STRING) {
        return EK_VALUE;
    }
    return check_value(p, m);
}

static aclcts_msprof_decision rejected(int ret, const char *id, const char *what)
{
    aclcts_msprof_decision d = {ret, "rejected", "", 1, 0, 0};
    snprintf(d.reason, sizeof d.reason, "%s %s", id, what);
    return d;
}

/* Utils::CheckPathWithInvalidChar. */
static int output_ok(const char *v) { return strpbrk(v, "\n\f\r\b\t\v\x7f\"'\\%><|&$;`") == NULL; }

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

/* GetJsonIntParam(instr_profiling_freq, 1000): GetValue<int32_t>, 0 for a
 * value that is not an integer. */
static unsigned instr_freq(const aclcts_nj_object *o)
{
    const aclcts_nj_member *m = find_member(o, "instr_profiling_freq");
    if (m == NULL) {
        return INSTR_FREQ_DEFAULT;
    }
    int integer = m->type == ACLCTS_NJ_INT || m->type == ACLCTS_NJ_UINT || m->type == ACLCTS_NJ_BOOL;
    return integer ? (unsigned)(int)m->num : 0u; /* CheckInstrProfilingFreqValid takes it as uint32 */
}

/* MsprofAclJsonParamConstruct's checks, which run only once switch is "on",
 * then CheckWhitelistAndBuildConfig. */
static aclcts_msprof_decision construct(const aclcts_msprof_platform *p, const aclcts_nj_object *o)
{
    const aclcts_nj_member *out = find_member(o, "output");
    if (out != NULL && !output_ok(str_or_empty(out))) {
        return rejected(ACLCTS_MSPROF_ERROR_CONFIG_INVALID, EK_VALUE, "output");
    }
    const aclcts_nj_member *sl = find_member(o, "storage_limit");
    if (sl != NULL && !storage_limit_ok(str_or_empty(sl))) {
        return rejected(ACLCTS_MSPROF_ERROR_CONFIG_INVALID, EK_VALUE, "storage_limit");
    }
    /* MsprofAclJsonParamConstructTwo: without PLATFORM_TASK_INSTR_PROFILING
     * (both platforms) the frequency is checked when instr_profiling is "on". */
    const aclcts_nj_member *ip = find_member(o, "instr_profiling");
    if (!aclcts_msprof_supports(p, MSPROF_F_TASK_INSTR_PROFILING) && ip != NULL &&
        strcmp(str_or_empty(ip), "on") == 0) {
        unsigned f = instr_freq(o);
        if (f < INSTR_FREQ_MIN || f > INSTR_FREQ_MAX) {
            return rejected(ACLCTS_MSPROF_ERROR_CONFIG_INVALID, EK_VALUE, "instr_profiling_freq");
        }
    }
    /* CheckOpTypeIsValid: a non-empty optype needs PLATFORM_TASK_SCALE,
     * which neither platform has; the refusal is only logged. */
    const aclcts_nj_member *op = find_member(o, "optype");
    if (op != NULL && *str_or_empty(op) != '\0' && !aclcts_msprof_supports(p, MSPROF_F_TASK_SCALE)) {
        return rejected(ACLCTS_MSPROF_ERROR_CONFIG_INVALID, NO_ID, "optype");
    }
    /* MsprofAclJsonMetricsConstruct asks the platform for the aic_metrics
     * events again ("" and absent give PipeUtilization, supported on both),
     * which the member check already did. CheckGeneralServerOptionWhitelist:
     * MsprofAclJsonParamAdaper always turns ai_core_profiling on, the first
     * switch the general server's whitelist refuses. */
    if (p->general_server) { /* PROF010 */
        return rejected(ACLCTS_MSPROF_ERROR, EK_UNSUPPORTED, "ai-core");
    }
    return (aclcts_msprof_decision){ACLCTS_MSPROF_ERROR_NONE, "on", "", 0, 0, 0};
}

/* CheckAclJsonConfigInvalid, then the construction checks. The product
 * meets the members in the order of an unordered_map and stops at the first
 * refused one: the refusal does not depend on that order, which member (and
 * so which id) is reported does. The model reports the first in text order
 * and counts the refused members. */
static aclcts_msprof_decision check_json(const aclcts_msprof_platform *p, const aclcts_nj_object *o)
{
    int on = 0;
    aclcts_msprof_decision first = {ACLCTS_MSPROF_ERROR_NONE, "off", "", 0, 0, 0};
    unsigned refusals = 0;
    int mixed = 0;
    for (size_t i = 0; i < o->n; ++i) {
        const aclcts_nj_member *m = &o->m[i];
        const char *id = !in_list(aclcts_msprof_members, m->key)
                             ? EK_UNSUPPORTED /* PROF004: outside ACLJSON_CONFIG_VECTOR */
                             : check_member(p, m);
        if (strcmp(m->key, "switch") == 0 && strcmp(str_or_empty(m), "on") == 0) {
            on = 1;
        }
        if (id == NULL) {
            continue;
        }
        if (refusals++ == 0) {
            first = rejected(ACLCTS_MSPROF_ERROR_CONFIG_INVALID, id, m->key);
        } else if (strncmp(first.reason, id, strlen(id)) != 0) {
            mixed = 1;
        }
    }
    if (refusals > 0) {
        first.refusals = refusals;
        first.id_order_dependent = mixed;
        return first;
    }
    if (!on) { /* PROF005: every member was checked before switch decides */
        return first;
    }
    return construct(p, o);
}

static aclcts_msprof_decision init_json(aclcts_msprof_state *st, const void *data, uint32_t len)
{
    if (data == NULL) {
        return rejected(ACLCTS_MSPROF_ERROR_CONFIG_INVALID, EK_VALUE, "null");
    }
    if (len > ACLCTS_MSPROF_MAX_JSON) { /* PROF004: longer than 1 MiB */
        return rejected(ACLCTS_MSPROF_ERROR_CONFIG_INVALID, EK_VALUE, "length");
    }
    if (st->mode != ACLCTS_MSPROF_MODE_OFF) { /* PROF006: running, the text is not checked */
        return (aclcts_msprof_decision){ACLCTS_MSPROF_ERROR_NONE, "running", "", 0, 0, 0};
    }
    aclcts_nj_object o;
    int parsed = len == 0 ? ACLCTS_NJ_REFUSED : aclcts_nj_parse_object(data, len, &o);
    if (parsed == ACLCTS_NJ_THROWS || parsed == ACLCTS_NJ_CORRUPT) { /* HAZ: msprof ends the process */
        aclcts_msprof_decision d = rejected(ACLCTS_MSPROF_ERROR_CONFIG_INVALID, NO_ID,
                                            parsed == ACLCTS_NJ_THROWS ? "terminate" : "double-free");
        d.decision = "hazard";
        return d;
    }
    if (parsed != 0) { /* PROF004: msprof's own parser */
        return rejected(ACLCTS_MSPROF_ERROR_CONFIG_INVALID, EK_VALUE, "parse");
    }
    aclcts_msprof_decision d = check_json(aclcts_msprof_platform_of(st->world), &o);
    d.nul_in_strings = o.nul_in_strings;
    aclcts_nj_free(&o);
    if (strcmp(d.decision, "on") == 0) {
        st->mode = ACLCTS_MSPROF_MODE_JSON;
    }
    return d;
}

void aclcts_msprof_state_init(aclcts_msprof_state *st)
{
    st->mode = ACLCTS_MSPROF_MODE_OFF;
    st->world = ACLCTS_MSPROF_WORLD_DEVICE;
}

/* ProfInit: a dynamic init without PROFILER_SAMPLECONFIG (or with profiling
 * running) does nothing; a non-empty PROFILER_SAMPLECONFIG wins over the
 * type (MsprofInitAclEnv; the ProfileParams text itself is not modelled). */
aclcts_msprof_decision aclcts_msprof_init(aclcts_msprof_state *st, uint32_t type, const void *data, uint32_t len,
                                          const char *env_config)
{
    int env = env_config != NULL && *env_config != '\0';
    if (type == ACLCTS_MSPROF_CTRL_INIT_DYNA && (!env || st->mode != ACLCTS_MSPROF_MODE_OFF)) {
        return (aclcts_msprof_decision){ACLCTS_MSPROF_ERROR_NONE, "idle", "", 0, 0, 0};
    }
    if (env) {
        if (st->mode != ACLCTS_MSPROF_MODE_OFF) {
            return (aclcts_msprof_decision){ACLCTS_MSPROF_ERROR_NONE, "running", "", 0, 0, 0};
        }
        /* MsprofInitAclEnv: the variable holds the ProfileParams the msprof tool wrote, read by
         * BaseInfo::FromString (collector/dvvp/message/message.h: NanoJson, every exception caught);
         * a text it cannot read is MSPROF_ERROR with EK9999 (engine/src/prof_acl_mgr.cpp). */
        aclcts_nj_object params = {0};
        int read = aclcts_nj_parse_object(env_config, strlen(env_config), &params);
        aclcts_nj_free(&params);
        if (read == ACLCTS_NJ_REFUSED || read == ACLCTS_NJ_THROWS)
            return (aclcts_msprof_decision){ACLCTS_MSPROF_ERROR, "rejected", "EK9999 env", 0, 0, 0};
        st->mode = ACLCTS_MSPROF_MODE_ENV; /* PROF007: command-line mode from the variable */
        return (aclcts_msprof_decision){ACLCTS_MSPROF_ERROR_NONE, "env", "", 0, 0, 0};
    }
    if (type == ACLCTS_MSPROF_CTRL_INIT_ACL_JSON) {
        return init_json(st, data, len);
    }
    if (type == ACLCTS_MSPROF_CTRL_INIT_ACL_ENV) {
        /* No case for it in ProfInit's switch: "Invalid MsprofCtrlCallback type". */
        aclcts_msprof_decision d = {ACLCTS_MSPROF_ERROR, "rejected", "type", 0, 0, 0};
        return d;
    }
    return (aclcts_msprof_decision){ACLCTS_MSPROF_ERROR_NONE, "unmodelled", "", 0, 0, 0};
}

void aclcts_msprof_finalize(aclcts_msprof_state *st) { st->mode = ACLCTS_MSPROF_MODE_OFF; }
