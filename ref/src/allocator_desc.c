/* Allocator descriptors (ALLOC; src/acl/aclrt_impl/allocator.cpp). A
 * descriptor is host memory holding a user allocator object and its four
 * functions. Nothing here needs aclInit or calls a lower layer (ALLOC001);
 * a descriptor is not validated beyond its NULL check. */
#include <stdlib.h>

#include "acl/acl.h"
#include "errmsg.h"
#include "state.h"

/* ALLOC001: a new descriptor each call, NULL only when memory runs out.
 * HAZ011: every member starts NULL (the product leaves the four functions
 * uninitialised). */
ACL_FUNC_VISIBILITY aclrtAllocatorDesc aclrtAllocatorCreateDesc(void)
{
    allocator_desc *desc = calloc(1, sizeof(*desc));
    return desc; /* NULL when calloc fails */
}

/* ALLOC003: the descriptor's memory goes; a registration made from it keeps
 * its own copy (ALLOC018). */
ACL_FUNC_VISIBILITY aclError aclrtAllocatorDestroyDesc(aclrtAllocatorDesc allocatorDesc)
{
    REQUIRE_NOT_NULL(allocatorDesc, "ALLOC002");
    free(allocatorDesc);
    return ACL_SUCCESS;
}

/* ALLOC004..ALLOC008: the descriptor first, then the value; a refused call
 * leaves the descriptor as it was. ALLOC009: a set replaces that member
 * only. ALLOC027: each refusal is reported naming the parameter. */
ACL_FUNC_VISIBILITY aclError aclrtAllocatorSetObjToDesc(aclrtAllocatorDesc allocatorDesc, aclrtAllocator allocator)
{
    REQUIRE_NOT_NULL(allocatorDesc, "ALLOC004");
    REQUIRE_NOT_NULL(allocator, "ALLOC004");
    ((allocator_desc *)allocatorDesc)->obj = allocator; /* ALLOC009 */
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtAllocatorSetAllocFuncToDesc(aclrtAllocatorDesc allocatorDesc,
                                                              aclrtAllocatorAllocFunc func)
{
    REQUIRE_NOT_NULL(allocatorDesc, "ALLOC005");
    REQUIRE_NOT_NULL(func, "ALLOC005");
    ((allocator_desc *)allocatorDesc)->alloc_func = func;
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtAllocatorSetFreeFuncToDesc(aclrtAllocatorDesc allocatorDesc,
                                                             aclrtAllocatorFreeFunc func)
{
    REQUIRE_NOT_NULL(allocatorDesc, "ALLOC006");
    REQUIRE_NOT_NULL(func, "ALLOC006");
    ((allocator_desc *)allocatorDesc)->free_func = func;
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtAllocatorSetAllocAdviseFuncToDesc(aclrtAllocatorDesc allocatorDesc,
                                                                    aclrtAllocatorAllocAdviseFunc func)
{
    REQUIRE_NOT_NULL(allocatorDesc, "ALLOC007");
    REQUIRE_NOT_NULL(func, "ALLOC007");
    ((allocator_desc *)allocatorDesc)->alloc_advise_func = func;
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtAllocatorSetGetAddrFromBlockFuncToDesc(aclrtAllocatorDesc allocatorDesc,
                                                                         aclrtAllocatorGetAddrFromBlockFunc func)
{
    REQUIRE_NOT_NULL(allocatorDesc, "ALLOC008");
    REQUIRE_NOT_NULL(func, "ALLOC008");
    ((allocator_desc *)allocatorDesc)->get_addr_from_block_func = func;
    return ACL_SUCCESS;
}
