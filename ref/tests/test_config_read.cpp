// FILE001..FILE008, HAZ003, HAZ004, INIT003, INIT011: reading the config
// and checking what it is. Every path case must return within 100 ms.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

#include "ref_test_util.h"

namespace
{

constexpr std::chrono::milliseconds kPathCaseBudget(100); // each path case answers at once

class ConfigRead : public ::testing::Test
{
  protected:
    void SetUp() override
    {
        char tmpl[] = "/tmp/aclref_read_XXXXXX";
        ASSERT_NE(mkdtemp(tmpl), nullptr);
        dir_ = tmpl;
    }
    void TearDown() override
    {
        std::string cmd = "chmod -R u+rwx '" + dir_ + "' && rm -rf '" + dir_ + "'";
        (void)std::system(cmd.c_str());
    }
    std::string path(const std::string &name) const { return dir_ + "/" + name; }
    std::string write(const std::string &name, const std::string &bytes) const
    {
        std::ofstream(path(name), std::ios::binary) << bytes;
        return path(name);
    }
    // Reads with the aclInit cap and checks the 100 ms budget.
    aclError read(const char *p, config_text *out) const
    {
        auto start = std::chrono::steady_clock::now();
        bool changed;
        aclError code = check_config_read(p, ACLREF_READ_CAP_BYTES, out, &changed);
        EXPECT_LT(std::chrono::steady_clock::now() - start, kPathCaseBudget) << "path " << (p ? p : "NULL");
        return code;
    }
    // Read then file check, as aclInit does for a non-empty path.
    aclError read_and_check(const std::string &p) const
    {
        config_text text{};
        aclError code = read(p.c_str(), &text);
        if (code == ACL_SUCCESS) code = check_config_file(p.c_str(), &text);
        config_text_free(&text);
        return code;
    }
    std::string dir_;
};

using FILE001 = ConfigRead;
using FILE002 = ConfigRead;
using FILE003 = ConfigRead;
using FILE004 = ConfigRead;
using FILE005 = ConfigRead;
using FILE006 = ConfigRead;
using FILE007 = ConfigRead;
using FILE008 = ConfigRead;
using HAZ003 = ConfigRead;
using HAZ004 = ConfigRead;
using INIT003 = ConfigRead;
using INIT004 = ConfigRead;
using INIT011 = ConfigRead;
using JSON011 = ConfigRead;
using JSON018 = ConfigRead;

} // namespace

extern "C" {
#include "aclref_limits.h"
}

TEST_F(FILE001, MissingPathIsInvalidFile)
{
    config_text text{};
    EXPECT_CODE(ACL_ERROR_INVALID_FILE, read(path("missing.json").c_str(), &text));
}

TEST_F(FILE002, DanglingSymlinkIsInvalidFile)
{
    ASSERT_EQ(symlink(path("nowhere.json").c_str(), path("dangling.json").c_str()), 0);
    EXPECT_CODE(ACL_ERROR_INVALID_FILE, read_and_check(path("dangling.json")));
}

TEST_F(FILE002, SymlinkLoopIsInvalidFile)
{
    ASSERT_EQ(symlink(path("b").c_str(), path("a").c_str()), 0);
    ASSERT_EQ(symlink(path("a").c_str(), path("b").c_str()), 0);
    EXPECT_CODE(ACL_ERROR_INVALID_FILE, read_and_check(path("a")));
}

TEST_F(FILE002, TrailingSlashAfterFileIsInvalidFile)
{
    write("a.json", "{}");
    EXPECT_CODE(ACL_ERROR_INVALID_FILE, read_and_check(path("a.json/")));
}

TEST_F(FILE003, DirectoryReadsEmptyThenIsInvalidFile)
{
    config_text text{};
    EXPECT_CODE(ACL_SUCCESS, read(dir_.c_str(), &text));
    EXPECT_EQ(text.size, 0u);
    EXPECT_FALSE(text.is_regular);
    EXPECT_CODE(ACL_ERROR_INVALID_FILE, check_config_file(dir_.c_str(), &text));
    config_text_free(&text);
}

TEST_F(FILE004, DevNullIsInvalidFile) { EXPECT_CODE(ACL_ERROR_INVALID_FILE, read_and_check("/dev/null")); }

TEST_F(HAZ003, FifoIsInvalidFileWithoutBlocking)
{
    ASSERT_EQ(mkfifo(path("fifo").c_str(), 0600), 0);
    EXPECT_CODE(ACL_ERROR_INVALID_FILE, read_and_check(path("fifo")));
}

TEST_F(HAZ004, DevZeroIsInvalidFileWithoutReading)
{
    config_text text{};
    EXPECT_CODE(ACL_SUCCESS, read("/dev/zero", &text));
    EXPECT_EQ(text.size, 0u);
    EXPECT_CODE(ACL_ERROR_INVALID_FILE, check_config_file("/dev/zero", &text));
    config_text_free(&text);
}

TEST_F(FILE006, UnreadableFileIsInvalidFile)
{
    if (geteuid() == 0) GTEST_SKIP() << "running as root: every file is readable";
    std::string p = write("secret.json", "{}");
    ASSERT_EQ(chmod(p.c_str(), 0), 0);
    EXPECT_CODE(ACL_ERROR_INVALID_FILE, read_and_check(p));
}

TEST_F(FILE005, ExactlyTenMebibytesPasses)
{
    std::string p = write("big.json", std::string(ACLREF_MAX_CONFIG_BYTES, ' '));
    config_text text{};
    EXPECT_CODE(ACL_SUCCESS, read(p.c_str(), &text));
    EXPECT_EQ(text.size, (size_t)ACLREF_MAX_CONFIG_BYTES);
    EXPECT_CODE(ACL_SUCCESS, check_config_file(p.c_str(), &text));
    config_text_free(&text);
}

TEST_F(FILE005, OneByteOverTenMebibytesIsInvalidFileNotFileSize)
{
    std::string p = write("big.json", std::string(ACLREF_MAX_CONFIG_BYTES + 1, ' '));
    EXPECT_CODE(ACL_ERROR_INVALID_FILE, read_and_check(p));
}

// The size FILE005 checks is that of the bytes read: a regular file whose size
// stat gives as 0 (/proc/self/smaps, tens of KiB) is read to its end, past the
// first 4096-byte buffer.
TEST_F(FILE005, FileWithoutAStatSizeIsReadToItsEnd)
{
    struct stat st;
    ASSERT_EQ(stat("/proc/self/smaps", &st), 0);
    ASSERT_TRUE(S_ISREG(st.st_mode));
    ASSERT_EQ(st.st_size, 0);
    config_text text{};
    EXPECT_CODE(ACL_SUCCESS, read("/proc/self/smaps", &text));
    EXPECT_TRUE(text.is_regular);
    EXPECT_GT(text.size, 4096u);
    ASSERT_NE(text.bytes, nullptr);
    EXPECT_EQ(text.bytes[text.size - 1], '\n') << "not read to the end";
    config_text_free(&text);
}

TEST_F(FILE007, LongComponentIsInvalidFile)
{
    EXPECT_CODE(ACL_ERROR_INVALID_FILE, read_and_check(path(std::string(300, 'x') + ".json")));
}

TEST_F(FILE007, LongPathIsInvalidFile)
{
    std::string p = dir_;
    while (p.size() < 5000) p += "/" + std::string(200, 'd');
    EXPECT_CODE(ACL_ERROR_INVALID_FILE, read_and_check(p));
}

TEST_F(FILE008, SymlinkToFileIsFollowed)
{
    write("real.json", "{\"a\":1}");
    ASSERT_EQ(symlink(path("real.json").c_str(), path("link.json").c_str()), 0);
    config_text text{};
    EXPECT_CODE(ACL_SUCCESS, read(path("link.json").c_str(), &text));
    EXPECT_EQ(std::string(text.bytes, text.size), "{\"a\":1}");
    EXPECT_CODE(ACL_SUCCESS, check_config_file(path("link.json").c_str(), &text));
    config_text_free(&text);
}

TEST_F(INIT003, NullAndEmptyPathReadNothing)
{
    for (const char *p : {(const char *)nullptr, ""}) {
        config_text text{};
        EXPECT_CODE(ACL_SUCCESS, read(p, &text));
        ASSERT_NE(text.bytes, nullptr);
        EXPECT_EQ(text.size, 0u);
        EXPECT_STREQ(text.bytes, "");
        config_text_free(&text);
    }
}

TEST_F(INIT011, RelativePathResolvesAgainstCurrentDirectory)
{
    write("rel.json", "[]");
    char old[4096];
    ASSERT_NE(getcwd(old, sizeof(old)), nullptr);
    ASSERT_EQ(chdir(dir_.c_str()), 0);
    config_text text{};
    aclError code = read("rel.json", &text);
    ASSERT_EQ(chdir(old), 0);
    EXPECT_CODE(ACL_SUCCESS, code);
    EXPECT_EQ(std::string(text.bytes, text.size), "[]");
    config_text_free(&text);
}

TEST_F(JSON011, RawBytesKeepEverythingAfterNul)
{
    std::string bytes("{}\0garbage", 10);
    std::string p = write("nul.json", bytes);
    config_text text{};
    EXPECT_CODE(ACL_SUCCESS, read(p.c_str(), &text));
    EXPECT_EQ(std::string(text.bytes, text.size), bytes);
    config_text_free(&text);
}

TEST_F(JSON011, TextIsTruncatedAtTheFirstNul)
{
    Doc ok(std::string("{}\0garbage", 10));
    EXPECT_CODE(ACL_SUCCESS, ok.code());
    EXPECT_EQ(span_text(ok.root()), "{}");
    Doc depth(std::string("{}\0{{{{{{{{{{{{", 15));
    EXPECT_CODE(ACL_SUCCESS, depth.code()) << "the depth scan stops at the NUL";
    Doc leading(std::string("\0{}", 3));
    EXPECT_CODE(ACL_SUCCESS, leading.code()) << "nothing before the NUL: no JSON";
    EXPECT_EQ(leading.root().len, 0u);
    Doc inside(std::string("{\"a\":\"x\0y\"}", 11));
    EXPECT_CODE(ACL_ERROR_PARSE_FILE, inside.code()) << "a NUL inside a string truncates it";
}

TEST_F(INIT004, ZeroByteFileIsRegularAndEmpty)
{
    std::string p = write("empty.json", "");
    config_text text{};
    EXPECT_CODE(ACL_SUCCESS, read(p.c_str(), &text));
    EXPECT_TRUE(text.is_regular);
    EXPECT_EQ(text.size, 0u);
    EXPECT_CODE(ACL_SUCCESS, check_config_file(p.c_str(), &text));
    config_text_free(&text);
}

TEST(ERRMSG004, FailedReadRecordsReportIdPathAndRule)
{
    free(errmsg_take_host_text());
    config_text text{};
    bool changed;
    EXPECT_CODE(ACL_ERROR_INVALID_FILE,
                check_config_read("/nonexistent/x.json", ACLREF_READ_CAP_BYTES, &text, &changed));
    char *msg = errmsg_take_host_text();
    ASSERT_NE(msg, nullptr);
    EXPECT_NE(std::string(msg).find("EH0003"), std::string::npos) << msg;
    EXPECT_NE(std::string(msg).find("/nonexistent/x.json"), std::string::npos) << msg;
    EXPECT_NE(std::string(msg).find("FILE001"), std::string::npos) << msg;
    EXPECT_NE(std::string(msg).find("ref/src/config_read.c"), std::string::npos) << msg;
    free(msg);
    EXPECT_EQ(errmsg_take_host_text(), nullptr) << "ERRMSG006: taking the text clears it";
}

// JSON018: each key group reads the config again into the text of the read
// before; the bytes it gives, and whether they changed, are the file's.
TEST_F(JSON018, RereadSaysWhetherTheBytesChanged)
{
    std::string big(200000, ' '); // several compare chunks
    big[0] = '{';
    big[big.size() - 1] = '}';
    std::string p = write("c.json", big), dir = path("d");
    ASSERT_EQ(mkdir(dir.c_str(), 0755), 0);
    config_text text{};
    bool changed = false;
    struct Step {
        const char *what;
        std::string bytes; // written first unless it is "-"
        const char *path;
        bool changed;
    };
    std::string later = big, shorter = big.substr(0, 100000), longer = big + " ";
    later[150000] = 'x';
    const Step steps[] = {
        {"first read", "-", p.c_str(), true},
        {"same bytes", "-", p.c_str(), false},
        {"a byte in a later chunk", later, p.c_str(), true},
        {"same again", "-", p.c_str(), false},
        {"a prefix", shorter, p.c_str(), true},
        {"longer", longer, p.c_str(), true},
        {"a directory: no content, another kind", "-", dir.c_str(), true},
        {"a directory again", "-", dir.c_str(), false},
        {"no path: no content, no file either", "-", "", false},
        {"the file", "-", p.c_str(), true},
        {"a missing file: the read fails", "-", "/nonexistent-aclref/x.json", true},
        {"an empty file after a failed read", "", p.c_str(), true},
        {"an empty file again", "-", p.c_str(), false},
    };
    std::string expected = big;
    for (const Step &step : steps) {
        if (step.bytes != "-") expected = step.bytes, write("c.json", step.bytes);
        aclError code = check_config_read(step.path, ACLREF_READ_CAP_BYTES, &text, &changed);
        EXPECT_EQ(changed, step.changed) << step.what;
        bool is_file = step.path == p.c_str();
        if (step.path[0] == '/' && !is_file && step.path != dir.c_str()) {
            EXPECT_CODE(ACL_ERROR_INVALID_FILE, code) << step.what;
            EXPECT_EQ(text.size, 0u) << step.what;
            continue;
        }
        EXPECT_CODE(ACL_SUCCESS, code) << step.what;
        EXPECT_EQ(text.is_regular, is_file) << step.what;
        EXPECT_EQ(std::string(text.bytes, text.size), is_file ? expected : "") << step.what;
        EXPECT_EQ(text.bytes[text.size], '\0') << step.what;
    }
    config_text_free(&text);
}
