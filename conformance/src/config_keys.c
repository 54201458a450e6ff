/* The aclInit configuration keys of include/acl/config_keys.def and the
 * configurations built from them (config_keys.h). cJSON joins the values:
 * it groups a section's members and writes the compact text. */
#include "aclcts/config_keys.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

const aclcts_config_key aclcts_config_keys[] = {
#define ACLCTS_CONFIG_KEY(KEY, SECTION, JSON_TYPE, FAMILY, STAGE, VALID, INVALID) \
    {#KEY, #SECTION, #FAMILY, #STAGE, VALID, INVALID},
#include "acl/config_keys.def"
};

const size_t aclcts_config_key_count = sizeof aclcts_config_keys / sizeof aclcts_config_keys[0];

/* Adds k at value to root: to its section's object, made when first needed. */
static int add_key(cJSON *root, const aclcts_config_key *k, const char *value)
{
    cJSON *item = cJSON_Parse(value), *into = root;
    if (item == NULL) return -1;
    if (strcmp(k->section, ACLCTS_CONFIG_ROOT) != 0) {
        into = cJSON_GetObjectItemCaseSensitive(root, k->section);
        if (into == NULL) into = cJSON_AddObjectToObject(root, k->section);
    }
    if (into == NULL || !cJSON_AddItemToObject(into, k->key, item)) {
        cJSON_Delete(item);
        return -1;
    }
    return 0;
}

static char *print_and_free(cJSON *root, int failed)
{
    char *text = failed ? NULL : cJSON_PrintUnformatted(root);
    cJSON_Delete(root);
    return text;
}

char *aclcts_config_one_key(const aclcts_config_key *k, const char *value)
{
    cJSON *root = cJSON_CreateObject();
    return root ? print_and_free(root, add_key(root, k, value)) : NULL;
}

char *aclcts_config_all_keys_but(const char *key)
{
    cJSON *root = cJSON_CreateObject();
    int failed = root == NULL;
    for (size_t i = 0; !failed && i < aclcts_config_key_count; i++)
        if (key == NULL || strcmp(aclcts_config_keys[i].key, key) != 0)
            failed = add_key(root, &aclcts_config_keys[i], aclcts_config_keys[i].valid);
    return root ? print_and_free(root, failed) : NULL;
}

static char *g_all_keys;
static pthread_once_t g_all_keys_once = PTHREAD_ONCE_INIT;

static void build_all_keys(void) { g_all_keys = aclcts_config_all_keys_but(NULL); }

const char *aclcts_config_all_keys(void)
{
    pthread_once(&g_all_keys_once, build_all_keys);
    return g_all_keys;
}
