/* Reading the config file and checking what it is (FILE001..FILE008,
 * HAZ003, HAZ004, INIT003, INIT004, INIT011).
 *
 * The product reads first (realpath, open, read everything) and checks the
 * file type and size later. Reading a FIFO blocks and reading /dev/zero never
 * ends, so the reference asks stat first and reads a non-regular path as
 * empty content without opening it; the later type check still rejects it
 * with the same code, and a directory still reads as empty (FILE003). stat
 * resolves the path as realpath does (relative to the working directory,
 * through every link; a missing part, a dangling link, a loop, a file used as
 * a folder or a name too long fail both with the same errno), for a fifth of
 * its cost: aclInit reads the file once per key group (JSON018). */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "aclref_limits.h"
#include "big_buffer.h"
#include "config.h"
#include "errmsg.h"

void config_text_free(config_text *text)
{
    free(text->bytes);
    *text = (config_text){0};
}

/* fstat's size and one byte more to see the end, so a file that did not grow
 * is read without a copy; at least 4096, at most cap. */
static size_t initial_capacity(off_t st_size, size_t cap)
{
    size_t capacity = st_size > 0 && (uintmax_t)st_size < cap ? (size_t)st_size + 1 : st_size > 0 ? cap : 0;
    capacity = capacity > 4096 ? capacity : 4096;
    return capacity < cap ? capacity : cap;
}

/* Makes text's buffer hold want bytes and a NUL, keeping what it holds. */
static bool reserve(config_text *text, size_t want)
{
    if (text->capacity > want) return true;
    char *bigger = text->bytes == NULL ? big_buffer(want + 1) : realloc(text->bytes, want + 1);
    if (bigger == NULL) return false; /* GCOVR_EXCL_BR_LINE: allocation failure, which no test can cause */
    text->bytes = bigger;
    text->capacity = want + 1;
    return true;
}

static bool set_empty(config_text *text)
{
    text->size = 0;
    if (!reserve(text, 0)) return false;
    text->bytes[0] = '\0';
    return true;
}

static ssize_t read_some(int fd, char *buf, size_t n)
{
    ssize_t got;
    do got = read(fd, buf, n);
    while (got < 0 && errno == EINTR); /* a signal: read again, as a C++ filebuf does */
    return got;                        /* FILE011: an error ends the content like the end of the file */
}

/* The bytes are compared with what the text holds this many at a time. */
#define COMPARE_CHUNK (64u << 10)

/* Reads at most cap bytes of an open regular file into text, which holds
 * what the last read gave (nothing the first time): everything up to the end
 * of the file or the first read error (FILE010, FILE011). While the file's
 * bytes are those the text holds they are only compared, so an unchanged
 * config (each key group reads it again, JSON018) costs no new memory; from
 * the first difference on they are written over it. *same: nothing differed. */
static config_read_result read_all(int fd, size_t cap, off_t st_size, config_text *text, bool *same)
{
    char *chunk = malloc(COMPARE_CHUNK);
    if (chunk == NULL) return READ_NO_MEMORY; /* GCOVR_EXCL_BR_LINE: allocation failure, which no test can cause */
    size_t size = 0;
    ssize_t got = 0;
    bool differs = false;
    while (!differs && size < cap) {
        got = read_some(fd, chunk, cap - size < COMPARE_CHUNK ? cap - size : COMPARE_CHUNK);
        if (got <= 0) break;
        differs = size + (size_t)got > text->size || memcmp(text->bytes + size, chunk, (size_t)got) != 0;
        if (!differs) size += (size_t)got;
    }
    *same = !differs && size == text->size;
    size_t capacity = initial_capacity(st_size, cap);
    bool ok = reserve(text, differs && size + (size_t)got > capacity ? size + (size_t)got : capacity);
    if (ok && differs) {
        memcpy(text->bytes + size, chunk, (size_t)got);
        size += (size_t)got;
    }
    free(chunk);
    capacity = text->capacity - 1 < cap ? text->capacity - 1 : cap;
    while (ok && differs && size < cap) { /* FILE010: to the end, however small the size fstat gave */
        if (size == capacity) {
            capacity = capacity > cap / 2 ? cap : capacity * 2;
            ok = reserve(text, capacity);
            if (!ok) break; /* GCOVR_EXCL_BR_LINE: allocation failure, which no test can cause */
        }
        got = read_some(fd, text->bytes + size, capacity - size);
        if (got <= 0) break;
        size += (size_t)got;
    }
    if (!ok) return READ_NO_MEMORY; /* GCOVR_EXCL_BR_LINE: allocation failure, which no test can cause */
    text->bytes[size] = '\0';
    text->size = size;
    return READ_OK;
}

/* The read itself; *same: it gave the bytes and file kind text held. */
static config_read_result read_path(const char *path, size_t cap, config_text *text, bool *same)
{
    bool was_regular = text->is_regular, held_nothing = text->size == 0;
    text->is_regular = false;
    text->file_size = 0;
    *same = false;
    if (path == NULL || path[0] == '\0') { /* INIT003: no file, no I/O */
        *same = held_nothing && !was_regular;
        return set_empty(text) ? READ_OK : READ_NO_MEMORY;
    }
    struct stat st;
    if (stat(path, &st) != 0) return READ_PATH_FAILED; /* INIT011: relative to cwd */
    if (!S_ISREG(st.st_mode)) {                        /* HAZ003, HAZ004: never open a FIFO or a device */
        *same = held_nothing && !was_regular;
        return set_empty(text) ? READ_OK : READ_NO_MEMORY;
    }
    /* O_NONBLOCK: if the path became a FIFO since stat, open must not wait. */
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) return READ_OPEN_FAILED;
    struct stat opened;
    config_read_result result;
    if (fstat(fd, &opened) != 0 || !S_ISREG(opened.st_mode)) {
        *same = held_nothing && !was_regular;
        result = set_empty(text) ? READ_OK : READ_NO_MEMORY;
    } else {
        text->is_regular = true;
        text->file_size = (long long)opened.st_size;
        result = read_all(fd, cap, opened.st_size, text, same);
        *same = *same && was_regular;
    }
    close(fd); /* FILE012: every read closes what it opened */
    return result;
}

config_read_result config_read_bytes(const char *path, size_t cap, config_text *text, bool *changed)
{
    bool same;
    config_read_result result = read_path(path, cap, text, &same);
    if (result != READ_OK && text->bytes != NULL) text->bytes[0] = '\0'; /* a failed read holds no content */
    if (result != READ_OK) text->size = 0;
    *changed = result != READ_OK || !same;
    return result;
}

aclError check_config_read(const char *path, size_t cap, config_text *text, bool *changed)
{
    config_read_result result = config_read_bytes(path, cap, text, changed);
    /* FILE001 missing (SETDEV033: 100003, not 500002), FILE002 dangling link /
     * loop / "a.json/", FILE007 ENAMETOOLONG; ERRMSG011: the path as given;
     * ERRMSG016: then the system's text of errno */
    REQUIRE(result != READ_PATH_FAILED, ACL_ERROR_INVALID_FILE, "FILE001", EH_INVALID_PATH,
            "invalid config path \"%s\": it does not resolve: %s", path, strerror(errno));
    /* FILE006: a regular file that cannot be opened (one that cannot be read is read as empty: FILE011);
     * ERRMSG030: the path as given, then "file open failed" */
    REQUIRE(result != READ_OPEN_FAILED, ACL_ERROR_INVALID_FILE, "FILE006", EH_INVALID_PATH,
            "config file \"%s\": file open failed (%s)", path, strerror(errno));
    REQUIRE(result == READ_OK, ACL_ERROR_INTERNAL_ERROR, "INIT002", EH_INTERNAL, "out of memory reading \"%s\"", path);
    return ACL_SUCCESS;
}

/* The path the type and size reports name: the resolved one, as the
 * product's IsValidFileName reports trustedPath (ERRMSG017, ERRMSG018). */
static const char *resolved_for_report(const char *path, char *buf)
{
    return path != NULL && realpath(path, buf) != NULL ? buf : (path != NULL ? path : "");
}

aclError check_config_file(const char *path, const config_text *text)
{
    char resolved[PATH_MAX];
    /* FILE003 directory, FILE004 /dev/null, HAZ003 FIFO, HAZ004 /dev/zero; ERRMSG017 */
    REQUIRE(text->is_regular, ACL_ERROR_INVALID_FILE, "FILE003", EH_INVALID_FILE,
            "config file \"%s\" is invalid: config file is not a regular file", resolved_for_report(path, resolved));
    /* FILE005: never ACL_ERROR_INVALID_FILE_SIZE (API005); ERRMSG018 */
    REQUIRE(text->size <= ACLREF_MAX_CONFIG_BYTES, ACL_ERROR_INVALID_FILE, "FILE005", EH_INVALID_FILE,
            "config file \"%s\" is invalid: file size %lld exceeds maximum allowed size %u",
            resolved_for_report(path, resolved), text->file_size, ACLREF_MAX_CONFIG_BYTES);
    return ACL_SUCCESS;
}
