/* A constructor that writes a file into the working directory: state a later
 * test could see when the load were shared, so each test gets a fresh process
 * (the fork server's check, harness/runner/forkserver.c). */
#include <stdio.h>

#include "acl/acl_rt.h"

__attribute__((constructor)) static void write_file_on_load(void)
{
    FILE *f = fopen("hostile_ctor_file.txt", "w");
    if (f != NULL) {
        fputs("loaded\n", f);
        fclose(f);
    }
}

aclError aclInit(const char *configPath)
{
    (void)configPath;
    return 0;
}
