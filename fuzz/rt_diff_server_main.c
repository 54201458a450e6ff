/* fuzz_rt_diff_server LIBRARY SHM_FD CMD_FD DONE_FD TIMEOUT: the
 * uninstrumented fork server of fuzz_rt_diff (src/rt_library_api.h), so that
 * the runtime library never runs under the fuzzer's sanitizers. Started by
 * fuzz_rt_diff only. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>

#include "src/rt_library_api.h"

int main(int argc, char **argv)
{
    if (argc != 6) {
        fprintf(stderr, "fuzz_rt_diff_server is started by fuzz_rt_diff\n");
        return 2;
    }
    rtd_reply *reply = mmap(NULL, sizeof *reply, PROT_READ | PROT_WRITE, MAP_SHARED, atoi(argv[2]), 0);
    if (reply == MAP_FAILED) {
        perror("fuzz_rt_diff_server: mmap");
        return 2;
    }
    static rtd_api api;
    char error[512];
    if (!rtd_library_load(argv[1], &api, error, sizeof error)) {
        fprintf(stderr, "fuzz_rt_diff_server: %s\n", error);
        return 2;
    }
    rtd_serve(&api, reply, atoi(argv[3]), atoi(argv[4]), (unsigned)atoi(argv[5]));
    return 0;
}
