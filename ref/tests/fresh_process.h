// What the lifecycle scenarios of both reference libraries share
// (test_lifecycle.cpp, test_lifecycle_ipv350.cpp): a scenario in a fresh
// child process with a clean spy, the spy's trace, a config file.
#ifndef ACLREF_FRESH_PROCESS_H_
#define ACLREF_FRESH_PROCESS_H_

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

#include "aclcts_southbound.h"

// The child's failures are not printed by GoogleTest; write them to stderr,
// which the death test shows. Returns the child's exit code.
inline int report_child_failures()
{
    const ::testing::TestResult *result = ::testing::UnitTest::GetInstance()->current_test_info()->result();
    for (int i = 0; i < result->total_part_count(); i++) {
        const ::testing::TestPartResult &part = result->GetTestPartResult(i);
        if (part.failed()) {
            fprintf(stderr, "%s:%d: %s\n", part.file_name() ? part.file_name() : "?", part.line_number(),
                    part.message());
        }
    }
    return ::testing::Test::HasFailure() ? 1 : 0;
}

// Runs the scenario in a forked child with a clean spy; the test fails when
// any check inside the child failed.
template <typename Scenario> void run_in_fresh_process(Scenario scenario)
{
    EXPECT_EXIT(
        {
            aclcts_sb_reset();
            scenario();
            std::_Exit(report_child_failures());
        },
        ::testing::ExitedWithCode(0), "");
}

#define IN_FRESH_PROCESS(...) run_in_fresh_process([&] __VA_ARGS__)

inline std::string trace(size_t from = 0)
{
    std::string buf(aclcts_sb_trace_text(from, nullptr, 0) + 1, '\0');
    aclcts_sb_trace_text(from, &buf[0], buf.size());
    buf.resize(buf.find('\0'));
    return buf;
}

inline std::string write_config(const std::string &name, const std::string &bytes)
{
    std::string path = "/tmp/aclref_lc_" + std::to_string(getpid()) + "_" + name;
    std::ofstream(path, std::ios::binary) << bytes;
    return path;
}

#endif // ACLREF_FRESH_PROCESS_H_
