/* The scenario loop of fuzz_diff's fork server (see diff_server.h). */
#define _GNU_SOURCE
#include "diff_server.h"

#include <errno.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

bool diff_pipe_byte(int fd, bool writing)
{
    char byte = 1;
    for (;;) {
        ssize_t n = writing ? write(fd, &byte, 1) : read(fd, &byte, 1);
        if (n == 1) return true;
        if (n < 0 && errno == EINTR) continue;
        return false;
    }
}

static pid_t start_side(server_shm *shm, int i, const prog *p, const acl_api *api, const scratch *s, unsigned timeout_s)
{
    shm->text[i][0] = '\0';
    pid_t pid = fork();
    if (pid != 0) return pid;
    signal(SIGALRM, SIG_DFL);
    alarm(timeout_s);
    scenario_prepare(p);
    out_buf out = {shm->text[i], SIDE_TEXT_BYTES, 0};
    scenario_run(p, api, s, &out);
    _exit(0);
}

static void wait_side(server_shm *shm, int i, pid_t pid)
{
    int status = 0;
    char *out = shm->status[i];
    if (pid < 0) {
        snprintf(out, sizeof(shm->status[i]), "fork failed");
        return;
    }
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
    if (WIFEXITED(status)) snprintf(out, sizeof(shm->status[i]), "exit %d", WEXITSTATUS(status));
    else if (WIFSIGNALED(status) && WTERMSIG(status) == SIGALRM) snprintf(out, sizeof(shm->status[i]), "timeout");
    else snprintf(out, sizeof(shm->status[i]), "killed by signal %d", WTERMSIG(status));
}

void diff_serve(server_shm *shm, int cmd_r, int done_w, const acl_api *apis[2], const scratch *s, unsigned timeout_s)
{
    static prog p;
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    signal(SIGINT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    signal(SIGALRM, SIG_IGN);
    while (diff_pipe_byte(cmd_r, false)) {
        prog_decode(shm->data, shm->size, &p);
        pid_t a = start_side(shm, 0, &p, apis[0], s, timeout_s);
        pid_t b = start_side(shm, 1, &p, apis[1], s, timeout_s);
        wait_side(shm, 0, a);
        wait_side(shm, 1, b);
        if (!diff_pipe_byte(done_w, true)) break;
    }
}
