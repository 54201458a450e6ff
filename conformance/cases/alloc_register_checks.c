/* ALLOC010..ALLOC013: what aclrtAllocatorRegister refuses (allocator.cpp
 * aclrtAllocatorRegisterImpl): a NULL stream before anything else, a NULL
 * descriptor, then the descriptor's members in the order object, alloc,
 * free, get-address; the advise function is optional. A refusal leaves the
 * registry as it was. The members a descriptor never had set are HAZ011
 * (haz_allocator_members.c): the object is the only one a new descriptor
 * surely lacks. */
#include "helpers/alloc.h"
#include "helpers/chain.h"

ACLCTS_TEST(ALLOC010, NullStreamIsRefused, "ALLOC010", ACLCTS_PRODUCT)
{
    alloc_kit a = alloc_kit_a();
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC010", &a, ALLOC_ALL);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtAllocatorRegister(NULL, d), ACL_ERROR_INVALID_PARAM);
    CHECK_CODE(t, t->acl->aclrtAllocatorRegister(NULL, NULL), ACL_ERROR_INVALID_PARAM);
    CHECK_TRACE(t, m, "");
}

/* With a device set its default stream exists; NULL still does not name it,
 * and nothing is registered under NULL or under the default stream. */
ACLCTS_TEST(ALLOC010, NullIsNotTheDefaultStream, "ALLOC010 ALLOC020", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "ALLOC010", 0);
    alloc_kit a = alloc_kit_a();
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC010", &a, ALLOC_ALL);
    CHECK_CODE(t, t->acl->aclrtAllocatorRegister(NULL, d), ACL_ERROR_INVALID_PARAM);
    aclrtAllocatorDesc out = ALLOC_SENTINEL;
    CHECK_CODE_FOR(t, "ALLOC020", t->acl->aclrtAllocatorGetByStream(NULL, &out, NULL, NULL, NULL, NULL, NULL),
                   ACL_ERROR_INVALID_PARAM);
    CHECK_TRUE_FOR(t, "ALLOC020", out == ALLOC_SENTINEL, "a refused aclrtAllocatorGetByStream wrote %p", out);
}

ACLCTS_TEST(ALLOC011, NullDescriptorIsRefused, "ALLOC011", ACLCTS_PRODUCT)
{
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtAllocatorRegister(ALLOC_FAKE_STREAM(0), NULL), ACL_ERROR_INVALID_PARAM);
    alloc_expect_unregistered(t, "ALLOC011", ALLOC_FAKE_STREAM(0));
    CHECK_TRACE(t, m, "");
}

/* A NULL descriptor does not remove the stream's registration. */
ACLCTS_TEST(ALLOC011, NullDescriptorKeepsTheRegistration, "ALLOC011 ALLOC022", ACLCTS_PRODUCT)
{
    alloc_kit a = alloc_kit_a();
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC011", &a, ALLOC_ALL);
    alloc_register(t, "ALLOC011", ALLOC_FAKE_STREAM(0), d);
    CHECK_CODE(t, t->acl->aclrtAllocatorRegister(ALLOC_FAKE_STREAM(0), NULL), ACL_ERROR_INVALID_PARAM);
    alloc_expect_registered(t, "ALLOC011", ALLOC_FAKE_STREAM(0), d, &a);
}

/* A descriptor without an object, its four functions set. */
ACLCTS_TEST(ALLOC012, MissingObjectIsRefused, "ALLOC012", ACLCTS_PRODUCT)
{
    alloc_kit a = alloc_kit_a();
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC012", &a, ALLOC_ALL & ~ALLOC_OBJ);
    CHECK_CODE(t, t->acl->aclrtAllocatorRegister(ALLOC_FAKE_STREAM(0), d), ACL_ERROR_INVALID_PARAM);
    alloc_expect_unregistered(t, "ALLOC012", ALLOC_FAKE_STREAM(0));
    /* Once the object is set, the same descriptor registers. */
    alloc_set(t, "ALLOC012", d, &a, ALLOC_OBJ);
    alloc_register(t, "ALLOC012", ALLOC_FAKE_STREAM(0), d);
    alloc_expect_registered(t, "ALLOC012", ALLOC_FAKE_STREAM(0), d, &a);
}

/* A refused registration keeps the stream's earlier one. */
ACLCTS_TEST(ALLOC012, RefusedRegistrationKeepsTheEarlierOne, "ALLOC012 ALLOC022", ACLCTS_PRODUCT)
{
    alloc_kit a = alloc_kit_a(), b = alloc_kit_b();
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC012", &a, ALLOC_ALL);
    alloc_register(t, "ALLOC012", ALLOC_FAKE_STREAM(0), d);
    aclrtAllocatorDesc e = alloc_desc(t, "ALLOC012", &b, ALLOC_ALL & ~ALLOC_OBJ);
    CHECK_CODE(t, t->acl->aclrtAllocatorRegister(ALLOC_FAKE_STREAM(0), e), ACL_ERROR_INVALID_PARAM);
    alloc_expect_registered(t, "ALLOC012", ALLOC_FAKE_STREAM(0), d, &a);
}

/* No advise function: registered, and every other member read back. */
ACLCTS_TEST(ALLOC013, AdviseFunctionIsOptional, "ALLOC013 ALLOC022", ACLCTS_PRODUCT)
{
    alloc_kit a = alloc_kit_a();
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC013", &a, ALLOC_REQUIRED);
    CHECK_CODE(t, t->acl->aclrtAllocatorRegister(ALLOC_FAKE_STREAM(0), d), ACL_SUCCESS);
    aclrtAllocatorDesc desc = NULL;
    aclrtAllocator obj = NULL;
    aclrtAllocatorAllocFunc alloc = NULL;
    aclrtAllocatorFreeFunc fr = NULL;
    aclrtAllocatorGetAddrFromBlockFunc get_addr = NULL;
    CHECK_CODE_FOR(t, "ALLOC022",
                   t->acl->aclrtAllocatorGetByStream(ALLOC_FAKE_STREAM(0), &desc, &obj, &alloc, &fr, NULL, &get_addr),
                   ACL_SUCCESS);
    CHECK_TRUE_FOR(t, "ALLOC022",
                   desc == d && obj == a.obj && alloc == a.alloc && fr == a.free && get_addr == a.get_addr,
                   "aclrtAllocatorGetByStream gave descriptor %p object %p, expected %p and %p", desc, obj, d, a.obj);
}
