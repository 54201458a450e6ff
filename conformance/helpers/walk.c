/* WALK's steps and reads (walk.h). */
#include "walk.h"

#include <setjmp.h>
#include <stdint.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pkg.h"
#include "text.h"

walk walk_begin(aclcts_t *t, const char *rule) { return (walk){t, rule != NULL ? rule : t->c->suite, 0, ""}; }

/* The walk ends here, as the client does at a failing step (the failure is
 * recorded already). */
static void __attribute__((noreturn)) stop(aclcts_t *t)
{
    if (t->escape != NULL) longjmp(*t->escape, 1);
    abort();
}

/* The step's text as a reader writes it: "aclrtSetDevice(0)", not
 * "t->acl->aclrtSetDevice(0)". */
static const char *plain(const char *text)
{
    return text_replace(text_replace(text, "w->t->acl->", ""), "t->acl->", "");
}

long long walk_step_(walk *w, const char *file, int line, const char *text, long long got, long long code)
{
    w->step++;
    w->call = plain(text);
    aclcts_check_code(w->t, w->rule, file, line, text_fmt("step %u: %s", w->step, w->call), got, code, 1);
    return got;
}

void walk_call_(walk *w, const char *text)
{
    w->step++;
    w->call = plain(text);
}

void walk_read_(walk *w, const char *file, int line, const char *text, int cond, const char *fmt, ...)
{
    char why[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    const char *where = text_fmt("after step %u (%s): %s", w->step, w->call, plain(text));
    aclcts_check_true(w->t, w->rule, file, line, where, cond, "%s", why);
    if (!cond) stop(w->t);
}

void walk_bytes_(walk *w, const char *file, int line, const void *got, const void *want, size_t n, const char *what)
{
    const unsigned char *g = got, *e = want;
    size_t i = 0;
    while (i < n && g[i] == e[i]) i++;
    walk_read_(w, file, line, what, i == n, "byte %zu of %zu is 0x%02x, expected 0x%02x", i, n, i < n ? g[i] : 0,
               i < n ? e[i] : 0);
}

static void note(aclcts_t *t, const char *text)
{
    size_t used = strlen(t->message);
    snprintf(t->message + used, sizeof t->message - used, "%s%s", used > 0 ? "\n" : "", text);
}

void walk_not_observed(walk *w, const char *what, const char *why)
{
    note(w->t, text_fmt("after step %u (%s): %s not observed: %s", w->step, w->call, what, why));
}

static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash != NULL ? slash + 1 : path;
}

int walk_observable(walk *w, const char *fn, const char *what, const char *why)
{
    const char *lib = aclcts_lower_of(w->t, fn);
    if (lib == NULL) return 1;
    walk_not_observed(w, what, text_fmt("%s beneath answers %s: %s", base_name(lib), fn, why));
    return 0;
}

int walk_tasks_run(walk *w, const char *fn, const char *what)
{
    return walk_observable(w, fn, what, "its driver stand-in completes every task without running it");
}

int walk_sync_copies_run(walk *w, const char *what)
{
    if (!aclcts_lower_on_platform(w->t, "rtMemcpy", "Ascend950PR_9599")) return 1;
    walk_not_observed(w, what,
                      text_fmt("%s beneath (the 950 platform's) copies and sets through device tasks even when "
                               "synchronous, which its driver stand-in completes without running",
                               base_name(aclcts_lower_of(w->t, "rtMemcpy"))));
    return 0;
}

void walk_mge_activate_(walk *w, int first)
{
    int32_t cur = -1;
    if (first) {
        WALK_STEP(*w, w->t->acl->aclrtGetDevice(&cur), ACL_ERROR_RT_CONTEXT_NULL);
        WALK_STEP(*w, w->t->acl->aclrtSetDevice(0), ACL_SUCCESS);
        return;
    }
    WALK_STEP(*w, w->t->acl->aclrtGetDevice(&cur), ACL_SUCCESS);
    WALK_READ(*w, cur == 0, "the current device is %d, expected 0", (int)cur);
}

void walk_mge_load_(walk *w, int first, aclrtStream *s)
{
    *s = NULL;
    if (first) WALK_STEP(*w, w->t->acl->aclInit(NULL), ACL_SUCCESS);
    walk_mge_activate_(w, first);
    WALK_STEP(*w, w->t->acl->aclrtCreateStream(s), ACL_SUCCESS);
    WALK_READ(*w, *s != NULL, "no stream");
}

/* ---- torch_npu ---- */

/* torch_npu's SoC table (NpuVariables.h SocVersion, NpuVariables.cpp
 * socVersionMap) as ranks: a name it does not know is a hard error at init;
 * its default Inf/NaN support is the ranks 220..239 and 250 and up. */
typedef struct torch_soc {
    const char *name;
    int rank;
} torch_soc;

static const torch_soc k_torch_socs[] = {
    {"Ascend910PremiumA", 100}, {"Ascend910ProA", 101},  {"Ascend910A", 102},     {"Ascend910ProB", 103},
    {"Ascend910B", 104},        {"Ascend310P1", 200},    {"Ascend310P2", 201},    {"Ascend310P3", 202},
    {"Ascend310P4", 203},       {"Ascend310P5", 204},    {"Ascend310P7", 205},    {"Ascend910B1", 220},
    {"Ascend910B2", 221},       {"Ascend910B2C", 222},   {"Ascend910B3", 223},    {"Ascend910B4", 224},
    {"Ascend910B4-1", 225},     {"Ascend310B1", 240},    {"Ascend310B2", 241},    {"Ascend310B3", 242},
    {"Ascend310B4", 243},       {"Ascend910_9391", 250}, {"Ascend910_9392", 251}, {"Ascend910_9381", 252},
    {"Ascend910_9382", 253},    {"Ascend910_9372", 254}, {"Ascend910_9362", 255}, {"Ascend910_9363", 256},
};
#define TORCH_ASCEND950 260

/* The rank of a SoC name, -1 when torch_npu does not know it. */
static int torch_rank(const char *soc)
{
    for (size_t i = 0; i < sizeof k_torch_socs / sizeof k_torch_socs[0]; i++)
        if (strcmp(k_torch_socs[i].name, soc) == 0) return k_torch_socs[i].rank;
    return strncmp(soc, "Ascend950", 9) == 0 ? TORCH_ASCEND950 : -1;
}

void walk_torch_cann_version_(walk *w, aclError code, const char *version)
{
    if (!ACLCTS_EXPORTS(w->t, aclsysGetCANNVersion)) return; /* the wrapper's 207000, no call: eager */
    aclCANNPackageVersion v;
    memset(&v, 0, sizeof v);
    if (WALK_STEP(*w, w->t->acl->aclsysGetCANNVersion(ACL_PKG_NAME_CANN, &v), code) != ACL_SUCCESS) return;
    WALK_READ(*w, strcmp(v.version, version) == 0, "version \"%.128s\", expected \"%s\"", v.version, version);
}

/* IsSupportInfNan with the default environment: Ascend950 without a call;
 * else aclGetCannAttribute(ACL_CANN_ATTR_INF_NAN) where the target exports
 * it (NPU_CHECK_ERROR), else the SoC's rank. A library whose installation has
 * no feature list answers ACL_ERROR_INVALID_FILE (QUERY027): the walk notes
 * that torch_npu stops there and goes on with the rank. */
static int torch_infnan(walk *w, walk_torch *tw)
{
    if (tw->decided) return tw->infnan;
    int rank = torch_rank(tw->soc);
    int by_rank = (rank >= 220 && rank < 240) || rank >= 250;
    tw->decided = 1;
    tw->infnan = by_rank;
    if (rank >= TORCH_ASCEND950 || !ACLCTS_EXPORTS(w->t, aclGetCannAttribute)) return tw->infnan;
    int32_t enable = -1;
    const char *list = pkg_feature_list(w->t, NULL);
    if (list != NULL) {
        WALK_STEP(*w, w->t->acl->aclGetCannAttribute(ACL_CANN_ATTR_INF_NAN, &enable), ACL_SUCCESS);
        WALK_READ(*w, enable == 0 || enable == 1, "value %d", (int)enable);
        tw->infnan = enable != 0;
        return tw->infnan;
    }
    WALK_STEP(*w, w->t->acl->aclGetCannAttribute(ACL_CANN_ATTR_INF_NAN, &enable), ACL_ERROR_INVALID_FILE);
    walk_not_observed(w, "the Inf/NaN attribute",
                      "the library's installation has no " PKG_FEATURE_LIST
                      ", so torch_npu's NPU_CHECK_ERROR would end its init here; the walk goes on with the SoC's "
                      "default, as torch_npu decides without the function");
    return tw->infnan;
}

/* AclrtSetDeviceSatMode (its code is ignored by torch_npu; the walk checks
 * it) and AclrtSetOpExecuteTimeOut(547). */
static void torch_device_settings(walk *w, walk_torch *tw)
{
    aclrtFloatOverflowMode mode = torch_infnan(w, tw) ? ACL_RT_OVERFLOW_MODE_INFNAN : ACL_RT_OVERFLOW_MODE_SATURATION;
    WALK_STEP(*w, w->t->acl->aclrtSetDeviceSatMode(mode), ACL_SUCCESS);
    if (ACLCTS_EXPORTS(w->t, aclrtSetOpExecuteTimeOutV2)) {
        uint64_t actual = 0;
        WALK_STEP(*w, w->t->acl->aclrtSetOpExecuteTimeOutV2(547000000u, &actual), ACL_SUCCESS);
        WALK_READ(*w, actual != 0, "no actual timeout written"); /* torch_npu logs it; its value is DEVSET015's */
    } else {
        WALK_STEP(*w, w->t->acl->aclrtSetOpExecuteTimeOut(547), ACL_SUCCESS);
    }
}

/* SetDevice(0) the first time: aclrtSetDevice, then the device's context
 * kept (used_devices). */
static void torch_set_device(walk *w)
{
    aclrtContext ctx = NULL;
    WALK_STEP(*w, w->t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    WALK_STEP(*w, w->t->acl->aclrtGetCurrentContext(&ctx), ACL_SUCCESS);
    WALK_READ(*w, ctx != NULL, "no context");
}

void walk_torch_initialize_(walk *w, walk_torch *tw)
{
    static const char eager[] = "{\"dump\":{\"dump_scene\":\"lite_exception\"}}";
    static const char lazy[] =
        "{\"dump\":{\"dump_scene\":\"lite_exception\"}, \"defaultDevice\":{\"default_device\":\"0\"}}";
    const char *path = tw->lazy ? aclcts_file(w->t, "acl_default.json", lazy) : aclcts_file(w->t, "acl.json", eager);
    WALK_STEP(*w, w->t->acl->aclInit(path), tw->init_code);
    uint32_t count = 0;
    WALK_STEP(*w, w->t->acl->aclrtGetDeviceCount(&count), ACL_SUCCESS);
    WALK_READ(*w, count >= 1, "%u devices", count);
    if (!tw->lazy) {
        int32_t dev = -1;
        WALK_STEP(*w, w->t->acl->aclrtGetDevice(&dev), ACL_ERROR_RT_CONTEXT_NULL);
        torch_set_device(w);
    }
    tw->soc = WALK_CALL(*w, w->t->acl->aclrtGetSocName());
    WALK_READ(*w, tw->soc != NULL, "no SoC name");
    WALK_READ(*w, torch_rank(tw->soc) >= 0, "torch_npu does not know the SoC \"%s\"", tw->soc);
    if (!tw->lazy) torch_device_settings(w, tw);
}

void walk_torch_first_use_(walk *w, walk_torch *tw)
{
    int32_t dev = -1;
    WALK_STEP(*w, w->t->acl->aclrtGetDevice(&dev), ACL_SUCCESS);
    WALK_READ(*w, dev == 0, "device %d, expected the default device 0", (int)dev);
    torch_set_device(w);
    dev = -1;
    WALK_STEP(*w, w->t->acl->aclrtGetDevice(&dev), ACL_SUCCESS);
    WALK_READ(*w, dev == 0, "device %d, expected 0", (int)dev);
    torch_device_settings(w, tw);
}

void walk_torch_stream_(walk *w, walk_torch *tw, uint32_t flags, aclrtStream *out)
{
    aclrtStream s = NULL;
    if (ACLCTS_EXPORTS(w->t, aclrtCreateStreamWithConfig)) {
        uint32_t back = 0xdead;
        WALK_STEP(*w, w->t->acl->aclrtCreateStreamWithConfig(&s, 0, flags), ACL_SUCCESS);
        WALK_READ(*w, s != NULL, "no stream");
        WALK_STEP(*w, w->t->acl->aclrtStreamGetFlags(s, &back), ACL_SUCCESS);
        WALK_READ(*w, back == flags, "the stream's flags are 0x%x, torch_npu asked for 0x%x", back, flags);
    } else {
        WALK_STEP(*w, w->t->acl->aclrtCreateStream(&s), ACL_SUCCESS);
        WALK_READ(*w, s != NULL, "no stream");
    }
    if (!torch_infnan(w, tw)) WALK_STEP(*w, w->t->acl->aclrtSetStreamOverflowSwitch(s, 1), ACL_SUCCESS);
    WALK_STEP(*w, w->t->acl->aclrtSetStreamFailureMode(s, ACL_STOP_ON_FAILURE), ACL_SUCCESS);
    *out = s;
}

void walk_torch_streams_(walk *w, walk_torch *tw)
{
    walk_torch_stream_(w, tw, ACL_STREAM_FAST_LAUNCH | ACL_STREAM_FAST_SYNC, &tw->default_stream);
    walk_torch_stream_(w, tw, ACL_STREAM_FAST_LAUNCH | ACL_STREAM_FAST_SYNC, &tw->secondary_stream);
}
