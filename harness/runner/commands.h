/* The commands of aclcts, each in its own file (run.c, child.c, probe.c,
 * diff.c, list.c, compare.c, merge.c, expect_from.c, forkserver_worker.c),
 * dispatched by cli.c, and the exit codes they share. */
#ifndef ACLCTS_COMMANDS_H_
#define ACLCTS_COMMANDS_H_

#include "options.h"

#ifdef __cplusplus
extern "C" {
#endif

int aclcts_cmd_run(const aclcts_opts *o);
int aclcts_cmd_child(const aclcts_opts *o);
int aclcts_cmd_probe(const aclcts_opts *o);
int aclcts_cmd_diff(const aclcts_opts *o);
int aclcts_cmd_list(const aclcts_opts *o);
int aclcts_cmd_rules(const aclcts_opts *o);
/* compare.c and merge.c read their own command line (argv[0] is the command). */
int aclcts_cmd_compare(int argc, char **argv);
int aclcts_cmd_merge(int argc, char **argv);
int aclcts_cmd_expect(const aclcts_opts *o); /* expect_from.c */
int aclcts_cmd_worker(const aclcts_opts *o); /* forkserver_worker.c: "aclcts __worker" */

/* Exit codes of the run (docs/contracts.md). */
#define ACLCTS_EXIT_OK 0
#define ACLCTS_EXIT_NONCONFORMANT 1
#define ACLCTS_EXIT_USAGE 2

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_COMMANDS_H_ */
