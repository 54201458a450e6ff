/* WALK014: the product's overflow-detection sample
 * (example/4_reliability/overflow_detection/0_overflow_detection/main.cpp
 * main): aclInit, device 0, a context of its own; the overflow mode read,
 * set to saturation and read back; a stream with the overflow switch on, read
 * back; a 64-byte status block read by aclrtGetOverflowStatus, a stream sync
 * and a copy to the host, the status reset (aclrtResetOverflowStatus, a
 * stream sync) and read again. Three steps are optional
 * (HandleOptionalOverflowRet): ACL_ERROR_RT_FEATURE_NOT_SUPPORT ends the
 * body successfully, any other failure is an error. The clean-up always runs,
 * each step for what was made: the block freed, the original mode set back,
 * the stream and the context destroyed, aclrtResetDeviceForce(0),
 * aclFinalize. */
#include <stdint.h>
#include <string.h>

#include "helpers/chain.h"
#include "helpers/walk.h"

#define STATUS_SIZE 64u

/* What the SoC's runtime answers the sample's optional steps. */
typedef struct overflow_row {
    const char *soc; /* NULL: the default SoC */
    aclrtFloatOverflowMode start;
    aclError set_mode, set_switch;
} overflow_row;

/* The flag the sample reads: the first 32 bits of the status. */
static uint32_t flag_of(const unsigned char *status)
{
    uint32_t f;
    memcpy(&f, status, sizeof f);
    return f;
}

/* One read of the status: aclrtGetOverflowStatus, a stream sync, the copy
 * out; the flag read, where a runtime writes it (no overflow can have
 * happened: no kernel ran). */
static void read_status(walk *w, void *dev, aclrtStream s, int first)
{
    unsigned char host[STATUS_SIZE];
    memset(host, 0xee, sizeof host);
    WALK_STEP(*w, w->t->acl->aclrtGetOverflowStatus(dev, STATUS_SIZE, s), ACL_SUCCESS);
    WALK_STEP(*w, w->t->acl->aclrtSynchronizeStream(s), ACL_SUCCESS);
    WALK_STEP(*w, w->t->acl->aclrtMemcpy(host, sizeof host, dev, STATUS_SIZE, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
    if (w->t->spy == NULL) WALK_READ(*w, flag_of(host) == 0, "overflow flag %u, expected 0", flag_of(host));
    else if (first)
        walk_not_observed(w, "the overflow flag",
                          "rtGetDeviceSatStatus queues a copy of the context's overflow area into the block, which "
                          "neither the spy's model nor a runtime beneath runs");
}

static void overflow_sample(aclcts_t *t, overflow_row r)
{
    CHAIN_NEED_DEVICES(t);
    if (r.soc == NULL) aclcts_default_soc(t);
    else aclcts_use_soc(t, r.soc);
    walk w = walk_begin(t, NULL);
    aclrtContext ctx = NULL;
    aclrtStream s = NULL;
    void *status = NULL;
    aclrtFloatOverflowMode original = ACL_RT_OVERFLOW_MODE_UNDEF, current = ACL_RT_OVERFLOW_MODE_UNDEF;
    int mode_changed = 0;

    WALK_STEP(w, t->acl->aclInit(NULL), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtCreateContext(&ctx, 0), ACL_SUCCESS);
    WALK_READ(w, ctx != NULL, "no context");
    do {
        WALK_STEP(w, t->acl->aclrtGetDeviceSatMode(&original), ACL_SUCCESS);
        WALK_READ(w, original == r.start, "mode %d, expected %d", (int)original, (int)r.start);
        if (WALK_STEP(w, t->acl->aclrtSetDeviceSatMode(ACL_RT_OVERFLOW_MODE_SATURATION), r.set_mode) != 0) break;
        mode_changed = 1;
        WALK_STEP(w, t->acl->aclrtGetDeviceSatMode(&current), ACL_SUCCESS);
        WALK_READ(w, current == ACL_RT_OVERFLOW_MODE_SATURATION, "mode %d, expected saturation", (int)current);
        WALK_STEP(w, t->acl->aclrtCreateStream(&s), ACL_SUCCESS);
        WALK_READ(w, s != NULL, "no stream");
        if (WALK_STEP(w, t->acl->aclrtSetStreamOverflowSwitch(s, 1), r.set_switch) != 0) break;
        uint32_t on = 0;
        WALK_STEP(w, t->acl->aclrtGetStreamOverflowSwitch(s, &on), ACL_SUCCESS);
        WALK_READ(w, on == 1, "switch %u, expected 1", on);
        WALK_STEP(w, t->acl->aclrtMalloc(&status, STATUS_SIZE, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
        WALK_READ(w, status != NULL, "no block");
        read_status(&w, status, s, 1);
        WALK_STEP(w, t->acl->aclrtResetOverflowStatus(s), ACL_SUCCESS);
        WALK_STEP(w, t->acl->aclrtSynchronizeStream(s), ACL_SUCCESS);
        read_status(&w, status, s, 0);
    } while (0);

    if (status != NULL) WALK_STEP(w, t->acl->aclrtFree(status), ACL_SUCCESS);
    if (mode_changed) WALK_STEP(w, t->acl->aclrtSetDeviceSatMode(original), ACL_SUCCESS);
    if (s != NULL) WALK_STEP(w, t->acl->aclrtDestroyStream(s), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtDestroyContext(ctx), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtResetDeviceForce(0), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclFinalize(), ACL_SUCCESS);
    if (mode_changed) {
        aclrtFloatOverflowMode back = ACL_RT_OVERFLOW_MODE_UNDEF;
        WALK_STEP(w, t->acl->aclrtGetDeviceSatMode(&back), ACL_SUCCESS);
        WALK_READ(w, back == original, "mode %d after the clean-up, expected the original %d", (int)back,
                  (int)original);
    }
}

/* The default SoC (Ascend910B1) has both modes and the stream switch: the
 * whole body runs. */
ACLCTS_TEST(WALK014, TheWholeSample, "WALK014", ACLCTS_PRODUCT)
{
    overflow_sample(
        t, (overflow_row){.start = ACL_RT_OVERFLOW_MODE_INFNAN, .set_mode = ACL_SUCCESS, .set_switch = ACL_SUCCESS});
}

/* Ascend950PR knows only the Inf/NaN mode: the set is refused as not
 * supported, and the sample ends its body there and cleans up. */
ACLCTS_TEST(WALK014, NoSaturationModeEndsTheBody, "WALK014", ACLCTS_PRODUCT)
{
    overflow_sample(t, (overflow_row){.soc = "Ascend950PR_9599",
                                      .start = ACL_RT_OVERFLOW_MODE_INFNAN,
                                      .set_mode = ACL_ERROR_RT_FEATURE_NOT_SUPPORT});
}
