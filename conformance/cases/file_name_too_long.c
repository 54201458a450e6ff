/* FILE007: a component longer than NAME_MAX, or a path that resolves to more
 * than PATH_MAX bytes, fails realpath (ENAMETOOLONG) -> ACL_ERROR_INVALID_FILE,
 * even when the file really exists. */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "aclcts/case.h"

#define LONG_COMPONENT 300 /* > NAME_MAX (255) */
#define DEEP_NAME 200      /* one directory name of the deep tree */
#define DEEP_LEVELS 22     /* 22 * 201 bytes > PATH_MAX (4096) */

ACLCTS_TEST(FILE007, OverlongComponentReturnsInvalidFile, "FILE007", ACLCTS_PRODUCT)
{
    char name[LONG_COMPONENT + 1];
    memset(name, 'n', LONG_COMPONENT);
    name[LONG_COMPONENT] = '\0';
    CHECK_CODE(t, t->acl->aclInit(aclcts_path(t, name)), ACL_ERROR_INVALID_FILE);
}

/* Creates DEEP_LEVELS nested directories with openat (no long path needed)
 * and a valid `{}` file at the bottom; returns its full path. */
static char *make_deep_file(aclcts_t *t, const char *name)
{
    static char path[DEEP_LEVELS * (DEEP_NAME + 1) + 512];
    int fd = open(t->workdir, O_RDONLY | O_DIRECTORY);
    snprintf(path, sizeof path, "%s", t->workdir);
    for (int i = 0; i < DEEP_LEVELS && fd >= 0; ++i) {
        mkdirat(fd, name, 0700);
        int next = openat(fd, name, O_RDONLY | O_DIRECTORY);
        close(fd);
        fd = next;
        strcat(path, "/");
        strcat(path, name);
    }
    int f = fd >= 0 ? openat(fd, "a.json", O_WRONLY | O_CREAT | O_TRUNC, 0644) : -1;
    if (f < 0 || write(f, "{}", 2) != 2) SKIP(t, "cannot build the deep directory tree");
    close(f);
    close(fd);
    strcat(path, "/a.json");
    return path;
}

/* Removes the tree again (the runner's cleanup may not cope with its depth). */
static void remove_deep(int dirfd, const char *name, int level)
{
    int fd = openat(dirfd, name, O_RDONLY | O_DIRECTORY);
    if (fd < 0) return;
    if (level + 1 < DEEP_LEVELS) remove_deep(fd, name, level + 1);
    else unlinkat(fd, "a.json", 0);
    close(fd);
    unlinkat(dirfd, name, AT_REMOVEDIR);
}

ACLCTS_TEST(FILE007, ResolvedPathLongerThanPathMaxReturnsInvalidFile, "FILE007", ACLCTS_PRODUCT)
{
    char name[DEEP_NAME + 1];
    memset(name, 'd', DEEP_NAME);
    name[DEEP_NAME] = '\0';
    const char *path = make_deep_file(t, name);
    CHECK_TRUE(t, strlen(path) > 4096, "test path is only %zu bytes", strlen(path));
    aclError got = t->acl->aclInit(path);
    int root = open(t->workdir, O_RDONLY | O_DIRECTORY);
    if (root >= 0) {
        remove_deep(root, name, 0);
        close(root);
    }
    CHECK_CODE(t, got, ACL_ERROR_INVALID_FILE);
}
