/* Internals of the runner, aclcts: processes, deadlines and reports.
 * The runner knows how to isolate a case in a child, not what the case checks.
 *
 * Each unit of the runner has its own header, and each file includes the
 * headers of what it uses. This one only gathers them all, for child.c,
 * which still includes it. */
#ifndef ACLCTS_RUNNER_H_
#define ACLCTS_RUNNER_H_

#include "child.h"
#include "cli.h"
#include "commands.h"
#include "elf_imports.h"
#include "expect.h"
#include "forkserver.h"
#include "host_lower.h"
#include "interrupt.h"
#include "jobs.h"
#include "lower.h"
#include "options.h"
#include "out_operands.h"
#include "outlock.h"
#include "places.h"
#include "preflight.h"
#include "reap.h"
#include "record.h"
#include "results.h"
#include "select.h"
#include "sha256.h"
#include "shard.h"
#include "southbound_names.h"
#include "target_coverage.h"
#include "text.h"
#include "workdir.h"

#endif /* ACLCTS_RUNNER_H_ */
