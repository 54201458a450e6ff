/* MEM031-MEM036: sets (memory.cpp aclrtMemsetImpl, aclrtMemsetAsyncImpl).
 * A zero count succeeds before the NULL check; the value goes to the runtime
 * as uint32_t, and the driver sets its low byte (npu_driver_mem.cc
 * NpuDriver::MemSetSync); maxCount is not the library's to check. */
#include <string.h>

#include "helpers/chain.h"
#include "helpers/mem.h"
#include "helpers/text.h"
#include "helpers/traces.h"

#define MEM_ZERO_SET(NAME, CALL) \
    ACLCTS_TEST(MEM031, NAME, "MEM031", ACLCTS_PRODUCT) { MEM_EXPECT_NO_CALL(t, CALL, ACL_SUCCESS); }

MEM_ZERO_SET(ZeroCountWithNull, t->acl->aclrtMemset(NULL, 0, 1, 0))
MEM_ZERO_SET(AsyncZeroCountWithNull, t->acl->aclrtMemsetAsync(NULL, 64, 1, 0, NULL))
MEM_ZERO_SET(AsyncZeroCountWithABadStream, t->acl->aclrtMemsetAsync(NULL, 64, 1, 0, (aclrtStream)MEM_SENTINEL))

#define MEM_NULL_SET(NAME, CALL)                        \
    ACLCTS_TEST(MEM032, NAME, "MEM032", ACLCTS_PRODUCT) \
    {                                                   \
        mem_ready(t, "MEM032");                         \
        MEM_EXPECT_REFUSED(t, CALL);                    \
    }

MEM_NULL_SET(NullIsRefused, t->acl->aclrtMemset(NULL, 64, 1, 8))
MEM_NULL_SET(AsyncNullIsRefused, t->acl->aclrtMemsetAsync(NULL, 64, 1, 8, NULL))

/* MEM033: the value as uint32_t, the sizes as given, the code back. */
ACLCTS_TEST(MEM033, ValueAsUnsigned, "MEM033", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    mem_ready(t, "MEM033");
    void *p = mem_alloc(t, "MEM033", 64);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtMemset(p, 64, -1, 10), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtMemset(p, 60, 0x1AB, 3), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtMemset(ptr,64,4294967295,10)=0\nrtMemset(ptr,60,427,3)=0\n");
}

ACLCTS_TEST(MEM033, TheRuntimesCodeComesBack, "MEM033", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    mem_ready(t, "MEM033");
    void *p = mem_alloc(t, "MEM033", 64);
    aclcts_fail(t, "rtMemset", ACL_ERROR_RT_DRV_INTERNAL_ERROR, 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtMemset(p, 64, 0, 8), ACL_ERROR_RT_DRV_INTERNAL_ERROR);
    CHECK_TRACE(t, m, "rtMemset(ptr,64,0,8)=507899\n");
}

/* Count above maxCount reaches the runtime; nothing past maxCount is written. */
ACLCTS_TEST(MEM033, CountAboveMaxCountReachesTheRuntime, "MEM033", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    mem_ready(t, "MEM033");
    void *p = mem_alloc(t, "MEM033", 64);
    mem_put(t, "MEM033", p, mem_fill(0x55, 16), 16);
    MEM_EXPECT_PASSED(t, t->acl->aclrtMemset(p, 4, 0x11, 8), "rtMemset", "ptr,4,17,8");
    unsigned char out[16];
    memset(out, 0, sizeof out);
    CHECK_CODE(t, t->acl->aclrtMemcpy(out, 16, p, 16, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
    mem_expect_host_bytes(t, "MEM033", out + 4, mem_fill(0x55, 12), 12);
}

/* MEM034: the low byte, exactly count bytes. */
ACLCTS_TEST(MEM034, TheLowByteIntoCountBytes, "MEM034", ACLCTS_PRODUCT)
{
    mem_ready(t, "MEM034");
    void *p = mem_alloc(t, "MEM034", 64);
    mem_put(t, "MEM034", p, mem_fill(0x00, 64), 64);
    CHECK_CODE(t, t->acl->aclrtMemset(p, 64, 0x1AB, 10), ACL_SUCCESS);
    unsigned char want[64];
    memset(want, 0, sizeof want);
    memset(want, 0xAB, 10);
    mem_expect_bytes(t, "MEM034", p, want, 64);
}

ACLCTS_TEST(MEM034, MinusOneSetsFF, "MEM034", ACLCTS_PRODUCT)
{
    mem_ready(t, "MEM034");
    unsigned char *p = mem_alloc(t, "MEM034", 64);
    mem_put(t, "MEM034", p, mem_fill(0x00, 64), 64);
    CHECK_CODE(t, t->acl->aclrtMemset(p + 5, 59, -1, 20), ACL_SUCCESS);
    unsigned char want[64];
    memset(want, 0, sizeof want);
    memset(want + 5, 0xFF, 20);
    mem_expect_bytes(t, "MEM034", p, want, 64);
}

ACLCTS_TEST(MEM034, HostMemoryToo, "MEM034 MEM015", ACLCTS_PRODUCT)
{
    mem_ready(t, "MEM034");
    unsigned char *h = mem_alloc_host(t, "MEM034", 32);
    memset(h, 0, 32);
    CHECK_CODE(t, t->acl->aclrtMemset(h, 32, 0x7F, 31), ACL_SUCCESS);
    unsigned char want[32];
    memset(want, 0x7F, 31);
    want[31] = 0;
    mem_expect_host_bytes(t, "MEM034", h, want, 32);
}

/* MEM035: the asynchronous set. */
ACLCTS_TEST(MEM035, TheStreamIsHandedOn, "MEM035", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    mem_ready(t, "MEM035");
    void *p = mem_alloc(t, "MEM035", 64);
    aclrtStream s = chain_create_stream(t, "MEM035");
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtMemsetAsync(p, 64, 90, 8, s), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtMemsetAsync(p, 64, -2, 8, NULL), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtMemsetAsync(ptr,64,90,8,ptr)=0\nrtMemsetAsync(ptr,64,4294967294,8,NULL)=0\n");
}

ACLCTS_TEST(MEM035, TheRuntimesCodeComesBack, "MEM035", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    mem_ready(t, "MEM035");
    void *p = mem_alloc(t, "MEM035", 64);
    aclcts_fail(t, "rtMemsetAsync", ACL_ERROR_RT_DRV_INTERNAL_ERROR, 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtMemsetAsync(p, 64, 0, 8, NULL), ACL_ERROR_RT_DRV_INTERNAL_ERROR);
    CHECK_TRACE(t, m, "rtMemsetAsync(ptr,64,0,8,NULL)=507899\n");
}

ACLCTS_TEST(MEM035, CountAboveMaxCountIsTheRuntimesToRefuse, "MEM035", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    mem_ready(t, "MEM035");
    void *p = mem_alloc(t, "MEM035", 64);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtMemsetAsync(p, 4, 1, 8, NULL), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_TRACE(t, m, "rtMemsetAsync(ptr,4,1,8,NULL)=107000\n");
}

ACLCTS_TEST(MEM035, ADestroyedStreamIsTheRuntimesToRefuse, "MEM035", ACLCTS_PRODUCT)
{
    mem_ready(t, "MEM035");
    void *p = mem_alloc(t, "MEM035", 64);
    aclrtStream s = chain_create_stream(t, "MEM035");
    CHECK_CODE_FATAL(t, t->acl->aclrtDestroyStream(s), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtMemsetAsync(p, 64, 1, 8, s), ACL_ERROR_RT_INVALID_HANDLE);
}

ACLCTS_TEST(MEM035, AStreamOfAnotherContextIsTheRuntimesToRefuse, "MEM035", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    (void)chain_create_context(t, "MEM035", 1);
    aclrtStream s = chain_create_stream(t, "MEM035");
    mem_ready(t, "MEM035");
    void *p = mem_alloc(t, "MEM035", 64);
    CHECK_CODE(t, t->acl->aclrtMemsetAsync(p, 64, 1, 8, s), ACL_ERROR_RT_STREAM_CONTEXT);
}

/* MEM036: set once the stream is synchronised. */
ACLCTS_TEST(MEM036, SetThroughAStream, "MEM036 MEM035", ACLCTS_PRODUCT)
{
    mem_need_async_bytes(t);
    mem_ready(t, "MEM036");
    void *p = mem_alloc(t, "MEM036", 64);
    mem_put(t, "MEM036", p, mem_fill(0x00, 64), 64);
    aclrtStream s = chain_create_stream(t, "MEM036");
    CHECK_CODE(t, t->acl->aclrtMemsetAsync(p, 64, 0x3C, 33, s), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSynchronizeStream(s), ACL_SUCCESS);
    unsigned char want[64];
    memset(want, 0, sizeof want);
    memset(want, 0x3C, 33);
    mem_expect_bytes(t, "MEM036", p, want, 64);
}
