// One check_* per config section, called directly: ERRMSG001/002, STACK*,
// DEV*, FIFO*, EVT*, HAZ002, PROF*, INIT010, REP*, HAZ001.
#include <cstdlib>
#include <string>

#include "ref_test_util.h"

extern "C" {
#include "lower/lower_layers.h"
}

namespace
{

struct Stack {
    aclError code;
    bool present;
    uint32_t value;
};

Stack stack(const std::string &text, int type)
{
    Doc doc(text);
    EXPECT_CODE(ACL_SUCCESS, doc.code()) << text;
    Stack r{0, false, 0};
    r.code = check_stack_size(doc.root(), type, &r.present, &r.value);
    return r;
}

Stack fifo(const std::string &text, int type)
{
    Doc doc(text);
    EXPECT_CODE(ACL_SUCCESS, doc.code()) << text;
    Stack r{0, false, 0};
    r.code = check_printf_fifo(doc.root(), type, &r.present, &r.value);
    return r;
}

struct Device {
    aclError code;
    bool present;
    int32_t id;
};

Device device(const std::string &value)
{
    Doc doc("{\"defaultDevice\":{\"default_device\":" + value + "}}");
    EXPECT_CODE(ACL_SUCCESS, doc.code()) << value;
    Device r{0, false, 0};
    r.code = check_default_device(doc.root(), &r.present, &r.id);
    return r;
}

aclError mode_of(const std::string &value, uint32_t *mode)
{
    Doc doc("{\"err_msg_mode\":" + value + "}");
    EXPECT_CODE(ACL_SUCCESS, doc.code()) << value;
    return check_err_msg_mode(doc.root(), mode);
}

aclError event(const std::string &value, uint8_t *mode, bool *present)
{
    Doc doc("{\"acl_graph\":{\"event_mode\":" + value + "}}");
    EXPECT_CODE(ACL_SUCCESS, doc.code()) << value;
    return check_event_mode(doc.root(), present, mode);
}

std::string profiler_text(const std::string &value)
{
    Doc doc("{\"profiler\":" + value + "}");
    EXPECT_CODE(ACL_SUCCESS, doc.code()) << value;
    profiling_request req{};
    EXPECT_CODE(ACL_SUCCESS, check_profiling(doc.root(), true, nullptr, &req));
    EXPECT_EQ(req.data_type, MSPROF_CTRL_INIT_ACL_JSON);
    std::string text = req.text ? req.text : "(null)";
    EXPECT_EQ(req.text_len, text.size());
    free(req.text);
    return text;
}

} // namespace

TEST(ERRMSG001, OnlyStringsZeroAndOneAreAccepted)
{
    uint32_t mode = 7;
    EXPECT_CODE(ACL_SUCCESS, mode_of("\"0\"", &mode));
    EXPECT_EQ(mode, 0u);
    EXPECT_CODE(ACL_SUCCESS, mode_of("\"1\"", &mode));
    EXPECT_EQ(mode, 1u);
    for (const char *bad :
         {"0", "1", "\"2\"", "null", "\" 1\"", "\"01\"", "true", "[]", "{}", "\"-1\"", "1.5", "\"\""}) {
        EXPECT_CODE(ACL_ERROR_INVALID_PARAM, mode_of(bad, &mode)) << bad;
    }
}

TEST(ERRMSG001, AbsentOrNoConfigMeansThreadMode)
{
    uint32_t mode = 7;
    Doc none("{\"x\":1}");
    EXPECT_CODE(ACL_SUCCESS, check_err_msg_mode(none.root(), &mode));
    EXPECT_EQ(mode, 0u);
    json_span empty = {"", 0};
    mode = 7;
    EXPECT_CODE(ACL_SUCCESS, check_err_msg_mode(empty, &mode));
    EXPECT_EQ(mode, 0u);
}

TEST(ERRMSG002, EscapedSpellingIsAccepted)
{
    uint32_t mode = 7;
    EXPECT_CODE(ACL_SUCCESS, mode_of("\"\\u0031\"", &mode));
    EXPECT_EQ(mode, 1u);
    EXPECT_CODE(ACL_ERROR_INVALID_PARAM, mode_of("\"1\\u0000\"", &mode)) << "a NUL makes it a different string";
}

TEST(STACK001, KeysMapToLimitTypesOneTwoThree)
{
    std::string text = "{\"StackSize\":{\"aicore_stack_size\":32768,\"simt_stack_size\":256,"
                       "\"simt_divergence_stack_size\":1024}}";
    EXPECT_EQ(stack(text, RT_LIMIT_TYPE_SIMT_STACK_SIZE).value, 256u);
    EXPECT_EQ(stack(text, RT_LIMIT_TYPE_SIMT_DVG_WARP_STACK_SIZE).value, 1024u);
    EXPECT_EQ(stack(text, RT_LIMIT_TYPE_STACK_SIZE).value, 32768u);
    EXPECT_STREQ(stack_size_key(RT_LIMIT_TYPE_STACK_SIZE), "aicore_stack_size");
}

TEST(STACK002, AbsentNonObjectOrEmptySectionMeansNoCall)
{
    for (const char *text : {"{}", "{\"StackSize\":5}", "{\"StackSize\":null}", "{\"StackSize\":{}}",
                             "{\"StackSize\":[{\"aicore_stack_size\":1}]}"}) {
        Stack r = stack(text, RT_LIMIT_TYPE_STACK_SIZE);
        EXPECT_CODE(ACL_SUCCESS, r.code) << text;
        EXPECT_FALSE(r.present) << text;
    }
}

TEST(STACK003, NumbersTruncateWrapAndCastToUint32)
{
    auto v = [](const char *num) {
        return stack(std::string("{\"StackSize\":{\"aicore_stack_size\":") + num + "}}", RT_LIMIT_TYPE_STACK_SIZE);
    };
    EXPECT_EQ(v("1.5").value, 1u);
    EXPECT_EQ(v("-1").value, 4294967295u);
    EXPECT_EQ(v("4294967296").value, 0u);
    EXPECT_EQ(v("4294968320").value, 1024u);
    EXPECT_EQ(v("18446744073709551615").value, 4294967295u);
    EXPECT_EQ(v("1e3").value, 1000u);
    EXPECT_EQ(v("-1.5").value, 4294967295u);
    EXPECT_EQ(v("0").value, 0u);
    EXPECT_TRUE(v("0").present);
}

TEST(STACK004, NonNumberIsFailure)
{
    for (const char *bad : {"\"32768\"", "true", "null", "[1]", "{}"}) {
        Stack r =
            stack(std::string("{\"StackSize\":{\"simt_stack_size\":") + bad + "}}", RT_LIMIT_TYPE_SIMT_STACK_SIZE);
        EXPECT_CODE(ACL_ERROR_FAILURE, r.code) << bad;
    }
}

TEST(DEV001, AbsentOrNonObjectMeansNoCall)
{
    for (const char *text :
         {"{}", "{\"defaultDevice\":\"0\"}", "{\"defaultDevice\":{}}", "{\"default_device\":\"0\"}"}) {
        Doc doc(text);
        bool present = true;
        int32_t id = 0;
        EXPECT_CODE(ACL_SUCCESS, check_default_device(doc.root(), &present, &id)) << text;
        EXPECT_FALSE(present) << text;
    }
}

TEST(DEV002, NonStringIsFailure)
{
    for (const char *bad : {"0", "1", "true", "null", "[\"0\"]", "{}"}) {
        EXPECT_CODE(ACL_ERROR_FAILURE, device(bad).code) << bad;
    }
}

TEST(DEV003, TextMustMatchZeroOrPositiveDecimal)
{
    for (const char *bad : {"\"1a\"", "\"0x3\"", "\"-1\"", "\"01\"", "\" 1\"", "\"\"", "\"+1\"", "\"00\"", "\"1 \""}) {
        EXPECT_CODE(ACL_ERROR_FAILURE, device(bad).code) << bad;
    }
    EXPECT_CODE(ACL_SUCCESS, device("\"\\u0037\"").code) << "escapes are decoded first";
    for (const char *bad : {"\"\\u0000\"", "\"0\\u0000\""}) {
        EXPECT_CODE(ACL_ERROR_FAILURE, device(bad).code) << bad << ": a string holding U+0000 is no device id";
    }
}

TEST(DEV004, ConversionIsStrtolTruncatedToInt32)
{
    Device d = device("\"7\"");
    EXPECT_TRUE(d.present);
    EXPECT_EQ(d.id, 7);
    d = device("\"0\"");
    EXPECT_TRUE(d.present);
    EXPECT_EQ(d.id, 0);
    d = device("\"4294967295\"");
    EXPECT_CODE(ACL_SUCCESS, d.code);
    EXPECT_FALSE(d.present) << "-1 means no default device: no call";
    d = device("\"12345678901\"");
    EXPECT_TRUE(d.present);
    EXPECT_EQ(d.id, (int32_t)(12345678901LL & 0xFFFFFFFF));
    d = device("\"99999999999999999999\"");
    EXPECT_FALSE(d.present) << "strtol saturates at LONG_MAX, whose low 32 bits are -1";
}

TEST(FIFO001, TopLevelKeysMapToTypesFourAndFive)
{
    std::string text = "{\"simd_printf_fifo_size_per_core\":32768,\"simt_printf_fifo_size\":1048576}";
    EXPECT_EQ(fifo(text, RT_LIMIT_TYPE_SIMD_PRINTF_FIFO_SIZE_PER_CORE).value, 32768u);
    EXPECT_EQ(fifo(text, RT_LIMIT_TYPE_SIMT_PRINTF_FIFO_SIZE).value, 1048576u);
}

TEST(FIFO002, OnlyPositiveIntegerLiteralsPass)
{
    for (const char *bad :
         {"\"1024\"", "1024.0", "1e3", "0", "-1", "true", "null", "-0", "18446744073709551616", "[1024]"}) {
        EXPECT_CODE(
            ACL_ERROR_FAILURE,
            fifo(std::string("{\"simt_printf_fifo_size\":") + bad + "}", RT_LIMIT_TYPE_SIMT_PRINTF_FIFO_SIZE).code)
            << bad;
    }
}

TEST(FIFO003, StrtolSaturatesThenTruncatesToUint32)
{
    auto v = [](const char *num) {
        return fifo(std::string("{\"simd_printf_fifo_size_per_core\":") + num + "}",
                    RT_LIMIT_TYPE_SIMD_PRINTF_FIFO_SIZE_PER_CORE);
    };
    EXPECT_EQ(v("4294968320").value, 1024u);
    EXPECT_EQ(v("18446744073709551615").value, 4294967295u) << "LONG_MAX low bits";
    EXPECT_EQ(v("1").value, 1u);
}

TEST(FIFO005, KeysNestedUnderStackSizeAreIgnored)
{
    Stack r =
        fifo("{\"StackSize\":{\"simd_printf_fifo_size_per_core\":0}}", RT_LIMIT_TYPE_SIMD_PRINTF_FIFO_SIZE_PER_CORE);
    EXPECT_CODE(ACL_SUCCESS, r.code);
    EXPECT_FALSE(r.present);
}

TEST(EVT001, AbsentOrNonObjectMeansNoCall)
{
    for (const char *text : {"{}", "{\"acl_graph\":1}", "{\"acl_graph\":{}}", "{\"acl_graph1\":{\"event_mode\":\"0\"}}",
                             "{\"acl_graph\":{\"event_mode1\":\"0\"}}"}) {
        Doc doc(text);
        bool present = true;
        uint8_t mode = 9;
        EXPECT_CODE(ACL_SUCCESS, check_event_mode(doc.root(), &present, &mode)) << text;
        EXPECT_FALSE(present) << text;
    }
}

TEST(EVT002, StringsZeroAndOneOnly)
{
    bool present = false;
    uint8_t mode = 9;
    EXPECT_CODE(ACL_SUCCESS, event("\"1\"", &mode, &present));
    EXPECT_TRUE(present);
    EXPECT_EQ(mode, 1);
    EXPECT_CODE(ACL_SUCCESS, event("\"0\"", &mode, &present));
    EXPECT_EQ(mode, 0);
    for (const char *bad : {"\"2\"", "\" 1\"", "\"01\"", "\"\""}) {
        EXPECT_CODE(ACL_ERROR_INVALID_PARAM, event(bad, &mode, &present)) << bad;
    }
}

TEST(HAZ002, NonStringEventModeIsInvalidParam)
{
    bool present = false;
    uint8_t mode = 9;
    for (const char *bad : {"0", "1", "true", "null", "[]", "{}"}) {
        EXPECT_CODE(ACL_ERROR_INVALID_PARAM, event(bad, &mode, &present)) << bad;
    }
}

TEST(PROF001, NoPathOrNoProfilerKeyMeansDynamicInit)
{
    Doc doc("{\"profiler\":{\"switch\":\"on\"}}");
    profiling_request req{};
    EXPECT_CODE(ACL_SUCCESS, check_profiling(doc.root(), false, nullptr, &req));
    EXPECT_EQ(req.data_type, MSPROF_CTRL_INIT_DYNA);
    EXPECT_EQ(req.text, nullptr);
    EXPECT_FALSE(req.failure_is_error);
    Doc other("{\"x\":1}");
    EXPECT_CODE(ACL_SUCCESS, check_profiling(other.root(), true, "", &req));
    EXPECT_EQ(req.data_type, MSPROF_CTRL_INIT_DYNA);
}

TEST(PROF002, ProfilerValueIsCompactJsonWithSortedKeys)
{
    EXPECT_EQ(profiler_text("{ \"switch\" : \"on\", \"output\" : \"/tmp/prof\" }"),
              "{\"output\":\"/tmp/prof\",\"switch\":\"on\"}");
    EXPECT_EQ(profiler_text("{\"b\":{\"z\":1,\"a\":[{\"d\":1,\"c\":2}]},\"a\":true}"),
              "{\"a\":true,\"b\":{\"a\":[{\"c\":2,\"d\":1}],\"z\":1}}");
    EXPECT_EQ(profiler_text("{\"k\":1,\"k\":2}"), "{\"k\":2}") << "last duplicate wins";
    EXPECT_EQ(profiler_text("\"on\""), "\"on\"");
    EXPECT_EQ(profiler_text("{\"s\":\"a\\u0041\\/\\t\\u001f\xC3\xA9\"}"), "{\"s\":\"aA/\\t\\u001f\xC3\xA9\"}");
    EXPECT_EQ(profiler_text("{\"B\":1,\"a\":2,\"\xC3\xA9\":3}"), "{\"B\":1,\"a\":2,\"\xC3\xA9\":3}") << "byte order";
}

TEST(PROF002, NumbersPrintAsNlohmannPrintsThem)
{
    EXPECT_EQ(profiler_text("[1,-1,-0,0,18446744073709551615,-9223372036854775808]"),
              "[1,-1,0,0,18446744073709551615,-9223372036854775808]");
    EXPECT_EQ(profiler_text("[1e3,1.5,0.1,1e-5,1.5e300,1e16,123456789012345678901,-2.50,0.0,-0.0]"),
              "[1000.0,1.5,0.1,1e-05,1.5e+300,1e+16,1.2345678901234568e+20,-2.5,0.0,-0.0]");
}

TEST(PROF003, SampleConfigEnvironmentWins)
{
    Doc doc("{\"profiler\":{\"switch\":\"on\"}}");
    profiling_request req{};
    EXPECT_CODE(ACL_SUCCESS, check_profiling(doc.root(), true, "x", &req));
    EXPECT_EQ(req.data_type, MSPROF_CTRL_INIT_ACL_ENV);
    ASSERT_NE(req.text, nullptr);
    EXPECT_STREQ(req.text, "");
    EXPECT_EQ(req.text_len, 0u);
    EXPECT_TRUE(req.failure_is_error);
    free(req.text);
}

TEST(INIT010, FillFunctionEnabledByUnsetEmptyOrLeadingOne)
{
    EXPECT_TRUE(fill_func_enabled(nullptr));
    EXPECT_TRUE(fill_func_enabled(""));
    EXPECT_TRUE(fill_func_enabled("1"));
    EXPECT_TRUE(fill_func_enabled("1abc"));
    EXPECT_FALSE(fill_func_enabled("0"));
    EXPECT_FALSE(fill_func_enabled(" 1"));
    EXPECT_FALSE(fill_func_enabled("true"));
}

namespace
{

config_text as_text(std::string &bytes)
{
    config_text t{};
    t.bytes = bytes.data();
    t.size = bytes.size();
    t.is_regular = true;
    return t;
}

} // namespace

TEST(REP001, OnlyTheFirstSavedBytesAreAccepted)
{
    aclref_state state{};
    std::string first = "{}", same = "{}", other = "{}\n";
    config_text t = as_text(first);
    EXPECT_CODE(ACL_SUCCESS, check_first_config(&state, "a.json", &t)) << "nothing saved yet";
    ASSERT_TRUE(state_set_bytes(&state.first_config, first.data(), first.size()));
    state.first_config_saved = true;
    t = as_text(same);
    EXPECT_CODE(ACL_SUCCESS, check_first_config(&state, "b.json", &t)) << "REP002: same bytes, other path";
    t = as_text(other);
    EXPECT_CODE(ACL_ERROR_INVALID_PARAM, check_first_config(&state, "a.json", &t)) << "REP006";
    free(state.first_config.data);
}

TEST(HAZ001, NullPathAfterNonEmptyConfigIsInvalidParam)
{
    aclref_state state{};
    ASSERT_TRUE(state_set_bytes(&state.first_config, "{}", 2));
    state.first_config_saved = true;
    std::string none;
    config_text t = as_text(none);
    EXPECT_CODE(ACL_ERROR_INVALID_PARAM, check_first_config(&state, nullptr, &t));
    free(state.first_config.data);
}

TEST(REP003, NullEmptyPathAndEmptyFileAreTheSameConfig)
{
    aclref_state state{};
    ASSERT_TRUE(state_set_bytes(&state.first_config, "", 0));
    state.first_config_saved = true;
    std::string none;
    config_text t = as_text(none);
    EXPECT_CODE(ACL_SUCCESS, check_first_config(&state, nullptr, &t));
    EXPECT_CODE(ACL_SUCCESS, check_first_config(&state, "", &t));
    std::string braces = "{}";
    t = as_text(braces);
    EXPECT_CODE(ACL_ERROR_INVALID_PARAM, check_first_config(&state, "e.json", &t)) << "REP004";
    free(state.first_config.data);
}
