// The thin C++ shim: GoogleTest decides WHICH cases run (filter syntax,
// sharding), the C runner decides HOW (one child per case, deadlines,
// reports). Each registered GoogleTest test only appends its case to the
// selection; nothing else of GoogleTest is used.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "aclcts/case.h"
#include "cli.h"
#include "select.h"

namespace
{

std::vector<const aclcts_case *> g_selected;

class Collect : public testing::Test
{
  public:
    explicit Collect(const aclcts_case *c) : c_(c) {}
    void TestBody() override { g_selected.push_back(c_); }

  private:
    const aclcts_case *c_;
};

void register_cases(unsigned profile_bit)
{
    size_t n = 0;
    const aclcts_case *const *cases = aclcts_cases(&n);
    for (size_t i = 0; i < n; i++) {
        const aclcts_case *c = cases[i];
        if (profile_bit != 0 && (c->flags & profile_bit) == 0)
            continue; // a case that does not apply to the profile is never selected
        testing::RegisterTest(c->suite, c->name, nullptr, nullptr, c->file, c->line,
                              [c]() -> testing::Test * { return new Collect(c); });
    }
}

} // namespace

extern "C" size_t aclcts_select(const char *filter, unsigned profile_bit, const aclcts_case *const **out)
{
    static bool done = false;
    if (!done) {
        done = true;
        register_cases(profile_bit);
        std::vector<std::string> args = {"aclcts"};
        if (filter != nullptr) args.push_back(std::string("--gtest_filter=") + filter);
        std::vector<char *> argv;
        for (auto &a : args) argv.push_back(&a[0]);
        argv.push_back(nullptr);
        int argc = static_cast<int>(args.size());
        testing::InitGoogleTest(&argc, argv.data());
        GTEST_FLAG_SET(output, ""); // never write GoogleTest's own XML
        GTEST_FLAG_SET(shuffle, false);
        GTEST_FLAG_SET(repeat, 1);
        testing::TestEventListeners &l = testing::UnitTest::GetInstance()->listeners();
        delete l.Release(l.default_result_printer());
        int rc = RUN_ALL_TESTS(); // every collected test passes; the result carries nothing
        (void)rc;
    }
    *out = g_selected.data();
    return g_selected.size();
}

int main(int argc, char **argv) { return aclcts_main(argc, argv); }
