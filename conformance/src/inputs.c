/* What a failing case was given, appended to its message: the files it wrote
 * for the target (aclcts_file: the configuration text) and the environment
 * it changed, as they were when the case ended. A port's engineer reads the
 * input beside the failure instead of the case's source. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aclcts/calls.h"

#define FILES_KEPT 4   /* the first files a case writes; later ones are counted */
#define FILE_SHOWN 240 /* bytes of each shown */
#define ENV_SHOWN 6    /* variables shown */

extern char **environ;

static struct {
    char name[64];
    char text[FILE_SHOWN + 1];
    size_t len;
} g_files[FILES_KEPT];
static size_t g_nfiles;
static char **g_env_before; /* a copy of the environment when the case started */

void aclcts_inputs_begin(aclcts_t *t)
{
    (void)t;
    g_nfiles = 0;
    size_t n = 0;
    while (environ != NULL && environ[n] != NULL) n++;
    g_env_before = calloc(n + 1, sizeof *g_env_before);
    for (size_t i = 0; g_env_before != NULL && i < n; i++) g_env_before[i] = strdup(environ[i]);
}

void aclcts_inputs_note_file(const char *name, const void *data, size_t len)
{
    if (g_nfiles++ >= FILES_KEPT) return;
    snprintf(g_files[g_nfiles - 1].name, sizeof g_files[0].name, "%s", name);
    size_t shown = len < FILE_SHOWN ? len : FILE_SHOWN;
    memcpy(g_files[g_nfiles - 1].text, data, shown);
    g_files[g_nfiles - 1].text[shown] = '\0';
    for (size_t i = 0; i < shown; i++) /* one line each: newlines and NULs shown as spaces */
        if (g_files[g_nfiles - 1].text[i] == '\n' || g_files[g_nfiles - 1].text[i] == '\0')
            g_files[g_nfiles - 1].text[i] = ' ';
    g_files[g_nfiles - 1].len = len;
}

static int in_list(char **list, const char *entry)
{
    for (size_t i = 0; list != NULL && list[i] != NULL; i++)
        if (strcmp(list[i], entry) == 0) return 1;
    return 0;
}

static void note(aclcts_t *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void note(aclcts_t *t, const char *fmt, ...)
{
    size_t used = strlen(t->message);
    va_list ap;
    va_start(ap, fmt);
    if (used + 1 < sizeof t->message) vsnprintf(t->message + used, sizeof t->message - used, fmt, ap);
    va_end(ap);
}

/* "NAME=" of an entry that is no longer set, or changed. */
static void env_changes(aclcts_t *t)
{
    size_t shown = 0;
    for (size_t i = 0; environ != NULL && environ[i] != NULL; i++)
        if (!in_list(g_env_before, environ[i]) && shown++ < ENV_SHOWN)
            note(t, "%s%.200s", shown == 1 ? "\n  the environment it set: " : "; ", environ[i]);
    for (size_t i = 0; g_env_before != NULL && g_env_before[i] != NULL; i++) {
        const char *eq = strchr(g_env_before[i], '=');
        char name[128];
        snprintf(name, sizeof name, "%.*s", eq ? (int)(eq - g_env_before[i]) : 0, g_env_before[i]);
        if (name[0] != '\0' && getenv(name) == NULL && shown++ < ENV_SHOWN)
            note(t, "%s%s unset", shown == 1 ? "\n  the environment it set: " : "; ", name);
    }
}

#define CALLS_SHOWN 6

/* The case's last ACL calls, oldest first: what it did before it failed. */
static void recent_calls(aclcts_t *t)
{
    char call[200];
    size_t n = aclcts_calls_recent(0, call, sizeof call), shown = n < CALLS_SHOWN ? n : CALLS_SHOWN;
    if (n == 0) return;
    note(t, "\n  its ACL calls (%s%zu): ", n > shown ? "the last of " : "", n);
    for (size_t k = shown; k-- > 0;) {
        aclcts_calls_recent(k, call, sizeof call);
        note(t, "%s%s", call, k ? "; " : "");
    }
}

void aclcts_inputs_append(aclcts_t *t)
{
    if (t->failures > 0 && !t->skipped) { /* a skip says why it skipped, nothing else */
        for (size_t i = 0; i < g_nfiles && i < FILES_KEPT; i++) {
            note(t, "\n  the case wrote %s (%zu bytes): %s%s", g_files[i].name, g_files[i].len, g_files[i].text,
                 g_files[i].len > FILE_SHOWN ? "..." : "");
        }
        if (g_nfiles > FILES_KEPT) note(t, "\n  and %zu more files", g_nfiles - FILES_KEPT);
        env_changes(t);
        recent_calls(t);
    }
    for (size_t i = 0; g_env_before != NULL && g_env_before[i] != NULL; i++) free(g_env_before[i]);
    free(g_env_before);
    g_env_before = NULL;
}
