/* valgrind's memcheck under --valgrind: where valgrind is, the options a
 * test's process (or a fork server's worker) runs under, and what its log says. */
#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "child.h"
#include "memcheck.h"
#include "text.h"

const char *aclcts_valgrind_find(void)
{
    static char path[PATH_MAX];
    const char *env = getenv("PATH");
    char *dirs = aclcts_strdup(env ? env : "/usr/bin:/bin"), *save = NULL;
    for (char *d = strtok_r(dirs, ":", &save); d != NULL; d = strtok_r(NULL, ":", &save)) {
        snprintf(path, sizeof path, "%s/valgrind", d);
        if (access(path, X_OK) == 0) {
            free(dirs);
            return path;
        }
    }
    free(dirs);
    return NULL;
}

size_t aclcts_memcheck_args(char **a, const char *valgrind)
{
    size_t k = 0;
    a[k++] = (char *)valgrind;
    a[k++] = "--tool=memcheck";
    a[k++] = "-q";
    a[k++] = "--error-exitcode=" ACLCTS_STR(ACLCTS_CHILD_MEMCHECK_ERROR);
    a[k++] = "--leak-check=full";
    a[k++] = "--errors-for-leak-kinds=definite";
    /* Not at each test's exit: glibc's and libstdc++'s release of their own
     * memory, which they keep reachable until then (still reachable, never a
     * definite leak), so it changes no verdict; run in every child, it costs
     * a tenth of a test's time under memcheck (translating and running
     * __libc_freeres each time). */
    a[k++] = "--run-libc-freeres=no";
    a[k++] = "--run-cxx-freeres=no";
    return k;
}

/* memcheck's first error, whole: its line and the stack and address lines
 * under it ("   at 0x..: fn (file.c:283)", symbolised where the target has
 * debug information), without the "==PID== " prefixes, up to the blank line
 * that ends it. NULL when the log has none. */
char *aclcts_memcheck_first_error(const char *log)
{
    FILE *f = fopen(log, "r");
    if (f == NULL) return NULL;
    char line[1024];
    char *found = NULL;
    while (fgets(line, sizeof line, f) != NULL) {
        char *p = strstr(line, "== ");
        if (line[0] != '=' || p == NULL) continue;
        p += 3;
        p[strcspn(p, "\n")] = '\0';
        if (found == NULL && (*p == '\0' || *p == ' ')) continue; /* before the first error */
        if (found != NULL && *p == '\0') break;                   /* the blank line after it */
        char *more = aclcts_printf("%s%s%s", found ? found : "", found ? "\n" : "", p);
        free(found);
        found = more;
    }
    fclose(f);
    return found;
}

/* Keeps a test's memcheck log as DIR/memcheck/NAME.log; its path, or NULL. */
char *aclcts_memcheck_keep_log(const char *dir_out, const char *log, const char *name)
{
    char *dir = aclcts_printf("%s/memcheck", dir_out), *path = aclcts_printf("%s/%s.log", dir, name);
    FILE *in = fopen(log, "r"), *out = NULL;
    if (in != NULL && (mkdir(dir, 0755) == 0 || errno == EEXIST)) out = fopen(path, "w");
    char buf[4096];
    size_t n;
    int ok = in != NULL && out != NULL;
    while (ok && (n = fread(buf, 1, sizeof buf, in)) > 0) ok = fwrite(buf, 1, n, out) == n;
    if (in) fclose(in);
    if (out && fclose(out) != 0) ok = 0;
    free(dir);
    if (!ok) {
        free(path);
        return NULL;
    }
    return path;
}
