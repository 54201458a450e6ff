/* The private working directory of each child: created under $TMPDIR before
 * the fork, emptied or removed by the parent after the child is gone (a
 * crashed child cannot clean up after itself). A run keeps one directory per
 * slot and empties it between tests (aclcts_workdir_empty): on most tests
 * that is one look at an empty directory instead of a mkdtemp and a removal. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/magic.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/statfs.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "interrupt.h"
#include "text.h"
#include "workdir.h"

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
    if (getenv("TMPDIR") == NULL && statfs(SHM_DIR, &fs) == 0 && fs.f_type == TMPFS_MAGIC &&
        access(SHM_DIR, W_OK | X_OK) == 0 &&
        (unsigned long long)fs.f_bavail * (unsigned long long)fs.f_bsize >= SHM_ROOM)
        base = SHM_DIR;
    else base = tmpdir();
    return base;
}

char *aclcts_workdir_create(void) { return aclcts_workdir_create_in(tmpdir()); }

char *aclcts_workdir_create_in(const char *tmp)
{
    char *dir = aclcts_printf("%s/aclcts.XXXXXX", tmp);
    if (mkdtemp(dir) == NULL) {
        perror("aclcts: mkdtemp");
        free(dir);
        return NULL;
    }
    aclcts_interrupt_track_dir(dir, 1);
    return dir;
}

/* A directory's entries a getdents64 call returns at a time: a test leaves a
 * handful, so one call reads most. */
#define DIRENT_BUF 4096
#define EMPTY_DEPTH_MAX 64 /* nesting a test may leave that is still removed */

struct linux_dirent64 {
    ino64_t d_ino;
    off64_t d_off;
    unsigned short d_reclen;
    unsigned char d_type;
    char d_name[];
};

/* Removes everything inside the open directory dfd (closed here); a
 * directory without permissions is opened up first (FILE006 leaves one).
 * 0 when it is empty. Async-signal-safe (getdents64 rather than readdir,
 * which allocates): a second interrupt removes the working directories with
 * it. Removing an entry moves none that is still to be read. */
static int empty_at(int dfd, int depth)
{
    char buf[DIRENT_BUF];
    int rc = 0;
    long n;
    while ((n = syscall(SYS_getdents64, dfd, buf, sizeof buf)) > 0) {
        for (long off = 0; off < n;) {
            struct linux_dirent64 *e = (struct linux_dirent64 *)(buf + off);
            off += e->d_reclen;
            const char *nm = e->d_name;
            if (nm[0] == '.' && (nm[1] == '\0' || (nm[1] == '.' && nm[2] == '\0'))) continue;
            if (unlinkat(dfd, nm, 0) == 0) continue;
            if (errno != EISDIR && errno != EPERM) {
                rc = -1;
                continue;
            }
            int sub = -1;
            if (depth < EMPTY_DEPTH_MAX) {
                fchmodat(dfd, nm, 0700, 0);
                sub = openat(dfd, nm, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
            }
            if (sub < 0 || empty_at(sub, depth + 1) != 0 || unlinkat(dfd, nm, AT_REMOVEDIR) != 0) rc = -1;
        }
    }
    if (n < 0) rc = -1;
    close(dfd);
    return rc;
}

void aclcts_workdir_remove_now(const char *dir)
{
    umount2(dir, MNT_DETACH); /* a slot's scratch tmpfs (test_limits_scratch.c); EINVAL on any other directory */
    chmod(dir, 0700);
    int fd = open(dir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd >= 0) empty_at(fd, 0);
    rmdir(dir);
}

void aclcts_workdir_remove(const char *dir)
{
    if (dir == NULL) return;
    aclcts_interrupt_track_dir(dir, 0);
    aclcts_workdir_remove_now(dir);
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
    static uid_t euid = (uid_t)-1; /* the runner's: it never changes, asked once */
    if (euid == (uid_t)-1) euid = geteuid();
    struct stat st;
    if (fstat(fd, &st) != 0 || st.st_uid != euid || ((st.st_mode & 07777) != 0700 && fchmod(fd, 0700) != 0)) {
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
