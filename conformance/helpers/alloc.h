/* ALLOC: the allocator registry's vocabulary (src/acl/aclrt_impl/allocator.cpp).
 * Two kits of a custom allocator in the shape of the product's sample
 * (example/3_memory_advanced/allocator/0_custom_allocator/main.cpp): an
 * allocator object counting its calls and four functions over host memory,
 * distinct per kit; a descriptor made with some of a kit's members set; what
 * aclrtAllocatorGetByStream answers for a stream; fake stream handle values
 * (the registry keys on the value and never asks the runtime about it). */
#ifndef ACLCTS_HELPERS_ALLOC_H_
#define ACLCTS_HELPERS_ALLOC_H_

#include <stdint.h>

#include "aclcts/case.h"

/* The allocator object of a kit: how often each of its functions ran. */
typedef struct alloc_counts {
    unsigned allocs, frees, advises, addrs;
} alloc_counts;

/* A descriptor's five members. */
typedef struct alloc_kit {
    aclrtAllocator obj;
    aclrtAllocatorAllocFunc alloc;
    aclrtAllocatorFreeFunc free;
    aclrtAllocatorAllocAdviseFunc advise;
    aclrtAllocatorGetAddrFromBlockFunc get_addr;
} alloc_kit;

/* Two kits: every member of one differs from the other's. Their objects are
 * alloc_counts of their own, zeroed when the kit is taken. */
alloc_kit alloc_kit_a(void);
alloc_kit alloc_kit_b(void);

/* Which members alloc_desc sets, each with its own aclrtAllocator*ToDesc. */
#define ALLOC_OBJ 0x01u
#define ALLOC_ALLOC 0x02u
#define ALLOC_FREE 0x04u
#define ALLOC_ADVISE 0x08u
#define ALLOC_GET_ADDR 0x10u
#define ALLOC_ALL 0x1fu
/* What aclrtAllocatorRegister needs (the advise function is optional). */
#define ALLOC_REQUIRED (ALLOC_OBJ | ALLOC_ALLOC | ALLOC_FREE | ALLOC_GET_ADDR)

/* A new descriptor (non-NULL, checked fatally) with `members` of k set, each
 * set returning 0 (fatally, against `rule`). */
aclrtAllocatorDesc alloc_desc(aclcts_t *t, const char *rule, const alloc_kit *k, unsigned members);

/* Sets `members` of k on an existing descriptor, each returning 0. */
#define alloc_set(t, ...) ACLCTS_HELPER(alloc_set_, t, __VA_ARGS__)
void alloc_set_(aclcts_t *t, const char *rule, aclrtAllocatorDesc d, const alloc_kit *k, unsigned members);

/* aclrtAllocatorRegister(stream, d) returns 0 (fatally). */
#define alloc_register(t, ...) ACLCTS_HELPER(alloc_register_, t, __VA_ARGS__)
void alloc_register_(aclcts_t *t, const char *rule, aclrtStream stream, aclrtAllocatorDesc d);

/* aclrtAllocatorGetByStream(stream, all six outputs) returns 0, gives the
 * descriptor handle d and k's five members. */
#define alloc_expect_registered(t, ...) ACLCTS_HELPER(alloc_expect_registered_, t, __VA_ARGS__)
void alloc_expect_registered_(aclcts_t *t, const char *rule, aclrtStream stream, aclrtAllocatorDesc d,
                              const alloc_kit *k);

/* aclrtAllocatorGetByStream(stream, all six outputs) returns
 * ACL_ERROR_INVALID_PARAM and writes none of them. */
#define alloc_expect_unregistered(t, ...) ACLCTS_HELPER(alloc_expect_unregistered_, t, __VA_ARGS__)
void alloc_expect_unregistered_(aclcts_t *t, const char *rule, aclrtStream stream);

/* A fake stream handle value, n = 0, 1, ...: never a handle the runtime
 * gave (no stream is ever created at these addresses). */
#define ALLOC_FAKE_STREAM(n) ((aclrtStream)(uintptr_t)(0xa110c000u + 0x100u * (unsigned)(n)))

/* A value no call should write into an output. */
#define ALLOC_SENTINEL ((void *)(uintptr_t)0x5e5e5e5eu)

/* A function pointer as a data pointer, for %p. */
#define ALLOC_FN_PTR(f) ((void *)(uintptr_t)(f))

#endif /* ACLCTS_HELPERS_ALLOC_H_ */
