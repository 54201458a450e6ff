/* ALLOC: the allocator registry's vocabulary (see alloc.h). */
#include "helpers/alloc.h"

#include <stdlib.h>
#include <string.h>

/* A block as the product's sample makes it: the host memory and its size,
 * tagged with the kit that made it. */
typedef struct alloc_block {
    void *addr;
    size_t size;
    char kit;
} alloc_block;

static void *kit_alloc(aclrtAllocator allocator, size_t size, char kit)
{
    alloc_block *b = malloc(sizeof(*b));
    if (b == NULL) return NULL;
    b->addr = malloc(size ? size : 1);
    if (b->addr == NULL) {
        free(b);
        return NULL;
    }
    b->size = size;
    b->kit = kit;
    if (allocator != NULL) ((alloc_counts *)allocator)->allocs++;
    return b;
}

static void kit_free(aclrtAllocator allocator, aclrtAllocatorBlock block, char kit)
{
    alloc_block *b = block;
    if (b != NULL && b->kit == kit) {
        free(b->addr);
        free(b);
    }
    if (allocator != NULL) ((alloc_counts *)allocator)->frees++;
}

static void *kit_advise(aclrtAllocator allocator, size_t size, aclrtAllocatorAddr addr, char kit)
{
    (void)addr;
    if (allocator != NULL) ((alloc_counts *)allocator)->advises++;
    return kit_alloc(allocator, size, kit);
}

static void *kit_get_addr(aclrtAllocatorBlock block, char kit)
{
    alloc_block *b = block;
    return b != NULL && b->kit == kit ? b->addr : NULL;
}

/* Each kit's functions pass their own tag, so no two are identical code (a
 * compiler may not fold them into one address). */
static void *a_alloc(aclrtAllocator allocator, size_t size) { return kit_alloc(allocator, size, 'A'); }
static void a_free(aclrtAllocator allocator, aclrtAllocatorBlock block) { kit_free(allocator, block, 'A'); }
static void *a_advise(aclrtAllocator allocator, size_t size, aclrtAllocatorAddr addr)
{
    return kit_advise(allocator, size, addr, 'A');
}
static void *a_get_addr(aclrtAllocatorBlock block) { return kit_get_addr(block, 'A'); }

static void *b_alloc(aclrtAllocator allocator, size_t size) { return kit_alloc(allocator, size, 'B'); }
static void b_free(aclrtAllocator allocator, aclrtAllocatorBlock block) { kit_free(allocator, block, 'B'); }
static void *b_advise(aclrtAllocator allocator, size_t size, aclrtAllocatorAddr addr)
{
    return kit_advise(allocator, size, addr, 'B');
}
static void *b_get_addr(aclrtAllocatorBlock block) { return kit_get_addr(block, 'B'); }

static alloc_counts g_counts_a, g_counts_b;

alloc_kit alloc_kit_a(void)
{
    memset(&g_counts_a, 0, sizeof(g_counts_a));
    return (alloc_kit){&g_counts_a, a_alloc, a_free, a_advise, a_get_addr};
}

alloc_kit alloc_kit_b(void)
{
    memset(&g_counts_b, 0, sizeof(g_counts_b));
    return (alloc_kit){&g_counts_b, b_alloc, b_free, b_advise, b_get_addr};
}

void alloc_set_(aclcts_t *t, const char *rule, aclrtAllocatorDesc d, const alloc_kit *k, unsigned members)
{
    if (members & ALLOC_OBJ) CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclrtAllocatorSetObjToDesc(d, k->obj), ACL_SUCCESS);
    if (members & ALLOC_ALLOC) {
        CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclrtAllocatorSetAllocFuncToDesc(d, k->alloc), ACL_SUCCESS);
    }
    if (members & ALLOC_FREE) {
        CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclrtAllocatorSetFreeFuncToDesc(d, k->free), ACL_SUCCESS);
    }
    if (members & ALLOC_ADVISE) {
        CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclrtAllocatorSetAllocAdviseFuncToDesc(d, k->advise), ACL_SUCCESS);
    }
    if (members & ALLOC_GET_ADDR) {
        CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclrtAllocatorSetGetAddrFromBlockFuncToDesc(d, k->get_addr), ACL_SUCCESS);
    }
}

aclrtAllocatorDesc alloc_desc(aclcts_t *t, const char *rule, const alloc_kit *k, unsigned members)
{
    aclrtAllocatorDesc d = t->acl->aclrtAllocatorCreateDesc();
    aclcts_check_int(t, "ALLOC001", __FILE__, __LINE__, "t->acl->aclrtAllocatorCreateDesc() != NULL", d != NULL, 1, 1);
    alloc_set_(t, rule, d, k, members);
    return d;
}

void alloc_register_(aclcts_t *t, const char *rule, aclrtStream stream, aclrtAllocatorDesc d)
{
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclrtAllocatorRegister(stream, d), ACL_SUCCESS);
}

void alloc_expect_registered_(aclcts_t *t, const char *rule, aclrtStream stream, aclrtAllocatorDesc d,
                              const alloc_kit *k)
{
    aclrtAllocatorDesc desc = ALLOC_SENTINEL;
    aclrtAllocator obj = ALLOC_SENTINEL;
    aclrtAllocatorAllocFunc alloc = NULL;
    aclrtAllocatorFreeFunc fr = NULL;
    aclrtAllocatorAllocAdviseFunc advise = NULL;
    aclrtAllocatorGetAddrFromBlockFunc get_addr = NULL;
    CHECK_CODE_FOR(t, rule, t->acl->aclrtAllocatorGetByStream(stream, &desc, &obj, &alloc, &fr, &advise, &get_addr),
                   ACL_SUCCESS);
    CHECK_TRUE_FOR(t, rule, desc == d, "the descriptor is %p, registered was %p", desc, d);
    CHECK_TRUE_FOR(t, rule, obj == k->obj, "the allocator object is %p, expected %p", obj, k->obj);
    CHECK_TRUE_FOR(t, rule, alloc == k->alloc, "allocFunc is %p, expected %p", ALLOC_FN_PTR(alloc),
                   ALLOC_FN_PTR(k->alloc));
    CHECK_TRUE_FOR(t, rule, fr == k->free, "freeFunc is %p, expected %p", ALLOC_FN_PTR(fr), ALLOC_FN_PTR(k->free));
    CHECK_TRUE_FOR(t, rule, advise == k->advise, "allocAdviseFunc is %p, expected %p", ALLOC_FN_PTR(advise),
                   ALLOC_FN_PTR(k->advise));
    CHECK_TRUE_FOR(t, rule, get_addr == k->get_addr, "getAddrFromBlockFunc is %p, expected %p", ALLOC_FN_PTR(get_addr),
                   ALLOC_FN_PTR(k->get_addr));
}

void alloc_expect_unregistered_(aclcts_t *t, const char *rule, aclrtStream stream)
{
    aclrtAllocatorDesc desc = ALLOC_SENTINEL;
    aclrtAllocator obj = ALLOC_SENTINEL;
    aclrtAllocatorAllocFunc alloc = (aclrtAllocatorAllocFunc)(uintptr_t)ALLOC_SENTINEL;
    aclrtAllocatorFreeFunc fr = (aclrtAllocatorFreeFunc)(uintptr_t)ALLOC_SENTINEL;
    aclrtAllocatorAllocAdviseFunc advise = (aclrtAllocatorAllocAdviseFunc)(uintptr_t)ALLOC_SENTINEL;
    aclrtAllocatorGetAddrFromBlockFunc get_addr = (aclrtAllocatorGetAddrFromBlockFunc)(uintptr_t)ALLOC_SENTINEL;
    CHECK_CODE_FOR(t, rule, t->acl->aclrtAllocatorGetByStream(stream, &desc, &obj, &alloc, &fr, &advise, &get_addr),
                   ACL_ERROR_INVALID_PARAM);
    int untouched = desc == ALLOC_SENTINEL && obj == ALLOC_SENTINEL && ALLOC_FN_PTR(alloc) == ALLOC_SENTINEL &&
                    ALLOC_FN_PTR(fr) == ALLOC_SENTINEL && ALLOC_FN_PTR(advise) == ALLOC_SENTINEL &&
                    ALLOC_FN_PTR(get_addr) == ALLOC_SENTINEL;
    CHECK_TRUE_FOR(t, rule, untouched, "a refused aclrtAllocatorGetByStream wrote an output (descriptor %p, object %p)",
                   desc, obj);
}
