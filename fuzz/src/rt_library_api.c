/* A runtime library loaded privately, and fuzz_rt_diff's fork server (see
 * rt_library_api.h). The server's children start from the state right after
 * dlopen: no runtime call has been made in the server. */
#define _GNU_SOURCE
#include "rt_library_api.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

/* In a child, memory is never given back: a handle the runtime destroyed or
 * tore down keeps its address to itself, so a later object never answers
 * for it (the runtime checks a handle by the magic number stored in it,
 * core/src/common/runtime_handle_guard.cc ValidateInnerObject, which a newer
 * object at the same address would carry too). The model's handles are
 * never reused either. */
void __libc_free(void *ptr);
static volatile int g_keep_memory;

void free(void *ptr)
{
    if (!g_keep_memory) __libc_free(ptr);
}

bool rtd_library_load(const char *path, rtd_api *api, char *error, size_t cap)
{
    void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (h == NULL) {
        snprintf(error, cap, "%s", dlerror());
        return false;
    }
    void **slots = (void **)api; /* rtd_api is RTD_FN_COUNT function pointers in rtd_symbols order */
    for (int i = 0; i < RTD_FN_COUNT; ++i) {
        slots[i] = dlsym(h, rtd_symbols[i]);
        if (slots[i] == NULL) {
            snprintf(error, cap, "%s does not export %s", path, rtd_symbols[i]);
            return false;
        }
    }
    return true;
}

static bool read_all(int fd, void *buf, size_t n)
{
    for (size_t got = 0; got < n;) {
        ssize_t r = read(fd, (char *)buf + got, n - got);
        if (r < 0 && errno == EINTR) continue;
        if (r <= 0) return false;
        got += (size_t)r;
    }
    return true;
}

/* The child: the program against the library, its log lines discarded. */
static void run_child(const rtd_api *api, rtd_reply *reply, const uint8_t *data, size_t size,
                      uint8_t skip[RTD_MAX_CALLS], unsigned timeout_s)
{
    signal(SIGALRM, SIG_DFL);
    alarm(timeout_s);
    g_keep_memory = 1;
    int null_fd = open("/dev/null", O_WRONLY);
    if (null_fd >= 0) {
        dup2(null_fd, STDOUT_FILENO);
        dup2(null_fd, STDERR_FILENO);
    }
    static rtd_prog p;
    rtd_decode(data, size, &p);
    rtd_run(&p, api, NULL, skip, &reply->text);
    _exit(0);
}

static void wait_child(rtd_reply *reply, pid_t pid)
{
    int status = 0;
    if (pid < 0) {
        snprintf(reply->status, sizeof reply->status, "fork failed: %s", strerror(errno));
        return;
    }
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
    if (WIFEXITED(status)) snprintf(reply->status, sizeof reply->status, "exit %d", WEXITSTATUS(status));
    else if (WIFSIGNALED(status) && WTERMSIG(status) == SIGALRM)
        snprintf(reply->status, sizeof reply->status, "timeout (hang)");
    else
        snprintf(reply->status, sizeof reply->status, "killed by signal %d (%s)", WTERMSIG(status),
                 strsignal(WTERMSIG(status)));
}

void rtd_serve(const rtd_api *api, rtd_reply *reply, int cmd_fd, int done_fd, unsigned timeout_s)
{
    static uint8_t data[RTD_MAX_BYTES];
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    signal(SIGALRM, SIG_IGN);
    char byte = 1; /* ready: the library is loaded */
    while (write(done_fd, &byte, 1) < 0 && errno == EINTR) {}
    for (;;) {
        size_t size;
        uint8_t skip[RTD_MAX_CALLS];
        if (!read_all(cmd_fd, &size, sizeof size) || size > sizeof data || !read_all(cmd_fd, data, size) ||
            !read_all(cmd_fd, skip, sizeof skip))
            return;
        reply->text.len = 0;
        reply->text.buf[0] = '\0';
        reply->status[0] = '\0';
        pid_t pid = fork();
        if (pid == 0) run_child(api, reply, data, size, skip, timeout_s);
        wait_child(reply, pid);
        while (write(done_fd, &byte, 1) < 0 && errno == EINTR) {}
    }
}
