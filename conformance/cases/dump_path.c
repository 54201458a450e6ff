/* DUMP012: outside exception scenes dump_path is required: missing or ""
 * is EP0001, longer than 512 characters is EP0003, also when nothing is
 * enabled (CheckDumpPath).
 * DUMP013: a local dump_path must resolve (realpath), be a directory and be
 * readable and writable by the process (access R|W), else EP0003; relative
 * paths resolve against the current directory and nothing is created. */
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "helpers/dump.h"
#include "helpers/text.h"

#define OP_ON "\"dump_op_switch\":\"on\""

DUMP_SECTION_REJECT(DUMP012, MissingPathIsRejected, "DUMP012", OP_ON, "EP0001", "dump_path")
DUMP_SECTION_REJECT(DUMP012, EmptyPathIsRejected, "DUMP012", "\"dump_path\":\"\"," OP_ON, "EP0001", "dump_path")
DUMP_SECTION_REJECT(DUMP012, PathIsNeededWhenNothingIsEnabled, "DUMP012 DUMP020", "\"dump_mode\":\"output\"", "EP0001",
                    "dump_path")
DUMP_SECTION_REJECT(DUMP012, PathIsNeededWithOpSwitchOff, "DUMP012",
                    "\"dump_op_switch\":\"off\",\"dump_debug\":\"off\"", "EP0001", "dump_path")

/* "@D@/./././..." padded to `len` characters: an existing directory either way. */
static const char *padded_dir(aclcts_t *t, size_t len)
{
    char *p = text_fmt("%s", dump_dir(t, "d"));
    while (strlen(p) + 2 <= len) p = text_fmt("%s/.", p);
    if (strlen(p) < len) p = text_fmt("%s/", p);
    return p;
}

ACLCTS_TEST(DUMP012, PathOf512CharactersIsAccepted, "DUMP012", ACLCTS_PRODUCT)
{
    const char *dir = padded_dir(t, 512);
    CHECK_INT(t, strlen(dir), 512);
    dump_expect(t, "DUMP012", text_fmt("{\"dump\":{\"dump_path\":\"%s\"," OP_ON "}}", dir), ACL_SUCCESS,
                "result=0 mode=single-op");
}

ACLCTS_TEST(DUMP012, PathOf513CharactersIsRejected, "DUMP012", ACLCTS_PRODUCT)
{
    const char *dir = padded_dir(t, 513);
    CHECK_INT(t, strlen(dir), 513);
    dump_expect(t, "DUMP012", text_fmt("{\"dump\":{\"dump_path\":\"%s\"," OP_ON "}}", dir), DUMP_INPUT,
                "result=-2 report=EP0003 item=dump_path");
}

DUMP_SECTION_REJECT(DUMP013, MissingDirectoryIsRejected, "DUMP013", "\"dump_path\":\"@M@\"," OP_ON, "EP0003",
                    "dump_path")
DUMP_SECTION_REJECT(DUMP013, RegularFileIsRejected, "DUMP013", "\"dump_path\":\"@F@\"," OP_ON, "EP0003", "dump_path")
/* Product fixture common/bad_path.json. */
DUMP_SECTION_REJECT(DUMP013, BadPathFixtureIsRejected, "DUMP013", "\"dump_path\":\"asdf###\"," OP_ON, "EP0003",
                    "dump_path")
DUMP_SECTION_ACCEPT(DUMP013, ExistingDirectoryIsAccepted, "DUMP013", "\"dump_path\":\"@D@\"," OP_ON, "path=@D@")

ACLCTS_TEST(DUMP013, MissingDirectoryIsNotCreated, "DUMP013", ACLCTS_PRODUCT)
{
    dump_expect(t, "DUMP013", "{\"dump\":{\"dump_path\":\"@M@\"," OP_ON "}}", DUMP_INPUT, NULL);
    CHECK_TRUE(t, access(aclcts_path(t, "missing"), F_OK) != 0, "the dump layer created dump_path");
}

ACLCTS_TEST(DUMP013, RelativePathResolvesAgainstTheCurrentDirectory, "DUMP013", ACLCTS_PRODUCT)
{
    dump_dir(t, "out");
    CHECK_INT(t, chdir(t->workdir), 0);
    dump_expect(t, "DUMP013", "{\"dump\":{\"dump_path\":\"out\"," OP_ON "}}", ACL_SUCCESS, "result=0 path=out");
}

/* access(R|W) decides, as in the product: without write permission the path
 * is rejected unless the process bypasses permissions (root). */
ACLCTS_TEST(DUMP013, PathNeedsReadAndWriteAccess, "DUMP013", ACLCTS_PRODUCT)
{
    const char *dir = dump_dir(t, "ro");
    CHECK_INT(t, chmod(dir, 0500), 0);
    int writable = access(dir, R_OK | W_OK) == 0;
    dump_expect(t, "DUMP013", "{\"dump\":{\"dump_path\":\"@W@/ro\"," OP_ON "}}", writable ? ACL_SUCCESS : DUMP_INPUT,
                writable ? "result=0" : "result=-2 report=EP0003 item=dump_path");
    chmod(dir, 0700);
}
