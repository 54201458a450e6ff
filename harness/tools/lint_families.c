/* spec/families.json: {"families": ["API", "STATE", ...]}, the family names in
 * order. Every name is capital letters, listed once; every listed family must
 * have its rule file (the rule files mark theirs as they are read). */
#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

#include "spec_lint.h"

static struct {
    const char *label;
    char **names;
    int *has_file;
    size_t n;
} fams;

const char *families_label(void) { return fams.label; }

int family_index(const char *name)
{
    for (size_t i = 0; i < fams.n; i++)
        if (strcmp(fams.names[i], name) == 0) return (int)i;
    return -1;
}

void family_has_file(int index) { fams.has_file[index] = 1; }

static void add_family(const cJSON *item)
{
    const char *name = cJSON_IsString(item) ? item->valuestring : NULL;
    size_t letters = name ? strspn(name, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") : 0;
    if (!name || letters == 0 || name[letters] != '\0' || letters > MAX_FAMILY_LEN) {
        problem(fams.label, "\"%s\" is not a family name (capital letters, at most %d)", name ? name : "(not a string)",
                MAX_FAMILY_LEN);
        return;
    }
    if (family_index(name) >= 0) {
        problem(fams.label, "\"%s\" listed twice", name);
        return;
    }
    fams.names = xrealloc(fams.names, (fams.n + 1) * sizeof *fams.names);
    fams.has_file = xrealloc(fams.has_file, (fams.n + 1) * sizeof *fams.has_file);
    fams.names[fams.n] = xstrdup(name);
    fams.has_file[fams.n++] = 0;
}

int load_families(const char *file)
{
    static const char *const keys[] = {"families"};
    fams.label = file;
    size_t size;
    char *text = read_file(file, &size);
    if (!text) return -1;
    cJSON *root = cJSON_ParseWithLength(text, size);
    const cJSON *list = cJSON_GetObjectItemCaseSensitive(root, "families");
    if (!cJSON_IsObject(root) || !cJSON_IsArray(list) || cJSON_GetArraySize(list) == 0)
        problem(file, "expected {\"families\": [\"API\", ...]}, a non-empty list of family names");
    else check_unknown_keys(file, root, keys, COUNT(keys));
    const cJSON *item;
    cJSON_ArrayForEach (item, list) add_family(item);
    cJSON_Delete(root);
    free(text);
    return 0;
}

void check_family_files(const char *rules_dir)
{
    for (size_t i = 0; i < fams.n; i++)
        if (!fams.has_file[i])
            problem(fams.label, "%s has no rule file (expected %s/%s.json)", fams.names[i], rules_dir, fams.names[i]);
}
