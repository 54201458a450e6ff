/* fuzz_diff_server SHM_FD CMD_FD DONE_FD SCRATCH_DIR REFERENCE TARGET TIMEOUT:
 * the uninstrumented fork server of fuzz_diff (src/diff_server.h). Started
 * by fuzz_diff only; loads the spy (linked) and both libraries, then serves
 * scenarios until fuzz_diff closes the command pipe. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>

#include "src/diff_server.h"

static void load(const char *path, acl_api *api)
{
    void *handle = dlopen(path, RTLD_LAZY | RTLD_LOCAL);
    if (handle == NULL) {
        fprintf(stderr, "fuzz_diff_server: %s\n", dlerror());
        exit(2);
    }
    acl_api_resolve(handle, api);
}

int main(int argc, char **argv)
{
    if (argc != 8) {
        fprintf(stderr, "fuzz_diff_server is started by fuzz_diff\n");
        return 2;
    }
    server_shm *shm = mmap(NULL, sizeof(server_shm), PROT_READ | PROT_WRITE, MAP_SHARED, atoi(argv[1]), 0);
    if (shm == MAP_FAILED) {
        perror("fuzz_diff_server: mmap");
        return 2;
    }
    static acl_api ref, target;
    static scratch s;
    load(argv[5], &ref);
    load(argv[6], &target);
    scratch_attach(&s, argv[4]);
    const acl_api *apis[2] = {&ref, &target};
    diff_serve(shm, atoi(argv[2]), atoi(argv[3]), apis, &s, (unsigned)atoi(argv[7]));
    return 0;
}
