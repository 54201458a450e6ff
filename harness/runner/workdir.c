/* The private working directory of each child: created under $TMPDIR before
 * the fork, emptied or removed by the parent after the child is gone (a
 * crashed child cannot clean up after itself). A run keeps one directory per
 * slot and empties it between tests (aclcts_workdir_empty): on most tests
 * that is one look at an empty directory instead of a mkdtemp and a removal. */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <linux/magic.h>
#include <string.h>
#include <sys/statfs.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "runner.h"

#define SHM_DIR "/dev/shm"
#define SHM_ROOM (256ull << 20) /* free bytes /dev/shm must have to be used */

static const char *tmpdir(void)
{
    const char *tmp = getenv("TMPDIR");
    return tmp != NULL && *tmp != '\0' ? tmp : "/tmp";
}

/* Where the tests of a run work: $TMPDIR; without it /dev/shm when it is a
 * tmpfs we may write with room to spare (a test's files then never reach a
 * disk: creating, writing and removing them costs a fraction), else /tmp. */
const char *aclcts_workdir_base(void)
{
    static const char *base;
    if (base != NULL) return base;
    struct statfs fs;
    if (getenv("TMPDIR") == NULL &&
        statfs(SHM_DIR, &fs) == 0 && fs.f_type == TMPFS_MAGIC && access(SHM_DIR, W_OK | X_OK) == 0 &&
        (unsigned long long)fs.f_bavail * (unsigned long long)fs.f_bsize >= SHM_ROOM)
        base = SHM_DIR;
    else
        base = tmpdir();
    return base;
}

char *aclcts_workdir_create(void)
{
    return aclcts_workdir_create_in(tmpdir());
}

char *aclcts_workdir_create_in(const char *tmp)
{
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

/* Removes everything inside the open directory dfd (closed here); a
 * directory without permissions is opened up first. 0 when it is empty. */
static int empty_at(int dfd, int depth)
{
    DIR *d = fdopendir(dfd);
    if (d == NULL) {
        close(dfd);
        return -1;
    }
    int rc = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        const char *n = e->d_name;
        if (n[0] == '.' && (n[1] == '\0' || (n[1] == '.' && n[2] == '\0'))) continue;
        if (unlinkat(dirfd(d), n, 0) == 0) continue;
        if (errno != EISDIR && errno != EPERM) { rc = -1; continue; }
        int sub = -1;
        if (depth < 64) {
            fchmodat(dirfd(d), n, 0700, AT_SYMLINK_NOFOLLOW);
            sub = openat(dirfd(d), n, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        }
        if (sub < 0 || empty_at(sub, depth + 1) != 0 || unlinkat(dirfd(d), n, AT_REMOVEDIR) != 0) rc = -1;
    }
    closedir(d);
    return rc;
}

/* Makes `dir` an empty private directory again for the next test: 0, or -1
 * when it is no longer one of ours to reuse (gone, replaced, not emptied);
 * then the caller removes it and creates a fresh one. */
int aclcts_workdir_empty(const char *dir)
{
    int fd = open(dir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0 && errno == EACCES && chmod(dir, 0700) == 0)
        fd = open(dir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) return -1;
    struct stat st;
    if (fstat(fd, &st) != 0 || st.st_uid != geteuid() ||
        ((st.st_mode & 07777) != 0700 && fchmod(fd, 0700) != 0)) {
        close(fd);
        return -1;
    }
    return empty_at(fd, 0);
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
