/* WALK015: the product's peer-access sample
 * (example/1_basic_features/device/2_device_P2P/main.cpp main): aclInit and
 * the device count (fewer than two: aclFinalize and done); device 0 set and
 * asked whether it can reach device 1; if so, access to 1 enabled from 0,
 * 10 bytes of HUGE_FIRST_P2P memory on 0 set to a value, device 1 set and
 * access to 0 enabled from it, 10 bytes on 1 cleared, the 10 bytes copied
 * from 0's block to 1's, a host block of aclrtMallocHost cleared by aclrtMemset
 * and filled by a copy from 1's block, its bytes compared, a device sync;
 * then access disabled, the blocks freed and device 1 reset by force, device
 * 0 set again, its access disabled, its block freed and reset by force; if
 * not, the error is logged and device 0 stays set; aclFinalize. Every step
 * is checked and the first failure ends the sample. */
#include <stdint.h>
#include <string.h>

#include "helpers/chain.h"
#include "helpers/mem.h"
#include "helpers/walk.h"

#define SIZE 10u
#define VALUE 0x6bu

static void *p2p_block(walk *w)
{
    void *p = NULL;
    WALK_STEP(*w, w->t->acl->aclrtMalloc(&p, SIZE, ACL_MEM_MALLOC_HUGE_FIRST_P2P), ACL_SUCCESS);
    WALK_READ(*w, p != NULL, "no block");
    return p;
}

ACLCTS_TEST(WALK015, TwoDevicesShareABlock, "WALK015", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    walk w = walk_begin(t, NULL);
    uint32_t count = 0;
    WALK_STEP(w, t->acl->aclInit(NULL), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtGetDeviceCount(&count), ACL_SUCCESS);
    WALK_READ(w, count >= 2, "%u devices", count);
    WALK_STEP(w, t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    int32_t can = -1;
    WALK_STEP(w, t->acl->aclrtDeviceCanAccessPeer(&can, 0, 1), ACL_SUCCESS);
    if (walk_observable(&w, "rtDeviceCanAccessPeer", "the answer canAccessPeer",
                        "its driver stand-in writes none; the walk goes on as with 1"))
        WALK_READ(w, can == 1, "canAccessPeer %d, expected 1", (int)can);

    WALK_STEP(w, t->acl->aclrtDeviceEnablePeerAccess(1, 0), ACL_SUCCESS);
    void *d0 = p2p_block(&w);
    WALK_STEP(w, t->acl->aclrtMemset(d0, SIZE, VALUE, SIZE), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtSetDevice(1), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtDeviceEnablePeerAccess(0, 0), ACL_SUCCESS);
    void *d1 = p2p_block(&w);
    WALK_STEP(w, t->acl->aclrtMemset(d1, SIZE, 0, SIZE), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtMemcpy(d1, SIZE, d0, SIZE, ACL_MEMCPY_DEVICE_TO_DEVICE), ACL_SUCCESS);
    unsigned char *host = NULL;
    WALK_STEP(w, t->acl->aclrtMallocHost((void **)&host, SIZE), ACL_SUCCESS);
    WALK_READ(w, host != NULL, "no block");
    memset(host, 0xee, SIZE);
    WALK_STEP(w, t->acl->aclrtMemset(host, SIZE, 0, SIZE), ACL_SUCCESS);
    if (walk_sync_copies_run(&w, "the host block cleared"))
        WALK_BYTES(w, host, mem_fill(0, SIZE), SIZE, "the host block cleared");
    WALK_STEP(w, t->acl->aclrtMemcpy(host, SIZE, d1, SIZE, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
    if (walk_sync_copies_run(&w, "the bytes set on device 0, read through device 1"))
        WALK_BYTES(w, host, mem_fill(VALUE, SIZE), SIZE, "the bytes set on device 0, read through device 1");
    WALK_STEP(w, t->acl->aclrtSynchronizeDevice(), ACL_SUCCESS);

    WALK_STEP(w, t->acl->aclrtDeviceDisablePeerAccess(0), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtFreeHost(host), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtFree(d1), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtResetDeviceForce(1), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtDeviceDisablePeerAccess(1), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtFree(d0), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtResetDeviceForce(0), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclFinalize(), ACL_SUCCESS);
}

/* A machine with one device: the sample reads the count, finalizes and ends. */
ACLCTS_TEST(WALK015, OneDeviceEndsAfterTheCount, "WALK015", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_model_only(t, "rtGetDeviceCount", "the device count is set in the spy's model");
    ACLCTS_SPY(t, rt_set_device_count)(1);
    walk w = walk_begin(t, NULL);
    uint32_t count = 0;
    WALK_STEP(w, t->acl->aclInit(NULL), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtGetDeviceCount(&count), ACL_SUCCESS);
    WALK_READ(w, count == 1, "%u devices, expected 1", count);
    WALK_STEP(w, t->acl->aclFinalize(), ACL_SUCCESS);
}
