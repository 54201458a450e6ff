/* A stream's id and priority (STREAM035, STREAM036, STREAM040, STREAM041):
 * each checks its out-pointer and asks the runtime once (stream.cpp
 * aclrtStreamGetIdImpl, aclrtStreamGetPriorityImpl); the runtime reads a
 * given stream's id without a context, but its priority and flags only with
 * one (api_impl.cc ApiImpl::GetStreamId, StreamGetPriority, StreamGetFlags). */
#include "helpers/chain.h"
#include "helpers/threads.h"

ACLCTS_TEST(STREAM035, NullIdOutIsRefused, "STREAM035", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM035", 0);
    CHAIN_EXPECT_NULL_REFUSED(t, t->acl->aclrtStreamGetId(chain_create_stream(t, "STREAM035"), NULL), "rtsStreamGetId");
}

ACLCTS_TEST(STREAM035, OneCallAndTheCodeUnchanged, "STREAM035", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM035", 0);
    aclrtStream s = chain_create_stream(t, "STREAM035");
    int32_t id = -7;
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtStreamGetId(s, &id), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtStreamGetId(NULL, &id), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtsStreamGetId(ptr,ptr)=0\nrtsStreamGetId(NULL,ptr)=0\n");
    aclcts_fail(t, "rtsStreamGetId", ACL_ERROR_RT_INVALID_HANDLE, 1);
    id = -7;
    CHECK_CODE(t, t->acl->aclrtStreamGetId(s, &id), ACL_ERROR_RT_INVALID_HANDLE);
    CHECK_INT(t, id, -7);
}

static int32_t query_id(aclcts_t *t, aclrtStream s)
{
    int32_t id = -7;
    CHECK_CODE_FOR(t, "STREAM036", t->acl->aclrtStreamGetId(s, &id), ACL_SUCCESS);
    CHECK_TRUE_FOR(t, "STREAM036", id >= 0, "stream id %d is negative", (int)id);
    return id;
}

ACLCTS_TEST(STREAM036, LiveStreamsHaveDifferentIds, "STREAM036", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM036", 0);
    aclrtStream s[3] = {chain_create_stream(t, "STREAM036"), chain_create_stream_with(t, "STREAM036", 2, 0),
                        chain_create_stream_with(t, "STREAM036", 0, ACL_STREAM_FAST_SYNC)};
    int32_t ids[4] = {query_id(t, NULL), query_id(t, s[0]), query_id(t, s[1]), query_id(t, s[2])};
    for (int i = 0; i < 4; i++)
        for (int j = i + 1; j < 4; j++) CHECK_TRUE(t, ids[i] != ids[j], "streams %d and %d share id %d", i, j, ids[i]);
}

ACLCTS_TEST(STREAM036, NullIsTheDefaultStreamsId, "STREAM036 STREAM043", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    (void)chain_create_context(t, "STREAM036", 4);
    CHECK_INT(t, query_id(t, NULL), query_id(t, chain_default_stream(t, "STREAM036")));
}

typedef struct query_ids {
    aclrtStream s;
    int32_t id;
} query_ids;

static void id_without_context(aclcts_t *t, void *arg)
{
    query_ids *q = arg;
    int32_t id = -7;
    CHECK_CODE(t, t->acl->aclrtStreamGetId(q->s, &id), ACL_SUCCESS);
    CHECK_INT(t, id, q->id);
    id = -7;
    CHECK_CODE(t, t->acl->aclrtStreamGetId(NULL, &id), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_INT(t, id, -7);
}

ACLCTS_TEST(STREAM036, GivenStreamNeedsNoContext, "STREAM036", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM036", 0);
    query_ids q = {chain_create_stream(t, "STREAM036"), 0};
    q.id = query_id(t, q.s);
    thread_run_checks(t, id_without_context, &q);
}

ACLCTS_TEST(STREAM040, NullPriorityOutIsRefused, "STREAM040", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM040", 0);
    CHAIN_EXPECT_NULL_REFUSED(t, t->acl->aclrtStreamGetPriority(NULL, NULL), "rtStreamGetPriority");
}

ACLCTS_TEST(STREAM040, OneCallAndTheCodeUnchanged, "STREAM040", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM040", 0);
    uint32_t prio = 0xdeadu;
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtStreamGetPriority(NULL, &prio), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtStreamGetPriority(NULL,ptr)=0\n");
    CHECK_INT(t, prio, 0);
    aclcts_fail(t, "rtStreamGetPriority", ACL_ERROR_RT_CONTEXT_NULL, 1);
    prio = 0xdeadu;
    CHECK_CODE(t, t->acl->aclrtStreamGetPriority(NULL, &prio), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_INT(t, prio, 0xdeadu);
}

ACLCTS_TEST(STREAM040, DefaultStreamHasPriorityZero, "STREAM040", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    (void)chain_create_context(t, "STREAM040", 1);
    uint32_t prio = 0xdeadu;
    CHECK_CODE(t, t->acl->aclrtStreamGetPriority(chain_default_stream(t, "STREAM040"), &prio), ACL_SUCCESS);
    CHECK_INT(t, prio, 0);
}

static void read_without_context(aclcts_t *t, void *arg)
{
    uint32_t v = 0xdeadu;
    CHECK_CODE(t, t->acl->aclrtStreamGetPriority((aclrtStream)arg, &v), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_CODE(t, t->acl->aclrtStreamGetFlags((aclrtStream)arg, &v), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_INT(t, v, 0xdeadu);
}

ACLCTS_TEST(STREAM041, GivenStreamNeedsAContext, "STREAM041", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_default_soc(t); /* a huge stream is the SoC's: Ascend310P3's runtime refuses it (207000) */
    chain_set_device(t, "STREAM041", 0);
    thread_run_checks(t, read_without_context, chain_create_stream_with(t, "STREAM041", 5, ACL_STREAM_HUGE));
}

ACLCTS_TEST(STREAM041, StreamOfAnotherContextIsRead, "STREAM041 STREAM021 STREAM038", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_default_soc(t);
    chain_set_device(t, "STREAM041", 0);
    aclrtStream s = chain_create_stream_with(t, "STREAM041", 5, ACL_STREAM_HUGE);
    (void)chain_create_context(t, "STREAM041", 1);
    uint32_t prio = 0xdeadu, flags = 0xdeadu;
    CHECK_CODE(t, t->acl->aclrtStreamGetPriority(s, &prio), ACL_SUCCESS);
    CHECK_INT_FOR(t, "STREAM021", prio, 5);
    CHECK_CODE(t, t->acl->aclrtStreamGetFlags(s, &flags), ACL_SUCCESS);
    CHECK_INT_FOR(t, "STREAM038", flags, ACL_STREAM_HUGE);
}
