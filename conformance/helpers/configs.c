/* The configuration files of the cases (configs.h). */
/* setenv/unsetenv under plain C11. */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include "configs.h"

#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "aclcts/calls.h"
#include "aclcts/config_keys.h"

void config_clear_env(void)
{
    unsetenv("PROFILER_SAMPLECONFIG");
    unsetenv("AUTO_USE_UC_MEMORY");
}

const char *config_write(aclcts_t *t, const char *json)
{
    config_clear_env();
    aclcts_default_soc(t);
    return aclcts_file(t, "acl.json", json);
}

const char *config_dev0_file(aclcts_t *t) { return aclcts_file(t, "dev0.json", CONFIG_DEV0_JSON); }

const char *config_braces_file(aclcts_t *t) { return aclcts_file(t, "braces.json", "{}"); }

const char *config_all_keys_file(aclcts_t *t)
{
    aclcts_default_soc(t); /* the full trace carries its runtime answers */
    return aclcts_file(t, "full.json", aclcts_config_all_keys());
}

/* The first bytes of such a file as the case's inputs show them (calls.h):
 * head, then the rest of what is shown as spaces (a NUL shows as a space). */
static void note_file(const char *name, const char *head, size_t size, char fill)
{
    char shown[256];
    size_t n = size < sizeof shown ? size : sizeof shown, h = strlen(head);
    memset(shown, fill, n);
    memcpy(shown, head, h < n ? h : n);
    aclcts_inputs_note_file(name, shown, size);
}

/* Writes the file `name`: `head`, then spaces up to `size` bytes when
 * `spaces`, else a hole up to `size` bytes (ftruncate: it reads as NULs and
 * takes no space). Skips when it cannot be written. */
static const char *write_sized(aclcts_t *t, const char *name, const char *head, size_t size, int spaces)
{
    static char blanks[64 << 10];
    const char *path = aclcts_path(t, name);
    size_t h = strlen(head) < size ? strlen(head) : size, done = 0;
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    int ok = fd >= 0 && write(fd, head, h) == (ssize_t)h;
    done = h;
    if (spaces && blanks[0] != ' ') memset(blanks, ' ', sizeof blanks);
    while (ok && spaces && done < size) {
        size_t want = size - done < sizeof blanks ? size - done : sizeof blanks;
        ssize_t w = write(fd, blanks, want);
        ok = w > 0;
        done += ok ? (size_t)w : 0;
    }
    if (ok && !spaces) ok = ftruncate(fd, (off_t)size) == 0;
    if (fd >= 0 && close(fd) != 0) ok = 0;
    if (!ok) SKIP(t, "cannot write the case's file %s of %zu bytes (disk full?)", path, size);
    note_file(name, head, size, spaces ? ' ' : '\0');
    return path;
}

const char *config_file_of_size(aclcts_t *t, const char *name, const char *head, size_t size)
{
    return write_sized(t, name, head, size, 1);
}

const char *config_file_sparse(aclcts_t *t, const char *name, const char *head, size_t size)
{
    return write_sized(t, name, head, size, 0);
}
