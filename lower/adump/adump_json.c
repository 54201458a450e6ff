/* DUMP034: the configuration text as adump's JsonParser::ParseJsonFromMemory reads it:
 * nlohmann::json::parse over the whole buffer. cJSON builds the tree; the
 * strict grammar check first (common/json_grammar.c, shared with ref/) makes
 * it accept exactly what nlohmann accepts (differences and how each is
 * handled: lower/adump/README.md). */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "adump/adump_json.h"
#include "adump/adump_str.h"
#include "json_grammar.h"

/* cJSON's own limit (CJSON_NESTING_LIMIT): deeper text would be valid for
 * nlohmann but not build here. nlohmann has none, but the ACL layer rejects
 * more than 10 levels before adump sees the text. */
#define ADJ_MAX_DEPTH 1000u

/* Stand-ins for NUL, tried in order: non-characters as UTF-8 and as the
 * surrogate-pair escape that also decodes to them. */
static const struct {
    const char *utf8;
    const char *escape;
} k_markers[] = {
    {"\xF4\x8F\xBF\xBF", "\\uDBFF\\uDFFF"},
    {"\xF4\x8F\xBF\xBE", "\\uDBFF\\uDFFE"},
    {"\xF3\xBF\xBF\xBF", "\\uDBBF\\uDFFF"},
    {"\xF3\xBF\xBF\xBE", "\\uDBBF\\uDFFE"},
};

static int contains_nocase(const char *text, size_t n, const char *needle)
{
    size_t m = strlen(needle);
    for (size_t i = 0; i + m <= n; i++) {
        size_t j = 0;
        while (j < m && tolower((unsigned char)text[i + j]) == tolower((unsigned char)needle[j])) {
            j++;
        }
        if (j == m) {
            return 1;
        }
    }
    return 0;
}

static size_t pick_marker(const char *text, size_t n)
{
    size_t count = sizeof k_markers / sizeof k_markers[0];
    for (size_t i = 0; i < count; i++) {
        if (!contains_nocase(text, n, k_markers[i].utf8) && !contains_nocase(text, n, k_markers[i].escape)) {
            return i;
        }
    }
    return 0; /* every stand-in occurs in the text: accept the ambiguity */
}

/* The text with every \u0000 escape inside a string replaced by `escape`
 * (the grammar was checked, so escapes are well formed). */
static char *replace_nul_escapes(const char *text, size_t n, const char *escape)
{
    size_t esc = strlen(escape);
    char *out = malloc(n * 2 + 1); /* "\u0000" (6) becomes at most 12 bytes */
    if (out == NULL) {
        return NULL;
    }
    size_t w = 0;
    int in_string = 0;
    for (size_t i = 0; i < n; i++) {
        char c = text[i];
        if (!in_string) {
            in_string = c == '"';
            out[w++] = c;
            continue;
        }
        if (c == '"') {
            in_string = 0;
        } else if (c == '\\') {
            if (text[i + 1] == 'u' && memcmp(text + i + 2, "0000", 4) == 0) {
                memcpy(out + w, escape, esc);
                w += esc;
                i += 5;
                continue;
            }
            out[w++] = c;
            c = text[++i];
        }
        out[w++] = c;
    }
    out[w] = '\0';
    return out;
}

int adj_parse(const char *data, size_t size, adj_doc *doc)
{
    memset(doc, 0, sizeof *doc);
    if (data == NULL || size == 0) {
        return -1;
    }
    /* nlohmann's lexer takes a NUL byte for the end of the input. */
    const char *nul = memchr(data, '\0', size);
    size_t n = nul != NULL ? (size_t)(nul - data) : size;
    static const json_grammar_options options = {ADJ_MAX_DEPTH, true};
    json_grammar_result grammar = json_grammar_check(data, n, &options);
    if (!grammar.valid) {
        return -1;
    }
    /* cJSON gets the text after the BOM the grammar skipped. */
    data += grammar.bom_len;
    n -= grammar.bom_len;
    char *text;
    if (grammar.has_nul_escape) {
        size_t m = pick_marker(data, n);
        memcpy(doc->marker, k_markers[m].utf8, 5);
        text = replace_nul_escapes(data, n, k_markers[m].escape);
    } else {
        text = ads_strndup(data, n);
    }
    if (text == NULL) {
        return -1;
    }
    doc->root = cJSON_ParseWithOpts(text, NULL, 1);
    free(text);
    return doc->root != NULL ? 0 : -1;
}

void adj_free(adj_doc *doc)
{
    cJSON_Delete(doc->root);
    doc->root = NULL;
}

const cJSON *adj_member(const cJSON *obj, const char *key)
{
    if (!cJSON_IsObject(obj)) {
        return NULL;
    }
    const cJSON *found = NULL;
    for (const cJSON *c = obj->child; c != NULL; c = c->next) {
        if (c->string != NULL && strcmp(c->string, key) == 0) {
            found = c;
        }
    }
    return found;
}

static size_t count_markers(const adj_doc *doc, const char *s, const char **first)
{
    size_t count = 0;
    *first = NULL;
    if (doc->marker[0] == '\0') {
        return 0;
    }
    for (const char *p = strstr(s, doc->marker); p != NULL; p = strstr(p + 4, doc->marker)) {
        if (*first == NULL) {
            *first = p;
        }
        count++;
    }
    return count;
}

size_t adj_len(const adj_doc *doc, const char *s)
{
    const char *first;
    size_t markers = count_markers(doc, s, &first);
    return strlen(s) - markers * 3;
}

char *adj_cstr(const adj_doc *doc, const char *s)
{
    const char *first;
    count_markers(doc, s, &first);
    return first != NULL ? ads_strndup(s, (size_t)(first - s)) : ads_strdup(s);
}

char *adj_show(const adj_doc *doc, const char *s)
{
    const char *first;
    size_t markers = count_markers(doc, s, &first);
    char *out = malloc(strlen(s) + markers * 2 + 1);
    if (out == NULL) {
        return NULL;
    }
    size_t w = 0;
    while (*s) {
        if (markers > 0 && strncmp(s, doc->marker, 4) == 0) {
            memcpy(out + w, "\\u0000", 6);
            w += 6;
            s += 4;
            continue;
        }
        out[w++] = *s++;
    }
    out[w] = '\0';
    return out;
}
