/* A simulator's libascendcl, as a first attempt looks: written from the
 * public headers only (include/acl/), everything in memory, no call into any
 * lower layer. The lifecycle: aclInit reads and parses the configuration
 * (cJSON), runs the init callbacks, counts references; aclFinalize runs the
 * finalize callbacks. It has the kinds of bugs a first simulator has, each
 * marked BUG: the suite must name them, and must call what it cannot see on a
 * build like this "not observable", never a failure. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "acl/acl_rt.h"

#define SIM_MAX_CALLBACKS 16 /* per registry: a simulator's fixed table */
#define SIM_MAX_CONFIG (10 * 1024 * 1024)

typedef enum { SIM_FRESH, SIM_INITIALISED, SIM_FINALISED } sim_state;

typedef struct sim_callback {
    aclRegisterCallbackType type;
    void *fn;
    void *user;
} sim_callback;

static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static sim_state g_state = SIM_FRESH;
static uint64_t g_refs;
static sim_callback g_init_cbs[SIM_MAX_CALLBACKS], g_fin_cbs[SIM_MAX_CALLBACKS];
static size_t g_ninit, g_nfin;
static char g_error[512]; /* BUG: one message for the process, never cleared by reading it */

static aclError fail(aclError code, const char *what, const char *path)
{
    snprintf(g_error, sizeof g_error, "simulator: %s: %s", what, path != NULL ? path : "(none)");
    return code;
}

static volatile int g_config_ends_with_newline; /* kept for a log line the simulator never got to */

/* The whole file (*len bytes, not NUL-terminated), or NULL with *code set. */
static char *read_config(const char *path, size_t *len, aclError *code)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        *code = fail(ACL_ERROR_INVALID_FILE, "cannot open the configuration", path);
        return NULL;
    }
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    rewind(f);
    if (size < 0 || size > SIM_MAX_CONFIG) {
        fclose(f);
        *code = fail(ACL_ERROR_INVALID_FILE_SIZE, "configuration too large", path);
        return NULL;
    }
    char *text = malloc(size > 0 ? (size_t)size : 1);
    *len = text != NULL ? fread(text, 1, (size_t)size, f) : 0;
    fclose(f);
    if (text == NULL) {
        *code = fail(ACL_ERROR_INTERNAL_ERROR, "out of memory", path);
        return NULL;
    }
    if (*len > 0)
        g_config_ends_with_newline = text[*len] == '\n'; /* BUG: reads one byte past the text (*len - 1 meant) */
    return text;
}

static aclError run_init_callbacks(const char *text, size_t len)
{
    for (size_t i = 0; i < g_ninit; ++i) {
        aclError rc = ((aclInitCallbackFunc)g_init_cbs[i].fn)(text, len, g_init_cbs[i].user);
        if (rc != ACL_SUCCESS) return fail(rc, "an init callback failed", NULL);
    }
    return ACL_SUCCESS;
}

aclError aclInit(const char *configPath)
{
    pthread_mutex_lock(&g_lock);
    aclError rc = ACL_SUCCESS;
    char *text = NULL;
    size_t len = 0;
    if (g_state == SIM_INITIALISED) {
        rc = ACL_SUCCESS; /* BUG: a second aclInit is accepted (the product: 100002), and counts nothing */
        goto out;
    }
    if (configPath != NULL && configPath[0] != '\0') {
        text = read_config(configPath, &len, &rc);
        if (text == NULL) goto out;
        cJSON *root =
            cJSON_ParseWithLength(text, len); /* BUG: cJSON's grammar, not the product's (depth, duplicates) */
        if (root == NULL && len > 0 && text[0] != '\0') {
            rc = fail(ACL_ERROR_PARSE_FILE, "the configuration is not JSON", configPath);
            goto out;
        }
        cJSON_Delete(root);
    }
    rc = run_init_callbacks(text, len);
    if (rc == ACL_SUCCESS) {
        g_state = SIM_INITIALISED;
        g_refs = 1;
    }
out:
    free(text);
    pthread_mutex_unlock(&g_lock);
    return rc;
}

static aclError finalize_locked(void)
{
    for (size_t i = 0; i < g_nfin; ++i)
        (void)((aclFinalizeCallbackFunc)g_fin_cbs[i].fn)(g_fin_cbs[i].user); /* BUG: failures ignored */
    g_state = SIM_FINALISED;
    g_refs = 0;
    return ACL_SUCCESS;
}

aclError aclFinalize(void)
{
    pthread_mutex_lock(&g_lock);
    aclError rc = g_state == SIM_FINALISED ? ACL_ERROR_REPEAT_FINALIZE : finalize_locked();
    pthread_mutex_unlock(&g_lock);
    return rc;
}

aclError aclFinalizeReference(uint64_t *refCount)
{
    pthread_mutex_lock(&g_lock);
    aclError rc = ACL_SUCCESS;
    if (g_state != SIM_INITIALISED) {
        rc = ACL_ERROR_REPEAT_FINALIZE;
    } else if (--g_refs == 0) {
        rc = finalize_locked();
    }
    if (refCount != NULL) *refCount = g_refs;
    pthread_mutex_unlock(&g_lock);
    return rc;
}

const char *aclGetRecentErrMsg(void) { return g_error[0] != '\0' ? g_error : NULL; }

/* One registry: a type holds one function; registering it again is refused. */
static aclError reg(sim_callback *cbs, size_t *n, aclRegisterCallbackType type, void *fn, void *user)
{
    if (fn == NULL) return ACL_ERROR_INVALID_PARAM;
    pthread_mutex_lock(&g_lock);
    aclError rc = ACL_SUCCESS;
    for (size_t i = 0; i < *n; ++i)
        if (cbs[i].type == type) rc = ACL_ERROR_INVALID_PARAM;
    if (rc == ACL_SUCCESS && *n == SIM_MAX_CALLBACKS) rc = ACL_ERROR_FAILURE;
    if (rc == ACL_SUCCESS) cbs[(*n)++] = (sim_callback){type, fn, user};
    pthread_mutex_unlock(&g_lock);
    return rc;
}

static aclError unreg(sim_callback *cbs, size_t *n, aclRegisterCallbackType type, void *fn)
{
    pthread_mutex_lock(&g_lock);
    aclError rc = ACL_ERROR_INVALID_PARAM;
    for (size_t i = 0; i < *n; ++i) {
        if (cbs[i].type == type && cbs[i].fn == fn) {
            cbs[i] = cbs[--*n]; /* BUG: the order of the others changes */
            rc = ACL_SUCCESS;
            break;
        }
    }
    pthread_mutex_unlock(&g_lock);
    return rc;
}

aclError aclInitCallbackRegister(aclRegisterCallbackType type, aclInitCallbackFunc cbFunc, void *userData)
{
    return reg(g_init_cbs, &g_ninit, type, (void *)cbFunc, userData);
}

aclError aclInitCallbackUnRegister(aclRegisterCallbackType type, aclInitCallbackFunc cbFunc)
{
    return unreg(g_init_cbs, &g_ninit, type, (void *)cbFunc);
}

aclError aclFinalizeCallbackRegister(aclRegisterCallbackType type, aclFinalizeCallbackFunc cbFunc, void *userData)
{
    return reg(g_fin_cbs, &g_nfin, type, (void *)cbFunc, userData);
}

aclError aclFinalizeCallbackUnRegister(aclRegisterCallbackType type, aclFinalizeCallbackFunc cbFunc)
{
    return unreg(g_fin_cbs, &g_nfin, type, (void *)cbFunc);
}
