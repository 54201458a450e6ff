/* The allocator registry (ALLOC; src/acl/aclrt_impl/allocator.cpp): one
 * process-wide table from a stream's handle value to a descriptor handle and
 * a copy of what the descriptor held when it was registered. The stream is
 * a key, never asked of the runtime (ALLOC014): no function here calls a
 * lower layer, needs aclInit, or calls the allocator's functions (ALLOC028:
 * they are kept and handed back, nothing more). */
#include <stdbool.h>
#include <stdlib.h>

#include "acl/acl.h"
#include "errmsg.h"
#include "state.h"

/* Reports a NULL member of a descriptor as the product names it. */
#define REQUIRE_MEMBER(value, name)                                                                                 \
    REQUIRE((value) != NULL, ACL_ERROR_INVALID_PARAM, "ALLOC012", EH_NULL_POINTER, "%s: param %s must not be null", \
            __func__, (name))

/* The entry of `stream`, or NULL. Called under the allocator lock. */
static allocator_entry *find_entry(allocator_list *list, aclrtStream stream)
{
    for (size_t i = 0; i < list->count; i++) {
        if (list->entries[i].stream == stream) return &list->entries[i];
    }
    return NULL;
}

/* A new entry for `stream` at the end of the list, or NULL when memory runs
 * out. Called under the allocator lock. */
static allocator_entry *add_entry(allocator_list *list, aclrtStream stream)
{
    if (list->count == list->capacity) {
        size_t cap = list->capacity ? 2 * list->capacity : 8;
        allocator_entry *grown = realloc(list->entries, cap * sizeof(*grown));
        if (grown == NULL) return NULL; /* GCOVR_EXCL_LINE: allocation failure, which no test can cause */
        list->entries = grown;
        list->capacity = cap;
    }
    allocator_entry *e = &list->entries[list->count++];
    e->stream = stream;
    return e;
}

ACL_FUNC_VISIBILITY aclError aclrtAllocatorRegister(aclrtStream stream, aclrtAllocatorDesc allocatorDesc)
{
    /* ALLOC010: NULL is no default stream here. */
    REQUIRE_NOT_NULL(stream, "ALLOC010");
    REQUIRE_NOT_NULL(allocatorDesc, "ALLOC011");
    const allocator_desc *desc = allocatorDesc;
    /* ALLOC012, in this order; ALLOC013: the advise function may be NULL. */
    REQUIRE_MEMBER(desc->obj, "allocatorDesc->obj");
    REQUIRE_MEMBER(desc->alloc_func, "allocatorDesc->allocFunc");
    REQUIRE_MEMBER(desc->free_func, "allocatorDesc->freeFunc");
    REQUIRE_MEMBER(desc->get_addr_from_block_func, "allocatorDesc->getAddrFromBlockFunc");

    aclref_state *s = state_get();
    state_lock_allocators(); /* ALLOC025 */
    allocator_entry *e = find_entry(&s->allocators, stream);
    if (e == NULL) e = add_entry(&s->allocators, stream); /* ALLOC017: one entry per stream value */
    if (e == NULL) {                                      /* GCOVR_EXCL_BR_LINE: allocation failure */
        state_unlock_allocators();                        /* GCOVR_EXCL_LINE: allocation failure */
        return ACL_ERROR_BAD_ALLOC;                       /* GCOVR_EXCL_LINE: the product would throw std::bad_alloc */
    }
    /* ALLOC016: a registered stream's entry is replaced. ALLOC015: a copy, so
     * later sets on the descriptor do not reach it. */
    e->user_desc = allocatorDesc;
    e->copy = *desc;
    state_unlock_allocators();
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtAllocatorGetByStream(aclrtStream stream, aclrtAllocatorDesc *allocatorDesc,
                                                       aclrtAllocator *allocator, aclrtAllocatorAllocFunc *allocFunc,
                                                       aclrtAllocatorFreeFunc *freeFunc,
                                                       aclrtAllocatorAllocAdviseFunc *allocAdviseFunc,
                                                       aclrtAllocatorGetAddrFromBlockFunc *getAddrFromBlockFunc)
{
    REQUIRE_NOT_NULL(allocatorDesc, "ALLOC019"); /* before the stream */
    REQUIRE_NOT_NULL(stream, "ALLOC020");
    aclref_state *s = state_get();
    allocator_entry found = {0};
    state_lock_allocators();
    const allocator_entry *e = find_entry(&s->allocators, stream);
    const bool registered = e != NULL;
    if (registered) found = *e;
    state_unlock_allocators();
    REQUIRE(registered, ACL_ERROR_INVALID_PARAM, "ALLOC021", EH_INVALID_PARAM_NO_VALUE,
            "%s failed. Parameter %s is invalid. Reason: %s.", __func__, "stream",
            "The stream is not registered with any allocator");
    /* ALLOC022: the handle as registered (ALLOC018: even when destroyed since),
     * the rest from the copy, each only where the caller asked for it. */
    *allocatorDesc = found.user_desc;
    if (allocator != NULL) *allocator = found.copy.obj;
    if (allocFunc != NULL) *allocFunc = found.copy.alloc_func;
    if (freeFunc != NULL) *freeFunc = found.copy.free_func;
    if (allocAdviseFunc != NULL) *allocAdviseFunc = found.copy.alloc_advise_func;
    if (getAddrFromBlockFunc != NULL) *getAddrFromBlockFunc = found.copy.get_addr_from_block_func;
    return ACL_SUCCESS;
}

/* ALLOC024: removes the stream's entry if it has one; success either way.
 * ALLOC026: the only way out of the registry (no reset, finalize or stream
 * destruction touches it). */
ACL_FUNC_VISIBILITY aclError aclrtAllocatorUnregister(aclrtStream stream)
{
    REQUIRE_NOT_NULL(stream, "ALLOC023");
    aclref_state *s = state_get();
    state_lock_allocators();
    allocator_entry *e = find_entry(&s->allocators, stream);
    if (e != NULL) *e = s->allocators.entries[--s->allocators.count];
    state_unlock_allocators();
    return ACL_SUCCESS;
}
