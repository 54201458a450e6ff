/* run --keep-workdir: the working directory of each test that did not pass
 * is copied to OUT/workdirs/NAME before the slot empties it for the next
 * test, and the test's message says where; so the configuration files a
 * failure was given can be opened and passed to the build by hand. The copy
 * is cp -a's (coreutils: links, modes and special files kept as they are). */
#define _GNU_SOURCE
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include "keep_workdir.h"
#include "status.h"
#include "text.h"

extern char **environ;

static int copy_tree(const char *from, const char *to)
{
    char *src = aclcts_printf("%s/.", from);
    char *argv[] = {"cp", "-a", "--", src, (char *)to, NULL};
    pid_t pid;
    int status = -1;
    if (posix_spawnp(&pid, "cp", NULL, NULL, argv, environ) == 0) waitpid(pid, &status, 0);
    free(src);
    return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : -1;
}

void aclcts_keep_workdir(const char *workdir, const char *out, aclcts_result *res)
{
    if (res->status == ACLCTS_PASS || res->status == ACLCTS_XFAIL) return;
    char *base = aclcts_printf("%s/workdirs", out), *dest = aclcts_printf("%s/%s", base, res->name);
    mkdir(base, 0755);
    struct stat st;
    int ok = (mkdir(dest, 0755) == 0 || (stat(dest, &st) == 0 && S_ISDIR(st.st_mode))) && copy_tree(workdir, dest) == 0;
    char *m =
        aclcts_printf("%s%s(its working directory %s %s)", res->message ? res->message : "",
                      res->message && *res->message ? "\n" : "", ok ? "is kept in" : "could not be copied to", dest);
    free(res->message);
    res->message = m;
    free(base);
    free(dest);
}
