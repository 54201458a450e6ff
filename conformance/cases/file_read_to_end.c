/* FILE010, FILE011: a config file is read the way the product reads it, with
 * a std::ifstream whose whole buffer is streamed out
 * (acl_rt_impl_base.cpp GetStrFromConfigPath, json_parser.cpp
 * GetConfigStrFromFile: `buffer << file.rdbuf()`): to the end of the file,
 * whatever size stat gave, and up to the first read error, which ends the
 * content without failing the read. The kernel's /proc files are such files:
 * regular, of size 0, their content made as they are read. Each case checks
 * its premise on the running kernel first and skips, saying what it found,
 * where the file is otherwise. */
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "helpers/init.h"
#include "helpers/text.h"
#include "helpers/traces.h"

/* Enough content to outgrow any first buffer a reader sizes by stat. */
#define FILE_GROWN_BYTES (4 * 4096)

/* path is a regular file that stat reports as empty. */
static void need_regular_of_size_zero(aclcts_t *t, const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size != 0)
        SKIP(t, "%s is not a regular file of size 0 on this kernel", path);
}

/* FILE010: /proc/self/smaps reports 0 bytes and holds pages of text that is
 * not JSON. Read to its end, it fails the syntax check (JSON004): never the
 * read, whatever buffer the read started with. */
ACLCTS_TEST(FILE010, ContentBeyondTheReportedSizeIsReadAndChecked, "FILE010 JSON004", ACLCTS_PRODUCT)
{
    const char *path = "/proc/self/smaps";
    need_regular_of_size_zero(t, path);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    size_t total = 0;
    char buf[4096];
    ssize_t got;
    while (fd >= 0 && total < FILE_GROWN_BYTES && (got = read(fd, buf, sizeof buf)) > 0) total += (size_t)got;
    if (fd >= 0) close(fd);
    if (total < FILE_GROWN_BYTES) SKIP(t, "%s holds only %zu bytes here", path, total);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_ERROR_PARSE_FILE);
    init_expect_count_zero(t, "FILE010");
}

/* FILE011: reading /proc/self/mem at offset 0 fails (EIO: nothing is mapped
 * at address 0). The content ends there, empty: aclInit succeeds with the
 * steps of a 0-byte file (INIT004), never ACL_ERROR_INVALID_FILE. */
ACLCTS_TEST(FILE011, ReadErrorEndsTheContent, "FILE011 INIT004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    const char *path = "/proc/self/mem";
    need_regular_of_size_zero(t, path);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    char byte;
    ssize_t got = fd >= 0 ? read(fd, &byte, 1) : 0;
    if (fd >= 0) close(fd);
    if (fd < 0 || got >= 0) SKIP(t, "%s at offset 0 is readable, or cannot be opened, on this kernel", path);
    text_buf want = {0};
    trace_init_null(&want, 1);
    init_expect_trace(t, "FILE011", path, ACL_SUCCESS, want.s);
    init_expect_count_one(t, "FILE011");
}

/* FILE010: configs whose sizes sit at either side of the buffer sizes a
 * reader is likely to use (a page, two, 64 KiB, 128 KiB) are read to their
 * last byte: the object that sets the default device closes there, so a read
 * that stops a byte short fails the syntax check instead of setting it. One
 * test a size: a process takes one config (REP001). */
#define BOUNDARY_HEAD "{\"defaultDevice\":{\"default_device\":\"0\"}"

static void expect_read_to_the_last_byte(aclcts_t *t, size_t n)
{
    char *text = text_keep(malloc(n + 1));
    if (text == NULL) SKIP(t, "out of memory");
    memset(text, ' ', n);
    memcpy(text, BOUNDARY_HEAD, strlen(BOUNDARY_HEAD));
    text[n - 1] = '}';
    text[n] = '\0';
    const char *path = aclcts_file(t, "sized.json", text);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
    const char *lines = trace_recorded_lines(t, m, 64);
    CHECK_TRUE(t, strstr(lines, TR_DEV0) != NULL, "a config of %zu bytes did not set device 0; the trace:\n%s", n,
               lines);
}

#define BOUNDARY_CASE(NAME, SIZE)                                               \
    ACLCTS_TEST(FILE010, NAME, "FILE010 DEV004", ACLCTS_PRODUCT | ACLCTS_TRACE) \
    {                                                                           \
        expect_read_to_the_last_byte(t, SIZE);                                  \
    }
BOUNDARY_CASE(ConfigOfAPageLessOneIsReadWhole, 4095)
BOUNDARY_CASE(ConfigOfAPageIsReadWhole, 4096)
BOUNDARY_CASE(ConfigOfAPageAndOneIsReadWhole, 4097)
BOUNDARY_CASE(ConfigOfTwoPagesAndOneIsReadWhole, 8193)
BOUNDARY_CASE(ConfigOf64KiBLessOneIsReadWhole, 65535)
BOUNDARY_CASE(ConfigOf64KiBIsReadWhole, 65536)
BOUNDARY_CASE(ConfigOf64KiBAndOneIsReadWhole, 65537)
BOUNDARY_CASE(ConfigOf128KiBAndOneIsReadWhole, 131073)
