/* fuzz_prof_diff_server LIBRARY SCRATCH_DIR TIMEOUT_S: fuzz_prof_diff's fork
 * server (src/prof_server.h has the protocol). Built without sanitizers or
 * libFuzzer, so the library runs as in a product process: its crashes and
 * double frees end a child with a signal, not with a sanitizer report in
 * the fuzzing process's name.
 *
 * It loads LIBRARY once (RTLD_NOW) and, per request, forks a child that runs
 * MsprofInit(1, text, length) then MsprofFinalize with its stderr in a
 * memory file, HOME and the working directory in SCRATCH_DIR/run (removed
 * afterwards), and PROFILER_SAMPLECONFIG, PROFILING_MODE and
 * ASCEND_WORK_PATH unset; a child without an answer after TIMEOUT_S seconds
 * is killed with its process group. Exits when its input closes. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <ftw.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "src/prof_server.h"

#define MSPROF_CTRL_INIT_ACL_JSON 1u /* MsprofCtrlCallbackType: the acl.json `profiler` */

typedef int32_t (*msprof_init_fn)(uint32_t, void *, uint32_t);
typedef int32_t (*msprof_finalize_fn)(void);

static msprof_init_fn g_init;
static msprof_finalize_fn g_finalize;
static char g_run_dir[4096];
static unsigned g_timeout_s;

static int rm_entry(const char *path, const struct stat *sb, int flag, struct FTW *ftw)
{
    (void)sb, (void)flag, (void)ftw;
    return remove(path);
}

static void child_run(const char *text, uint32_t len, int answer_fd, int log_fd)
{
    setpgid(0, 0);
    dup2(log_fd, STDERR_FILENO);
    if (mkdir(g_run_dir, 0700) != 0 || chdir(g_run_dir) != 0) _exit(PROF_SERVER_CHILD_SETUP_FAILED);
    setenv("HOME", g_run_dir, 1);
    unsetenv("PROFILER_SAMPLECONFIG");
    unsetenv("PROFILING_MODE");
    unsetenv("ASCEND_WORK_PATH");
    int32_t r[2];
    r[0] = g_init(MSPROF_CTRL_INIT_ACL_JSON, (void *)text, len);
    r[1] = g_finalize();
    _exit(prof_server_io(answer_fd, r, sizeof r, 1) == 0 ? 0 : PROF_SERVER_CHILD_SETUP_FAILED);
}

/* Runs one text; fills the reply and the child's stderr. */
static void run_one(const char *text, uint32_t len, prof_server_reply *rep, char *log, size_t cap)
{
    memset(rep, 0, sizeof *rep);
    int fds[2], log_fd = memfd_create("prof_diff_stderr", 0);
    if (log_fd < 0 || pipe(fds) != 0) {
        rep->status = PROF_SERVER_SETUP_ERROR;
        return;
    }
    pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        child_run(text, len, fds[1], log_fd);
    }
    close(fds[1]);
    struct pollfd p = {.fd = fds[0], .events = POLLIN};
    int32_t r[2] = {0, 0};
    int got = pid > 0 && poll(&p, 1, (int)g_timeout_s * 1000) > 0 && prof_server_io(fds[0], r, sizeof r, 0) == 0;
    if (pid > 0 && !got) {
        kill(-pid, SIGKILL);
        kill(pid, SIGKILL);
    }
    int status = 0;
    while (pid > 0 && waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
    if (pid > 0) kill(-pid, SIGKILL); /* helpers the library forked */
    close(fds[0]);
    rep->init_ret = r[0];
    rep->finalize_ret = r[1];
    if (pid < 0) {
        rep->status = PROF_SERVER_SETUP_ERROR;
    } else if (got) {
        rep->status = PROF_SERVER_ANSWERED;
    } else if (WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL) {
        rep->status = PROF_SERVER_HUNG;
    } else if (WIFSIGNALED(status)) {
        rep->status = PROF_SERVER_SIGNALLED;
        rep->detail = WTERMSIG(status);
    } else {
        rep->status = PROF_SERVER_EXITED;
        rep->detail = WEXITSTATUS(status);
    }
    ssize_t n = pread(log_fd, log, cap, 0);
    rep->log_len = n > 0 ? (uint32_t)n : 0;
    close(log_fd);
    nftw(g_run_dir, rm_entry, 16, FTW_DEPTH | FTW_PHYS);
}

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: fuzz_prof_diff_server LIBRARY SCRATCH_DIR TIMEOUT_S\n");
        return 2;
    }
    void *h = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    if (h == NULL) {
        fprintf(stderr, "fuzz_prof_diff_server: cannot load %s: %s\n", argv[1], dlerror());
        return 2;
    }
    g_init = (msprof_init_fn)dlsym(h, "MsprofInit");
    g_finalize = (msprof_finalize_fn)dlsym(h, "MsprofFinalize");
    if (g_init == NULL || g_finalize == NULL) {
        fprintf(stderr, "fuzz_prof_diff_server: %s exports no MsprofInit/MsprofFinalize\n", argv[1]);
        return 2;
    }
    snprintf(g_run_dir, sizeof g_run_dir, "%s/run", argv[2]);
    g_timeout_s = (unsigned)atoi(argv[3]);
    static char text[PROF_SERVER_TEXT_MAX], log[PROF_SERVER_LOG_MAX];
    uint32_t len;
    while (prof_server_io(STDIN_FILENO, &len, sizeof len, 0) == 0 && len <= sizeof text &&
           prof_server_io(STDIN_FILENO, text, len, 0) == 0) {
        prof_server_reply rep;
        run_one(text, len, &rep, log, sizeof log);
        if (prof_server_io(STDOUT_FILENO, &rep, sizeof rep, 1) != 0 ||
            prof_server_io(STDOUT_FILENO, log, rep.log_len, 1) != 0) {
            return 1;
        }
    }
    return 0;
}
