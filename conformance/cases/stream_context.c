/* Streams and their context (STREAM007-013): a stream needs a current
 * context (api_impl.cc ApiImpl::StreamCreate), belongs to the context current
 * at its creation, can be destroyed only from that context (ApiImpl::
 * StreamDestroy -> RT_ERROR_STREAM_CONTEXT, 107003) but is synchronised from
 * any (ApiImpl::StreamSynchronize switches), and NULL is the current
 * context's default stream. Codes and handles only. */
#include "setdev_common.h"

ACLCTS_TEST(STREAM008, CreateAfterSetDevice, "STREAM008 STREAM004", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    sd_set(t, "STREAM008", 0);
    aclrtStream s = sd_stream(t, "STREAM008");
    CHECK_CODE(t, t->acl->aclrtDestroyStream(s), ACL_SUCCESS);
}

ACLCTS_TEST(STREAM008, StreamsAreDistinct, "STREAM008", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    sd_set(t, "STREAM008", 1);
    aclrtStream a = sd_stream(t, "STREAM008");
    aclrtStream b = sd_stream(t, "STREAM008");
    CHECK_TRUE(t, a != b, "two creates gave the same stream");
}

ACLCTS_TEST(STREAM008, SixtyFourStreamsInOneContext, "STREAM008", ACLCTS_PRODUCT | ACLCTS_SLOW)
{
    SD_NEED(t);
    sd_set(t, "STREAM008", 0);
    aclrtStream s[64];
    for (int i = 0; i < 64; i++)
        s[i] = sd_stream(t, "STREAM008");
    for (int i = 0; i < 64; i++)
        CHECK_CODE(t, t->acl->aclrtDestroyStream(s[i]), ACL_SUCCESS);
}

ACLCTS_TEST(STREAM008, CreateInACreatedContext, "STREAM008 CTX009", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    (void)sd_context(t, "STREAM008", 2);
    aclrtStream s = sd_stream(t, "STREAM008");
    CHECK_CODE(t, t->acl->aclrtSynchronizeStream(s), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtDestroyStream(s), ACL_SUCCESS);
}

ACLCTS_TEST(STREAM008, CreateAndDestroyCallTheRuntime, "STREAM008 STREAM002 STREAM004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    SD_NEED(t);
    sd_set(t, "STREAM008", 0);
    size_t m = aclcts_mark(t);
    aclrtStream s = sd_stream(t, "STREAM008");
    CHECK_CODE_FOR(t, "STREAM004", t->acl->aclrtDestroyStream(s), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtStreamCreate(ptr,0)=0\nrtStreamDestroy(ptr)=0\n");
}

ACLCTS_TEST(STREAM009, DestroyFromAnotherContextIsStreamContext, "STREAM009", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    aclrtContext a = sd_context(t, "STREAM009", 0);
    aclrtStream s = sd_stream(t, "STREAM009");
    (void)sd_context(t, "STREAM009", 0);
    CHECK_CODE(t, t->acl->aclrtDestroyStream(s), ACL_ERROR_RT_STREAM_CONTEXT);
    CHECK_CODE(t, t->acl->aclrtSetCurrentContext(a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtDestroyStream(s), ACL_SUCCESS);
}

ACLCTS_TEST(STREAM009, DestroyFromAnotherDevicesContext, "STREAM009", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    sd_set(t, "STREAM009", 0);
    aclrtStream s = sd_stream(t, "STREAM009");
    sd_set(t, "STREAM009", 1);
    CHECK_CODE(t, t->acl->aclrtDestroyStream(s), ACL_ERROR_RT_STREAM_CONTEXT);
    sd_set(t, "STREAM009", 0);
    CHECK_CODE(t, t->acl->aclrtDestroyStream(s), ACL_SUCCESS);
}

ACLCTS_TEST(STREAM009, RefusedDestroyKeepsTheStream, "STREAM009 STREAM010", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    aclrtContext a = sd_context(t, "STREAM009", 3);
    aclrtStream s = sd_stream(t, "STREAM009");
    (void)sd_context(t, "STREAM009", 4);
    CHECK_CODE(t, t->acl->aclrtDestroyStream(s), ACL_ERROR_RT_STREAM_CONTEXT);
    CHECK_CODE(t, t->acl->aclrtSetCurrentContext(a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSynchronizeStream(s), ACL_SUCCESS);
}

ACLCTS_TEST(STREAM010, SynchronizeFromAnotherContext, "STREAM010", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    (void)sd_context(t, "STREAM010", 0);
    aclrtStream s = sd_stream(t, "STREAM010");
    aclrtContext b = sd_context(t, "STREAM010", 1);
    CHECK_CODE(t, t->acl->aclrtSynchronizeStream(s), ACL_SUCCESS);
    CHECK_TRUE(t, sd_current(t) == b, "the current context changed");
    CHECK_INT(t, sd_device(t), 1);
}

ACLCTS_TEST(STREAM010, SynchronizeFromAnotherDevice, "STREAM010", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    sd_set(t, "STREAM010", 2);
    aclrtStream s = sd_stream(t, "STREAM010");
    sd_set(t, "STREAM010", 5);
    CHECK_CODE(t, t->acl->aclrtSynchronizeStream(s), ACL_SUCCESS);
    CHECK_INT(t, sd_device(t), 5);
}

ACLCTS_TEST(STREAM011, NullIsTheDefaultStream, "STREAM011 STREAM005", ACLCTS_BOTH)
{
    SD_NEED(t);
    sd_set(t, "STREAM011", 0);
    CHECK_CODE(t, t->acl->aclrtSynchronizeStream(NULL), ACL_SUCCESS);
}

ACLCTS_TEST(STREAM011, NullInACreatedContext, "STREAM011", ACLCTS_BOTH)
{
    SD_NEED(t);
    (void)sd_context(t, "STREAM011", 1);
    CHECK_CODE(t, t->acl->aclrtSynchronizeStream(NULL), ACL_SUCCESS);
}

ACLCTS_TEST(STREAM011, NullWithADefaultDevice, "STREAM011 SETDEV030", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    sd_init_default_device(t, "STREAM011", "0");
    CHECK_CODE(t, t->acl->aclrtSynchronizeStream(NULL), ACL_SUCCESS);
}

ACLCTS_TEST(STREAM005, NullReachesTheRuntimeAsNull, "STREAM005", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    SD_NEED(t);
    sd_set(t, "STREAM005", 0);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtSynchronizeStream(NULL), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtStreamSynchronize(NULL)=0\n");
}

ACLCTS_TEST(STREAM005, RealStreamReachesTheRuntime, "STREAM005", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    SD_NEED(t);
    sd_set(t, "STREAM005", 0);
    aclrtStream s = sd_stream(t, "STREAM005");
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtSynchronizeStream(s), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtStreamSynchronize(ptr)=0\n");
}

ACLCTS_TEST(STREAM012, StreamSurvivesFinalize, "STREAM012", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    sd_set(t, "STREAM012", 0);
    aclrtStream s = sd_stream(t, "STREAM012");
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSynchronizeStream(s), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtDestroyStream(s), ACL_SUCCESS);
}

ACLCTS_TEST(STREAM012, StreamCreatedInsideTheCycleSurvives, "STREAM012", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    sd_set(t, "STREAM012", 1);
    aclrtStream s = sd_stream(t, "STREAM012");
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtDestroyStream(s), ACL_SUCCESS);
}

ACLCTS_TEST(STREAM013, PrimaryStreamAfterSwitchingToACreatedContext, "STREAM013 STREAM009", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    sd_set(t, "STREAM013", 0);
    aclrtContext p = sd_current(t);
    aclrtStream s = sd_stream(t, "STREAM013");
    (void)sd_context(t, "STREAM013", 0);
    CHECK_CODE(t, t->acl->aclrtDestroyStream(s), ACL_ERROR_RT_STREAM_CONTEXT);
    CHECK_CODE(t, t->acl->aclrtSetCurrentContext(p), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtDestroyStream(s), ACL_SUCCESS);
}

ACLCTS_TEST(STREAM013, StreamOfACreatedContextAfterSetDevice, "STREAM013", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    aclrtContext c = sd_context(t, "STREAM013", 1);
    aclrtStream s = sd_stream(t, "STREAM013");
    sd_set(t, "STREAM013", 1);
    CHECK_CODE(t, t->acl->aclrtDestroyStream(s), ACL_ERROR_RT_STREAM_CONTEXT);
    CHECK_CODE(t, t->acl->aclrtSetCurrentContext(c), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtDestroyStream(s), ACL_SUCCESS);
}
