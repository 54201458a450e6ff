/* aclcts-worker: the runner's hidden commands "__worker" (a fork server's
 * worker, forkserver_worker.c) and "__child" (one case under valgrind,
 * child.c) in an executable of their own. It links the cases and the child's
 * side of the runner, none of the runner's own libraries (GoogleTest,
 * libstdc++, nettle, libelf): each mapping a worker has is copied by the fork
 * of every test, and a worker without them forks a test in less time. The
 * runner falls back to its own commands when this file is missing (places.h).
 * Its command line is the runner's (forkserver.c, schedule.c), never a user's. */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "commands.h"
#include "options.h"

int main(int argc, char **argv)
{
    if (argc < 2 || (strcmp(argv[1], "__worker") != 0 && strcmp(argv[1], "__child") != 0)) {
        fprintf(stderr, "aclcts-worker: run by aclcts only (__worker or __child)\n");
        return ACLCTS_EXIT_USAGE;
    }
    aclcts_opts o;
    aclcts_opts_defaults(&o);
    opterr = 0;
    optind = 2;
    for (;;) {
        int idx = -1;
        int r = getopt_long(argc, argv, ":", aclcts_child_options, &idx);
        if (r == -1) break;
        if (r != 0 || idx < 0 || aclcts_opt_set(&o, aclcts_child_options[idx].name, optarg) != 0) {
            fprintf(stderr, "aclcts-worker %s: bad option '%s'\n", argv[1], argv[optind - 1]);
            return ACLCTS_EXIT_USAGE;
        }
    }
    return strcmp(argv[1], "__worker") == 0 ? aclcts_cmd_worker(&o) : aclcts_cmd_child(&o);
}
