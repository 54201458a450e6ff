/* ALLOC028: a custom allocator as the product's sample uses it
 * (example/3_memory_advanced/allocator/0_custom_allocator/main.cpp): aclInit,
 * a device, a context and a stream; a descriptor with an allocator object
 * and four functions over host memory registered on the stream; read back
 * by aclrtAllocatorGetByStream and called by the caller; then unregistered
 * and everything released. The registry itself never calls the functions. */
#include <string.h>

#include "helpers/alloc.h"
#include "helpers/chain.h"

ACLCTS_TEST(ALLOC028, TheSamplesCustomAllocator, "ALLOC028 ALLOC022 ALLOC024 ALLOC003", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    chain_set_device(t, "ALLOC028", 0);
    aclrtContext ctx = chain_create_context(t, "ALLOC028", 0);
    aclrtStream s = chain_create_stream(t, "ALLOC028");
    alloc_kit a = alloc_kit_a();
    const alloc_counts *counts = a.obj;
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC028", &a, ALLOC_ALL);
    alloc_register(t, "ALLOC028", s, d);

    aclrtAllocatorDesc desc = NULL;
    aclrtAllocator obj = NULL;
    aclrtAllocatorAllocFunc alloc = NULL;
    aclrtAllocatorFreeFunc fr = NULL;
    aclrtAllocatorAllocAdviseFunc advise = NULL;
    aclrtAllocatorGetAddrFromBlockFunc get_addr = NULL;
    CHECK_CODE_FATAL(t, t->acl->aclrtAllocatorGetByStream(s, &desc, &obj, &alloc, &fr, &advise, &get_addr),
                     ACL_SUCCESS);
    CHECK_TRUE(t, desc == d && obj == a.obj, "descriptor %p, object %p; expected %p, %p", desc, obj, d, a.obj);
    CHECK_TRUE(t, alloc == a.alloc && fr == a.free && advise == a.advise && get_addr == a.get_addr,
               "the functions read back are not the ones set");
    CHECK_TRUE(t, counts->allocs + counts->frees + counts->advises == 0,
               "the registry called the allocator: %u allocs, %u frees, %u advises", counts->allocs, counts->frees,
               counts->advises);
    if (alloc != a.alloc || fr != a.free || advise != a.advise || get_addr != a.get_addr) return;

    /* The caller's use of what it read back, as the sample does. */
    aclrtAllocatorBlock block = alloc(obj, 256);
    CHECK_TRUE(t, block != NULL, "allocFunc(allocator, 256) gave NULL");
    if (block == NULL) return;
    unsigned char *addr = get_addr(block);
    CHECK_TRUE(t, addr != NULL, "getAddrFromBlockFunc(block) gave NULL");
    if (addr != NULL) {
        memset(addr, 0xAB, 256);
        CHECK_INT(t, addr[255], 0xAB);
    }
    aclrtAllocatorBlock advised = advise(obj, 128, NULL);
    CHECK_TRUE(t, advised != NULL, "allocAdviseFunc(allocator, 128, NULL) gave NULL");
    if (advised != NULL) fr(obj, advised);
    fr(obj, block);
    CHECK_INT(t, counts->allocs, 2);
    CHECK_INT(t, counts->advises, 1);
    CHECK_INT(t, counts->frees, 2);

    CHECK_CODE_FOR(t, "ALLOC024", t->acl->aclrtAllocatorUnregister(s), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "ALLOC003", t->acl->aclrtAllocatorDestroyDesc(d), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "STREAM004", t->acl->aclrtDestroyStream(s), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "CTX003", t->acl->aclrtDestroyContext(ctx), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "SETDEV002", t->acl->aclrtResetDeviceForce(0), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "FIN001", t->acl->aclFinalize(), ACL_SUCCESS);
    /* The registry never called anything after the caller's own calls. */
    CHECK_INT(t, counts->allocs + counts->frees, 4);
}

/* Two streams with two allocators: each stream gives its own, and calling
 * one allocator leaves the other's object untouched. */
ACLCTS_TEST(ALLOC028, TwoStreamsTwoAllocators, "ALLOC028 ALLOC014", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "ALLOC028", 0);
    aclrtStream s1 = chain_create_stream(t, "ALLOC028"), s2 = chain_create_stream(t, "ALLOC028");
    alloc_kit a = alloc_kit_a(), b = alloc_kit_b();
    alloc_register(t, "ALLOC028", s1, alloc_desc(t, "ALLOC028", &a, ALLOC_ALL));
    alloc_register(t, "ALLOC028", s2, alloc_desc(t, "ALLOC028", &b, ALLOC_ALL));
    aclrtAllocatorDesc desc = NULL;
    aclrtAllocator obj = NULL;
    aclrtAllocatorAllocFunc alloc = NULL;
    aclrtAllocatorFreeFunc fr = NULL;
    CHECK_CODE_FATAL(t, t->acl->aclrtAllocatorGetByStream(s2, &desc, &obj, &alloc, &fr, NULL, NULL), ACL_SUCCESS);
    CHECK_TRUE(t, obj == b.obj && alloc == b.alloc && fr == b.free, "stream 2 did not give the second allocator");
    if (obj != b.obj || alloc != b.alloc || fr != b.free) return;
    fr(obj, alloc(obj, 64));
    const alloc_counts *ca = a.obj, *cb = b.obj;
    CHECK_INT(t, cb->allocs, 1);
    CHECK_INT(t, cb->frees, 1);
    CHECK_INT(t, ca->allocs + ca->frees, 0);
}
