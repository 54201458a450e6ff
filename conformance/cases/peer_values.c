/* PEER014..PEER019: a value written or waited for on a stream (memory.cpp
 * aclrtValueWriteImpl, aclrtValueWaitImpl). The ACL layer checks only the
 * address; the value, the flag and the stream go to rtsValueWrite /
 * rtsValueWait as given, which judge the SoC, the stream, the flag and the
 * context (api_c_memory.cc, api_error.cc MemWriteValue / MemWaitValue). The
 * tasks run on a device: what they write or wait for is device memory, out of
 * reach here (the product's runtime stand-in runs no task either); the cases
 * check the codes and the calls. */
#include <stdint.h>

#include "helpers/chain.h"
#include "helpers/devset.h"
#include "helpers/soc.h"
#include "helpers/text.h"

static uint64_t g_word; /* the address the tasks name */

/* ---- PEER014, PEER015: everything but the address goes down ---- */

ACLCTS_TEST(PEER014, NullAddressIsRefused, "PEER014 PEER015", ACLCTS_PRODUCT)
{
    CHAIN_EXPECT_NULL_REFUSED(t, t->acl->aclrtValueWrite(NULL, 1, 0, NULL), "rtsValueWrite");
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "PEER014", 0);
    CHAIN_EXPECT_NULL_REFUSED(t, t->acl->aclrtValueWrite(NULL, 1, 7, NULL), "rtsValueWrite");
    CHECK_CODE_FOR(t, "PEER015", t->acl->aclrtValueWait(NULL, 1, 0, NULL), ACL_ERROR_INVALID_PARAM);
}

ACLCTS_TEST(PEER014, WriteGoesDownUnchanged, "PEER014 PEER016", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t);
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "PEER014", 0);
    aclrtStream s = chain_create_stream(t, "PEER014");
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtValueWrite(&g_word, 0xfedcba9876543210ull, 0, s), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "PEER016", t->acl->aclrtValueWrite(&g_word, 1, 7, NULL), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_TRACE(t, m, "rtsValueWrite(ptr,18364758544493064720,0,ptr)=0\nrtsValueWrite(ptr,1,7,NULL)=107000\n");
}

ACLCTS_TEST(PEER014, WriteCodeComesBackUnchanged, "PEER014", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_fail(t, "rtsValueWrite", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    CHECK_CODE(t, t->acl->aclrtValueWrite(&g_word, 1, 0, NULL), ACL_ERROR_RT_INTERNAL_ERROR);
}

ACLCTS_TEST(PEER015, WaitGoesDownUnchanged, "PEER015 PEER016", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t);
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "PEER015", 0);
    aclrtStream s = chain_create_stream(t, "PEER015");
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtValueWait(&g_word, UINT64_MAX, ACL_STREAM_WAIT_VALUE_NOR, s), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "PEER016", t->acl->aclrtValueWait(&g_word, 2, 9, NULL), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_TRACE(t, m, "rtsValueWait(ptr,18446744073709551615,3,ptr)=0\nrtsValueWait(ptr,2,9,NULL)=107000\n");
}

ACLCTS_TEST(PEER015, WaitCodeComesBackUnchanged, "PEER015", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_fail(t, "rtsValueWait", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    CHECK_CODE(t, t->acl->aclrtValueWait(&g_word, 1, 0, NULL), ACL_ERROR_RT_INTERNAL_ERROR);
}

/* ---- PEER016: the flags the runtime accepts ---- */

ACLCTS_TEST(PEER016, WriteTakesOnlyZero, "PEER016", ACLCTS_PRODUCT)
{
    aclcts_default_soc(t);
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "PEER016", 0);
    CHECK_CODE(t, t->acl->aclrtValueWrite(&g_word, 5, 0, NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtValueWrite(&g_word, 5, 1, NULL), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_CODE(t, t->acl->aclrtValueWrite(&g_word, 5, UINT32_MAX, NULL), ACL_ERROR_RT_PARAM_INVALID);
}

ACLCTS_TEST(PEER016, WaitTakesTheFourModes, "PEER016", ACLCTS_PRODUCT)
{
    aclcts_default_soc(t);
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "PEER016", 0);
    static const uint32_t modes[] = {ACL_STREAM_WAIT_VALUE_GEQ, ACL_STREAM_WAIT_VALUE_EQ, ACL_STREAM_WAIT_VALUE_AND,
                                     ACL_STREAM_WAIT_VALUE_NOR};
    for (size_t i = 0; i < sizeof modes / sizeof modes[0]; ++i)
        CHECK_CODE_TEXT(t, text_fmt("aclrtValueWait(&word, 5, %u, NULL)", (unsigned)modes[i]),
                        t->acl->aclrtValueWait(&g_word, 5, modes[i], NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtValueWait(&g_word, 5, 4, NULL), ACL_ERROR_RT_PARAM_INVALID);
}

/* ---- PEER017: SoCs without value tasks, before the stream ---- */

#define PEER_NO_VALUE_TASKS(NAME, SOC)                                                                \
    ACLCTS_TEST(PEER017, NAME, "PEER017", ACLCTS_PRODUCT | ACLCTS_TRACE)                              \
    {                                                                                                 \
        soc_use(t, SOC);                                                                              \
        CHAIN_NEED_DEVICES(t);                                                                        \
        aclrtStream s = devset_destroyed_stream(t, "PEER017");                                        \
        CHECK_CODE(t, t->acl->aclrtValueWrite(&g_word, 1, 0, s), ACL_ERROR_RT_FEATURE_NOT_SUPPORT);   \
        CHECK_CODE(t, t->acl->aclrtValueWait(&g_word, 1, 0, NULL), ACL_ERROR_RT_FEATURE_NOT_SUPPORT); \
    }
PEER_NO_VALUE_TASKS(Ascend310P3HasNoValueTasks, "Ascend310P3")
PEER_NO_VALUE_TASKS(Ascend910HasNoValueTasks, "Ascend910A")
PEER_NO_VALUE_TASKS(Ascend310B1HasNoValueTasks, "Ascend310B1")

ACLCTS_TEST(PEER017, Ascend950PRHasValueTasks, "PEER017", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    soc_use(t, "Ascend950PR_9599");
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "PEER017", 0);
    CHECK_CODE(t, t->acl->aclrtValueWrite(&g_word, 1, 0, NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtValueWait(&g_word, 1, 0, NULL), ACL_SUCCESS);
}

/* ---- PEER018: the stream and the context ---- */

ACLCTS_TEST(PEER018, DestroyedStreamBeforeTheFlag, "PEER018", ACLCTS_PRODUCT)
{
    aclcts_default_soc(t);
    CHAIN_NEED_DEVICES(t);
    aclrtStream s = devset_destroyed_stream(t, "PEER018");
    CHECK_CODE(t, t->acl->aclrtValueWrite(&g_word, 1, 1, s), ACL_ERROR_RT_INVALID_HANDLE);
    CHECK_CODE(t, t->acl->aclrtValueWait(&g_word, 1, 9, s), ACL_ERROR_RT_INVALID_HANDLE);
}

ACLCTS_TEST(PEER018, NoContextIsContextNull, "PEER018", ACLCTS_PRODUCT)
{
    aclcts_default_soc(t);
    CHAIN_NEED_DEVICES(t);
    CHECK_CODE(t, t->acl->aclrtValueWrite(&g_word, 1, 0, NULL), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_CODE(t, t->acl->aclrtValueWait(&g_word, 1, 0, NULL), ACL_ERROR_RT_CONTEXT_NULL);
}

ACLCTS_TEST(PEER018, StreamOfAnotherContextIsStreamContext, "PEER018", ACLCTS_PRODUCT)
{
    aclcts_default_soc(t);
    CHAIN_NEED_DEVICES(t);
    aclrtStream s = devset_foreign_stream(t, "PEER018");
    CHECK_CODE(t, t->acl->aclrtValueWrite(&g_word, 1, 0, s), ACL_ERROR_RT_STREAM_CONTEXT);
    CHECK_CODE(t, t->acl->aclrtValueWait(&g_word, 1, 0, s), ACL_ERROR_RT_STREAM_CONTEXT);
    CHECK_CODE(t, t->acl->aclrtValueWrite(&g_word, 1, 0, NULL), ACL_SUCCESS); /* the current context's stream */
}

ACLCTS_TEST(PEER018, DefaultDeviceIsSetImplicitly, "PEER018", ACLCTS_PRODUCT)
{
    aclcts_default_soc(t);
    CHAIN_NEED_DEVICES(t);
    chain_init_default_device(t, "PEER018", "3");
    CHECK_CODE(t, t->acl->aclrtValueWrite(&g_word, 1, 0, NULL), ACL_SUCCESS);
    CHECK_INT(t, chain_current_device(t), 3);
    aclrtContext c = NULL;
    CHECK_CODE(t, t->acl->aclrtGetCurrentContext(&c), ACL_SUCCESS);
}

/* ---- PEER019: the NULL refusals are reported ---- */

DEVSET_NULL_REPORT(PEER019, ValueWriteNullIsReported, t->acl->aclrtValueWrite(NULL, 1, 0, NULL), "aclrtValueWrite",
                   "devAddr")
DEVSET_NULL_REPORT(PEER019, ValueWaitNullIsReported, t->acl->aclrtValueWait(NULL, 1, 0, NULL), "aclrtValueWait",
                   "devAddr")
