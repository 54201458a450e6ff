// Shared helpers for the reference's unit tests: code names in failure
// text, and a parsed config document that owns its bytes.
#ifndef ACLREF_TEST_UTIL_H_
#define ACLREF_TEST_UTIL_H_

#include <gtest/gtest.h>

#include <string>

extern "C" {
#include "config.h"
#include "errmsg.h"
#include "json.h"
}

inline std::string aclref_code_name(int code)
{
    switch (code) {
    case 0:
        return "ACL_SUCCESS";
    case 100000:
        return "ACL_ERROR_INVALID_PARAM";
    case 100002:
        return "ACL_ERROR_REPEAT_INITIALIZE";
    case 100003:
        return "ACL_ERROR_INVALID_FILE";
    case 100006:
        return "ACL_ERROR_PARSE_FILE";
    case 100009:
        return "ACL_ERROR_INVALID_DUMP_CONFIG";
    case 100037:
        return "ACL_ERROR_REPEAT_FINALIZE";
    case 200001:
        return "ACL_ERROR_API_NOT_SUPPORT";
    case 500000:
        return "ACL_ERROR_INTERNAL_ERROR";
    case 500001:
        return "ACL_ERROR_FAILURE";
    default:
        return "code";
    }
}

inline ::testing::AssertionResult AclCodeEq(const char *expected_expr, const char *actual_expr, int expected,
                                            int actual)
{
    (void)expected_expr;
    if (expected == actual) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << actual_expr << ": got " << aclref_code_name(actual) << " (" << actual
                                         << "), expected " << aclref_code_name(expected) << " (" << expected << ")";
}

#define EXPECT_CODE(expected, actual) EXPECT_PRED_FORMAT2(AclCodeEq, (expected), (actual))

// A config text run through check_config_json; keeps the bytes alive.
class Doc
{
  public:
    explicit Doc(std::string bytes) : bytes_(std::move(bytes))
    {
        text_.bytes = bytes_.data();
        text_.size = bytes_.size();
        text_.is_regular = true;
        code_ = check_config_json(&text_, &root_);
    }
    Doc(const Doc &) = delete;
    Doc &operator=(const Doc &) = delete;
    aclError code() const { return code_; }
    json_span root() const { return root_; }
    const config_text *text() const { return &text_; }

  private:
    std::string bytes_;
    config_text text_{};
    json_span root_{};
    aclError code_;
};

inline std::string span_text(json_span s) { return std::string(s.start, s.len); }

#endif // ACLREF_TEST_UTIL_H_
