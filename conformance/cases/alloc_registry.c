/* ALLOC014..ALLOC024: the registry itself (allocator.cpp g_AllocatorDesMap:
 * stream handle value -> the descriptor handle and a copy of its members).
 * Keys are fake handle values unless the case is about real streams; no
 * aclInit unless said. */
#include "helpers/alloc.h"
#include "helpers/chain.h"

/* ---- ALLOC014: the key is the handle value ---- */

ACLCTS_TEST(ALLOC014, FakeHandleValuesAreDistinctKeys, "ALLOC014 ALLOC022", ACLCTS_PRODUCT)
{
    size_t m = aclcts_mark(t);
    alloc_kit a = alloc_kit_a(), b = alloc_kit_b();
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC014", &a, ALLOC_ALL);
    aclrtAllocatorDesc e = alloc_desc(t, "ALLOC014", &b, ALLOC_ALL);
    alloc_register(t, "ALLOC014", ALLOC_FAKE_STREAM(0), d);
    alloc_register(t, "ALLOC014", ALLOC_FAKE_STREAM(1), e);
    alloc_expect_registered(t, "ALLOC014", ALLOC_FAKE_STREAM(0), d, &a);
    alloc_expect_registered(t, "ALLOC014", ALLOC_FAKE_STREAM(1), e, &b);
    alloc_expect_unregistered(t, "ALLOC014", ALLOC_FAKE_STREAM(2));
    /* The smallest non-NULL value is a key like any other. */
    alloc_register(t, "ALLOC014", (aclrtStream)(uintptr_t)1, e);
    alloc_expect_registered(t, "ALLOC014", (aclrtStream)(uintptr_t)1, e, &b);
    CHECK_CODE(t, t->acl->aclrtAllocatorUnregister((aclrtStream)(uintptr_t)1), ACL_SUCCESS);
    CHECK_TRACE(t, m, "");
}

/* A stream aclrtCreateStream made: registered, read and unregistered with
 * no lower-layer call. */
ACLCTS_TEST(ALLOC014, RealStreamWithoutRuntimeCalls, "ALLOC014 ALLOC022 ALLOC024", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "ALLOC014", 0);
    aclrtStream s = chain_create_stream(t, "ALLOC014");
    alloc_kit a = alloc_kit_a();
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC014", &a, ALLOC_ALL);
    size_t m = aclcts_mark(t);
    alloc_register(t, "ALLOC014", s, d);
    alloc_expect_registered(t, "ALLOC014", s, d, &a);
    CHECK_CODE_FOR(t, "ALLOC024", t->acl->aclrtAllocatorUnregister(s), ACL_SUCCESS);
    alloc_expect_unregistered(t, "ALLOC024", s);
    CHECK_TRACE(t, m, "");
}

/* A destroyed stream's handle is still a key. */
ACLCTS_TEST(ALLOC014, DestroyedStreamIsAKey, "ALLOC014", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "ALLOC014", 0);
    aclrtStream s = chain_create_stream(t, "ALLOC014");
    CHECK_CODE_FATAL_FOR(t, "STREAM004", t->acl->aclrtDestroyStream(s), ACL_SUCCESS);
    alloc_kit a = alloc_kit_a();
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC014", &a, ALLOC_ALL);
    CHECK_CODE(t, t->acl->aclrtAllocatorRegister(s, d), ACL_SUCCESS);
    alloc_expect_registered(t, "ALLOC014", s, d, &a);
}

/* Two streams of one context are two keys. */
ACLCTS_TEST(ALLOC014, TwoRealStreamsAreTwoKeys, "ALLOC014", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "ALLOC014", 0);
    aclrtStream s1 = chain_create_stream(t, "ALLOC014"), s2 = chain_create_stream(t, "ALLOC014");
    alloc_kit a = alloc_kit_a();
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC014", &a, ALLOC_ALL);
    alloc_register(t, "ALLOC014", s1, d);
    alloc_expect_registered(t, "ALLOC014", s1, d, &a);
    alloc_expect_unregistered(t, "ALLOC014", s2);
}

/* ---- ALLOC015..ALLOC018: what a registration holds ---- */

ACLCTS_TEST(ALLOC015, LaterSetsDoNotReachTheRegistration, "ALLOC015 ALLOC022", ACLCTS_PRODUCT)
{
    alloc_kit a = alloc_kit_a(), b = alloc_kit_b();
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC015", &a, ALLOC_ALL);
    alloc_register(t, "ALLOC015", ALLOC_FAKE_STREAM(0), d);
    alloc_set(t, "ALLOC015", d, &b, ALLOC_ALL);
    alloc_expect_registered(t, "ALLOC015", ALLOC_FAKE_STREAM(0), d, &a);
    /* Registered again, the stream takes the descriptor's new members. */
    alloc_register(t, "ALLOC015", ALLOC_FAKE_STREAM(0), d);
    alloc_expect_registered(t, "ALLOC015", ALLOC_FAKE_STREAM(0), d, &b);
}

ACLCTS_TEST(ALLOC016, RegisterAgainReplaces, "ALLOC016 ALLOC022", ACLCTS_PRODUCT)
{
    alloc_kit a = alloc_kit_a(), b = alloc_kit_b();
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC016", &a, ALLOC_ALL);
    aclrtAllocatorDesc e = alloc_desc(t, "ALLOC016", &b, ALLOC_ALL);
    alloc_register(t, "ALLOC016", ALLOC_FAKE_STREAM(0), d);
    CHECK_CODE(t, t->acl->aclrtAllocatorRegister(ALLOC_FAKE_STREAM(0), e), ACL_SUCCESS);
    alloc_expect_registered(t, "ALLOC016", ALLOC_FAKE_STREAM(0), e, &b);
    /* One unregister removes it: there was one entry, not two. */
    CHECK_CODE_FOR(t, "ALLOC024", t->acl->aclrtAllocatorUnregister(ALLOC_FAKE_STREAM(0)), ACL_SUCCESS);
    alloc_expect_unregistered(t, "ALLOC016", ALLOC_FAKE_STREAM(0));
}

/* The same descriptor registered again on its stream: still one entry. */
ACLCTS_TEST(ALLOC016, RegisterTheSameDescriptorTwice, "ALLOC016 ALLOC024", ACLCTS_PRODUCT)
{
    alloc_kit a = alloc_kit_a();
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC016", &a, ALLOC_ALL);
    alloc_register(t, "ALLOC016", ALLOC_FAKE_STREAM(0), d);
    CHECK_CODE(t, t->acl->aclrtAllocatorRegister(ALLOC_FAKE_STREAM(0), d), ACL_SUCCESS);
    alloc_expect_registered(t, "ALLOC016", ALLOC_FAKE_STREAM(0), d, &a);
    CHECK_CODE_FOR(t, "ALLOC024", t->acl->aclrtAllocatorUnregister(ALLOC_FAKE_STREAM(0)), ACL_SUCCESS);
    alloc_expect_unregistered(t, "ALLOC016", ALLOC_FAKE_STREAM(0));
}

ACLCTS_TEST(ALLOC017, OneDescriptorOnTwoStreams, "ALLOC017 ALLOC015 ALLOC024", ACLCTS_PRODUCT)
{
    alloc_kit a = alloc_kit_a(), b = alloc_kit_b();
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC017", &a, ALLOC_ALL);
    alloc_register(t, "ALLOC017", ALLOC_FAKE_STREAM(0), d);
    alloc_set(t, "ALLOC017", d, &b, ALLOC_ALL);
    alloc_register(t, "ALLOC017", ALLOC_FAKE_STREAM(1), d);
    alloc_expect_registered(t, "ALLOC017", ALLOC_FAKE_STREAM(0), d, &a);
    alloc_expect_registered(t, "ALLOC017", ALLOC_FAKE_STREAM(1), d, &b);
    CHECK_CODE_FOR(t, "ALLOC024", t->acl->aclrtAllocatorUnregister(ALLOC_FAKE_STREAM(0)), ACL_SUCCESS);
    alloc_expect_unregistered(t, "ALLOC017", ALLOC_FAKE_STREAM(0));
    alloc_expect_registered(t, "ALLOC017", ALLOC_FAKE_STREAM(1), d, &b);
}

ACLCTS_TEST(ALLOC018, DestroyedDescriptorStaysRegistered, "ALLOC018 ALLOC003 ALLOC022", ACLCTS_PRODUCT)
{
    alloc_kit a = alloc_kit_a();
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC018", &a, ALLOC_ALL);
    alloc_register(t, "ALLOC018", ALLOC_FAKE_STREAM(0), d);
    CHECK_CODE_FOR(t, "ALLOC003", t->acl->aclrtAllocatorDestroyDesc(d), ACL_SUCCESS);
    alloc_expect_registered(t, "ALLOC018", ALLOC_FAKE_STREAM(0), d, &a);
    CHECK_CODE_FOR(t, "ALLOC024", t->acl->aclrtAllocatorUnregister(ALLOC_FAKE_STREAM(0)), ACL_SUCCESS);
    alloc_expect_unregistered(t, "ALLOC018", ALLOC_FAKE_STREAM(0));
}

/* ---- ALLOC019..ALLOC022: aclrtAllocatorGetByStream ---- */

ACLCTS_TEST(ALLOC019, NullDescriptorOutputWritesNothing, "ALLOC019", ACLCTS_PRODUCT)
{
    alloc_kit a = alloc_kit_a();
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC019", &a, ALLOC_ALL);
    alloc_register(t, "ALLOC019", ALLOC_FAKE_STREAM(0), d);
    aclrtAllocator obj = ALLOC_SENTINEL;
    aclrtAllocatorAllocFunc alloc = NULL;
    CHECK_CODE(t, t->acl->aclrtAllocatorGetByStream(ALLOC_FAKE_STREAM(0), NULL, &obj, &alloc, NULL, NULL, NULL),
               ACL_ERROR_INVALID_PARAM);
    CHECK_TRUE(t, obj == ALLOC_SENTINEL && alloc == NULL, "the refused call wrote the object (%p) or allocFunc (%p)",
               obj, ALLOC_FN_PTR(alloc));
    CHECK_CODE(t, t->acl->aclrtAllocatorGetByStream(NULL, NULL, NULL, NULL, NULL, NULL, NULL), ACL_ERROR_INVALID_PARAM);
}

ACLCTS_TEST(ALLOC020, NullStreamWritesNothing, "ALLOC020", ACLCTS_PRODUCT)
{
    alloc_expect_unregistered(t, "ALLOC020", NULL);
}

ACLCTS_TEST(ALLOC021, NeverRegisteredStreamIsInvalidParam, "ALLOC021", ACLCTS_PRODUCT)
{
    size_t m = aclcts_mark(t);
    alloc_expect_unregistered(t, "ALLOC021", ALLOC_FAKE_STREAM(5));
    CHECK_TRACE(t, m, "");
}

/* Each output alone (the descriptor's is always asked for). */
ACLCTS_TEST(ALLOC022, EachOutputIsOptional, "ALLOC022", ACLCTS_PRODUCT)
{
    alloc_kit a = alloc_kit_a();
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC022", &a, ALLOC_ALL);
    aclrtStream s = ALLOC_FAKE_STREAM(0);
    alloc_register(t, "ALLOC022", s, d);

    aclrtAllocatorDesc desc = NULL;
    CHECK_CODE(t, t->acl->aclrtAllocatorGetByStream(s, &desc, NULL, NULL, NULL, NULL, NULL), ACL_SUCCESS);
    CHECK_TRUE(t, desc == d, "descriptor alone: %p, expected %p", desc, d);

    aclrtAllocator obj = NULL;
    CHECK_CODE(t, t->acl->aclrtAllocatorGetByStream(s, &desc, &obj, NULL, NULL, NULL, NULL), ACL_SUCCESS);
    CHECK_TRUE(t, obj == a.obj, "object alone: %p, expected %p", obj, a.obj);

    aclrtAllocatorAllocFunc alloc = NULL;
    CHECK_CODE(t, t->acl->aclrtAllocatorGetByStream(s, &desc, NULL, &alloc, NULL, NULL, NULL), ACL_SUCCESS);
    CHECK_TRUE(t, alloc == a.alloc, "allocFunc alone: %p", ALLOC_FN_PTR(alloc));

    aclrtAllocatorFreeFunc fr = NULL;
    CHECK_CODE(t, t->acl->aclrtAllocatorGetByStream(s, &desc, NULL, NULL, &fr, NULL, NULL), ACL_SUCCESS);
    CHECK_TRUE(t, fr == a.free, "freeFunc alone: %p", ALLOC_FN_PTR(fr));

    aclrtAllocatorAllocAdviseFunc advise = NULL;
    CHECK_CODE(t, t->acl->aclrtAllocatorGetByStream(s, &desc, NULL, NULL, NULL, &advise, NULL), ACL_SUCCESS);
    CHECK_TRUE(t, advise == a.advise, "allocAdviseFunc alone: %p", ALLOC_FN_PTR(advise));

    aclrtAllocatorGetAddrFromBlockFunc get_addr = NULL;
    CHECK_CODE(t, t->acl->aclrtAllocatorGetByStream(s, &desc, NULL, NULL, NULL, NULL, &get_addr), ACL_SUCCESS);
    CHECK_TRUE(t, get_addr == a.get_addr, "getAddrFromBlockFunc alone: %p", ALLOC_FN_PTR(get_addr));
}

/* ---- ALLOC023, ALLOC024: aclrtAllocatorUnregister ---- */

ACLCTS_TEST(ALLOC023, UnregisterNullIsInvalidParam, "ALLOC023", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclrtAllocatorUnregister(NULL), ACL_ERROR_INVALID_PARAM);
}

/* NULL is refused even when something is registered. */
ACLCTS_TEST(ALLOC023, UnregisterNullKeepsTheRegistry, "ALLOC023", ACLCTS_PRODUCT)
{
    alloc_kit a = alloc_kit_a();
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC023", &a, ALLOC_ALL);
    alloc_register(t, "ALLOC023", ALLOC_FAKE_STREAM(0), d);
    CHECK_CODE(t, t->acl->aclrtAllocatorUnregister(NULL), ACL_ERROR_INVALID_PARAM);
    alloc_expect_registered(t, "ALLOC023", ALLOC_FAKE_STREAM(0), d, &a);
}

ACLCTS_TEST(ALLOC024, UnregisterOfAnUnknownStreamSucceeds, "ALLOC024", ACLCTS_PRODUCT)
{
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtAllocatorUnregister(ALLOC_FAKE_STREAM(7)), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtAllocatorUnregister(ALLOC_FAKE_STREAM(7)), ACL_SUCCESS);
    CHECK_TRACE(t, m, "");
}

ACLCTS_TEST(ALLOC024, UnregisterTwice, "ALLOC024", ACLCTS_PRODUCT)
{
    alloc_kit a = alloc_kit_a();
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC024", &a, ALLOC_ALL);
    alloc_register(t, "ALLOC024", ALLOC_FAKE_STREAM(0), d);
    CHECK_CODE(t, t->acl->aclrtAllocatorUnregister(ALLOC_FAKE_STREAM(0)), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtAllocatorUnregister(ALLOC_FAKE_STREAM(0)), ACL_SUCCESS);
    alloc_expect_unregistered(t, "ALLOC024", ALLOC_FAKE_STREAM(0));
}

/* Three streams, the middle one unregistered: the others keep theirs. */
ACLCTS_TEST(ALLOC024, UnregisterRemovesThatStreamOnly, "ALLOC024 ALLOC022", ACLCTS_PRODUCT)
{
    alloc_kit a = alloc_kit_a();
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC024", &a, ALLOC_ALL);
    for (unsigned i = 0; i < 3; i++) alloc_register(t, "ALLOC024", ALLOC_FAKE_STREAM(i), d);
    CHECK_CODE(t, t->acl->aclrtAllocatorUnregister(ALLOC_FAKE_STREAM(1)), ACL_SUCCESS);
    alloc_expect_registered(t, "ALLOC024", ALLOC_FAKE_STREAM(0), d, &a);
    alloc_expect_unregistered(t, "ALLOC024", ALLOC_FAKE_STREAM(1));
    alloc_expect_registered(t, "ALLOC024", ALLOC_FAKE_STREAM(2), d, &a);
    /* And it can be registered again. */
    alloc_register(t, "ALLOC024", ALLOC_FAKE_STREAM(1), d);
    alloc_expect_registered(t, "ALLOC024", ALLOC_FAKE_STREAM(1), d, &a);
}
