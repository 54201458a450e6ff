/* FILE012: every read of the config file (the first one and each key group's
 * re-read) opens it and closes it again, as the product's std::ifstreams do
 * (acl_rt_impl_base.cpp GetStrFromConfigPath, json_parser.cpp
 * GetConfigStrFromFile, GetMaxNestedLayers): a second init / finalize cycle
 * of a config leaves the process with as many open descriptors as the first
 * one did; and a file that gets descriptor 0, in a process whose standard
 * input is closed, is read like any other. */
#include <string.h>
#include <unistd.h>

#include "helpers/configs.h"
#include "helpers/fds.h"
#include "helpers/init.h"
#include "helpers/text.h"
#include "helpers/traces.h"

/* The first cycle opens what the layers keep open for the process; the
 * second, of the same config (REP001), adds nothing. */
ACLCTS_TEST(FILE012, InitCycleLeavesNoDescriptorOpen, "FILE012 REP002", ACLCTS_PRODUCT)
{
    const char *path = config_dev0_file(t);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    int before = open_descriptors();
    if (before < 0) SKIP(t, "/proc/self/fd cannot be listed here");
    CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, open_descriptors(), before);
}

/* Standard input closed (the case is its own process): the config is read
 * on descriptor 0 and sets the default device, with the steps of any file. */
ACLCTS_TEST(FILE012, ConfigOnDescriptorZeroApplies, "FILE012 INIT002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    const char *path = config_dev0_file(t);
    text_buf want = {{0}, 0};
    trace_init_file(&want, 0, path, strlen(CONFIG_DEV0_JSON), TR_DEV0, 1);
    close(0);
    init_expect_trace(t, "FILE012", path, ACL_SUCCESS, want.s);
}
