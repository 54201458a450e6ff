/* OPQ002: find the top-level max_opqueue_num, print its value as compact
 * JSON, drop every '"', strtol base 10; <= 0 (which includes any text strtol
 * cannot read) is refused with 100000, below 20000 warned, otherwise the
 * op-model cache limit. Absent: the limit stays. */
#include "opexec/opq_model.h"

#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

static long strip_quotes_and_parse(const char *text)
{
    size_t n = strlen(text);
    char *s = malloc(n + 1);
    if (s == NULL) {
        return 0;
    }
    size_t w = 0;
    for (size_t i = 0; i < n; ++i) {
        if (text[i] != '"') {
            s[w++] = text[i];
        }
    }
    s[w] = '\0';
    long v = strtol(s, NULL, 10);
    free(s);
    return v;
}

/* The last member of that name, as nlohmann keeps the last duplicate. */
static const cJSON *last_member(const cJSON *root, const char *name)
{
    const cJSON *found = NULL;
    for (const cJSON *c = root->child; c != NULL; c = c->next) {
        if (c->string != NULL && strcmp(c->string, name) == 0) {
            found = c;
        }
    }
    return found;
}

aclcts_opq_decision aclcts_opq_decide(const char *config, size_t len, long current)
{
    aclcts_opq_decision d = {0, 0, current, 0};
    cJSON *root = config != NULL ? cJSON_ParseWithLength(config, len) : NULL;
    const cJSON *item = cJSON_IsObject(root) ? last_member(root, "max_opqueue_num") : NULL;
    if (item != NULL) {
        d.present = 1;
        char *text = cJSON_PrintUnformatted(item);
        long v = text != NULL ? strip_quotes_and_parse(text) : 0;
        cJSON_free(text);
        if (v <= 0) {
            d.code = ACLCTS_OPQ_INVALID_PARAM; /* OPQ003: 100000, never 148048 */
        } else {
            d.limit = v;
            d.warned = v < ACLCTS_OPQ_WARN_BELOW;
        }
    }
    cJSON_Delete(root);
    return d;
}
