/* The child's side of --target-coverage (target_coverage.c): at its end a
 * test's process makes the target's gcov runtime write its counters. Shared
 * by the runner and the worker executable (worker_main.c). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <link.h>
#include <stdlib.h>
#include <string.h>

#include "target_coverage.h"

/* dlsym into a function pointer without the object/function pointer warning. */
#define RESOLVE(h, dst, name)           \
    do {                                \
        void *p_ = dlsym((h), (name));  \
        memcpy(&(dst), &p_, sizeof p_); \
    } while (0)

/* A copy of the target a case loaded beside it (a private installation,
 * conformance/helpers/pkg.c pkg_install_copy) has its own counters: an
 * object other than the target that exports both __gcov_dump and an ACL
 * function writes them too (gcov adds them to the same .gcda files). */
static int dump_copy(struct dl_phdr_info *info, size_t size, void *target)
{
    (void)size;
    if (info->dlpi_name == NULL || info->dlpi_name[0] != '/') return 0;
    void *h = dlopen(info->dlpi_name, RTLD_LAZY | RTLD_NOLOAD);
    if (h == NULL) return 0;
    void (*dump)(void) = NULL;
    if (h != target && dlsym(h, "aclInit") != NULL) RESOLVE(h, dump, "__gcov_dump");
    if (dump != NULL) dump();
    dlclose(h);
    return 0;
}

void aclcts_tcov_child_end(void *target, int code)
{
#ifdef ACLCTS_COVERAGE
    const int coverage_build = 1; /* the reference of this build exports __gcov_dump (ref/CMakeLists.txt) */
#else
    const int coverage_build = 0;
#endif
    int mode = getenv(ACLCTS_TCOV_MODE_ENV) != NULL;
    if (!mode && !coverage_build) return;
    void (*dump)(void) = NULL;
    RESOLVE(target != NULL ? target : RTLD_DEFAULT, dump, "__gcov_dump");
    if (dump != NULL) {
        dump(); /* a target that exports its gcov runtime: write now, then _exit as usual */
        (void)dl_iterate_phdr(dump_copy, target);
        return;
    }
    if (mode) exit(code); /* hidden gcov runtime: the target's destructors write the counters */
}
