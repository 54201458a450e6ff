/* The private working directory of each child: created under $TMPDIR before
 * the fork, removed by the parent after the child is gone (a crashed child
 * cannot clean up after itself). */
#define _GNU_SOURCE
#include <errno.h>
#include <ftw.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "runner.h"

char *aclcts_workdir_create(void)
{
    const char *tmp = getenv("TMPDIR");
    if (tmp == NULL || *tmp == '\0')
        tmp = "/tmp";
    char *dir = aclcts_printf("%s/aclcts.XXXXXX", tmp);
    if (mkdtemp(dir) == NULL) {
        perror("aclcts: mkdtemp");
        free(dir);
        return NULL;
    }
    return dir;
}

/* A case may leave a directory without permissions (FILE006): open them up first. */
static int open_up(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
    (void)st; (void)ftw;
    if (type == FTW_D || type == FTW_DNR)
        chmod(path, 0700);
    return 0;
}

static int remove_one(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
    (void)st; (void)type; (void)ftw;
    remove(path);
    return 0;
}

void aclcts_workdir_remove(const char *dir)
{
    if (dir == NULL)
        return;
    chmod(dir, 0700);
    nftw(dir, open_up, 32, FTW_PHYS);
    nftw(dir, open_up, 32, FTW_PHYS); /* again: a directory inside a closed one */
    nftw(dir, remove_one, 32, FTW_PHYS | FTW_DEPTH);
}

int aclcts_mkdir_p(const char *path)
{
    char buf[PATH_MAX];
    snprintf(buf, sizeof buf, "%s", path);
    for (char *p = buf + 1; *p; p++) {
        if (*p != '/') continue;
        *p = '\0';
        if (mkdir(buf, 0755) != 0 && errno != EEXIST) return -1;
        *p = '/';
    }
    return mkdir(buf, 0755) != 0 && errno != EEXIST ? -1 : 0;
}
