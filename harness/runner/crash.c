/* A crash of the case's child says where: before the process dies by its
 * signal, the handler sends the ACL call the crashing thread was in (a phase:
 * "running the case, in its call aclrtGetDeviceCount(NULL)") and that
 * thread's stack as "#N /path/of/object+0xOFFSET" lines (the parent names the
 * functions, symbolise.c), then lets the signal end the process as before.
 *
 * Written for a process that may be broken: no allocation, no stdio, no
 * loader lock (the objects come from /proc/self/maps, read with read(2)); on
 * its own stack, so a stack overflow is reported too. Hand-written because no
 * library reports a stack from a signal handler without taking those. */
#define _GNU_SOURCE
#include <errno.h>
#include <execinfo.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <ucontext.h>
#include <unistd.h>

#include "aclcts/calls.h"
#include "child.h"
#include "crash.h"

#define FRAMES 24            /* of the crashing thread's stack */
#define FRAMES_OWN 2         /* the handler's frame and the kernel's return trampoline: not the crash */
#define MAPS_MAX (256 << 10) /* of /proc/self/maps read: a process with more mappings gets its first ones */

static int g_rfd = -1;
static char g_alt_stack[64 << 10];
static char g_maps[MAPS_MAX];
static char g_text[8192];

static const int crash_signals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT};

/* Appends s to g_text at *at. */
static void put(size_t *at, const char *s)
{
    size_t n = strlen(s);
    if (*at + n >= sizeof g_text) n = sizeof g_text - *at - 1;
    memcpy(g_text + *at, s, n);
    *at += n;
    g_text[*at] = '\0';
}

static void put_hex(size_t *at, uintptr_t v)
{
    char buf[2 + 2 * sizeof v + 1], *p = buf + sizeof buf - 1;
    *p = '\0';
    do {
        *--p = "0123456789abcdef"[v & 15];
        v >>= 4;
    } while (v != 0);
    *--p = 'x';
    *--p = '0';
    put(at, p);
}

static uintptr_t hex(const char **s)
{
    uintptr_t v = 0;
    for (;; (*s)++) {
        char c = **s;
        int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        if (d < 0) return v;
        v = v * 16 + (uintptr_t)d;
    }
}

/* The object mapped at addr and addr's offset in its file, from the maps
 * line "start-end perms offset dev inode path"; 0 when none. */
static int object_of(uintptr_t addr, const char **path, size_t *path_len, uintptr_t *off)
{
    for (const char *line = g_maps; *line;) {
        const char *nl = strchr(line, '\n'), *p = line;
        uintptr_t start = hex(&p);
        p++;
        uintptr_t end = hex(&p);
        p += 6; /* " rwxp " */
        uintptr_t file_off = hex(&p);
        const char *slash = memchr(p, '/', nl ? (size_t)(nl - p) : strlen(p));
        if (addr >= start && addr < end && slash != NULL) {
            *path = slash;
            *path_len = nl ? (size_t)(nl - slash) : strlen(slash);
            *off = addr - start + file_off;
            return 1;
        }
        if (nl == NULL) break;
        line = nl + 1;
    }
    return 0;
}

static void read_maps(void)
{
    int fd = open("/proc/self/maps", O_RDONLY | O_CLOEXEC);
    size_t have = 0;
    ssize_t n;
    while (fd >= 0 && have < sizeof g_maps - 1 && (n = read(fd, g_maps + have, sizeof g_maps - 1 - have)) > 0)
        have += (size_t)n;
    if (fd >= 0) close(fd);
    g_maps[have] = '\0';
}

/* One record, written without allocating: header, then payload. */
static void send_record(int kind, const char *s, size_t len)
{
    struct {
        uint32_t kind, len;
    } h = {(uint32_t)kind, (uint32_t)len};
    if (write(g_rfd, &h, sizeof h) == (ssize_t)sizeof h && len > 0) {
        ssize_t w = write(g_rfd, s, len);
        (void)w;
    }
}

/* "\n#N object+0xOFFSET", or the bare address outside every object. */
static void put_frame(size_t *at, int index, uintptr_t addr)
{
    const char *path;
    size_t len;
    uintptr_t off;
    char num[16], *p = num + sizeof num - 1;
    *p = '\0';
    do {
        *--p = (char)('0' + index % 10);
        index /= 10;
    } while (index);
    put(at, "\n#");
    put(at, p);
    put(at, " ");
    if (object_of(addr, &path, &len, &off)) {
        char obj[512];
        if (len >= sizeof obj) len = sizeof obj - 1;
        memcpy(obj, path, len);
        obj[len] = '\0';
        put(at, obj);
        put(at, "+");
        put_hex(at, off);
    } else {
        put_hex(at, addr);
    }
}

/* Where the crashing thread was when the unwinder cannot say (a jump to a
 * bad address: no unwind data there): the faulting address, then the
 * return address of the call that got there. */
static int context_frames(const void *uc_, uintptr_t out[2])
{
    const ucontext_t *uc = uc_;
#if defined(__x86_64__)
    out[0] = (uintptr_t)uc->uc_mcontext.gregs[REG_RIP];
    const uintptr_t *sp = (const uintptr_t *)uc->uc_mcontext.gregs[REG_RSP];
    out[1] = sp != NULL ? *sp : 0; /* a call pushed it; the jump went nowhere since */
    return out[1] != 0 ? 2 : 1;
#elif defined(__aarch64__)
    out[0] = (uintptr_t)uc->uc_mcontext.pc;
    out[1] = (uintptr_t)uc->uc_mcontext.regs[30]; /* the link register */
    return out[1] != 0 ? 2 : 1;
#else
    (void)uc;
    (void)out;
    return 0;
#endif
}

static void on_crash(int sig, siginfo_t *info, void *uc)
{
    (void)info;
    int saved = errno;
    if (!aclcts_child_try_end()) { /* another thread is reporting: the channel is its own */
        signal(sig, SIG_DFL);
        raise(sig);
        return;
    }
    size_t at = 0;
    const char *call = aclcts_call_in_progress();
    g_text[0] = '\0';
    put(&at, "running the case");
    if (call != NULL) {
        put(&at, ", in its call ");
        put(&at, call);
    } else { /* a thread of the target's, or the case's between two calls */
        char name[17] = {0};
        prctl(PR_GET_NAME, name, 0, 0, 0);
        put(&at, ", on its thread \"");
        put(&at, name);
        put(&at, "\", in none of the case's ACL calls");
    }
    send_record(ACLCTS_REC_PHASE, g_text, at);

    void *frames[FRAMES];
    int n = backtrace(frames, FRAMES);
    read_maps();
    at = 0;
    g_text[0] = '\0';
    put(&at, "the crashing thread's stack:");
    if (n > FRAMES_OWN) {
        for (int i = FRAMES_OWN; i < n; i++) /* a return address points past its call */
            put_frame(&at, i - FRAMES_OWN, (uintptr_t)frames[i] - (i > FRAMES_OWN));
    } else {
        uintptr_t where[2];
        int k = context_frames(uc, where);
        for (int i = 0; i < k; i++) put_frame(&at, i, where[i] - (i > 0));
        if (k > 0 && where[0] == 0) put(&at, "\n(#0 is address 0: a call through a null function pointer, from #1)");
    }
    send_record(ACLCTS_REC_TEXT, g_text, at);
    errno = saved;
    signal(sig, SIG_DFL); /* the process ends by the signal, as the parent expects */
    raise(sig);
}

void aclcts_crash_prepare(void)
{
    static int prepared;
    if (prepared) return;
    void *warm[1];
    backtrace(warm, 1); /* loads the unwinder now: the first backtrace may allocate */
    prepared = 1;
}

void aclcts_crash_handler_install(int rfd)
{
    static int installed_for = -1; /* a fork-server worker installs it for its children */
    if (installed_for == rfd) return;
    installed_for = rfd;
    g_rfd = rfd;
    aclcts_crash_prepare();
    stack_t ss = {.ss_sp = g_alt_stack, .ss_size = sizeof g_alt_stack, .ss_flags = 0};
    sigaltstack(&ss, NULL);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_crash;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_RESETHAND | SA_NODEFER;
    sigemptyset(&sa.sa_mask);
    for (size_t i = 0; i < sizeof crash_signals / sizeof crash_signals[0]; i++) sigaction(crash_signals[i], &sa, NULL);
}
