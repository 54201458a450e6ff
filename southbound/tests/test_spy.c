/* The spy's own checks. Usage: aclcts_spy_test <Name>; exit 0 when the named
 * check passes. Each check starts from aclcts_sb_reset() except EnvAtLoad,
 * which looks at what the constructor read from the environment. */
#define _GNU_SOURCE /* RTLD_DEFAULT */
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "aclcts_sb_runtime.h"
#include "aclcts_southbound.h"
#include "lower_layers.h"
#include "aclcts_sb_runtime.h"

static int g_failures;

#define CHECK(cond)                                                                  \
    do {                                                                             \
        if (!(cond)) {                                                               \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
            ++g_failures;                                                            \
        }                                                                            \
    } while (0)

#define CHECK_INT(got, want)                                                                           \
    do {                                                                                               \
        long long g_ = (long long)(got), w_ = (long long)(want);                                       \
        if (g_ != w_) {                                                                                \
            fprintf(stderr, "%s:%d: %s: got %lld, expected %lld\n", __FILE__, __LINE__, #got, g_, w_); \
            ++g_failures;                                                                              \
        }                                                                                              \
    } while (0)

#define CHECK_STR(got, want)                                                                            \
    do {                                                                                                \
        const char *g_ = (got), *w_ = (want);                                                           \
        if (g_ == NULL || strcmp(g_, w_) != 0) {                                                        \
            fprintf(stderr, "%s:%d: %s:\n  got      [%s]\n  expected [%s]\n", __FILE__, __LINE__, #got, \
                    g_ != NULL ? g_ : "(null)", w_);                                                    \
            ++g_failures;                                                                               \
        }                                                                                               \
    } while (0)

static char g_text[65536];

static const char *trace_from(size_t from)
{
    aclcts_sb_trace_text(from, g_text, sizeof g_text);
    return g_text;
}

static int32_t fill_func(void *cfg, uint32_t len)
{
    (void)cfg;
    (void)len;
    return 0;
}

static int32_t prof_handle(uint32_t type, void *data, uint32_t len)
{
    (void)type;
    (void)data;
    (void)len;
    return 0;
}

static void test_default_success_and_trace_text(void)
{
    CHECK_INT(DlogReportInitialize(), 0);
    CHECK_INT(aclcts_ErrMgrInit(ERR_MSG_PROCESS_MODE), 0);
    CHECK_INT(rtSetDefaultDeviceId(-1), 0);
    CHECK_INT(MsprofFinalize(), 0);
    CHECK_INT(aclcts_sb_count(), 4);
    CHECK_STR(trace_from(0), "DlogReportInitialize()=0\n"
                             "error_message::ErrMgrInit(1)=0\n"
                             "rtSetDefaultDeviceId(-1)=0\n"
                             "MsprofFinalize()=0\n");
    CHECK_STR(trace_from(2), "rtSetDefaultDeviceId(-1)=0\nMsprofFinalize()=0\n");
    const aclcts_sb_call *c = aclcts_sb_call_at(1);
    CHECK(c != NULL);
    if (c != NULL) {
        CHECK_STR(c->fn, "error_message::ErrMgrInit");
        CHECK_STR(c->args, "1");
        CHECK_INT(c->ret, 0);
    }
    CHECK(aclcts_sb_call_at(4) == NULL);
    CHECK_INT(aclcts_sb_calls_to("rtSetDefaultDeviceId", 0), 1);
    CHECK_INT(aclcts_sb_calls_to("ErrMgrInit", 0), 1);
    CHECK_INT(aclcts_sb_calls_to(ACLCTS_SYM_ERRMGRINIT, 0), 1);
    CHECK_INT(aclcts_sb_calls_to("error_message::ErrMgrInit", 2), 0);
    aclcts_sb_reset();
    CHECK_INT(aclcts_sb_count(), 0);
    CHECK_STR(trace_from(0), "");
}

static void test_argument_rendering(void)
{
    char soc[128];
    int32_t dev = 5;
    rtDeviceSetLimit(0, RT_LIMIT_TYPE_STACK_SIZE, 4294967295u);
    rtEventWorkModeSet(1);
    rtGetSocVersion(soc, sizeof soc);
    rtRegKernelLaunchFillFunc("g_opSystemRunCfg", fill_func);
    rtUnRegKernelLaunchFillFunc("g_opSystemRunCfg");
    MsprofRegisterCallback(ACLCTS_MSPROF_MODULE_ASCENDCL, prof_handle);
    MsprofInit(MSPROF_CTRL_INIT_DYNA, NULL, 0);
    MsprofInit(MSPROF_CTRL_INIT_ACL_JSON, "{\"switch\":\"on\"}", 15);
    MsprofInit(MSPROF_CTRL_INIT_ACL_JSON, "a\n\t\\\x01\xc3\xa9\0z", 9);
    AdxDataDumpServerInit();
    aclcts_AdumpSetDumpConfig((AdxDumpConfigInfo){"/tmp/a.json", "{}", 2});
    aclcts_AdumpSetDumpConfig((AdxDumpConfigInfo){NULL, NULL, 0});
    AdxDataDumpServerUnInit();
    DlogReportFinalize();
    rtGetDevMsg(RT_GET_DEV_ERROR_MSG, NULL);
    rtGetDevice(&dev);
    uint32_t n = 9;
    rtDmsFaultEvent ev[2];
    rtGetFaultEvent(0, NULL, ev, 2, &n);
    CHECK_STR(trace_from(0), "rtDeviceSetLimit(0,3,4294967295)=0\n"
                             "rtEventWorkModeSet(1)=0\n"
                             "rtGetSocVersion(ptr,128)=0\n"
                             "rtRegKernelLaunchFillFunc(\"g_opSystemRunCfg\",ptr)=0\n"
                             "rtUnRegKernelLaunchFillFunc(\"g_opSystemRunCfg\")=0\n"
                             "MsprofRegisterCallback(48,ptr)=0\n"
                             "MsprofInit(255,NULL,0)=0\n"
                             "MsprofInit(1,\"{\\\"switch\\\":\\\"on\\\"}\",15)=0\n"
                             "MsprofInit(1,\"a\\n\\t\\\\\\u0001\\u00c3\\u00a9\\u0000z\",9)=0\n"
                             "AdxDataDumpServerInit()=0\n"
                             "Adx::AdumpSetDumpConfig(\"/tmp/a.json\",2)=0\n"
                             "Adx::AdumpSetDumpConfig(NULL,0)=-1\n" /* the dump layer model: null config */
                             "AdxDataDumpServerUnInit()=0\n"
                             "DlogReportFinalize()=0\n"
                             "rtGetDevMsg(0,NULL)=107000\n"
                             "rtGetDevice(ptr)=0\n"
                             "rtGetFaultEvent(0,NULL,ptr,2,ptr)=107000\n");
    CHECK_INT(dev, 0);
    CHECK_INT(n, 9); /* a null filter is refused before the driver counts */
}

static void test_fault_every_call(void)
{
    CHECK_INT(aclcts_sb_fail("rtDeviceSetLimit", ACL_ERROR_RT_INTERNAL_ERROR, 0), 0);
    CHECK_INT(rtDeviceSetLimit(0, 1, 2), ACL_ERROR_RT_INTERNAL_ERROR);
    CHECK_INT(rtDeviceSetLimit(0, 1, 2), ACL_ERROR_RT_INTERNAL_ERROR);
    CHECK_INT(rtEventWorkModeSet(0), 0); /* other symbols unaffected */
    CHECK_STR(trace_from(0), "rtDeviceSetLimit(0,1,2)=507000\n"
                             "rtDeviceSetLimit(0,1,2)=507000\n"
                             "rtEventWorkModeSet(0)=0\n");
    CHECK_INT(aclcts_sb_fail("rtDeviceSetLimit", 0, 0), 0);                 /* code 0 cancels */
    CHECK_INT(rtDeviceSetLimit(0, 1, 2), ACL_ERROR_RT_FEATURE_NOT_SUPPORT); /* the default SoC's own answer */
    CHECK_INT(aclcts_sb_fail("noSuchSymbol", 1, 0), -1);
    CHECK_INT(aclcts_sb_fail(NULL, 1, 0), -1);
    aclcts_sb_reset();
    CHECK_INT(aclcts_sb_fail("MsprofFinalize", -3, 0), 0);
    aclcts_sb_reset(); /* reset clears faults */
    CHECK_INT(MsprofFinalize(), 0);
}

static void test_fault_nth_call(void)
{
    DlogReportInitialize(); /* calls before the fault is set do not count */
    DlogReportInitialize();
    CHECK_INT(aclcts_sb_fail("DlogReportInitialize", 9, 2), 0);
    CHECK_INT(DlogReportInitialize(), 0);
    CHECK_INT(DlogReportInitialize(), 9);
    CHECK_INT(DlogReportInitialize(), 0);
    /* two @N faults on one symbol, plus an every-call fault set later */
    CHECK_INT(aclcts_sb_fail_spec("MsprofFinalize=1@1,MsprofFinalize=3@3"), 0);
    CHECK_INT(MsprofFinalize(), 1);
    CHECK_INT(MsprofFinalize(), 0);
    CHECK_INT(MsprofFinalize(), 3);
    CHECK_INT(MsprofFinalize(), 0);
    CHECK_INT(aclcts_sb_fail("MsprofFinalize", 4, 0), 0);
    CHECK_INT(MsprofFinalize(), 4);
    CHECK_INT(aclcts_sb_fail("MsprofFinalize", 5, 2), 0); /* latest wins on its call */
    CHECK_INT(MsprofFinalize(), 4);
    CHECK_INT(MsprofFinalize(), 5);
    CHECK_INT(MsprofFinalize(), 4);
}

static void test_fault_names(void)
{
    CHECK_INT(aclcts_sb_fail("error_message::ErrMgrInit", 11, 0), 0);
    CHECK_INT(aclcts_ErrMgrInit(0), 11);
    CHECK_INT(aclcts_sb_fail("ErrMgrInit", 12, 0), 0);
    CHECK_INT(aclcts_ErrMgrInit(0), 12);
    CHECK_INT(aclcts_sb_fail(ACLCTS_SYM_ERRMGRINIT, 13, 0), 0);
    CHECK_INT(aclcts_ErrMgrInit(0), 13);
    CHECK_INT(aclcts_sb_fail("Adx::AdumpSetDumpConfig", ADUMP_FAILED, 0), 0);
    CHECK_INT(aclcts_AdumpSetDumpConfig((AdxDumpConfigInfo){"p", "x", 1}), ADUMP_FAILED);
    CHECK_INT(aclcts_sb_fail("AdumpSetDumpConfig", ADUMP_INPUT_FAILED, 0), 0);
    CHECK_INT(aclcts_AdumpSetDumpConfig((AdxDumpConfigInfo){"p", "x", 1}), ADUMP_INPUT_FAILED);
    CHECK_STR(aclcts_sb_call_at(4)->args, "\"p\",1");
    CHECK_INT(aclcts_sb_call_at(4)->ret, -2);
    const char *const *syms = aclcts_sb_symbols();
    size_t n = 0;
    while (syms[n] != NULL) {
        CHECK_INT(aclcts_sb_fail(syms[n], 0, 0), 0);
        ++n;
    }
    static const char *const listed[] = {
#define ACLCTS_SB_FN(ID, TRACE, ELF, ALIAS, LAYER) ELF,
#include "lower/southbound_functions.def"
    };
    CHECK_INT(n, sizeof listed / sizeof listed[0]);
}

/* The C layer's lower layer: recorded in call order, each can fail; the
 * failure of the void rtDeinit shows in the trace only. */
static void test_c_layer_southbound(void)
{
    CHECK_INT(rtInit(), 0);
    CHECK_INT(GeInitialize(), 0);
    CHECK_INT(GeDbgInit("/tmp/acl.json"), 0);
    CHECK_INT(GeDbgDeInit(), 0);
    CHECK_INT(GeFinalize(), 0);
    rtDeinit();
    CHECK_STR(trace_from(0), "rtInit()=0\nGeInitialize()=0\nGeDbgInit(\"/tmp/acl.json\")=0\n"
                             "GeDbgDeInit()=0\nGeFinalize()=0\nrtDeinit()=0\n");
    CHECK_INT(aclcts_sb_fail_spec("rtInit=507000,GeInitialize=1@2,GeDbgInit=-1,GeFinalize=9,GeDbgDeInit=8,rtDeinit=7"),
              0);
    CHECK_INT(rtInit(), 507000);
    CHECK_INT(GeInitialize(), 0);
    CHECK_INT(GeInitialize(), 1);
    CHECK_INT(GeDbgInit(NULL), (aclcts_ge_status)-1);
    CHECK_INT(GeDbgDeInit(), 8);
    CHECK_INT(GeFinalize(), 9);
    rtDeinit();
    CHECK_STR(trace_from(6), "rtInit()=507000\nGeInitialize()=0\nGeInitialize()=1\nGeDbgInit(NULL)=-1\n"
                             "GeDbgDeInit()=8\nGeFinalize()=9\nrtDeinit()=7\n");
}

static void test_fault_spec_parsing(void)
{
    CHECK_INT(aclcts_sb_fail_spec(""), 0);
    CHECK_INT(aclcts_sb_fail_spec("rtGetDevice=107000"), 0);
    CHECK_INT(aclcts_sb_fail_spec("rtGetDevice"), -1);
    CHECK_INT(aclcts_sb_fail_spec("rtGetDevice="), -1);
    CHECK_INT(aclcts_sb_fail_spec("rtGetDevice=x"), -1);
    CHECK_INT(aclcts_sb_fail_spec("rtGetDevice=1@"), -1);
    CHECK_INT(aclcts_sb_fail_spec("rtGetDevice=1@0"), -1);
    CHECK_INT(aclcts_sb_fail_spec("rtGetDevice=1@2x"), -1);
    CHECK_INT(aclcts_sb_fail_spec("rtGetDevice=1,,MsprofFinalize=2"), -1);
    CHECK_INT(aclcts_sb_fail_spec("bogus=1"), -1);
    CHECK_INT(aclcts_sb_fail_spec(NULL), -1);
    /* a bad list sets nothing, not even its good items */
    CHECK_INT(aclcts_sb_fail_spec("MsprofFinalize=2,bogus=1"), -1);
    CHECK_INT(MsprofFinalize(), 0);
    int32_t dev = 7;
    CHECK_INT(rtGetDevice(&dev), 107000);
    CHECK_INT(dev, 7); /* faulted: output untouched */
    /* the environment is re-read by reset */
    setenv("ACLCTS_SB_FAULTS", "rtEventWorkModeSet=-5,Adx::AdumpSetDumpConfig=-1@2", 1);
    aclcts_sb_reset();
    CHECK_INT(rtGetDevice(&dev), 0);
    CHECK_INT(rtEventWorkModeSet(0), -5);
    CHECK_INT(aclcts_AdumpSetDumpConfig((AdxDumpConfigInfo){"p", "{}", 2}), 0);
    CHECK_INT(aclcts_AdumpSetDumpConfig((AdxDumpConfigInfo){"p", "{}", 2}), -1);
    setenv("ACLCTS_SB_FAULTS", "junk", 1);
    aclcts_sb_reset(); /* malformed: warned about and ignored */
    CHECK_INT(rtEventWorkModeSet(0), 0);
    unsetenv("ACLCTS_SB_FAULTS");
}

static void test_soc_version(void)
{
    char buf[128];
    CHECK_STR(aclcts_sb_soc(), ACLCTS_SB_DEFAULT_SOC);
    CHECK_INT(rtGetSocVersion(buf, sizeof buf), 0);
    CHECK_STR(buf, "Ascend910B1");
    aclcts_sb_set_soc("Ascend910_9391");
    CHECK_INT(rtGetSocVersion(buf, sizeof buf), 0);
    CHECK_STR(buf, "Ascend910_9391");
    CHECK_INT(aclcts_sb_fail("rtGetSocVersion", ACL_ERROR_RT_INTERNAL_ERROR, 1), 0);
    strcpy(buf, "untouched");
    CHECK_INT(rtGetSocVersion(buf, sizeof buf), ACL_ERROR_RT_INTERNAL_ERROR);
    CHECK_STR(buf, "untouched");
    CHECK_INT(rtGetSocVersion(buf, 4), ACL_ERROR_RT_INTERNAL_ERROR); /* does not fit: memcpy_s resets */
    CHECK_INT(memcmp(buf, "\0\0\0\0uched", 10), 0);
    CHECK_INT(rtGetSocVersion(buf, 0), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_INT(rtGetSocVersion(NULL, 128), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_STR(aclcts_sb_call_at(5)->args, "NULL,128");
    setenv("ACLCTS_SB_SOC", "Ascend310P3", 1);
    aclcts_sb_reset();
    CHECK_STR(aclcts_sb_soc(), "Ascend310P3");
    unsetenv("ACLCTS_SB_SOC");
    aclcts_sb_reset();
    CHECK_STR(aclcts_sb_soc(), ACLCTS_SB_DEFAULT_SOC);
}

/* Which SoCs answer as the default one (a runtime beneath that reports them
 * runs the default SoC's cases: aclcts_default_soc). */
static void test_soc_answers_as_default(void)
{
    CHECK_INT(aclcts_sb_rt_soc_answers_as_default(ACLCTS_SB_DEFAULT_SOC), 1);
    CHECK_INT(aclcts_sb_rt_soc_answers_as_default("Ascend910_9391"), 1);   /* config/910_B_93 too */
    CHECK_INT(aclcts_sb_rt_soc_answers_as_default("Ascend310P3"), 0);      /* no event mode, not STARS */
    CHECK_INT(aclcts_sb_rt_soc_answers_as_default("Ascend950PR_9599"), 0); /* v200, other limits */
    CHECK_INT(aclcts_sb_rt_soc_answers_as_default("NoSuchSoc"), 0);        /* the fallback row is not known */
}

/* SOC011: every real SoC name of a platform selects its preset, a short name
 * its documented platform, an unknown name the fallback (not known). */
static void test_soc_names_select_their_platform(void)
{
    static const struct {
        const char *soc, *config;
        int known;
    } rows[] = {
        {"Ascend950PR_9599", "950", 1},
        {"Ascend950PR_957bx", "950", 1},
        {"Ascend950DT_9575", "950", 1},
        {"Ascend950DT_95A2", "950", 1},
        {"Ascend910B1", "910_B_93", 1},
        {"Ascend910B4-1", "910_B_93", 1},
        {"Ascend910_9362", "910_B_93", 1},
        {"Ascend310B4", "mini_v3", 1},
        {"Ascend310P7", "dc", 1},
        {"Ascend910A", "cloud", 1},
        {"Ascend910B", "cloud", 1},
        {"Ascend910PremiumA", "cloud", 1},
        {"Ascend350_355e", "350", 1},
        {"Ascend950PR", "950", 1},
        {"Ascend950DT", "950", 1},
        {"Ascend910", "cloud", 1},
        {"IPV350", "350", 1},
        {"Ascend950", "910_B_93", 0},
        {"ascend910b1", "910_B_93", 0},
        {"Ascend031", "910_B_93", 0},
        {"NoSuchSoc", "910_B_93", 0},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; ++i) {
        aclcts_sb_set_soc(rows[i].soc);
        CHECK_STR(aclcts_sb_rt_soc_config(), rows[i].config);
        CHECK_INT(aclcts_sb_rt_soc_known(), rows[i].known);
    }
    aclcts_sb_set_soc(ACLCTS_SB_DEFAULT_SOC);
    CHECK_INT(aclcts_sb_rt_soc_same_platform("Ascend950PR_9599", "Ascend950DT_9591"), 1);
    CHECK_INT(aclcts_sb_rt_soc_same_platform("Ascend910B3", "Ascend910_9391"), 1);
    CHECK_INT(aclcts_sb_rt_soc_same_platform("Ascend910B", "Ascend910B1"), 0);       /* cloud, A2 */
    CHECK_INT(aclcts_sb_rt_soc_same_platform("Ascend950PR", "Ascend950PR_9599"), 0); /* a short name */
    CHECK_INT(aclcts_sb_rt_soc_same_platform("NoSuchSoc", "NoSuchSoc"), 0);
}

static void test_dump_and_msprof_data(void)
{
    size_t size = 99;
    CHECK(aclcts_sb_last_dump_data(&size) == NULL);
    CHECK_INT(size, 0);
    CHECK(aclcts_sb_last_msprof_text() == NULL);
    aclcts_AdumpSetDumpConfig((AdxDumpConfigInfo){"/x.json", "{\"dump\":{}}", 11});
    const char *d = aclcts_sb_last_dump_data(&size);
    CHECK_INT(size, 11);
    CHECK_STR(d, "{\"dump\":{}}");
    MsprofInit(MSPROF_CTRL_INIT_ACL_JSON, "{\"a\":1}xx", 7);
    MsprofInit(MSPROF_CTRL_INIT_DYNA, NULL, 0); /* keeps the earlier text */
    CHECK_STR(aclcts_sb_last_msprof_text(), "{\"a\":1}");
    aclcts_sb_reset();
    CHECK(aclcts_sb_last_dump_data(NULL) == NULL);
    CHECK(aclcts_sb_last_msprof_text() == NULL);
}

static char g_msg[256];
static uint32_t g_msg_len;
static int g_msg_calls;

static void msg_callback(const char *msg, uint32_t len)
{
    snprintf(g_msg, sizeof g_msg, "%s", msg);
    g_msg_len = len;
    ++g_msg_calls;
}

/* The default process state: the main thread has a current context on
 * device 0, the device is normal, the SoC (Ascend910B1) is STARS: the
 * callback always runs, with "", even with a message configured. */
static void test_dev_msg_default_calls_back_empty(void)
{
    strcpy(g_msg, "untouched");
    CHECK_INT(rtGetDevMsg(RT_GET_DEV_ERROR_MSG, msg_callback), 0);
    CHECK_INT(g_msg_calls, 1);
    CHECK_STR(g_msg, "");
    CHECK_INT(g_msg_len, 0);
    aclcts_sb_set_dev_msg("device 0 fault");
    CHECK_INT(rtGetDevMsg(RT_GET_DEV_ERROR_MSG, msg_callback), 0);
    CHECK_INT(g_msg_calls, 2);
    CHECK_STR(g_msg, "");
}

/* A non-STARS SoC hands over the runtime's report of the decoded message. */
static void test_dev_msg_decoded_on_non_stars(void)
{
    char want[128];
    aclcts_sb_set_soc("Ascend910A");
    CHECK_INT(rtGetDevMsg(RT_GET_DEV_ERROR_MSG, msg_callback), 0);
    CHECK_INT(g_msg_calls, 1);
    CHECK_STR(g_msg, ""); /* nothing decoded */
    aclcts_sb_set_dev_msg("device 0 fault");
    CHECK_INT(rtGetDevMsg(RT_GET_DEV_ERROR_MSG, msg_callback), 0);
    snprintf(want, sizeof want, "\nDEVICE[0] PID[%d]:device 0 fault", (int)getpid());
    CHECK_STR(g_msg, want);
    CHECK_INT(g_msg_len, strlen(want));
}

/* Every failure calls nothing: a null callback, an injected fault, an
 * abnormal device, a thread without a context (until a default device lets
 * the runtime set one implicitly). */
static void test_dev_msg_failures(void)
{
    CHECK_INT(rtGetDevMsg(RT_GET_DEV_ERROR_MSG, NULL), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_INT(rtGetDevMsg(1, msg_callback), ACL_ERROR_RT_FEATURE_NOT_SUPPORT);
    CHECK_INT(aclcts_sb_fail("rtGetDevMsg", 507899, 1), 0);
    CHECK_INT(rtGetDevMsg(RT_GET_DEV_ERROR_MSG, msg_callback), 507899);
    aclcts_sb_rt_set_device_status(107022);
    CHECK_INT(rtGetDevMsg(RT_GET_DEV_ERROR_MSG, msg_callback), 107022);
    aclcts_sb_rt_set_device_status(0);
    aclcts_sb_rt_set_current_context(-1);
    CHECK_INT(rtGetDevMsg(RT_GET_DEV_ERROR_MSG, msg_callback), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_INT(g_msg_calls, 0);
    CHECK_INT(rtSetDefaultDeviceId(2), 0);
    CHECK_INT(rtGetDevMsg(RT_GET_DEV_ERROR_MSG, msg_callback), 0);
    CHECK_INT(g_msg_calls, 1);
    CHECK_INT(aclcts_sb_rt_current_context(), 2);
}

static void *other_thread_device(void *arg)
{
    int32_t *dev = arg;
    dev[1] = rtGetDevice(&dev[0]);
    return NULL;
}

/* rtGetDevice: the context's device; without one the default device, else
 * 107002. The main thread holds a context (with_context); another thread
 * starts without one. */
static void test_get_device_states(void)
{
    int32_t dev = 7, other[2] = {7, 0};
    pthread_t th;
    CHECK_INT(rtGetDevice(&dev), 0);
    CHECK_INT(dev, 0);
    CHECK_INT(pthread_create(&th, NULL, other_thread_device, other), 0);
    pthread_join(th, NULL);
    CHECK_INT(other[1], ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_INT(other[0], 7);
    aclcts_sb_rt_set_current_context(-1);
    CHECK_INT(rtGetDevice(&dev), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_INT(rtSetDefaultDeviceId(3), 0);
    CHECK_INT(rtGetDevice(&dev), 0);
    CHECK_INT(dev, 3);
    CHECK_INT(aclcts_sb_rt_current_context(), -1); /* no implicit set device */
    aclcts_sb_rt_set_current_context(5);
    CHECK_INT(rtGetDevice(&dev), 0);
    CHECK_INT(dev, 5);
}

static void test_fault_events(void)
{
    rtDmsEventFilter filter = {0};
    CHECK_INT(aclcts_sb_add_fault_event(0x80E01801u, "HBM ECC"), 1);
    CHECK_INT(aclcts_sb_add_fault_event(42, "second"), 2);
    rtDmsFaultEvent ev[4];
    uint32_t count = 99;
    CHECK_INT(rtGetFaultEvent(3, &filter, ev, 4, &count), 0);
    CHECK_INT(count, 2);
    CHECK_INT(ev[0].eventId, 0x80E01801u);
    CHECK_STR(ev[0].eventName, "HBM ECC");
    CHECK_INT(ev[0].deviceId, 3);
    CHECK_STR(ev[1].eventName, "second");
    CHECK_INT(rtGetFaultEvent(0, &filter, ev, 1, &count), 0);
    CHECK_INT(count, 1);
    CHECK_INT(rtGetFaultEvent(0, &filter, ev, 4, NULL), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_INT(rtGetFaultEvent(0, NULL, ev, 4, &count), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_INT(rtGetFaultEvent(8, &filter, ev, 4, &count), ACL_ERROR_RT_INVALID_DEVICEID);
    aclcts_sb_rt_set_current_context(-1); /* no default device: no context needed */
    CHECK_INT(rtGetFaultEvent(1, &filter, ev, 4, &count), 0);
    CHECK_INT(rtSetDefaultDeviceId(2), 0);
    CHECK_INT(rtGetFaultEvent(1, &filter, ev, 4, &count), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_INT(rtGetFaultEvent(2, &filter, ev, 4, &count), 0); /* implicit set device */
    CHECK_INT(aclcts_sb_rt_current_context(), 2);
    aclcts_sb_set_soc("Ascend910A"); /* config/cloud: no driver fault events */
    CHECK_INT(rtGetFaultEvent(2, &filter, ev, 4, &count), ACL_ERROR_RT_FEATURE_NOT_SUPPORT);
    aclcts_sb_set_soc(ACLCTS_SB_DEFAULT_SOC);
    aclcts_sb_reset();
    CHECK_INT(rtGetFaultEvent(2, &filter, ev, 4, &count), 0);
    CHECK_INT(count, 0);
}

/* The codes a real lower layer returns, per symbol (README.md "Answers"). */
static void test_codes_producible(void)
{
    CHECK_INT(aclcts_sb_code_producible("rtGetDevMsg", 0), 1);
    CHECK_INT(aclcts_sb_code_producible("rtGetDevMsg", ACL_ERROR_RT_CONTEXT_NULL), 1);
    CHECK_INT(aclcts_sb_code_producible("rtDeviceSetLimit", 207000), 1);
    CHECK_INT(aclcts_sb_code_producible("rtGetDevice", 507899), 1);
    CHECK_INT(aclcts_sb_code_producible("rtDeviceSetLimit", 500001), 0);
    CHECK_INT(aclcts_sb_code_producible("rtGetSocVersion", -1), 0);
    CHECK_INT(aclcts_sb_code_producible("MsprofInit", -1), 1);
    CHECK_INT(aclcts_sb_code_producible("MsprofFinalize", 5), 1);
    CHECK_INT(aclcts_sb_code_producible("MsprofFinalize", 507000), 0);
    CHECK_INT(aclcts_sb_code_producible("AdxDataDumpServerInit", -1), 1);
    CHECK_INT(aclcts_sb_code_producible("AdxDataDumpServerInit", 1), 0);
    CHECK_INT(aclcts_sb_code_producible("Adx::AdumpSetDumpConfig", -2), 1);
    CHECK_INT(aclcts_sb_code_producible("AdumpSetDumpConfig", -3), 0);
    CHECK_INT(aclcts_sb_code_producible("ErrMgrInit", -1), 1);
    CHECK_INT(aclcts_sb_code_producible("error_message::ErrMgrInit", 1), 0);
    CHECK_INT(aclcts_sb_code_producible("DlogReportFinalize", 507000), 0);
    CHECK_INT(aclcts_sb_code_producible("bogus", 0), -1);
    CHECK_INT(aclcts_sb_fail("DlogReportFinalize", 507000, 1), 0); /* the spy still injects it */
}

static void test_trace_text_truncation(void)
{
    rtSetDefaultDeviceId(0);
    rtSetDefaultDeviceId(1);
    const char *full = "rtSetDefaultDeviceId(0)=0\nrtSetDefaultDeviceId(1)=0\n";
    char small[10];
    memset(small, 'z', sizeof small);
    CHECK_INT(aclcts_sb_trace_text(0, small, sizeof small), strlen(full));
    CHECK_STR(small, "rtSetDefa");
    CHECK_INT(aclcts_sb_trace_text(0, NULL, 0), strlen(full));
    CHECK_INT(aclcts_sb_trace_text(5, small, sizeof small), 0);
    CHECK_STR(small, "");
}

#define THREAD_CALLS 10000

static void *hammer(void *arg)
{
    (void)arg;
    for (int i = 0; i < THREAD_CALLS; ++i) {
        rtDeviceSetLimit(0, RT_LIMIT_TYPE_STACK_SIZE, (uint32_t)i);
        if (i == THREAD_CALLS / 2) {
            aclcts_sb_call_at(0); /* readers run alongside writers */
        }
    }
    return NULL;
}

static void test_thread_safety(void)
{
    const aclcts_sb_call *first;
    CHECK_INT(aclcts_sb_fail("rtDeviceSetLimit", 77, 5000), 0);
    rtDeviceSetLimit(1, 2, 3);
    first = aclcts_sb_call_at(0);
    pthread_t a, b;
    pthread_create(&a, NULL, hammer, NULL);
    pthread_create(&b, NULL, hammer, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    CHECK_INT(aclcts_sb_count(), 2 * THREAD_CALLS + 1);
    CHECK_INT(aclcts_sb_calls_to("rtDeviceSetLimit", 0), 2 * THREAD_CALLS + 1);
    CHECK(aclcts_sb_call_at(0) == first); /* records never move */
    CHECK_STR(first->args, "1,2,3");
    size_t failed = 0;
    for (size_t i = 0; i < aclcts_sb_count(); ++i) {
        failed += aclcts_sb_call_at(i)->ret == 77;
    }
    CHECK_INT(failed, 1); /* exactly the 5000th call failed */
    size_t need = aclcts_sb_trace_text(0, NULL, 0);
    char *text = malloc(need + 1);
    CHECK_INT(aclcts_sb_trace_text(0, text, need + 1), need);
    size_t lines = 0;
    for (size_t i = 0; i < need; ++i) {
        lines += text[i] == '\n';
    }
    CHECK_INT(lines, 2 * THREAD_CALLS + 1);
    free(text);
}

/* Run with ACLCTS_SB_FAULTS=rtGetDevice=7@2,Adx::AdumpSetDumpConfig=-1 and
 * ACLCTS_SB_SOC=Ascend310P3 (see CMakeLists.txt). */
static void test_env_at_load(void)
{
    int32_t dev = -1;
    CHECK_STR(aclcts_sb_soc(), "Ascend310P3");
    CHECK_INT(rtGetDevice(&dev), 0);
    CHECK_INT(rtGetDevice(&dev), 7);
    CHECK_INT(rtGetDevice(&dev), 0);
    CHECK_INT(aclcts_AdumpSetDumpConfig((AdxDumpConfigInfo){NULL, NULL, 0}), -1);
}

/* With ACLCTS_LOWER naming lower_test_lib.so (ctest's environment): the
 * functions it exports are answered by it and recorded with its answers, an
 * injected fault still wins without reaching it, the others are the models',
 * and its own functions can be looked up. */
static void test_lower_forwarding(void)
{
    int mode = 0;
    CHECK(aclcts_sb_lower_error() == NULL);
    CHECK(aclcts_sb_lower_of("rtGetRunMode") != NULL);
    CHECK(aclcts_sb_lower_of("rtGetDevice") == NULL);
    CHECK_INT(rtGetRunMode((rtRunMode *)&mode), 0);
    CHECK_INT(mode, 2);
    int (*sets)(void) = (int (*)(void))aclcts_sb_lower_symbol("lower_test_sets");
    CHECK(sets != NULL);
    CHECK_INT(rtSetDevice(7), 107001);
    CHECK_INT(aclcts_sb_fail("rtSetDevice", 107000, 1), 0);
    CHECK_INT(rtSetDevice(0), 107000);
    CHECK_INT(sets ? sets() : -1, 1); /* the faulted call never reached it */
    int32_t dev = 5;
    CHECK_INT(rtGetDevice(&dev), ACL_ERROR_RT_CONTEXT_NULL); /* the model's: a fresh process */
    CHECK_STR(aclcts_sb_soc(), "Ascend910B1");               /* the spy's setting; what the library says is its own */
    char soc[32];
    CHECK_INT(rtGetSocVersion(soc, sizeof soc), 0);
    CHECK_STR(soc, "Ascend310P3");
    CHECK_STR(trace_from(0), "rtGetRunMode(ptr)=0\nrtSetDevice(7)=107001\nrtSetDevice(0)=107000\n"
                             "rtGetDevice(ptr)=107002\nrtGetSocVersion(ptr,32)=0\n");
}

/* ACLCTS_LOWER naming a file that is no library: the models answer, and the
 * reason is kept for the runner, which refuses to run. */
static void test_lower_refused(void)
{
    const char *why = aclcts_sb_lower_error();
    CHECK(why != NULL && strstr(why, "cannot load") != NULL);
    CHECK(aclcts_sb_lower_of("rtSetDevice") == NULL);
}

/* With ACLCTS_LOWER naming lower_msprof_test_lib.so, an msprof beneath: before
 * any call reaches it, the spy handed it libprofapi's eight report-buffer
 * functions, each finding its buffer empty (lower_profapi.c); MsprofInit is
 * then answered by it. */
static void test_lower_profapi(void)
{
    CHECK(aclcts_sb_lower_error() == NULL);
    CHECK(aclcts_sb_lower_of("MsprofInit") != NULL);
    int (*pops)(void) = (int (*)(void))aclcts_sb_lower_symbol("lower_msprof_test_pops");
    CHECK(pops != NULL);
    CHECK_INT(pops ? pops() : -2, 8);
    CHECK_INT(MsprofInit(1, NULL, 0), 0);
    CHECK_INT(pops ? pops() : -2, -1); /* MsprofInit reached it */
}

typedef struct spy_test {
    const char *name;
    void (*run)(void);
    int reset_first;
    int with_context; /* the main thread first gets a context on device 0, as after aclrtSetDevice(0) */
} spy_test;

/* A fresh process: no thread holds a current context, so the runtime's
 * rtGetDevice, rtGetDevMsg and rtGetFaultEvent answer 107002 (ApiImpl::GetDevice,
 * GetDevErrMsg); rtSetDevice makes one current on the calling thread only. */
static void test_fresh_process_has_no_context(void)
{
    int32_t dev = 7;
    CHECK_INT(rtGetDevice(&dev), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_INT(dev, 7);
    CHECK_INT(aclcts_sb_rt_current_context(), -1);
    CHECK_INT(rtSetDevice(2), 0);
    CHECK_INT(rtGetDevice(&dev), 0);
    CHECK_INT(dev, 2);
    CHECK_INT(aclcts_sb_rt_current_context(), 2); /* rtGetDevMsg's context is the chain's */
}

static void *chain_other_thread(void *arg)
{
    int32_t *dev = arg;
    *dev = rtGetDevice(dev); /* a new thread has no context: 107002 in strict mode */
    return NULL;
}

/* The chain model behind the runtime functions: set/reset counting, the
 * thread-local current context, streams bound to their context. */
static void test_chain_model(void)
{
    int32_t dev = -1;
    aclcts_sb_rt_strict_get_device(1);
    CHECK_INT(rtGetDevice(&dev), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_INT(rtSetDevice(8), ACL_ERROR_RT_INVALID_DEVICEID); /* preset: 8 devices */
    CHECK_INT(rtSetDevice(1), 0);
    CHECK_INT(rtSetDevice(1), 0);
    CHECK_INT(rtGetDevice(&dev), 0);
    CHECK_INT(dev, 1);
    CHECK_INT((int)aclcts_sb_rt_device_refs(1), 2);
    pthread_t th;
    int32_t other = -1;
    pthread_create(&th, NULL, chain_other_thread, &other);
    pthread_join(th, NULL);
    CHECK_INT(other, ACL_ERROR_RT_CONTEXT_NULL);
    rtContext_t ctx = NULL, cur = NULL;
    rtStream_t stm = NULL;
    CHECK_INT(rtStreamCreate(&stm, 0), 0); /* in device 1's primary context */
    CHECK_INT(rtCtxCreateEx(&ctx, 0, 2), 0);
    CHECK_INT(rtCtxGetCurrent(&cur), 0);
    CHECK_INT(cur == ctx, 1);
    CHECK_INT(rtStreamDestroy(stm), ACL_ERROR_RT_STREAM_CONTEXT);
    CHECK_INT(rtCtxDestroyEx(ctx), 0);
    CHECK_INT(rtCtxGetCurrent(&cur), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_INT(rtCtxSetCurrent(ctx), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_INT(rtDeviceReset(1), 0);
    CHECK_INT(rtDeviceResetForce(1), 0);
    CHECK_INT(rtDeviceReset(1), ACL_ERROR_RT_CONTEXT_RELEASE_ERROR);
    CHECK_INT(rtStreamSynchronize(stm), ACL_ERROR_RT_INVALID_HANDLE);
    CHECK_STR(aclcts_sb_call_at(1)->fn, "rtSetDevice");
    CHECK_STR(aclcts_sb_call_at(1)->args, "8");
}

/* Every row of include/spy/spy_control.def is defined and exported: the
 * prototypes are generated from the rows, so a definition with another
 * signature does not build, and a missing or hidden one is found here (the
 * runner would refuse a spy without a REQUIRED row and leave an OPTIONAL
 * member NULL, skipping every case that needs it). */
static void test_exports_control_api(void)
{
    static const char *const names[] = {
#define ACLCTS_SPY_FN(NAME, RET, PARAMS, REQUIRED) ACLCTS_SPY_SYMBOL_NAME(NAME),
#include "spy/spy_control.def"
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        if (dlsym(RTLD_DEFAULT, names[i]) == NULL) {
            fprintf(stderr, "the spy does not export %s\n", names[i]);
            ++g_failures;
        }
    }
}

static const spy_test k_tests[] = {
    {"ChainModel", test_chain_model, 1, 1},
    {"DefaultSuccessAndTraceText", test_default_success_and_trace_text, 1, 1},
    {"ArgumentRendering", test_argument_rendering, 1, 1},
    {"FaultEveryCall", test_fault_every_call, 1, 1},
    {"FaultNthCall", test_fault_nth_call, 1, 1},
    {"FaultNames", test_fault_names, 1, 1},
    {"FaultSpecParsing", test_fault_spec_parsing, 1, 1},
    {"SocVersion", test_soc_version, 1, 1},
    {"SocAnswersAsDefault", test_soc_answers_as_default, 1, 1},
    {"SocNamesSelectTheirPlatform", test_soc_names_select_their_platform, 1, 1},
    {"DumpAndMsprofData", test_dump_and_msprof_data, 1, 1},
    {"DevMsgDefaultCallsBackEmpty", test_dev_msg_default_calls_back_empty, 1, 1},
    {"DevMsgDecodedOnNonStars", test_dev_msg_decoded_on_non_stars, 1, 1},
    {"DevMsgFailures", test_dev_msg_failures, 1, 1},
    {"GetDeviceStates", test_get_device_states, 1, 1},
    {"FaultEvents", test_fault_events, 1, 1},
    {"CodesProducible", test_codes_producible, 1, 1},
    {"TraceTextTruncation", test_trace_text_truncation, 1, 1},
    {"ThreadSafety", test_thread_safety, 1, 1},
    {"EnvAtLoad", test_env_at_load, 0, 1},
    {"CLayerSouthbound", test_c_layer_southbound, 1, 1},
    {"FreshProcessHasNoContext", test_fresh_process_has_no_context, 1, 0},
    {"LowerForwarding", test_lower_forwarding, 1, 0},
    {"LowerRefused", test_lower_refused, 1, 0},
    {"LowerProfapi", test_lower_profapi, 1, 0},
    {"ExportsControlApi", test_exports_control_api, 0, 0},
};

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s <check name>\n", argv[0]);
        return 2;
    }
    for (size_t i = 0; i < sizeof k_tests / sizeof k_tests[0]; ++i) {
        if (strcmp(argv[1], k_tests[i].name) == 0) {
            if (k_tests[i].reset_first) {
                unsetenv("ACLCTS_SB_FAULTS");
                unsetenv("ACLCTS_SB_SOC");
                aclcts_sb_reset();
            }
            if (k_tests[i].with_context) {
                aclcts_sb_rt_set_current_context(0);
            }
            k_tests[i].run();
            printf("%s: %s\n", argv[1], g_failures == 0 ? "passed" : "FAILED");
            return g_failures == 0 ? 0 : 1;
        }
    }
    fprintf(stderr, "unknown check %s\n", argv[1]);
    return 2;
}
