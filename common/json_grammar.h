/* The grammar nlohmann::json::parse accepts, as the product's JSON consumers
 * apply it: ACL's json_parser.cpp (the config text of aclInit) and adump's
 * JsonParser::ParseJsonFromMemory (the same text, handed down for the dump
 * configuration). Rules: INIT007 and spec/rules/JSON.json.
 *
 * A pure validator: it builds nothing and decodes nothing; each caller builds
 * its own view of the value once the text is known to be JSON. */
#ifndef ACLCTS_COMMON_JSON_GRAMMAR_H_
#define ACLCTS_COMMON_JSON_GRAMMAR_H_

#include <stdbool.h>
#include <stddef.h>

/* What the two callers differ in. */
typedef struct json_grammar_options {
    /* Containers ('{' and '[' together) nested deeper than this fail. nlohmann
     * has no limit; the bound protects the recursion (and models cJSON's
     * CJSON_NESTING_LIMIT where cJSON builds the tree afterwards). */
    unsigned max_depth;
    /* A number whose value overflows a double fails, as nlohmann's parser
     * does (out_of_range 406, a json::exception like any parse error). */
    bool finite_numbers;
} json_grammar_options;

typedef struct json_grammar_result {
    bool valid;          /* exactly one value, surrounded by whitespace only */
    bool has_nul_escape; /* a \u0000 escape occurred inside a string */
    size_t bom_len;      /* 3 when a leading UTF-8 BOM was skipped, else 0 */
} json_grammar_result;

/* text[0, len) against the grammar: an optional UTF-8 BOM, optional
 * whitespace, one RFC 8259 value, optional whitespace, nothing else. A NUL
 * byte is an ordinary (invalid) byte here: callers that model nlohmann's
 * end-of-input at NUL cut the text first. has_nul_escape is meaningful only
 * when valid. */
json_grammar_result json_grammar_check(const char *text, size_t len, const json_grammar_options *options);

/* 3 when text[0, len) starts with the UTF-8 BOM EF BB BF, else 0. */
size_t json_grammar_bom_length(const char *text, size_t len);

/* The four whitespace bytes of RFC 8259: space, tab, LF, CR. JSON005: '/' is
 * not whitespace, so a comment is never skipped. Inline: it runs once per byte
 * of a config (up to 10 MiB, FILE005). */
static inline bool json_grammar_is_space(char ch) { return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r'; }

/* How many whitespace bytes text[0, len) starts with (json_grammar_space_run)
 * or ends with (..._back). A big config is mostly padding (FILE005: 10 MiB of
 * spaces, scanned by each stage): whole blocks of spaces are passed at once,
 * the rest byte by byte. */
size_t json_grammar_space_run_from(const char *text, size_t len);
size_t json_grammar_space_run_back(const char *text, size_t len);
/* Inline: called once per byte by the depth scan, most of which are no space. */
static inline size_t json_grammar_space_run(const char *text, size_t len)
{
    return len > 0 && json_grammar_is_space(text[0]) ? json_grammar_space_run_from(text, len) : 0;
}

#endif /* ACLCTS_COMMON_JSON_GRAMMAR_H_ */
