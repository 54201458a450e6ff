/* MEM020-MEM026, MEM040: copies (memory.cpp aclrtMemcpyImpl,
 * aclrtMemcpyAsyncImpl, MemcpyKindTranslate). A zero count succeeds before
 * anything else; the pointers, then the kind, are the library's to check;
 * destMax is the runtime's (api_error.cc ApiErrorDecorator::MemCopySync,
 * MemcpyAsync). Bytes really move: a block is host memory in the spy's model
 * and over the product's runtime beneath alike. */
#include <string.h>

#include "helpers/mem.h"
#include "helpers/text.h"

static unsigned char g_src[64], g_dst[64];

/* MEM020: count 0, whatever else is wrong, on a fresh process too. */
#define MEM_ZERO_COUNT(NAME, CALL) \
    ACLCTS_TEST(MEM020, NAME, "MEM020", ACLCTS_PRODUCT) { MEM_EXPECT_NO_CALL(t, CALL, ACL_SUCCESS); }

MEM_ZERO_COUNT(ZeroCountWithNullPointers, t->acl->aclrtMemcpy(NULL, 0, NULL, 0, ACL_MEMCPY_HOST_TO_DEVICE))
MEM_ZERO_COUNT(ZeroCountWithARefusedKind, t->acl->aclrtMemcpy(g_dst, 64, g_src, 0, ACL_MEMCPY_INNER_DEVICE_TO_DEVICE))
MEM_ZERO_COUNT(ZeroCountWithAnUnknownKind, t->acl->aclrtMemcpy(NULL, 64, g_src, 0, (aclrtMemcpyKind)100))
MEM_ZERO_COUNT(AsyncZeroCountWithNullPointers,
               t->acl->aclrtMemcpyAsync(NULL, 0, NULL, 0, ACL_MEMCPY_INTER_DEVICE_TO_DEVICE, NULL))
MEM_ZERO_COUNT(AsyncZeroCountWithABadStream,
               t->acl->aclrtMemcpyAsync(g_dst, 64, g_src, 0, ACL_MEMCPY_HOST_TO_HOST, (aclrtStream)g_src))

/* MEM021: NULL pointers, before the kind. */
#define MEM_NULL_COPY(NAME, CALL)                       \
    ACLCTS_TEST(MEM021, NAME, "MEM021", ACLCTS_PRODUCT) \
    {                                                   \
        mem_ready(t, "MEM021");                         \
        MEM_EXPECT_REFUSED(t, CALL);                    \
    }

MEM_NULL_COPY(NullDst, t->acl->aclrtMemcpy(NULL, 64, g_src, 8, ACL_MEMCPY_HOST_TO_DEVICE))
MEM_NULL_COPY(NullSrc, t->acl->aclrtMemcpy(g_dst, 64, NULL, 8, ACL_MEMCPY_HOST_TO_DEVICE))
MEM_NULL_COPY(NullDstWithARefusedKind, t->acl->aclrtMemcpy(NULL, 64, g_src, 8, ACL_MEMCPY_INNER_DEVICE_TO_DEVICE))
MEM_NULL_COPY(AsyncNullDst, t->acl->aclrtMemcpyAsync(NULL, 64, g_src, 8, ACL_MEMCPY_HOST_TO_DEVICE, NULL))
MEM_NULL_COPY(AsyncNullSrc, t->acl->aclrtMemcpyAsync(g_dst, 64, NULL, 8, ACL_MEMCPY_DEVICE_TO_HOST, NULL))

/* MEM022: each kind the runtime gets, synchronous and asynchronous (whose
 * answer may differ beneath, e.g. the location check of the EX kind: the
 * code is the runtime's either way). */
#define MEM_KIND(NAME, KIND, RT)                                                                       \
    ACLCTS_TEST(MEM022, NAME, "MEM022 MEM025 MEM027", ACLCTS_PRODUCT | ACLCTS_TRACE)                   \
    {                                                                                                  \
        mem_ready(t, "MEM022");                                                                        \
        void *p = mem_alloc(t, "MEM022", 64);                                                          \
        size_t m = aclcts_mark(t);                                                                     \
        CHECK_CODE(t, t->acl->aclrtMemcpy(p, 64, g_src, 8, (KIND)), ACL_SUCCESS);                      \
        CHECK_TRACE(t, m, "rtMemcpy(ptr,64,ptr,8," #RT ")=0\n");                                       \
        MEM_EXPECT_PASSED(t, t->acl->aclrtMemcpyAsync(p, 64, g_src, 8, (KIND), NULL), "rtMemcpyAsync", \
                          "ptr,64,ptr,8," #RT ",NULL");                                                \
    }

MEM_KIND(HostToHostIs0, ACL_MEMCPY_HOST_TO_HOST, 0)
MEM_KIND(HostToDeviceIs1, ACL_MEMCPY_HOST_TO_DEVICE, 1)
MEM_KIND(DeviceToHostIs2, ACL_MEMCPY_DEVICE_TO_HOST, 2)
MEM_KIND(DeviceToDeviceIs3, ACL_MEMCPY_DEVICE_TO_DEVICE, 3)
MEM_KIND(DefaultIs8, ACL_MEMCPY_DEFAULT, 8)
MEM_KIND(HostToBufToDeviceIs6, ACL_MEMCPY_HOST_TO_BUF_TO_DEVICE, 6)

/* MEM023: refused kinds, before any runtime call. */
#define MEM_BAD_KIND(NAME, KIND)                                                                         \
    ACLCTS_TEST(MEM023, NAME, "MEM023", ACLCTS_PRODUCT)                                                  \
    {                                                                                                    \
        mem_ready(t, "MEM023");                                                                          \
        void *p = mem_alloc(t, "MEM023", 64);                                                            \
        MEM_EXPECT_REFUSED(t, t->acl->aclrtMemcpy(p, 64, g_src, 8, (aclrtMemcpyKind)(KIND)));            \
        MEM_EXPECT_REFUSED(t, t->acl->aclrtMemcpyAsync(p, 64, g_src, 8, (aclrtMemcpyKind)(KIND), NULL)); \
    }

MEM_BAD_KIND(InnerDeviceToDeviceIsRefused, ACL_MEMCPY_INNER_DEVICE_TO_DEVICE)
MEM_BAD_KIND(InterDeviceToDeviceIsRefused, ACL_MEMCPY_INTER_DEVICE_TO_DEVICE)
MEM_BAD_KIND(EightIsRefused, 8)
MEM_BAD_KIND(HundredIsRefused, 100)
MEM_BAD_KIND(MinusOneIsRefused, -1)

/* MEM024: count above destMax is the runtime's to refuse; nothing moves. */
ACLCTS_TEST(MEM024, CountAboveDestMaxIsTheRuntimesToRefuse, "MEM024", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    mem_ready(t, "MEM024");
    void *p = mem_alloc(t, "MEM024", 64);
    mem_put(t, "MEM024", p, mem_fill(0x11, 16), 16);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtMemcpy(p, 4, mem_fill(0x22, 8), 8, ACL_MEMCPY_HOST_TO_DEVICE),
               ACL_ERROR_RT_PARAM_INVALID);
    CHECK_TRACE(t, m, "rtMemcpy(ptr,4,ptr,8,1)=107000\n");
    mem_expect_bytes(t, "MEM024", p, mem_fill(0x11, 16), 16);
}

ACLCTS_TEST(MEM024, AsyncCountAboveDestMaxIsTheRuntimesToRefuse, "MEM024", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    mem_ready(t, "MEM024");
    void *p = mem_alloc(t, "MEM024", 64);
    mem_put(t, "MEM024", p, mem_fill(0x11, 16), 16);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtMemcpyAsync(p, 7, mem_fill(0x22, 8), 8, ACL_MEMCPY_HOST_TO_DEVICE, NULL),
               ACL_ERROR_RT_PARAM_INVALID);
    CHECK_TRACE(t, m, "rtMemcpyAsync(ptr,7,ptr,8,1,NULL)=107000\n");
    CHECK_CODE_FOR(t, "MEM030", t->acl->aclrtSynchronizeStream(NULL), ACL_SUCCESS);
    mem_expect_bytes(t, "MEM024", p, mem_fill(0x11, 16), 16);
}

/* MEM025: destMax and count as given, the code back. */
ACLCTS_TEST(MEM025, ArgumentsAsGiven, "MEM025", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    mem_ready(t, "MEM025");
    void *p = mem_alloc(t, "MEM025", 1000);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtMemcpy(p, 1000, g_src, 3, ACL_MEMCPY_HOST_TO_DEVICE), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtMemcpy(g_dst, 64, p, 64, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtMemcpy(ptr,1000,ptr,3,1)=0\nrtMemcpy(ptr,64,ptr,64,2)=0\n");
}

#define MEM_COPY_FAULT(NAME, CODE)                                                              \
    ACLCTS_TEST(MEM025, NAME, "MEM025", ACLCTS_PRODUCT | ACLCTS_TRACE)                          \
    {                                                                                           \
        mem_ready(t, "MEM025");                                                                 \
        void *p = mem_alloc(t, "MEM025", 64);                                                   \
        aclcts_fail(t, "rtMemcpy", (CODE), 1);                                                  \
        size_t m = aclcts_mark(t);                                                              \
        CHECK_CODE(t, t->acl->aclrtMemcpy(p, 64, g_src, 8, ACL_MEMCPY_HOST_TO_DEVICE), (CODE)); \
        CHECK_TRACE(t, m, text_fmt("rtMemcpy(ptr,64,ptr,8,1)=%d\n", (int)(CODE)));              \
    }

MEM_COPY_FAULT(DriverErrorComesBack, ACL_ERROR_RT_DRV_INTERNAL_ERROR)
MEM_COPY_FAULT(ContextNullComesBack, ACL_ERROR_RT_CONTEXT_NULL)

/* MEM026: bytes in and out. */
ACLCTS_TEST(MEM026, HostToDeviceAndBack, "MEM026", ACLCTS_PRODUCT)
{
    mem_ready(t, "MEM026");
    void *p = mem_alloc(t, "MEM026", 100);
    const unsigned char *in = mem_pattern(0x30, 100);
    CHECK_CODE(t, t->acl->aclrtMemcpy(p, 100, in, 100, ACL_MEMCPY_HOST_TO_DEVICE), ACL_SUCCESS);
    unsigned char out[100];
    memset(out, 0, sizeof out);
    CHECK_CODE(t, t->acl->aclrtMemcpy(out, sizeof out, p, 100, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
    mem_expect_host_bytes(t, "MEM026", out, in, 100);
    CHECK_CODE_FOR(t, "MEM013", t->acl->aclrtFree(p), ACL_SUCCESS);
}

ACLCTS_TEST(MEM026, DeviceToDevice, "MEM026", ACLCTS_PRODUCT)
{
    mem_ready(t, "MEM026");
    void *a = mem_alloc(t, "MEM026", 64), *b = mem_alloc(t, "MEM026", 64);
    mem_put(t, "MEM026", a, mem_pattern(0x80, 64), 64);
    CHECK_CODE(t, t->acl->aclrtMemcpy(b, 64, a, 64, ACL_MEMCPY_DEVICE_TO_DEVICE), ACL_SUCCESS);
    mem_expect_bytes(t, "MEM026", b, mem_pattern(0x80, 64), 64);
}

ACLCTS_TEST(MEM026, DefaultKindAndHostMemory, "MEM026 MEM015", ACLCTS_PRODUCT)
{
    mem_ready(t, "MEM026");
    void *p = mem_alloc(t, "MEM026", 64);
    unsigned char *h = mem_alloc_host(t, "MEM026", 64);
    memcpy(h, mem_pattern(0x41, 64), 64);
    CHECK_CODE(t, t->acl->aclrtMemcpy(p, 64, h, 64, ACL_MEMCPY_DEFAULT), ACL_SUCCESS);
    memset(h, 0, 64);
    CHECK_CODE(t, t->acl->aclrtMemcpy(h, 64, p, 64, ACL_MEMCPY_DEFAULT), ACL_SUCCESS);
    mem_expect_host_bytes(t, "MEM026", h, mem_pattern(0x41, 64), 64);
    CHECK_CODE(t, t->acl->aclrtMemcpy(g_dst, 64, h, 64, ACL_MEMCPY_HOST_TO_HOST), ACL_SUCCESS);
    mem_expect_host_bytes(t, "MEM026", g_dst, mem_pattern(0x41, 64), 64);
    CHECK_CODE_FOR(t, "MEM016", t->acl->aclrtFreeHost(h), ACL_SUCCESS);
}

/* Exactly count bytes, at an offset: the bytes around them stay. */
ACLCTS_TEST(MEM026, ExactlyCountBytesAtAnOffset, "MEM026", ACLCTS_PRODUCT)
{
    mem_ready(t, "MEM026");
    unsigned char *p = mem_alloc(t, "MEM026", 64);
    mem_put(t, "MEM026", p, mem_fill(0xEE, 64), 64);
    CHECK_CODE(t, t->acl->aclrtMemcpy(p + 10, 54, mem_fill(0x01, 5), 5, ACL_MEMCPY_HOST_TO_DEVICE), ACL_SUCCESS);
    unsigned char want[64];
    memset(want, 0xEE, sizeof want);
    memset(want + 10, 0x01, 5);
    mem_expect_bytes(t, "MEM026", p, want, 64);
}

/* MEM040: dst == src is answered before the runtime looks for a context. */
ACLCTS_TEST(MEM040, SameAddressNeedsNoContext, "MEM040", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtMemcpy(g_dst, 64, g_dst, 8, ACL_MEMCPY_HOST_TO_HOST), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtMemcpyAsync(g_dst, 64, g_dst, 8, ACL_MEMCPY_HOST_TO_HOST, NULL),
               ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_TRACE(t, m, "rtMemcpy(ptr,64,ptr,8,0)=0\nrtMemcpyAsync(ptr,64,ptr,8,0,NULL)=107002\n");
}

/* A program as a framework writes it: host buffers, two device blocks,
 * bytes in, a set over part of them, a device-to-device copy, bytes out. */
ACLCTS_TEST(MEM026, AProgramGetsItsBytesBack, "MEM026 MEM034 MEM011 MEM015", ACLCTS_PRODUCT)
{
    mem_ready(t, "MEM026");
    unsigned char *in = mem_alloc_host(t, "MEM015", 256), *out = mem_alloc_host(t, "MEM015", 256);
    void *a = NULL, *b = NULL;
    CHECK_CODE_FATAL_FOR(t, "MEM011", t->acl->aclrtMalloc(&a, 256, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
    CHECK_CODE_FATAL_FOR(t, "MEM011", t->acl->aclrtMallocAlign32(&b, 256, ACL_MEM_MALLOC_NORMAL_ONLY), ACL_SUCCESS);
    for (int i = 0; i < 256; i++) in[i] = (unsigned char)(255 - i);
    memset(out, 0, 256);
    CHECK_CODE(t, t->acl->aclrtMemcpy(a, 256, in, 256, ACL_MEMCPY_HOST_TO_DEVICE), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "MEM034", t->acl->aclrtMemset((unsigned char *)a + 64, 192, 0x5A, 64), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtMemcpy(b, 256, a, 256, ACL_MEMCPY_DEVICE_TO_DEVICE), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtMemcpy(out, 256, b, 256, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
    unsigned char want[256];
    for (int i = 0; i < 256; i++) want[i] = i >= 64 && i < 128 ? 0x5A : (unsigned char)(255 - i);
    mem_expect_host_bytes(t, "MEM026", out, want, 256);
    CHECK_CODE_FOR(t, "MEM013", t->acl->aclrtFree(a), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "MEM013", t->acl->aclrtFree(b), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "MEM016", t->acl->aclrtFreeHost(in), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "MEM016", t->acl->aclrtFreeHost(out), ACL_SUCCESS);
}
