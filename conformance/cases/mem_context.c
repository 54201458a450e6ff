/* MEM037, MEM038, MEM039, MEM041: memory and the runtime's current context.
 * The runtime's allocations, copies and sets need a current context, which a
 * default device gives implicitly (src/runtime/core/src/runtime.cc
 * Runtime::CurrentContext(isNeedSetDevice)); the asynchronous copy's
 * argument check reads it without that (api_error.cc
 * ApiErrorDecorator::MemcpyAsync); frees need none (api_impl.cc
 * ApiImpl::DevFree). Memory belongs to the process, not to a thread, and the
 * lifecycle leaves it alone. */
#include <string.h>

#include "helpers/chain.h"
#include "helpers/mem.h"
#include "helpers/text.h"
#include "helpers/threads.h"

static unsigned char g_a[64], g_b[64];

/* MEM037: a fresh process has no context; the runtime's 107002 comes back. */
#define MEM_NO_CONTEXT(NAME, CALL, FN)                                          \
    ACLCTS_TEST(MEM037, NAME, "MEM037", ACLCTS_PRODUCT | ACLCTS_TRACE)          \
    {                                                                           \
        void *p = MEM_SENTINEL;                                                 \
        size_t f = 7, tot = 7;                                                  \
        (void)f, (void)tot;                                                     \
        size_t m = aclcts_mark(t);                                              \
        CHECK_CODE(t, CALL, ACL_ERROR_RT_CONTEXT_NULL);                         \
        CHECK_INT(t, aclcts_calls(t, FN, m), 1);                                \
        CHECK_TRUE(t, p == MEM_SENTINEL, "the out-pointer was written: %p", p); \
    }

MEM_NO_CONTEXT(MallocWithoutAContext, t->acl->aclrtMalloc(&p, 64, ACL_MEM_MALLOC_HUGE_FIRST), "rtMalloc")
MEM_NO_CONTEXT(Align32WithoutAContext, t->acl->aclrtMallocAlign32(&p, 64, ACL_MEM_MALLOC_HUGE_FIRST), "rtMalloc")
MEM_NO_CONTEXT(MallocHostWithoutAContext, t->acl->aclrtMallocHost(&p, 64), "rtMallocHost")
MEM_NO_CONTEXT(GetMemInfoWithoutAContext, t->acl->aclrtGetMemInfo(ACL_HBM_MEM, &f, &tot), "rtMemGetInfoEx")
MEM_NO_CONTEXT(MemcpyWithoutAContext, t->acl->aclrtMemcpy(g_a, 64, g_b, 8, ACL_MEMCPY_HOST_TO_HOST), "rtMemcpy")
MEM_NO_CONTEXT(MemsetWithoutAContext, t->acl->aclrtMemset(g_a, 64, 0, 8), "rtMemset")
MEM_NO_CONTEXT(MemcpyAsyncWithoutAContext, t->acl->aclrtMemcpyAsync(g_a, 64, g_b, 8, ACL_MEMCPY_HOST_TO_HOST, NULL),
               "rtMemcpyAsync")
MEM_NO_CONTEXT(MemsetAsyncWithoutAContext, t->acl->aclrtMemsetAsync(g_a, 64, 0, 8, NULL), "rtMemsetAsync")

/* The padding query is made before the refusal. */
ACLCTS_TEST(MEM037, TheQueryComesBeforeTheRefusal, "MEM037 MEM006", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    void *p = NULL;
    aclcts_default_soc(t);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtMalloc(&p, 100, ACL_MEM_MALLOC_HUGE_FIRST), ACL_ERROR_RT_CONTEXT_NULL);
    (void)mem_expect_call(t, NULL, m, "rtGetSocSpec", "\"AICoreSpec\",\"padding_size\",ptr,32");
    CHECK_INT(t, mem_expect_call(t, NULL, m + 1, "rtMalloc", "ptr,160,0x400,33"), ACL_ERROR_RT_CONTEXT_NULL);
}

/* Frees need no context: a block of another thread freed on a new thread. */
typedef struct mem_blocks {
    void *dev, *host;
} mem_blocks;

static void free_elsewhere(aclcts_t *t, void *arg)
{
    mem_blocks *b = arg;
    CHECK_CODE(t, t->acl->aclrtFree(b->dev), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtFreeHost(b->host), ACL_SUCCESS);
}

ACLCTS_TEST(MEM037, FreesNeedNoContext, "MEM037 MEM038", ACLCTS_PRODUCT)
{
    mem_ready(t, "MEM037");
    mem_blocks b = {mem_alloc(t, "MEM037", 64), mem_alloc_host(t, "MEM037", 64)};
    thread_run_checks(t, free_elsewhere, &b);
}

/* MEM038: one block, three threads. */
static void write_elsewhere(aclcts_t *t, void *arg)
{
    CHECK_CODE(t, t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtMemcpy(arg, 64, mem_pattern(0x21, 64), 64, ACL_MEMCPY_HOST_TO_DEVICE), ACL_SUCCESS);
}

static void free_block_elsewhere(aclcts_t *t, void *arg) { CHECK_CODE(t, t->acl->aclrtFree(arg), ACL_SUCCESS); }

ACLCTS_TEST(MEM038, ABlockBelongsToTheProcess, "MEM038", ACLCTS_PRODUCT)
{
    mem_ready(t, "MEM038");
    void *p = mem_alloc(t, "MEM038", 64);
    thread_run_checks(t, write_elsewhere, p);
    mem_expect_bytes(t, "MEM038", p, mem_pattern(0x21, 64), 64);
    thread_run_checks(t, free_block_elsewhere, p);
}

/* MEM039: aclInit and aclFinalize leave memory alone. */
static void expect_no_memory_call(aclcts_t *t, size_t from)
{
    static const char *const memory_calls[] = {"rtGetSocSpec", "rtMalloc",       "rtFree",   "rtMallocHost",
                                               "rtFreeHost",   "rtMemGetInfoEx", "rtMemcpy", "rtMemcpyAsync",
                                               "rtMemset",     "rtMemsetAsync"};
    for (size_t i = 0; i < sizeof memory_calls / sizeof memory_calls[0]; i++)
        CHECK_TRUE(t, aclcts_calls(t, memory_calls[i], from) == 0, "the lifecycle called %s", memory_calls[i]);
}

ACLCTS_TEST(MEM039, TheLifecycleLeavesMemoryAlone, "MEM039", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    mem_ready(t, "MEM039");
    void *p = mem_alloc(t, "MEM039", 64);
    mem_put(t, "MEM039", p, mem_pattern(0x90, 64), 64);
    size_t m = aclcts_mark(t);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    expect_no_memory_call(t, m);
    mem_expect_bytes(t, "MEM039", p, mem_pattern(0x90, 64), 64);
    CHECK_CODE(t, t->acl->aclrtFree(p), ACL_SUCCESS);
}

/* The padding query is the first allocation's, not aclInit's. */
ACLCTS_TEST(MEM039, TheFirstAllocationAsksNotTheLifecycle, "MEM039 MEM006", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    void *p = NULL;
    size_t m = aclcts_mark(t);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    expect_no_memory_call(t, m);
    CHECK_CODE_FATAL(t, t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    size_t m2 = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtMalloc(&p, 100, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
    CHECK_INT(t, aclcts_calls(t, "rtGetSocSpec", m2), 1);
}

/* MEM041: the default device, set implicitly by the calls that need a context. */
/* QUEUES: the call queues a task, which the device reset then waits for. */
#define MEM_DEFAULT_DEVICE(NAME, CALL, QUEUES)                   \
    ACLCTS_TEST(MEM041, NAME, "MEM041", ACLCTS_PRODUCT)          \
    {                                                            \
        CHAIN_NEED_DEVICES(t);                                   \
        if (QUEUES) aclcts_need_task_waits(t);                   \
        void *p = NULL;                                          \
        (void)p;                                                 \
        chain_init_default_device(t, "MEM041", "1");             \
        CHECK_CODE(t, CALL, ACL_SUCCESS);                        \
        CHECK_CODE(t, t->acl->aclrtResetDevice(1), ACL_SUCCESS); \
    }

MEM_DEFAULT_DEVICE(MallocSetsTheDefaultDevice, t->acl->aclrtMalloc(&p, 64, ACL_MEM_MALLOC_HUGE_FIRST), 0)
MEM_DEFAULT_DEVICE(MemcpySetsTheDefaultDevice, t->acl->aclrtMemcpy(g_a, 64, g_b, 8, ACL_MEMCPY_HOST_TO_HOST), 0)
MEM_DEFAULT_DEVICE(MemsetAsyncSetsTheDefaultDevice, t->acl->aclrtMemsetAsync(g_a, 64, 0, 8, NULL), 1)

ACLCTS_TEST(MEM041, MemcpyAsyncDoesNotSetTheDefaultDevice, "MEM041", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_init_default_device(t, "MEM041", "1");
    CHECK_CODE(t, t->acl->aclrtMemcpyAsync(g_a, 64, g_b, 8, ACL_MEMCPY_HOST_TO_HOST, NULL), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_CODE(t, t->acl->aclrtMemcpy(g_a, 64, g_b, 8, ACL_MEMCPY_HOST_TO_HOST), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtMemcpyAsync(g_a, 64, g_b, 8, ACL_MEMCPY_HOST_TO_HOST, NULL), ACL_SUCCESS);
}
