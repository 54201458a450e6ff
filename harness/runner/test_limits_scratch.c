/* Scratch space: each slot's working directory is a tmpfs of the scratch
 * limit's size (and one inode per SCRATCH_BYTES_PER_INODE of it), so a test
 * that writes without end gets ENOSPC at the limit instead of filling
 * /dev/shm (RAM) or $TMPDIR, and the runner finds it full when the test ends.
 * The mounts live in a mount namespace of the runner's own (unshare, then
 * every mount a slave of the host's: nothing of ours propagates out), so they
 * vanish with the run however it ends; a directory is unmounted before it is
 * removed (workdir.c). A test's processes are the runner's children and share
 * its namespace, so they see the mounts.
 *
 * Mounting needs CAP_SYS_ADMIN. Without it the working directory is an
 * ordinary one: the scratch limit is then RLIMIT_FSIZE (no file past it) and
 * the sizes of the directory's files, added up when the test ends. */
#define _GNU_SOURCE
#include <errno.h>
#include <ftw.h>
#include <linux/magic.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/statfs.h>

#include "test_limits.h"

#define SCRATCH_BYTES_PER_INODE (16u * 1024u) /* a tmpfs inode costs kernel memory outside its size= */
#define SCRATCH_INODES_MIN 1024u              /* a small limit still holds the files a test makes */

int aclcts_scratch_open(char *why, size_t cap)
{
    if (unshare(CLONE_NEWNS) != 0) {
        snprintf(why, cap, "no mount namespace of its own (unshare: %s)", strerror(errno));
        return -1;
    }
    /* The new namespace's mounts may still be shared with the host's: ours must not reach it. */
    if (mount(NULL, "/", NULL, MS_REC | MS_SLAVE, NULL) != 0) {
        snprintf(why, cap, "cannot keep its mounts to itself (mount --make-rslave /: %s)", strerror(errno));
        return -1;
    }
    return 0;
}

/* 1 when dir is a tmpfs of `bytes` (one of ours: /dev/shm and the like are bigger). */
static int is_ours(const char *dir, unsigned long long bytes)
{
    struct statfs fs;
    return statfs(dir, &fs) == 0 && fs.f_type == TMPFS_MAGIC &&
           (unsigned long long)fs.f_blocks * (unsigned long long)fs.f_bsize == bytes;
}

int aclcts_scratch_mount(const char *dir, unsigned long long bytes)
{
    if (is_ours(dir, bytes)) return 0;
    unsigned long long inodes = bytes / SCRATCH_BYTES_PER_INODE;
    char opts[128];
    snprintf(opts, sizeof opts, "size=%llu,nr_inodes=%llu,mode=0700", bytes,
             inodes < SCRATCH_INODES_MIN ? (unsigned long long)SCRATCH_INODES_MIN : inodes);
    return mount("aclcts", dir, "tmpfs", MS_NOSUID | MS_NODEV, opts);
}

static unsigned long long g_walked;

static int add_size(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
    (void)path, (void)type, (void)ftw;
    g_walked += (unsigned long long)st->st_blocks * 512u;
    return 0;
}

unsigned long long aclcts_scratch_used(const char *dir, int tmpfs, int *full)
{
    *full = 0;
    if (tmpfs) {
        struct statfs fs;
        if (statfs(dir, &fs) != 0) return 0;
        *full = fs.f_bfree == 0 || fs.f_ffree == 0; /* the test's last write or file was refused */
        return (unsigned long long)(fs.f_blocks - fs.f_bfree) * (unsigned long long)fs.f_bsize;
    }
    g_walked = 0;
    nftw(dir, add_size, 16, FTW_PHYS | FTW_MOUNT);
    return g_walked;
}
