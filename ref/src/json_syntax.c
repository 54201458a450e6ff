/* Strict RFC 8259 validation of the config text (JSON004..JSON014).
 *
 * The grammar itself (nlohmann::json::parse with default arguments) is
 * common/json_grammar.c, shared with the dump layer's model, which reads the
 * same text with the same parser. What is ACL's own here: the error the
 * product reports, and the root span the lookup starts from. */
#include "aclref_limits.h"
#include "errmsg.h"
#include "json.h"
#include "json_grammar.h"

bool json_is_valid(const char *text, size_t len)
{
    /* JSON013: a number that overflows a double (1e400) is nlohmann's
     * out_of_range 406, which ACL's parser catches like any parse error. */
    static const json_grammar_options options = {ACLREF_SYNTAX_MAX_NESTING, true};
    return json_grammar_check(text, len, &options).valid;
}

aclError check_json_syntax(const char *text, size_t len)
{
    REQUIRE(json_is_valid(text, len), ACL_ERROR_PARSE_FILE, "JSON004", EH_INVALID_FILE, /* ERRMSG020 */
            "config file \"%s\" is invalid: Parse exception: the text is not valid JSON (RFC 8259)",
            errmsg_config_path());
    return ACL_SUCCESS;
}

json_span json_root(const char *text, size_t len)
{
    size_t i = json_grammar_bom_length(text, len);
    i += json_grammar_space_run(text + i, len - i);
    size_t end = len - json_grammar_space_run_back(text + i, len - i);
    json_span root = {text + i, end - i};
    return root;
}
