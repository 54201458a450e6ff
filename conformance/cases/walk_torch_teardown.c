/* WALK005: torch_npu's teardown at exit (Ascend/pytorch@9e73e708
 * torch_npu/_init/core/runtime_lifecycle.py _npu_shutdown;
 * torch_npu/csrc/InitNpuBindings.cpp _npu_shutdown_synchronize, _npu_shutdown;
 * torch_npu/csrc/core/npu/NPUFunctions.cpp SynchronizeUsedDevices,
 * DestroyUsedStreams, ResetUsedDevices; sys_ctrl/npu_sys_ctrl.cpp
 * NpuSysCtrl::Finalize; NPUCachingAllocator.cpp emptyCache): after eager init,
 * its two streams, a device segment and a pinned host block: a device sync
 * (aclrtSynchronizeDeviceWithTimeout(-1), else aclrtSynchronizeDevice), the
 * host block freed, the cache emptied (a device sync, the segment freed),
 * the current stream destroyed by force (aclrtDestroyStreamForce, else
 * aclrtDestroyStream; the secondary stream is left to the device), the device
 * reset (aclrtResetDevice, not by force) and aclFinalize, only when
 * torch_npu's own aclInit succeeded. Device 0 is current all along
 * (SetDevice makes no call for the device it has). */
#include "helpers/chain.h"
#include "helpers/pkg.h"
#include "helpers/walk.h"

#define SEGMENT (2u * 1024u * 1024u + 32u)

static void sync_device(walk *w)
{
    if (ACLCTS_EXPORTS(w->t, aclrtSynchronizeDeviceWithTimeout))
        WALK_STEP(*w, w->t->acl->aclrtSynchronizeDeviceWithTimeout(-1), ACL_SUCCESS);
    else WALK_STEP(*w, w->t->acl->aclrtSynchronizeDevice(), ACL_SUCCESS);
}

/* Init, streams, a segment and a host block; then the teardown. */
static void teardown_walk(aclcts_t *t, walk *w, aclError init_code)
{
    walk_torch tw = {.lazy = 0, .init_code = init_code};
    walk_torch_cann_version(w, ACL_ERROR_INVALID_FILE, NULL);
    walk_torch_initialize(w, &tw);
    walk_torch_streams(w, &tw);
    void *dev = NULL, *host = NULL;
    if (ACLCTS_EXPORTS(t, aclrtMallocAlign32))
        WALK_STEP(*w, t->acl->aclrtMallocAlign32(&dev, SEGMENT, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
    else WALK_STEP(*w, t->acl->aclrtMalloc(&dev, SEGMENT, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
    WALK_READ(*w, dev != NULL, "no segment");
    WALK_STEP(*w, t->acl->aclrtMallocHost(&host, 4096), ACL_SUCCESS);
    WALK_READ(*w, host != NULL, "no host block");

    sync_device(w);                                          /* _npu_shutdown_synchronize */
    WALK_STEP(*w, t->acl->aclrtFreeHost(host), ACL_SUCCESS); /* the host cache */
    sync_device(w);                                          /* emptyCache */
    WALK_STEP(*w, t->acl->aclrtFree(dev), ACL_SUCCESS);
    if (ACLCTS_EXPORTS(t, aclrtDestroyStreamForce)) /* DestroyUsedStreams */
        WALK_STEP(*w, t->acl->aclrtDestroyStreamForce(tw.default_stream), ACL_SUCCESS);
    else WALK_STEP(*w, t->acl->aclrtDestroyStream(tw.default_stream), ACL_SUCCESS);
    WALK_STEP(*w, t->acl->aclrtResetDevice(0), ACL_SUCCESS); /* ResetUsedDevices */
    if (init_code == ACL_SUCCESS) WALK_STEP(*w, t->acl->aclFinalize(), ACL_SUCCESS);
}

ACLCTS_TEST(WALK005, TeardownAfterEagerInit, "WALK005", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_default_soc(t);
    pkg_no_home();
    walk w = walk_begin(t, NULL);
    teardown_walk(t, &w, ACL_SUCCESS);
    /* The device is released: the thread has none again. */
    int32_t dev = -1;
    WALK_STEP(w, t->acl->aclrtGetDevice(&dev), ACL_ERROR_RT_CONTEXT_NULL);
}

/* Another component initialised ACL first: torch_npu's aclInit answers
 * ACL_ERROR_REPEAT_INITIALIZE, which it tolerates, and it leaves aclFinalize
 * to that component, whose aclFinalize then ends the cycle. */
ACLCTS_TEST(WALK005, AnotherComponentInitialisedFirst, "WALK005", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_default_soc(t);
    pkg_no_home();
    walk w = walk_begin(t, NULL);
    WALK_STEP(w, t->acl->aclInit(NULL), ACL_SUCCESS);
    teardown_walk(t, &w, ACL_ERROR_REPEAT_INITIALIZE);
    WALK_STEP(w, t->acl->aclFinalize(), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclInit(NULL), ACL_SUCCESS); /* the cycle is over: a new one starts */
}
