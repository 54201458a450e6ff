// JSON001..JSON014 (except JSON011, in test_config_read.cpp): depth scan,
// strict syntax, lookup. Where cJSON would decide differently from the
// product's nlohmann parser, the test says so and pins the product's answer.
#include <cjson/cJSON.h>

#include <string>

#include "ref_test_util.h"

namespace
{

bool valid(const std::string &text) { return json_is_valid(text.data(), text.size()); }

// What cJSON alone would say about the text (NULL-terminated parse).
bool cjson_accepts(const std::string &text)
{
    cJSON *item = cJSON_ParseWithLength(text.data(), text.size());
    bool ok = item != nullptr;
    cJSON_Delete(item);
    return ok;
}

std::string nest(const std::string &open, const std::string &close, int n)
{
    std::string s;
    for (int i = 0; i < n; i++) s += open;
    for (int i = 0; i < n; i++) s += close;
    return s;
}

aclError depth(const std::string &text) { return check_json_depth(text.data(), text.size(), nullptr, nullptr); }

} // namespace

TEST(JSON001, TenNestedObjectsPassElevenFail)
{
    EXPECT_CODE(ACL_SUCCESS, Doc(nest("{\"a\":", "}", 9).insert(9 * 5, "{}")).code());
    EXPECT_CODE(ACL_ERROR_PARSE_FILE, Doc(nest("{\"a\":", "}", 10).insert(10 * 5, "{}")).code());
    EXPECT_CODE(ACL_SUCCESS, depth(nest("{", "}", 10)));
    EXPECT_CODE(ACL_ERROR_PARSE_FILE, depth(nest("{", "}", 11)));
}

TEST(JSON001, BracesInsideStringsCount)
{
    EXPECT_CODE(ACL_ERROR_PARSE_FILE, Doc("{\"a\":\"{{{{{{{{{{{\"}").code());
    unsigned objects = 0, arrays = 0;
    EXPECT_CODE(ACL_SUCCESS, check_json_depth("\"{{{\"", 5, &objects, &arrays));
    EXPECT_EQ(objects, 3u);
}

TEST(JSON001, ClosersNeverGoBelowZero)
{
    unsigned objects = 0, arrays = 0;
    EXPECT_CODE(ACL_SUCCESS, check_json_depth("}}}}{", 5, &objects, &arrays));
    EXPECT_EQ(objects, 1u);
    EXPECT_CODE(ACL_SUCCESS, depth(std::string(20, '}') + nest("{", "}", 10)));
}

TEST(JSON002, TenNestedArraysPassElevenFail)
{
    EXPECT_CODE(ACL_SUCCESS, Doc(nest("[", "]", 10)).code());
    EXPECT_CODE(ACL_ERROR_PARSE_FILE, Doc(nest("[", "]", 11)).code());
}

TEST(JSON002, ObjectAndArrayDepthsAreIndependent)
{
    std::string s;
    for (int i = 0; i < 10; i++) s += "[{\"a\":";
    s += "1";
    for (int i = 0; i < 10; i++) s += "}]";
    EXPECT_CODE(ACL_SUCCESS, Doc(s).code()) << "10 + 10 interleaved levels";
}

TEST(JSON003, NonObjectTopLevelIsAcceptedAndHasNoKeys)
{
    for (const char *text : {"[]", "1", "\"x\"", "true", "null", "[{\"err_msg_mode\":\"2\"}]"}) {
        Doc doc(text);
        EXPECT_CODE(ACL_SUCCESS, doc.code()) << text;
        json_span v;
        EXPECT_FALSE(json_member(doc.root(), "err_msg_mode", &v)) << text;
    }
}

TEST(JSON004, InvalidJsonIsParseFile)
{
    for (const char *text : {"{", "{\"a\":1,}", "[1,]", "{'a':1}", "{a:1}", "NaN", "{\"a\":NaN}", "\"abc", "{\"a\" 1}",
                             "tru", "nul", "Illegal format", "{\"a\":1 \"b\":2}", "[1 2]", "\xEF\xBB"}) {
        EXPECT_CODE(ACL_ERROR_PARSE_FILE, Doc(text).code()) << text;
    }
}

TEST(JSON005, CommentsAreRejected)
{
    EXPECT_CODE(ACL_ERROR_PARSE_FILE, Doc("{} // c").code());
    EXPECT_CODE(ACL_ERROR_PARSE_FILE, Doc("/* c */ {}").code());
    EXPECT_CODE(ACL_ERROR_PARSE_FILE, Doc("{\"a\": /* c */ 1}").code());
}

TEST(JSON006, TrailingDataIsRejectedWhereCJsonAcceptsIt)
{
    EXPECT_TRUE(cjson_accepts("{} x")) << "cJSON stops after the first value";
    EXPECT_FALSE(valid("{} x"));
    EXPECT_CODE(ACL_ERROR_PARSE_FILE, Doc("{}{}").code());
    EXPECT_CODE(ACL_ERROR_PARSE_FILE, Doc("{} x").code());
    EXPECT_CODE(ACL_SUCCESS, Doc("{} \r\n\t ").code());
}

TEST(JSON007, WhitespaceOnlyIsParseFile)
{
    EXPECT_CODE(ACL_ERROR_PARSE_FILE, Doc(" ").code());
    EXPECT_CODE(ACL_ERROR_PARSE_FILE, Doc("\n\n").code());
}

TEST(JSON008, Utf8BomIsSkipped)
{
    Doc doc("\xEF\xBB\xBF{\"err_msg_mode\":\"1\"}");
    EXPECT_CODE(ACL_SUCCESS, doc.code());
    json_span v;
    EXPECT_TRUE(json_member(doc.root(), "err_msg_mode", &v));
    EXPECT_EQ(doc.text()->size, 23u) << "the BOM stays in the raw bytes";
    EXPECT_CODE(ACL_ERROR_PARSE_FILE, Doc(" \xEF\xBB\xBF{}").code()) << "only at the very start";
}

TEST(JSON009, IllFormedUtf8IsRejectedWhereCJsonAcceptsIt)
{
    EXPECT_TRUE(cjson_accepts("\"\xFF\"")) << "cJSON copies bytes unchecked";
    for (const char *text : {"\"\xFF\"", "\"\xC0\xAF\"", "\"\xE0\x80\xAF\"", "\"\xED\xA0\x80\"", "\"\xF4\x90\x80\x80\"",
                             "\"\xC3\"", "\"\x80\"", "\"\xF0\x9F\x98\""}) {
        EXPECT_FALSE(valid(text)) << "bytes: " << text;
    }
    EXPECT_TRUE(valid("\"\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80\xF4\x8F\xBF\xBF\""));
}

TEST(JSON009, LoneSurrogateEscapesAreRejected)
{
    EXPECT_FALSE(valid("\"\\ud800\""));
    EXPECT_FALSE(valid("\"\\udc00\""));
    EXPECT_FALSE(valid("\"\\ud800\\u0041\""));
    EXPECT_TRUE(valid("\"\\ud83d\\ude00\""));
}

TEST(JSON010, DuplicateKeysLastWinsWhereCJsonTakesTheFirst)
{
    std::string text = "{\"err_msg_mode\":\"2\",\"err_msg_mode\":\"1\"}";
    cJSON *tree = cJSON_Parse(text.c_str());
    ASSERT_NE(tree, nullptr);
    EXPECT_STREQ(cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(tree, "err_msg_mode")), "2");
    cJSON_Delete(tree);
    Doc doc(text);
    json_span v;
    ASSERT_TRUE(json_member(doc.root(), "err_msg_mode", &v));
    EXPECT_EQ(span_text(v), "\"1\"");
    uint32_t mode = 0;
    EXPECT_CODE(ACL_SUCCESS, check_err_msg_mode(doc.root(), &mode));
    EXPECT_EQ(mode, 1u);
}

TEST(JSON012, KeysAreCaseSensitiveAndTopLevelOnly)
{
    Doc doc("{\"Err_Msg_Mode\":\"1\",\"x\":{\"err_msg_mode\":\"1\"}}");
    json_span v;
    EXPECT_FALSE(json_member(doc.root(), "err_msg_mode", &v));
    EXPECT_TRUE(json_member(doc.root(), "x", &v));
}

TEST(JSON012, EscapedKeysMatchAfterUnescaping)
{
    Doc doc("{\"err\\u005fmsg_mode\":\"1\"}");
    json_span v;
    EXPECT_TRUE(json_member(doc.root(), "err_msg_mode", &v));
    Doc nul("{\"err_msg_mode\\u0000\":\"1\"}");
    EXPECT_FALSE(json_member(nul.root(), "err_msg_mode", &v)) << "a key with U+0000 is a different key";
}

TEST(JSON013, NumberGrammarIsStrictWhereCJsonIsLoose)
{
    EXPECT_TRUE(cjson_accepts("01")) << "cJSON reads numbers with strtod";
    EXPECT_TRUE(cjson_accepts("1."));
    for (const char *text : {"01", "+1", "1.", ".5", "-", "1e", "1e+", "-01", "0x10", "1.e3", "Infinity", "- 1"}) {
        EXPECT_FALSE(valid(text)) << text;
    }
    for (const char *text : {"0", "-0", "1", "-1", "1.5", "1e3", "1E+3", "1.5e-3", "123456789012345678901234567890"}) {
        EXPECT_TRUE(valid(text)) << text;
    }
}

TEST(JSON014, RawControlCharactersInStringsAreRejectedWhereCJsonAcceptsThem)
{
    EXPECT_TRUE(cjson_accepts("\"a\tb\"")) << "cJSON copies control bytes";
    EXPECT_FALSE(valid("\"a\tb\""));
    EXPECT_FALSE(valid("\"a\nb\""));
    EXPECT_FALSE(valid(std::string("\"a\x01"
                                   "b\"")));
    EXPECT_TRUE(valid("\"a\\tb\\n\\u0001\""));
    EXPECT_TRUE(valid("\"\x7F\"")) << "DEL is not a control character for JSON";
}

TEST(JSON004, DeepNestingBeyondCJsonLimitIsStillOnlyADepthQuestion)
{
    // cJSON refuses more than CJSON_NESTING_LIMIT (1000) levels; the product
    // has no parser limit: the depth stage alone decides (100006 above 10).
    std::string deep = nest("[", "]", 300);
    EXPECT_TRUE(valid(deep));
    EXPECT_CODE(ACL_ERROR_PARSE_FILE, Doc(deep).code());
    EXPECT_FALSE(valid(nest("[", "]", 600))) << "the validator's own stack guard (not reachable from aclInit)";
}
