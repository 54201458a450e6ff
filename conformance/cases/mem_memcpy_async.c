/* MEM027, MEM030: asynchronous copies. The stream goes to the runtime as
 * given (memory.cpp aclrtMemcpyAsyncImpl), which validates it
 * (api_c.cc rtMemcpyAsync: RT_VALIDATE_AND_UNWRAP_OBJECT, 107017), needs a
 * current context (api_error.cc ApiErrorDecorator::MemcpyAsync, 107002) and
 * a stream of that context (api_impl.cc ApiImpl::MemcpyAsync, 107003). The
 * spy's model completes a copy at once; the product's runtime beneath runs
 * no task, and the byte checks are skipped there. */
#include "helpers/chain.h"
#include "helpers/mem.h"
#include "helpers/traces.h"

static unsigned char g_src[64] = "asynchronous bytes";

ACLCTS_TEST(MEM027, TheStreamIsHandedOn, "MEM027", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    mem_ready(t, "MEM027");
    void *p = mem_alloc(t, "MEM027", 64);
    aclrtStream s = chain_create_stream(t, "MEM027");
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtMemcpyAsync(p, 64, g_src, 8, ACL_MEMCPY_HOST_TO_DEVICE, s), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtMemcpyAsync(p, 64, g_src, 8, ACL_MEMCPY_HOST_TO_DEVICE, NULL), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtMemcpyAsync(ptr,64,ptr,8,1,ptr)=0\nrtMemcpyAsync(ptr,64,ptr,8,1,NULL)=0\n");
}

#define MEM_ASYNC_FAULT(NAME, CODE)                                                                      \
    ACLCTS_TEST(MEM027, NAME, "MEM027", ACLCTS_PRODUCT | ACLCTS_TRACE)                                   \
    {                                                                                                    \
        mem_ready(t, "MEM027");                                                                          \
        void *p = mem_alloc(t, "MEM027", 64);                                                            \
        aclcts_fail(t, "rtMemcpyAsync", (CODE), 1);                                                      \
        MEM_EXPECT_PASSED(t, t->acl->aclrtMemcpyAsync(p, 64, g_src, 8, ACL_MEMCPY_HOST_TO_DEVICE, NULL), \
                          "rtMemcpyAsync", "ptr,64,ptr,8,1,NULL");                                       \
        CHECK_INT(t, trace_call_at(t, aclcts_mark(t) - 1)->ret, (CODE));                                 \
    }

MEM_ASYNC_FAULT(DriverErrorComesBack, ACL_ERROR_RT_DRV_INTERNAL_ERROR)
MEM_ASYNC_FAULT(NotSupportedComesBack, ACL_ERROR_RT_FEATURE_NOT_SUPPORT)

/* The runtime's own answers about the stream and the context. */
ACLCTS_TEST(MEM027, ADestroyedStreamIsTheRuntimesToRefuse, "MEM027", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    mem_ready(t, "MEM027");
    void *p = mem_alloc(t, "MEM027", 64);
    aclrtStream s = chain_create_stream(t, "MEM027");
    CHECK_CODE_FATAL(t, t->acl->aclrtDestroyStream(s), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtMemcpyAsync(p, 64, g_src, 8, ACL_MEMCPY_HOST_TO_DEVICE, s), ACL_ERROR_RT_INVALID_HANDLE);
    CHECK_TRACE(t, m, "rtMemcpyAsync(ptr,64,ptr,8,1,ptr)=107017\n");
}

ACLCTS_TEST(MEM027, AnEventAsTheStreamIsTheRuntimesToRefuse, "MEM027", ACLCTS_PRODUCT)
{
    mem_ready(t, "MEM027");
    void *p = mem_alloc(t, "MEM027", 64);
    aclrtEvent e = chain_create_event(t, "MEM027");
    CHECK_CODE(t, t->acl->aclrtMemcpyAsync(p, 64, g_src, 8, ACL_MEMCPY_HOST_TO_DEVICE, (aclrtStream)e),
               ACL_ERROR_RT_INVALID_HANDLE);
}

ACLCTS_TEST(MEM027, AStreamOfAnotherContextIsTheRuntimesToRefuse, "MEM027", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    (void)chain_create_context(t, "MEM027", 1);
    aclrtStream s = chain_create_stream(t, "MEM027");
    mem_ready(t, "MEM027");
    void *p = mem_alloc(t, "MEM027", 64);
    CHECK_CODE(t, t->acl->aclrtMemcpyAsync(p, 64, g_src, 8, ACL_MEMCPY_HOST_TO_DEVICE, s), ACL_ERROR_RT_STREAM_CONTEXT);
}

/* MEM030: the bytes are there once the stream is synchronised. */
ACLCTS_TEST(MEM030, CopiedThroughAStream, "MEM030 MEM027", ACLCTS_PRODUCT)
{
    mem_need_async_bytes(t);
    mem_ready(t, "MEM030");
    void *p = mem_alloc(t, "MEM030", 64);
    aclrtStream s = chain_create_stream(t, "MEM030");
    const unsigned char *in = mem_pattern(0x61, 64);
    CHECK_CODE(t, t->acl->aclrtMemcpyAsync(p, 64, in, 64, ACL_MEMCPY_HOST_TO_DEVICE, s), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSynchronizeStream(s), ACL_SUCCESS);
    mem_expect_bytes(t, "MEM030", p, in, 64);
    unsigned char out[64] = {0};
    CHECK_CODE(t, t->acl->aclrtMemcpyAsync(out, 64, p, 64, ACL_MEMCPY_DEVICE_TO_HOST, s), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSynchronizeStream(s), ACL_SUCCESS);
    mem_expect_host_bytes(t, "MEM030", out, in, 64);
}

ACLCTS_TEST(MEM030, CopiedThroughTheDefaultStream, "MEM030", ACLCTS_PRODUCT)
{
    mem_need_async_bytes(t);
    mem_ready(t, "MEM030");
    void *a = mem_alloc(t, "MEM030", 64), *b = mem_alloc(t, "MEM030", 64);
    mem_put(t, "MEM030", a, mem_pattern(0x10, 64), 64);
    CHECK_CODE(t, t->acl->aclrtMemcpyAsync(b, 64, a, 64, ACL_MEMCPY_DEVICE_TO_DEVICE, NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSynchronizeStream(NULL), ACL_SUCCESS);
    mem_expect_bytes(t, "MEM030", b, mem_pattern(0x10, 64), 64);
}
