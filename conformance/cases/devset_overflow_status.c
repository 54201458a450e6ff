/* DEVSET016..DEVSET021: the overflow status (device.cpp
 * aclrtGetOverflowStatusImpl, aclrtResetOverflowStatusImpl). The ACL layer
 * checks only the output address; the size and the stream are the runtime's
 * to judge (api_c.cc rtGetDeviceSatStatus, rtCleanDeviceSatStatus). Both
 * queue a task on the stream: the status itself is device memory, out of
 * reach here; the cases check the codes and the calls. */
#include <stdint.h>

#include "helpers/chain.h"
#include "helpers/configs.h"
#include "helpers/devset.h"
#include "helpers/soc.h"
#include "helpers/text.h"

static unsigned char g_status[128];

/* ---- DEVSET016, DEVSET017: aclrtGetOverflowStatus ---- */

ACLCTS_TEST(DEVSET016, NullAddressIsRefused, "DEVSET016", ACLCTS_PRODUCT)
{
    CHAIN_EXPECT_NULL_REFUSED(t, t->acl->aclrtGetOverflowStatus(NULL, 64, NULL), "rtGetDeviceSatStatus");
}

ACLCTS_TEST(DEVSET016, NullAddressIsRefusedWhateverTheRest, "DEVSET016", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "DEVSET016", 0);
    aclrtStream s = chain_create_stream(t, "DEVSET016");
    CHAIN_EXPECT_NULL_REFUSED(t, t->acl->aclrtGetOverflowStatus(NULL, 63, s), "rtGetDeviceSatStatus");
}

ACLCTS_TEST(DEVSET017, AddressSizeAndStreamGoDownUnchanged, "DEVSET017 DEVSET018", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "DEVSET017", 0);
    aclrtStream s = chain_create_stream(t, "DEVSET017");
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtGetOverflowStatus(g_status, 64, s), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "DEVSET018", t->acl->aclrtGetOverflowStatus(g_status, 64, NULL), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtGetDeviceSatStatus(ptr,64,ptr)=0\nrtGetDeviceSatStatus(ptr,64,NULL)=0\n");
}

ACLCTS_TEST(DEVSET017, OnlySixtyFourBytes, "DEVSET017", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    /* no context yet: the size is refused before the context is looked for */
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtGetOverflowStatus(g_status, 63, NULL), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_TRACE(t, m, "rtGetDeviceSatStatus(ptr,63,NULL)=107000\n");
    chain_set_device(t, "DEVSET017", 0);
    static const size_t sizes[] = {0, 65, 128};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; ++i) {
        m = aclcts_mark(t);
        CHECK_CODE(t, t->acl->aclrtGetOverflowStatus(g_status, sizes[i], NULL), ACL_ERROR_RT_PARAM_INVALID);
        CHECK_TRACE(t, m, text_fmt("rtGetDeviceSatStatus(ptr,%zu,NULL)=107000\n", sizes[i]));
    }
}

ACLCTS_TEST(DEVSET017, RuntimeCodeComesBackUnchanged, "DEVSET017", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "DEVSET017", 0);
    aclcts_fail(t, "rtGetDeviceSatStatus", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    CHECK_CODE(t, t->acl->aclrtGetOverflowStatus(g_status, 64, NULL), ACL_ERROR_RT_INTERNAL_ERROR);
}

/* ---- DEVSET018: the stream and the context ---- */

ACLCTS_TEST(DEVSET018, DestroyedStreamBeforeTheSize, "DEVSET018", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclrtStream s = devset_destroyed_stream(t, "DEVSET018");
    CHECK_CODE(t, t->acl->aclrtGetOverflowStatus(g_status, 63, s), ACL_ERROR_RT_INVALID_HANDLE);
    CHECK_CODE(t, t->acl->aclrtGetOverflowStatus(g_status, 64, s), ACL_ERROR_RT_INVALID_HANDLE);
}

ACLCTS_TEST(DEVSET018, NoContextIsContextNull, "DEVSET018", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    CHECK_CODE(t, t->acl->aclrtGetOverflowStatus(g_status, 64, NULL), ACL_ERROR_RT_CONTEXT_NULL);
}

ACLCTS_TEST(DEVSET018, StreamOfAnotherContextIsStreamContext, "DEVSET018", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclrtStream s = devset_foreign_stream(t, "DEVSET018");
    CHECK_CODE(t, t->acl->aclrtGetOverflowStatus(g_status, 64, s), ACL_ERROR_RT_STREAM_CONTEXT);
}

/* ---- DEVSET019..DEVSET021: aclrtResetOverflowStatus ---- */

ACLCTS_TEST(DEVSET019, EveryStreamGoesDownOnce, "DEVSET019 DEVSET021", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t);
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "DEVSET019", 0);
    aclrtStream s = chain_create_stream(t, "DEVSET019");
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtResetOverflowStatus(s), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtResetOverflowStatus(NULL), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtCleanDeviceSatStatus(ptr)=0\nrtCleanDeviceSatStatus(NULL)=0\n");
}

ACLCTS_TEST(DEVSET019, RuntimeCodeComesBackUnchanged, "DEVSET019", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_fail(t, "rtCleanDeviceSatStatus", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    CHECK_CODE(t, t->acl->aclrtResetOverflowStatus(NULL), ACL_ERROR_RT_INTERNAL_ERROR);
}

ACLCTS_TEST(DEVSET020, NullWithoutContextIsParamInvalid, "DEVSET020", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t);
    CHAIN_NEED_DEVICES(t);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtResetOverflowStatus(NULL), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_TRACE(t, m, "rtCleanDeviceSatStatus(NULL)=107000\n");
}

ACLCTS_TEST(DEVSET020, DefaultDeviceIsNotSetImplicitly, "DEVSET020", ACLCTS_PRODUCT)
{
    aclcts_default_soc(t);
    CHAIN_NEED_DEVICES(t);
    chain_init_default_device(t, "DEVSET020", "0");
    CHECK_CODE(t, t->acl->aclrtResetOverflowStatus(NULL), ACL_ERROR_RT_PARAM_INVALID);
    aclrtContext c = NULL;
    CHECK_CODE(t, t->acl->aclrtGetCurrentContext(&c), ACL_ERROR_RT_CONTEXT_NULL);
}

/* A SoC that clears per context: no context is 107002, a default device is
 * set implicitly. */
#define DEVSET_CONTEXT_LEVEL(NAME, SOC)                                                   \
    ACLCTS_TEST(DEVSET020, NAME, "DEVSET020", ACLCTS_PRODUCT | ACLCTS_TRACE)              \
    {                                                                                     \
        soc_use(t, SOC);                                                                  \
        CHAIN_NEED_DEVICES(t);                                                            \
        CHECK_CODE(t, t->acl->aclrtResetOverflowStatus(NULL), ACL_ERROR_RT_CONTEXT_NULL); \
        chain_init_default_device(t, "DEVSET020", "2");                                   \
        CHECK_CODE(t, t->acl->aclrtResetOverflowStatus(NULL), ACL_SUCCESS);               \
        CHECK_INT(t, chain_current_device(t), 2);                                         \
        aclrtContext c = NULL;                                                            \
        CHECK_CODE(t, t->acl->aclrtGetCurrentContext(&c), ACL_SUCCESS);                   \
    }
DEVSET_CONTEXT_LEVEL(Ascend310P3ClearsPerContext, "Ascend310P3")
DEVSET_CONTEXT_LEVEL(Ascend910ClearsPerContext, "Ascend910A")
DEVSET_CONTEXT_LEVEL(Ascend310B1ClearsPerContext, "Ascend310B1")

ACLCTS_TEST(DEVSET021, DestroyedStreamIsInvalidHandle, "DEVSET021", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclrtStream s = devset_destroyed_stream(t, "DEVSET021");
    CHECK_CODE(t, t->acl->aclrtResetOverflowStatus(s), ACL_ERROR_RT_INVALID_HANDLE);
}

ACLCTS_TEST(DEVSET021, StreamOfAnotherContextIsStreamContext, "DEVSET021", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclrtStream s = devset_foreign_stream(t, "DEVSET021");
    CHECK_CODE(t, t->acl->aclrtResetOverflowStatus(s), ACL_ERROR_RT_STREAM_CONTEXT);
}

ACLCTS_TEST(DEVSET021, Ascend310P3StreamOfAnotherContext, "DEVSET021", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    soc_use(t, "Ascend310P3");
    CHAIN_NEED_DEVICES(t);
    aclrtStream s = devset_foreign_stream(t, "DEVSET021");
    CHECK_CODE(t, t->acl->aclrtResetOverflowStatus(s), ACL_ERROR_RT_STREAM_CONTEXT);
    CHECK_CODE(t, t->acl->aclrtResetOverflowStatus(NULL), ACL_SUCCESS);
}
