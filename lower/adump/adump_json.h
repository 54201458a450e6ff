/* The configuration text as adump's JsonParser (nlohmann::json) reads it
 * (adump_json.c). */
#ifndef ACLCTS_LOWER_ADUMP_JSON_H_
#define ACLCTS_LOWER_ADUMP_JSON_H_

#include <stddef.h>

#include <cjson/cJSON.h>

/* A parsed document. A `\u0000` escape (a NUL inside a string for nlohmann,
 * the end of a C string for cJSON) is parsed as `marker`, a non-character
 * absent from the text, so that strings keep their length and content. */
typedef struct adj_doc {
    cJSON *root;
    char marker[5]; /* UTF-8 of the stand-in for NUL; "" when the text has no \u0000 */
} adj_doc;

/* Parses the bytes as nlohmann::json::parse(string_view(data, size)) does;
 * 0 on success, -1 on a parse error. */
int adj_parse(const char *data, size_t size, adj_doc *doc);
void adj_free(adj_doc *doc);
/* js.find(key) of nlohmann: the LAST member named `key` (duplicates: the last
 * one wins); NULL when absent or when `obj` is not an object. */
const cJSON *adj_member(const cJSON *obj, const char *key);
/* Length of a string value as std::string::size() (a stand-in counts 1). */
size_t adj_len(const adj_doc *doc, const char *s);
/* The C string std::string::c_str() gives: up to the first NUL (malloc'd). */
char *adj_cstr(const adj_doc *doc, const char *s);
/* The string with each stand-in shown as "\u0000" (malloc'd), for reports. */
char *adj_show(const adj_doc *doc, const char *s);

#endif
