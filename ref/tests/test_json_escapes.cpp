// JSON004 and JSON009 at the edges of the string grammar: every escape form,
// \u with either case of hex digit, escapes cut off by the end of the text,
// and the four-byte UTF-8 leads F1..F3 (the middle planes). The conformance
// suite reaches the common forms; these pin the rest of json_syntax.c.
#include <string>

#include "ref_test_util.h"

namespace
{

bool valid(const std::string &text) { return json_is_valid(text.data(), text.size()); }

} // namespace

TEST(JSON004, EveryEscapeFormIsAccepted)
{
    EXPECT_TRUE(valid("\"\\\" \\\\ \\/ \\b \\f \\n \\r \\t\""));
    EXPECT_TRUE(valid("\"\\u00e9\\u00E9\\uABCD\\uabcd\""));
    EXPECT_CODE(ACL_SUCCESS, Doc("{\"k\":\"\\u00C9\"}").code());
}

TEST(JSON004, BadOrCutEscapesAreParseFile)
{
    for (const char *text :
         {"\"\\x\"", "\"\\a\"", "\"\\u00G0\"", "\"\\u00g0\"", "\"\\u12\"", "\"\\u12", "\"\\", "\"\\u"}) {
        EXPECT_FALSE(valid(text)) << "text: " << text;
    }
    EXPECT_CODE(ACL_ERROR_PARSE_FILE, Doc("{\"k\":\"\\q\"}").code());
}

TEST(JSON009, FourByteSequencesOfTheMiddlePlanesAreAccepted)
{
    EXPECT_TRUE(valid("\"\xF1\x80\x80\x80\xF2\xBF\xBF\xBF\xF3\x90\x80\x80\""));
    for (const char *text : {"\"\xF1\x80\x80\"", "\"\xF2\x7F\x80\x80\"", "\"\xF3\x80\xC0\x80\""}) {
        EXPECT_FALSE(valid(text)) << "bytes: " << text;
    }
}
