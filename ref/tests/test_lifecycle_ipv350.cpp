// Lifecycle scenarios against the ipv350 library
// (build/lib/ipv350/libascendcl.so, the product's C layer) and the southbound
// spy, each in a fresh child process like test_lifecycle.cpp's.
#include <dlfcn.h>
#include <unistd.h>

#include <string>

#include "aclcts_southbound.h"
#include "acl/acl.h"
#include "fresh_process.h"
#include "ref_test_util.h"

TEST(IPV002, CountedPairsInTheIpv350Library)
{
    IN_FRESH_PROCESS({
        std::string p = write_config("ipv.json", "{\"err_msg_mode\":\"2\"}");
        EXPECT_CODE(ACL_SUCCESS, aclFinalize()) << "before any init";
        EXPECT_CODE(ACL_SUCCESS, aclInit(p.c_str())) << "no JSON checks";
        EXPECT_CODE(ACL_SUCCESS, aclInit("123")) << "IPV001/IPV005";
        EXPECT_CODE(ACL_SUCCESS, aclFinalize());
        EXPECT_EQ(aclcts_sb_calls_to("rtDeinit", 0), 0u);
        EXPECT_CODE(ACL_SUCCESS, aclFinalize());
        EXPECT_EQ(aclcts_sb_calls_to("rtDeinit", 0), 1u);
        EXPECT_CODE(ACL_SUCCESS, aclFinalize()) << "beyond N";
        EXPECT_CODE(ACL_SUCCESS, aclInit("123"));
        EXPECT_EQ(aclcts_sb_calls_to("rtInit", 0), 2u);
        EXPECT_EQ(aclcts_sb_calls_to("GeDbgInit", 0), 1u) << "unopenable path: nothing handed over";
        unlink(p.c_str());
    });
}

// IPV004: like the C layer (src/acl/aclrt_c), the library defines none of
// the product profile's other functions.
TEST(IPV004, ProductOnlyFunctionsAreNotExported)
{
    for (const char *name : {"aclFinalizeReference", "aclInitCallbackRegister", "aclInitCallbackUnRegister",
                             "aclFinalizeCallbackRegister", "aclFinalizeCallbackUnRegister"})
        EXPECT_EQ(dlsym(RTLD_DEFAULT, name), nullptr) << name;
    EXPECT_NE(dlsym(RTLD_DEFAULT, "aclInit"), nullptr);
}
