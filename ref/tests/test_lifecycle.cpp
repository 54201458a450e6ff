// Lifecycle scenarios against the product library (build/lib/libascendcl.so)
// and the southbound spy. Each scenario runs in a fresh child process (the
// lifecycle state is process-wide and cannot be reset); the child's checks
// decide its exit code. The ipv350 library's: test_lifecycle_ipv350.cpp.
#include <pthread.h>
#include <unistd.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "aclcts_southbound.h"
#include "acl/acl.h"
#include "fresh_process.h"
#include "lower/lower_layers.h"
#include "ref_test_util.h"

namespace
{

// Callback recorder: each event is "<name>@<spy call count>".
std::vector<std::string> g_events;
aclError g_init_result = 0;

aclError record_init(const char *config, size_t len, void *user)
{
    g_events.push_back(std::string((const char *)user) + "@" + std::to_string(aclcts_sb_count()) + ":" +
                       std::string(config, len));
    return g_init_result;
}

aclError record_finalize(void *user)
{
    g_events.push_back(std::string((const char *)user) + "@" + std::to_string(aclcts_sb_count()));
    return 0;
}

aclError fail_finalize(void *) { return 107000; }

} // namespace

TEST(INIT002, FullConfigTraceFollowsTheProductOrder)
{
    IN_FRESH_PROCESS({
        std::string cfg =
            "{\"err_msg_mode\":\"1\",\"defaultDevice\":{\"default_device\":\"1\"},"
            "\"StackSize\":{\"aicore_stack_size\":3,\"simt_stack_size\":1,\"simt_divergence_stack_size\":2},"
            "\"simd_printf_fifo_size_per_core\":32768,\"simt_printf_fifo_size\":1048576,"
            "\"acl_graph\":{\"event_mode\":\"1\"},\"profiler\":{\"switch\":\"on\",\"output\":\"/tmp\"}}";
        /* The spy answers like the default SoC's runtime (Ascend910B1): the SIMT
         * limit types are not supported there (207000, tolerated). */
        std::string path = write_config("full.json", cfg);
        EXPECT_CODE(ACL_SUCCESS, aclInit(path.c_str()));
        std::string expected = "error_message::ErrMgrInit(1)=0\n"
                               "DlogReportInitialize()=0\n"
                               "AdxDataDumpServerInit()=0\n"
                               "Adx::AdumpSetDumpConfig(\"" +
                               path + "\"," + std::to_string(cfg.size()) +
                               ")=0\n"
                               "rtDeviceSetLimit(0,1,1)=207000\n"
                               "rtDeviceSetLimit(0,2,2)=207000\n"
                               "rtDeviceSetLimit(0,3,3)=0\n"
                               "rtSetDefaultDeviceId(1)=0\n"
                               "rtDeviceSetLimit(0,4,32768)=0\n"
                               "rtDeviceSetLimit(0,5,1048576)=207000\n"
                               "rtEventWorkModeSet(1)=0\n"
                               "MsprofRegisterCallback(48,ptr)=0\n"
                               "MsprofInit(1,\"{\\\"output\\\":\\\"/tmp\\\",\\\"switch\\\":\\\"on\\\"}\",31)=0\n"
                               "rtGetSocVersion(ptr,128)=0\n"
                               "rtRegKernelLaunchFillFunc(\"g_opSystemRunCfg\",ptr)=0\n";
        EXPECT_EQ(trace(), expected);
        size_t from = aclcts_sb_count();
        EXPECT_CODE(ACL_SUCCESS, aclFinalize());
        EXPECT_EQ(trace(from), "DlogReportFinalize()=0\nMsprofFinalize()=0\nAdxDataDumpServerUnInit()=0\n"
                               "rtUnRegKernelLaunchFillFunc(\"g_opSystemRunCfg\")=0\nrtSetDefaultDeviceId(-1)=0\n");
        unlink(path.c_str());
    });
}

TEST(INIT001, RepeatInitCountsAndTouchesNothing)
{
    IN_FRESH_PROCESS({
        EXPECT_CODE(ACL_SUCCESS, aclInit(nullptr));
        size_t from = aclcts_sb_count();
        EXPECT_CODE(ACL_ERROR_REPEAT_INITIALIZE, aclInit("/nonexistent.json"));
        EXPECT_CODE(ACL_ERROR_REPEAT_INITIALIZE, aclInit(nullptr));
        EXPECT_EQ(aclcts_sb_count(), from);
        uint64_t count = 0;
        EXPECT_CODE(ACL_SUCCESS, aclFinalizeReference(&count));
        EXPECT_EQ(count, 2u);
    });
}

TEST(FIN002, FinalizeInFreshProcessRunsDeinitThenRepeatFinalize)
{
    IN_FRESH_PROCESS({
        EXPECT_CODE(ACL_SUCCESS, aclFinalize());
        EXPECT_EQ(aclcts_sb_calls_to("DlogReportFinalize", 0), 1u);
        EXPECT_CODE(ACL_ERROR_REPEAT_FINALIZE, aclFinalize());
        EXPECT_EQ(aclcts_sb_calls_to("DlogReportFinalize", 0), 1u);
        EXPECT_CODE(ACL_SUCCESS, aclInit(nullptr)) << "FIN009";
    });
}

TEST(REF003, FinalizeReferenceAtZeroIsRepeatFinalize)
{
    IN_FRESH_PROCESS({
        uint64_t count = 9;
        EXPECT_CODE(ACL_ERROR_REPEAT_FINALIZE, aclFinalizeReference(&count));
        EXPECT_EQ(count, 0u);
        EXPECT_CODE(ACL_ERROR_REPEAT_FINALIZE, aclFinalizeReference(nullptr)) << "REF004";
        EXPECT_EQ(aclcts_sb_count(), 0u);
    });
}

TEST(REF002, LastReferenceRunsDeinitAndFailureKeepsCountOne)
{
    IN_FRESH_PROCESS({
        EXPECT_CODE(ACL_SUCCESS, aclInit(nullptr));
        EXPECT_CODE(ACL_SUCCESS, aclFinalizeCallbackRegister(ACL_REG_TYPE_ACL_MODEL, fail_finalize, nullptr));
        uint64_t count = 9;
        EXPECT_CODE(107000, aclFinalizeReference(&count));
        EXPECT_EQ(count, 1u);
        EXPECT_CODE(ACL_SUCCESS, aclFinalizeCallbackUnRegister(ACL_REG_TYPE_ACL_MODEL, fail_finalize));
        EXPECT_CODE(ACL_SUCCESS, aclFinalizeReference(&count));
        EXPECT_EQ(count, 0u);
        EXPECT_CODE(ACL_ERROR_REPEAT_FINALIZE, aclFinalize());
    });
}

TEST(CB001, RegistrationRules)
{
    IN_FRESH_PROCESS({
        EXPECT_CODE(ACL_ERROR_INVALID_PARAM, aclInitCallbackRegister(ACL_REG_TYPE_ACL_MODEL, nullptr, nullptr));
        EXPECT_CODE(ACL_SUCCESS, aclInitCallbackRegister(ACL_REG_TYPE_ACL_MODEL, record_init, (void *)"m"));
        EXPECT_CODE(ACL_ERROR_INTERNAL_ERROR,
                    aclInitCallbackRegister(ACL_REG_TYPE_ACL_MODEL, record_init, (void *)"x"));
        EXPECT_CODE(ACL_SUCCESS, aclInitCallbackRegister(ACL_REG_TYPE_OTHER, record_init, (void *)"o1"));
        EXPECT_CODE(ACL_SUCCESS, aclInitCallbackRegister(ACL_REG_TYPE_OTHER, record_init, (void *)"o2"));
        EXPECT_CODE(ACL_SUCCESS, aclFinalizeCallbackRegister(ACL_REG_TYPE_ACL_MODEL, record_finalize, (void *)"fm"));
        EXPECT_CODE(ACL_SUCCESS, aclInitCallbackRegister((aclRegisterCallbackType)99, record_init, (void *)"r"));
        EXPECT_CODE(ACL_ERROR_INTERNAL_ERROR,
                    aclInitCallbackRegister((aclRegisterCallbackType)99, record_init, nullptr));
        EXPECT_TRUE(g_events.empty()) << "CB011: no call while rc == 0";
        EXPECT_CODE(ACL_SUCCESS, aclInit(nullptr));
        // MODEL first (before any southbound call but ErrMgrInit/Dlog), OTHER last, in order.
        ASSERT_EQ(g_events.size(), 3u);
        EXPECT_EQ(g_events[0], "m@2:");
        EXPECT_EQ(g_events[1], "o1@6:");
        EXPECT_EQ(g_events[2], "o2@6:");
    });
}

TEST(CB002, UnregisterRemovesFirstMatchingEntry)
{
    IN_FRESH_PROCESS({
        EXPECT_CODE(ACL_ERROR_INVALID_PARAM, aclInitCallbackUnRegister(ACL_REG_TYPE_OTHER, nullptr));
        EXPECT_CODE(ACL_ERROR_INTERNAL_ERROR, aclInitCallbackUnRegister(ACL_REG_TYPE_OTHER, record_init));
        EXPECT_CODE(ACL_SUCCESS, aclInitCallbackRegister(ACL_REG_TYPE_OTHER, record_init, (void *)"a"));
        EXPECT_CODE(ACL_SUCCESS, aclInitCallbackRegister(ACL_REG_TYPE_OTHER, record_init, (void *)"b"));
        EXPECT_CODE(ACL_SUCCESS, aclInitCallbackUnRegister(ACL_REG_TYPE_OTHER, record_init));
        EXPECT_CODE(ACL_SUCCESS, aclInit(nullptr));
        ASSERT_EQ(g_events.size(), 1u);
        EXPECT_EQ(g_events[0].substr(0, 1), "b");
        EXPECT_CODE(ACL_SUCCESS, aclInitCallbackUnRegister(ACL_REG_TYPE_OTHER, record_init));
        EXPECT_CODE(ACL_ERROR_INTERNAL_ERROR, aclInitCallbackUnRegister(ACL_REG_TYPE_OTHER, record_init));
    });
}

TEST(CB007, InitCallbackRegisteredWhileInitialisedRunsAtOnceWithRawConfig)
{
    IN_FRESH_PROCESS({
        std::string path = write_config("cb7.json", std::string("{}\0x", 4));
        EXPECT_CODE(ACL_SUCCESS, aclInit(path.c_str()));
        g_init_result = 500001;
        EXPECT_CODE(ACL_SUCCESS, aclInitCallbackRegister(ACL_REG_TYPE_ACL_RETR, record_init, (void *)"r"));
        ASSERT_EQ(g_events.size(), 1u);
        EXPECT_EQ(g_events[0], std::string("r@8:{}\0x", 8)) << "CB006: all raw bytes, NUL included";
        EXPECT_CODE(ACL_SUCCESS, aclFinalizeCallbackRegister(ACL_REG_TYPE_OTHER, record_finalize, (void *)"f"));
        EXPECT_EQ(g_events.size(), 1u) << "finalize callbacks never run at registration";
        unlink(path.c_str());
    });
}

TEST(CB008, FailingInitCallbackStopsAndLeavesCountZero)
{
    IN_FRESH_PROCESS({
        g_init_result = 507899;
        EXPECT_CODE(ACL_SUCCESS, aclInitCallbackRegister(ACL_REG_TYPE_ACL_DVPP, record_init, (void *)"d"));
        EXPECT_CODE(507899, aclInit(nullptr));
        EXPECT_EQ(aclcts_sb_calls_to("rtRegKernelLaunchFillFunc", 0), 0u);
        uint64_t count = 9;
        EXPECT_CODE(ACL_ERROR_REPEAT_FINALIZE, aclFinalizeReference(&count));
        EXPECT_EQ(count, 0u);
    });
}

TEST(REP001, DifferentConfigAfterFinalizeIsInvalidParam)
{
    IN_FRESH_PROCESS({
        std::string a = write_config("a.json", "{}"), b = write_config("b.json", "{ }"),
                    bad = write_config("bad.json", "{");
        EXPECT_CODE(ACL_SUCCESS, aclInit(a.c_str()));
        EXPECT_CODE(ACL_SUCCESS, aclFinalize());
        EXPECT_CODE(ACL_ERROR_INVALID_PARAM, aclInit(b.c_str()));
        EXPECT_CODE(ACL_ERROR_INVALID_PARAM, aclInit(bad.c_str())) << "decided before parsing";
        EXPECT_CODE(ACL_ERROR_INVALID_FILE, aclInit("/nonexistent.json")) << "but after reading";
        EXPECT_CODE(ACL_ERROR_INVALID_PARAM, aclInit(nullptr)) << "HAZ001";
        EXPECT_CODE(ACL_SUCCESS, aclInit(a.c_str()));
        EXPECT_EQ(aclcts_sb_calls_to("AdxDataDumpServerUnInit", 0), 1u);
        unlink(a.c_str());
        unlink(b.c_str());
        unlink(bad.c_str());
    });
}

TEST(DUMP002, InputFailedIsInvalidDumpConfigAndServerStaysStarted)
{
    IN_FRESH_PROCESS({
        std::string p = write_config("d.json", "{\"dump\":1}");
        ASSERT_EQ(aclcts_sb_fail("AdumpSetDumpConfig", ADUMP_INPUT_FAILED, 0), 0);
        EXPECT_CODE(ACL_ERROR_INVALID_DUMP_CONFIG, aclInit(p.c_str()));
        EXPECT_CODE(ACL_SUCCESS, aclFinalize());
        EXPECT_EQ(aclcts_sb_calls_to("AdxDataDumpServerUnInit", 0), 1u) << "FIN008: sticky dump flag";
        unlink(p.c_str());
    });
}

TEST(INIT008, SocProbeFailureAndCache)
{
    IN_FRESH_PROCESS({
        ASSERT_EQ(aclcts_sb_fail("rtGetSocVersion", 1, 1), 0);
        EXPECT_CODE(ACL_ERROR_INTERNAL_ERROR, aclInit(nullptr));
        EXPECT_CODE(ACL_SUCCESS, aclInit(nullptr));
        EXPECT_CODE(ACL_SUCCESS, aclFinalize());
        EXPECT_CODE(ACL_SUCCESS, aclInit(nullptr));
        EXPECT_EQ(aclcts_sb_calls_to("rtGetSocVersion", 0), 2u) << "SOC002: cached after the first success";
    });
}

TEST(FIN007, DefaultDeviceDisableFailureKeepsLibraryInitialised)
{
    IN_FRESH_PROCESS({
        std::string p = write_config("dev.json", "{\"defaultDevice\":{\"default_device\":\"0\"}}");
        EXPECT_CODE(ACL_SUCCESS, aclInit(p.c_str()));
        ASSERT_EQ(aclcts_sb_fail("rtSetDefaultDeviceId", 107001, 1), 0);
        EXPECT_CODE(107001, aclFinalize());
        EXPECT_CODE(ACL_ERROR_REPEAT_INITIALIZE, aclInit(nullptr));
        EXPECT_CODE(ACL_SUCCESS, aclFinalize());
        unlink(p.c_str());
    });
}

TEST(ERRMSG005, HostTextOnTopOfDeviceTextAndFaultEvents)
{
    IN_FRESH_PROCESS({
        ASSERT_EQ(rtSetDevice(0), 0) << "a current context, as aclrtSetDevice(0) makes: a fresh process has none";
        EXPECT_EQ(aclGetRecentErrMsg(), nullptr) << "ERRMSG003: nothing to report";
        EXPECT_GE(aclcts_sb_calls_to("rtGetDevMsg", 0), 1u);
        EXPECT_CODE(ACL_ERROR_INVALID_FILE, aclInit("/nonexistent/cfg.json"));
        const char *first = aclGetRecentErrMsg();
        ASSERT_NE(first, nullptr);
        EXPECT_EQ(std::string(first).find("EH0003"), 0u) << first;
        EXPECT_EQ(aclGetRecentErrMsg(), nullptr) << "ERRMSG006: reading cleared the host text";
        EXPECT_CODE(ACL_ERROR_INVALID_FILE, aclInit("/nonexistent/cfg.json"));
        /* a device fault: rtGetDevMsg fails (ACL_ERROR_RT_DEVICE_TASK_ABORT) without calling back */
        ASSERT_EQ(aclcts_sb_fail("rtGetDevMsg", 107022, 0), 0);
        aclcts_sb_add_fault_event(0x1a2b, "HBM ECC");
        const std::string fault = "Fault diagnosis analysis: [0x1a2b]HBM ECC;";
        const char *msg = aclGetRecentErrMsg();
        ASSERT_NE(msg, nullptr);
        std::string text = msg;
        EXPECT_EQ(text.find("EH0003"), 0u) << text;
        EXPECT_NE(text.find("/nonexistent/cfg.json"), std::string::npos) << text;
        EXPECT_EQ(text.rfind("\n" + fault), text.size() - fault.size() - 1) << text;
        const char *again = aclGetRecentErrMsg();
        ASSERT_NE(again, nullptr);
        EXPECT_EQ(std::string(again), text + "\n" + fault) << "ERRMSG014: the stored text grows by the fault line";
        EXPECT_EQ(aclcts_sb_calls_to("rtGetDevice", 0), 5u);
        EXPECT_EQ(aclcts_sb_calls_to("rtGetFaultEvent", 0), 5u);
    });
}

TEST(ERRMSG002, ProcessModeSuffixesThreadId)
{
    IN_FRESH_PROCESS({
        std::string p = write_config("m1.json", "{\"err_msg_mode\":\"1\",\"StackSize\":{\"simt_stack_size\":\"x\"}}");
        EXPECT_CODE(ACL_ERROR_FAILURE, aclInit(p.c_str()));
        const char *msg = aclGetRecentErrMsg();
        ASSERT_NE(msg, nullptr);
        EXPECT_NE(std::string(msg).find("[THREAD:"), std::string::npos) << msg;
        EXPECT_NE(std::string(msg).find("STACK004"), std::string::npos) << msg;
        unlink(p.c_str());
    });
}

namespace
{
void *init_empty(void *out)
{
    *(aclError *)out = aclInit("");
    return nullptr;
}
} // namespace

TEST(THR001, ConcurrentInitsGiveOneSuccess)
{
    IN_FRESH_PROCESS({
        pthread_t threads[10];
        aclError codes[10];
        for (int i = 0; i < 10; i++) pthread_create(&threads[i], nullptr, init_empty, &codes[i]);
        int ok = 0, repeat = 0;
        for (int i = 0; i < 10; i++) {
            pthread_join(threads[i], nullptr);
            ok += codes[i] == ACL_SUCCESS;
            repeat += codes[i] == ACL_ERROR_REPEAT_INITIALIZE;
        }
        EXPECT_EQ(ok, 1);
        EXPECT_EQ(repeat, 9);
        uint64_t count = 0;
        for (int i = 0; i < 10; i++) EXPECT_CODE(ACL_SUCCESS, aclFinalizeReference(&count));
        EXPECT_EQ(count, 0u);
    });
}
