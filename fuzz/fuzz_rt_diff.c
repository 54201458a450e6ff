/* fuzz_rt_diff: the bytes are a sequence of runtime calls over two threads
 * (src/rt_seq.h, operand tables in src/rt_seq.c), 48 functions:
 *   the chain: rtSetDevice, rtDeviceReset(Force), rtGetDevice,
 *     rtGetDeviceCount, rtGetRunMode, rtDeviceSynchronize, rtSetDefaultDeviceId,
 *     rtCtxCreateEx/DestroyEx/SetCurrent/GetCurrent, rtStreamCreate/Destroy/
 *     Synchronize, rtEventCreate/Destroy/Record/Synchronize;
 *   memory (lower/runtime/rt_mem.c): rtMalloc, rtFree, rtMallocHost,
 *     rtFreeHost, rtMemcpy, rtMemset, rtMemcpyAsync, rtMemsetAsync,
 *     rtMemGetInfoEx;
 *   the stream and event extras (rt_chain.c): rtsStreamCreate,
 *     rtStreamDestroyForce, rtStreamGetFlags, rtStreamGetPriority,
 *     rtsStreamGetId, rtSet/GetStreamOverflowSwitch,
 *     rtsCtxGetCurrentDefaultStream, rtStreamWaitEvent, rtEventCreateWithFlag,
 *     rtEventQuery, rtEventReset, rtDeviceSynchronizeWithTimeout;
 *   device settings (rt_devset.c): rtGetDeviceSatMode, rtSetDeviceSatMode,
 *     rtSetOpExecuteTimeOutV2;
 *   the thread's last error and the queries (rt_last_error.c, rt_query.c):
 *     rtGetLastError, rtPeekAtLastError, rtsGetResInCurrentThread,
 *     rtsDeviceGetInfo.
 *
 * Oracle: the runtime model (lower/runtime/, set up as the spy sets it up,
 * src/rt_model_api.c) and the runtime library named by ACLCTS_FUZZ_RUNTIME
 * give, call by call, the same return code, write the same outputs (device
 * ids, counts, the run mode, stream flags and priorities, the overflow
 * switch and mode, the actual timeout, resource counts and device
 * attributes; handles compared structurally: NULL, untouched, or which
 * ctx#/stm#/evt#/mem# they are; a stream id by whose it is and whether it
 * changed), leave each thread the same current context and each thread the
 * same last error (rtPeekAtLastError on both threads after every call: which
 * failures each entry point stores is checked on every line), and leave the
 * same bytes in a block after rtMemcpy and rtMemset (the harness fills each
 * block with a pattern of its own when it is allocated; the product's runtime
 * really moves them over its driver stand-in); the library's run ends
 * normally (a crash or a hang of the library is a difference, reported,
 * never fatal to this process: the library runs in a child forked by
 * fuzz_rt_diff_server, uninstrumented, which never gives memory back, so a
 * destroyed handle's address is never another object's). Without
 * ACLCTS_FUZZ_RUNTIME (ctest), the model alone must run every sequence
 * without crashing and give the same transcript twice.
 *
 * What is not generated or not compared, and why (the product's runtime here
 * is built over its unit tests' driver and platform stand-ins, which cannot
 * answer like a device; lower/runtime/README.md):
 *   - bytes after rtMemcpyAsync / rtMemsetAsync: the stand-in runs no task and
 *     moves nothing; their codes are compared and the harness writes the
 *     block's own bytes back on both sides;
 *   - rtMemcpyAsync with the _EX kinds (6, 7): their location check asks the
 *     driver where the blocks are (not modelled);
 *   - rtMemGetInfoEx's numbers (the stand-in writes none): the code alone;
 *   - rtsStreamCreate with the flags the runtime keeps for its own streams
 *     (FORCE_COPY, FORBIDDEN_DEFAULT, HEAD, OVERFLOW, VECTOR_CORE_USE, DQS;
 *     libascendcl passes none): a task on a FORBIDDEN_DEFAULT stream crashes
 *     the product's runtime over its stand-ins;
 *   - rtsDeviceGetInfo: RT_DEV_ATTR_CUBE_CORE_NUM (the runtime ends the process
 *     after rtSetDevice) and RT_DEV_ATTR_L2_CACHE_SIZE (107000: the platform
 *     stand-in has no SoC information) are not asked; the values of
 *     AICPU_CORE_NUM (the stand-in reports 0), TOTAL_GLOBAL_MEM_SIZE (0) and
 *     IS_VIRTUAL (not written) are not compared, their codes are;
 *   - a freed block is never passed again, and no block is freed by the other
 *     allocator's free (the stand-in frees any address with free(): a second
 *     or foreign free ends the process);
 *   - rtEventQuery of a recorded event: 0 and 507006 are taken alike (when a
 *     record has run is the device's timing; the product's runtime marks it
 *     done when it handles the completion report, sometimes after
 *     rtStreamSynchronize has returned); a later rtEventSynchronize of such an
 *     event recorded on another device's stream is not made (the query
 *     reclaims a record it finds done, Event::Query -> ReclaimTask, and a
 *     record done is not looked up: 0, where the model still finds it
 *     pending: 507000, RTEVENT017);
 *   - stream id values (the stand-in's driver hands ids out from one pool for
 *     all devices): only whose id it is, and whether a stream keeps it;
 *   - rtGetLastError/rtPeekAtLastError at RT_CONTEXT_LEVEL (not modelled:
 *     libascendcl never asks), rtStreamSetMode (a host build answers 0 for
 *     every mode), rtEventElapsedTime (the stand-in's times are 0.0),
 *     rtGetAiCoreCount and rtGetDeviceInfo (507000 over the platform
 *     stand-in), peer access (no P2P in the stand-in) and the value tasks;
 *   - calls that crash the product's runtime through its own code are skipped
 *     on both sides, each named in the transcript (rtd_model_hazard: an event
 *     whose context was torn down, rtSetDevice over a binding another thread
 *     destroyed, rtEventQuery of an event whose context is torn down,
 *     rtMemGetInfoEx over a binding another thread tore down, destroying a
 *     context's default stream, rtsGetResInCurrentThread reading a device
 *     another thread closed), and rtEventSynchronize where its answer is the
 *     device's timing (above).
 *
 * A difference prints the sequence (one call per line with its thread), the
 * first differing line, both transcripts, writes the input as
 * rtdiff-<hash>.bin (into ACLCTS_FUZZ_ARTIFACTS or the current directory)
 * with the command that replays it, and aborts.
 *
 * Environment: ACLCTS_FUZZ_RUNTIME (a library exporting the runtime's rt*
 * functions), ACLCTS_FUZZ_ARTIFACTS, ACLCTS_FUZZ_CHILD_TIMEOUT (seconds per
 * sequence, default 10), ACLCTS_FUZZ_PRINT=1 (print every transcript, to
 * read what a seed does). */
#define _GNU_SOURCE
#include <errno.h>
#include <libgen.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "src/rt_library_api.h"
#include "src/rt_model_api.h"
#include "src/rt_seq.h"

#define RTD_DEFAULT_TIMEOUT_S 10u /* a sequence takes well under a second on the runtime */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

static const char *g_runtime; /* NULL: model-only (determinism) mode */
static bool g_print;          /* ACLCTS_FUZZ_PRINT=1 */
static rtd_reply *g_reply;    /* shared with the server */
static int g_cmd_w = -1, g_done_r = -1;
static const uint8_t *g_data;
static size_t g_size;

static void die(const char *what, const char *detail)
{
    fprintf(stderr, "fuzz_rt_diff: %s%s\n", what, detail);
    exit(2);
}

static bool read_byte(int fd)
{
    char byte;
    for (;;) {
        ssize_t n = read(fd, &byte, 1);
        if (n == 1) return true;
        if (n < 0 && errno == EINTR) continue;
        return false;
    }
}

static bool write_all(int fd, const void *buf, size_t n)
{
    for (size_t done = 0; done < n;) {
        ssize_t w = write(fd, (const char *)buf + done, n - done);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) return false;
        done += (size_t)w;
    }
    return true;
}

static void exe_dir(char *out, size_t cap)
{
    char exe[4096];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0) die("cannot read /proc/self/exe", "");
    exe[n] = '\0';
    snprintf(out, cap, "%s", dirname(exe));
}

static void exec_server(int shm_fd, int cmd_r, int done_w, unsigned timeout_s)
{
    char dir[4096], server[4200], a[4][16];
    exe_dir(dir, sizeof dir);
    snprintf(server, sizeof server, "%s/fuzz_rt_diff_server", dir);
    snprintf(a[0], sizeof a[0], "%d", shm_fd);
    snprintf(a[1], sizeof a[1], "%d", cmd_r);
    snprintf(a[2], sizeof a[2], "%d", done_w);
    snprintf(a[3], sizeof a[3], "%u", timeout_s);
    execl(server, server, g_runtime, a[0], a[1], a[2], a[3], (char *)NULL);
    fprintf(stderr, "fuzz_rt_diff: cannot run %s: %s\n", server, strerror(errno));
    _exit(2);
}

/* fuzz_rt_diff_server (next to this executable) loads the library; it
 * answers one byte once loaded, nothing when it cannot load it. */
static void start_server(void)
{
    const char *t = getenv("ACLCTS_FUZZ_CHILD_TIMEOUT");
    unsigned timeout_s = t && atoi(t) > 0 ? (unsigned)atoi(t) : RTD_DEFAULT_TIMEOUT_S;
    int cmd[2], done[2];
    int shm_fd = memfd_create("aclcts-fuzz-rt-diff", 0);
    if (shm_fd < 0 || ftruncate(shm_fd, sizeof(rtd_reply)) != 0) die("memfd: ", strerror(errno));
    g_reply = mmap(NULL, sizeof(rtd_reply), PROT_READ | PROT_WRITE, MAP_SHARED, shm_fd, 0);
    if (g_reply == MAP_FAILED) die("mmap: ", strerror(errno));
    if (pipe(cmd) != 0 || pipe(done) != 0) die("pipe: ", strerror(errno));
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) die("fork: ", strerror(errno));
    if (pid == 0) {
        close(cmd[1]);
        close(done[0]);
        exec_server(shm_fd, cmd[0], done[1], timeout_s);
    }
    close(shm_fd);
    close(cmd[0]);
    close(done[1]);
    g_cmd_w = cmd[1];
    g_done_r = done[0];
    if (!read_byte(g_done_r)) die("the fork server could not load ", g_runtime);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    signal(SIGPIPE, SIG_IGN); /* a dead server shows as a failed write */
    const char *print = getenv("ACLCTS_FUZZ_PRINT");
    g_print = print != NULL && strcmp(print, "1") == 0;
    const char *lib = getenv("ACLCTS_FUZZ_RUNTIME");
    if (lib != NULL && lib[0] != '\0') {
        g_runtime = lib;
        start_server();
    }
    return 0;
}

/* ---- reporting ---- */

static void print_first_difference(const char *a_name, const char *a, const char *b_name, const char *b)
{
    size_t line = 1, i = 0;
    while (a[i] && a[i] == b[i]) line += a[i++] == '\n';
    while (i > 0 && a[i - 1] != '\n') i--;
    const char *ea = strchr(a + i, '\n'), *eb = strchr(b + i, '\n');
    int la = ea ? (int)(ea - a - i) : (int)strlen(a + i), lb = eb ? (int)(eb - b - i) : (int)strlen(b + i);
    fprintf(stderr, "  first difference, call %zu:\n    %-11s: %.*s\n    %-11s: %.*s\n", line, a_name, la, a + i,
            b_name, lb, b + i);
}

static void write_reproducer(char *path, size_t cap)
{
    const char *dir = getenv("ACLCTS_FUZZ_ARTIFACTS");
    uint64_t h = 1469598103934665603ull; /* FNV-1a: a stable name per input */
    for (size_t i = 0; i < g_size; i++) h = (h ^ g_data[i]) * 1099511628211ull;
    snprintf(path, cap, "%s/rtdiff-%016llx.bin", dir && dir[0] ? dir : ".", (unsigned long long)h);
    FILE *f = fopen(path, "wb");
    if (f == NULL || fwrite(g_data, 1, g_size, f) != g_size) snprintf(path, cap, "(could not be written)");
    if (f) fclose(f);
}

static void report(const rtd_prog *p, const char *what, const char *a_name, const char *a, const char *b_name,
                   const char *b_status, const char *b)
{
    char repro[4200], exe[4096], call[96];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    exe[n > 0 ? n : 0] = '\0';
    fprintf(stderr, "\n==== fuzz_rt_diff: %s ====\n  sequence (%zu calls):\n", what, p->count);
    for (size_t i = 0; i < p->count; ++i) {
        rtd_format_call(&p->calls[i], call, sizeof call);
        fprintf(stderr, "    %s\n", call);
    }
    fprintf(stderr, "  %s: %s\n", b_name, b_status);
    print_first_difference(a_name, a, b_name, b);
    fprintf(stderr, "  ---- %s ----\n%s  ---- %s ----\n%s", a_name, a, b_name, b);
    write_reproducer(repro, sizeof repro);
    fprintf(stderr, "  reproducer: %s\n  replay:     %s%s %s %s\n", repro, g_runtime ? "ACLCTS_FUZZ_RUNTIME=" : "",
            g_runtime ? g_runtime : "", exe, repro);
    fprintf(stderr, "==== end of fuzz_rt_diff report ====\n");
    abort();
}

/* ---- one input ---- */

/* The model, deciding which calls are known hazards of the runtime. */
static void run_model(const rtd_prog *p, uint8_t skip[RTD_MAX_CALLS], rtd_text *out)
{
    out->len = 0;
    out->buf[0] = '\0';
    memset(skip, 0, RTD_MAX_CALLS);
    rtd_run(p, rtd_model_fresh(), rtd_model_hazard, skip, out);
}

static void run_runtime(const uint8_t skip[RTD_MAX_CALLS])
{
    size_t n = g_size < RTD_MAX_BYTES ? g_size : RTD_MAX_BYTES;
    if (!write_all(g_cmd_w, &n, sizeof n) || !write_all(g_cmd_w, g_data, n) ||
        !write_all(g_cmd_w, skip, RTD_MAX_CALLS) || !read_byte(g_done_r))
        die("the fork server is gone", "");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static rtd_prog p;
    static rtd_text model, again;
    uint8_t skip[RTD_MAX_CALLS], skip_again[RTD_MAX_CALLS];
    g_data = data;
    g_size = size;
    rtd_decode(data, size, &p);
    if (p.count == 0) return 0;
    run_model(&p, skip, &model);
    if (g_print) fprintf(stderr, "---- model ----\n%s", model.buf);
    if (g_runtime == NULL) {
        run_model(&p, skip_again, &again);
        if (strcmp(model.buf, again.buf) != 0 || memcmp(skip, skip_again, sizeof skip) != 0)
            report(&p, "the model is not deterministic", "model", model.buf, "model again", "exit 0", again.buf);
        return 0;
    }
    run_runtime(skip);
    if (g_print) fprintf(stderr, "---- runtime (%s) ----\n%s", g_reply->status, g_reply->text.buf);
    if (strcmp(g_reply->status, "exit 0") != 0)
        report(&p, "the runtime did not complete the sequence", "model", model.buf, "runtime", g_reply->status,
               g_reply->text.buf);
    if (!rtd_compare(model.buf, g_reply->text.buf))
        report(&p, "the model and the runtime disagree", "model", model.buf, "runtime", g_reply->status,
               g_reply->text.buf);
    return 0;
}
