/* One run per output directory: two runs writing one --out would mix their
 * results.jsonl lines and leave the reports of whichever ended last. A
 * command that writes into DIR first takes a write lock on DIR/.aclcts.lock
 * and holds it until it exits; a second one finds it held and stops before
 * touching anything, naming the holder's pid.
 *
 * A POSIX record lock (fcntl F_SETLK) rather than flock: the kernel reports
 * the holder's pid (F_GETLK), so the message needs no pid written into the
 * file and read back (a window where a reader finds none), and the lock is
 * not inherited by the children the runner forks. The kernel releases it when
 * its process ends however it ends, so a stale lock file (its run killed) is
 * simply taken over. The file stays: removing it would let a third run lock a
 * fresh file while a second still holds the old one. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "outlock.h"
#include "text.h"

#define LOCK_NAME ".aclcts.lock"

static struct flock whole_file(short type)
{
    struct flock fl;
    memset(&fl, 0, sizeof fl);
    fl.l_type = type;
    fl.l_whence = SEEK_SET; /* l_start 0, l_len 0: the whole file */
    return fl;
}

int aclcts_out_lock(const char *who, const char *dir)
{
    if (aclcts_mkdir_p(dir) != 0) {
        fprintf(stderr, "%s: cannot create %s: %s\n", who, dir, strerror(errno));
        return -1;
    }
    char *path = aclcts_printf("%s/" LOCK_NAME, dir);
    int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) {
        fprintf(stderr, "%s: cannot lock %s: %s\n", who, path, strerror(errno));
        free(path);
        return -1;
    }
    struct flock fl = whole_file(F_WRLCK);
    if (fcntl(fd, F_SETLK, &fl) == 0) {
        free(path); /* fd stays open: the lock lives as long as the process */
        return 0;
    }
    int err = errno;
    struct flock held = whole_file(F_WRLCK);
    if ((err == EAGAIN || err == EACCES) && fcntl(fd, F_GETLK, &held) == 0 && held.l_type != F_UNLCK)
        fprintf(stderr, "%s: %s is in use by another aclcts (pid %d): wait for it to end, or choose another --out\n",
                who, dir, (int)held.l_pid);
    else if (err == EAGAIN || err == EACCES)
        fprintf(stderr, "%s: %s is in use by another aclcts: wait for it to end, or choose another --out\n", who, dir);
    else fprintf(stderr, "%s: cannot lock %s: %s\n", who, path, strerror(err));
    close(fd);
    free(path);
    return -1;
}
