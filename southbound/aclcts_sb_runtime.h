/* Accessors of the lower-layer models the spy answers with (lower/): what
 * the runtime, profiling, log and op-executor models decided and keep. They
 * are rows of include/spy/spy_control.def (aclcts_sb_rt_*, aclcts_sb_prof_*,
 * aclcts_sb_flush_timeout_ms, aclcts_sb_opexec_*), where each one's contract
 * is written, declared by aclcts_southbound.h. Conformance cases call them
 * through their typed table (t->spy->rt_limit, ...; ACLCTS_SPY in
 * conformance/include/aclcts/case.h); the spy's own tests and the fuzz
 * targets link them.
 *
 * All state is process-wide, as in the product's lower layers; none of it is
 * undone by aclFinalize, and aclcts_sb_reset does not clear it either. A call
 * failed by an injected fault does not reach a model and changes nothing. */
#ifndef ACLCTS_SB_RUNTIME_H_
#define ACLCTS_SB_RUNTIME_H_

#include "aclcts_southbound.h"

#endif /* ACLCTS_SB_RUNTIME_H_ */
